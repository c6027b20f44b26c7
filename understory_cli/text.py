"""Text helpers every layer may use: slugs, token estimates and the wiki's link markup.

This module imports nothing from the package, so a stage and a service can share a helper
without one importing the other (DESIGN §2; tests/project/test_architecture.py).
"""

from __future__ import annotations

import math
import re
import unicodedata

# Kana, CJK ideographs, Hangul: a script written without spaces between words. The site's
# script reads the same pattern (data/book.js), so it is written as JavaScript reads it too.
CJK_PATTERN = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]"
_CJK = re.compile(CJK_PATTERN)

# A chapter title that only numbers its chapter ("XIII", "Chapter 4", "第十回"): beside the
# chapter's locator it says nothing more.
_NUMBERING_ONLY = re.compile(r"^\s*(?:(?i:chapter|part|book|volume|letter)\s+)?(?:[IVXLCDM]+|\d+)\.?\s*$"
                             r"|^\s*第?[\d一二三四五六七八九十百千零〇]+[回章节卷部]?\s*$")

# `[[slug|label]]` or `[[slug]]`: a link to a wiki entry in generated text.
LINK_PATTERN = r"\[\[([^\]|]+)(?:\|([^\]]+))?\]\]"
LINK = re.compile(LINK_PATTERN)


def slugify(text: str) -> str:
    """A slug that keeps CJK letters: 'The Land of Oz' -> 'the-land-of-oz', '西游记' -> '西游记'."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = re.sub(r"[^\w]+", "-", text, flags=re.U).strip("-_")
    return text[:60] or "book"


LONE_SURROGATE = re.compile("[\ud800-\udfff]")  # a valid pair is decoded into one character: these stand alone


def storable(text: str) -> str:
    """`text` with each lone surrogate (which no UTF-8 store or page takes) as U+FFFD."""
    return LONE_SURROGATE.sub("\ufffd", text)


def estimate_tokens(text: str) -> int:
    """A rough token count for servers that report none: ~1 per CJK character, ~4 characters per token otherwise."""
    cjk = len(_CJK.findall(text))
    return cjk + math.ceil((len(text) - cjk) / 4)


def labels_only(text: str) -> str:
    """`[[slug|label]]` -> label (`[[slug]]` -> slug): for plain-text fields, and for readers
    of a span who must not learn a link's target before its gate."""
    return LINK.sub(lambda m: (m.group(2) or m.group(1)).strip(), text)


def numbering_only(title: str) -> bool:
    """Whether a chapter's title only numbers it (the wiki's key passages and the site's
    lists of appearances show no such title)."""
    return bool(_NUMBERING_ONLY.match(title))
