"""A volume's text as the model reads it: every paragraph behind its locator.

Fast mode skims: each chapter keeps its opening, its ending and its densest paragraphs
(rare words: names, places, events) up to a share of its prose; the rest can be read on
request. Verse in CJK novels (the poems and rhymed set pieces of 西游记: lines of even
length, no dialogue) is the part a reader skims past, so it is left out of the skim and
of the share it is measured against, and marked as verse. A volume larger than the
context is cut into parts at chapter boundaries.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass

from ..llm.client import estimate_tokens
from ..position import chapter_of
from ..retrieval.tokenize import tokenize
from ..store.books import StoryParagraph

SKIM_SHARE = 0.55  # of each chapter's prose characters kept in fast mode

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
_CLAUSE = re.compile(r"[，,。；;！!？?、：:]")
_QUOTES = set('“”「」『』"')
VERSE_SHARE = 0.75  # of a paragraph's clauses that must share one length of 3-7 characters


@dataclass
class Part:
    chapters: list[str]  # chapter locators, e.g. ['2.1', '2.2']
    text: str
    tokens: int



def render(paragraphs: list[StoryParagraph], *, skim: bool) -> dict[str, str]:
    """chapter locator -> its text with `[locator]` before every paragraph."""
    by_chapter: dict[str, list[StoryParagraph]] = {}
    for p in paragraphs:
        by_chapter.setdefault(chapter_of(p.locator), []).append(p)
    rarity = _rarity(paragraphs) if skim else None
    out = {}
    for chapter, paras in by_chapter.items():
        verse = {i for i, p in enumerate(paras) if is_verse(p.text)} if skim else set()
        keep = _skim(paras, rarity, verse) if rarity is not None else set(range(len(paras)))
        lines: list[str] = []
        gap: list[tuple[int, str]] = []
        for i, p in enumerate(paras):
            if i in keep:
                if gap:
                    lines.append(_omitted(gap, verse))
                    gap = []
                lines.append(f"[{p.locator}] {p.text}")
            else:
                gap.append((i, p.locator))
        if gap:
            lines.append(_omitted(gap, verse))
        out[chapter] = "\n".join(lines)
    return out


def _omitted(gap: list[tuple[int, str]], verse: frozenset[int] | set[int]) -> str:
    what = "verse omitted" if all(i in verse for i, _ in gap) else "omitted"
    return f"[{gap[0][1]}–{gap[-1][1]} {what}]" if len(gap) > 1 else f"[{gap[0][1]} {what}]"


def is_verse(text: str) -> bool:
    """A CJK paragraph of verse: no dialogue, and most clauses of one length of 3 to 7 characters
    (八百流沙界，三千弱水深。 / 项下骷髅悬九个，手持宝杖甚峥嵘。). Spaced scripts are never verse here."""
    if not _CJK.search(text) or any(q in text for q in _QUOTES):
        return False
    clauses = [c.strip() for c in _CLAUSE.split(text) if c.strip()]
    if len(clauses) < 2:
        return False
    length, count = Counter(len(c) for c in clauses).most_common(1)[0]
    return 3 <= length <= 7 and count >= VERSE_SHARE * len(clauses)


def _rarity(paragraphs: list[StoryParagraph]) -> Counter:
    df: Counter = Counter()
    for p in paragraphs:
        df.update(set(tokenize(p.text)))
    return df


def _skim(paras: list[StoryParagraph], df: Counter, verse: frozenset[int] | set[int] = frozenset()) -> set[int]:
    """Indices kept: the first three, the last, then the densest in rare terms; never verse."""
    budget = SKIM_SHARE * sum(len(p.text) for i, p in enumerate(paras) if i not in verse)
    keep = {i for i in (0, 1, 2, len(paras) - 1) if 0 <= i < len(paras) and i not in verse}
    used = sum(len(paras[i].text) for i in keep)

    def density(i: int) -> float:
        terms = set(tokenize(paras[i].text))
        return sum(1 / math.log2(1 + df[t]) for t in terms) / math.sqrt(1 + len(paras[i].text))

    for i in sorted(set(range(len(paras))) - keep - verse, key=density, reverse=True):
        if used + len(paras[i].text) > budget:
            continue
        keep.add(i)
        used += len(paras[i].text)
    return keep


def split_parts(chapters: dict[str, str], max_tokens: int) -> list[Part]:
    """Consecutive chapters grouped so that each part fits `max_tokens` (a longer chapter is cut)."""
    parts: list[Part] = []
    current: list[tuple[str, str, int]] = []

    def close() -> None:
        if current:
            parts.append(Part([c for c, _, _ in current], "\n\n".join(t for _, t, _ in current),
                              sum(n for _, _, n in current)))
            current.clear()

    for chapter, text in chapters.items():
        for piece in _cut(text, max_tokens):
            tokens = estimate_tokens(piece)
            if current and sum(n for _, _, n in current) + tokens > max_tokens:
                close()
            if current and current[-1][0] == chapter:
                close()  # a cut chapter's pieces go to separate parts
            current.append((chapter, piece, tokens))
    close()
    return parts


def _cut(text: str, max_tokens: int) -> list[str]:
    if estimate_tokens(text) <= max_tokens:
        return [text]
    pieces: list[str] = []
    lines: list[str] = []
    size = 0
    for line in text.split("\n"):
        n = estimate_tokens(line)
        if lines and size + n > max_tokens:
            pieces.append("\n".join(lines))
            lines, size = [], 0
        lines.append(line)
        size += n
    pieces.append("\n".join(lines))
    return pieces
