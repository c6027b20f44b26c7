"""The reader's corrections to the knowledge table (issue 37), kept as data.

Each row is one action on names as the book writes them (`subject`, `value`), never on point
ids: a later analysis (offline or model, `--force`, a replaced or new volume) makes new ids,
and the correction still finds its names. `understory_cli/corrections.py` applies them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from . import Store

# action -> whether it takes a value besides its subject
ACTIONS = {"merge": True, "split": True, "rename": True, "kind": True, "hide": False, "alias": True,
           "unalias": True}


@dataclass(frozen=True)
class Correction:
    correction_id: int
    action: str
    subject: str
    value: str | None = None

    def describe(self) -> str:
        """One line, as the command was typed: `merge "Tip" "Ozma"`."""
        return " ".join([self.action, *(f'"{v}"' for v in (self.subject, self.value) if v is not None)])


def corrections(store: "Store", work_id: int) -> list[Correction]:
    """The work's corrections in the order they were made (the order they apply in)."""
    return [Correction(*r) for r in store.all(
        "SELECT correction_id, action, subject, value FROM corrections WHERE work_id = ? ORDER BY correction_id",
        [work_id])]


def add_corrections(store: "Store", work_id: int, items: list[tuple[str, str, str | None]]) -> list[Correction]:
    """Store (action, subject, value) rows, in order, in one transaction."""
    added = []
    with store.transaction():
        for action, subject, value in items:
            if action not in ACTIONS:
                raise ValueError(f"unknown correction {action!r}")
            correction_id = store.next_id("corrections", "correction_id")
            store.all("INSERT INTO corrections (correction_id, work_id, action, subject, value) VALUES (?, ?, ?, ?, ?)",
                      [correction_id, work_id, action, subject, value])
            added.append(Correction(correction_id, action, subject, value))
    return added


def undo_last(store: "Store", work_id: int) -> Correction | None:
    """Forget the latest correction; the one forgotten, or None when there was none."""
    with store.transaction():
        rows = corrections(store, work_id)
        if not rows:
            return None
        store.all("DELETE FROM corrections WHERE work_id = ? AND correction_id = ?", [work_id, rows[-1].correction_id])
    return rows[-1]
