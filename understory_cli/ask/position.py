"""The reader's saved position (`understory progress 2.22`), kept with the reading settings."""

from __future__ import annotations

from ..store import Store, books
from ..store.settings import SettingChange, change_settings, stored_settings

POSITION_KEY = "position"


def saved_position(store: Store, work_id: int) -> str | None:
    value = stored_settings(store, work_id).get(POSITION_KEY)
    return str(value) if value else None


def chapter_locator(store: Store, work_id: int, locator: str) -> tuple[str, int]:
    """The canonical chapter locator ('2.22') and chapter_no of a chapter or paragraph locator."""
    no = books.chapter_no_at(store, work_id, locator)
    volume, chapter = locator.strip().split(".")[:2]
    return f"{int(volume)}.{int(chapter)}", no


def save_position(store: Store, work_id: int, locator: str, *, source: str) -> list[SettingChange]:
    """Store the last chapter the reader finished; NotFoundError for a position the work lacks."""
    canonical, _ = chapter_locator(store, work_id, locator)
    return change_settings(store, work_id, {POSITION_KEY: canonical}, source=source)
