"""A daughter's title with a surname is the one full name of that family and that sex (issue 43 §4): "Miss Baker" is
Jordan Baker, where the book names one woman of the Bakers by a full name, no wife of the family (Mrs. or Lady Baker:
the one full-named woman may be she, by marriage), and never writes the family's daughters together ("the Miss Dashwoods": a house of sisters, Miss Dashwood stays alone).
The full name's sex is its pronouns' (he/she in the clause after it); a full name the pronouns do not sex ties nothing.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Sequence

from ..types import Paragraph
from .lexicon import EN_TITLES

# (a daughter's titles only: "Mr. Osborne", "Mrs. Earnshaw" are as often the father or mother of the one full name)
_TITLE_SEX = {"Miss": "f", "Ms": "f", "Mademoiselle": "f", "Mlle": "f"}
PRONOUN_SHARE = 2 / 3  # of the he/she after a full name, to give it a sex
MIN_PRONOUNS = 2
# the text after a name, to its first pronoun of a sex (no speech, no other capitalised name between: "Jordan Baker,
# and then in midsummer I found her again")
_AFTER = re.compile(r"[^“”\"]{0,150}?\b(he|she|him|his|her|hers|himself|herself|He|She|His|Her)\b")
_OTHER_NAME = re.compile(r"(?<=[a-z,]\s)[A-Z][a-z]+")


def _split(form: str) -> tuple[str | None, str, str] | None:
    """(title or None, given or "", surname) of a two-word form: "Miss Baker" -> (Miss, "", Baker), "Jordan Baker"
    -> (None, Jordan, Baker); None for any other form."""
    words = form.split()
    if len(words) != 2 or not all(w[:1].isupper() for w in words) or not words[1][1:].islower():
        return None
    title = words[0].rstrip(".")
    if title in _TITLE_SEX:
        return title, "", words[1]
    if title in EN_TITLES or not words[0].isalpha():
        return None
    return None, words[0], words[1]


def _sex(paragraphs: Sequence[Paragraph], form: str) -> str | None:
    """The sex the he/she after the full name gives it (PRONOUN_SHARE of MIN_PRONOUNS at least), else None."""
    counts: Counter[str] = Counter()
    pattern = re.compile(rf"(?<!\w){re.escape(form)}(?!\w)")
    for p in paragraphs:
        for m in pattern.finditer(p.text):
            after = _AFTER.match(p.text, m.end())
            if after and not _OTHER_NAME.search(p.text, m.end(), after.start(1)):
                counts["m" if after.group(1).lower() in ("he", "him", "his", "himself") else "f"] += 1
    total = counts["m"] + counts["f"]
    if total < MIN_PRONOUNS:
        return None
    sex, n = counts.most_common(1)[0]
    return sex if n >= PRONOUN_SHARE * total else None


def titled_surname_ties(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """(full name, titled form) -> [the paragraph where the reader has met both, then each writing the title]: the family's one full name of the
    title's sex (every full name of the surname sexed by its pronouns, an unsexed one leaves the title alone), the
    title never written for several of them ("the Miss Bakers", "the Misses Baker", "Mrs. Baker and Mrs. …")."""
    titled: dict[str, list[tuple[str, str]]] = defaultdict(list)  # surname -> (title, form)
    full: dict[str, list[str]] = defaultdict(list)  # surname -> full names
    for f in forms:
        if (said := _split(f)) is not None:
            if said[0]:
                titled[said[2]].append((said[0], f))
            else:
                full[said[2]].append(f)
    if not titled or not full:
        return {}
    text = "\n".join(p.text for p in paragraphs)
    pairs: dict[tuple[str, str], list[int]] = {}
    for surname, held in titled.items():
        if surname not in full or re.search(rf"\b(?:Misses|Messrs|Mesdames)\.?\s+{surname}\b|\b(?:Miss|Mr|Mrs)\.?\s+"
                                            rf"{surname}s\b|\b{surname}\s+(?:sisters|brothers|girls|boys)\b", text):
            continue
        if any(f"{t} {surname}" in forms for t in ("Mrs.", "Mrs", "Lady")):
            continue  # a wife of the family: its one full-named woman may be she, by marriage, not its Miss
        sexes = {f: _sex(paragraphs, f) for f in full[surname]}
        if None in sexes.values():
            continue  # a full name of the family whose sex the text does not show: it could be the one titled
        for title, form in held:
            # (not one the text calls Miss Anne: a younger sister, whose elder is Miss Elliot)
            bearers = [f for f, sex in sexes.items() if sex == _TITLE_SEX[title] and f"{title} {f.split()[0]}" not in forms]
            if len(bearers) == 1 and not _together(paragraphs, bearers[0], form) \
                    and (where := _met(paragraphs, bearers[0], form)):
                pairs[(bearers[0], form)] = where
    return pairs


def _met(paragraphs: Sequence[Paragraph], full: str, title: str) -> list[int]:
    """The paragraph by which the reader has met both forms, and each later one writing the title (each a use the
    tie reads: aliases.MIN_STATED asks two); [] where the reader never meets both."""
    seen: set[str] = set()
    out: list[int] = []
    for i, p in enumerate(paragraphs):
        written = {f for f in (full, title) if re.search(rf"(?<!\w){re.escape(f)}(?!\w)", p.text)}
        if len(seen) == 2 and title in written:
            out.append(i)
        elif len(seen) < 2 and len(seen := seen | written) == 2:
            out.append(i)
    return out


_SENTENCE = re.compile(r"[^.!?]+[.!?]*")


def _together(paragraphs: Sequence[Paragraph], a: str, b: str) -> bool:
    """A sentence writes both forms close together: two people ("Mr. Osborne … his son George Osborne"), the way no sentence
    names one person twice by two forms."""
    both = re.compile(rf"(?<!\w){re.escape(a)}(?!\w)[^.!?]{{0,60}}(?<!\w){re.escape(b)}(?!\w)"
                      rf"|(?<!\w){re.escape(b)}(?!\w)[^.!?]{{0,60}}(?<!\w){re.escape(a)}(?!\w)")
    return any(both.search(p.text) for p in paragraphs if a in p.text and b in p.text)
