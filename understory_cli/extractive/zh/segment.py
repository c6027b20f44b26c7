"""Chinese words: jieba's segmentation and tags, and the book's own new words joined from frequent,
cohesive token sequences whose parts rarely occur apart (悟/能 -> 悟能)."""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Callable

from .lexicon import ZH_DETERMINER_PREFIXES, ZH_SPEECH
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
