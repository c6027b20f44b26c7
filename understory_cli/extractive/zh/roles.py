"""What Chinese says someone or somewhere is, in the words written with the name (roles.py reads them): an office
or calling set before a name (太尉高俅, 教头王进, 丫鬟晴雯), a rank after a full name (沈国英旅长), a king's title of
a people (埃及王法老), the kind of place written after a place's name (东京城, 北海公园, 埃及地; 蕭山縣, a county
named after a hill) and a body's kind after its name (益中公司: place_kinds.py made it an organisation); and, where the
text writes none, what a name says of itself (`named`): a place's kind in its own last word (恩談街, 匏止坪, 大观园), a
person named by a title (公爵, 傻伯爵, 王夫人).

Read on the Simplified view of the text (script.py: the same length), so a Traditional book's words match the
lists; the role is given back as the book writes it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..gazetteer import placed
from ..place_kinds import ORGANISATIONS, NOT_AFTER
from .describe import view
from . import role_nouns
from .lexicon import (ZH_HONORIFIC_AFTER, ZH_MODERN_CALLINGS, ZH_MODERN_OFFICES, ZH_OFFICES, ZH_PLACE_SUFFIXES, ZH_RANKS,
                      ZH_SURNAMES)

__all__ = ["CUT", "ENDS", "OPENS", "WINDOW", "listed", "named", "once", "said", "surname_title", "view"]

# offices, trades and callings a person is named by: the lexicon's offices and a cross-book list of callings and
# of a household's servants (no kinship: relations.py reads those, between two names)
ROLES = frozenset(ZH_OFFICES - {"陛下", "主人家", "公人", "差人"} | ZH_MODERN_OFFICES | ZH_MODERN_CALLINGS | {
    "将军", "元帅", "都督", "殿帅", "太师", "武师", "财主", "军官", "和尚", "道士", "秀才", "丞相", "宰相", "教师",
    "猎户", "客商", "公子", "书生", "医生", "大夫", "商人", "皇后", "国王", "王后", "船家", "学生", "女学生", "先知",
    "祭司", "牧师", "大祭司", "丫鬟", "丫头", "使女", "小厮", "书童", "奶妈", "嬷嬷", "奶娘", "侍女", "宫女", "太监",
    "友人", "女友", "好友", "小姐", "少爷", "老板", "掌柜的", "巡长", "警察", "护士", "女仆", "仆人", "长老", "尼姑", "道姑", "方丈", "住持",
    # a modern household's servants (女佣王妈, 保姆王妈): what the one named is in the house
    "女佣", "佣人", "女用人", "用人", "男仆", "老仆", "保姆", "跟班"})
_ROLE = "|".join(sorted(ROLES, key=len, reverse=True))
_SINGLE_SURNAMES = "".join(sorted(c for c in ZH_SURNAMES if len(c) == 1))
# a rank written after a full name (沈国英旅长, 太宗皇帝): the name is the holder's, not a surname's title
# and a being's title after its name (警幻仙子, 哪吒太子: what it is, where the finder did not make it one of its names),
# a prince's (溫培爾脫親王; not 国王, 王子 or 公主: 普魯士國王 is the king of a country the finder may call a person)
_AFTER = "|".join(sorted(ZH_MODERN_OFFICES | set(ZH_HONORIFIC_AFTER) | {
    "将军", "元帅", "皇帝", "太尉", "统制", "提辖", "教头", "仙子", "仙姑", "亲王"}, key=len, reverse=True))
# the kind of place written after a place's name (东京城, 北海公园, 埃及地): what the text says it is. Not a
# building or a business (西山饭店, 开封府: another place, named after this one)
PLACE_TYPES = ("公园", "城", "国", "地", "岛", "村", "镇", "州", "县", "省", "河", "湖", "江", "山", "海")
_TYPE = "|".join(PLACE_TYPES)
# …and what may follow it: not a longer word (埃及地方 is a place too, but 地道, 城隍, 国王, 山西 are other words)
_TYPE_ENDS = r"(?![道隍王西东南北主人民军兵家门关界])"  # (地界: its bounds)
# …but a county, a prefecture or a province after a name closing with a hill's or a water's word is the one named
# after it (蕭山縣, 蕪湖縣, 湖州's 吳興: Xiaoshan county), no hill of it
_SEATS, _FEATURES = ("县", "州", "省"), frozenset("山江河湖海")
# the last word of a body's own name that says what kind of body it is (国民小学, 益中公司, 大兴煤矿公司)
BODY_HEADS = (*ORGANISATIONS["zh"], "小学", "中学")
# the last characters of what may stand before a name and the first of what may follow it: roles.py asks `said` only there
ENDS = frozenset(r[-1] for r in ROLES) | frozenset("王帝人") | role_nouns.HEADS | frozenset(w[-1] for w in role_nouns.OFFICES)
OPENS = frozenset(w[0] for w in (*PLACE_TYPES, *_AFTER.split("|"), *ORGANISATIONS["zh"])) | frozenset("是，公")
# read far enough for a role with what says which (镇公所的帐房先生), and a clause's end kept in view: a comma
# before a copula (张三，是上尉) does not end it, and a question's mark and a list's 、 are seen (a role after one,
# 医生、护士张三, is the list's: no one's)
WINDOW = 14
CUT = re.compile("[。；：“”「」『』,.;:\n．]|，(?!是)")
AFTER_ANYWHERE = True  # a copula's role (是上尉) is read where it stands in the clause, as the book writes it
once = role_nouns.strong
_ORGANISATION_AFTER = re.compile(rf"(?:{'|'.join(ORGANISATIONS['zh'])})(?![{NOT_AFTER['zh']}])")
# (not after another surname, a list's 、 or a pronoun: 我仆人亚伯拉罕, 你仆人雅各 are a speaker's, no one's role)
# (a deputy's or a chief's grade is part of the post: 公社副主任徐治功, not 主任; not a grade glued to another, 正副主任
# 冯德山、陈福生: the pair's, and not 正, an adverb as often, 这时正队长王五走进来)
_BEFORE = re.compile(rf"(?<![、{_SINGLE_SURNAMES}我你他她其吾汝您])(?<![副总正])[副总]?(?:{_ROLE})$")
# a household's title with its birth order before a name (四小姐蕙芳, 二少爷谢吉生, 四太太黄氏, 七少爷阿萱): which of the
# family the one named is (not after a list's 、, a surname or a pronoun, as _BEFORE)
# (nor after a count, 一个大姑娘, 两个大小姐: a grown girl, any elder daughter — no one's rank in a family)
_RANKED = re.compile(rf"(?<![、{_SINGLE_SURNAMES}我你他她其吾汝您个位])[大二三四五六七八九十]"
                     "(太太|老爷|少爷|小姐|少奶奶|姨太太|姑娘|奶奶|姑太太|舅太太)$")
_KING = re.compile(r"(?:国王|王|皇帝)$")
# (not 公子哥儿, any rich boy; nor 公子 and then a name, 贾政公子宝玉年方十三: X's son, no role of X's — what may follow
# is a clause's end, a particle, an adverb or a verb)
_YOUNG_MASTER = re.compile("公子(?=[的之，,。！？；：、”」]|$|[来去说道笑是在也又便就却都还和与听见看问答叫回走进出])")


def said(before: str, after: str, name: str, kind: str, places: frozenset[str]) -> str | None:
    """The role or the kind of place the text writes with `name` here (`before`/`after`: the Simplified text on
    either side, up to the sentence), or None. `places`: the book's place names, for a people's king (埃及王)."""
    if kind == "place":
        m = re.match(rf"(?:{_TYPE}){_TYPE_ENDS}", after)
        # a place whose name says its kind already is only said a walled city (江州城, 东京城): 东溪村山, 铜台府地方,
        # 石碣村湖荡 are what is there
        named = m is not None and m.group() != "城" and name[-1] in ZH_PLACE_SUFFIXES \
            and not (m.group() in _SEATS and name[-1] in _FEATURES)
        return m.group() if m and not name.endswith(m.group()) and not named else None
    if kind == "organisation":  # 益中|公司: what kind of body (place_kinds.py made it one by the same words)
        return m.group() if (m := _ORGANISATION_AFTER.match(after)) else None
    if kind != "person" or re.search("[？?]", after):  # (令尊就是…的总经理仲平先生？ asks it, states nothing)
        return None
    if (king := _KING.search(before)) and (place := _place_before(before[:king.start()], places)):
        return place + king.group()  # 埃及王法老: the king of a people the book names
    if (m := _RANKED.search(before)) and not name.endswith(m.group(1)):
        return m.group()  # 四小姐蕙芳, 四太太黄氏: the household's title by birth order, the order kept
    if (m := _BEFORE.search(before)) and not name.endswith(m.group()):
        return m.group()
    if len(name) >= 2 and _YOUNG_MASTER.match(after) and not any(name.endswith(r) for r in ROLES | set(ZH_RANKS)):
        return "公子"  # 邱八公子的大名: a rich family's young master (not 王员外公子, the 员外's son)
    if len(name) >= 2 and (m := re.match(f"(?:{_AFTER})", after)) and not (m.group() == "亲王" and _known(name)):
        return m.group()  # (not 英国亲王, 普鲁士亲王: a country's prince, the country filed a person)
    # a noun for a kind of person by its head, no list: before the name (镇公所的帐房先生王五) or after a copula,
    # never where a surname before the form makes it another's name (冯老太爷是一位绅士: not 老太爷's)
    if before[-1:] and before[-1] in _SINGLE_SURNAMES and name[0] not in _SINGLE_SURNAMES \
            and role_nouns.alone(before):  # (州官三荷包: 官 closes a word, no surname)
        return None
    return role_nouns.before_name(before, name) or role_nouns.copula_after(after)


_COUNTS = {"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_LIST_ROLE = re.compile(rf"([{''.join(_COUNTS)}])[个位名]({_ROLE})")


def listed(text: str, spans: list[tuple[int, int]]) -> dict[int, tuple[int, int]]:
    """A list of names closed by their count and a role, the count the list's (袭人，媚人，晴雯，麝月四个丫鬟: each a
    maid): index of a name's span in `spans` (the names written in `text`, in order) -> the role's span. One word of
    the list may be no name the finder kept (媚人), never more (宝玉，带了两个丫鬟 lists no one)."""
    ends = {end: k for k, (_, end) in enumerate(spans)}
    out: dict[int, tuple[int, int]] = {}
    for m in _LIST_ROLE.finditer(text):
        at, names, items = m.start(), [], 0
        while True:
            if at in ends:
                k = ends[at]
                names.append(k)
                at = spans[k][0]
            elif (word := re.search(r"(?<=[，、,])[\u3400-\u9fff]{2,3}$", text[max(at - 4, 0):at])) is None:
                break
            else:
                at -= len(word.group())
            items += 1
            if at < 1 or text[at - 1] not in "，、,":
                break
            at -= 1
        if len(names) >= 2 and items - len(names) <= 1 and _COUNTS[m.group(1)] == items:
            out.update((k, m.span(2)) for k in names)
    return out


def _place_before(text: str, places: frozenset[str]) -> str | None:
    return next((p for p in sorted(places, key=len, reverse=True) if text.endswith(p)), None)


def surname_title(name: str, alias: str, seen: str) -> str | None:
    """The role in a surname-and-title form the finder tied to the name (王教头 of 王进, 何小姐 of 何丽娜), or None
    (`seen`: the alias in the Simplified view)."""
    for cut in (1, 2):
        if len(name) > cut and alias.startswith(name[:cut]) and seen[cut:] in ROLES and alias[cut:] != name[cut:]:
            return seen[cut:]
    return None


# the word a place's own name ends in that says what kind of place it is (恩談街, 匏止坪, 大观园, 铁槛寺, 南天门): a
# street, a temple, a garden whatever the rest of the name is, a sound or a word. Not a sea, a river or a hill (上海,
# 九江, 唐山 are towns), nor a hall, a house or a court (医院, 会馆, 饭堂 name what is done there)
OWN_HEADS = ("胡同", "饭店", "公园", "街", "路", "巷", "坪", "寺", "庙", "庵", "园", "门", "桥", "楼", "阁", "亭", "宫", "殿",
             "庄", "村", "镇", "城", "峰", "岭", "洞")
OWN_LEAST = 3  # characters at least: a two-character name is a quarter named after its landmark (天桥, 前门)
# a county (安東縣, 蕪湖縣: three characters at least, not 本县 or 贵县, a speaker's; never an office, 知县) and a
# prefecture (處州, 岳州: two characters do, a prefecture's name is its seat's and one character more; not 九州 or
# 神州, the whole land, nor 本州, 该州, a speaker's; a city the gazetteer knows, 揚州, is said so by it)
_COUNTY, _PREFECTURE = "县", "州"
# (一州, 两州: a count; 亚州, 欧州, 美州, 非州, 澳州: a continent misspelt; 贵州: a province)
_NOT_PREFECTURES = frozenset("一二三四五六七八九十两几神中各本该此全外他某每满亚欧美非澳贵")
# heads a person's given name ends in too (倪霜峰, 卜薇园, 鲍文亭): a place of three characters opening with the
# surname of one of the book's people (倪老爹) is that person misfiled, unless a family's place (王家庄)
_GIVEN_HEADS = frozenset("峰岭园亭阁楼桥庄")
# a family's or a prince's house (荣府, 贾府, 宁国府, 北静王府), never a prefecture (开封府, 大名府: a town)
_MANSION = re.compile(r"^(?:[\u3400-\u9fff]|[\u3400-\u9fff]+[国公王])府$")
_POLITE = ("先生", "老爷", "大人")  # (校长先生: the headmaster)
# a married woman named by her husband's surname and her title (王夫人, 陶太太)
_MARRIED_TITLES = ("夫人", "太太")


def named(name: str, kind: str, places: frozenset[str] = frozenset(),
          people: frozenset[str] = frozenset()) -> str | None:
    """What `name` says its bearer is, as the book writes it (匏止坪: 坪; 公爵: 公爵; 傻伯爵: 伯爵; 王夫人: 夫人), or None:
    the kind of place its last word names, or the title a person is called by (a rank, alone or closing the name; an
    office or calling alone; a married woman's title after one surname; a body's kind, 国民小学: 小学). A name closing with
    another of the book's places (`places`) is a phrase about that one (大闹天宫 of 天宫: an event), no kind of place."""
    seen = view(name, True)
    if kind == "organisation":  # 国民小学, 益中公司: the kind of body its own last word says
        head = next((h for h in BODY_HEADS if seen.endswith(h) and len(seen) > len(h)), None)
        return name[-len(head):] if head else None
    if kind == "place":
        if any(name.endswith(p) and len(name) > len(p) >= 2 for p in places):
            return None
        if _MANSION.match(seen):
            return name[-1]
        if len(seen) >= OWN_LEAST and seen.endswith(_COUNTY) and not seen.endswith("知县"):
            return name[-1]
        if seen.endswith(_PREFECTURE):
            return name[-1] if len(seen) == 2 and seen[0] not in _NOT_PREFECTURES and not _known(name) else None
        head = next((h for h in OWN_HEADS if seen.endswith(h)), None)
        if head in _GIVEN_HEADS and len(seen) == 3 and seen[1] != "家" and _surname_of(seen[0], people):
            return None
        return name[-len(head):] if head and len(seen) >= max(OWN_LEAST, len(head) + 1) else None
    if kind != "person":
        return None
    if seen in ZH_RANKS or seen in ROLES:
        return name
    # an office or calling and the polite word a pupil or a servant says after it (校長先生, 医生先生): the office
    if (polite := next((p for p in _POLITE if seen.endswith(p) and seen[:-len(p)] in ROLES), None)) is not None:
        return name[:-len(polite)]
    rank = next((r for r in sorted(ZH_RANKS, key=len, reverse=True) if seen.endswith(r)), None)
    if rank:
        return name[-len(rank):]
    # (not an office after a surname, 李嬷嬷, 宋押司: the finder ties those to a name, or a relation says more)
    title = next((t for t in _MARRIED_TITLES if seen.endswith(t) and seen[:-len(t)] in ZH_SURNAMES), None)
    return name[-len(title):] if title else None


def _surname_of(char: str, people: frozenset[str]) -> bool:
    """`char` is a surname one of the book's people bears (倪 of 倪老爹), in the Simplified view: a form of three
    characters or more opens with it (a full name, or the surname and a title; not 文卿, a given name)."""
    return char in ZH_SURNAMES and any(len(p) >= 3 and view(p, True)[0] == char for p in people)


@lru_cache(maxsize=1024)
def _known(name: str) -> bool:
    """A city the cross-book gazetteer knows (揚州: a city in China), which its line says better than 一个州."""
    return bool(placed({name: (name,)}, "zh", home=True))
