"""What a reader at a position has not met, for the recap tests: the names the story so far
must not say."""

from __future__ import annotations

import re

from understory_cli.store import books
from understory_cli.store import points as point_store


def said(name: str, text: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


def later_names(store, work_id: int, position: int) -> set[str]:
    """Names a reader at `position` has not met: points and aliases gated later whose words
    the text up to there never used ("Sorceress" is Glinda's alias only later, but the
    reader has read the word)."""
    points = point_store.load_points(store, work_id)
    later = {p.name for p in points if p.reveal_at > position}
    later |= {a.alias for p in points for a in p.aliases if a.reveal_at > position}
    read = "\n".join(p.text for p in books.story_paragraphs(store, work_id) if p.chapter_no <= position)
    return {n for n in later if len(n) > 2 and not said(n, read)}
