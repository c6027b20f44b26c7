"""Relations Chinese states between two names written next to each other: 陈光蕊之子玄奘, 李天王的女儿,
木叉是李天王的儿子, a tie called by its name, 亚伯兰的妻子名叫撒莱, the first's kin through a pronoun that stands for it
(庄木三和他的女儿——爱姑, 长富…他有一个女儿叫阿顺) and a dash's apposition (靖甫——沛君的兄弟——); and the narrator's
kin, named by their kin term in a story told by 我 (narrator.py: 叙述者的四叔). relations.py reads them."""

from __future__ import annotations

import re

from .narrator import NARRATOR, narrated, sentence_of
from .pronoun_kin import fits
from .pronoun_votes import pronoun_ties

__all__ = ["NARRATOR", "RELATION_WORD", "label", "quoted", "said", "told"]


def told(texts: list[str], people: list[tuple[str, list[str]]]) -> list[tuple[str, str, str, int]]:
    """(form, relation, whom, paragraph) the narration tells: the narrator's kin named by its kin term (叙述者的四叔),
    and a relative named through a pronoun that stands for one person named just before (pronoun_kin.py, and inside its
    sentence or in a speaker's 我的X: pronoun_votes.py, kept where the whole book agrees)."""
    return [(form, relation, NARRATOR, i) for form, relation, i in narrated(texts, [f for _, forms in people for f in forms])
            ] + pronoun_ties(texts, people)


def quoted(text: str, subject: str, other: str) -> str | None:
    """The sentence of the paragraph that says a told relation: the narrator's, the one with 我 (else None: any)."""
    return sentence_of(text, subject) if other == NARRATOR else None

RELATIONS = ("儿子|女儿|妻子|浑家|娘子|老婆|丈夫|父亲|母亲|哥哥|兄弟|兄长|妹妹|姐姐|徒弟|师父|师兄|师弟|外甥|侄儿|舅舅|"
             # a household's servants are someone's: 迎春的丫鬟司棋, 宝玉之乳母李嬷嬷
             "丫鬟|丫头|使女|侍女|小厮|书童|乳母|奶母|奶妈|朋友|友人|女友|好友|"
             "太子|公主|孩儿|子|女|妻|父|母|兄|弟|妹|姊|徒"
             # the rest of the kin and a modern household's people, only after 的/之 (吴荪甫的舅父曾沧海, 玉贞的母亲陈氏,
             # X的继母Y, X房里的女佣Y): a tie the narration states with a name on either side, whoever's book it is
             "|舅父|叔父|伯父|姑父|姨父|祖父|祖母|外祖父|外祖母|外公|外婆|岳父|岳母|丈人|女婿|媳妇|儿媳|姐夫|妹夫"
             "|叔叔|伯母|婶婶|舅母|姑母|姑妈|姨妈|侄子|侄女|孙子|孙女|外孙|表哥|表弟|表姐|表妹|表兄|堂兄|堂弟|堂姐|堂妹"
             "|族弟|族兄|族叔|族侄|继母|继父|后母|养父|养母|义父|义母|未婚妻|未婚夫|姨太太"
             "|女佣|女仆|仆人|老仆|用人|佣人|保姆|管家|听差|秘书|副官|学生|门生")
_CLAUSE_END = "，。！？；：、“”「」,.;:!?"
_RANK = "(?:第[一二三四五六七八九十]+个?|[大二三四五六七八九小长次幼])"
RELATION_WORD = re.compile(rf"{_RANK}?(?:{RELATIONS})")

# 陈光蕊之子玄奘 / 李天王的女儿: the second is the first's
# (and the name the tie is called by, closing its clause: 亚伯兰的妻子名叫撒莱, 秦氏之丫鬟名唤瑞珠者; not 他兄弟叫李逵来)
# (or set off by a dash, the name closing its own stretch: 荪甫的父亲——吴老太爷)
# (and whose room or house the servant is of, 玉英房里的丫头春梅, a word of who among them, 远房族弟, 另一个女佣)
_WHERE = "(?:房里|屋里|房中|身边|跟前|手下|家里|家中|府里|府上|家)?"
_WHICH = "(?:远房|嫡亲|亲|贴身|心腹|年轻的?|另一个|一个|老)?"
_FIRST_OF = re.compile(rf"(?:{_WHERE}(?:之|的){_WHICH}{_RANK}?({RELATIONS})|{_RANK}?({RELATIONS.split('|子|')[0]}))"
                       "(?P<called>[，,]?(?:名叫|叫做|叫作|名唤|唤做|唤作|叫))?(?P<dash>——)?")
_OWNS = re.compile("[的之]")  # (荪甫的父亲——吴老太爷的…: the dash's name owns a noun after it, no apposition)
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
# a gloss in brackets naming whose the first is, one anchor or several and their count: 林氏（志新、志民、玉华三人的继母）
# (the second name opens it; the others of the list, written as names or not, and the count close it before 的)
_GLOSSED_OF = re.compile(rf"(?:[、和与及][\u4e00-\u9fff]{{1,4}}){{0,5}}(?:[两二三四五六七八九十]+(?:人|个人|位))?"
                         rf"(?:之|的){_WHICH}{_RANK}?({RELATIONS})[）)]")
def said(between: str, after: str, first: str, second: str) -> tuple[str, str, str] | None:
    """(whose, relation, to whom) the text between two names (and after the second) states, or None."""
    # 托塔天王第二太子木叉: a word of two needs no 之; but the second name qualifying a noun after it is not the
    # one related (王夫人之大兄凤姐之父: 凤姐's father is her brother; 李天王之子哪吒的兵器 still says whose son 哪吒 is)
    if (m := _FIRST_OF.fullmatch(between)) and not _QUALIFIES.match(after) \
            and not (m.group("called") and not _CLAUSE_CLOSED.match(after)) \
            and not (m.group("dash") and (m.group("called") or _OWNS.match(after))):
        return second, m.group(1) or m.group(2), first
    if _COPULA.fullmatch(between) and (m := _OF_AFTER.match(after)):
        return first, m.group(1), second
    if between in ("（", "(") and (m := _GLOSSED_OF.match(after)):
        return first, m.group(1), second
    if between == "——" and (m := _DASHED_OF.match(after)):
        return first, m.group(1), second
    if ((m := _WITH_OWN.fullmatch(between)) or (m := _HAS_CALLED.fullmatch(between)) and _CLAUSE_CLOSED.match(after)) \
            and fits(m.group("pronoun"), first) and not _QUALIFIES.match(after):
        return second, m.group("relation"), first
    return None


def label(relation: str, other: str) -> str:
    """How an infobox shows it: 陈光蕊之子, 李天王的女儿."""
    return f"{other}{'之' if len(relation) == 1 else '的'}{relation}"
