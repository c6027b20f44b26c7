"""A pet name and the full name it shortens (hypocorisms.py: Tommy of Thomas): one man where the text writes them
together, "a friend of my childhood in Lieutenant Thomas Beresford (bow, Tommy!)", and so the pet name is that
surname's titled form too (Mr. Beresford), the way rules._written_full_names ties Julius to Mr. Hersheimmer.

The pet form alone ties nothing (Bill the Lizard is no William; Harry Dashwood, a child, no Henry Dashwood): the full
name must be written in the pet form's paragraph, its surname carry one titled form only, the group have no other
bearer written (no second full name of it, no other of its forms a name of the book) and the pet form be written
before no surname of its own. One title before a pet form and before its formal name (Miss Matty, Miss Matilda),
written together in a few of the pet form's paragraphs, is one person (name_forms.beside)."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Sequence

from ..hypocorisms import FORMAL, alike, groups_of
from ..name_forms import beside, spans
from ..types import Paragraph
from .candidates import _title
from .lexicon import EN_FAMILY_TITLES, EN_TITLES

# a given name, a middle initial or none, and a surname, after any titles ("Lieutenant Thomas Beresford")
_FULL = re.compile(r"(?<![\w.])(?:(?:" + "|".join(sorted(EN_TITLES)) + r")\.?\s+)*([A-Z][a-z]+)\s+(?:[A-Z]\.\s+)?"
                   r"([A-Z][a-z’'-]+)\b")


def pet_name_ties(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """(pet form, titled form) -> the paragraph of each full name written in a paragraph writing the pet form."""
    titled: dict[str, set[str]] = defaultdict(set)
    for f in forms:
        words = f.split()
        if len(words) == 2 and _title(words[0]) in EN_FAMILY_TITLES:
            titled[words[1]].add(f)
    pets = {f for f in forms if " " not in f and groups_of(f) and _title(f) not in EN_TITLES}
    if not pets or not titled:
        return {}
    named = {f.split()[0] for f in forms if len(f.split()) > 1}  # Tommy Smith: the pet form has a surname
    written: dict[str, set[str]] = defaultdict(set)  # given name -> the surnames written after it
    where: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, p in enumerate(paragraphs):
        for m in _FULL.finditer(p.text):
            given, surname = m.groups()
            if given in EN_TITLES or surname in EN_TITLES:
                continue
            written[given].add(surname)
            if given in forms or surname not in titled:
                continue
            for pet in pets:
                if alike(given, pet) and pet not in named and re.search(rf"\b{re.escape(pet)}\b", p.text):
                    where[(pet, surname)].append(i)
    out: dict[tuple[str, str], list[int]] = {}
    for (pet, surname), at in where.items():
        group = set().union(*groups_of(pet))
        surnames = {s for g in group for s in written.get(g, ())}  # Thomas and Tommy Beresford: one bearer
        if len(titled[surname]) == 1 and len(surnames) == 1 and not (group - {pet}) & forms:
            out[(pet, next(iter(titled[surname])))] = at
    return out | _titled_pets(paragraphs, forms)


_JOINED = re.compile(r"\s*(?:,\s*)?(?:and|with|nor|&)\s+")  # Miss Matty and Miss Matilda: two women


def _titled_pets(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """Miss Matty and Miss Matilda, one title before a pet form and before the formal name of its group, the
    group's only names after any title: one woman where the text writes both in a few of the pet form's
    paragraphs (name_forms.beside, as a Russian pet form beside its full name)."""
    givens: dict[str, set[str]] = defaultdict(set)  # a title -> the given names written after it
    for f in forms:
        words = f.split()
        if len(words) == 2 and _title(words[0]) in EN_FAMILY_TITLES and words[1][:1].isupper():
            givens[words[0]].add(words[1])
    after = {g for names in givens.values() for g in names}
    out: dict[tuple[str, str], list[int]] = {}
    texts = [p.text for p in paragraphs]
    for title, names in givens.items():
        for formal in names & FORMAL:
            pets = [n for n in names if n not in FORMAL and alike(formal, n)]
            group = set().union(*groups_of(formal))
            if len(pets) != 1 or len(after & group) != 2:
                continue  # two pet forms, or the group after another title too (Miss Matty, Mrs. Matilda): no telling
            pet = f"{title} {pets[0]}"
            near = beside(texts, spans(re.compile(rf"\b{re.escape(pet)}\b")),
                          spans(re.compile(rf"\b{re.escape(f'{title} {formal}')}\b")), _JOINED)
            if near:
                out[(pet, f"{title} {formal}")] = near
    return out

