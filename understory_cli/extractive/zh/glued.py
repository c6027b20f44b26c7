"""Candidates that are ordinary words by what the text does with them, whatever the book (issue 43 §3):
a name with an everyday word glued after it (义大利全国: the name is the shorter, frequent string), a thing
listed among other things (书册、笔记簿: a notebook, no place), a common noun and the position after it (胸间).

Each is read from the dictionary's common nouns and frequencies and the book's own counts, never from a list of
the book's words."""

from __future__ import annotations

from collections import Counter
from typing import Callable

from ..types import Candidate
from .lexicon import ZH_PLACE_SUFFIXES, ZH_POSITION_PREFIXES, is_address, person_title
from .segment import Tagger, Token
from .usage import SPEAKS_SOME, _Usage

COMMON_NOUN_TAGS = frozenset({"n", "ng"})
# 义大利全国: the first part alone in the book this many times as often as the joined word, and the second an
# everyday word of general text (全国 48,875 uses in the dictionary; titles and place heads excepted: 观音菩萨,
# 北京饭店, whose second part names what the first is; not an extent, 全国, 满城)
GLUED_SHARE = 3.0
EVERYDAY_MIN = 5_000
# 书册、笔记簿, 书籍和笔记簿: a share of a word's uses beside a common noun of the dictionary across a list's joint
COORDINATORS = frozenset({"、", "和", "或", "与", "與", "及"})
LISTED_SHARE = 0.2
LISTED_MIN = 3
# 胸间: one common noun's character and a position after it, a word the dictionary does not have
POSITIONS = frozenset("间間")
# 西家 (东家…西家…): a household by its direction from the speaker's, the neighbours of a lane, no one's name
DIRECTIONS = frozenset("东西南北東前后後左右")
HOUSEHOLD = "家"


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


def listed_things(out: dict[str, Candidate], streams: list[list[Token]], usages: dict[str, _Usage]) -> list[str]:
    """Candidates that never speak and stand in lists of things: a share LISTED_SHARE of their uses beside a common
    noun of the dictionary (no candidate, no form of address) across 、 or 和 (教科书、笔记簿, 书册和笔记簿). People
    are listed with people and places with places; a thing with things."""
    listed: Counter[str] = Counter()
    for tokens in streams:
        for i in range(1, len(tokens) - 1):
            if tokens[i][0] not in COORDINATORS:
                continue
            left, right = tokens[i - 1], tokens[i + 1]
            for word, other in ((left, right), (right, left)):
                if word[0] in out and _common_thing(other, out):
                    listed[word[0]] += 1
    return [w for w, n in listed.items() if n >= LISTED_MIN and (u := usages.get(w)) is not None
            and n >= LISTED_SHARE * u.count and u.rate(u.speaks) < SPEAKS_SOME]


def _common_thing(token: Token, out: dict[str, Candidate]) -> bool:
    word, tag = token
    return (tag in COMMON_NOUN_TAGS and len(word) >= 2 and word not in out and not is_address(word)
            and person_title(word) is None and word[-1] not in "人者子师生员夫女儿")


def positioned(word: str, tagger: Tagger) -> bool:
    """胸间 (on the chest): a word the dictionary does not have, a common noun and a position after it; 西家 (the
    household to the west, 东家…西家…): a direction and 家, which the dictionary does not have as one word."""
    if len(word) != 2:
        return False
    tokens = tagger(word)
    if len(tokens) != 2:
        return False
    if word[0] in DIRECTIONS and word[1] == HOUSEHOLD:
        return True
    return word[-1] in POSITIONS and tokens[0][1] in COMMON_NOUN_TAGS and tokens[1][1] == "f"

