"""The first-person narrator (issue 43 §3): "I" is never an entry of its own. In a book whose narration speaks
in the first person, it is the alias of the name the text gives the narrator in that narration ("Call me
Ishmael.", "My name was Pip"), as ja/narrator.py ties わたし to 坊っちゃん; where the text gives none, "I" is no
one's. A third-person book's "I" is its speakers', inside their speech: no narrator there.
"""

from __future__ import annotations

import re
from typing import Sequence

from ..types import Candidate, Paragraph, Votes

PRONOUN = "I"
FIRST_PERSON = re.compile(r"\b(?:I|me|my|myself)\b")
# the narration (paragraphs with no speech marks) says I, me or my at least this often per word: Moby-Dick 12 per
# thousand words, Oz 0.4 and Sense and Sensibility 1.2 (their letters and thoughts)
NARRATED_RATE = 5 / 1000
_SPEECH = re.compile("[“\"‘]")
# the narrator names themself: "Call me Ishmael.", "my name is Pip", "I was called Jane", "they called me Scout"
_SELF_NAMING = re.compile(r"(?:\b[Cc]all\s+me|\b[Mm]y\s+name\s+(?:is|was)|\bI\s+(?:am|was)\s+(?:called|named)|"
                          r"\b(?:called|named)\s+me)\s+(?=[A-Z])")
# … in the narration, not in speech whose marks the book leaves out ("My name is Alice, so please your Majesty,
# said Alice"): a dialogue tag in the sentence makes it speech
_TAG = re.compile(r"\b(?:said|says|replied|cried|asked|answered|exclaimed|shouted|whispered|returned|added)\b")
_SENTENCE = re.compile(r"[^.!?]*[.!?]?")


def _speech_depth(before: str) -> bool:
    """The text before a place leaves a quotation open there."""
    return before.count("“") > before.count("”") or before.count('"') % 2 == 1


def narrator(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> tuple[str, int] | None:
    """(the narrator's name, the paragraph naming it) when the narration is in the first person and names its
    narrator with one of `candidates` (the longest form written there), else None."""
    words = said = 0
    for p in paragraphs:
        if p.kind != "heading" and not _SPEECH.search(p.text):
            words += len(p.text.split())
            said += len(FIRST_PERSON.findall(p.text))
    if not words or said < NARRATED_RATE * words:
        return None
    for i, p in enumerate(paragraphs):
        if p.kind == "heading":
            continue
        for m in _SELF_NAMING.finditer(p.text):
            sentence = next((s.group() for s in _SENTENCE.finditer(p.text) if s.end() >= m.end()), p.text)
            if _speech_depth(p.text[:m.start()]) or _TAG.search(sentence):
                continue
            rest = p.text[m.end():]
            name = max((f for f in candidates if f != PRONOUN and re.match(rf"{re.escape(f)}(?!\w)", rest)),
                       key=len, default=None)
            if name is not None:
                return name, i
    return None


def add_pronoun(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> tuple[str, int] | None:
    """Make "I" a person candidate when the narration names its narrator: (the name, the naming paragraph)."""
    found = narrator(paragraphs, candidates)
    if found is not None:
        votes = Votes()
        votes["person"] = 1.0
        candidates[PRONOUN] = Candidate(PRONOUN, sum(len(re.findall(r"\bI\b", p.text)) for p in paragraphs), votes)
    return found
