"""Aliases a translation states outright (names.py adds them to the book's statements):

- a translator's note that one name is another's pet name, short name or Christian name, 「ボブ・クラチット（註、ボブは
  ロバートの愛称である。）」 (AはBの愛称), or names it so inside the note, 「スクルージの洗礼名エベネザア」 (Bの洗礼名A);
- 「AすなわちB」 between two names, each whole: 「…すなわちジョリクール君であります」 needs a name before it too, and a
  name with の after it (「クラチット夫人すなわちクラチットの細君」) is a relation's holder, not the same person.

Both sides must be the book's candidates: a note of a coin (「一ボブは一シリングの俗称」) ties nothing.
"""

from __future__ import annotations

import re
from typing import Collection, Sequence

from .statements import Statement

NOTE = re.compile(r"（註[、，]?([^（）]{1,120})）")
_WORD = r"([^、。，（）「」『』\s]{1,16}?)"
_PET = r"(?:愛称|略称|呼び名|通称|本名|洗礼名|略|短縮形)"
# 「ボブはロバートの愛称」: A is B's pet name
_IS_PET_OF = re.compile(rf"{_WORD}は{_WORD}の{_PET}")
# 「スクルージの洗礼名エベネザア」: B's Christian name, A
_PET_OF = re.compile(rf"{_WORD}の{_PET}{_WORD}(?=[もはがをに、。]|$)")
SUNAWACHI = re.compile(r"すなわち|即ち")
# what may follow the second name of 「AすなわちB」: a particle, a copula or the clause's end (not の: a holder)
_AFTER_NAME = re.compile(r"(?:君|さん|氏|様|殿)?(?:は|が|を|に|と|も|で|だ|、|。|」|$)")


def ties(texts: Sequence[str], candidates: Collection[str]) -> list[Statement]:
    """The naming statements of the notes and of 「AすなわちB」, each dated at its paragraph."""
    out: list[Statement] = []
    names = sorted((c for c in candidates if len(c) >= 2), key=len, reverse=True)
    for i, text in enumerate(texts):
        for note in NOTE.finditer(text):
            body = note.group(1)
            for m in _IS_PET_OF.finditer(body):
                out += _tie(m.group(1), m.group(2), i, candidates)
            for m in _PET_OF.finditer(body):
                out += _tie(m.group(2), m.group(1), i, candidates)
        for m in SUNAWACHI.finditer(text):
            before = next((n for n in names if text.endswith(n, 0, m.start())), None)
            after = next((n for n in names if text.startswith(n, m.end())
                          and _AFTER_NAME.match(text, m.end() + len(n))), None)
            if before and after and before != after:
                out.append(Statement(after, before, i, "naming"))
    return out


def _tie(a: str, b: str, paragraph: int, candidates: Collection[str]) -> list[Statement]:
    a, b = a.strip(), b.strip()
    return [Statement(a, b, paragraph, "naming")] if a != b and a in candidates and b in candidates else []
