"""Candidates that are ordinary words by what the text does with them, whatever the book (issue 43 §3):
a name with an everyday word glued after it (义大利全国: the name is the shorter, frequent string).

Each is read from the dictionary's common nouns and frequencies and the book's own counts, never from a list of
the book's words."""

from __future__ import annotations

from typing import Callable

from ..types import Candidate
from .lexicon import ZH_PLACE_SUFFIXES, ZH_POSITION_PREFIXES, is_address, person_title
from .segment import Tagger
from .usage import _Usage

COMMON_NOUN_TAGS = frozenset({"n", "ng"})
# 义大利全国: the first part alone in the book this many times as often as the joined word, and the second an
# everyday word of general text (全国 48,875 uses in the dictionary; titles and place heads excepted: 观音菩萨,
# 北京饭店, whose second part names what the first is; not an extent, 全国, 满城)
GLUED_SHARE = 3.0
EVERYDAY_MIN = 5_000


def glued_words(out: dict[str, Candidate], usages: dict[str, _Usage], reference: Callable[[str], float],
                tagger: Tagger) -> list[str]:
    """Candidates the dictionary reads as a word of the book's and an everyday word after it, the first written
    alone GLUED_SHARE times as often as the two together (义大利 74, 义大利全国 8): the neighbour glued on by the
    joiner, not the name's part. A title or a place's head (菩萨, 山) is the name's own part and stays."""
    found = []
    for word, c in out.items():
        tokens = tagger(word)
        if len(tokens) != 2:
            continue
        (head, _), (tail, tail_tag) = tokens
        u, alone = usages.get(word), usages.get(head)
        if u is None or alone is None or len(head) < 2 or len(tail) < 2 or alone.count < GLUED_SHARE * u.count:
            continue
        if (tail_tag in COMMON_NOUN_TAGS and reference(tail) >= EVERYDAY_MIN and person_title(word) is None
                and not is_address(tail) and (tail[-1] not in ZH_PLACE_SUFFIXES or tail[0] in ZH_POSITION_PREFIXES)):
            found.append(word)
    return found
