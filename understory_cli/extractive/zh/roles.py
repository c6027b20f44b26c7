"""What Chinese says someone or somewhere is, in the words written with the name (roles.py reads them): an office
or calling set before a name (太尉高俅, 教头王进, 丫鬟晴雯), a rank after a full name (沈国英旅长), a king's title of
a people (埃及王法老), and the kind of place written after a place's name (东京城, 北海公园, 埃及地).

Read on the Simplified view of the text (script.py: the same length), so a Traditional book's words match the
lists; the role is given back as the book writes it.
"""

from __future__ import annotations

import re

from .describe import view
from .lexicon import ZH_HONORIFIC_AFTER, ZH_MODERN_OFFICES, ZH_OFFICES, ZH_PLACE_SUFFIXES, ZH_SURNAMES

__all__ = ["ENDS", "OPENS", "said", "surname_title", "view"]

# offices, trades and callings a person is named by: the lexicon's offices and a cross-book list of callings and
# of a household's servants (no kinship: relations.py reads those, between two names)
ROLES = frozenset(ZH_OFFICES - {"陛下", "主人家", "公人", "差人"} | ZH_MODERN_OFFICES | {
    "将军", "元帅", "都督", "殿帅", "太师", "武师", "财主", "军官", "和尚", "道士", "秀才", "丞相", "宰相", "教师",
    "猎户", "客商", "公子", "书生", "医生", "大夫", "商人", "皇后", "国王", "王后", "船家", "学生", "女学生", "先知",
    "祭司", "牧师", "大祭司", "丫鬟", "丫头", "使女", "小厮", "书童", "奶妈", "嬷嬷", "奶娘", "侍女", "宫女", "太监",
    "友人", "女友", "好友", "小姐", "少爷", "老板", "掌柜的", "巡长", "警察", "护士", "女仆", "仆人", "长老", "尼姑", "道姑", "方丈", "住持"})
_ROLE = "|".join(sorted(ROLES, key=len, reverse=True))
_SINGLE_SURNAMES = "".join(sorted(c for c in ZH_SURNAMES if len(c) == 1))
# a rank written after a full name (沈国英旅长, 太宗皇帝): the name is the holder's, not a surname's title
# and a being's title after its name (警幻仙子, 哪吒太子: what it is, where the finder did not make it one of its names)
_AFTER = "|".join(sorted(ZH_MODERN_OFFICES | set(ZH_HONORIFIC_AFTER) | {
    "将军", "元帅", "皇帝", "太尉", "统制", "提辖", "教头", "仙子", "仙姑"}, key=len, reverse=True))
# the kind of place written after a place's name (东京城, 北海公园, 埃及地): what the text says it is. Not a
# building or a business (西山饭店, 开封府: another place, named after this one)
PLACE_TYPES = ("公园", "城", "国", "地", "岛", "村", "镇", "州", "县", "省", "河", "湖", "江", "山", "海")
_TYPE = "|".join(PLACE_TYPES)
# …and what may follow it: not a longer word (埃及地方 is a place too, but 地道, 城隍, 国王, 山西 are other words)
_TYPE_ENDS = r"(?![道隍王西东南北主人民军兵家门关界])"  # (地界: its bounds)
# the last characters of what may stand before a name and the first of what may follow it: roles.py asks `said` only there
ENDS = frozenset(r[-1] for r in ROLES) | frozenset("王帝")
OPENS = frozenset(w[0] for w in (*PLACE_TYPES, *_AFTER.split("|")))
# (not after another surname, a list's 、 or a pronoun: 我仆人亚伯拉罕, 你仆人雅各 are a speaker's, no one's role)
_BEFORE = re.compile(rf"(?<![、{_SINGLE_SURNAMES}我你他她其吾汝您])(?:{_ROLE})$")
_KING = re.compile(r"(?:国王|王|皇帝)$")


def said(before: str, after: str, name: str, kind: str, places: frozenset[str]) -> str | None:
    """The role or the kind of place the text writes with `name` here (`before`/`after`: the Simplified text on
    either side, up to the sentence), or None. `places`: the book's place names, for a people's king (埃及王)."""
    if kind == "place":
        m = re.match(rf"(?:{_TYPE}){_TYPE_ENDS}", after)
        # a place whose name says its kind already is only said a walled city (江州城, 东京城): 东溪村山, 铜台府地方,
        # 石碣村湖荡 are what is there
        named = m is not None and m.group() != "城" and name[-1] in ZH_PLACE_SUFFIXES
        return m.group() if m and not name.endswith(m.group()) and not named else None
    if kind != "person":
        return None
    if (king := _KING.search(before)) and (place := _place_before(before[:king.start()], places)):
        return place + king.group()  # 埃及王法老: the king of a people the book names
    if (m := _BEFORE.search(before)) and not name.endswith(m.group()):
        return m.group()
    if len(name) >= 2 and (m := re.match(f"(?:{_AFTER})", after)):
        return m.group()
    return None


def _place_before(text: str, places: frozenset[str]) -> str | None:
    return next((p for p in sorted(places, key=len, reverse=True) if text.endswith(p)), None)


def surname_title(name: str, alias: str, seen: str) -> str | None:
    """The role in a surname-and-title form the finder tied to the name (王教头 of 王进, 何小姐 of 何丽娜), or None
    (`seen`: the alias in the Simplified view)."""
    for cut in (1, 2):
        if len(name) > cut and alias.startswith(name[:cut]) and seen[cut:] in ROLES and alias[cut:] != name[cut:]:
            return seen[cut:]
    return None
