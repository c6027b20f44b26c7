"""Japanese word shapes that tell a candidate's extent or kind past its uses' cues (candidates.py): a piece of a
longer word (那古 of 那古井), an adjectival noun (鄭寧な), a land by its language or people (日本語, 日本人), a katakana
name the dictionary knows as a person's (ミレー, ターナー), one known as a place's someone (長良の乙女), a katakana
word only ever the first part of another (ジョージ of ジョージ金貨), a katakana sound (ヂン、ドン！)
and a noun for a being the text counts or gives to several (三人の幽霊, Xの主婦さん / Yの主婦さん)."""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from ..types import Candidate, Votes
from .analyser import entries, one_common_noun, reading, tokens
from .lexicon import JA_HONORIFICS_KANJI, JA_PLACE_NOUNS, JA_ROLES, JA_TITLES, is_address, is_person_word

KATAKANA = "\u30a1-\u30fa\u30fc\u30fd\u30fe\u31f0-\u31ff"  # ・ (U+30FB) joins names: レオナルド・ダ・ヴィンチ
KANJI = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々"
KATAKANA_WORD = re.compile(rf"[{KATAKANA}]{{2,}}")

# 「亭主のジャカン・ラバール」: a role or a tie in apposition before a name (describe.py's, the plainest)
ROLE_BEFORE = re.compile(r"(?:主人|亭主|女房|女中|下女|下男|召使|婢|番頭|小僧|親方|船頭|馬子|甥|姪|息子|娘|妹|弟|兄|姉)の$")
# 「山陽は俗な男だ」: said with a copula to be a man or a woman, a person whatever the dictionary's 地名 (頼山陽)
BEING_PERSON = re.compile(r"^[はも]、?[^。、！？「」は]{0,20}?(?:男|女|人間|奴)(?:だ|である|です|でした|であった|であります|なりき|なり(?![け]))(?![ろ])")
# a katakana name and the kanji noun that heads it, one name (ベンボー提督屋, ヒスパニオーラ号; the analyser cuts
# the katakana off): a house (an inn, a shop: a place) or a vessel (a thing), as the head says
HOUSE = rf"[{KANJI}]{{0,2}}(?:屋|亭|館)(?![{KANJI}])"
# …and a house or a quarter named in kanji (伏見屋, 山城屋, 新茶屋: an inn, a shop, a teahouse; 荒町: a quarter): a place
# more often than not, though a surname has the shape too (土屋さん): a weak vote each use's cues outweigh, never for a
# common noun (部屋, 茶屋, 下町) nor a word for someone (車屋, 宿屋)
KANJI_HOUSE = re.compile(rf"[{KANJI}]{{1,4}}(?:屋|亭|館|町)")
VESSEL = re.compile(rf"(?<![{KATAKANA}・])([{KATAKANA}]{{2,}})(?:号|丸|艦)(?![{KANJI}])")
# 「ジェイムズ・ミリガン氏」: a ・-name of katakana whose only kanji is an honorific after it (dropped, as after any name)
_HONORIFIC_TAIL = re.compile(rf"[{KATAKANA}・]+(?:{'|'.join(sorted(JA_HONORIFICS_KANJI, key=len, reverse=True))})")


def honorific_tail(run: str) -> bool:
    """A katakana ・-name written solid with an honorific (ジェイムズ・ミリガン氏): no name with kanji in it, the
    katakana name and its honorific."""
    return bool(_HONORIFIC_TAIL.fullmatch(run))


_AROUND_NAME = re.compile(rf"([{KANJI}]*)([{KATAKANA}]+(?:・[{KATAKANA}]+)+)([{KANJI}]*)")


def person_tail(run: str) -> bool:
    """A katakana ・-name written solid with words for a kind of person, 「祖父ジャン・ミシェル老人の赤ら顔」: the name and
    words about him (a grandfather, an old man), not a name of its own; a title the name keeps (…親方, …博士) or a
    wife's (…夫人) is one."""
    m = _AROUND_NAME.fullmatch(run)
    if not m or not (m.group(1) or m.group(3)):
        return False
    return all(not word or is_person_word(word) and word not in JA_TITLES and not is_address(word)
               for word in (m.group(1), m.group(3)))


WHOLE_SHARE = 0.9  # of a kanji form's uses followed by one same kanji: the name is the longer word


def whole_words(out: dict[str, Candidate], whole: str) -> None:
    """那古 of 那古井: a kanji form nearly always written before the same kanji is a piece of a longer name
    (the analyser cut it); the candidate is the whole word. Not before an honorific or a title (古賀君)."""
    for form in [f for f in out if re.fullmatch(f"[{KANJI}]{{2,}}", f)]:
        after = Counter(whole[m.end():m.end() + 1] for m in re.finditer(re.escape(form), whole))
        (char, n), total = after.most_common(1)[0], sum(after.values())
        if re.fullmatch(f"[{KANJI}]", char) and n >= WHOLE_SHARE * total and form + char not in out \
                and not any(t.startswith(char) for t in JA_HONORIFICS_KANJI + JA_TITLES) and char not in JA_ROLES:
            c = out.pop(form)
            out[form + char] = Candidate(form + char, c.count, c.kind_votes)


# what a name keeps after it, written solid: a title, a rank or a word for a person (ミンチン先生, ペンネン技師,
# ヴェーッサンタラ大王, ジェルボー婆さん), a place's kind (エルバ島, シャフォー街, キット入江), a ruler's number (ルイ十七世), a
# language or a people (ロシヤ人)
_NAMED_HEAD = re.compile(rf"(?:{'|'.join(JA_PLACE_NOUNS + ('入江', '火山', '市', '県', '州', '地方', '湾', '岬', '半島'))}"
                         rf"|提督|大王|王|皇帝|女王|親分|語|人|[〇一二三四五六七八九十百千万])")
PART_SHARE = 0.5  # of the uses, before a kanji word that makes another word of it (ジョージ金貨, ジョージ王屋)


def parts(out: dict[str, Candidate], whole: str) -> None:
    """ジョージ of ジョージ王屋 (an inn), ジョージ金貨 (a coin) and ジョージ陛下: a katakana word never written alone, a kanji
    word solid after it at every use and in most of them one that makes another word of it (a house, a coin, a
    vessel, a thing: スクーナー船, コルク抜き), is a part of those words, no entry; unless the longer word is an entry
    itself (ベンボー of ベンボー提督屋, its part there)."""
    forms = [f for f in out if KATAKANA_WORD.fullmatch(f)
             and not any(o != f and o.startswith(f) and re.match(f"[{KANJI}]", o[len(f)]) for o in out)]
    if not forms:
        return
    after: dict[str, list[str]] = {f: [] for f in forms}  # what follows each use: one pass over the book
    written = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
    for m in re.finditer(rf"(?<![{KATAKANA}・])(?:{written})(?![{KATAKANA}・])", whole):
        after[m.group()].append(whole[m.end():m.end() + 4])
    for form, heads in after.items():
        if heads and all(re.match(f"[{KANJI}]", a) for a in heads) \
                and sum(not _named_head(a) for a in heads) >= PART_SHARE * len(heads):
            del out[form]


def _named_head(after: str) -> bool:
    """The kanji word after a name is one the name keeps (a title, a person's word, a place's kind), not a house's."""
    run = re.match(f"[{KANJI}]+", after)
    word = run.group() if run else ""
    if re.match(HOUSE, word):
        return False
    return bool(_NAMED_HEAD.match(word)) or any(word.startswith(t) for t in JA_TITLES + JA_HONORIFICS_KANJI) \
        or any(is_person_word(word[:k]) or is_address(word[:k]) for k in range(1, len(word) + 1))


ADJECTIVAL = re.compile(r"な(?![んどらぞの])")  # 鄭寧な言葉: a name is never followed by the copula's な (なんて, など)
ADJECTIVAL_SHARE = 0.5  # of the uses, followed by な, に or で: 鄭寧に拝見した, 鄭寧で親切で


def adjectival(form: str, whole: str) -> bool:
    """A kanji or katakana word used as an adjectival noun (鄭寧, a surname and a given name to the dictionary: 丁寧,
    polite): followed by な at least once, and by な, に or で in half its uses."""
    if not re.fullmatch(f"[{KANJI}]+|[{KATAKANA}]+", form):  # ハイカラなばけもの too
        return False
    after = [whole[m.end():m.end() + 2] for m in re.finditer(re.escape(form), whole)]
    return (any(ADJECTIVAL.match(a) for a in after)
            and sum(bool(ADJECTIVAL.match(a)) or a[:1] in ("に", "で") for a in after) >= ADJECTIVAL_SHARE * len(after))


def attributive_only(form: str, whole: str) -> bool:
    """A kanji word written only before の (太平の民, 太平の象: peace, to the dictionary a place's name too): never
    a case particle's, nothing shows it a place (kanji only: a katakana one is a foreign land's name)."""
    if not re.fullmatch(f"[{KANJI}]+", form):
        return False
    after = [whole[m.end():m.end() + 2] for m in re.finditer(re.escape(form), whole)]
    nouns = Counter(a[1:] for a in after)
    # …before a different word each time: one word in most uses is a place's someone (長良の乙女: `someones`)
    return all(a[:1] == "の" for a in after) and max(nouns.values()) < SOMEONE_SHARE * len(after)


# 日本語, 英吉利人: a land's language or people, written as one word with it (not 人形, a doll; 人間, 人気)
_LAND_WORD = r"(?=語|人(?![形間気物]))"


def land_uses(form: str, whole: str) -> int:
    """The uses of `form` as the land of a language or a people (日本語で読む, 日本人): the dictionary tags such a
    compound as one common noun, so the land's own tag misses them."""
    if form + "語" not in whole and form + "人" not in whole:  # most forms: no regex over the book
        return 0
    return len(re.findall(rf"(?<![{KANJI}{KATAKANA}]){re.escape(form)}{_LAND_WORD}", whole))


FIRM_SHARE = 0.8  # of the dictionary's tags giving one kind, and of the uses the dictionary tags at all


def firm(form: str, kind: str, n: int, tagged: int, uses: int, land: int) -> bool:
    """The dictionary's kind is firm: it gives `kind` at nearly all the uses it tags, and tags nearly all of them.
    A place is so counting the uses as a land (日本語); a person only for a katakana word (ミレー, ターナー: the
    dictionary knows foreign names, while its 人名 on kanji err: 鄭寧, 君等)."""
    if n < FIRM_SHARE * tagged:
        return False
    if kind == "person":
        return bool(KATAKANA_WORD.fullmatch(form)) and tagged >= FIRM_SHARE * uses
    return tagged + (land if kind == "place" else 0) >= FIRM_SHARE * uses


# 長良の乙女: a place's someone, a kanji word for a kind of person after の (乙女 too; not 志保田の娘 of a house the
# uses call a person)
_SOMEONE = re.compile(rf"の([{KANJI}]{{1,3}}?)(?:さん|様)?(?![{KANJI}])")
SOMEONE_SHARE = 0.6  # of the place's uses, written before the same の-noun
SOMEONE_MIN = 3


def someones(out: dict[str, Candidate], whole: str) -> None:
    """長良 of 長良の乙女: a kanji place written before の and the same word for a kind of person in most of its
    uses is that someone's name (a legend's maiden), a person whole; the place keeps only its other uses."""
    for form in [f for f, c in out.items() if re.fullmatch(f"[{KANJI}]{{2,}}", f)
                 and c.kind_votes["place"] > c.kind_votes["person"]]:
        if form + "の" not in whole:
            continue
        nouns: Counter[str] = Counter()
        for m in re.finditer(rf"(?<![{KANJI}]){re.escape(form)}", whole):
            after = _SOMEONE.match(whole, m.end())
            if after and is_person_word(after.group(1)):
                nouns[after.group(1)] += 1
        if not nouns:
            continue
        noun, n = nouns.most_common(1)[0]
        name = f"{form}の{noun}"
        if n < SOMEONE_MIN or n < SOMEONE_SHARE * out[form].count or name in out:
            continue
        place = out.pop(form)
        out[name] = Candidate(name, n, Votes({"person": float(n)}))
        if place.count - n >= SOMEONE_MIN:
            out[form] = Candidate(form, place.count - n, place.kind_votes)


# how a translation introduces a person by name: 「マグロアールという婢」 (a noun for a kind of person after という),
# 「主人はジャカン・ラバールといって」 (a person noun its topic), 「名をＧ某と言った」; and 「マグロアールは…女である」, the
# subject of a copula whose noun is a kind of person
_CALLED = re.compile(r"(?:某)?(?:といって|と言って|と云って|といい|と言い|と云い|と言った|と云った|といった|と申)")
_TOPIC = re.compile(rf"(?:名を|名は|名前を|名前は|([{KANJI}]{{1,3}})は)、?$")
_NOUN_AFTER = re.compile(rf"^(?:という|と云う|とかいう|といふ|と云ふ|と言ふ)([{KANJI}]{{1,3}})")  # (an older print's いふ)
_COPULA = re.compile(rf"^は[^。「」『』！？]{{0,36}}?([{KANJI}]{{1,3}})(?:である|であった|だった|でした|です|なりき|なり)[。、]")


def introduced(text: str, start: int, end: int) -> bool:
    """A use of a name that a person's introduction speaks of: after a person noun's は or 名を and before といって /
    と言った, before という and a person noun, or the subject of a copula of a person noun (…女である)."""
    if text[end:end + 1] not in ("と", "は", "某"):  # most uses: no introduction, nothing to search
        return False
    after = text[end:end + 40]
    if _CALLED.match(after) and (topic := _TOPIC.search(text[max(0, start - 5):start])):
        return topic.group(1) is None or is_person_word(topic.group(1))
    noun = _NOUN_AFTER.match(after) or _COPULA.match(after)
    return bool(noun and _person_noun(noun.group(1)))


def _person_noun(word: str) -> bool:
    """A noun for a kind of person, or one ending in one (老嬢, 下婢: the last kanji a person's); not a house (宿屋 is
    the innkeeper too, and 枡屋という宿屋 an inn)."""
    if word[-1:] in _HOUSES:
        return False
    # a rank or a servant's word is a person's too (ゴルベンコという大佐, ペラゲーヤという小間使: 永遠の夫's)
    return is_person_word(word) or is_person_word(word[-1:]) or word[-1:] in _PERSON_HEADS or word in JA_TITLES \
        or word.endswith(_SERVING)


_HOUSES = frozenset("屋 宿 店 館 寺 院 所 家".split())
_SERVING = ("小間使", "召使", "下僕", "侍従", "女中", "下女", "下男")  # (not 僕 alone: "I"; nor 使い, an errand)


_PERSON_HEADS = frozenset("婢 女 男 娘 者 婦 翁 妻 夫 嬢 僧 尼".split())


# 「ヂン、ドン！」, 「カーン、カーン、ハンマー。」: a sentence of nothing but short katakana words between 、 — bells, a
# frog's ケロ、ケロ, a chant; a name called out twice (「ジム、ジム！」) is such a use too, but its other uses are not
_SOUNDS = re.compile(rf"(?:^|(?<=[「『。！？\n\u3000」]))[{KATAKANA}]{{1,6}}(?:[、\u3000][{KATAKANA}]{{1,6}})+(?=[」』。！？\n]|$)")
SOUND_SHARE = 0.8  # of a katakana word's uses, inside such sentences


def sounds(out: dict[str, Candidate], whole: str) -> None:
    """A katakana word written (nearly) only in sentences of katakana words listed between 、 is a sound, no entry."""
    forms = [f for f in out if KATAKANA_WORD.fullmatch(f)]
    if not forms:
        return
    listed = Counter(w for m in _SOUNDS.finditer(whole) for w in re.split("[、\u3000]", m.group()))
    for form in (f for f in forms if listed[f]):
        uses = len(re.findall(rf"(?<![{KATAKANA}]){re.escape(form)}(?![{KATAKANA}])", whole))
        if listed[form] >= SOUND_SHARE * uses:
            del out[form]


# 「三人の幽霊」, 「第一の幽霊」…「第二の幽霊」, 「ディルバーの主婦さん」…「クラチットの主婦さん」: a noun for a being the text
# counts as several, or gives to different holders (an ordinal, a katakana name), is no one's name alone
_HOLDER = rf"(第[一二三四五六七八九十]+|[二三四五六七八九十両幾数]+人|[{KATAKANA}]{{2,}})の(?:お)?"
HOLDERS_MIN = 2


def several(out: dict[str, Candidate], whole: str, offices: set[str]) -> None:
    """A kanji noun the text counts (三人の幽霊) or writes after two holders or more (第一の, 第二の; ディルバーの,
    クラチットの) is worn by several beings: no entry. Not an office a name is said to hold (ディーニュの司教 and
    others) nor a title or a word for a kind of person (司祭, クールーブルーの司祭 and ポンピエリーの司祭): a holder's
    from where the text ties it (titles.py); nor a name the dictionary has only as a person's (「二人の浪子になずく」:
    the two children cling to 浪子, a heroine of 244 uses the count had taken out)."""
    for form in [f for f, c in out.items() if re.fullmatch(f"[{KANJI}]{{2,3}}", f) and f not in offices
                 and not is_address(f) and not is_person_word(f) and not _only_a_name(f)
                 and c.kind_votes["person"] >= max(c.kind_votes["place"], c.kind_votes["term"])]:
        holders = {m.group(1) for m in re.finditer(rf"{_HOLDER}{re.escape(form)}", whole)}
        if len(holders) >= HOLDERS_MIN or any(h.endswith("人") for h in holders):
            del out[form]


def _only_a_name(form: str) -> bool:
    """The dictionary has the word, and only as a person's name (浪子, 武男)."""
    found = entries(form)
    return bool(found) and all(e[2:3] == ("人名",) for e in found)


# 「嘲弄（あざける）」, 「慇懃（ばかていねい）」: a translator's gloss in a reading's place, another word for a common word
def gloss(base: str, kana: str) -> bool:
    """The kana after a word in parentheses is a gloss, no reading of a name: the word is one the dictionary knows as
    a common noun (no proper noun in it) and the kana is not how it reads (嘲弄 is チョウロウ; 山嵐（やまあらし） reads so)."""
    words = tokens(base)
    return bool(words) and all(t.pos[0] == "名詞" and t.pos[1] == "普通名詞" for t in words) \
        and reading(base) != "".join(chr(ord(c) + 0x60) if "\u3041" <= c <= "\u3096" else c for c in kana)


def glued_before(form: str, n: int, runs: Counter[str], share: float) -> bool:
    """A ・-name with a kanji word before it that the name is mostly written without (一方パーヴェル・パーヴロヴィチ,
    先刻パーヴェル・パーヴロヴィチ: an adverb the name follows now and then): the neighbour glued on, no name's part.
    A kanji word the name nearly always wears is kept (`share`: candidates.PREFIXED_SHARE, as for 赤シャツ's 赤)."""
    rest = re.sub(rf"^[{KANJI}]+", "", form)
    return rest != form and "・" in rest and n < share * runs.get(rest, 0)


def kanji_house(form: str) -> bool:
    """伏見屋, 新茶屋: a house's or a quarter's name in kanji, no common noun nor a word for someone; a quarter's
    name the dictionary has as a surname too (大町, 室町, 荒町) is no house: a man called so may never speak."""
    if not KANJI_HOUSE.fullmatch(form) or one_common_noun(form) or is_person_word(form):
        return False
    return not (form.endswith("町") and any(e[2:3] == ("人名",) for e in entries(form)))


# 印度の紳士: a place and a noun for a kind of person, one person's epithet (also written 印度紳士, and 紳士 alone)
PLACE_PERSON = re.compile(rf"([{KANJI}{KATAKANA}]{{2,6}})の([{KANJI}]{{2,3}})")


def epithets(dictionary_kinds: dict[str, Counter[str]], minimum: dict[str, int], whole: str, least: int) -> None:
    """印度の紳士, a place the dictionary knows and a noun for a kind of person: the same written without の
    (印度紳士) is the same epithet, and the noun alone (紳士) is its bearer's when no other such epithet wears it."""
    worn: dict[str, list[str]] = defaultdict(list)
    for form in list(minimum):
        m = PLACE_PERSON.fullmatch(form)
        kinds = dictionary_kinds.get(m.group(1)) if m else None
        if m and kinds and max(kinds, key=kinds.__getitem__) == "place" and is_person_word(m.group(2)):
            worn[m.group(2)].append(form)
            if whole.count(m.group(1) + m.group(2)) >= least:
                minimum.setdefault(m.group(1) + m.group(2), least)
    for noun, forms in worn.items():
        if len(forms) == 1 and whole.count(noun) >= least:
            minimum.setdefault(noun, least)
