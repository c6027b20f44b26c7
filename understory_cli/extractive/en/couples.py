"""The head of a house and a son of his given name's wife (issue 43 §4, Mr. X in a family of several): where the text
writes the couple "Mr and Mrs Musgrove" again and again, never with a given name ("Mr. and Mrs. John Dashwood"),
Mr Musgrove is Mrs Musgrove's husband; a given name the family writes with a wife of its own ("Mrs Charles
Musgrove", Mary) is another man's, a son's — so Mr Musgrove claims no Charles (EnglishRules.family_claims)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..types import Paragraph

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
