"""A paragraph about someone, and the next paragraph opening with a pronoun that says what they are ("Mr. John
Dashwood had not the strong feelings of the rest of the family; … and Mr. John Dashwood had then leisure to
consider …" ¶ "He was not an ill-disposed young man, …"): the pronoun is the paragraph's subject when the
paragraph opens with the name, names no one after the name's last mention, and speaks of one sex only (describe.py
reads the pair as `paired` reads two sentences)."""

from __future__ import annotations

import re
from typing import Iterable

_OPENS = re.compile(r"^(He|She)\s+(?=(?:was|is|had\s+been|has\s+been|became|seemed)\b)")
_SEX = {"He": (r"\b(?i:he|his|him|himself)\b", r"\b(?i:she|her|hers|herself)\b"),
        "She": (r"\b(?i:she|her|hers|herself)\b", r"\b(?i:he|his|him|himself)\b")}
# a title that says the sex the pronoun must agree with
_TITLE_SEX = {"He": re.compile(r"^(?:Mrs|Miss|Ms|Lady|Madam|Madame|Mme|Mlle)\b"),
              "She": re.compile(r"^(?:Mr|Sir|Lord|Master|Monsieur|M)\b")}
# a capitalised word that is no name: one opening a sentence or a quotation, or I
_CAPITAL = re.compile(r"(?<![.!?;:]\s)(?<![.!?]”\s)(?<![“\"])(?<!^)\b(?!I\b)[A-Z][\w’'-]*")


def carried(sentences: list[str], following: str, names: Iterable[str]) -> tuple[str, str] | None:
    """(The name, the following sentence read with the name for its pronoun) or None. `sentences`: the paragraph's,
    all narration; `following`: the next paragraph's first sentence, narration of the same chapter."""
    sentences, following = [s.replace("\u00a0", " ") for s in sentences], following.replace("\u00a0", " ")
    if not sentences or not (pronoun := _OPENS.match(following)):
        return None
    names = [n.replace("\u00a0", " ") for n in names if n]
    opener = next((n for n in names if re.match(rf"^\W*(?:The\s+)?{re.escape(n)}(?!\w)", sentences[0])), None)
    if opener is None or _TITLE_SEX[pronoun.group(1)].match(opener):
        return None
    text = " ".join(sentences)
    same, other = _SEX[pronoun.group(1)]
    if re.search(other, text) or not re.search(same, text):
        return None  # the paragraph speaks of someone of the other sex, or of its subject by no pronoun
    last = max(((m.end(), n) for n in names for m in re.finditer(rf"(?<!\w){re.escape(n)}(?!\w)", text)), default=None)
    if last is None or _CAPITAL.search(text, last[0]):
        return None  # another name stands nearer the pronoun
    return opener, opener + " " + following[pronoun.end():]
