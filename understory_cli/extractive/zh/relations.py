"""Relations Chinese states between two names written next to each other: 陈光蕊之子玄奘, 李天王的女儿,
木叉是李天王的儿子, and a tie called by its name, 亚伯兰的妻子名叫撒莱 (relations.py reads them)."""

from __future__ import annotations

import re

RELATIONS = ("儿子|女儿|妻子|浑家|娘子|老婆|丈夫|父亲|母亲|哥哥|兄弟|兄长|妹妹|姐姐|徒弟|师父|师兄|师弟|外甥|侄儿|舅舅|"
             # a household's servants are someone's: 迎春的丫鬟司棋, 宝玉之乳母李嬷嬷
             "丫鬟|丫头|使女|侍女|小厮|书童|乳母|奶母|奶妈|朋友|友人|女友|好友|"
             "太子|公主|孩儿|子|女|妻|父|母|兄|弟|妹|姊|徒")
_CLAUSE_END = "，。！？；：、“”「」,.;:!?"
_RANK = "(?:第[一二三四五六七八九十]+个?|[大二三四五六七八九小长次幼])"
RELATION_WORD = re.compile(rf"{_RANK}?(?:{RELATIONS})")

# 陈光蕊之子玄奘 / 李天王的女儿: the second is the first's
# (and the name the tie is called by, closing its clause: 亚伯兰的妻子名叫撒莱, 秦氏之丫鬟名唤瑞珠者; not 他兄弟叫李逵来)
_FIRST_OF = re.compile(rf"(?:(?:之|的){_RANK}?({RELATIONS})|{_RANK}?({RELATIONS.split('|子|')[0]}))"
                       "(?P<called>[，,]?(?:名叫|叫做|叫作|名唤|唤做|唤作|叫))?")
_CLAUSE_CLOSED = re.compile(f"[{_CLAUSE_END}．者]|$")
# 木叉是李天王的儿子 / 木叉乃李天王之子: the first is the second's
_COPULA = re.compile(r"(?:是|乃是|乃|本是|原是)")
_QUALIFIES = re.compile(rf"(?:之|的){_RANK}?(?:{RELATIONS})|人")  # …or a people's word (撒拉的使女埃及人夏甲)
_OF_AFTER = re.compile(rf"(?:之|的)(?:第[一二三四五六七八九十]+个?|[大二三四五六七八九小长次幼])?({RELATIONS})(?=[{_CLAUSE_END}也])")


def said(between: str, after: str, first: str, second: str) -> tuple[str, str, str] | None:
    """(whose, relation, to whom) the text between two names (and after the second) states, or None."""
    # 托塔天王第二太子木叉: a word of two needs no 之; but the second name qualifying a noun after it is not the
    # one related (王夫人之大兄凤姐之父: 凤姐's father is her brother; 李天王之子哪吒的兵器 still says whose son 哪吒 is)
    if (m := _FIRST_OF.fullmatch(between)) and not _QUALIFIES.match(after) \
            and not (m.group("called") and not _CLAUSE_CLOSED.match(after)):
        return second, m.group(1) or m.group(2), first
    if _COPULA.fullmatch(between) and (m := _OF_AFTER.match(after)):
        return first, m.group(1), second
    return None


def label(relation: str, other: str) -> str:
    """How an infobox shows it: 陈光蕊之子, 李天王的女儿."""
    return f"{other}{'之' if len(relation) == 1 else '的'}{relation}"
