"""One woman split by her title + surname and her given name (issue 43, stop 55: "Mademoiselle Daubreuil" / "Marthe"),
where the text ties them by writing both in one full name: "Mademoiselle Marthe Daubreuil", "Miss Dorothea Brooke".

rules._written_full_names joins a rare full name's given name to its surname's one titled form; a family with a
mother and a daughter carries two (Madame and Mademoiselle Daubreuil), so there the unmarried title written inside
the full name says which form is hers. Only where the text writes that given name and no other before the surname
(two daughters, Jane and Elizabeth Bennet, leave "Miss Bennet" to the discourse: by the usage of the language a
younger sister is "Miss Lucy Steele"), that given name before no other surname, and the full name is no candidate
of its own (family_claims reads those). Never a man's title: a father and a son share "Mr. Earnshaw" and "M.
Renauld" ("Mr. Hindley Earnshaw", "M. Jack Renauld" are the sons).
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Sequence

from ..types import Paragraph
from .lexicon import EN_TITLES

UNMARRIED = frozenset("Miss Mademoiselle Mlle Fräulein Señorita Signorina".split())
_NAME = r"[A-Z][a-z’'-]+"
_TITLED_FULL = re.compile(rf"(?<![\w.])({'|'.join(sorted(UNMARRIED))})\.?\s+({_NAME})\s+({_NAME})\b")
_FULL = re.compile(rf"(?<![\w.])({_NAME})\s+(?:[A-Z]\.\s+)?({_NAME})\b")  # any given name before a surname


def unmarried_full_names(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """(given name, unmarried titled form) -> the paragraphs writing the full name, titled or not, where the text
    writes the title inside it at least once ("Mademoiselle Marthe Daubreuil"; then "Marthe Daubreuil" says it too)."""
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
    return {(given, titled[surname]): sorted(where) for (given, surname), where in said.items()
            if (given, surname) in by_title and givens[surname] == {given} and surnames[given] == {surname}
            and f"{given} {surname}" not in forms}
