"""Relations the text states between two named beings: "Margaret, Mrs. Dashwood's daughter", "the
daughter of X", "X's wife, Y", 陈光蕊之子, 李天王的女儿, "Y是X的徒弟" (DESIGN §8: an entry's infobox rows).

Read between two names the text writes next to each other, so only what one sentence says is taken;
a relation word a pronoun carries ("her daughter") names no one and is left alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from .scan import trie_regex

EN_RELATIONS = ("daughter|son|wife|husband|sister|brother|mother|father|aunt|uncle|cousin|niece|nephew|"
                "grandfather|grandmother|grandson|granddaughter|servant|master|mistress|friend|guardian|heir")
ZH_RELATIONS = ("儿子|女儿|妻子|浑家|娘子|老婆|丈夫|父亲|母亲|哥哥|兄弟|兄长|妹妹|姐姐|徒弟|师父|师兄|师弟|外甥|侄儿|舅舅|"
                "太子|公主|孩儿|子|女|妻|父|母|兄|弟|妹|姊|徒")
_CLAUSE_END = "，。！？；：、“”「」,.;:!?"

# (pattern between the two names, pattern after the second, which of them the relation is of)
# "Margaret, Mrs. Dashwood's daughter" / "Margaret was Mrs. Dashwood's daughter": the first is the second's
_EN_OF_SECOND = re.compile(r",\s+|\s+(?:was|is)\s+")
_EN_POSSESSIVE_AFTER = re.compile(rf"[’']s\s+(?:only\s+|eldest\s+|youngest\s+|elder\s+|younger\s+|own\s+)?({EN_RELATIONS})\b")
# "Margaret, the daughter of Mrs. Dashwood" / "Margaret was the youngest daughter of …"
_EN_OF_BETWEEN = re.compile(rf"(?:,\s+|\s+(?:was|is)\s+)(?:the|a|an)\s+(?:only\s+|eldest\s+|youngest\s+|elder\s+|"
                            rf"younger\s+|own\s+)?({EN_RELATIONS})\s+of\s+(?:the\s+)?")
# "Mrs. Dashwood's daughter, Margaret": the second is the first's
_EN_FIRST_POSSESSIVE = re.compile(rf"[’']s\s+(?:only\s+|eldest\s+|youngest\s+|elder\s+|younger\s+)?({EN_RELATIONS}),?\s+")
# 陈光蕊之子玄奘 / 李天王的女儿: the second is the first's
_ZH_RANK = "(?:第[一二三四五六七八九十]+个?|[大二三四五六七八九小长次幼])"
_ZH_FIRST_OF = re.compile(rf"(?:之|的){_ZH_RANK}?({ZH_RELATIONS})|{_ZH_RANK}?({ZH_RELATIONS.split('|子|')[0]})")
# 木叉是李天王的儿子 / 木叉乃李天王之子: the first is the second's
_ZH_COPULA = re.compile(r"(?:是|乃是|乃|本是|原是)")
_ZH_OF_AFTER = re.compile(rf"(?:之|的)(?:第[一二三四五六七八九十]+个?|[大二三四五六七八九小长次幼])?({ZH_RELATIONS})(?=[{_CLAUSE_END}也])")


_EN_RELATION_WORD = re.compile(rf"(?i:{EN_RELATIONS})")
_ZH_RELATION_WORD = re.compile(rf"{_ZH_RANK}?(?:{ZH_RELATIONS})")


@dataclass(frozen=True)
class Relation:
    subject: str  # the form the relation is said of
    relation: str  # daughter, 儿子
    other: str  # the form it relates the subject to
    paragraph: int  # index of the paragraph that says it


def stated_relations(texts: Iterable[str], forms: Iterable[str], *, words: bool) -> list[Relation]:
    """Every relation the texts state between two of `forms` written next to each other (`words`:
    a spaced script, whose names match whole words)."""
    # a form that is a relation word itself (三太子 of 哪吒) would stand between the two names it relates
    forms = [f for f in forms if f and not (_EN_RELATION_WORD if words else _ZH_RELATION_WORD).fullmatch(f)]
    if not forms:
        return []
    pattern = trie_regex(forms, words=words)
    out = []
    for i, text in enumerate(texts):
        found = list(pattern.finditer(text))
        for a, b in zip(found, found[1:]):
            between, after = text[a.end():b.start()], text[b.end():b.end() + 40]
            first, second = " ".join(a.group().split()), " ".join(b.group().split())
            if first == second:
                continue
            said = _english(between, after, first, second) if words else _chinese(between, after, first, second)
            if said:
                out.append(Relation(*said, i))
    return out


def _english(between: str, after: str, first: str, second: str) -> tuple[str, str, str] | None:
    if (m := _EN_OF_BETWEEN.fullmatch(between)):
        return first, m.group(1), second
    if _EN_OF_SECOND.fullmatch(between) and (m := _EN_POSSESSIVE_AFTER.match(after)):
        return first, m.group(1), second
    if (m := _EN_FIRST_POSSESSIVE.fullmatch(between)):
        return second, m.group(1), first
    return None


def _chinese(between: str, after: str, first: str, second: str) -> tuple[str, str, str] | None:
    if (m := _ZH_FIRST_OF.fullmatch(between)):  # 托塔天王第二太子木叉: a word of two needs no 之
        return second, m.group(1) or m.group(2), first
    if _ZH_COPULA.fullmatch(between) and (m := _ZH_OF_AFTER.match(after)):
        return first, m.group(1), second
    return None


def relation_label(relation: Relation, cjk: bool) -> str:
    """How an infobox shows it: "daughter of Mrs. Dashwood", 陈光蕊之子."""
    if cjk:
        return f"{relation.other}{'之' if len(relation.relation) == 1 else '的'}{relation.relation}"
    return f"{relation.relation} of {relation.other}"
