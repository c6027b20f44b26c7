"""The eldest's title (issue 43 §4, stop 64): by the usage of English, "Miss Bertram" is the family's eldest unmarried
daughter and "Mr. Bertram" its eldest son; a younger sibling is written with the given name inside the title ("Miss
Julia Bertram", "Mr. Edmund Bertram"), and a father or a mother wears another title (Sir Thomas Bertram, Lady
Bertram). So a titled surname is the one given name of the title's sex the text writes before that surname bare
("Maria Bertram", "Mary Crawford", "Henry Crawford" — once is enough) and never inside the title or after another
title ("Miss Clara", "Master John": a younger sister, a boy whose dead father is Mr. Reed); that given name, written
alone, is a form of the titled entry.

The given name's sex is the cross-book lists' (persons.py), else the he/she after it alone. Two such given names (two
sisters written in full, neither "Miss Julia"), or none, tie nothing; nor does a given name that a sentence writes
apart from the titled form ("Maria and Miss Bertram": two people), or one written bare before another family's
surname too (maybe another person's).
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Sequence

from ..types import Paragraph
from .lexicon import EN_TITLES
from .persons import GIVEN_FEMALE, GIVEN_MALE
from .titled_given import _beside
from .titled_surname import _sex

# the eldest's titles and the sex each says (not Mrs. or Lady: a wife bears her husband's surname, whatever her given
# name; not Master: a boy)
ELDEST_TITLES = {"Miss": "f", "Mr": "m", "Mister": "m"}
_NAME = r"[A-Z][a-z’'-]+"
# a given name before a surname (each capital a start: "Miss Julia Bertram" writes Julia before Bertram), and the
# title before it, if any
_FULL = re.compile(rf"(?<![\w.])(?=({_NAME})\s+({_NAME})\b)")
_BEFORE = re.compile(r"\b([A-Z][a-z]+)\.?\s+$")
# a title before a given name and no surname: "Miss Clara", "Mr. Edmund" (a younger sibling, by the usage), "Master
# John" (a boy: Mr. Reed is his dead father), "Sir Thomas" (a knight is never Mr.)
_ALONE = re.compile(rf"\b(Miss|Mr|Mister|Master|Sir|Lady|Lord)\.?\s+({_NAME})\b(?!\s+[A-Z])")


def _titled(forms: set[str]) -> dict[str, dict[str, str]]:
    """surname -> title -> the titled form (Miss Bertram, Mr. Bertram) of the forms."""
    out: dict[str, dict[str, str]] = defaultdict(dict)
    for f in forms:
        words = f.split()
        if len(words) == 2 and (title := words[0].rstrip(".")) in ELDEST_TITLES and words[1][1:].islower():
            out[words[1]][ELDEST_TITLES[title]] = f
    return out


def _given_sex(paragraphs: Sequence[Paragraph], given: str) -> str | None:
    """A given name's sex: the lists', else the he/she after it alone (titled_surname._sex)."""
    if given in GIVEN_FEMALE and given not in GIVEN_MALE:
        return "f"
    if given in GIVEN_MALE and given not in GIVEN_FEMALE:
        return "m"
    return _sex(paragraphs, given)


def eldest_ties(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """(given name, titled form) -> the paragraph writing the bare full name first, then each later one writing the
    titled form (the module's doc): Mary -> Miss Crawford, Tom -> Mr. Bertram, Maria -> Miss Bertram."""
    titled = _titled(forms)
    if not titled:
        return {}
    single = {f for f in forms if " " not in f and f[:1].isupper() and f.rstrip(".") not in EN_TITLES}
    bare: dict[str, dict[str, int]] = defaultdict(dict)  # surname -> given name -> first paragraph written bare
    other: dict[str, set[str]] = defaultdict(set)  # surname -> given names written after a title (younger, or a wife)
    surnames = {f.split()[-1] for f in forms if len(f.split()) == 2}
    elsewhere: dict[str, set[str]] = defaultdict(set)  # given name -> other surnames it is written before
    lone: dict[str, set[str]] = defaultdict(set)  # given name -> the titles written before it, no surname after
    for i, p in enumerate(paragraphs):
        for m in _ALONE.finditer(p.text):
            lone[m.group(2)].add(m.group(1))
        for m in _FULL.finditer(p.text):
            given, surname = m.groups()
            if given not in single or given in EN_TITLES:
                continue
            before = _BEFORE.search(p.text, max(0, m.start() - 15), m.start())
            if before and before.group(1) in EN_TITLES:
                other[surname].add(given)  # Miss Julia Bertram, Sir Thomas Bertram, Miss Maria Ward
            elif surname in titled:
                bare[surname].setdefault(given, i)
            elif surname in surnames:
                elsewhere[given].add(surname)
    out: dict[tuple[str, str], list[int]] = {}
    for surname, held in titled.items():
        for sex, form in held.items():
            # (not one the text calls Miss Clara or Master John, unless a Miss Clara of another family is written: Miss
            # Maria Ward)
            bearers = [g for g in bare[surname] if g not in other[surname] and _given_sex(paragraphs, g) == sex
                       and not (lone[g] and not any(g in other[s] for s in other if s != surname))]
            if len(bearers) != 1:
                continue
            given = bearers[0]
            # (a given name written before another surname too, with a title or without: maybe another woman's)
            if elsewhere[given] - {surname} or _beside(paragraphs, given, form):
                continue
            first = bare[surname][given]
            out[(given, form)] = [first] + [i for i, p in enumerate(paragraphs) if i > first and form in p.text]
    return out


_MISS = re.compile(r"\b(?:Miss|Mademoiselle|Mlle)\.?\s+([A-Z][a-z’'-]+)\b")


def unmarried_surnames(paragraphs: Sequence[Paragraph]) -> frozenset[str]:
    """The surnames the text writes after a daughter's title (Miss Bold, once is enough): the family has a daughter
    or a sister of the house, whom a wife's title (Mrs. Bold) may not claim (rules.family_claims)."""
    return frozenset(m.group(1) for p in paragraphs for m in _MISS.finditer(p.text))
