"""Relations Chinese states between two names written next to each other: 陈光蕊之子玄奘, 李天王的女儿,
木叉是李天王的儿子, a tie called by its name, 亚伯兰的妻子名叫撒莱, the first's kin through a pronoun that stands for it
(庄木三和他的女儿——爱姑, 长富…他有一个女儿叫阿顺) and a dash's apposition (靖甫——沛君的兄弟——); and the narrator's
kin, named by their kin term in a story told by 我 (narrator.py: 叙述者的四叔). relations.py reads them."""

from __future__ import annotations

import re

from .gender import FEMALE_ADDRESS, MALE_ADDRESS
from .narrator import NARRATOR, narrated, sentence_of
from .pronoun_kin import pronoun_kin

__all__ = ["NARRATOR", "RELATION_WORD", "label", "quoted", "said", "told"]


def told(texts: list[str], people: list[tuple[str, list[str]]]) -> list[tuple[str, str, str, int]]:
    """(form, relation, whom, paragraph) the narration tells: the narrator's kin named by its kin term (叙述者的四叔),
    and a relative named through a pronoun that stands for one person named just before (pronoun_kin.py)."""
    return [(form, relation, NARRATOR, i) for form, relation, i in narrated(texts, [f for _, forms in people for f in forms])
            ] + pronoun_kin(texts, people)


def quoted(text: str, subject: str, other: str) -> str | None:
    """The sentence of the paragraph that says a told relation: the narrator's, the one with 我 (else None: any)."""
    return sentence_of(text, subject) if other == NARRATOR else None

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
# 庄木三和他的女儿——爱姑, 四铭太太…和她八岁的女儿秀儿: in one clause the pronoun is the first's, the second its kin
_AGE = "(?:[一二三四五六七八九十]+岁的)?"
# (not after a title or a word that makes the first name part of another's: 四铭太太…和她的女儿 is not 四铭's)
_WITH_OWN = re.compile(rf"(?!太太|夫人|奶奶|娘子|先生|小姐|姑娘|家|的|之)"
                       rf"(?:[^{_CLAUSE_END}—]{{0,12}}?(?:和|与|同|跟|带着|带了|领着|抱着|拉着))?(?P<pronoun>[他她])的?{_AGE}"
                       rf"{_RANK}?(?P<relation>{RELATIONS})(?:——)?")
# 邻居叫长富，是一个船户。他有一个女儿叫阿顺: the next sentence's pronoun has the kin, named in that clause
_HAS_CALLED = re.compile(rf"(?:[，,][^。！？；“”「」]{{0,10}}[。；])?(?P<pronoun>[他她])(?:有|生了|生有|还有)(?:一个|一位|个)?"
                         rf"{_RANK}?(?P<relation>{RELATIONS})(?:名叫|叫做|叫作|名唤|叫)")
# 靖甫——沛君的兄弟——: the dashes set off what the first is
_DASHED_OF = re.compile(rf"(?:之|的){_RANK}?({RELATIONS})——")
_FEMALE_ENDS = tuple(FEMALE_ADDRESS) + tuple("嫂婶妈娘婆姑")
_MALE_ENDS = tuple(MALE_ADDRESS) + tuple("叔伯爷公")


def _stands_for(pronoun: str, name: str) -> bool:
    """The pronoun may stand for the name: 她 for no man's title (…先生, 四叔), 他 for no woman's (…太太, 四婶)."""
    return not name.endswith(_MALE_ENDS if pronoun == "她" else _FEMALE_ENDS)


def said(between: str, after: str, first: str, second: str) -> tuple[str, str, str] | None:
    """(whose, relation, to whom) the text between two names (and after the second) states, or None."""
    # 托塔天王第二太子木叉: a word of two needs no 之; but the second name qualifying a noun after it is not the
    # one related (王夫人之大兄凤姐之父: 凤姐's father is her brother; 李天王之子哪吒的兵器 still says whose son 哪吒 is)
    if (m := _FIRST_OF.fullmatch(between)) and not _QUALIFIES.match(after) \
            and not (m.group("called") and not _CLAUSE_CLOSED.match(after)):
        return second, m.group(1) or m.group(2), first
    if _COPULA.fullmatch(between) and (m := _OF_AFTER.match(after)):
        return first, m.group(1), second
    if between == "——" and (m := _DASHED_OF.match(after)):
        return first, m.group(1), second
    if ((m := _WITH_OWN.fullmatch(between)) or (m := _HAS_CALLED.fullmatch(between)) and _CLAUSE_CLOSED.match(after)) \
            and _stands_for(m.group("pronoun"), first) and not _QUALIFIES.match(after):
        return second, m.group("relation"), first
    return None


def label(relation: str, other: str) -> str:
    """How an infobox shows it: 陈光蕊之子, 李天王的女儿."""
    return f"{other}{'之' if len(relation) == 1 else '的'}{relation}"
