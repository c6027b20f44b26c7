"""The head of a house and a son of his given name's wife (issue 43 §4, Mr. X in a family of several): where the text
writes the couple "Mr and Mrs Musgrove" again and again, never with a given name ("Mr. and Mrs. John Dashwood"),
Mr Musgrove is Mrs Musgrove's husband; a given name the family writes with a wife of its own ("Mrs Charles
Musgrove", Mary) is another man's, a son's — so Mr Musgrove claims no Charles (EnglishRules.family_claims).

And the husband a wife's title implies: a surname the text writes after a given name English gives men only (persons.
GIVEN_MALE: "Richard Newson, mariner", once is enough) beside its Mrs. (Mrs. Newson, his widow) is a family's, a man and
a woman, even where the text never titles him: alone (Newson), it is no form of hers (EnglishRules.family_names)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..types import Paragraph
from .persons import GIVEN_MALE

COUPLED = 3  # "Mr and Mrs X" written this often: the couple is the house's
_COUPLE = re.compile(r"\b(Mr|M|Monsieur)\.?\s+(?:and|&)\s+(?:Mrs|Madame|Mme)\.?\s+((?:[A-Z][a-z]+\s+)?)([A-Z][\w’'-]+)")


def coupled_heads(paragraphs: Sequence[Paragraph]) -> frozenset[str]:
    """Surnames whose "Mr and Mrs X" the text writes COUPLED times or more and never with a given name."""
    plain: Counter[str] = Counter()
    given: set[str] = set()
    for p in paragraphs:
        for m in _COUPLE.finditer(p.text):
            if m.group(2):
                given.add(m.group(3))
            else:
                plain[m.group(3)] += 1
    return frozenset(s for s, n in plain.items() if n >= COUPLED and s not in given)


_MAN_NAMED = re.compile(r"(?<![\w.])(" + "|".join(sorted(GIVEN_MALE)) + r")\s+(?:[A-Z]\.\s+)?([A-Z][a-z’'-]+)\b")


def men_named(paragraphs: Sequence[Paragraph]) -> frozenset[str]:
    """Surnames the text writes after a man's given name (Richard Newson), once or more."""
    return frozenset(m.group(2) for p in paragraphs for m in _MAN_NAMED.finditer(p.text))
