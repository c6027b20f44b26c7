"""One tokenizer for indexing and querying.

CJK runs become character unigrams plus bigrams (no dictionary needed, robust to names
a dictionary does not know); other scripts become lower-cased words, English stop words
dropped and light Snowball stemming applied.
"""

from __future__ import annotations

import re
from functools import lru_cache

import Stemmer

TOKENIZER_VERSION = "cjk-bigram+snowball-en/1"

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\U00020000-\U0002ffff"
_TOKEN = re.compile(rf"[{_CJK}]+|[^\W_{_CJK}]+(?:['’][^\W_{_CJK}]+)*", re.U)
_CJK_RUN = re.compile(rf"[{_CJK}]")

STOPWORDS = frozenset("""
a about above after again against all am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have
having he her here hers herself him himself his how i if in into is it its itself just me more most my
myself no nor not now of off on once only or other our ours ourselves out over own same she should so
some such than that the their theirs them themselves then there these they this those through to too
under until up very was we were what when where which while who whom why will with would you your
yours yourself yourselves s t don shall may might must upon unto thee thou thy ye yet also
""".split())

_stemmer = Stemmer.Stemmer("english")


@lru_cache(maxsize=200_000)
def _stem(word: str) -> str:
    return _stemmer.stemWord(word)


CJK_GRAMS = (1, 2)  # character n-gram lengths for CJK runs (chosen on bench/hybrid_recall.py's Chinese folds)


def tokenize(text: str, cjk_grams: tuple[int, ...] = CJK_GRAMS) -> list[str]:
    tokens: list[str] = []
    for match in _TOKEN.finditer(text):
        run = match.group()
        if _CJK_RUN.match(run):
            for n in cjk_grams:  # (a run's characters are its unigrams)
                tokens.extend(run if n == 1 else [run[i:i + n] for i in range(len(run) - n + 1)])
        else:
            word = run.lower().replace("’", "'")
            if word.endswith("'s"):
                word = word[:-2]
            word = word.replace("'", "")
            if word and word not in STOPWORDS:
                tokens.append(_stem(word))
    return tokens


def text_size(text: str) -> float:
    """Chunk size units: one per word, one per two CJK characters."""
    cjk = len(_CJK_RUN.findall(text))
    words = sum(1 for m in _TOKEN.finditer(text) if not _CJK_RUN.match(m.group()))
    return words + cjk / 2
