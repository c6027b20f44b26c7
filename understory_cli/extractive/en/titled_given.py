"""One woman split by her title + surname and her given name (issue 43, stop 55: "Mademoiselle Daubreuil" / "Marthe"),
where the text ties them by writing both in one full name: "Mademoiselle Marthe Daubreuil", "Miss Dorothea Brooke".

rules._written_full_names joins a rare full name's given name to its surname's one titled form; a family with a
mother and a daughter carries two (Madame and Mademoiselle Daubreuil), so there the unmarried title written inside
the full name says which form is hers. Only where the text writes that given name and no other before the surname
(two daughters, Jane and Elizabeth Bennet, leave "Miss Bennet" to the discourse: by the usage of the language a
younger sister is "Miss Lucy Steele"), that given name before no other surname, and the full name is no candidate
of its own (family_claims reads those). Never a man's title: a father and a son share "Mr. Earnshaw" and "M.
Renauld" ("Mr. Hindley Earnshaw", "M. Jack Renauld" are the sons).

Once is enough (stop 59: "Miss Lucy Honeychurch", "Miss Amelia Sedley" beside a Miss Honeychurch, a Miss Sedley of
their own, in A Room with a View and Vanity Fair) where the family's other given names are men's (her father and
brother: John and Joseph Sedley), the text never writes the family's daughters together and no sentence writes the
given name and the title apart ("Miss Pinkerton had finished the inscription in the first, Jemima": her sister).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Sequence

from ..types import Paragraph
from .lexicon import EN_TITLES
from .persons import GIVEN_MALE
from .titled_surname import _sex

UNMARRIED = frozenset("Miss Mademoiselle Mlle Fräulein Señorita Signorina".split())
_NAME = r"[A-Z][a-z’'-]+"
_TITLED_FULL = re.compile(rf"(?<![\w.])({'|'.join(sorted(UNMARRIED))})\.?\s+({_NAME})\s+({_NAME})\b")
# any given name before a surname, each capital a start (a lookahead): "Miss Lucy Honeychurch" writes Lucy before
# Honeychurch, which a scan that took "Miss Lucy" as the pair would never see
_FULL = re.compile(rf"(?<![\w.])(?=({_NAME})\s+(?:[A-Z]\.\s+)?({_NAME})\b)")


def unmarried_full_names(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """(given name, unmarried titled form) -> the paragraphs writing the full name, titled or not, where the text
    writes the title inside it at least once ("Mademoiselle Marthe Daubreuil"; then "Marthe Daubreuil" says it too),
    then each later one writing the titled form (the text said once whose title it is: "Miss Lucy Honeychurch")."""
    titled = {f.split()[1]: f for f in forms if len(f.split()) == 2 and f.split()[0].rstrip(".") in UNMARRIED}
    single = {f for f in forms if " " not in f and f[:1].isupper() and f.rstrip(".") not in EN_TITLES}
    if not titled or not single:
        return {}
    said: dict[tuple[str, str], set[int]] = defaultdict(set)
    by_title: set[tuple[str, str]] = set()
    givens: dict[str, set[str]] = defaultdict(set)  # surname -> the given names written before it
    surnames: dict[str, set[str]] = defaultdict(set)  # given name -> the surnames written after it
    for i, p in enumerate(paragraphs):
        for m in _TITLED_FULL.finditer(p.text):
            if m.group(3) in titled and m.group(2) in single:
                by_title.add((m.group(2), m.group(3)))
                said[(m.group(2), m.group(3))].add(i)  # ("Mademoiselle Marthe" is no given name and surname)
        for m in _FULL.finditer(p.text):
            given, surname = m.groups()
            if given in single:
                surnames[given].add(surname)
                if surname in titled:
                    givens[surname].add(given)
                    said[(given, surname)].add(i)
    if not by_title:
        return {}
    text = "\n".join(p.text for p in paragraphs)
    out: dict[tuple[str, str], list[int]] = {}
    for (given, surname) in by_title:
        title, where = titled[surname], said[(given, surname)]
        # (not a word the text writes in lower case too: "Miss Rebecca Is …", a heading's)
        if {s for s in surnames[given] if not re.search(rf"\b{re.escape(s.lower())}\b", text)} != {surname}:
            continue
        if givens[surname] == {given} and f"{given} {surname}" not in forms and len(where) > 1:
            out[(given, title)] = sorted(where)  # the family's one given name, written in full again and again
        elif _women(paragraphs, givens[surname]) == {given} and not sisters(paragraphs, surname) \
                and not _beside(paragraphs, given, title) and not _rival(paragraphs, given, title, single):
            # the family's one woman's given name (John and Joseph Sedley are her father and brother), said once:
            # then each later use of her title is hers
            first = min(where)
            later = {i for i, p in enumerate(paragraphs) if i > first and _written(title, p.text)}
            out[(given, title)] = sorted(where | later)
    return out


def _rival(paragraphs: Sequence[Paragraph], given: str, title: str, single: set[str]) -> bool:
    """`given` never shares the titled form's paragraphs, or another woman's given name does as often: plain "Miss
    Dashwood" is the eldest daughter (or an aunt), and "Miss Marianne Dashwood" names a younger one to tell her apart
    (review); the text must show the title is hers."""
    near: Counter[str] = Counter()
    for p in paragraphs:
        if _written(title, p.text):
            near.update(f for f in single if f in p.text and _written(f, p.text))
    return not near[given] or any(n >= near[given] for f, n in near.items()
                                  if f != given and f != title.split()[1] and _women(paragraphs, {f}) == {f})


def _written(form: str, text: str) -> bool:
    return form in text and re.search(rf"(?<!\w){re.escape(form)}(?!\w)", text) is not None


def _women(paragraphs: Sequence[Paragraph], givens: set[str]) -> set[str]:
    """The given names a daughter may bear: not a man's, by the lists or the he after it (George Emerson)."""
    return {g for g in givens if g not in GIVEN_MALE and _sex(paragraphs, g) != "m"}


def sisters(paragraphs: Sequence[Paragraph], surname: str) -> bool:
    """The text writes the family's daughters together ("the Miss Steeles", "the Misses Dashwood") or a Miss as a
    sister ("her sister, Miss Pinkerton"): two daughters, whom the title does not tell apart."""
    name, miss = re.escape(surname), r"(?:Miss|Mademoiselle)\.?\s+"
    plural = re.compile(rf"\b(?:Misses|Mesdemoiselles)\.?\s+{name}\b|\b{miss}{name}(?:e?s)\b|\b{name}\s+(?:sisters|girls)\b"
                        rf"|\bsister,?\s+{miss}{name}\b|\b{miss}{name}(?:’s|'s)?\s+(?:(?:younger|elder|little)\s+)?sister\b")
    return any(plural.search(p.text) for p in paragraphs if surname in p.text)


def _beside(paragraphs: Sequence[Paragraph], given: str, title: str) -> bool:
    """A sentence writes the given name and the titled form apart, as two people ("Miss Pinkerton had finished the
    inscription in the first, Jemima"), not in apposition ("Miss Sedley--Amelia")."""
    both = re.compile(rf"(?<!\w){re.escape(given)}(?!\w)([^.!?]{{0,60}}?)(?<!\w){re.escape(title)}(?!\w)"
                      rf"|(?<!\w){re.escape(title)}(?!\w)([^.!?]{{0,60}}?)(?<!\w){re.escape(given)}(?!\w)")
    return any(re.search(r"\w", m.group(1) or m.group(2) or "") for p in paragraphs if given in p.text and title in p.text
               for m in both.finditer(p.text))
