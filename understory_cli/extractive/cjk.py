"""Name candidates in Chinese (and, without a tagger, Japanese): words scored by how they are used.

A tagger's person/place tags alone are weak evidence (its dictionary tags many common
words as names, and knows nothing of a novel's own names), so a word must also behave
like a name in this text: it opens clauses and speaks (行者道), takes objects' places
(与八戒), is not counted or owned (一个妖精, 我师父: roles and kinds, not names), and is not
a predicate that follows names (行者闻言). Frequent token sequences whose parts rarely
occur apart, with varied neighbours on both sides, become new words (悟/能 -> 悟能).

Names of the old novels come with nicknames and forms of address the dictionary cuts apart: a nickname
written before a name (豹子头林冲) or named by a statement (姓林，名冲，绰号豹子头; cjk_statements.py) becomes a form; a
surname with an office or a calling (鲁提辖, 武行者) is tied by discourse to the bearer of that surname
the text has just named; kinship terms and offices alone are no one (ChineseRules.address).
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Callable, Container, Sequence

from .lexicon import (ZH_BUILDING_PARTS, ZH_CLASSIFIER_BEFORE, ZH_DEMONSTRATIVE_BEFORE, ZH_DETERMINER_PREFIXES,
                      ZH_FAMILIAR_PREFIXES, ZH_HONORIFIC_AFTER, ZH_KINSHIP, ZH_OFFICES, ZH_NAME_TAGS, ZH_ORG_SUFFIXES, ZH_ORG_TAGS, ZH_PERSON_TAGS,
                      ZH_PLACE_AFTER, ZH_PLACE_BEFORE, ZH_PLACE_SUFFIXES, ZH_PLACE_TAGS, ZH_PLURAL_AFTER, ZH_POSITION_PREFIXES,
                      ZH_POSSESSIVE_BEFORE, ZH_SPEECH, ZH_SURNAME_TITLES, ZH_SURNAMES)
from .cjk_statements import (DESIGNATED_MIN, MAX_LEN, SPEAKER_GAP, ZH_SPEECH_OPEN, courtesy_names, designations,
                             introduced_then_named, nicknames, personal_name, placelike, self_identified, self_named,
                             surname_of)
from .model import Candidate, Paragraph
from .scan import trie_regex

Token = tuple[str, str]  # (word, part-of-speech tag)
Tagger = Callable[[str], list[Token]]

HAN = re.compile(r"^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+$")
KANA_OR_HAN_RUN = re.compile(r"[\u30a0-\u30ff\u31f0-\u31ffー]+|[\u3400-\u4dbf\u4e00-\u9fff々]+|[\u3040-\u309f]+|\s+|.", re.S)
NEW_WORD = "new"  # tag of a word found by the statistics, not the tagger
ENTITY_TAGS = ZH_PERSON_TAGS | ZH_PLACE_TAGS | ZH_ORG_TAGS
NOUN_TAGS = ZH_NAME_TAGS | {"n", "ng", "nrfg", "t", "j", NEW_WORD, "x"}  # t: 如来 is one; j (an abbreviation): 武大; x: untagged scripts
FUNCTION_TAGS = ("v", "p", "u", "d", "c", "r", "m", "q", "f", "y", "e", "o", "k")  # first letters
GLUE_TAGS = ("v", "p", "u", "d", "c", "r", "y", "e", "o")  # numbers and measures do make names: 齐天, 三太子
OBJECT_BEFORE = frozenset("与和同对叫请见把被将拿问跟随教令唤着替给向、")  # 、: listed with others
OPEN_QUOTES = frozenset("“‘「『")
CLOSE_QUOTES = frozenset("”’」』")

MIN_COUNT = 4
HMM = False  # jieba's HMM glues names to verbs (沙僧笑, 伯钦道); the joiner below finds unknown names
JIEBA_TOTAL = 60_101_967  # sum of the frequencies in jieba's dictionary (dict.txt)
KEYNESS_MIN = 6.0  # a name is far more frequent in its book than in general text (观音 7.4; 土地 1.6, 古人 3.5)
OFFICE_PLACES = 3  # 东海龙王, 西海龙王, 泾河龙王: a title held in several places is an office, not a person
JOIN_MIN_COUNT = 5
JOIN_COHESION = 0.6  # the rarer part occurs inside the joined word at least this often
JOIN_PMI = 6.0  # bits: single characters joined only when they co-occur ~64x more than chance
MIN_ENTROPY = 1.0  # bits of left and of right neighbour variety
MIN_RELATIVE_ENTROPY = 0.35  # of the most a word seen that often could have: 大喜 is nearly always 大喜道
GENERIC_MAX = 0.11
NAMED_GENERIC_MAX = 0.15  # 猴王 (tagged a name) is pointed at as often as 国王 (a noun)
COMPOSED_GENERIC_MAX = 0.25  # 齐天大圣 is a title as well as a name: 封他做个齐天大圣
PLURAL_MAX = 0.05
OBJECT_MIN = 0.04  # a name is also acted upon (见菩萨, 与八戒); adverbs and verbs never are
SUBJECT_MIN = 0.3  # speaking + half the clause openings + being acted upon, per use
ENDS_MAX = 0.7  # predicates end clauses; names mostly do not
ADDRESS_MAX = 0.28  # share of uses right after an opening quote...
SPEAKS_MIN = 0.1  # ...tolerated only in a word that also speaks (悟空 yes, 陛下 no)
SPEAKS_SOME = 0.05  # a word that never speaks is a thing or a place before it is a person
THING_KEYNESS = 30.0  # ...and a thing common in general text (行李 22, 扇子 18) is no name of the book (锡杖 115)
SAID_ONLY = 0.9  # share of uses inside quotations of a word that never speaks: 寡人, a self-reference
AFTER_ANCHOR_MAX = 0.3
ANCHOR_MIN_COUNT = 20
ANCHOR_SPEAKS = 0.15
TERM_PRIOR = 0.2
LISTED_GROUP = 0.35
TITLE_MIN_NAMES = 3
NUMBERED_GROUP = 0.25
TITLED_MIN = 2
# a number, alone or with the word that makes a set of it: 四, 八大, 四值, 五方, 三千
ZH_NUMBERED = re.compile(r"[一二三四五六七八九十百千万两]+[大值方位路员]?")
STRADDLE_MIN = 3


@dataclass(frozen=True)
class Segmenter:
    tag: Tagger
    reference_share: Callable[[str], float] | None = None  # a word's share of general-language text


def chinese_segmenter() -> Segmenter:
    """jieba-rs through rjieba: jieba's dictionary and tags, ~100x faster than jieba on a whole novel.
    The dictionary's word frequencies are the reference a novel's own names stand out against."""
    import rjieba

    return Segmenter(lambda text: rjieba.tag(text, hmm=HMM), lambda word: rjieba.suggest_freq(word) / JIEBA_TOTAL)


def script_run_tagger(text: str) -> list[Token]:
    """No dictionary: runs of one script are the words (katakana names, kanji compounds)."""
    return [(m.group(), "x") for m in KANA_OR_HAN_RUN.finditer(text)]


def _is_word(word: str) -> bool:
    return 2 <= len(word) <= MAX_LEN and bool(HAN.match(word) or _is_katakana(word))


def _is_katakana(word: str) -> bool:
    return all("\u30a0" <= ch <= "\u30ff" or ch == "ー" for ch in word)


def _entropy(counts: Counter[str]) -> float:
    total = sum(counts.values())
    return -sum(n / total * math.log2(n / total) for n in counts.values()) if total else 0.0


# -- new words from frequent, cohesive token sequences --------------------------------------

def _join_new_words(streams: list[list[Token]]) -> set[tuple[str, ...]]:
    unigrams: Counter[str] = Counter()
    ngrams: Counter[tuple[str, ...]] = Counter()
    function: set[str] = set()
    for tokens in streams:
        words = [w for w, _ in tokens]
        unigrams.update(words)
        function.update(w for w, t in tokens if t.startswith(FUNCTION_TAGS))
        for n in (2, 3):
            for i in range(len(words) - n + 1):
                gram = tuple(words[i:i + n])
                if all(HAN.match(w) for w in gram) and len("".join(gram)) <= MAX_LEN - 2:
                    ngrams[gram] += 1
    total = sum(unigrams.values())

    def cohesive(g: tuple[str, ...], c: int) -> bool:
        if c >= JOIN_COHESION * min(unigrams[w] for w in g):
            return True
        # pieces of an unknown name (悟|能, 罗刹|女): far likelier together than apart; a word
        # joined to a single character must not be joined to a function word (三藏|与|行者)
        pieces = all(len(w) == 1 for w in g) or any(len(w) == 1 for w in g) and not function & set(g)
        return pieces and math.log2(c * total ** (len(g) - 1) / math.prod(unigrams[w] for w in g)) >= JOIN_PMI

    # 宝玉|道, 宝玉|心中: what follows a frequent name is its predicate, not part of it
    chosen = {g for g, c in ngrams.items() if c >= JOIN_MIN_COUNT and g[-1] not in ZH_PREDICATE_AFTER and cohesive(g, c)}
    left: dict[tuple[str, ...], Counter[str]] = defaultdict(Counter)
    right: dict[tuple[str, ...], Counter[str]] = defaultdict(Counter)
    for tokens in streams:
        words = [w for w, _ in tokens]
        for n in (2, 3):
            for i in range(len(words) - n + 1):
                gram = tuple(words[i:i + n])
                if gram in chosen:
                    left[gram][words[i - 1][-1] if i else "^"] += 1
                    right[gram][words[i + n][0] if i + n < len(words) else "$"] += 1
    return {g for g in chosen if min(_entropy(left[g]), _entropy(right[g])) >= MIN_ENTROPY}


def _split_determiners(tokens: list[Token], vocabulary: Counter[str]) -> list[Token]:
    """The dictionary glues 那/这 onto nouns (那长老); split them so the noun is counted as pointed at."""
    out: list[Token] = []
    for word, tag in tokens:
        if len(word) >= 3 and word[0] in ZH_DETERMINER_PREFIXES and vocabulary[word[1:]] >= MIN_COUNT:
            out += [(word[0], "r"), (word[1:], tag)]
        else:
            out.append((word, tag))
    return out


def _retokenize(tokens: list[Token], joined: set[tuple[str, ...]]) -> list[Token]:
    out: list[Token] = []
    i = 0
    while i < len(tokens):
        for n in (3, 2):
            gram = tuple(w for w, _ in tokens[i:i + n])
            if len(gram) == n and gram in joined:
                out.append(("".join(gram), NEW_WORD))
                i += n
                break
        else:
            out.append(tokens[i])
            i += 1
    return out


# -- how each word is used --------------------------------------------------------------------

@dataclass
class _Usage:
    count: int = 0
    tags: Counter[str] = field(default_factory=Counter)
    speaks: int = 0  # followed by a verb of speech: 行者道
    opens: int = 0  # opens a clause (after punctuation): the subject position
    object_of: int = 0  # after 与/和/对/叫/见/把...
    owned: int = 0  # after 我/你/他/的: 我师父
    counted: int = 0  # after a classifier: 一个妖精
    pointed: int = 0  # after 那/这
    plural: int = 0  # before 们
    ends: int = 0  # followed by punctuation: predicates and objects end clauses
    listed: int = 0  # next to an enumeration comma
    numbered: int = 0  # after a number (四值功曹, 四大天师): ranks of beings counted in sets
    addressed: int = 0  # right after an opening quote: 陛下, 哥哥, 贫僧 are address and self-reference
    quoted: int = 0  # inside a quotation: 寡人, 贫僧 are only ever said, never narrated
    place_context: int = 0  # 到X去, 在X里
    before: Counter[str] = field(default_factory=Counter)  # preceding words, to spot predicates
    left: Counter[str] = field(default_factory=Counter)  # neighbouring characters: a word has varied
    right: Counter[str] = field(default_factory=Counter)  # neighbours; a fragment (沙僧笑|道) has one

    def rate(self, n: int) -> float:
        return n / self.count if self.count else 0.0


def _usages(streams: list[list[Token]]) -> dict[str, _Usage]:
    usages: dict[str, _Usage] = defaultdict(_Usage)
    for tokens in streams:
        depth = 0  # quotations open and close within a paragraph
        for i, (word, tag) in enumerate(tokens):
            depth = depth + 1 if word in OPEN_QUOTES else max(depth - 1, 0) if word in CLOSE_QUOTES else depth
            if not _is_word(word):
                continue
            u = usages[word]
            prev = tokens[i - 1][0] if i else "。"
            nxt = tokens[i + 1][0] if i + 1 < len(tokens) else "。"
            u.count += 1
            u.tags[tag] += 1
            u.before[prev] += 1
            u.left[prev[-1]] += 1
            u.right[nxt[0]] += 1
            u.opens += not (HAN.match(prev) or _is_katakana(prev))
            u.speaks += nxt.startswith(ZH_SPEECH)
            u.ends += not (HAN.match(nxt) or _is_katakana(nxt))
            u.object_of += prev[-1] in OBJECT_BEFORE
            u.listed += prev == "、" or nxt == "、"
            u.numbered += bool(ZH_NUMBERED.fullmatch(prev) or i > 1 and ZH_NUMBERED.fullmatch(tokens[i - 2][0] + prev))
            u.addressed += prev in OPEN_QUOTES
            u.quoted += depth > 0
            u.owned += prev[-1] in ZH_POSSESSIVE_BEFORE
            u.counted += prev[-1] in ZH_CLASSIFIER_BEFORE
            u.pointed += prev[-1] in ZH_DEMONSTRATIVE_BEFORE
            u.plural += nxt.startswith(ZH_PLURAL_AFTER)
            u.place_context += prev[-1] in ZH_PLACE_BEFORE or nxt.startswith(ZH_PLACE_AFTER)
    return usages


def _generic(u: _Usage) -> float:
    """How often the word is owned, counted or pointed at: a role or a kind of being."""
    return u.rate(u.owned + u.counted + 0.5 * u.pointed)


def _subject_score(u: _Usage) -> float:
    """How much the word is used as a participant: speaking, opening clauses, acted upon."""
    return u.rate(u.speaks) + 0.5 * u.rate(u.opens) + u.rate(u.object_of)


# Characters that transliterate foreign names (克莉丝, 诺赞, 亚历山大, 修雷): a word of three or more
# of them is most likely someone's name in translated and light-novel prose.
ZH_TRANSLITERATION = frozenset(
    "阿埃艾爱安昂奥巴芭拜班邦鲍贝本比彼毕宾波伯勃博布查达戴丹道德迪蒂丁东杜顿多厄恩尔法范菲芬费弗福伏盖冈高戈格"
    "贡古瓜哈海汉豪赫亨胡华霍基吉加嘉贾杰捷金卡凯坎康柯科克肯库夸奎昆拉莱兰朗劳勒雷蕾黎里丽利莉列林琳留卢鲁路伦"
    "罗洛玛迈麦曼梅蒙米密敏莫姆穆纳娜奈南内尼妮诺努欧帕派潘佩彭皮珀普齐奇恰乔切琴丘萨塞桑瑟森沙莎舍施什斯苏索"
    "塔泰坦汤特提汀图托瓦万威韦维温沃乌希锡夏谢辛休修雅亚扬耶伊因英尤约扎泽詹兹佐赞茨策蒂缇薇丝娅莲妮露琪黛")
NAME_DOTS = "·•・‧"  # 修雷·诺赞: one name in parts


def transliterated(word: str) -> bool:
    return len(word) >= 3 and all(c in ZH_TRANSLITERATION for c in word)


def _kind_votes(word: str, u: _Usage) -> Counter[str]:
    votes: Counter[str] = Counter()
    tag = u.tags.most_common(1)[0][0]
    speaks = u.rate(u.speaks)
    # a personal name's shape (宋江, 石秀: a surname and one or two characters; 克莉丝: transliteration
    # characters) speaks for a person even when the narration rarely writes 石秀道 (石秀便道, 石秀听了)
    personal = personal_name(word) or transliterated(word)
    votes["person"] += (2 * speaks + (tag in ZH_PERSON_TAGS or personal) * 0.5
                        + (speaks >= SPEAKS_SOME or personal) * 0.5 * _subject_score(u))
    place = word[-1] in ZH_PLACE_SUFFIXES
    votes["place"] += (tag in ZH_PLACE_TAGS) * 0.3 + place * 0.5 + u.rate(u.place_context)
    votes["organisation"] += (tag in ZH_ORG_TAGS) * 0.5 + word.endswith(ZH_ORG_SUFFIXES) * 0.5
    votes["term"] += (tag == "nz") * 0.3 + TERM_PRIOR
    # 五方揭谛、四值功曹、六丁六甲: ranks of beings, listed together; heroes are listed too (石秀、杨雄)
    if u.rate(u.listed) >= LISTED_GROUP and not personal:
        votes["organisation"] += 3 * u.rate(u.listed)
    # 八大金刚, 四值功曹, 四大天师: a set of beings counted by number, not one person
    numbered = 1.0 if ZH_NUMBERED.match(word) and not _single_name_after(word) else u.rate(u.numbered)
    if numbered >= NUMBERED_GROUP:
        votes["organisation"] += 3 * numbered + 2 * u.rate(u.speaks)
    return Counter({k: v * u.count for k, v in votes.items()})  # as many votes as uses, like English


def _single_name_after(word: str) -> bool:
    """八戒, 三藏, 二郎, 三太子: one numeral opening a name, not a numbered set (八大金刚, 十八罗汉)."""
    m = ZH_NUMBERED.match(word)
    return m is not None and m.end() == 1 and len(word) > 1


def find_candidates(paragraphs: Sequence[Paragraph], segmenter: Segmenter
                    ) -> tuple[dict[str, Candidate], set[str], set[str], dict[tuple[str, str], list[int]]]:
    """The candidates, the vocabulary of frequent words (for surnames and titles), the common
    two-character words (for matching names without word boundaries) and the naming statements
    that tie two of the candidates (designations: 乳名叫做红孩儿，号圣婴大王)."""
    tagger = segmenter.tag
    streams = [tagger(p.text) for p in paragraphs]
    vocabulary = Counter(w for tokens in streams for w, _ in tokens)
    streams = [_split_determiners(t, vocabulary) for t in streams]
    joined = _join_new_words(streams)
    if joined:
        streams = [_retokenize(t, joined) for t in streams]
    usages = _usages(streams)
    n_tokens = sum(len(t) for t in streams)

    def keyness(word: str, u: _Usage) -> float:
        """How many times more frequent the word is in the book than in general text."""
        share = segmenter.reference_share
        return math.inf if share is None else u.count / n_tokens / max(share(word), 1 / JIEBA_TOTAL)

    def key(word: str, u: _Usage) -> bool:
        return keyness(word, u) >= KEYNESS_MIN

    def plausible(word: str, u: _Usage, generic_max: float = GENERIC_MAX) -> bool:
        return (u.count >= MIN_COUNT and word[0] not in ZH_DETERMINER_PREFIXES
                and _generic(u) <= generic_max and u.rate(u.plural) <= PLURAL_MAX
                and min(_entropy(u.left), _entropy(u.right)) >= MIN_ENTROPY
                and min(_entropy(u.left), _entropy(u.right)) >= MIN_RELATIVE_ENTROPY * math.log2(min(u.count, 64)))

    # Nouns that speak (names and roles alike); a word that mostly follows them is their predicate (闻言).
    anchors = {w for w, u in usages.items() if u.count >= ANCHOR_MIN_COUNT and u.tags.most_common(1)[0][0] in NOUN_TAGS
               and u.rate(u.speaks) >= ANCHOR_SPEAKS}
    out: dict[str, Candidate] = {}
    for word, u in usages.items():
        named = u.tags.most_common(1)[0][0] in ZH_NAME_TAGS
        if plausible(word, u, NAMED_GENERIC_MAX if named else GENERIC_MAX) and _accepted(word, u, anchors) and key(word, u):
            out[word] = Candidate(word, u.count, _kind_votes(word, u))
    vocabulary = _without_glued({w for w, u in usages.items() if u.count >= MIN_COUNT}, tagger)
    declared = _add_designated(paragraphs, out, usages, vocabulary)
    # A name made of an accepted name and a word (观音 + 菩萨, 猪 + 八戒) is a name too.
    for word, u in usages.items():
        if (word not in out and plausible(word, u, COMPOSED_GENERIC_MAX) and u.tags.most_common(1)[0][0] in NOUN_TAGS
                and u.rate(u.ends) <= ENDS_MAX and _composed(word, out, tagger)):
            out[word] = Candidate(word, u.count, _kind_votes(word, u))
    declared.update(_add_titled(paragraphs, out))
    _add_familiar(out, usages, vocabulary)
    _add_bare(paragraphs, out)
    named = {f for pair in declared for f in pair}  # a naming statement is evidence enough
    buried = _buried(out, streams, usages, tagger)
    for word in [w for w in out if _place_phrase(w) or _led_by_glue(w, vocabulary, tagger) or w in buried]:
        del out[word]
    for word in _common_nouns(out, usages, keyness):
        if word not in named and not (len(word) == 2 and word[0] in ZH_FAMILIAR_PREFIXES):  # 老猪: said of oneself
            del out[word]
    offices = _offices(paragraphs, out)
    for word in [w for w in out if w in offices or _fragment(w, out, tagger)]:
        del out[word]
    declared.update(_titles_before_names(paragraphs, out, offices, tagger))
    titles = _shared_endings(vocabulary)
    declared.update(courtesy_names(paragraphs, out))
    declared.update(nicknames(paragraphs, out))
    _add_epithets(paragraphs, out, tagger, titles, declared)
    _split_epithets(paragraphs, out, titles)
    declared.update(self_identified(paragraphs, out))
    declared.update(introduced_then_named(paragraphs, out))
    for pair, where in self_named(paragraphs, out).items():
        declared.setdefault(pair, where)
    _add_surname_titles(paragraphs, out)
    declared.update(_add_dotted_names(paragraphs, out))
    declared = {pair: where for pair, where in declared.items() if pair[0] in out and pair[1] in out}
    return out, vocabulary, _two_character_words(streams, out), declared


DOTTED_MIN = 2  # uses of a name in parts (修雷·诺赞), and of each part alone, to be forms
_PART = f"[{''.join(sorted(ZH_TRANSLITERATION))}]{{1,6}}"
DOTTED_NAME = re.compile(rf"{_PART}(?:[{NAME_DOTS}]{_PART})+")


def _add_dotted_names(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """A transliterated name joined by a dot (修雷·诺赞, written in transliteration characters on both
    sides) is one person's name, and each part of two or more characters written alone (诺赞) is an
    alias: the name itself shows the tie, so no statement is needed (an empty list)."""
    counts = Counter(m.group() for p in paragraphs for m in DOTTED_NAME.finditer(p.text))
    text = "\n".join(p.text for p in paragraphs)
    ties: dict[tuple[str, str], list[int]] = {}
    for name, n in counts.items():
        if n < DOTTED_MIN:
            continue
        out[name] = Candidate(name, n, Counter({"person": float(n)}))
        for part in {x for x in re.split(f"[{NAME_DOTS}]", name) if len(x) >= 2}:
            alone = text.count(part) - sum(c * other.count(part) for other, c in counts.items())
            if alone >= DOTTED_MIN or part in out:
                if part not in out:
                    out[part] = Candidate(part, alone, Counter({"person": float(alone)}))
                ties[(name, part)] = []
    return ties


TITLE_NAME_MIN = 2  # a title written before one personal name this often


def _titles_before_names(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], offices: set[str],
                         tagger: Tagger) -> dict[tuple[str, str], list[int]]:
    """托塔天王李靖, 东海龙王敖广: a title written right before a personal name too rare to pass alone. The
    title is a candidate ending in a title written after names (托塔天王), or an office held in several
    places with its place (东海 + 龙王); the name, what the tagger cuts as a person's name after it, opening
    with a surname. The two are one being's when the title is written before that name at least twice,
    before no other name, and the name after no other title (西海龙王敖闰 but also 北海龙王敖闰 and 西海龙王敖顺:
    the text is not sure, nor is the rule). One of the two is new; two known forms are left to the ties."""
    honoured = [w for w in out if len(w) >= 3 and w.endswith(ZH_HONORIFIC_AFTER) and not placelike(w)]
    alternatives = [re.escape(w) for w in sorted(honoured, key=len, reverse=True)]
    if offices:
        office = "|".join(map(re.escape, sorted(offices, key=len, reverse=True)))
        alternatives.append(f"[\u4e00-\u9fff][{''.join(sorted(ZH_PLACE_SUFFIXES))}](?:{office})")
    if not alternatives:
        return {}
    pattern = re.compile(f"(?:{'|'.join(alternatives)})(?=[{''.join(sorted(set(''.join(ZH_SURNAMES))))}])")
    seen: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, p in enumerate(paragraphs):
        for m in pattern.finditer(p.text):
            tokens = tagger(p.text[m.end():m.end() + 6])
            name, tag = tokens[0] if tokens else ("", "")
            if 2 <= len(name) <= 3 and tag in ZH_PERSON_TAGS and personal_name(name):
                seen[(m.group(), name)].append(i)
    names_of: Counter[str] = Counter(t for t, _ in seen)
    titles_of: Counter[str] = Counter(n for _, n in seen)
    pairs: dict[tuple[str, str], list[int]] = {}
    for (title, name), where in seen.items():
        if (len(where) < TITLE_NAME_MIN or names_of[title] > 1 or titles_of[name] > 1
                or (title in out and name in out) or name in ZH_KINSHIP or name in ZH_OFFICES):
            continue
        for form in (title, name):
            if form not in out:
                n = sum(q.text.count(form) for q in paragraphs)
                out[form] = Candidate(form, n, Counter({"person": float(n)}))
        pairs[(title, name)] = where
    return pairs


EPITHET_MIN = 2  # the epithet is also written without the name
EPITHET_USES = 3  # an epithet is written before its name this often
EPITHET_LENGTHS = (2, 3, 4)  # 浪子, 豹子头, 神行太保
EPITHET_NAME_MIN = 10  # uses of a name an epithet is looked for before
EPITHET_PART = 0.5  # ...and most, before a title (太上|老君, not 浪子|燕青): the title's first half
EPITHET_SHARE = 0.3  # of the epithet's uses, written right before the name: 只见林冲 is no epithet
EPITHET_LEFT_MAX = 0.6  # no one character stands before most of its uses: 子头 is part of 豹子头
EPITHET_GLUE = frozenset("的了着是在与和同对把被将叫请见问道说又也便就都却只这那来去")
EPITHET_END_GLUE = frozenset("个大小并")  # 七十个小|妖, 李天王并|哪吒


def _add_epithets(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], tagger: Tagger, titles: set[str],
                  declared: dict[tuple[str, str], list[int]]) -> None:
    """豹子头林冲, 及时雨宋江: a nickname written right before a person's name, however the dictionary
    cuts it (豹子|头). Its left edge is where the characters before it vary; it is one when a fair share
    of its uses are before that name, or before the names a statement has tied to it (呼保义宋江 and
    呼保义宋公明: 姓宋，名江，表字公明). The two are then tied by their adjacency (ChineseRules.ties)."""
    people = [w for w, c in out.items() if 2 <= len(w) <= 3 and c.count >= EPITHET_NAME_MIN
              and (not placelike(w) or personal_name(w))  # 宋江
              and c.kind_votes["person"] > 0 and w not in titles and w not in ZH_HONORIFIC_AFTER
              and w not in ZH_KINSHIP and w not in ZH_OFFICES]  # 荡魔|天尊: a title, worn by several
    if not people:
        return
    text = "\n".join(p.text for p in paragraphs)
    before: dict[str, Counter[str]] = defaultdict(Counter)  # name -> the characters before it
    for m in re.finditer("(?=(" + "|".join(map(re.escape, sorted(people, key=len, reverse=True))) + "))", text):
        start = m.start()
        before[m.group(1)][text[max(0, start - max(EPITHET_LENGTHS) - 1):start]] += 1
    group = _same_person(set(people), {pair: [] for pair in declared})
    members: dict[str, list[str]] = defaultdict(list)
    for name in before:
        members[group(name)].append(name)
    found_for: dict[str, list[str]] = defaultdict(list)  # epithet -> the names it is found before
    part_of: dict[str, str] = {}  # 太上 of 太上老君: two characters mostly written before one title
    for names in members.values():
        heads = sum((before[n] for n in names), Counter())
        found: dict[str, int] = {}  # epithet -> uses before the names
        for k in EPITHET_LENGTHS:
            uses: Counter[str] = Counter()
            for head, n in heads.items():
                if len(head) >= k and HAN.match(head[-k:]):
                    uses[head[-k:]] += n
            for epithet, n in uses.items():
                if (n < EPITHET_USES or not _epithet_like(epithet, out, people, tagger)
                        or any(epithet[i:] + name in out for i in range(len(epithet)) for name in names)):  # 拿孙|悟空
                    continue
                # where the epithet is written at all (山东及时雨 but also 是及时雨): 子头 is always 豹子头
                lefts = Counter(text[m.start() - 1] if m.start() and HAN.match(text[m.start() - 1]) else m.start()
                                for m in re.finditer(epithet, text))
                if max(lefts.values()) <= EPITHET_LEFT_MAX * sum(lefts.values()) and n >= EPITHET_SHARE * sum(lefts.values()):
                    found[epithet] = n
                    if (len(epithet) == 2 and len(names) == 1 and not personal_name(names[0])
                            and n >= EPITHET_PART * sum(lefts.values())):
                        part_of[epithet] = names[0]
        # 太岁 is written elsewhere too, but before this name it is the end of 立地太岁
        found = {e: n for e, n in found.items() if not any(f != e and f.endswith(e) and 2 * m >= n for f, m in found.items())}
        if found and not any(_worn_by_several(n, list(found), out) for n in names):
            for epithet in found:
                found_for[epithet].append(names[0])
    for epithet, names in found_for.items():
        if len(names) != 1:  # 大刀关胜, 大刀闻达: a byword, no one's nickname
            continue
        form = epithet + part_of[epithet] if epithet in part_of else epithet  # the name is 太上老君
        if form not in out:
            total = text.count(form)
            out[form] = Candidate(form, total, Counter({"person": float(total)}))


def _worn_by_several(name: str, epithets: list[str], out: dict[str, Candidate]) -> bool:
    """元始天尊 beside 荡魔天尊: the name is written after another head than its epithets, one neither an
    office (副先锋卢俊义) nor a kinship term (兄弟宋清) nor a place: a title several beings wear."""
    for form in out:
        head = form[:-len(name)]
        if (len(head) >= 2 and form.endswith(name) and not placelike(head)
                and not any(head.endswith(e) or e.endswith(head) for e in epithets)
                and not any(head.endswith(w) for w in ZH_OFFICES | ZH_KINSHIP)):
            return True
    return False


def _epithet_like(epithet: str, out: dict[str, Candidate], people: list[str], tagger: Tagger) -> bool:
    """No function word at either end and no verb at the end (伸过, 救取; but 浪|里|白|跳 opens with a noun), no number or size word ending
    it (八大, 七十个小), no pronoun, place, office or kinship term, no other name (宋江便唤)."""
    tokens = tagger(epithet)
    return (epithet[0] not in EPITHET_GLUE and epithet[-1] not in EPITHET_GLUE and epithet[-1] not in EPITHET_END_GLUE
            and (not tokens[-1][1].startswith(GLUE_TAGS) or len(epithet) >= 4 and tokens[0][1].startswith("n"))  # 浪里白跳
            and not ZH_NUMBERED.fullmatch(epithet)
            and epithet[0] not in ZH_DETERMINER_PREFIXES and not placelike(epithet)
            and epithet not in ZH_OFFICES and epithet not in ZH_KINSHIP and epithet not in ZH_HONORIFIC_AFTER
            and not any(epithet.endswith(o) for o in ZH_OFFICES | ZH_KINSHIP)
            and not any(p in epithet for p in people)
            and not (epithet in out and out[epithet].kind_votes["person"] <= 0))


def _shared_endings(vocabulary: set[str]) -> set[str]:
    """Words that end several others (菩萨 of 观音菩萨, 文殊菩萨, 普贤菩萨; 行者 of 孙行者): titles, see
    ChineseRules. A head of one character counts only when it is a surname: 黑宋江, 寻宋江, 宣宋江 (the
    dictionary's glue) do not make 宋江 a title."""
    endings: Counter[str] = Counter()
    for word in vocabulary:
        endings.update(word[n:] for n in range(1, len(word) - 1) if n >= 2 or word[:n] in ZH_SURNAMES)
    return {t for t, n in endings.items() if n >= TITLE_MIN_NAMES}


def _split_epithets(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], titles: set[str]) -> None:
    """九纹龙史进, 豹子头林冲: an epithet of three characters or more written before a personal name is
    a form of its own, not one name glued to another; the glued form goes, and the epithet stays when
    the text also writes it alone (the adjacency then ties the two, ChineseRules.ties). A title at the
    end (齐天大圣, 太上老君, 观世音菩萨) makes one name, not two."""
    people = {w for w, c in out.items() if 2 <= len(w) <= 3 and c.kind_votes["person"] > 0
              and w not in titles and w not in ZH_HONORIFIC_AFTER and w not in ZH_KINSHIP}
    text = "\n".join(p.text for p in paragraphs)
    for word in list(out):
        for n in (3, 2):
            head, name = word[:-n], word[-n:]
            if len(head) >= 3 and name in people and word not in people - {name} and not placelike(word):
                alone = text.count(head) - text.count(word)
                del out[word]
                if head not in out and alone >= EPITHET_MIN and head[0] not in ZH_DETERMINER_PREFIXES:
                    votes = Counter({k: v * alone / max(out[name].count, 1) for k, v in out[name].kind_votes.items()})
                    out[head] = Candidate(head, text.count(head), votes)
                break


SURNAME_TITLE_MIN = 3  # uses of 鲁提辖 for it to be a form


def _surname_titled(form: str, titles: Container[str] = ZH_SURNAME_TITLES) -> str | None:
    """The surname of 鲁提辖, 公孙先生, 宋三郎: a surname and a title or birth order (ZH_SURNAME_TITLES)."""
    return next((form[:n] for n in (2, 1) if form[:n] in ZH_SURNAMES and form[n:] in titles), None)


def _add_surname_titles(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> None:
    """鲁提辖, 林教头, 宋押司: a surname of the book's people with an office or a form of address, written
    a few times, is a form (the dictionary cuts it 鲁|提辖). Whose it is, discourse says (ChineseRules.ties),
    unless a name stands inside it (武大郎: 武大's, as a part)."""
    surnames = {s for w, c in out.items() if (s := surname_of(w)) and personal_name(w) and c.kind_votes["person"] > 0}
    if not surnames:
        return
    alt = lambda words: "|".join(map(re.escape, sorted(words, key=len, reverse=True)))  # noqa: E731
    pattern = re.compile(f"(?:{alt(surnames)})(?:{alt(ZH_SURNAME_TITLES)})")
    found = Counter(m.group() for p in paragraphs for m in pattern.finditer(p.text))
    for form, n in found.items():
        surname = _surname_titled(form)
        if n >= SURNAME_TITLE_MIN and form not in out and surname:
            out[form] = Candidate(form, n, Counter({"person": float(n)}))


def _add_designated(paragraphs: Sequence[Paragraph], out: dict[str, Candidate], usages: dict[str, "_Usage"],
                    vocabulary: set[str]) -> dict[tuple[str, str], list[int]]:
    """Forms tied to a candidate by a naming statement become candidates, however rare (written at
    least twice); so does a noun of the book's vocabulary naming the subject (猴王 in 猴王笑道：“自今就
    叫做孙悟空也”)."""
    def noun(w: str) -> bool:
        return w in out or w in vocabulary and len(w) >= 2 and usages[w].tags.most_common(1)[0][0] in NOUN_TAGS \
            and w[0] not in ZH_DETERMINER_PREFIXES

    def speaker(w: str) -> bool:
        return w in out or noun(w) and usages[w].rate(usages[w].speaks) >= SPEAKS_SOME

    pairs = designations(paragraphs, noun, speaker)
    if not pairs:
        return {}
    text = "\n".join(p.text for p in paragraphs)
    counts = {f: text.count(f) for pair in pairs for f in pair}
    kept: dict[tuple[str, str], list[int]] = {}
    for (a, b), where in pairs.items():
        if counts[a] < DESIGNATED_MIN or counts[b] < DESIGNATED_MIN or a not in out and b not in out \
                and not (a in vocabulary and b in vocabulary):
            continue
        kept[(a, b)] = where
    for (a, b) in kept:
        for form, other in ((a, b), (b, a)):
            if form in out:
                continue
            if form in usages and usages[form].count >= MIN_COUNT:
                votes = _kind_votes(form, usages[form])
            elif other in out:
                share = counts[form] / max(out[other].count, 1)
                votes = Counter({k: v * share for k, v in out[other].kind_votes.items()})
            else:
                votes = Counter({"person": counts[form]})
            out[form] = Candidate(form, counts[form], votes)
    return kept


def _add_familiar(out: dict[str, Candidate], usages: dict[str, "_Usage"], vocabulary: set[str]) -> None:
    """老猪 like 老孙: a familiar prefix and the surname of a name whose given name is a name too
    (猪八戒 / 八戒) is a form of that name, however often it is owned (等老猪) or self-referring."""
    surnames = {f[0]: f for f in out if len(f) >= 3 and f[1:] in out and f[0] not in ZH_FAMILIAR_PREFIXES}
    for word in vocabulary:
        if len(word) == 2 and word[0] in ZH_FAMILIAR_PREFIXES and word[1] in surnames and word not in out:
            u = usages[word]
            if u.tags.most_common(1)[0][0] in NOUN_TAGS:
                out[word] = Candidate(word, u.count, _kind_votes(word, u))


def _add_bare(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> None:
    """观世音 of 观世音菩萨: a name written with a title after it is also a name without it, when the
    text writes it bare often enough."""
    titled = {f: f[:-len(h)] for f in out for h in ZH_HONORIFIC_AFTER
              if f.endswith(h) and len(f) - len(h) >= 2 and f[:-len(h)] not in out}
    if not titled:
        return
    text = "\n".join(p.text for p in paragraphs)
    for form, bare in titled.items():
        n = text.count(bare) - text.count(form)
        if n >= MIN_COUNT and bare[0] not in ZH_DETERMINER_PREFIXES:
            share = n / max(out[form].count, 1)
            out[bare] = Candidate(bare, n, Counter({k: v * share for k, v in out[form].kind_votes.items()}))


def _add_titled(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """A name with a title after it (哪吒太子, 金角大王), written at least twice, is a form of that
    name even when too rare to pass as a name alone."""
    people = [w for w, c in out.items() if len(w) >= 2 and not placelike(w)
              and c.kind_votes["place"] <= max(c.kind_votes["person"], c.kind_votes["term"])]
    if not people:
        return {}
    name = trie_regex(people, words=False).pattern
    # a rank may stand between: 哪吒三太子
    titled = re.compile(f"({name})[一二三四五六七八九十]?(?:{'|'.join(sorted(ZH_HONORIFIC_AFTER, key=len, reverse=True))})")
    found: Counter[tuple[str, str]] = Counter()
    for p in paragraphs:
        found.update((m.group(), m.group(1)) for m in titled.finditer(p.text))
    ties: dict[tuple[str, str], list[int]] = {}
    for (form, base), n in found.items():
        if n >= TITLED_MIN and form not in out and len(form) <= MAX_LEN:
            share = n / out[base].count
            votes = Counter({k: v * share for k, v in out[base].kind_votes.items()})
            votes["person"] += n  # the title is a person's
            out[form] = Candidate(form, n, votes)
            ties[(base, form)] = []  # the form shows the tie: no statement needed
    return ties


def _common_nouns(out: dict[str, Candidate], usages: dict[str, _Usage], keyness: Callable[[str, _Usage], float]
                  ) -> list[str]:
    """Candidates that never speak and that nothing else marks as a name: things of everyday language
    (行李, 扇子: far from rare in general text) and words only ever said, never narrated (寡人: a self-
    reference). A stem of a longer candidate stays (卷帘 of 卷帘大将, 观音 of 观音菩萨): the longer name
    speaks for it."""
    out_forms = list(out)
    found = []
    for word in out_forms:
        u = usages.get(word)
        if u is None or u.count < MIN_COUNT or u.rate(u.speaks) >= SPEAKS_SOME or placelike(word):
            continue
        said_only = u.rate(u.quoted) >= SAID_ONLY
        tag = u.tags.most_common(1)[0][0]
        if not said_only and (tag in ENTITY_TAGS or keyness(word, u) >= THING_KEYNESS):
            continue
        if not any(word != other and word in other for other in out_forms):
            found.append(word)
    return found


def _place_phrase(word: str) -> bool:
    """A place suffix after a position, an extent or a lone character for a gate: 前门, 满城, 山门."""
    return len(word) == 2 and placelike(word) and (word[0] in ZH_POSITION_PREFIXES or word[1] in ZH_BUILDING_PARTS)


def _led_by_glue(word: str, vocabulary: set[str], tagger: Tagger) -> bool:
    """A verb, adverb or position glued before a word of the book: 上西天, 上灵霄殿, 正中间, 开东阁."""
    if len(word) < 3 or word[1:] not in vocabulary:
        return False
    tag = _tag(word[0], tagger)
    return tag == "f" or tag.startswith(GLUE_TAGS)


def _without_glued(vocabulary: set[str], tagger: Tagger) -> set[str]:
    """The joiner glues a verb or particle to a name it often follows (了|花荣, 与|花荣): such words are
    not the book's words. Left in, five of them would make 花荣 a title the words share (菩萨 of 观音菩萨)."""
    tags: dict[str, str] = {}

    def glue(ch: str) -> bool:
        if ch not in tags:
            tags[ch] = _tag(ch, tagger)
        return tags[ch] == "f" or tags[ch].startswith(GLUE_TAGS)

    return {w for w in vocabulary if not (len(w) >= 3 and w[1:] in vocabulary and glue(w[0]))}


def _buried(out: dict[str, Candidate], streams: list[list[Token]], usages: dict[str, _Usage], tagger: Tagger) -> set[str]:
    """Candidates written more often inside longer ordinary words than alone: 伏虎 of 降龙伏虎. The
    text's matching has no word boundaries, so each of those would count as a mention. A name glued to
    what it does (宝玉道, 问宝玉, 宝玉心中: the joiner's fragments) is the name used, not buried."""
    inside: Counter[str] = Counter()
    fragments: dict[str, bool] = {}
    for tokens in streams:
        for word, _ in tokens:
            if len(word) > 2 and word not in out:
                if word not in fragments:
                    fragments[word] = _fragment(word, out, tagger)
                if fragments[word]:
                    continue
                inside.update({word[i:j] for i in range(len(word) - 1) for j in range(i + 2, len(word) + 1)
                               if j - i < len(word) and word[i:j] in out})
    return {w for w, n in inside.items() if w in usages and n > usages[w].count
            and not any(w != o and w in o for o in out)}


def _two_character_words(streams: list[list[Token]], names: dict[str, Candidate]) -> set[str]:
    """Common two-character words of the book (德行, 圣人), to keep name matches off their halves."""
    counts = Counter(w for tokens in streams for w, _ in tokens if len(w) == 2 and HAN.match(w))
    return {w for w, n in counts.items() if n >= STRADDLE_MIN and w not in names}


def _offices(paragraphs: Sequence[Paragraph], words: dict[str, Candidate]) -> set[str]:
    """Words written after several different place names, twice each or more (四海龙王, 泾河龙王)."""
    if not words:
        return set()
    # a lookahead finds every start, so 龙王 is seen inside 北海龙王 too
    pattern = re.compile("(?=(" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + "))")
    places: dict[str, Counter[str]] = defaultdict(Counter)
    for p in paragraphs:
        for m in pattern.finditer(p.text):
            before = p.text[max(0, m.start() - 2):m.start()]
            if len(before) == 2 and before[-1] in ZH_PLACE_SUFFIXES:
                places[m.group(1)][before] += 1
    return {w for w, c in places.items() if sum(n >= 2 for n in c.values()) >= OFFICE_PLACES}


# What follows a name as its predicate, whatever the dictionary tags it: speech (宝玉道) and mind (宝玉心中)
ZH_PREDICATE_AFTER = ZH_SPEECH + ("心", "心中", "心下", "心里", "心内", "心上")


def _fragment(word: str, accepted: dict[str, Candidate], tagger: Tagger) -> bool:
    """A name glued to a function word by the dictionary or the joiner (沙僧见, 保唐僧, 等老孙), or to a
    verb of speech or 心 (X道, X心中: the joiner glues what follows a frequent name)."""
    for name, rest in ((word[1:], word[0]), (word[:-1], word[-1]), (word[2:], word[:2])):
        if name in accepted and len(name) >= 2 and all(t.startswith(FUNCTION_TAGS) for _, t in tagger(rest)):
            return True  # 拉住X: a verb of two characters too (拉|住)
    if word[0] in OBJECT_BEFORE and word[1:] in accepted and len(word) >= 3:  # 问X, 叫X: 问 alone is tagged a noun
        return True
    return any(word.endswith(rest) and word[:-len(rest)] in accepted and len(word) - len(rest) >= 2
               for rest in ZH_PREDICATE_AFTER)


def _tag(word: str, tagger: Tagger) -> str:
    tokens = tagger(word)
    return tokens[0][1] if len(tokens) == 1 else ""


def _accepted(word: str, u: _Usage, anchors: set[str]) -> bool:
    tag = u.tags.most_common(1)[0][0]
    if tag not in NOUN_TAGS:  # verbs, adverbs, pronouns... even when they open clauses
        return False
    if word not in anchors and u.rate(sum(n for w, n in u.before.items() if w in anchors)) >= AFTER_ANCHOR_MAX:
        return False
    if word[-1] in ZH_PLACE_SUFFIXES and (len(word) >= 3 or tag in ZH_NAME_TAGS or tag == NEW_WORD):
        return True
    if u.rate(u.addressed) >= ADDRESS_MAX and u.rate(u.speaks) < SPEAKS_MIN:  # 陛下, 贫僧: address, not a name
        return False
    if u.object_of < max(1.0, OBJECT_MIN * u.count):
        return False
    subject = _subject_score(u)
    # a person, place or organisation tag lowers the bar; nz (jieba's "other proper noun": 乾坤, 祥光,
    # 金箍) is given to too many common words of the old language to count as evidence
    return u.rate(u.ends) <= ENDS_MAX and (subject >= SUBJECT_MIN or tag in ENTITY_TAGS and subject >= SUBJECT_MIN / 2)


def _composed(word: str, accepted: dict[str, Candidate], tagger: Tagger) -> bool:
    """An accepted name plus words that are not function words (猪 + 八戒 yes, 天 + 大圣 no)."""
    for n in range(1, len(word) - 1):
        head, tail = word[:n], word[n:]
        if tail in accepted and _content(head, tagger) or head in accepted and len(head) >= 2 and _content(tail, tagger):
            return True
    return False


def _content(text: str, tagger: Tagger) -> bool:
    """No verb, preposition, particle or pronoun: 齐天 (+ 大圣) yes, 大闹 (+ 天宫) no."""
    return all(not tag.startswith(GLUE_TAGS) for _, tag in tagger(text))


ZH_COPULA = re.compile(r"[，,]?(?:乃是|乃|本是|原是|就是|便是|即是|是|号|叫做|唤做|唤作|名唤|称为|又名)"
                       r"|[，,](?:汝|你)(?:本|原)?(?:乃是|乃|是)")  # 沙悟净，汝本是卷帘大将: said to the bearer
ZH_SELF_INTRO = re.compile(r"(?:我|俺|吾|老孙|老猪)(?:本|原|就|便|正|也)?(?:乃是|乃|是)")
ZH_CLAUSE_END = re.compile(r"[，。！？；：”、]")
ZH_CLOSING = re.compile(r"(?:是也|也|哩)?(?:[，。！？；：”、]|$)")


def _closes(text: str, end: int) -> bool:
    """The name ends its clause (是也 and 也 may follow): not the owner of what comes next (X的徒弟)."""
    return bool(ZH_CLOSING.match(text, end))


def _clause_length(text: str) -> int:
    m = ZH_CLAUSE_END.search(text)
    return m.start() if m else len(text)


DISCOURSE_TITLES = frozenset(ZH_HONORIFIC_AFTER) | {"行者"}  # tied by discourse, but joining families by shape too
TITLE_WINDOW = 3  # paragraphs back to the name a surname with a title stands for
TITLE_DOMINANCE = 0.7  # of the uses that follow a name of that surname, those following the winner
TITLE_RESOLVED = 0.35  # of all the uses, those that follow a name of that surname
TITLE_VOTES = 4  # resolved uses, at the least
TITLE_KNOWN_MIN = 2  # a weak statement (adjacency, copula) said this often groups two names as one voter


def _bearer(form: str, forms: set[str]) -> bool:
    """A personal name a surname with a title can stand for: 宋江, not 宋太公 (a relative), 晁天王 (a title
    itself), 卢某 (a self-reference: 卢俊义's votes are not to be split) or 宋江阵 (another name inside)."""
    surname = surname_of(form)
    rest = form[len(surname):] if surname else ""
    return (personal_name(form) and _surname_titled(form) is None and rest not in ZH_KINSHIP
            and rest not in ZH_HONORIFIC_AFTER and rest != "某" and not any(o != form and o in form for o in forms))


def _same_person(names: set[str], known: dict[tuple[str, str], list[int]]) -> Callable[[str], str]:
    """Names the text has already tied (宋江 / 宋公明: 姓宋，名江，表字公明; 吴用 / 吴学究), as one voter."""
    parent = {n: n for n in names}

    def find(n: str) -> str:
        while parent[n] != n:
            n = parent[n]
        return n

    for (a, b), where in known.items():
        if a in parent and b in parent and (len(where) >= TITLE_KNOWN_MIN or not where):
            parent[find(b)] = find(a)
    return lambda n: find(n) if n in parent else n


def _surname_title_ties(paragraphs: Sequence[Paragraph], forms: set[str], pattern: re.Pattern,
                        known: dict[tuple[str, str], list[int]]) -> dict[tuple[str, str], list[int]]:
    """鲁提辖 is 鲁达 where the text has just named 鲁达: each use of a surname with a title votes for the
    last name of that surname written a few paragraphs before it in the chapter. The title is tied to a
    name only when nearly all its resolved uses vote for it (杨提辖: 杨志, not 杨雄); a title of two
    bearers (张教头, 王教头 aside) or of nobody named stays unattached."""
    # 晁天王, 武行者 too: a title written after names, or a calling, with a surname
    titled = {f: s for f in forms if (s := _surname_titled(f) or _surname_titled(f, DISCOURSE_TITLES))
              and not any(f[:k] in forms for k in range(len(s) + 1, len(f)))}
    if not titled:
        return {}
    names = {f for f in forms if f not in titled and _bearer(f, forms)}
    group = _same_person(names, known)
    votes: dict[str, Counter[str | None]] = defaultdict(Counter)
    where: dict[tuple[str, str], list[int]] = defaultdict(list)
    last: dict[str, tuple[str, int]] = {}
    chapter = None
    for i, p in enumerate(paragraphs):
        if p.chapter_no != chapter:
            chapter, last = p.chapter_no, {}
        for m in pattern.finditer(p.text):
            form = m.group()
            if form in titled:
                seen = last.get(titled[form])
                name = seen[0] if seen and i - seen[1] <= TITLE_WINDOW else None
                votes[form][name] += 1
                if name:
                    where[(name, form)].append(i)
            elif form in names:
                last[surname_of(form)] = (group(form), i)
    out: dict[tuple[str, str], list[int]] = {}
    for form, tally in votes.items():
        resolved = sum(n for name, n in tally.items() if name)
        if resolved >= TITLE_VOTES and resolved >= TITLE_RESOLVED * sum(tally.values()):
            name, n = max(((name, n) for name, n in tally.items() if name), key=lambda kv: kv[1])
            if n >= TITLE_DOMINANCE * resolved:
                out[(name, form)] = where[(name, form)]
    return out


def _named_in_runs(found: list[re.Match]) -> dict[int, str]:
    """In a run of three forms or more with one personal name, the pairs before the name and the name:
    山东及时雨呼保义宋公明 ties 及时雨 and 呼保义 to 宋公明, not 及时雨 to 呼保义."""
    out: dict[int, str] = {}
    k = 0
    while k < len(found) - 1:
        end = k
        while end < len(found) - 1 and found[end].end() == found[end + 1].start():
            end += 1
        run = found[k:end + 1]
        names = [j for j, m in enumerate(run) if personal_name(m.group())]
        if len(run) >= 3 and len(names) == 1:
            out.update({k + j: run[names[0]].group() for j in range(names[0] - 1)})
        k = end + 1
    return out


def _bywords(pairs: dict[tuple[str, str], list[int]], adjacent: set[tuple[str, str]],
             declared: dict[tuple[str, str], list[int]]) -> list[tuple[str, str]]:
    """Adjacency ties of a word written before two people's names, twice each or more (大刀关胜, 大刀闻达):
    a byword, not the nickname of either. Names a statement ties (宋江, 宋公明) are one person."""
    before: dict[str, dict[str, int]] = defaultdict(dict)
    for (x, y) in adjacent:
        if (personal_name(y) and not personal_name(x)
                and not _surname_titled(y) and not _surname_titled(y, ZH_HONORIFIC_AFTER)):  # 及时雨宋押司: his title
            before[x][y] = len(pairs[(x, y)])
    names = {y for ys in before.values() for y in ys}
    group = _same_person(names, {pair: [] for pair in declared})
    out = []
    for x, ys in before.items():
        if len({group(y) for y, n in ys.items() if n >= 2}) >= 2:
            out += [(x, y) for y in ys]
    return out


def _in_rosters(found: list[re.Match]) -> set[int]:
    """Indices k of the pairs (found[k], found[k+1]) inside a run of three forms or more written without
    a break, two of them personal names: a roster (大刀关胜豹子头林冲霹雳火秦明) says nothing of which two go
    together; 及时雨呼保义宋公明 is one man's two nicknames and his name."""
    glued = [a.end() == b.start() for a, b in zip(found, found[1:])]
    out: set[int] = set()
    k = 0
    while k < len(glued):
        if not glued[k]:
            k += 1
            continue
        end = k
        while end < len(glued) and glued[end]:
            end += 1
        if end - k >= 2 and sum(personal_name(m.group()) for m in found[k:end + 1]) >= 2:
            out.update(range(k, end))
        k = end
    return out


class ChineseRules:
    """How Chinese names relate: parts (悟空 / 孙悟空, 大圣 / 齐天大圣), first+last character
    abbreviations (玉帝 / 玉皇大帝), surname families (孙 + 悟空 / 行者 / 大圣) and familiar forms (老孙)."""

    part_ratio = 30.0  # 长老 (647) is a title of its own, not the 长老 of 孙长老 (11)
    title_ratio = 5.0  # 天尊 (46) of 元始天尊 (6), mostly said of others: a title, unless discourse ties it

    def __init__(self, vocabulary: set[str], declared: dict[tuple[str, str], list[int]] | None = None):
        self.vocabulary = vocabulary  # words seen standalone: the given-name half of 孙悟空 must be one
        self._declared = declared or {}  # naming statements found with the candidates (designations)
        self.adjacent: set[tuple[str, str]] = set()  # tie pairs found only written together (军师吴用)
        # a word that ends several others (观音菩萨, 文殊菩萨, 普贤菩萨) is a title they share
        self.titles = _shared_endings(vocabulary)

    def is_title(self, part: str) -> bool:
        return part in self.titles

    def honorific(self, form: str) -> bool:
        """A title written after names (星君, 大王), or a kinship term (奶奶, 二爷): alone, it titles no entity."""
        return form in ZH_HONORIFIC_AFTER or form in ZH_KINSHIP or form in ZH_OFFICES

    def address(self, form: str) -> bool:
        """A kinship term or form of address: an alias only where the text ties it to one person."""
        return (form in ZH_KINSHIP or form in ZH_OFFICES
                or len(form) == 3 and form[1:] in ZH_KINSHIP and form[0] in "二三四五六七八九大小老")

    def variant_key(self, form: str) -> str:
        return form

    def core(self, form: str) -> str | None:
        return None

    def parts(self, form: str) -> list[str]:
        return [form[:n] for n in range(2, len(form))] + [form[n:] for n in range(1, len(form) - 1)]

    def abbreviations(self, form: str) -> list[str]:
        return [form[0] + form[-1]] if len(form) >= 3 else []

    def declared(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        """Naming statements (乳名叫做红孩儿，号圣婴大王): said once is enough; and titled forms with the
        name they were built from (哪吒三太子 / 哪吒), which need no statement (an empty list)."""
        return {pair: where for pair, where in self._declared.items() if pair[0] in forms and pair[1] in forms}

    def qualified(self, part: str, form: str) -> bool:
        return False

    def ties(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        """Three weak statements that two forms name one being:
        - a copula or a designation between them, the second closing its clause: 八戒，乃天蓬元帅。
        - a self-introduction inside the first one's speech: 八戒道：“我乃是天蓬元帅，...
        - two names written together (哪吒三太子, 如来佛祖), when neither is a place or a title."""
        forms = {f for f in forms if len(f) >= 2}
        if not forms:
            return {}
        pattern = trie_regex(forms, words=False)
        pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
        written_together: set[tuple[str, str]] = set()
        for i, p in enumerate(paragraphs):
            text = p.text
            found = [m for m in pattern.finditer(text)]
            glued = _in_rosters(found)
            named = _named_in_runs(found)
            for k, (a, b) in enumerate(zip(found, found[1:])):
                x, y = a.group(), named.get(k, b.group())  # 及时雨呼保义宋公明: both nicknames are 宋公明's
                # an office or a kinship term is whoever's the text speaks of (军师吴用, 军师朱武); a person is no place
                if x == y or self.address(x) or self.address(y) or placelike(x) or placelike(y):
                    continue
                gap = text[a.end():b.start()]
                if gap == "" and k not in glued:
                    pairs[(x, y)].append(i)
                    written_together.add((x, y))
                    # a name written after several of its own epithets and titles (豹子头林冲, 林武师林冲) is no
                    # role they share; an epithet written before several names is a byword (_bywords)
                    if not personal_name(y):
                        self.adjacent.add((x, y))
                elif ZH_COPULA.fullmatch(gap) and _closes(text, b.end()):
                    pairs[(x, y)].append(i)
            for q in ZH_SPEECH_OPEN.finditer(text):
                speaker = [m for m in found if m.end() <= q.start() and q.start() - m.end() <= SPEAKER_GAP]
                if not speaker:
                    continue
                end = text.find("”", q.end())
                quote = text[q.end():end if end >= 0 else len(text)]
                for s in ZH_SELF_INTRO.finditer(quote):
                    named = [m for m in found if q.end() + s.end() <= m.start() and m.end() <= q.end() + len(quote)]
                    clause_end = q.end() + s.end() + _clause_length(quote[s.end():])
                    last = [m for m in named if m.end() <= clause_end]
                    if last and _closes(text, last[-1].end()) and last[-1].group() != speaker[-1].group():
                        pairs[(speaker[-1].group(), last[-1].group())].append(i)
        for pair in _bywords(pairs, written_together, self._declared):
            del pairs[pair]
        known = {**pairs, **{pair: [] for pair in self._declared}}  # statements found so far
        for pair, where in _surname_title_ties(paragraphs, forms, pattern, known).items():
            pairs[pair] += where
        return pairs

    def stated(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        """Title before name, written together: 齐天大圣孙悟空. (号/叫做 statements name their subject by
        pronoun too often to be read without a parser.)"""
        titled = {f for f in forms if any(f[n:] in self.titles for n in range(1, len(f) - 1))}
        names = {f for f in forms if len(f) >= 3}
        if not titled or not names:
            return {}
        pattern = trie_regex(forms, words=False)
        pairs: dict[tuple[str, str], list[int]] = defaultdict(list)
        for i, p in enumerate(paragraphs):
            found = list(pattern.finditer(p.text))
            glued = _in_rosters(found)
            for k, (a, b) in enumerate(zip(found, found[1:])):
                if (a.end() == b.start() and k not in glued and a.group() in titled and b.group() in names
                        and a.group() != b.group() and not placelike(a.group())):  # 扈家庄一丈青: where she is from
                    pairs[(a.group(), b.group())].append(i)
        return pairs

    def families(self, forms: set[str]) -> dict[str, set[str]]:
        """Surname -> forms. A character is a surname when it opens two forms followed by a word
        (孙悟空, 孙行者), one of them a name itself; then X + one character (唐僧, 沙僧) joins.
        Familiar prefixes (老, 小) are never surnames."""
        out: dict[str, set[str]] = defaultdict(set)
        named: set[str] = set()
        for f in forms:
            if len(f) >= 3 and f[0] not in ZH_FAMILIAR_PREFIXES and f[1:] in self.vocabulary:
                out[f[0]].add(f)
                if f[1:] in forms:
                    named.add(f[0])
        out = {s: m for s, m in out.items() if s in named and len(m) >= 2}
        for f in forms:
            if len(f) == 2 and f[0] in out:
                out[f[0]].add(f)
        # names sharing a two-character stem that is no word of its own (镇元子 / 镇元大仙) are
        # tried the same way: only names used in the same chapters merge
        stems: dict[str, set[str]] = defaultdict(set)
        for f in forms:
            if len(f) >= 3 and f[:2] not in self.vocabulary and f[0] not in ZH_FAMILIAR_PREFIXES:
                stems[f[:2]].add(f)
        out.update({s: m for s, m in stems.items() if len(m) >= 2})
        return out

    def may_join(self, a: str, b: str, surname: str, forms: set[str]) -> bool:
        """Two names of one surname are one person's only when one of them is the surname and a name or
        title the text uses alone (孙 + 悟空, 孙 + 大圣, 唐 + 三藏): 宋江 and 宋清, 阮小二 and 阮小七 are
        brothers, 宋太公 their father (a kinship term)."""
        rests = [f[len(surname):] for f in (a, b) if f.startswith(surname)]
        # 宋押司, 宋三郎, 宋皇帝: an office or a birth order is anyone's of that surname; discourse ties it
        if any(r in ZH_KINSHIP or r in ZH_OFFICES or r in ZH_SURNAME_TITLES for r in rests):
            return False
        return any(len(r) >= 2 and r in forms for r in rests)

    def familiar_surname(self, form: str) -> str | None:
        return form[1] if len(form) == 2 and form[0] in ZH_FAMILIAR_PREFIXES else None
