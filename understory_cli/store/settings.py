"""Stored reading settings per work, with a history of every change for undo."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from . import Store


@dataclass(frozen=True)
class SettingChange:
    change_id: int
    key: str
    before: Any  # None when the key was unset (the default applied)
    after: Any  # None when the change removed the key
    source: str


def stored_settings(store: "Store", work_id: int) -> dict[str, Any]:
    rows = store.all("SELECT key, value FROM settings WHERE work_id = ? ORDER BY key", [work_id])
    return {key: json.loads(value) for key, value in rows}


def change_settings(store: "Store", work_id: int, changes: dict[str, Any], *, source: str) -> list[SettingChange]:
    """Store `changes` (a value of None removes the key) and record each real change."""
    done = []
    with store.transaction():
        current = stored_settings(store, work_id)
        batch_id = store.next_id("settings_history", "change_id")
        for key, after in sorted(changes.items()):
            before = current.get(key)
            if before == after:
                continue
            _put(store, work_id, key, after)
            change_id = store.next_id("settings_history", "change_id")
            store.all("""INSERT INTO settings_history (change_id, batch_id, work_id, key, before, after, source)
                         VALUES (?, ?, ?, ?, ?, ?, ?)""",
                      [change_id, batch_id, work_id, key, _dump(before), _dump(after), source])
            done.append(SettingChange(change_id, key, before, after, source))
    return done


def undo_last_change(store: "Store", work_id: int) -> list[SettingChange]:
    """Undo the most recent batch of changes (one `change_settings` call) not yet undone."""
    with store.transaction():
        batch_id = store.scalar("""SELECT max(batch_id) FROM settings_history
                                   WHERE work_id = ? AND NOT undone""", [work_id])
        if batch_id is None:
            return []
        rows = store.all("""SELECT change_id, key, before, after, source FROM settings_history
                            WHERE work_id = ? AND batch_id = ? ORDER BY change_id DESC""", [work_id, batch_id])
        undone = []
        for change_id, key, before, after, source in rows:
            _put(store, work_id, key, _load(before))
            store.all("UPDATE settings_history SET undone = true WHERE change_id = ?", [change_id])
            undone.append(SettingChange(change_id, key, _load(after), _load(before), f"undo of {source}"))
    return undone


def settings_history(store: "Store", work_id: int, *, limit: int = 20) -> list[tuple[SettingChange, bool]]:
    rows = store.all("""SELECT change_id, key, before, after, source, undone FROM settings_history
                        WHERE work_id = ? ORDER BY change_id DESC LIMIT ?""", [work_id, limit])
    return [(SettingChange(r[0], r[1], _load(r[2]), _load(r[3]), r[4]), bool(r[5])) for r in rows]


def _put(store: "Store", work_id: int, key: str, value: Any) -> None:
    store.all("DELETE FROM settings WHERE work_id = ? AND key = ?", [work_id, key])
    if value is not None:
        store.all("INSERT INTO settings VALUES (?, ?, ?)", [work_id, key, _dump(value)])


def _dump(value: Any) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False)


def _load(text: str | None) -> Any:
    return None if text is None else json.loads(text)
