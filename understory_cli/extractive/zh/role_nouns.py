"""A noun for a kind of person written with a name, decided by a general test rather than a list (roles.py asks it
where its own list finds none): jieba's dictionary reads the words, and a noun (tag n…) whose last character is the
head of a trade, a rank, an office or a status (医 师 匠 官 尉 员 长 生 夫 手 商 工 兵…) names a kind of person —
帐房先生, 兽医, 上尉, 牧师. Read in two shapes, anywhere in the book:
- written right before the name, with what says which (镇公所的帐房先生王五, 骑兵团的上尉张三, 瑞典籍牧师某某,
  兽医兼猎手李大爷): a modifier before 的 is kept only when it names a body or a place (镇公所, 骑兵团), never a
  person (张三的车夫: relations.py reads that) nor a quality;
- a copula right after the name (张三是骑兵团的上尉, 张三，是个车夫): the noun phrase must close the clause, so a
  question (…吗, …？), a denial (不是: no 是 right after the name) or a longer predicate (是医生的儿子: a kin word
  heads it) says nothing.
Kin words and words of address need an anchor (relations.py), and words for whom one meets in a scene or is
related to (客人, 对手, 帮手) say no calling: both are refused.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .lexicon import ZH_KINSHIP, ZH_MODERN_ADDRESS, ZH_SURNAMES

__all__ = ["HEADS", "OFFICES", "alone", "before_name", "copula_after", "strong"]

# the last character of a noun for a kind of person: trade, rank, office, status
HEADS = frozenset("医师匠官尉员长生夫手商工兵士吏役将帅佬倌僧尼丁仆佣徒童贩妓匪盗授理")
# (not 差: 特差, 派差 are "sent specially", a verb jieba may read a noun; 听差, 差人 are the lists'; not 者:
# 慈仁者, 老者, 强者 name a quality, not a calling)
# …but 理 heads a calling only as 经理, 助理, 协理 (知书识理, 道理 are none)
_MANAGERS = ("经理", "助理", "协理")
# offices whose last character heads no calling elsewhere (日记, 责任 are things): a party's and a committee's heads,
# in any modern book (副书记金俊山, 公社副主任徐治功; jieba tags 主任 a distinguishing word)
OFFICES = frozenset({"书记", "主任", "委员", "主席", "秘书"})
# what a post's grade or number says before it, one word of its own (副|书记, 二|队长, 二队|队长): which post it is
_ENDS = tuple(OFFICES)
_GRADES = frozenset({"副", "总"})  # (not 正, an adverb as often: 这时正队长王五走进来)
_NUMBERED = re.compile(r"^[一二三四五六七八九十]{1,2}队?$")
# nouns with such a head that name no calling: a relation or a scene (对手, 客人), a thing (功夫, 器官, 特长), address
_NOT_ROLES = frozenset("""
对手 帮手 助手 人手 高手 下手 新手 老手 能手 好手 凶手 杀手 敌手 一手 国手 联手
功夫 工夫 器官 五官 感官 特长 家长 兄长 师长 尊长 首长 学长 年长 队员 成员 人员 会员 全员 动员
先生 老先生 后生 一生 人生 众生 平生 书生 卫生 学生 门生 徒弟 弟子 童生 儿童 孩童 老者 或者 再者 前者 后者 长者
医生 工人 人工 手工 女工 长工 士兵 兵士 女士 男士 人士 绅士 壮士 勇士 将士
""".split()) - {"医生", "工人", "女工", "长工", "士兵", "兵士", "书生", "学生", "绅士", "壮士", "勇士", "首长", "师长", "队员"}
# …and a calling's people (工人, 商人, 诗人, 猎人): 人 heads a calling after one of these only (not 客人, 病人, 证人)
_CALLING_PEOPLE = frozenset("工商匠仆佣诗军艺猎牧农渔")
_NOUN_TAGS = ("n", "nz", "ng", "nr", "nt")
# a modifier that says which body or place (镇公所, 骑兵团, 县衙): its own tag, or its last character
_BODY_TAGS = ("nt", "ns")
_BODY_ENDS = frozenset("团营部局所会司院校馆厂店行府县镇村州省国寺庙庄军队处社堂铺号衙署连排班")
_JOINS = frozenset({"兼"})  # 兽医兼猎手: two callings of one person
_PRONOUNS = frozenset("我你他她其吾汝您")
_MEASURE = re.compile(r"^(?:一个|一位|一名|个|位|名)")
_MAX = 12  # characters of a role at most
# a servant's word a speaker calls himself by (你的仆人亚伯拉罕): written once, it may be humility, no calling
_HUMBLE = frozenset({"仆人", "奴仆", "奴才", "奴婢", "婢子"})


@lru_cache(maxsize=4096)
def _tokens(text: str) -> tuple[tuple[str, str], ...]:
    import rjieba

    return tuple(rjieba.tag(text, hmm=False))


def _person_noun(word: str, tag: str) -> bool:
    """A noun for a kind of person by its head: jieba reads it a noun and its last character heads a calling."""
    # (the head of a body, 镇长, 连长: jieba tags some a verb; its first character names the body)
    headed = tag.startswith(_NOUN_TAGS) or len(word) == 2 and word[1] == "长" and word[0] in _BODY_ENDS
    if word in OFFICES:
        return True
    return (len(word) >= 2 and (word[-1] in HEADS or word[-1] == "人" and word[-2] in _CALLING_PEOPLE) and headed
            and (word[-1] != "理" or word.endswith(_MANAGERS))
            and word not in _NOT_ROLES
            and word not in ZH_KINSHIP and word not in ZH_MODERN_ADDRESS and word[-2:] not in ZH_KINSHIP)


def _phrase(tokens: tuple[tuple[str, str], ...]) -> tuple[int, str] | None:
    """The role noun phrase closing `tokens`: (index of its first token, its text), or None."""
    if len(tokens) >= 2 and tokens[-1][0] == "人" and tokens[-2][1].startswith("n") \
            and tokens[-2][0][-1] in _CALLING_PEOPLE:  # 翻砂工|人: jieba cuts the calling's people off
        tokens = (*tokens[:-2], (tokens[-2][0] + "人", "n"))
    if not tokens or not _person_noun(*tokens[-1]):
        return None
    at = len(tokens) - 1
    # the post's grade or the team's number (副书记, 二队长): part of the post
    # (not a grade glued to another, 正副主任冯德山、陈福生: the pair's)
    if at >= 1 and (tokens[at - 1][0] in _GRADES and (at < 2 or tokens[at - 2][0][-1:] not in "正副总")
                    or tokens[at][0].endswith("长") and _NUMBERED.match(tokens[at - 1][0])):
        tokens = (*tokens[:at - 1], (tokens[at - 1][0] + tokens[at][0], "n"))
        at -= 1
    # callings joined (兽医兼猎手) and a place's or body's word written onto the noun (瑞典籍牧师, 医院院长)
    while at >= 1 and (tokens[at - 1][0] in _JOINS and at >= 2 and _person_noun(*tokens[at - 2])
                       or _person_noun(*tokens[at - 1])):  # (助理技师: a calling's grade, a calling too)
        at -= 2 if tokens[at - 1][0] in _JOINS else 1
    while at >= 1 and (tokens[at - 1][1] in _BODY_TAGS or tokens[at - 1][0] == "籍" and at >= 2
                       and tokens[at - 2][1] in _BODY_TAGS):
        at -= 2 if tokens[at - 1][0] == "籍" else 1
    # what says which, before 的: a body or a place only, with the words written onto it (大兴煤矿公司)
    if at >= 2 and tokens[at - 1][0] == "的" and _body(*tokens[at - 2]):
        at -= 2
        while at >= 1 and _onto(*tokens[at - 1]) and sum(len(w) for w, _ in tokens[at - 1:]) <= _MAX:
            at -= 1
    text = "".join(w for w, _ in tokens[at:])
    return (at, text) if len(text) <= _MAX else None


def _onto(word: str, tag: str) -> bool:
    """A word that may open a body's or a place's name: a noun, a place, a name of a thing (no person's name)."""
    return tag in ("n", "ns", "nt", "nz") and len(word) >= 2


def _body(word: str, tag: str) -> bool:
    return len(word) >= 2 and (tag in _BODY_TAGS or tag.startswith("n") and not tag.startswith("nr")
                               and word[-1] in _BODY_ENDS)


def alone(before: str) -> bool:
    """The last character of `before` is a word of its own to jieba (冯|老太爷), not the end of a longer one (州官)."""
    tokens = _tokens(before)
    return bool(tokens) and len(tokens[-1][0]) == 1


def before_name(before: str, name: str = "") -> str | None:
    """The role noun phrase written right before a person's name (`before`: the clause up to the name, Simplified),
    or None. Not after a pronoun with no 的 (你仆人雅各: a speaker's humble self, no calling), a list's 、 (医生、护士
    张三) or a surname (王校长李四: 王's title); a surname and a title read as one word are the title only where the
    surname is the name's own (李教授李玉亭)."""
    if not before or before[-1] not in HEADS and before[-2:-1] not in _CALLING_PEOPLE and not before.endswith(_ENDS):
        return None
    tokens = _tokens(before)
    found = _phrase(tokens)
    if found is None:
        return None
    at, text = found
    if at and (tokens[at - 1][0] in _PRONOUNS or tokens[at - 1][0] in ZH_SURNAMES or tokens[at - 1][0][-1] in "、,，"):
        return None
    if at == len(tokens) - 1 and tokens[at][1].startswith("nr") and text[0] in ZH_SURNAMES \
            and any(_person_noun(*t) for t in _tokens(text[1:])[-1:]):
        return text[1:] if name[:1] == text[0] else None  # (jieba reads 李教授 one name; 常务委员 is a word)
    return text


def copula_after(after: str) -> str | None:
    """The role a copula right after a person's name says (`after`: the rest of the clause, Simplified, a comma
    before 是 kept): 是骑兵团的上尉, ，是个车夫; None unless the noun phrase closes the clause."""
    m = re.match(r"^，?是", after)
    if m is None:
        return None
    rest = after[m.end():]
    rest = rest[measure.end():] if (measure := _MEASURE.match(rest)) else rest
    clause = re.split(r"[，。！？；：、“”「」『』,.;:!?\n]", rest)[0]
    if not clause or clause[-1] not in HEADS and clause[-2:-1] not in _CALLING_PEOPLE and not clause.endswith(_ENDS) \
            or len(clause) > _MAX or re.match(r"[，。；：、“”「」『』,.;:\n]?[？?]|.?[吗么呢]",
                                                                             rest[len(clause):len(clause) + 2]):
        return None
    tokens = _tokens(clause)
    found = _phrase(tokens)
    return found[1] if found and found[0] == 0 else None


def strong(role: str) -> bool:
    """A role of so plain a shape that written once it counts, where it is the one role the text ever writes with
    the person (the language's `once`): a noun for a kind of person by the general test (本镇的镇长赵朴斋: a minor
    hand named by his post once), never a word of a list only (小姐, 丫头: address as often)."""
    tokens = _tokens(role)
    return bool(tokens) and _person_noun(*tokens[-1]) and role not in _HUMBLE
