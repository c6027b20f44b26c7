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
from ..name_forms import beside, spans
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
    """(pet form, given and patronymic) where the pet form is written in a paragraph of the full name (Rodya
    beside "Rodion Romanovitch Raskolnikov")."""
    out: dict[tuple[str, str], list[int]] = {}
    written, _, _ = _written(paragraphs, forms)
    for (pair, _surname), at in written.items():
        out.update(_diminutives(paragraphs, forms, pair, at))
    return out


def three_part_names(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """(given and patronymic, a surname's form) where the text writes the full name of three parts, once is enough:
    it is one name written in one breath ("Afanasy Ivanovitch Totski"). A bare surname of a man's form (Barashkoff)
    is no woman's (Nastasia Philipovna Barashkoff: her father is the bare Barashkoff); Mr. or Mrs. as the
    patronymic's sex says. With the pet forms written beside the one given name and patronymic of their group
    (`_beside`): each a naming the text makes once."""
    written, givens, surnames = _written(paragraphs, forms)
    titled: dict[str, set[str]] = defaultdict(set)
    for f in forms:
        words = f.split()
        if len(words) == 2 and _title(words[0]) in EN_FAMILY_TITLES:
            titled[words[1]].add(f)
    out: dict[tuple[str, str], list[int]] = {}
    for (pair, surname), at in written.items():
        if len(surnames[pair]) != 1:
            continue  # two men of one given name and patronymic (a father and a son)
        if f"{pair} {surname}" in forms:  # Fyodor Pavlovitch Karamazov, whoever else is a Karamazov
            out[(pair, f"{pair} {surname}")] = at
        if len({g for g in givens[surname] if " " in g}) != 1 or _other_given(givens[surname], pair):
            continue  # another man's given name and patronymic, or given name, before the surname: a family's
        middle = pair.split()[1]
        if surname in forms and not (_PATRONYMIC_F.search(middle) and not surname.endswith("a")):
            out[(pair, surname)] = at
        if len(titled[surname]) == 1 and _fits(middle, next(iter(titled[surname]))):
            out[(pair, next(iter(titled[surname])))] = at
    for tie, where in (_beside(paragraphs, forms) | _glossed(paragraphs, forms)).items():
        out.setdefault(tie, where)
    return out


_GLOSS = re.compile(r"\s*\(([^()]{3,40})\)")


def _glossed(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """"Elizabetha Prokofievna (Mrs. Epanchin)": a given name and patronymic glossed by a titled name of her sex."""
    out: dict[tuple[str, str], list[int]] = defaultdict(list)
    named = [f for f in forms if len(w := f.split()) == 2 and _patronymic(w[1]) and w[0][:1].isupper()]
    if not named:
        return out
    pattern = re.compile(rf"\b({'|'.join(map(re.escape, sorted(named, key=len, reverse=True)))})\b")
    for i, p in enumerate(paragraphs):
        for m in pattern.finditer(p.text):
            gloss = _GLOSS.match(p.text, m.end())
            if gloss and gloss.group(1) in forms and len(w := gloss.group(1).split()) == 2 \
                    and _title(w[0]) in EN_FAMILY_TITLES and _fits(m.group(1).split()[1], gloss.group(1)):
                out[(m.group(1), gloss.group(1))].append(i)
    return out


def _written(paragraphs: Sequence[Paragraph], forms: set[str]) -> tuple[dict[tuple[str, str], list[int]],
                                                                          dict[str, set[str]], dict[str, set[str]]]:
    """(given and patronymic, surname) -> the paragraphs writing the three parts; each surname's givens and
    patronymics, each given and patronymic's surnames."""
    pairs = {f for f in forms if len(w := f.split()) == 2 and _title(w[0]) not in EN_TITLES
             and all(x[:1].isupper() for x in w)}
    givens: dict[str, set[str]] = defaultdict(set)  # surname -> the given names (and patronymics) written before it
    surnames: dict[str, set[str]] = defaultdict(set)
    where: dict[tuple[str, str], list[int]] = defaultdict(list)
    if not pairs:
        return where, givens, surnames
    titled = {f.split()[1] for f in forms if len(f.split()) == 2 and _title(f.split()[0]) in EN_FAMILY_TITLES}
    for i, p in enumerate(paragraphs):
        for run in _CAPITALISED_RUN.finditer(p.text):
            words = run.group().split()
            if len(words) == 2 and groups_of(words[0]):  # Ilya Kolyazin, a given name the lists know: a bearer too
                givens[words[1]].add(words[0])
            for k in range(len(words) - 2):
                given, middle, surname = words[k:k + 3]
                pair = f"{given} {middle}"
                if _title(given) in EN_TITLES or not (pair in pairs or _patronymic(middle)):
                    continue
                givens[surname].add(pair)
                surnames[pair].add(surname)
                if pair in pairs and (surname in forms or surname in titled):
                    where[(pair, surname)].append(i)
    return where, givens, surnames


def _other_given(givens: set[str], pair: str) -> bool:
    """A given name written alone before the surname (Ilya Kolyazin) that is not the pair's own nor one of its group:
    the surname's other bearer (Matvy Ilyitch Kolyazin's father)."""
    own = pair.split()[0]
    return any(" " not in g and g != own and not alike(g, own) for g in givens)


def _pets(forms: set[str], given: str) -> list[str]:
    return [f for f in forms if " " not in f and alike(given, f)]


def _bearers(forms: set[str], pet: str) -> set[str]:
    """The full names of the pet form's group with a patronymic (Dmitri Fyodorovitch); a bare formal given name
    (Alexey) is no bearer of its own, nor the pet form with a surname (Alyosha Karamazov)."""
    group = set().union(*groups_of(pet))
    return {f for f in forms if len(w := f.split()) >= 2 and w[0] in group and w[0] != pet and _patronymic(w[1])}


def _diminutives(paragraphs: Sequence[Paragraph], forms: set[str], pair: str,
                 at: list[int]) -> dict[tuple[str, str], list[int]]:
    """Rodya beside "Rodion Romanovitch Raskolnikov": the group's one bearer written, the pet form a name alone."""
    given = pair.split()[0]
    out: dict[tuple[str, str], list[int]] = {}
    for pet in _pets(forms, given):
        if {b for b in _bearers(forms, pet) if not b.startswith(pair)} or _written_otherwise(forms, pet, pair):
            continue
        near = [i for i in at if re.search(rf"\b{re.escape(pet)}\b", paragraphs[i].text)]
        if near:
            out[(pet, pair)] = near
    return out


def _written_otherwise(forms: set[str], pet: str, pair: str) -> bool:
    """The pet form written with another patronymic than the pair's (Vaska Denisov is fine, Vaska Ivanovitch not)."""
    return any(len(w := f.split()) >= 2 and w[0] == pet and _patronymic(w[1]) and w[1] != pair.split()[1] for f in forms)


_JOINED = re.compile(r"\s*(?:,\s*)?(?:and|with|nor|&)\s+(?:\w+\s+)?")  # Alyosha and Alexey: two people


def _beside(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """Mitya beside Dmitri Fyodorovitch in one paragraph ("this Mitya, or rather Dmitri Fyodorovitch"), the
    group's one full name with a patronymic: name_forms.beside."""
    out: dict[tuple[str, str], list[int]] = {}
    texts = [p.text for p in paragraphs]
    for pair in (f for f in forms if len(w := f.split()) == 2 and _patronymic(w[1]) and w[0][:1].isupper()):
        for pet in _pets(forms, pair.split()[0]):
            bearers = {b for b in _bearers(forms, pet) if not b.startswith(pair)}
            if bearers or _written_otherwise(forms, pet, pair):
                continue
            near = beside(texts, spans(re.compile(rf"\b{re.escape(pet)}\b")),
                          spans(re.compile(rf"\b{re.escape(pair)}\b")), _JOINED)
            if near:
                out[(pet, pair)] = near
    return out
