"""The home page's introduction when the EPUB has no description (西游记, 坊っちゃん).

Extractive and spoiler-free: the book's own opening words, from the first story chapter's
first paragraphs, cut at a sentence's end. The first chapter's text is the one thing every
reader may see before reading anything (the next chapter is visible by design, §10), and a
summary of it, even the extractive glance, would tell what happens further into it.
"""

from __future__ import annotations

import re

from ..text import CJK_PATTERN
from .collect import SiteData

_CJK = re.compile(CJK_PATTERN)
_SENTENCE_END = re.compile(r"[.!?。！？](?:[\"'”’」』)]*)(?=\s|$)|[。！？][」』”]?")
LONG_ENOUGH = {"cjk": 80, "spaced": 240}  # characters: two or three sentences
AT_MOST = {"cjk": 240, "spaced": 600}


def introduction(site: SiteData) -> str | None:
    """The first story chapter's opening sentences, or None for a book with no story text."""
    first = next((c for c in site.chapters if c.chapter_no is not None), None)
    if first is None:
        return None
    texts = [p.text.strip() for p in site.paragraphs(first.volume_no)
             if p.chapter_locator == first.locator and p.kind == "p" and p.text.strip()]
    if not texts:
        return None
    script = "cjk" if _CJK.search(texts[0]) else "spaced"
    taken: list[str] = []
    for text in texts:
        taken.append(text)
        if sum(map(len, taken)) >= LONG_ENOUGH[script]:
            break
    joined = ("" if script == "cjk" else " ").join(taken)
    if len(joined) <= AT_MOST[script]:
        return joined
    ends = [m.end() for m in _SENTENCE_END.finditer(joined, 0, AT_MOST[script])]
    return joined[:ends[-1]] if ends else joined[:AT_MOST[script]].rstrip() + "…"
