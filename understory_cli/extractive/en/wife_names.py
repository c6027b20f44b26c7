"""A wife's title with a surname ("Mrs. Wilson") and a woman's given name ("Myrtle") are one woman where the text
writes that given name before the surname ("said Myrtle Wilson"), even once, and the family's other given names
written before it are men's (George Wilson, her husband: `persons.GIVEN_MALE`) — issue 43 §4, a title + surname
person split from her full name. Not where the family has a daughter's title too (Miss Linton: a daughter may
bear the given name) or the given name has one (Miss Georgiana: Mrs. Reed's daughter), where the surname carries two wife's titles (Mrs. and Lady), where the given name is
written before another surname (Catherine Earnshaw, Catherine Linton: which Catherine, the text does not say) or
is a man's, nor where the full name is a candidate of its own (the merge reads it)."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Sequence

from ..types import Paragraph
from .lexicon import EN_FAMILY_TITLES_FEMALE, EN_MARRIED_TITLES, EN_TITLES
from .persons import GIVEN_FEMALE, GIVEN_MALE
from .titled_surname import _met, _sex

_FULL = re.compile(r"(?<![\w.])([A-Z][a-z’'-]+)\s+(?:[A-Z]\.\s+)?([A-Z][a-z’'-]+)\b")
_LOWER = re.compile(r"\b[a-z]+\b")
_UNMARRIED = ("Miss", "Mademoiselle", "Mlle")
_TITLE_BEFORE = re.compile(r"\b[A-Z][a-z]*\.?\s*$")


def wife_full_names(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """(given name, wife's titled form) -> [the paragraph where the reader has met both, then each writing the title]."""
    wives: dict[str, list[str]] = defaultdict(list)  # surname -> its married-titled forms
    daughters: set[str] = set()
    for f in forms:
        words = f.split()
        if len(words) == 2 and words[0].rstrip(".") in EN_FAMILY_TITLES_FEMALE:
            if words[0].rstrip(".") in EN_MARRIED_TITLES:
                wives[words[1]].append(f)
            else:
                daughters.add(words[1].removesuffix("s"))  # the Miss Musgroves: daughters too
    single = {f for f in forms if " " not in f and f[:1].isupper() and f.rstrip(".") not in EN_TITLES}
    wives = {s: fs for s, fs in wives.items() if len(fs) == 1 and s not in daughters and s.removesuffix("s") not in daughters}
    if not wives or not single:
        return {}
    givens: dict[str, set[str]] = defaultdict(set)  # surname -> the given names written before it
    surnames: dict[str, set[str]] = defaultdict(set)  # given name -> the surnames written after it
    common = {w for p in paragraphs for w in _LOWER.findall(p.text)}
    for p in paragraphs:
        for m in _FULL.finditer(p.text):
            given, surname = m.groups()
            title = _TITLE_BEFORE.search(p.text, max(0, m.start() - 16), m.start())  # (a title is short: no rescan)
            if title and title.group().strip().rstrip(".") in EN_TITLES:
                continue  # Mr. George Wilson: the title's, the given name his
            if given in single or surname in wives:
                givens[surname].add(given)
                surnames[given].add(surname)
    out: dict[tuple[str, str], list[int]] = {}
    for surname, (wife,) in wives.items():
        # the given names the family writes (not "The Wilson garage": a word the text writes in lower case), each a
        # man's or a woman's by the lists or the pronouns after it; one woman, and no one of no known sex
        named = {g for g in givens[surname] if g.lower() not in common and g.rstrip(".") not in EN_TITLES}
        sexes = {g: "m" if g in GIVEN_MALE else "f" if g in GIVEN_FEMALE else _sex(paragraphs, g) for g in named}
        women = [g for g, sex in sexes.items() if sex == "f"]
        if len(women) != 1 or None in sexes.values():
            continue
        given = women[0]
        if given not in single or surnames[given] != {surname} or f"{given} {surname}" in forms \
                or any(f"{t} {given}" in forms or f"{t}. {given}" in forms for t in _UNMARRIED):
            continue  # (Miss Georgiana: a daughter's given name, never the wife's)
        if where := _met(paragraphs, f"{given} {surname}", wife):
            out[(given, wife)] = where
    return out
