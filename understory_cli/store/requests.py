"""Wiki pages a reader asked for in `ask`; the next compose-wiki writes them.

A request is `pending` until compose-wiki writes its page, then `written` with the
slug it got. Asking twice for the same title and kind keeps one request.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from . import Store

PENDING, WRITTEN = "pending", "written"
KINDS = ("topic", "entry")


@dataclass
class WikiRequest:
    request_id: int
    kind: str  # topic | entry
    title: str
    point_ids: list[int]
    brief: str
    status: str  # pending | written


_COLUMNS = "request_id, kind, title, point_ids, brief, status"


def _row(r: tuple) -> WikiRequest:
    return WikiRequest(r[0], r[1], r[2], list(r[3]), r[4], r[5])


def add_request(store: "Store", work_id: int, kind: str, title: str, point_ids: list[int], brief: str) -> WikiRequest:
    """Store a request (or update the brief and points of a pending one with the same title and kind)."""
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    ids = sorted(set(point_ids))
    with store.transaction():
        same = store.one(f"""SELECT {_COLUMNS} FROM wiki_requests WHERE work_id = ? AND kind = ?
                             AND lower(title) = lower(?) AND status = ?""", [work_id, kind, title, PENDING])
        if same is not None:
            merged = sorted(set(same[3]) | set(ids))
            store.all("UPDATE wiki_requests SET point_ids = ?, brief = ? WHERE request_id = ?",
                      [merged, brief, same[0]])
            return WikiRequest(same[0], kind, same[2], merged, brief, PENDING)
        request_id = store.next_in("wiki_request_ids")
        store.all("""INSERT INTO wiki_requests (request_id, work_id, kind, title, point_ids, brief, status)
                     VALUES (?, ?, ?, ?, ?, ?, ?)""", [request_id, work_id, kind, title, ids, brief, PENDING])
    return WikiRequest(request_id, kind, title, ids, brief, PENDING)


def pending_requests(store: "Store", work_id: int) -> list[WikiRequest]:
    rows = store.all(f"SELECT {_COLUMNS} FROM wiki_requests WHERE work_id = ? AND status = ? ORDER BY request_id",
                     [work_id, PENDING])
    return [_row(r) for r in rows]


def all_requests(store: "Store", work_id: int) -> list[tuple[WikiRequest, str | None]]:
    """Every request with the slug of its page once written, oldest first."""
    rows = store.all(f"SELECT {_COLUMNS}, slug FROM wiki_requests WHERE work_id = ? ORDER BY request_id", [work_id])
    return [(_row(r), r[6]) for r in rows]


def mark_request_written(store: "Store", work_id: int, request_id: int, slug: str) -> None:
    store.all("""UPDATE wiki_requests SET status = ?, slug = ?, written_at = current_timestamp
                 WHERE work_id = ? AND request_id = ?""", [WRITTEN, slug, work_id, request_id])
