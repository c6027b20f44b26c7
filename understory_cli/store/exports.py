"""What the EPUB export needs from the book that the other store modules do not offer:
where in its source file each chapter starts (the ingest kept the spine item and anchor)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from . import Store


@dataclass
class ChapterStart:
    locator: str  # 2.23, or 2.f1 / 2.b1 for front and back matter
    chapter_no: int | None  # None for front and back matter
    href: str  # container path of the spine item, plus #fragment when one file holds several chapters


def chapter_starts(store: "Store", work_id: int, volume_no: int) -> list[ChapterStart]:
    """A volume's chapters in reading order, each with the place its text starts."""
    rows = store.all("""
        SELECT c.locator, c.chapter_no, c.href
        FROM chapters c JOIN volumes v USING (volume_id)
        WHERE c.work_id = ? AND v.volume_no = ? ORDER BY c.seq""", [work_id, volume_no])
    return [ChapterStart(*r) for r in rows]
