"""A nickname of a numeral and a noun (怪人二十面相's 二十面相, "the man of twenty faces", 177 uses and no entry on main):
the dictionary reads it as a number and a common noun, so no source of names took it — a word a name starts with is
no number (candidates._nameable). Written solid and as a topic or a subject (二十面相は, 二十面相が) again and again, it
is a candidate whose uses then say what it is (acts, speaks: a person). A count is none: its noun is a counter
(二十人, 十年: 助数詞), and a numeral and a noun seldom a subject (三日月) stay words; so do a number of people (二少年,
三姉妹: several, no one) and 一 + a noun for someone (一老人, 一紳士: "a certain old man").

A count the dictionary tags a place's name (五本 of 「五本の骨」, the five ribs of a parasol; 千本 a street of Kyoto too) is
no candidate when nothing in its uses speaks for a person or a place (`count`): numerals, then a word the dictionary
has as a counter (本, 枚, 匹: 助数詞), never a given name's end (三郎, 一葉 are 人名 to it whole).
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from typing import Sequence

from .analyser import Token, entries

NUMBERED_MIN = 5  # uses as a topic or a subject
# nouns for people and their groups, which a numeral counts rather than names (a cross-book list)
_PEOPLE = frozenset("人 男 女 子 娘 少年 少女 青年 老人 老婆 紳士 婦人 兄弟 姉妹 兄妹 姉弟 夫婦 親子 家族 大将 武士 "
                    "人組 組 名".split())
_NUMERALS = re.compile(r"([一二三四五六七八九十百千万幾数]+)(.+)")
_NUMERAL_NOUN = re.compile(r"[一二三四五六七八九十百千]+[\u4e00-\u9fff]{1,3}[はが]")


def numbered(texts: Sequence[str], tokens: Sequence[list[Token]]) -> Counter[str]:
    """The numeral-and-noun words written before は or が NUMBERED_MIN times, with how often."""
    found: Counter[str] = Counter()
    for i, text in enumerate(texts):
        if not _NUMERAL_NOUN.search(text):  # (a paragraph's words are made when read: only where one may be)
            continue
        toks = tokens[i]
        for a, b, c in zip(toks, toks[1:], toks[2:]):
            if a.pos[1] == "数詞" and b.pos[:3] == ("名詞", "普通名詞", "一般") and b.start == a.end \
                    and c.surface in ("は", "が") and c.start == b.end and a.surface != "一" and b.surface not in _PEOPLE:
                found[a.surface + b.surface] += 1
    return Counter({w: n for w, n in found.items() if n >= NUMBERED_MIN})


def _counter(word: str, loose: bool = False) -> bool:
    """A counter of the dictionary (本, 枚: 助数詞); `loose`, a noun it says may count too (条: 助数詞可能)."""
    return any(pos[:3] == ("接尾辞", "名詞的", "助数詞") or loose and pos[2] == "助数詞可能" for pos in entries(word))


@lru_cache(maxsize=4096)
def count(form: str) -> bool:
    """Numerals, then a counter of the dictionary (五本, 三枚, 十匹): a count, whatever it tags the whole."""
    m = _NUMERALS.fullmatch(form)
    return (m is not None and _counter(m.group(2))
            and not any(pos[2] == "人名" for pos in entries(form)))  # (八重, 七重: 重 counts folds, 人名 whole)


@lru_cache(maxsize=4096)
def article(form: str) -> bool:
    """一, then a counter (一条, 一枚): "a", even where the dictionary has the whole as a surname (一条 of 「一条の道」,
    「山木の娘の一条」: a strip, a matter) — unlike `count`, the caller's uses decide (candidates: THING_CUES)."""
    m = _NUMERALS.fullmatch(form)
    return m is not None and m.group(1) == "一" and _counter(m.group(2), loose=True)
