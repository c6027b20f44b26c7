"""A replacing ingest compares the stored volume with its new file, chapter by chapter,
so text never disappears quietly: a chapter emptied by a broken file (an empty body, a
chapter of pictures only, markup a parser gave up on) is named with how much it loses.

A chapter missing from the new copy (its file gone, its text nowhere else in the volume)
loses all its text, by the same rules.

A loss is a warning; a large one refuses the whole ingest (the store stays as it was)
unless it is allowed: the old text is what every later stage was built from, and a
second run with --allow-loss costs nothing next to finding a missing chapter in the
wiki weeks later. `strict` refuses any loss worth a warning.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from ..store.books import ChapterText
from .types import Chapter, Volume

CHAPTER_KEPT = 0.5  # a story chapter keeping less than half its text is named
VOLUME_LOST = 0.03  # so is a volume losing more than 3% of its story text
LARGE_CHAPTER_KEPT = 0.1  # large (refused by default): a chapter all but emptied,
LARGE_VOLUME_LOST = 0.2  # or a fifth of the volume gone
MIN_CHAPTER = 200  # characters: a shorter chapter (a part title, an epigraph) is left out of the chapter check
SHOWN = 5  # chapters named in the message; the rest are counted


@dataclass(frozen=True)
class ChapterLoss:
    locator: str
    title: str
    before: int
    after: int


@dataclass(frozen=True)
class TextLoss:
    volume_no: int
    source: str
    before: int  # the volume's story characters
    after: int
    chapters: list[ChapterLoss]
    large: bool

    def describe(self) -> str:
        named = [f'chapter {c.locator} "{c.title}" {c.before:,} → {c.after:,} characters' for c in self.chapters[:SHOWN]]
        if len(self.chapters) > SHOWN:
            named.append(f"{len(self.chapters) - SHOWN} more chapters")
        share = (self.before - self.after) / self.before if self.before else 0.0
        whole = f"the volume's story text {self.before:,} → {self.after:,} characters ({-share:+.1%})"
        return f"replacing volume {self.volume_no} ({self.source}) loses text: " + "; ".join(named + [whole])


def text_loss(volume_no: int, source: str, old: list[ChapterText], new: Volume) -> TextLoss | None:
    """What replacing the stored chapters `old` with `new` loses, or None (nothing worth a word).

    Chapters are paired by their document (href), then by title; an old chapter without a
    partner whose text is not elsewhere in the new copy (a moved or renamed file) lost it all."""
    before = sum(c.characters for c in old)
    after = sum(_characters(c) for c in new.chapters if c.role == "story")
    texts = {text_sha256(c) for c in new.chapters}
    losses = []
    for chapter, partner in _pairs(old, new.chapters):
        if chapter.characters < MIN_CHAPTER or (partner is None and chapter.text_sha256 in texts):
            continue
        kept = _characters(partner) if partner is not None and partner.role == "story" else 0
        if kept < chapter.characters * CHAPTER_KEPT:
            losses.append(ChapterLoss(chapter.locator, chapter.title, chapter.characters, kept))
    lost = (before - after) / before if before else 0.0
    if not losses and lost <= VOLUME_LOST:
        return None
    large = lost > LARGE_VOLUME_LOST or any(c.after < c.before * LARGE_CHAPTER_KEPT for c in losses)
    return TextLoss(volume_no, source, before, after, losses, large)


def _pairs(old: list[ChapterText], new: list[Chapter]) -> list[tuple[ChapterText, Chapter | None]]:
    free = dict(enumerate(new))  # by position: chapters are compared by identity, never by value
    by_href = {c.href: i for i, c in reversed(list(free.items()))}
    partners: dict[int, Chapter | None] = {}
    for i, chapter in enumerate(old):
        j = by_href.get(chapter.href)
        if j is not None and j in free:
            partners[i] = free.pop(j)
    for i, chapter in enumerate(old):
        if i not in partners:
            j = next((j for j, c in free.items() if _same_title(c.title, chapter.title)), None)
            partners[i] = free.pop(j) if j is not None else None
    return [(chapter, partners[i]) for i, chapter in enumerate(old)]


def _same_title(a: str, b: str) -> bool:
    return " ".join(a.casefold().split()) == " ".join(b.casefold().split())


def text_sha256(chapter: Chapter) -> str:
    """The chapter's text hashed as store.anchors hashes a stored chapter's paragraphs."""
    return hashlib.sha256("\n".join(b.text for b in chapter.blocks).encode("utf-8")).hexdigest()


def _characters(chapter: Chapter) -> int:
    return sum(len(b.text) for b in chapter.blocks if b.kind != "image")
