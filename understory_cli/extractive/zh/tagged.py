"""A trained tagger's votes on the Chinese candidates: Baidu's LAC (lac_tagger.py), read over a bounded sample.

The statistics find a name by how the book uses a word; they miss a full name jieba cuts apart (屠|维岳, 朱|吟|秋),
file a person who seldom speaks in the narration as a place or a thing (唐云山 and 曾沧海 by their last character,
吴老太爷) and keep a common word used like a name (当差, 牙齿). LAC was trained on tagged text: it reads 屠维岳 as PER
in each sentence it meets him. But it errs too, most in classical prose and in transliterations (吴少 of 吴少奶奶, 何也
and 莫管 as persons in 西游记, 以|扫 and 该|隐 cut into words in Genesis, 玛拿西 a place), so its votes beat the statistics
only where it is consistent about one form over several of its readings (CONSISTENT: two thirds), and only on the
three questions where the dev books showed the statistics wrong and LAC right:
- a person the candidates lack: a full name of three characters or more, or 老/小 and a surname of the book's people
  (老赵), read PER in two thirds of its readings and at least ADDED_MIN times, written ADDED_TEXT_MIN times; not a
  fragment of a longer word (吴芝 of 吴芝生: nearly always the same character beside it), a name and 道 (张金凤道), a
  candidate or a dictionary word and one character more (雷公嘴), two candidates written together (摩西亚伦), a form
  of address or a word jieba's dictionary knows (张罗);
- a candidate's kind: person where two thirds of its readings as one word are PER (at least KIND_MIN); place or
  group only for a candidate the statistics called a thing (a person LAC reads LOC stays a person: 玛拿西);
- no name: a person, place or thing (a thing only where LAC reads no noun: 锡杖 stays) LAC never reads as a name nor inside one (行者 of 孙行者 is), read two thirds of
  the time as a common word or cut into a phrase (当|差), that jieba's dictionary knows as a word too (DICTIONARY_COMMON)
  or LAC reads whole as one common word (屋中, 作诗: no transliteration cut in parts, 以|扫) — but
  not a title or a form of address (四小姐, 少爷, 将军), a form with a surname of the book's people at an edge (吴府,
  密司张), one that opens quotes (傻狗道：「…」: a servant's nickname), a naming statement's or an epithet's form
  (及时雨宋江), nor the short form of a longer candidate (松林 of 黑松林); and a form of any kind LAC reads whole as a
  pronoun in two thirds of those readings, seldom in or across a name (人家: `_pronoun`), or a thing it reads as a
  common noun in two thirds of its readings that general text writes often (蜡烛, 债权人: `_everyday`).

LAC reads at most SAMPLE_SHARE of the book (SAMPLE_MAX characters; all of a text under SAMPLE_MIN): three quarters in
paragraphs spread evenly through it, the rest in a few sentences of each rare candidate and of each name LAC met too
seldom in the spread, so the no-model analyze stays within 1.5x its time.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, field
from itertools import accumulate
from typing import AbstractSet, Callable, Sequence

from ..types import Candidate, Paragraph, Votes
from .lac_tagger import available, lexical
from .lexicon import (ZH_MARRIED, ZH_MODERN_ADDRESS, ZH_PLACE_BEFORE, ZH_SPEECH, ZH_SURNAME_TITLES, is_address, kin_address,
                      person_title)
from .roles import ROLES
from .statements import personal_name, surname_of

SAMPLE_SHARE = 0.15  # of the book's characters LAC reads
SAMPLE_MAX = 120_000  # characters, whatever the book's length
SAMPLE_MIN = 4_000  # characters, or the whole of a shorter text: a story's few uses of a name are all read
SAMPLE_PIECE = 400  # characters per LAC call: a long paragraph is read in pieces
SPREAD_SHARE = 0.75  # of the sample, paragraphs spread through the book; the rest, sentences of rare candidates
EXTRA_PER = 4  # sentences per rare candidate
SENTENCE_MAX = 80  # characters
CONSISTENT = 2 / 3  # of a form's readings, for LAC's vote to beat the statistics
# an added name written after a verb of going or being somewhere (在, 到, 离, 进: 在维里埃, 到维里埃去) at this share of
# its uses, and speaking at a fifth of those at most, is a town LAC took for a man (紅與黑's 維裡埃: 28 of 71, one
# speech; 于连 19 of 491, 富凯 4 of 29)
GONE_TO_SHARE = 0.3
ADDED_MIN = 3  # PER readings of a form the candidates lack
ADDED_TEXT_MIN = 20  # uses in the whole book: a name the statistics miss that often is a failure; rarer ones,
# in classical prose, are more often LAC's error (陈关保 a child's name made up once, 白玉珪 a jade tablet)
KIND_MIN = 5  # 朱紫国, 伽蓝, 云童 read PER three times in 西游记's classical prose: a kingdom, guardians, boys
JUNK_MIN = 3
DICTIONARY_MAX = 100  # uses in jieba's dictionary of a form LAC may add: 张罗 (to arrange, 311) is a word
# a candidate LAC reads as a common word is dropped only if jieba's dictionary knows it as one too (牙齿 1189, 当差
# 45): LAC cuts transliterated names into words (以|扫, 该|隐, 拿|鹤: Esau, Cain, Nahor), as it does phrases (正|待)
DICTIONARY_COMMON = 20
EVERYDAY = 200  # uses in jieba's dictionary of a thing LAC reads as a common noun, for it to be an everyday one
SAYING = frozenset("道说曰问笑叫")
SAYING_BARE = 3
FAMILIAR = frozenset("老小")
# a two-character given name the candidates lack (觉民: jieba's dictionary holds it as a rare verb, so the statistics
# read it as one): LAC reads many two-character words as persons in classical prose (何也, 莫管), so only one it reads
# so nearly always, this often, in a book that writes it this often, and that the dictionary hardly knows
GIVEN_PER_MIN = 8
GIVEN_CONSISTENT = 0.75
GIVEN_TEXT_MIN = 50
GIVEN_DICTIONARY_MAX = 20
CALLINGS = ZH_SURNAME_TITLES | ZH_MARRIED | ZH_MODERN_ADDRESS | ROLES  # after a surname: 严老板, 吴太太, 张先生
# a candidate that opens quotes (傻狗道：“…”: a servant's nickname, a noun to LAC) is someone, whatever LAC reads
ZH_HEARD = "[^，。！？；：“”「」、的]{0,3}?(?:道|曰|说)[：:][“「]"
HEARD_MIN = 2
EPITHET_SHARE = 0.5  # of a common word's uses just before a person's name, for it to be an epithet (及时雨宋江)
NEIGHBOUR_MAX = 0.6  # of a form's uses beside one same character: more is a fragment (吴少 of 吴少奶奶)
KINDS = {"PER": "person", "LOC": "place", "ORG": "organisation"}
LEADS = frozenset({"v", "p", "c", "u"})  # a cut opening with a verb or a preposition is a phrase (当|差)
NOUNS = frozenset({"n", "nz", "nw", "vn", "s"})
NAMED_LIKE = NOUNS - {"s"}  # the readings LAC gives names it misses too (子君 n); not a place word's (屋中 s)
COMMON = frozenset({"n", "v", "vd", "vn", "a", "ad", "an", "d", "m", "q", "r", "p", "c", "u", "xc", "f", "s", "t",
                    "TIME"})


@dataclass
class Readings:
    """How LAC read one form's uses in the sample: the tag where it read the form as one word, and how often the
    form stood inside a longer word it read as a name, inside another word, or across words."""

    exact: Counter[str] = field(default_factory=Counter)
    in_name: int = 0
    in_word: int = 0
    across: int = 0  # cut into words none a noun, a verb and its object or a noun and a locative (正|待, 当|差, 烟榻|上)
    across_noun: int = 0  # cut, a piece a noun (七|少爷, 万国|殡仪馆: a title or a named place LAC reads in parts)
    across_name: int = 0  # cut, a piece a name (吴少|奶奶)

    @property
    def total(self) -> int:
        return (sum(self.exact.values()) + self.in_name + self.in_word + self.across + self.across_noun
                + self.across_name)

    def add(self, other: Readings) -> None:
        self.exact.update(other.exact)
        self.in_name += other.in_name
        self.in_word += other.in_word
        self.across += other.across
        self.across_noun += other.across_noun
        self.across_name += other.across_name


def sample(paragraphs: Sequence[Paragraph], budget: float) -> tuple[list[str], set[int]]:
    """Pieces of every k-th paragraph, k chosen so the pieces hold at most `budget` characters, and the paragraphs
    read."""
    total = sum(len(p.text) for p in paragraphs)
    if not total or budget < 1:
        return [], set()
    step = max(1, round(total / budget))
    pieces: list[str] = []
    read: set[int] = set()
    used = 0
    for k in range(0, len(paragraphs), step):
        text = paragraphs[k].text
        for i in range(0, len(text), SAMPLE_PIECE):
            piece = text[i:i + SAMPLE_PIECE]
            if used + len(piece) > budget:
                return pieces, read
            if piece.strip():
                pieces.append(piece)
                read.add(k)
                used += len(piece)
    return pieces, read


SENTENCE_END = re.compile("[。！？!?\n]")


def sentences_of(forms: Sequence[str], paragraphs: Sequence[Paragraph], skipped: set[int], budget: float) -> list[str]:
    """Up to EXTRA_PER sentences using each form, from paragraphs the spread sample did not read, spread over its uses
    (a rare candidate, 牙齿 or 正待, seldom falls in the spread), at most `budget` characters in all."""
    text = "\n".join(p.text for p in paragraphs)
    starts = list(accumulate((len(p.text) + 1 for p in paragraphs[:-1]), initial=0))
    pieces: list[str] = []
    used = 0
    for form in forms:
        uses = [m.start() for m in re.finditer(re.escape(form), text)
                if bisect_right(starts, m.start()) - 1 not in skipped]
        for at in uses[::max(1, len(uses) // EXTRA_PER)][:EXTRA_PER]:
            ends = [m.end() for m in SENTENCE_END.finditer(text, max(0, at - SENTENCE_MAX // 2), at)]
            start = max([*ends, at - SENTENCE_MAX // 2, 0])
            m = SENTENCE_END.search(text, at + len(form), start + SENTENCE_MAX)
            piece = text[start:m.end() if m else start + SENTENCE_MAX].strip()
            if used + len(piece) > budget:
                return pieces
            pieces.append(piece)
            used += len(piece)
    return pieces


def readings(pieces: Sequence[str], tagged: Sequence[Sequence[tuple[str, str]]], forms: Sequence[str]
             ) -> dict[str, Readings]:
    """Each form's readings in the tagged pieces."""
    out = {f: Readings() for f in forms}
    if not forms:
        return out
    pattern = re.compile("(?=(" + "|".join(map(re.escape, sorted(forms, key=len, reverse=True))) + "))")
    by_first: dict[str, list[str]] = {}
    for f in sorted(forms, key=len, reverse=True):
        by_first.setdefault(f[0], []).append(f)
    for text, tokens in zip(pieces, tagged):
        starts, pos = [], 0
        for word, _ in tokens:
            starts.append(pos)
            pos += len(word)
        for m in pattern.finditer(text):
            s = m.start()
            for f in by_first[text[s]]:
                if text.startswith(f, s):
                    _read(out[f], s, s + len(f), starts, tokens)
    return out


def _read(r: Readings, s: int, e: int, starts: list[int], tokens: Sequence[tuple[str, str]]) -> None:
    i = bisect_right(starts, s) - 1
    j = bisect_right(starts, e - 1) - 1
    word, label = tokens[i]
    if i != j:
        labels = [t for _, t in tokens[i:j + 1]]
        if any(t in KINDS for t in labels):
            r.across_name += 1
        elif any(t in NOUNS for t in labels) and labels[-1] != "f" and labels[0] not in LEADS:
            r.across_noun += 1
        else:
            r.across += 1
    elif starts[i] == s and len(word) == e - s:
        r.exact[label] += 1
    elif label in KINDS:
        r.in_name += 1
    else:
        r.in_word += 1


def apply(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], dictionary_uses: Callable[[str], float],
          named_so: AbstractSet[str] = frozenset()) -> None:
    """Add the persons LAC reads consistently that the candidates lack, set the kind of those it reads consistently,
    and drop those it reads as common words (see the module's docstring) — never a form a naming statement or an
    epithet ties to another (`named_so`: 及时雨 of 宋江, a common word and his name)."""
    if not available():
        return
    total = sum(len(p.text) for p in paragraphs)
    budget = max(min(SAMPLE_SHARE * total, SAMPLE_MAX), SAMPLE_MIN)
    pieces, seen = sample(paragraphs, budget * SPREAD_SHARE)
    if not pieces:
        return
    tagged = lexical(pieces)
    # (only the shapes a name LAC adds may have: see _name_shaped)
    named = Counter(w for tokens in tagged for w, t in tokens if t == "PER" and len(w) >= 2)
    read = readings(pieces, tagged, sorted(set(out) | set(named)))
    # a rare candidate, or a name LAC met too seldom in the spread, is read again in a few sentences of its own
    text = "\n".join(p.text for p in paragraphs)
    rare = [w for w in out if read[w].total < JUNK_MIN]
    # (not a two-character given name: one written as often as GIVEN_TEXT_MIN is read enough in the spread)
    uses = {w: text.count(w) for w, n in named.items()
            if w not in out and n < ADDED_MIN and (len(w) >= 3 or w[0] in FAMILIAR)}
    rare += [w for w, n in uses.items() if n >= ADDED_TEXT_MIN]
    rare.sort(key=lambda w: (-(out[w].count if w in out else uses[w]), w))
    extra = sentences_of(rare, paragraphs, seen, budget - sum(map(len, pieces)))
    for word, r in readings(extra, lexical(extra), rare).items():
        read[word].add(r)
    # (each surname with the candidates bearing it: a word's own shape is no evidence of a family, 高声 "loudly" reads
    # 高 + one character as 高升 would)
    bearers: dict[str, set[str]] = {}
    for w, candidate in out.items():
        if personal_name(w) and (s := surname_of(w)) and len(s) == 1 and _top(candidate) == "person":
            bearers.setdefault(s, set()).add(w)
    surnames = set(bearers)
    doubted: list[str] = []
    for word, r in read.items():
        c = out.get(word)
        if c is None:
            if (stem := _spoken_stem(word, r, text, out, dictionary_uses)) is not None:
                word = stem  # 潘三道 is 潘三 said: the name, not the name glued to its verb
            elif not (_added(word, r, text, dictionary_uses, surnames, out) and not _listed(word, out)):
                continue
            n = text.count(word)
            out[word] = Candidate(word, n, Votes({"place" if _gone_to(word, text) else "person": float(n)}))
            continue
        kind = _lac_kind(word, c, r, text)
        if kind is not None and (kind == "person" or _top(c) == "term"):
            top = max(c.kind_votes.values(), default=0.0)
            if c.kind_votes[kind] < top:
                out[word] = Candidate(word, c.count, Votes({**c.kind_votes, kind: top + c.count}))
        elif (word not in named_so and (_common(word, r) or _pronoun(word, r))
              and (dictionary_uses(word) >= DICTIONARY_COMMON or _one_common_word(r))
              and (_top(c) in ("person", "place")
                   or _top(c) == "term" and (_no_noun(r) or _pronoun(word, r) or _everyday(word, r, dictionary_uses)))
              and not bearers.get(word[0], set()) - {word}
              and word[-1] not in surnames
              and len(re.findall(re.escape(word) + ZH_HEARD, text)) < HEARD_MIN):
            doubted.append(word)
    for word in _not_epithets(doubted, out, text):
        if not any(word in longer and longer != word for longer in out):  # 松林 of 黑松林: its short form
            del out[word]


def _added(word: str, r: Readings, text: str, dictionary_uses: Callable[[str], float], surnames: set[str],
           out: dict[str, Candidate]) -> bool:
    """(inside a longer name, 吴芝 of 吴芝生, or cut with a name's piece, 费|小胡子, a reading is neither for nor
    against: the fragment test weighs the first)"""
    read = r.total - r.in_name - r.across_name
    if (len(word) == 2 and word[0] not in FAMILIAR and r.exact["PER"] >= GIVEN_PER_MIN
            and r.exact["PER"] >= GIVEN_CONSISTENT * read and text.count(word) >= GIVEN_TEXT_MIN
            and dictionary_uses(word) < GIVEN_DICTIONARY_MAX and not kin_address(word) and not is_address(word)
            and not any(word in longer for longer in out) and not _fragment(word, text)):
        return True  # a given name (see GIVEN_PER_MIN)
    return (r.exact["PER"] >= ADDED_MIN and r.exact["PER"] >= CONSISTENT * read
            and text.count(word) >= ADDED_TEXT_MIN and not kin_address(word)
            and _name_shaped(word, text, surnames, out, dictionary_uses)
            and dictionary_uses(word) < DICTIONARY_MAX and not _fragment(word, text))


def _spoken_stem(word: str, r: Readings, text: str, out: dict[str, Candidate],
                 dictionary_uses: Callable[[str], float]) -> str | None:
    """The name a form LAC reads PER is glued to a verb of speech before (潘三道：“…”: 潘三 said — jieba cuts 潘|三道, "three
    roads"): a surname and a given name, written bare too, ADDED_TEXT_MIN times or more besides the glued uses."""
    stem = word[:-1]
    if (word[-1] not in SAYING or len(stem) < 2 or stem in out or not personal_name(stem) or kin_address(stem)
            or r.exact["PER"] < ADDED_MIN or r.exact["PER"] < CONSISTENT * (r.total - r.in_name - r.across_name)
            or dictionary_uses(stem) >= DICTIONARY_MAX):
        return None
    return stem if text.count(stem) - text.count(word) >= ADDED_TEXT_MIN else None


def _name_shaped(word: str, text: str, surnames: set[str], out: dict[str, Candidate],
                 dictionary_uses: Callable[[str], float]) -> bool:
    """A full name of three characters or more (屠维岳, 费小胡子), or 老 or 小 and the surname of one of the book's
    people (老赵 of 赵伯韬): LAC reads many two-character words as persons in classical prose (何也, 莫管, 阿罗) and a
    storyteller's 列公 (you, gentlemen) in any. A candidate or a word of the dictionary and one character more
    (西门庆道; 雷公嘴, the thunder god's beak: 孙悟空's face) is that word glued to another, and so is a name and a
    verb of speech written far less often than the name alone (张金凤道). One of the book's surnames and a calling
    is no one's full name."""
    if len(word) == 2:
        return word[0] in FAMILIAR and word[1] in surnames
    if word[0] in surnames and (word[1:] in CALLINGS or person_title(word)):
        return False  # 严老板: a title each of a family may hold (three brothers); the alias rules assign it, if anyone
    return not (word[:-1] in out or dictionary_uses(word[:-1]) >= DICTIONARY_MAX
                or word[-1] in SAYING and text.count(word[:-1]) >= SAYING_BARE * text.count(word))


def _not_epithets(words: list[str], out: dict[str, Candidate], text: str) -> list[str]:
    """Of the words LAC reads as common, those the text seldom writes just before a person's name: 及时雨宋江,
    大刀关胜, 菜园子张青 (in half their uses or more: 0.55, 0.54, 0.92) are a hero's epithets, aliases of his; a
    servant's calling before his name (当差高升, 0.40 of 当差's uses) is not."""
    people = [w for w, c in out.items() if len(w) >= 2 and _top(c) == "person" and w not in words]
    if not words or not people:
        return words
    names = "|".join(map(re.escape, sorted(people, key=len, reverse=True)))
    before = Counter(m.group(1) for m in re.finditer(f"({'|'.join(map(re.escape, words))})(?:{names})", text))
    return [w for w in words if before[w] < EPITHET_SHARE * text.count(w)]


def _listed(word: str, out: dict[str, Candidate]) -> bool:
    """摩西亚伦: two of the candidates written together, a list LAC reads as one name."""
    return any(word[:i] in out and word[i:] in out for i in range(2, len(word) - 1))


def _top(c: Candidate) -> str:
    return max(c.kind_votes, key=c.kind_votes.__getitem__, default="person")


def _fragment(word: str, text: str) -> bool:
    """吴少 of 吴少奶奶, 孙吉 of 孙吉人: nearly every use has the same character after (or before) it."""
    uses = [m.span() for m in re.finditer(re.escape(word), text)]
    after = Counter(text[e:e + 1] for _, e in uses)
    before = Counter(text[max(s - 1, 0):s] for s, _ in uses)
    return any(n > NEIGHBOUR_MAX * len(uses) for side in (after, before) for c, n in side.items() if _han(c))


def _han(c: str) -> bool:
    return "\u3400" <= c <= "\u9fff"


def _kind(r: Readings) -> str | None:
    """The kind LAC reads the form as, where it reads it as one word (荪甫 inside 吴荪甫 says nothing of 荪甫's kind)."""
    label, n = max(((t, r.exact[t]) for t in KINDS), key=lambda x: x[1])
    return KINDS[label] if n >= KIND_MIN and n >= CONSISTENT * sum(r.exact.values()) else None


def _lac_kind(word: str, c: Candidate, r: Readings, text: str) -> str | None:
    """LAC's kind for a candidate, unless it calls a person what the text mostly goes to (維裡埃, 韋爾吉: a town or a
    village LAC's sample reads PER; its place votes stand)."""
    kind = _kind(r)
    return None if kind == "person" and _top(c) == "place" and _gone_to(word, text) else kind


def _one_common_word(r: Readings) -> bool:
    """LAC reads the form whole as a common word other than a noun (屋中 a place word, 作诗 and 過江 verbs), not cut
    into words as it cuts a transliterated name (以|扫): a word it knows, though jieba's dictionary lacks it. (A noun is
    no proof: LAC reads 子君, 学程, 方头, 四叔 — people of 彷徨 — as nouns.)"""
    return sum(n for t, n in r.exact.items() if t in COMMON and t not in NAMED_LIKE) >= CONSISTENT * r.total


def _no_noun(r: Readings) -> bool:
    """A thing's form LAC reads as a verb, a place word or a phrase (用|手, 作诗, 過江), never as a noun: a noun may be
    the story's thing (西游记's 锡杖, the monk's staff), a phrase is no thing at all."""
    return sum(n for t, n in r.exact.items() if t in COMMON and t not in NAMED_LIKE) + r.across >= CONSISTENT * r.total


def _everyday(word: str, r: Readings, dictionary_uses: Callable[[str], float]) -> bool:
    """A thing's form LAC reads whole as a common noun in two thirds of all its readings that jieba's general text
    writes EVERYDAY times or more (蜡烛 928, 债权人 244: 欧也妮·葛朗台's candles and creditors): an everyday thing or
    kind of person, however often one book talks of it; a story's own thing is rarer in general text (锡杖 37, 金箍棒
    135, 以弗得 1)."""
    return dictionary_uses(word) >= EVERYDAY and r.exact["n"] >= CONSISTENT * r.total


def _pronoun(word: str, r: Readings) -> bool:
    """A form LAC reads whole as a pronoun in two thirds of those readings (人家 "others, one's household", 12 of 14 in
    文明小史), and inside or across a name seldom (fewer than JUNK_MIN: 人家 once of 20): a word of the grammar, no
    story's thing, though LAC reads it a noun now and then — not a title or a form of address."""
    whole = sum(r.exact.values())
    names = sum(r.exact[t] for t in KINDS) + r.in_name + r.across_name
    return (whole >= JUNK_MIN and r.exact["r"] >= CONSISTENT * whole and names < JUNK_MIN
            and person_title(word) is None and not is_address(word))


def _common(word: str, r: Readings) -> bool:
    names = sum(r.exact[t] for t in KINDS) + r.in_name + r.across_name
    common = sum(n for t, n in r.exact.items() if t in COMMON) + r.across
    return (r.total >= JUNK_MIN and not names and common >= CONSISTENT * r.total
            and person_title(word) is None and not is_address(word))


# a person's place after a name (到唐云山那里去, 在唐云山家里): going there is going to him, no sign of a place's name
_PERSONS_PLACE = ("那里", "这里", "那儿", "这儿", "家", "处", "身边", "跟前", "面前", "府上")


def _gone_to(word: str, text: str) -> bool:
    """A name the text mostly goes to or is in (GONE_TO_SHARE), and seldom lets speak."""
    starts = [m.start() for m in re.finditer(re.escape(word), text)]
    gone = sum(text[s - 1:s] in ZH_PLACE_BEFORE and not text.startswith(_PERSONS_PLACE, s + len(word))
               for s in starts if s)
    speaks = sum(text.startswith(ZH_SPEECH, s + len(word)) for s in starts)
    return bool(starts) and gone >= GONE_TO_SHARE * len(starts) and 5 * speaks <= gone
