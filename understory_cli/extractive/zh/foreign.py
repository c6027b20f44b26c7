"""Shapes of translated fiction (a 1919 translation's 亞猛, 馬克格尼爾, 一公爵): a transliterated name with no Chinese
surname that speaks, its given and family names written solid, and a titled man the text never names."""

from __future__ import annotations

import re
from collections import Counter
from typing import Callable, Sequence

from ..types import Candidate, Paragraph, Votes
from .lexicon import ZH_CLASSICAL_I, ZH_DETERMINER_PREFIXES, ZH_RANKS
from .filters import GLUE_TAGS
from .segment import NEW_WORD, Tagger
from .usage import ZH_TRANSLITERATION, _Usage

# Older translations' transliteration characters past the modern set (亞猛 Armand, 馬克 Marguerite, 小仲馬 Dumas,
# 狄更斯, 拿破崙, 哥倫布, 柏拉圖, 俾斯麥, 孟德斯鳩): none of them is a surname's sign here, only a sound.
ZH_OLD_TRANSLITERATION = frozenset("马猛仲葛狄迭斐俾孟韩欧柏惠礼拿仑哥墨璧慕哲芙妲琼娃姬")
SOUNDS = ZH_TRANSLITERATION | ZH_OLD_TRANSLITERATION
# 著 transliterates (亞猛著彭: Armand Duval) but the Simplified view reads it 着; inside a name only, never at its edge
INNER_SOUNDS = frozenset("着著")
_SOUND = "".join(sorted(SOUNDS))
_INNER = "".join(sorted(SOUNDS | INNER_SOUNDS))

SPOKEN_MIN = 3  # speeches and addresses of a transliteration for it to be someone (亞猛曰, 「亞猛，…)
SPOKEN_SHARE = 0.05
DICTIONARY_MAX = 3  # uses in the dictionary's general text: a name of the book is unknown there (巴黎 is not)
USES_MIN = 5
LONG_MIN = 2  # a solid given and family name written this often (馬克格尼爾)
# 格尼爾姑娘: a family name with Miss or Mister is the bearer (not 夫人: Mrs X is X's wife)
ZH_FAMILY_TITLES = ("姑娘", "小姐", "先生")


def sounded(word: str) -> bool:
    """Written in transliteration characters only (亚猛, 马克, 格尼尔)."""
    return all(c in SOUNDS for c in word)


def _spoken(text: str, word: str) -> int:
    """Speeches (X曰, X言, X道, X说, X问) and addresses opening a quotation (「X，) of the word in the raw text: the
    joiner may glue a name to what follows it (亚猛言 is one token), so the tokens undercount them."""
    w = re.escape(word)
    return len(re.findall(f"{w}(?:[曰云道说问答谓]|言曰|言|笑曰|笑道)|[「“『]{w}[，！？,!?]", text))


def speaking_transliterations(paragraphs: Sequence[Paragraph], usages: dict[str, _Usage], out: dict[str, Candidate],
                              in_dictionary: Callable[[str], float]) -> None:
    """亞猛 (Armand): two to five transliteration characters the dictionary does not know, that speak or are
    addressed again and again, are a person, however the usage scores took them (the joiner glued 與亞猛, 見亞猛,
    so the word alone is seldom an object). A Chinese name has a surname and needs none of this."""
    words = [w for w, u in usages.items() if 2 <= len(w) <= 5 and w not in out and u.count >= USES_MIN
             and sounded(w) and in_dictionary(w) <= DICTIONARY_MAX]
    if not words:
        return
    text = "\n".join(p.text for p in paragraphs)
    for word in words:
        n, spoken = text.count(word), _spoken(text, word)
        if spoken >= SPOKEN_MIN and spoken >= SPOKEN_SHARE * n:
            out[word] = Candidate(word, n, Votes({"person": float(n)}))


def solid_full_names(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """馬克格尼爾, 亞猛著彭: a transliterated person's name followed, with no separator, by two or more transliteration
    characters, written LONG_MIN times, is the given name and the family name of one person (the solid twin of
    修雷·诺赞); the family name written alone (格尼爾, 著彭) and with Miss or Mister (格尼爾姑娘) is theirs too. The
    name shows the tie: no statement is needed (an empty list)."""
    people = [w for w, c in out.items() if len(w) >= 2 and sounded(w)
              and c.kind_votes["person"] >= max(c.kind_votes["place"], c.kind_votes["organisation"])]
    if not people:
        return {}
    text = "\n".join(p.text for p in paragraphs)
    given = "|".join(map(re.escape, sorted(people, key=len, reverse=True)))
    runs = Counter((m.group(1), m.group(2)) for m in re.finditer(f"({given})([{_INNER}]*[{_SOUND}])", text))
    ties: dict[tuple[str, str], list[int]] = {}
    for (name, family), n in runs.items():
        if n < LONG_MIN or len(family) < 2:
            continue
        full = name + family
        if full not in out:
            out[full] = Candidate(full, n, Votes({"person": float(n)}))
        ties[(name, full)] = []
        alone = text.count(family) - n
        if family in out or alone >= LONG_MIN and family[0] not in INNER_SOUNDS:  # 着X alone: a verb's aspect
            if family not in out:
                out[family] = Candidate(family, alone, Votes({"person": float(alone)}))
            ties[(full, family)] = []
            for title in ZH_FAMILY_TITLES:
                if text.count(family + title) >= LONG_MIN:
                    out.setdefault(family + title, Candidate(family + title, text.count(family + title),
                                                             Votes({"person": float(text.count(family + title))})))
                    ties[(family, family + title)] = []
    return ties


RANK_MIN = 10  # uses of the bare rank, for it to be one man's name
RANK_OPENS = 0.15  # share of them opening a clause: the man is a subject of the story


def lone_ranks(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> None:
    """一公爵…公爵絕愛重之: a rank introduced as someone indefinite (一X, 某X) and then written alone, again and again
    and as a subject, is that man's name where the book has one such man; another of the rank (又一伯爵, 另一伯爵,
    兩伯爵) leaves it no one's (aliases' roles)."""
    text = "\n".join(p.text for p in paragraphs)
    for rank in ranked_men(text):  # a man, however his uses voted
        out[rank] = Candidate(rank, text.count(rank), Votes({"person": float(text.count(rank))}))


def ranked_men(text: str) -> set[str]:
    """The ranks `text` introduces as one man it never names (一公爵…公爵); any other rank alone is a bare role, an
    alias only where the text ties it (zh/rules.address: 伯爵 of 伯爵夫人)."""
    out = set()
    for rank in ZH_RANKS:
        if f"一{rank}" not in text and f"某{rank}" not in text:
            continue
        n = text.count(rank)
        opens = len(re.findall(f"(?:^|[，。；：！？」”、\n]){rank}", text))
        several = re.search(f"(?:又一|另一|两|二|兩|数|數|诸位|众){rank}", text)
        if n >= RANK_MIN and opens >= RANK_OPENS * n and not several:
            out.add(rank)
    return out


GONE_TO = 0.5  # share of uses after a motion verb or a preposition of place (至巴黎, 在巴黎, 歸自巴黎)


def gone_to_places(usages: dict[str, _Usage], out: dict[str, Candidate], tagger: Tagger) -> set[str]:
    """巴黎, 巴克尼, 匏止坪 (Bougival): a place the dictionary tags, or a word of the book's own, written in
    transliteration characters, or a word of the book's own of three characters the dictionary knows no word nor
    function word in (匏|止|坪; not 大喜|胡同, 衣袋|里, 若|是|不), that most uses go to or stay in and that never speaks,
    is a place (a foreign town is seldom the object of 与 or 见, which the usage scores ask of a name). They are
    returned: a place opens no clause, and that makes no thing of it."""
    places = set()
    for word, u in usages.items():
        tag = u.tags.most_common(1)[0][0]
        if (word not in out and u.count >= USES_MIN and not u.speaks and u.rate(u.place_context) >= GONE_TO
                and (tag in ("ns", NEW_WORD) and len(word) >= 2 and sounded(word)
                     or tag == NEW_WORD and len(word) >= 3 and _coined(word, tagger))):
            out[word] = Candidate(word, u.count, Votes({"place": float(u.count)}))
            places.add(word)
    return places


KNOWN_USES_MIN = 5  # uses of a place the gazetteer knows (伦敦, 上海) for it to be a candidate
# ...of them written where a place is (在伦敦, 到上海, 从上海, 伦敦的): 中国 22 times in 二马 (a story of Chinese in
# London), 3 in 啼笑姻缘, whose 中国 is a word of talk (中国房子), no place of the story
KNOWN_PLACED_MIN = 5
COUNTRY_USES_MIN = 3  # uses of a country's name that show the book names it (法兰西 9 in 巴黎圣母院)


def known_places(usages: dict[str, _Usage], out: dict[str, Candidate]) -> dict[str, Candidate]:
    """伦敦, 北京, 上海, 英国: a word the dictionary tags a place, that the cross-book gazetteer knows (a country, or a
    city of a country the book names too), written after 在/到/从/上 or with 的 after it, is a place candidate,
    however common it is in general text (the keyness every name of the book's own must show is no test for a
    capital: 北京 is as frequent in the dictionary's text as in a novel set in London). 外国, 哥哥 or 太阳, tagged a
    place by the dictionary now and then, are no place the gazetteer knows. Asked after the filters that judge a
    word's shape (上海 opens with 上, 中国 is written inside 中国人), which know no gazetteer."""
    words = {w: u for w, u in usages.items() if w not in out and len(w) >= 2 and u.count >= KNOWN_USES_MIN
             and w[0] not in ZH_DETERMINER_PREFIXES  # 那大 (那|大, a town of Hainan too)
             and u.tags.most_common(1)[0][0] == "ns" and u.rate(u.speaks) < SPOKEN_SHARE
             and u.place_context + u.left["从"] + u.right["的"] >= KNOWN_PLACED_MIN
             and not any(o.startswith(w) for o in out)}  # 北京 of 北京饭店: the merging would take one for the other
    if not words:
        return {}
    from ..gazetteer import HOME, _country_names, placed  # loaded only when a book writes a dictionary place
    # (a foreign country the book writes, a candidate or not, 法兰西 beside 巴黎, still says whose city it is; not
    # 中国, a word of talk in a story at home)
    named = _country_names("zh")
    countries: dict[str, tuple[str, ...]] = {
        w: (w,) for w in set(out) | {w for w, u in usages.items() if u.count >= COUNTRY_USES_MIN}
        if len(w) >= 2 and w in named and named[w] != HOME.get("zh")}
    known = {w: Candidate(w, words[w].count, Votes({"place": float(words[w].count)}))
             for w in placed({**countries, **{w: (w,) for w in words}}, "zh") if w in words}
    out.update(known)
    return known


# A street's, a square's or a church's word after a name, making one place of the two (牛津大街, 戈登胡同, 牛津圈,
# 圣保罗教堂); never 路 (唐僧路上: on the way) nor a lone 堂 (知府堂上: in the hall)
ZH_PLACE_HEADS = ("大街", "街", "胡同", "圈", "教堂", "公园", "广场", "廣場", "教會", "公園",
                  # …and an inn's word (文明小史's 春申福棧, an inn the usage took for a man; not 饭店, 旅馆: 啼笑姻缘's
                  # 西山饭店 is a hotel of the hills 西山, the cast's place)
                  "客栈", "栈")
HEADED_MIN = 2  # uses of the name with its head for the two to be a place
STREET_AT = "[头頭]"  # 东京街头, 巴黎街頭: "in the streets of" a city, no street of that name
SAINT = "圣聖"  # 圣保罗教堂: the saint's name before the church's word is the church's


def headed_places(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """牛津大街, 牛津街, 戈登胡同: a candidate followed by a street's or a church's word, twice or more, is one place
    with it (the dictionary cut 牛津|大街 and the usage took 牛津 for a man); the candidate itself goes where it is
    seldom written without its head (牛津 7 times, 6 of them so), and stays (保罗, a person too) where it is not. A
    street written with 街 and with 大街 is one street (the name shows the tie: an empty list)."""
    names = {w for w in out if len(w) >= 2}
    if not names:
        return {}
    longest = max(map(len, names))
    text = "\n".join(p.text for p in paragraphs)
    found: Counter[tuple[str, str]] = Counter()  # (the place, its name)
    # the heads are rare: each is found, then the longest name just before it (one pattern of every name is slow)
    for m in re.finditer(f"(?:{'|'.join(sorted(ZH_PLACE_HEADS, key=len, reverse=True))})(?!{STREET_AT})", text):
        start = m.start()
        name = next((text[start - n:start] for n in range(longest, 1, -1) if text[start - n:start] in names), None)
        if name is not None:
            saint = text[start - len(name) - 1] if start > len(name) and text[start - len(name) - 1] in SAINT else ""
            found[(saint + name + m.group(), name)] += 1
    places = Counter({place: n for (place, _), n in found.items()})
    ties: dict[tuple[str, str], list[int]] = {}
    headed: Counter[str] = Counter()
    for (place, name), n in found.items():
        if n < HEADED_MIN:
            continue
        headed[name] += n
        out[place] = Candidate(place, n, Votes({"place": float(n)}))
        if place.endswith("大街") and places[street := place[:-2] + "街"] >= HEADED_MIN:
            ties[(street, place)] = []
    for name, n in headed.items():
        if text.count(name) - n < USES_MIN:
            del out[name]
    return ties


def demonyms(out: dict[str, Candidate]) -> list[str]:
    """英国人, 日本人, 埃及人: a country or a city the gazetteer knows, with 人, is its people, no one's entry (the
    gold casts leave 埃及人 and 迦南人 out)."""
    stems = {w: w[:-1] for w in out if len(w) >= 3 and w.endswith("人")}
    if not stems:
        return []
    from ..gazetteer import placed
    known = placed({s: (s,) for s in set(stems.values())}, "zh")
    return [w for w, s in stems.items() if s in known]


def _coined(word: str, tagger: Tagger) -> bool:
    """匏|止|坪: single characters, none a function word: a sound written down, no phrase of the language."""
    return all(len(w) == 1 and not t.startswith(GLUE_TAGS) for w, t in tagger(word))


def ranked_people(out: dict[str, Candidate]) -> None:
    """傻伯爵, 善琴之伯爵: a word closing with a rank is a man, whatever its usage voted (a dance partner is no place)."""
    for word, c in out.items():
        if (len(word) > 2 and word.endswith(tuple(ZH_RANKS))
                and max(c.kind_votes, key=c.kind_votes.__getitem__) != "person"):
            out[word] = Candidate(word, c.count, Votes({**c.kind_votes, "person": c.kind_votes["person"] + c.count
                                                        + max(c.kind_votes.values())}))


PRONOUN_EVERY = 2_000  # characters per clause the pronoun opens, at least: 余 opens 1 in 40 of a 1919 narration's


def pronouns_of(paragraphs: Sequence[Paragraph]) -> frozenset[str]:
    """The older written language's I (余, 吾, 予) where the book says it as a pronoun, opening clauses throughout (余
    is a surname too, and 其余, 十余 are words: those seldom open a clause)."""
    text = "\n".join(p.text for p in paragraphs)
    pronoun = f"(?:^|[，。；：！？「」“”\n])([{''.join(sorted(ZH_CLASSICAL_I))}])"
    opened = Counter(m.group(1) for m in re.finditer(pronoun, text))
    return frozenset(c for c, n in opened.items() if n * PRONOUN_EVERY >= len(text) and n >= SPOKEN_MIN)
