"""Traditional and Simplified script: which one a text is written in, and a Simplified view of it.

The dictionary the finder segments with (rjieba) and the word lists are Simplified: read raw, a Traditional
book's everyday words are unknown (沒有 1 against 没有 87,598) and names glue to their neighbours (給他們).
So a Traditional book is read through a Simplified view of the same length, character for character, and
everything found in it is mapped back to the book's own characters by position (reading.py).
"""

from __future__ import annotations

import re
from functools import lru_cache

import opencc

HAN_LOW, HAN_HIGH = "\u3400", "\u9fff"
SAMPLE_CHARS = 200_000
# Of a Traditional text's Han characters about a quarter change under t2s (創世記: 0.26); of a Simplified
# one almost none (西游记: 0.0001, the few characters both scripts write alike but OpenCC maps).
TRADITIONAL_SHARE = 0.05


@lru_cache(maxsize=3)
def _converter(config: str) -> opencc.OpenCC:
    return opencc.OpenCC(config)


# Characters of Traditional books that OpenCC leaves as they are where Simplified text writes another, so that
# the Simplified dictionary sees words it does not know (汽車伕 → 汽车伕, not 汽车夫): Taiwan's and older prints'
# variants (揹, 伕, 鎗, 隄), and a 1919 translation's (祇/衹 for 只, 囘 for 回, 牠 for 它, 妳 for 你). 甯 is
# left out: it is a surname too; 祇 is 只 except as the gods' (神祇, 地祇) and the Buddha's (祇园, 阿僧祇).
ONLY = re.compile(r"(?<![神地僧])祇(?![园園树樹])")
VARIANTS = str.maketrans({"伕": "夫", "揹": "背", "衹": "只", "秖": "只", "囘": "回", "牠": "它",
                          "妳": "你", "衞": "卫", "敍": "叙", "槪": "概", "倣": "仿", "鬭": "斗", "鬪": "斗", "鬦": "斗",
                          "鎗": "枪", "隄": "堤", "歛": "敛", "襍": "杂"})


def to_simplified(text: str) -> str:
    """The text in Simplified, of the same length: OpenCC's tw2s (phrases first, 乾淨 → 干净 but 乾隆 stays; and
    Taiwan's forms: 看著 → 看着 but 著名 stays, where t2s leaves every 著 and a Taiwan book's names glue to it:
    著雅琴), character by character wherever a phrase would change the length; then the variants OpenCC keeps."""
    converted: str = _converter("tw2s").convert(text)
    if len(converted) != len(text):
        converted = "".join(_character(c) for c in text)
    if "么" in text:  # tw2s writes a lone 么 (Simplified already: 怎么) as 幺
        converted = "".join(a if a == "么" else b for a, b in zip(text, converted))
    return ONLY.sub("只", converted.translate(VARIANTS)) if "祇" in converted else converted.translate(VARIANTS)


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
