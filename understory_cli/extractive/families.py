"""Foreign names written in parts (杰拉尔德·奥哈拉, as a language splits them): the family names among
them. A last part written after two different given names (奥哈拉 of 杰拉尔德·奥哈拉 and 爱伦·奥哈拉, husband and wife)
names a family, no one person; and those two given names are two people (aliases.UnionFind.bearers), whatever else
ties them, as English's full names are (en/rules.bearers). A given name before two last parts may be one woman's
maiden and married names (爱伦·罗毕拉德, 爱伦·奥哈拉): no family there."""

from __future__ import annotations

from collections import defaultdict
from typing import Mapping

Pieces = Mapping[str, list[str]]  # a name -> its parts, titles before it left out (ミス・ミンチン: ミンチン)


def given_and_family(parts: list[str]) -> tuple[str, str] | None:
    """The first given name and the last part (a patronymic between is the same man's: 罗季昂·罗曼诺维奇·拉斯柯尔尼科夫
    and 罗季昂·拉斯柯尔尼科夫); not a particle of one character (特·雷斯多, de Restaud; 冯·X, von X), nor a given name cut
    to one (嘉·奥哈拉): a name with no given name of two characters has no say."""
    given = next((p for p in parts[:-1] if len(p) >= 2), None)
    return (given, parts[-1]) if given and len(parts[-1]) >= 2 else None


def family_names(split: Pieces) -> set[str]:
    givens: dict[str, set[str]] = defaultdict(set)
    for parts in split.values():
        if found := given_and_family(parts):
            givens[found[1]].add(found[0])
    return {last for last, given in givens.items() if len(given) > 1}


def bearers(split: Pieces) -> dict[str, tuple[str, str]]:
    """(given name, family name) of each name in parts of a family."""
    family = family_names(split)
    return {name: found for name, parts in split.items()
            if (found := given_and_family(parts)) and found[1] in family}
