"""Bare rank, office and occupation nouns (道台, 中丞, 伯爵夫人, 房东太太, 家人, 外国人, 画家): what a story calls whoever
holds the office or plies the trade, never one person's name, and never the tie between two men of one office and two
surnames (王道台, 黄道台). A closed class built from the language's own signals, not from the words seen:
- the lexicon of offices and callings (lexicon.py; a rank alone is foreign.lone_ranks'), with an elder's 老 or a woman's 女 before (老家人, 女主人);
- a rank, calling or common noun of the dictionary with a married woman's title after (伯爵夫人, 房东太太); a
  transliterated family name with it (伏盖太太, 鲍赛昂夫人) is no dictionary word, and stays a person;
- a word of the dictionary tagged a common noun, often used, ending in a person's 人 or a trade's 家 (家人, 外国人, 画家);
- two characters closing on an office's character (台 丞 院 官 爵), the first no surname, that the book writes after a
  surname (王道台 gives 道台, 刘中丞 gives 中丞): an office a surname takes, as 提辖 of 鲁提辖 is."""

from __future__ import annotations

from functools import lru_cache
from typing import AbstractSet

import rjieba

from .lexicon import ZH_MODERN_CALLINGS, ZH_MODERN_OFFICES, ZH_OFFICES, ZH_RANKS, ZH_SURNAMES
from .script import to_simplified

OFFICE_ENDINGS = frozenset("台丞院官爵")
PERSON_ENDINGS = ("人", "家")
MARRIED_AFTER = ("夫人", "太太")
BEFORE = frozenset("老女")  # 老家人, 女主人: an elder or a woman of the kind
COMMON_MIN = 50  # the dictionary's count of a common noun (房东 130, 女主人 110, 家人 909; 伏盖 1)
CALLINGS = ZH_MODERN_CALLINGS | ZH_MODERN_OFFICES | ZH_OFFICES
# a rank alone is foreign.lone_ranks' to judge (一公爵…公爵: the one man a translation never names); with a married
# woman's title after it (伯爵夫人) it is a calling here
STEMS = CALLINGS | ZH_RANKS


@lru_cache(maxsize=4096)
def _common_noun(word: str) -> bool:
    """One word of the dictionary, tagged a common noun and often used."""
    tokens = rjieba.tag(word, hmm=False)
    return len(tokens) == 1 and tokens[0][1] == "n" and rjieba.suggest_freq(word) >= COMMON_MIN


@lru_cache(maxsize=65536)
def _by_itself(word: str) -> bool:
    """The word is a rank or calling whatever the book writes beside it."""
    if word in CALLINGS:
        return True
    stem = next((word[:-len(t)] for t in MARRIED_AFTER if word.endswith(t)), "")
    if len(stem) >= 2 and (stem in STEMS or _common_noun(stem)):
        return True
    return word.endswith(PERSON_ENDINGS) and len(word) >= 2 and _common_noun(word)


def _lone(word: str, vocabulary: AbstractSet[str]) -> bool:
    return _by_itself(word) or (len(word) == 2 and word[-1] in OFFICE_ENDINGS and word[0] not in ZH_SURNAMES
                                and any(s + word in vocabulary for s in ZH_SURNAMES))


@lru_cache(maxsize=65536)
def _simplified(form: str) -> str:
    return to_simplified(form)


def bare_office(form: str, vocabulary: AbstractSet[str]) -> bool:
    """道台 among 王道台 and 黄道台, 伯爵夫人, 家人: a rank, office or calling alone (module doc)."""
    word = _simplified(form)
    return _lone(word, vocabulary) or len(word) >= 3 and word[0] in BEFORE and _lone(word[1:], vocabulary)
