"""Chinese words: jieba's segmentation and tags, and the book's own new words joined from frequent,
cohesive token sequences whose parts rarely occur apart (悟/能 -> 悟能)."""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Callable, Iterable

from .lexicon import ZH_DETERMINER_PREFIXES, ZH_SPEECH, ZH_TRANSLITERATION
from .statements import MAX_LEN

HAN = re.compile(r"^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+$")
NEW_WORD = "new"  # tag of a word found by the statistics, not the tagger
FUNCTION_TAGS = ("v", "p", "u", "d", "c", "r", "m", "q", "f", "y", "e", "o", "k")  # first letters
MIN_COUNT = 4
HMM = False  # jieba's HMM glues names to verbs (沙僧笑, 伯钦道); the joiner below finds unknown names
JIEBA_TOTAL = 60_101_967  # sum of the frequencies in jieba's dictionary (dict.txt)
JOIN_MIN_COUNT = 5
JOIN_COHESION = 0.6  # the rarer part occurs inside the joined word at least this often
JOIN_PMI = 6.0  # bits: single characters joined only when they co-occur ~64x more than chance
ZH_DIGITS = frozenset("一二三四五六七八九十百千万两")  # a count opens no name (二基路伯: two cherubim)
ZH_JOINERS = frozenset("和与與跟同及把被给給对對向在的")  # nor a word joining it to the clause (和丽迪雅: and Lydia)
MIN_ENTROPY = 1.0  # bits of left and of right neighbour variety
ZH_PREDICATE_AFTER = ZH_SPEECH + ("心", "心中", "心下", "心里", "心内", "心上")

Token = tuple[str, str]  # (word, part-of-speech tag)
Tagger = Callable[[str], list[Token]]


@dataclass(frozen=True)
class Segmenter:
    tag: Tagger
    reference_share: Callable[[str], float]  # a word's share of general-language text


def chinese_segmenter() -> Segmenter:
    """jieba-rs through rjieba: jieba's dictionary and tags, ~100x faster than jieba on a whole novel.
    The dictionary's word frequencies are the reference a novel's own names stand out against."""
    import rjieba

    return Segmenter(lambda text: rjieba.tag(text, hmm=HMM), lambda word: rjieba.suggest_freq(word) / JIEBA_TOTAL)


def _is_word(word: str) -> bool:
    return 2 <= len(word) <= MAX_LEN and bool(HAN.match(word) or _is_katakana(word))


def _is_katakana(word: str) -> bool:
    return all("\u30a0" <= ch <= "\u30ff" or ch == "ー" for ch in word)


def _entropy(counts: Counter[str]) -> float:
    total = sum(counts.values())
    return -sum(n / total * math.log2(n / total) for n in counts.values()) if total else 0.0


# -- new words from frequent, cohesive token sequences --------------------------------------

def tagged(texts: Iterable[str], tagger: Tagger, pool: dict[Token, Token]) -> list[list[Token]]:
    """Each text's tokens, every distinct (word, tag) one shared object of `pool`: a 2.5M-character series
    is millions of tokens but tens of thousands of distinct ones, and a tuple and two strings apiece would
    hold ~300 MB while the name finder reads it."""
    return [[pool.setdefault(t, t) for t in tagger(text)] for text in texts]


def _join_new_words(streams: list[list[Token]]) -> set[tuple[str, ...]]:
    unigrams: Counter[str] = Counter()
    for tokens in streams:
        unigrams.update(w for w, _ in tokens)
    function = {w for w, t in {token for tokens in streams for token in tokens} if t.startswith(FUNCTION_TAGS)}
    # Only sequences of Han words, each written JOIN_MIN_COUNT times or more (a sequence is written no more
    # often than its rarest word, nor a three-word one than either pair in it), short enough to be a name,
    # can be joined: the others are not counted (on a long series they are most of the millions of pairs).
    limit = MAX_LEN - 2
    size = {w: len(w) if n >= JOIN_MIN_COUNT and HAN.match(w) else limit + 1 for w, n in unigrams.items()}
    ngrams: Counter[tuple[str, ...]] = Counter()
    for tokens in streams:
        words = [w for w, _ in tokens]
        sizes = [size[w] for w in words]
        for i in range(len(words) - 1):
            if sizes[i] + sizes[i + 1] <= limit:
                ngrams[(words[i], words[i + 1])] += 1
    pairs = {g for g, c in ngrams.items() if c >= JOIN_MIN_COUNT}
    for tokens in streams:
        words = [w for w, _ in tokens]
        sizes = [size[w] for w in words]
        for i in range(len(words) - 2):
            if (sizes[i] + sizes[i + 1] + sizes[i + 2] <= limit and (words[i], words[i + 1]) in pairs
                    and (words[i + 1], words[i + 2]) in pairs):
                ngrams[(words[i], words[i + 1], words[i + 2])] += 1
    # four pieces only where each is one sound character, one aside (多|洛|霍|夫: a transliterated name jieba cuts
    # into sounds, whose three-piece parts each have one fixed neighbour and so are no words); not a clause's words
    # (听|我|说|吧: a function word's tag on more than one piece), a joining word's (和|丽|迪|雅, and Lydia), an idiom's (强|弓|硬|弩) or a count (二|基|路|伯)
    def sounds(g: tuple[str, ...]) -> bool:
        return (all(len(w) == 1 for w in g) and sum(w not in ZH_TRANSLITERATION for w in g) <= 1
                and len(function & set(g)) <= 1 and g[0] not in ZH_DIGITS | ZH_JOINERS)

    triples = {g for g, c in ngrams.items() if len(g) == 3 and c >= JOIN_MIN_COUNT and sounds(g)}
    if triples:
        for tokens in streams:
            words = [w for w, _ in tokens]
            for i in range(len(words) - 3):
                if ((words[i], words[i + 1], words[i + 2]) in triples and (words[i + 1], words[i + 2], words[i + 3]) in triples
                        and sounds(four := (words[i], words[i + 1], words[i + 2], words[i + 3]))):
                    ngrams[four] += 1
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
    firsts = {g[0] for g in chosen}
    left: dict[tuple[str, ...], Counter[str]] = defaultdict(Counter)
    right: dict[tuple[str, ...], Counter[str]] = defaultdict(Counter)
    for tokens in streams:
        words = [w for w, _ in tokens]
        for n in (2, 3, 4):
            for i in range(len(words) - n + 1):
                if words[i] in firsts and (gram := tuple(words[i:i + n])) in chosen:
                    left[gram][words[i - 1][-1] if i else "^"] += 1
                    right[gram][words[i + n][0] if i + n < len(words) else "$"] += 1
    return {g for g in chosen if min(_entropy(left[g]), _entropy(right[g])) >= MIN_ENTROPY}


def _split_determiners(tokens: list[Token], vocabulary: Counter[str], pool: dict[Token, Token]) -> list[Token]:
    """The dictionary glues 那/这 onto nouns (那长老); split them so the noun is counted as pointed at."""
    out: list[Token] = []
    for token in tokens:
        word, tag = token
        if len(word) >= 3 and word[0] in ZH_DETERMINER_PREFIXES and vocabulary[word[1:]] >= MIN_COUNT:
            out += [pool.setdefault(t, t) for t in ((word[0], "r"), (word[1:], tag))]
        else:
            out.append(token)
    return out


def _retokenize(tokens: list[Token], joined: set[tuple[str, ...]], firsts: set[str], pool: dict[Token, Token]
                ) -> list[Token]:
    """The tokens with each joined sequence one word (`firsts`: the words that open one)."""
    out: list[Token] = []
    gram: tuple[str, ...]
    i, end = 0, len(tokens)
    while i < end:
        word = tokens[i][0]
        if word in firsts:  # the longer sequence first
            if i + 3 < end and (gram := (word, tokens[i + 1][0], tokens[i + 2][0], tokens[i + 3][0])) in joined \
                    or i + 2 < end and (gram := (word, tokens[i + 1][0], tokens[i + 2][0])) in joined \
                    or i + 1 < end and (gram := (word, tokens[i + 1][0])) in joined:
                out.append(pool.setdefault(token := ("".join(gram), NEW_WORD), token))
                i += len(gram)
                continue
        out.append(tokens[i])
        i += 1
    return out


# -- how each word is used --------------------------------------------------------------------
