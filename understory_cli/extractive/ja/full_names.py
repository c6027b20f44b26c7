"""A full name the text writes once or twice, whose surname and given name it mostly uses alone: one person's
(issue 43's splits: 三四郎's 小川 / 三四郎 of the 宿帳's 小川三四郎, 佐々木 / 与次郎, 里見 / 美禰子).

A full name written three times is a candidate and rules.parts ties its parts; one written less often is none, and its
surname and given name stayed two entries. Here a surname the dictionary tags 姓, written solid before a candidate
(小川|三四郎), ties the two when each is written so with no other: a surname two given names follow (野々宮宗八,
野々宮よし子: brother and sister) or a given name two surnames precede is left to the discourse, and so is a household's
surname (羽柴家: the family's entry, households.py); so is a pair whose uses make either a place (不如帰's 比叡赤城, two
gunboats named after mountains). A kanji name and a word for a person of an age written solid after
it, as a title is (小林少年, 48 uses beside 小林's 46 and 小林芳雄's 4), is that name's (`aged`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import lru_cache
from typing import Sequence

from ..types import Candidate
from .analyser import tokens
from .statements import Statement

AGED = re.compile(r"([\u4e00-\u9fff々]{2,3})(?:少年|少女|青年|老人|老婆)")


def ties(texts: Sequence[str], candidates: dict[str, Candidate], dictionary_pairs: dict[str, tuple[str, str]],
         households: set[str]) -> list[Statement]:
    """(surname, given name, the paragraph first writing them together, "full") for each such pair. `dictionary_pairs`:
    every 姓 and 名 the dictionary read written solid (野々宮宗八, however seldom), beside which a candidate written
    after a candidate surname counts (野々宮よし子)."""
    # two places written solid (比叡赤城, two gunboats named after mountains) are no one's full name: the uses decide
    people = [f for f, c in candidates.items() if c.kind_votes["person"] >= c.kind_votes["place"]]
    surnames = [f for f in people if surname(f) and f not in households]
    if not surnames:
        return []
    given_after: dict[str, set[str]] = defaultdict(set)
    surname_before: dict[str, set[str]] = defaultdict(set)
    for family, given in dictionary_pairs.values():
        given_after[family].add(given)
        surname_before[given].add(family)
    first: dict[tuple[str, str], int] = {}
    others = sorted(people, key=len, reverse=True)
    pair = re.compile(f"({'|'.join(map(re.escape, surnames))})({'|'.join(map(re.escape, others))})")
    for i, text in enumerate(texts):
        for m in pair.finditer(text):
            if m.group(1) != m.group(2):
                given_after[m.group(1)].add(m.group(2))
                surname_before[m.group(2)].add(m.group(1))
                first.setdefault((m.group(1), m.group(2)), i)
    return [Statement(family, given, at, "full") for (family, given), at in first.items()
            if given_after[family] == {given} and surname_before[given] == {family} and family + given not in candidates]


@lru_cache(maxsize=4096)
def surname(form: str) -> bool:
    """The dictionary reads the form alone as a surname (小川, 佐々木)."""
    words = tokens(form)
    return len(words) == 1 and words[0].pos[3:4] == ("姓",)


def aged(texts: Sequence[str], candidates: dict[str, Candidate]) -> list[Statement]:
    """(小林, 小林少年, the paragraph first writing it, "aged"): the name and its form with an age's word, one person's."""
    out = []
    for form in candidates:
        if (m := AGED.fullmatch(form)) and m.group(1) in candidates:
            out.append(Statement(m.group(1), form, next((i for i, t in enumerate(texts) if form in t), 0), "aged"))
    return out
