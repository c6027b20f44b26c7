"""A full name of three parts the text writes in one breath, given name, patronymic (or middle name) and surname
("Pyotr Petrovitch Luzhin", "Rodion Romanovitch Raskolnikov"), ties the parts that are candidates: the given name
with its patronymic (Pyotr Petrovitch), the bare surname (Luzhin) and the surname's one titled form (Mr. Luzhin).

Only where no other full name shares them: a surname written after a second given name and patronymic ("Avdotya
Romanovna Raskolnikov", his sister) is a family's and ties nothing; a patronymic of the other sex than the title
(Romanovna and Mr.) ties nothing. A given name with a patronymic is a person's whatever else votes. A diminutive (Rodya of Rodion) ties only where hypocorisms.py knows it and the
text writes it in a paragraph of the full name, the group's one bearer (petnames.py's rule for Tommy Beresford)."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Sequence

from ..hypocorisms import alike, groups_of
from ..types import Candidate, Paragraph
from .lexicon import EN_FAMILY_TITLES, EN_FEMALE_TITLES, EN_MALE_TITLES, EN_TITLES

_CAPITALISED_RUN = re.compile(r"(?<![\w.’'-])[A-Z][a-z’'-]+(?:\s+[A-Z][a-z’'-]+)+")
# a patronymic's ending says the bearer's sex: Petrovitch, Ivanovich, Ilyitch (m); Romanovna, Ilyinichna (f)
_PATRONYMIC_M = re.compile(r"(?:ovitch|evitch|ovich|evich|yitch|yich|ovitsch|ewitsch)$")  # not Greenwich
_PATRONYMIC_F = re.compile(r"(?:ovna|evna|ichna|inishna|ishna)$")


def _title(word: str) -> str:
    return word.rstrip(".")


def patronymics_are_people(out: dict[str, Candidate]) -> None:
    """Alyona Ivanovna, Darya Frantsovna: a given name with a patronymic is a person's, whatever the words around it
    vote (a woman's name in -a read as a place's or a term's)."""
    for form, c in out.items():
        words = form.split()
        if len(words) in (2, 3) and _patronymic(words[1]) and _title(words[0]) not in EN_TITLES and words[0][:1].isupper():
            moved = sum(v for k, v in c.kind_votes.items() if k != "person")
            for k in [k for k in c.kind_votes if k != "person"]:
                del c.kind_votes[k]
            if moved or not c.kind_votes["person"]:
                c.kind_votes["person"] += max(moved, 1.0)


def _patronymic(word: str) -> bool:
    return bool(_PATRONYMIC_M.search(word) or _PATRONYMIC_F.search(word))


def _fits(middle: str, titled: str) -> bool:
    """Mr. for a Petrovitch, Mrs. for a Romanovna; a middle name without an ending fits either title."""
    title = _title(titled.split()[0])
    if _PATRONYMIC_F.search(middle):
        return title not in EN_MALE_TITLES
    if _PATRONYMIC_M.search(middle):
        return title not in EN_FEMALE_TITLES
    return True


def three_part_ties(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """(given and patronymic, a surname's form) -> the paragraphs writing the full name; (pet form, given and
    patronymic) where the pet form is written in such a paragraph."""
    pairs = {f for f in forms if len(w := f.split()) == 2 and _title(w[0]) not in EN_TITLES
             and all(x[:1].isupper() for x in w)}
    if not pairs:
        return {}
    titled: dict[str, set[str]] = defaultdict(set)
    for f in forms:
        words = f.split()
        if len(words) == 2 and _title(words[0]) in EN_FAMILY_TITLES:
            titled[words[1]].add(f)
    givens: dict[str, set[str]] = defaultdict(set)  # surname -> the given names and patronymics written before it
    surnames: dict[str, set[str]] = defaultdict(set)
    where: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, p in enumerate(paragraphs):
        for run in _CAPITALISED_RUN.finditer(p.text):
            words = run.group().split()
            for k in range(len(words) - 2):
                given, middle, surname = words[k:k + 3]
                pair = f"{given} {middle}"
                if _title(given) in EN_TITLES or not (pair in pairs or _patronymic(middle)):
                    continue
                givens[surname].add(pair)
                surnames[pair].add(surname)
                if pair in pairs and (surname in forms or surname in titled):
                    where[(pair, surname)].append(i)
    out: dict[tuple[str, str], list[int]] = {}
    for (pair, surname), at in where.items():
        out.update(_diminutives(paragraphs, forms, pair, at))  # Rodya beside Rodion Romanovitch, whoever shares the surname
        if len(givens[surname]) != 1 or len(surnames[pair]) != 1 or f"{pair} {surname}" in forms:
            continue
        middle = pair.split()[1]
        if surname in forms:
            out[(pair, surname)] = at
        if len(titled[surname]) == 1 and _fits(middle, next(iter(titled[surname]))):
            out[(pair, next(iter(titled[surname])))] = at
    return out


def _diminutives(paragraphs: Sequence[Paragraph], forms: set[str], pair: str,
                 at: list[int]) -> dict[tuple[str, str], list[int]]:
    """Rodya beside "Rodion Romanovitch Raskolnikov": the group's one bearer written, the pet form a name alone."""
    given = pair.split()[0]
    out: dict[tuple[str, str], list[int]] = {}
    for pet in (f for f in forms if " " not in f and alike(given, f)):
        group = set().union(*groups_of(pet))
        others = {f for f in forms if f != pet and f.split()[0] in group and f != pair}
        if others:
            continue
        near = [i for i in at if re.search(rf"\b{re.escape(pet)}\b", paragraphs[i].text)]
        if near:
            out[(pet, pair)] = near
    return out
