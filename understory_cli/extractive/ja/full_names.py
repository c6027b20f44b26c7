"""A full name the text writes once or twice, whose surname and given name it mostly uses alone: one person's
(issue 43's splits: 三四郎's 小川 / 三四郎 of the 宿帳's 小川三四郎, 佐々木 / 与次郎, 里見 / 美禰子).

A full name written three times is a candidate and rules.parts ties its parts; one written less often is none, and its
surname and given name stayed two entries. Here a surname the dictionary tags 姓, written solid before a candidate
(小川|三四郎), ties the two when each is written so with no other: a surname two given names follow (野々宮宗八,
野々宮よし子: brother and sister) or a given name two surnames precede is left to the discourse, and so is a household's
surname (羽柴家: the family's entry, households.py). A kanji name and a word for a person of an age written solid after
it, as a title is (小林少年, 48 uses beside 小林's 46 and 小林芳雄's 4), is that name's (`aged`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Iterable, Sequence

from ..types import Candidate
from .analyser import Token
from .statements import Statement

AGED = re.compile(r"([\u4e00-\u9fff々]{2,3})(?:少年|少女|青年|老人|老婆)")


def ties(texts: Sequence[str], tokens: Iterable[list[Token]], candidates: dict[str, Candidate],
         households: set[str]) -> list[Statement]:
    """(surname, given name, the paragraph first writing them together, "full") for each such pair."""
    given_after: dict[str, set[str]] = defaultdict(set)
    surname_before: dict[str, set[str]] = defaultdict(set)
    first: dict[tuple[str, str], int] = {}
    for i, (text, toks) in enumerate(zip(texts, tokens)):
        for k, t in enumerate(toks):
            if t.pos[3:4] != ("姓",) or t.surface not in candidates:
                continue
            given = max((f for f in candidates if f != t.surface and text.startswith(f, t.end)), key=len, default=None)
            if given is None and k + 1 < len(toks) and toks[k + 1].start == t.end and toks[k + 1].pos[3:4] == ("名",):
                given = toks[k + 1].surface  # a given name written too seldom to be a candidate (宗八) still counts
            if given is None:
                continue
            given_after[t.surface].add(given)
            surname_before[given].add(t.surface)
            first.setdefault((t.surface, given), i)
    return [Statement(surname, given, at, "full") for (surname, given), at in first.items()
            if given in candidates and given_after[surname] == {given} and surname_before[given] == {surname}
            and surname not in households and surname + given not in candidates]


def aged(texts: Sequence[str], candidates: dict[str, Candidate]) -> list[Statement]:
    """(小林, 小林少年, the paragraph first writing it, "aged"): the name and its form with an age's word, one person's."""
    out = []
    for form in candidates:
        if (m := AGED.fullmatch(form)) and m.group(1) in candidates:
            out.append(Statement(m.group(1), form, next((i for i, t in enumerate(texts) if form in t), 0), "aged"))
    return out
