"""Wiki entries and pages: structured JSON whose every part carries its reveal_at."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from . import Store


@dataclass
class EntryRow:
    slug: str
    title: str
    title_reveal_at: int
    category: str
    tier: str
    point_ids: list[int]
    source: str
    inputs_hash: str
    data: dict


@dataclass
class PageRow:
    kind: str  # home | category | navbox | topic
    slug: str
    title: str
    reveal_at: int
    data: dict


def entries(store: "Store", work_id: int) -> list[EntryRow]:
    rows = store.all("""SELECT slug, title, title_reveal_at, category, tier, point_ids, source, inputs_hash, data
                        FROM wiki_entries WHERE work_id = ? ORDER BY slug""", [work_id])
    return [EntryRow(*r[:5], list(r[5]), r[6], r[7], json.loads(r[8])) for r in rows]


def entry(store: "Store", work_id: int, slug: str) -> EntryRow | None:
    row = store.one("""SELECT slug, title, title_reveal_at, category, tier, point_ids, source, inputs_hash, data
                       FROM wiki_entries WHERE work_id = ? AND slug = ?""", [work_id, slug])
    return EntryRow(*row[:5], list(row[5]), row[6], row[7], json.loads(row[8])) if row else None


def pages(store: "Store", work_id: int) -> list[PageRow]:
    rows = store.all("SELECT kind, slug, title, reveal_at, data FROM wiki_pages WHERE work_id = ? ORDER BY kind, slug",
                     [work_id])
    return [PageRow(*r[:4], json.loads(r[4])) for r in rows]


def write_entry(store: "Store", work_id: int, entry: EntryRow) -> None:
    """Replace one entry (its own transaction, so a composed entry is never lost)."""
    with store.transaction():
        store.all("DELETE FROM wiki_entries WHERE work_id = ? AND slug = ?", [work_id, entry.slug])
        store.all("""INSERT INTO wiki_entries (work_id, slug, title, title_reveal_at, category, tier, point_ids,
                                               source, inputs_hash, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                  [work_id, entry.slug, entry.title, entry.title_reveal_at, entry.category, entry.tier,
                   entry.point_ids, entry.source, entry.inputs_hash,
                   json.dumps(entry.data, ensure_ascii=False, sort_keys=True)])


def write_page(store: "Store", work_id: int, page: PageRow) -> None:
    """Replace one page (a written topic is kept even if a later worker fails)."""
    with store.transaction():
        store.all("DELETE FROM wiki_pages WHERE work_id = ? AND kind = ? AND slug = ?", [work_id, page.kind, page.slug])
        _insert_page(store, work_id, page)


def write_pages(store: "Store", work_id: int, keep_slugs: set[str], new_pages: list[PageRow],
                keep_topics: set[str] = frozenset()) -> None:
    """Drop entries and topics no longer planned and replace every other page, together."""
    with store.transaction():
        store.all("DELETE FROM wiki_entries WHERE work_id = ? AND slug NOT IN (SELECT unnest(?::VARCHAR[]))",
                  [work_id, sorted(keep_slugs)])
        store.all("""DELETE FROM wiki_pages WHERE work_id = ?
                     AND (kind <> 'topic' OR slug NOT IN (SELECT unnest(?::VARCHAR[])))""", [work_id, sorted(keep_topics)])
        for p in new_pages:
            _insert_page(store, work_id, p)


def _insert_page(store: "Store", work_id: int, p: PageRow) -> None:
    store.all("INSERT INTO wiki_pages VALUES (?, ?, ?, ?, ?, ?)",
              [work_id, p.kind, p.slug, p.title, p.reveal_at, json.dumps(p.data, ensure_ascii=False, sort_keys=True)])


def blueprint(store: "Store", work_id: int) -> tuple[str, dict] | None:
    """The stored plan and the hash of the inputs it was made from."""
    row = store.one("SELECT inputs_hash, data FROM wiki_blueprints WHERE work_id = ?", [work_id])
    return (row[0], json.loads(row[1])) if row else None


def write_blueprint(store: "Store", work_id: int, inputs_hash: str, data: dict) -> None:
    with store.transaction():
        store.all("DELETE FROM wiki_blueprints WHERE work_id = ?", [work_id])
        store.all("INSERT INTO wiki_blueprints (work_id, inputs_hash, data) VALUES (?, ?, ?)",
                  [work_id, inputs_hash, json.dumps(data, ensure_ascii=False, sort_keys=True)])


def write_wiki(store: "Store", work_id: int, new_entries: list[EntryRow], all_slugs: set[str],
               new_pages: list[PageRow]) -> None:
    """Entries, the pruning of unplanned ones and every page, in one transaction."""
    with store.transaction():
        for entry in new_entries:
            write_entry(store, work_id, entry)
        write_pages(store, work_id, all_slugs, new_pages)
