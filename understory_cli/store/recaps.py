"""The story so far as the model wrote it (m017): one row per chapter end (the volume up to
there) and per volume end ('' as its locator), with the hash of the summaries it was told
from. `recap.py` uses a row only while that hash is the current summaries' (DESIGN §10)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from . import Store

KEPT, REFUSED = "kept", "refused"


@dataclass(frozen=True)
class RecapRow:
    volume_no: int
    locator: str  # the chapter's (2.22); "" for the volume's end
    inputs_hash: str
    status: str  # kept | refused
    text: str  # "" when refused
    model: str | None
    note: str | None  # why it was refused


def recaps(store: "Store", work_id: int) -> dict[tuple[int, str], RecapRow]:
    """(volume_no, locator) -> the row."""
    return {(r[0], r[1]): RecapRow(*r) for r in store.all(
        "SELECT volume_no, locator, inputs_hash, status, text, model, note FROM recaps WHERE work_id = ?", [work_id])}


def write_recap(store: "Store", work_id: int, row: RecapRow, run_id: int | None = None) -> None:
    """Keep one recap (or its refusal) at once: an interrupted run keeps those written."""
    store.all("INSERT OR REPLACE INTO recaps (work_id, volume_no, locator, inputs_hash, status, text, model, note, "
              "run_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", [work_id, row.volume_no, row.locator, row.inputs_hash,
                                                             row.status, row.text, row.model, row.note, run_id])
