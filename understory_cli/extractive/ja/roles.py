"""What Japanese says someone or somewhere is, in the words written with the name (roles.py reads them and counts
them): the kind of place written after a place's name (ツーロン港, サンムトリ市, 「ディーニュの小さな町」), a calling set
before a person's name (画家サルヴァトル・ロザ, 学者のアラムハラド, 技師ペンネンナーム; with の, any noun shaped like a
calling: 大地主のトゥリローニー, 盲人のピュー) and a title naming a calling written after it (ミンチン先生, クルウ大尉);
and a body's kind after its name (テルソン銀行: place_kinds.py made it an organisation by the same words).

Only a kind word that ends there counts: not 市場 (a market), 市民, 市庁, 山国, 火山局 (what is in or of the place),
nor アンブロン大会堂 (another place, named after this one). With の only what is the place itself: 「Xの町」, 「Xの村」,
「Xの市」, 「Xの国」 (not 「Xの港」 or 「Xの都」: the harbour of X, the capital of X; nor 「Xの山」 or 「Xの川」: its
mountains, its rivers). An honorific is no role (ミンチン女史, ミリエル氏): only a title that names a calling.

A calling before a person's name counts written once where it is the only role the text writes with that person
(`once`: 副船長のアローさん, 猟場番人のレッドルース爺さん, 亭主のジャカン・ラバール); a place's kind or a title after the
name still needs roles.py's two statements or the first naming. A katakana name with a vessel's head, ヒスパニオーラ号,
メデューズ号 (shapes.VESSEL), says it is a ship (`named`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..gazetteer import placed, worn_by
from ..regions import region
from ..place_kinds import ORGANISATIONS, NOT_AFTER
from .analyser import tokens
from .copula_roles import SCENE_ROLES, calling_said as _calling_said, told as _copula_told
from .lexicon import JA_FIRST_PERSON, JA_TITLES
from .shapes import VESSEL

__all__ = ["ENDS", "FIRST_PERSON", "NARRATOR", "OPENS", "said", "stated", "surname_title", "role_of", "calling", "once", "named",
           "calling_before"]

NARRATOR, FIRST_PERSON = "語り手", frozenset(JA_FIRST_PERSON)  # roles.narrated: 「ジム、」 said to the narrator's 私

_WORD = r"[\u4e00-\u9fff々\u30a1-\u30fcー・]"  # a character that would make the kind word part of a longer one
# the kind of place written right after its name (ツーロン港, 越後国, 長良川); longest first (火山 before 山)
PLACE_TYPES = ("火山", "半島", "王国", "地方", "市", "町", "村", "港", "県", "郡", "州", "寺", "川", "河", "山", "島", "湖", "国")
# …and written after の: the place itself, said with an adjective or not (ディーニュの小さな町)
PLACE_TYPES_OF = ("町", "市", "村", "国")
_ADJECTIVE = r"(?:小さな|大きな|小さい|大きい|古い|古びた|美しい|静かな|寂しい|淋しい|賑やかな|にぎやかな|田舎の|山間の|海辺の)"
_PLACE_AFTER = re.compile(rf"(?:{'|'.join(PLACE_TYPES)})(?!{_WORD})")
_PLACE_OF = re.compile(rf"の{_ADJECTIVE}?(?:{'|'.join(PLACE_TYPES_OF)})(?!{_WORD})")
_ADJECTIVE_AT = re.compile(_ADJECTIVE)
_ORGANISATION_AFTER = re.compile(rf"(?:{'|'.join(ORGANISATIONS['ja'])})(?![{NOT_AFTER['ja']}])")
# callings a person is named by, written before the name (画家サルヴァトル・ロザ, 羊飼のミーロ); no kin (relations.py
# reads those between two names) and no word for anyone (男, 紳士, 少年: what describe.py weighs as a description)
CALLINGS = ("画家", "画工", "詩人", "作家", "小説家", "音楽家", "彫刻家", "学者", "博士", "技師", "医者", "医師", "教師", "牧師",
            "神父", "司祭", "司教", "大司教", "法王", "教皇", "皇帝", "国王", "女王", "王子", "王女", "将軍", "元帥", "大尉",
            "船長", "判事", "弁護士", "亭主", "女中", "下女", "召使", "羊飼", "百姓", "漁師", "猟師", "職人", "商人", "車夫",
            "馬子", "船頭", "番頭", "庄屋", "和尚", "坊主", "僧", "尼", "校長", "教頭", "女将",
            # a station or service no doer's ending shows (後家のお甲, 小間使のお菊: 宮本武蔵, 吸血鬼)
            "後家", "小間使", "乳母", "秘書", "家来", "家老", "手代", "丁稚", "仲居", "遊女", "車掌")
_CALLING = "|".join(sorted(CALLINGS, key=len, reverse=True))
# (the calling a whole word: not 大画家 read as 画家)
_BEFORE = re.compile(rf"(?<![\u4e00-\u9fff々])(?:{_CALLING})の?$")
# …and any calling shaped like one, written with の before a name (大地主のトゥリローニー, 盲人のピュー, 舵手のイズレール,
# 猟場番人のレッドルース, 従僕のペトゥルーシカ): a kanji noun ending in a word for one who does or is something (者, 師, 人,
# 手, 官, 長, 僕 …).
# Not a tie or a count (相手, 友人, 仲間, 二人: nor kin, which ends in none of these), nor a place (checked by the caller)
_DOER = "者師士員長主人手官将尉卿匠工婦夫僧飼番賊医守僕婢男丁童嬢奴優"  # 従僕, 下婢, 下男, 馬丁, 牧童: a servant's too; 老嬢, 農奴;
# 女優, 俳優 (活動女優のメリー・ピクフォード)
# …or a learner's 生 (学生, 書生, 門下生: not 一生, 人生, 誕生)
_OPEN = re.compile(rf"[\u4e00-\u9fff々]{{1,4}}[{_DOER}]|[\u4e00-\u9fff々]{{0,3}}[学書塾門下業究宿級]生")
NOT_CALLINGS = frozenset("相手 上手 下手 友人 他人 本人 当人 個人 主人 大人 恋人 家人 知人 隣人 人人 夫婦 工夫 丈夫 大丈夫"
                         " 自身 自主 持主 王者 死者 読者 筆者 作者 信者 同士 令嬢 愛嬢 彼奴"
                         " 後者 前者 両者 成人".split())  # ('the latter', an adult: no calling)
# the noun before a calling that says which (舞踊の教師の, 慶応義塾の学生の): a whole word, kanji or katakana
_WHICH = re.compile(r"(?<![\u4e00-\u9fff々\u30a1-\u30fcー・])([\u4e00-\u9fff々\u30a1-\u30fcー・]{2,8})の$")
_OPEN_BEFORE = re.compile(r"(?<![\u4e00-\u9fff々])([\u4e00-\u9fff々]{2,5})の$")
# callings a translation writes in katakana (タイピストのビュルストナー嬢): no shape tells them from a loanword for a
# thing (ベッド, テーブル), so a closed class every translated book shares
KATAKANA_CALLINGS = frozenset("""タイピスト ピアニスト ヴァイオリニスト バイオリニスト ジャーナリスト アーティスト ダンサー
    コック メイド ボーイ ウエイター ウェイター ウエイトレス ウェイトレス バーテン バーテンダー マネージャー コーチ パイロット
    ボクサー アナウンサー シェフ ナース ドクトル ドクター ガイド スパイ ギャング カウボーイ ガヴァネス ガバネス
    セールスマン ビジネスマン サラリーマン タクシー運転手 モデル プロデューサー デザイナー カメラマン レポーター
    ジョッキー マドロス コンシェルジュ ポーター ベルボーイ メッセンジャー""".split())
_KATAKANA_BEFORE = re.compile(r"(?<![\u30a1-\u30fcー・])([\u30a1-\u30fcー]{2,12})の$")
# a calling the name is introduced as, after it: 「土居光一という画家」, 「浜田と云う、慶応義塾の学生」, 「海老塚というビッコの
# 医者」 (the noun phrase up to its end; copula_roles.calling_said reads its last noun and the one before it by の)
_INTRODUCING = r"(?:という|と云う|とか云う|とかいう|と言う|といふ)"
_NOUN_RUN = r"[\u4e00-\u9fff々\u30a1-\u30fcー]"
_INTRODUCED = re.compile(rf"{_INTRODUCING}、?({_NOUN_RUN}{{1,10}}(?:の{_NOUN_RUN}{{1,8}})?)(?!{_NOUN_RUN})")
_INTRODUCED_AT = re.compile(rf"^{_INTRODUCING}、?")
_GIVEN = re.compile(rf"[\u4e00-\u9fff々]{{1,3}}(?={_INTRODUCING})")  # a given name written solid after the surname
# …or named after it, the calling said first with で: 「十等官の寡婦で、コローボチカといいますんで」
_CALLED_AFTER = re.compile(r"^(?:と(?:いい|云い|言い|申し|いう|云う|言う|申す)|って)")
_BEING_BEFORE = re.compile(rf"(?<![\u4e00-\u9fff々\u30a1-\u30fcー])({_NOUN_RUN}{{1,10}}(?:の{_NOUN_RUN}{{1,8}})?)で、?$")
# titles after a name that name a calling (ミンチン先生, クルウ大尉, ネネム裁判長): the lexicon's, and 先生 (an
# honorific the finder drops, but a teacher's or a doctor's); not 女史, 嬢, 閣下, 陛下: honorifics or rank only
# …and a police or a firm's office a kanji surname wears (中村係長, 警視庁の中村係長): said beside him, no title the
# finder ties (the office alone is no entry: common_nouns.worn)
TITLES = tuple(t for t in JA_TITLES if t not in {"女史", "嬢", "閣下", "陛下", "殿下", "小父"}) + ("先生", "係長", "課長", "部長", "警部")
# …and a calling a name wears as its title in the narration (明智探偵, 諸井看護婦, フルト弁護士, 土居画伯, 今西刑事): said beside it
TITLES += ("弁護士", "名探偵", "探偵", "刑事", "巡査", "記者", "検事", "看護婦", "画伯", "文士", "代議士")
_TITLE_AFTER = re.compile(rf"(?:{'|'.join(sorted(TITLES, key=len, reverse=True))})(?!{_WORD})")
_TITLE_END = re.compile(rf"(?<![\u4e00-\u9fff々])(?:{'|'.join(sorted(TITLES, key=len, reverse=True))})$")  # not 大博士's 博士

# the last character of what may stand before a name and the first of what may follow it: roles.py asks `said` only there
WINDOW = 14  # characters read before a name: a calling with the noun that says which (慶応義塾の学生の)
# what ends a name's clause for a role: roles.py's, but not 、 (「浜田と云う、慶応義塾の学生」: the introduction goes on)
CUT = re.compile("[，。！？；：“”「」『』,.;:!?\n．]")
ENDS = frozenset(c[-1] for c in CALLINGS) | {"の"}  # (an open calling ends in の)


class _Opening(frozenset):
    """The first characters of what may follow a name, and any kanji: a given name written solid after a surname the
    finder keeps alone, then its introduction (高柳|利三郎といふ新進政事家)."""

    def __contains__(self, character: object) -> bool:
        return super().__contains__(character) or isinstance(character, str) and "\u4e00" <= character <= "\u9fff"


OPENS = _Opening({w[0] for w in PLACE_TYPES + TITLES + ORGANISATIONS["ja"]} | {"の", "と"})


def said(before: str, after: str, name: str, kind: str, places: frozenset[str]) -> str | None:
    """The words as written beside `name` that say its role or kind of place (ツーロン|港, ディーニュ|の小さな町,
    画家の|ミレー), or None; role_of gives the role they say."""
    if kind == "place":
        m = _PLACE_AFTER.match(after) or _PLACE_OF.match(after)
        # a name that says its kind already (長良川, 越後国) is given none by the next words: 長良川の村 is what is there
        return m.group() if m and not name.endswith(PLACE_TYPES) else None
    if kind == "organisation":  # テルソン|銀行: what kind of body (place_kinds.py made it one by the same words)
        return m.group() if (m := _ORGANISATION_AFTER.match(after)) else None
    if kind != "person":
        return None
    if (m := _BEFORE.search(before)) and not name.startswith(role_of(m.group())):
        return _which(before[:m.start()]) + m.group()
    if (m := _OPEN_BEFORE.search(before)) and calling(m.group(1)) and m.group(1) not in places:
        return _which(before[:m.start()]) + m.group()
    if (m := _KATAKANA_BEFORE.search(before)) and m.group(1) in KATAKANA_CALLINGS:
        return _which(before[:m.start()]) + m.group()
    if (m := _TITLE_AFTER.match(after)) and not name.endswith(m.group()):
        return m.group()
    if (m := _INTRODUCED.match(after)) and (role := _calling_said(m.group(1))) and m.group(1).endswith(role):
        return m.group()
    # (a surname the finder keeps alone, written whole with its given name: 「高柳利三郎といふ新進政事家」 of 高柳)
    if re.fullmatch(r"[\u4e00-\u9fff々]{2,3}", name) and (given := _GIVEN.match(after)) \
            and (m := _INTRODUCED.match(after, given.end())) and (role := _calling_said(m.group(1))) \
            and m.group(1).endswith(role):
        return role
    if _CALLED_AFTER.match(after) and (m := _BEING_BEFORE.search(before)) and (role := _calling_said(m.group(1))) \
            and m.group(1).endswith(role):
        return role  # (as the language says it: the で、 between it and the name is no part of it)
    return None


def stated(texts: list[str], forms: list[str]) -> list[tuple[str, str, int]]:
    """(form, calling, paragraph) a copula says of a person anywhere in the book (「浜田は慶応義塾の学生で、」:
    copula_roles.py); roles.py keeps only a person's."""
    return _copula_told(texts, forms)


def _which(before: str) -> str:
    """The noun with の written before a calling that says which (舞踊の|教師のX, 警視庁の|刑事のX), as written, or
    "": only nouns (no pronoun's, 「彼の教師の」, nor a demonstrative's, a time's or a count's), two characters at least."""
    m = _WHICH.search(before)
    if not m:
        return ""
    parts = tokens(m.group(1))
    return m.group() if parts and all(t.pos[0] in ("名詞", "接頭辞", "接尾辞") and t.pos[1] not in ("代名詞", "数詞")
                                      and t.pos[2] != "副詞可能" for t in parts) else ""


def calling(word: str) -> bool:
    """A word naming what someone is (学者, 大地主, 盲人, 舵手, 猟場番人), in the closed list or of the open shape; not
    a part in one scene (同行者, 被害者: copula_roles.SCENE_ROLES)."""
    return word in CALLINGS or bool(_OPEN.fullmatch(word)) and word not in NOT_CALLINGS and word not in SCENE_ROLES \
        and not re.fullmatch(r"[一二三四五六七八九十百千何数幾]+人", word) and _one_noun(word)


def _one_noun(word: str) -> bool:
    """Nouns and their affixes, none a time or a manner (結局学者: 'after all', the scholar)."""
    return all(t.pos[0] in ("名詞", "接頭辞", "接尾辞") and t.pos[2] != "副詞可能" for t in tokens(word))


_CALLING_OF = re.compile(r"(?<![\u4e00-\u9fff々\u30a1-\u30fcー・])([\u4e00-\u9fff々\u30a1-\u30fcー]{2,8})の$")


def calling_before(sentence: str, start: int) -> int:
    """The length of a calling written with の right before a name at `start` (監視人の, タイピストの), else 0: the clause
    describe.py quotes from a long sentence takes it in (「…監視人のフランツという男を…」)."""
    m = _CALLING_OF.search(sentence, max(start - 10, 0), start)
    return len(m.group()) if m and (m.group(1) in KATAKANA_CALLINGS or calling(m.group(1))) else 0


def once(role: str) -> bool:
    """A person's calling of the strong shapes (the closed list, or the open shape written with の) counts written once:
    a translated novel names a minor hand by his post at one meeting (副船長のアローさん) and by name after."""
    role = role.rpartition("の")[2]  # (舞踊の教師: the calling, whichever one it is)
    return role not in PLACE_TYPES and role not in TITLES and (calling(role) or role in KATAKANA_CALLINGS)


# the kind a Japanese place's own last word says (富士山, 西片町, 上野公園, 戸山ヶ原): a kanji name of three characters
# at least (a two-character one is a surname as often: 小川, 中村, 高橋), written as the line says it
OWN_HEADS = {"公園": "公園", "神社": "神社", "温泉": "温泉", "半島": "半島", "山": "山", "寺": "寺", "島": "島", "村": "村",
             "町": "町", "橋": "橋", "川": "川", "坂": "坂", "駅": "駅", "湖": "湖", "峠": "峠", "港": "港", "ヶ原": "野原",
             "ケ原": "野原", "城": "城"}
_KANJI_NAME = re.compile(r"[\u4e00-\u9fff々ヶケノ]{3,}")
# Japan's islands and regions, a closed class every book shares (not 中国: China as often)
REGIONS = frozenset("北海道 本州 四国 九州 東北 関東 関西 中部 近畿 北陸 東海 山陰 山陽".split())
# …and its old provinces (越後, 信濃, 薩摩), not those a word or a given name writes as often (甲斐, 大和, 山城, 和泉,
# 日向, 武蔵) nor 上野, Tokyo's Ueno
PROVINCES = frozenset("""陸奥 出羽 常陸 下野 上総 下総 安房 相模 伊豆 駿河 遠江 三河 尾張 美濃 飛騨 信濃 越後 越中 越前 加賀 能登
    佐渡 若狭 近江 伊賀 伊勢 志摩 紀伊 河内 摂津 丹波 丹後 但馬 因幡 伯耆 出雲 石見 隠岐 播磨 美作 備前 備中 備後 安芸 周防
    長門 淡路 阿波 讃岐 伊予 土佐 筑前 筑後 豊前 豊後 肥前 肥後 大隅 薩摩 壱岐 対馬""".split())
# …and the old provinces' common names in 州 (信州 of 信濃, 紀州, 長州; not 九州, a region, nor 加州 or 豪州: California,
# Australia as often)
PROVINCES |= frozenset("""信州 甲州 上州 武州 相州 駿州 遠州 尾州 江州 勢州 紀州 泉州 摂州 播州 芸州 長州 讃州 予州 土州 薩州 奥州
    羽州 越州 房州 常州 野州 豆州 雲州 因州 作州""".split())
# today's prefectures whose names end in a head word (神奈川 is no river, 鹿児島 no island): never read by that word
PREFECTURES = frozenset("神奈川 和歌山 鹿児島".split())


def named(name: str, kind: str, places: frozenset[str] = frozenset(), people: frozenset[str] = frozenset()) -> str | None:
    """What a name says of itself: a katakana name with a vessel's head (ヒスパニオーラ号, カサンドラ号) is a ship; a
    person's name ending in a title that names a calling (ヴィタリス親方, クーボー大博士) is one of that calling: the
    title is written with the name every time, so no word beside it ever says so (roles.py asks only where none does).
    A body whose own name ends in its kind (帝国銀行: 銀行, place_kinds.ORGANISATIONS). A place: one of Japan's regions
    (九州: 日本の地方), old provinces (越後: 日本の旧国) or France's (ガスコーニュ: regions.py), or the kind its own last
    word says (`OWN_HEADS`), unless a town the gazetteer knows bears the name (修善寺 is a town as often as a temple:
    the gazetteer says which) or one of the book's people's forms is it, or it with an honorific (a surname misfiled:
    松本さん)."""
    if kind == "person":
        title = _TITLE_END.search(name)
        return title.group() if title and title.start() >= 2 else None
    if kind == "organisation":  # クラフト商会, 帝国銀行: the kind of body its own last word says
        return next((h for h in ORGANISATIONS["ja"] if name.endswith(h) and len(name) > len(h)), None)
    if kind != "place":
        return "船" if VESSEL.fullmatch(name) else None
    if worn_by([name], people, "ja"):
        return None
    if name in REGIONS or name in PROVINCES:
        return "日本の地方" if name in REGIONS else "日本の旧国"
    if abroad := region(name, "ja"):
        return abroad
    head = next((h for h in OWN_HEADS if name.endswith(h)), None)
    if head is None or not _KANJI_NAME.fullmatch(name) or name in PREFECTURES \
            or any(name.endswith(p) and name != p for p in places):
        return None
    return OWN_HEADS[head] if not _town(name) else None


@lru_cache(maxsize=1024)
def _town(name: str) -> bool:
    """A city or town of Japan the cross-book gazetteer knows by this name (修善寺, 国分寺)."""
    return bool(placed({name: (name,)}, "ja", home=True))


def role_of(written: str) -> str:
    """The role in the words written with the name: の小さな町 -> 町, 画家の -> 画家, 港 -> 港."""
    word = _INTRODUCED_AT.sub("", written.removesuffix("の").removeprefix("の"))  # (という画家 -> 画家)
    kind = _ADJECTIVE_AT.match(word)
    return word[kind.end():] if kind else word


def surname_title(name: str, alias: str, seen: str) -> str | None:
    """Japanese ties no surname-and-title form to a name here: a title after the name is read beside it (said)."""
    return None
