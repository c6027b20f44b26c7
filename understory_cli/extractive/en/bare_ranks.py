"""A rank of the nobility, an office or a foreign form of address written alone is no one's name (judges' R10-5, 9-e:
a person the text never names is no entry): "the Marquis", "the Marchioness", "the Viscount" (Madame Bovary), "the
Secretary", "the black-bearded Marquis" (The Man Who Was Thursday), "the Signora" (A Room with a View).

A closed class of the language, which `EN_TITLES` does not hold (that list's words alone are never candidates: Colonel,
Countess), read where the text writes the word as a title is written: after an article or a determiner (with up to
two adjectives: "the grave Secretary") in ARTICLED_SHARE of its uses or more. A surname that is also a noun
(Chancellor, Marquis as a family name) is written bare. The rank is kept where the book names one holder of it
(`en/candidates._lone_ranks` makes "the Colonel" a part of Colonel Brandon the same way): `held`.
"""

from __future__ import annotations

import re
from typing import Sequence

from ..types import Candidate, Paragraph

# ranks of the nobility English prose writes capitalised that English titles do not hold (Count, Baron, Duke do)
NOBLE_RANKS = frozenset("""
Marquis Marquess Marquise Marchioness Viscount Viscountess Vicomte Vicomtesse Comte Comtesse Baronet Chevalier
Archduke Archduchess Margrave Margravine Duc Duchesse Marchese Marchesa Conte Contessa Graf Gräfin Baronne Conde Condesa
""".split())
# offices a novel capitalises for the one holder of its story ("the Secretary of the branch")
OFFICES = frozenset("""
Secretary Chancellor Minister Ambassador Chairman Treasurer Magistrate Prefect Commissary Commissioner Procureur
Consul Cardinal Archbishop Archdeacon Chaplain
""".split())
# foreign forms of address an English translation keeps (Signora Bertolini, "the Signora")
ADDRESSES = frozenset("Signora Signorina Signore".split())
BARE_RANKS = NOBLE_RANKS | OFFICES | ADDRESSES

ARTICLED_SHARE = 0.5  # written after an article this often: a title, not a surname
_ARTICLE = re.compile(r"\b(?:the|a|an|this|that|our|your|my|his|her|their)\s+(?:[a-z][\w-]*\s+){0,2}$", re.IGNORECASE)


def _articled_share(text: str, word: str) -> float:
    uses = list(re.finditer(r"(?<![\w’'])" + re.escape(word) + r"(?![\w-])", text))
    if not uses:
        return 0.0
    articled = sum(bool(_ARTICLE.search(text[max(0, m.start() - 40):m.start()])) for m in uses)
    return articled / len(uses)


def held(rank: str, out: dict[str, Candidate]) -> bool:
    """The book names one holder of the rank: one candidate is the rank and a name (the Marquis d'Andervilliers)."""
    holders = [f for f in out if len(w := f.split()) > 1 and w[0] == rank and w[1] not in ("of", "the")]
    return len(holders) == 1


def bare_ranks(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> None:
    """Drop from `out` the ranks, offices and forms of address written alone as titles (module docstring), in
    place."""
    bare = [f for f in out if f in BARE_RANKS and not held(f, out)]
    if not bare:
        return
    text = "\n".join(p.text for p in paragraphs if p.kind != "heading")
    for form in bare:
        if _articled_share(text, form) >= ARTICLED_SHARE:
            del out[form]
