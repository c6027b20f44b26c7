"""Foreign names written in parts (杰拉尔德·奥哈拉, as a language splits them): the family names among
them. A last part written after two different given names (奥哈拉 of 杰拉尔德·奥哈拉 and 爱伦·奥哈拉, husband and wife)
names a family, no one person; and those two given names are two people (aliases.UnionFind.bearers), whatever else
ties them, as English's full names are (en/rules.bearers). A given name before two last parts may be one woman's
maiden and married names (爱伦·罗毕拉德, 爱伦·奥哈拉): no family there."""

from __future__ import annotations

from collections import defaultdict
from itertools import combinations
from typing import Callable, Mapping

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


def shared_given_names(split: Pieces) -> set[str]:
    """A given name that begins the names of two different people (玛丽亚 of 玛丽亚·德米特里耶夫娜 and
    玛丽亚·费奥多罗夫娜, 尼古拉 of 尼古拉·罗斯托夫 and 尼古拉·安德烈耶维奇·博尔孔斯基): no one person's. Two names are one
    person's where one's parts are all the other's, in order (罗季昂·拉斯柯尔尼科夫 of 罗季昂·罗曼诺维奇·拉斯柯尔尼科夫)."""
    by_given: dict[str, list[list[str]]] = defaultdict(list)
    for parts in split.values():
        if found := given_and_family(parts):
            by_given[found[0]].append(parts)
    return {given for given, names in by_given.items()
            if any(not within(a, b) and not within(b, a) for a, b in combinations(names, 2))}


def within(short: list[str], long: list[str]) -> bool:
    """Every part of `short` is one of `long`'s, in the same order."""
    rest = iter(long)
    return all(part in rest for part in short)


def bearers(split: Pieces) -> dict[str, tuple[str, str]]:
    """(given name, family name) of each name in parts of a family."""
    family = family_names(split)
    return {name: found for name, parts in split.items()
            if (found := given_and_family(parts)) and found[1] in family}


# A family's members by their titles (issue 43 §4, stop 60): a surname written with titles of both sexes (班纳特先生
# and 班纳特太太; 周先生 and 周太太; クラチット氏 and クラチット夫人) is a family, several people. The title after the
# surname says each member's sex, in any language that writes it after: a man and a woman so titled are never one
# entry (aliases.UnionFind.sexes, as English's Mr. and Mrs. are: en/rules.sexes), and the surname alone is the
# family's, no one member's (aliases.merge: a family name is no part to attach). Each language gives its table.
SuffixTitles = Mapping[str, str]  # a title written after a surname -> "m" or "f"


def _titled(form: str, titles: SuffixTitles) -> tuple[str, str] | None:
    """(what is written before the title, the title's sex), the longest title first (老太太 before 太太)."""
    for title in sorted(titles, key=len, reverse=True):
        if form.endswith(title) and len(form) > len(title):
            return form[:-len(title)], titles[title]
    return None


def titled_sexes(forms: set[str], titles: SuffixTitles) -> dict[str, str]:
    """The forms whose title after the name says a sex (班纳特太太: f, 周先生: m)."""
    return {f: said[1] for f in forms if (said := _titled(f, titles)) is not None}


def titled_members(forms: set[str], titles: SuffixTitles, min_surname: int = 2) -> dict[str, dict[str, str]]:
    """Surname -> its titled forms and their sexes, for the surnames among the forms (written alone, `min_surname`
    characters or more: one character alone is no form of a person) that the forms write with titles of both
    sexes: a family of a man and a woman at least."""
    held: dict[str, dict[str, str]] = defaultdict(dict)
    for f in forms:
        if (said := _titled(f, titles)) is not None and len(said[0]) >= min_surname and said[0] in forms:
            held[said[0]][f] = said[1]
    return {s: members for s, members in held.items() if len(set(members.values())) > 1}


MEMBER_DOMINANT = 0.9  # of the family's titled uses: the member the family's name means (达西先生 beside 达西小姐)


def bare_members(members: dict[str, dict[str, str]], sexes: Mapping[str, str], uses: Mapping[str, int],
                 generation: Callable[[str], bool] = lambda form: False) -> dict[str, str]:
    """Surname -> the member its bare uses name, where the text says (each language reads its own evidence: Chinese
    the pronoun that opens the clause after it, `sexes`): the surname alone has a sex, and one titled member only
    is of that sex (彬格莱, "he", is 彬格莱先生 where his sister is 彬格莱小姐), or where the pronouns do not say, the
    one member the text names nearly always (MEMBER_DOMINANT of the titled uses: 达西先生, 106, beside his sister
    达西小姐, 5); else no one (the family's: 班纳特先生, 班纳特太太, 班纳特小姐). A member the title marks as another
    generation (老达西先生, old Mr Darcy, beside 达西先生) is not the bare name's."""
    out = {}
    for surname, held in members.items():
        plain = [f for f in held if not generation(f)] or list(held)
        fits = [f for f in plain if sexes.get(surname) == held[f]]
        if len(fits) == 1:
            out[surname] = fits[0]
        elif surname not in sexes and (total := sum(uses.get(f, 0) for f in held)):
            top = max(plain, key=lambda f: uses.get(f, 0))
            if uses.get(top, 0) >= MEMBER_DOMINANT * total:
                out[surname] = top
    return out
