"""Traditional and Simplified script: which one a text is written in, and a Simplified view of it.

The dictionary the finder segments with (rjieba) and the word lists are Simplified: read raw, a Traditional
book's everyday words are unknown (沒有 1 against 没有 87,598) and names glue to their neighbours (給他們).
So a Traditional book is read through a Simplified view of the same length, character for character, and
everything found in it is mapped back to the book's own characters by position (reading.py).
"""

from __future__ import annotations

from functools import lru_cache

import opencc

HAN_LOW, HAN_HIGH = "\u3400", "\u9fff"
SAMPLE_CHARS = 200_000
# Of a Traditional text's Han characters about a quarter change under t2s (創世記: 0.26); of a Simplified
# one almost none (西游记: 0.0001, the few characters both scripts write alike but OpenCC maps).
TRADITIONAL_SHARE = 0.05


@lru_cache(maxsize=2)
def _converter(config: str) -> opencc.OpenCC:
    return opencc.OpenCC(config)


def to_simplified(text: str) -> str:
    """The text in Simplified, of the same length: OpenCC's t2s (phrases first, 乾淨 → 干净 but 乾隆 stays),
    character by character wherever a phrase would change the length."""
    converted: str = _converter("t2s").convert(text)
    if len(converted) == len(text):
        return converted
    return "".join(_character(c) for c in text)


@lru_cache(maxsize=None)
def _character(c: str) -> str:
    converted: str = _converter("t2s").convert(c)
    return converted if len(converted) == 1 else c


def to_traditional(text: str) -> str:
    """Generated words (kind words, the generated line) in Traditional, for a Traditional book."""
    converted: str = _converter("s2t").convert(text)
    return converted


def is_traditional(text: str) -> bool:
    """The text is written in Traditional: a good share of its Han characters change under t2s (the script
    is read from the text, whatever the metadata's language code says)."""
    sample = text[:SAMPLE_CHARS]
    han = sum(1 for c in sample if HAN_LOW <= c <= HAN_HIGH)
    if not han:
        return False
    changed = sum(1 for a, b in zip(sample, to_simplified(sample)) if a != b)
    return changed >= TRADITIONAL_SHARE * han
