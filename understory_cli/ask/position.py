"""The reader's saved position (`understory progress 2.22`), kept with the reading settings."""

from __future__ import annotations

from ..errors import NotFoundError
from ..store import Store, books
from ..store.settings import SettingChange, change_settings, stored_settings

POSITION_KEY = "position"


def saved_position(store: Store, work_id: int) -> str | None:
    value = stored_settings(store, work_id).get(POSITION_KEY)
    return str(value) if value else None


def chapter_locator(store: Store, work_id: int, locator: str) -> tuple[str, int]:
    """The canonical chapter locator ('2.22') and chapter_no of a chapter or paragraph locator.

    A paragraph locator ('2.22.56') must name a paragraph the chapter has: a position is
    only accepted when the book holds it (NotFoundError naming the locator otherwise)."""
    no = books.chapter_no_at(store, work_id, locator)
    parts = locator.strip().split(".")
    canonical = f"{int(parts[0])}.{int(parts[1])}"
    if len(parts) > 2:
        paragraph = parts[2]
        numbers = {int(p.locator.rsplit(".", 1)[1]) for p in books.story_paragraphs(store, work_id, volume=int(parts[0]))
                   if p.chapter_no == no}
        if len(parts) > 3 or not paragraph.isdigit() or int(paragraph) not in numbers:
            has = (f"its paragraphs are {canonical}.{min(numbers)} to {canonical}.{max(numbers)}" if numbers
                   else "it has no paragraphs")
            raise NotFoundError(f"there is no paragraph {locator.strip()} in this work: {has} "
                                f"(or give the chapter alone, e.g. {canonical})")
    return canonical, no


def save_position(store: Store, work_id: int, locator: str, *, source: str) -> list[SettingChange]:
    """Store the last chapter the reader finished; NotFoundError for a position the work lacks."""
    canonical, _ = chapter_locator(store, work_id, locator)
    return change_settings(store, work_id, {POSITION_KEY: canonical}, source=source)
