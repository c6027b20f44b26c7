"""Wiki entries and pages: structured JSON whose every part carries its reveal_at.

An entry's JSON has one schema, `EntryData`: written by the wiki's writers, parsed once
when read, so readers use its attributes. A part's keys are stored as its writer gave
them (`exclude_unset`): what a writer left out stays out, and older rows still load.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

if TYPE_CHECKING:
    from . import Store


class GatedText(BaseModel):
    """A section heading or a step of the title: a text shown from its chapter."""
    text: str
    reveal_at: int = 0


class Span(BaseModel):
    """A statement (with the paragraphs it cites) or a listed item of a section."""
    text: str = ""
    cites: list[str] = Field(default_factory=list)
    reveal_at: int = 0
    spoiler: bool = False  # a writer's own twist mark (strict mode hides it)
    generated: bool = False  # a line made from what is known (kind, first appearance), not from the text
    by_model: bool = False  # a small model's line on an entry written from the text (wiki.lines)
    until: int | None = None  # hidden from this chapter on (a summary step replaced, a companion that left)
    locator: str | None = None  # key passages and appearances: the place in the book
    chapter_title: str | None = None
    mentions: int | None = None  # appearances: how often the chapter names the subject
    slug: str | None = None  # often-with: the entry it links


class Section(BaseModel):
    heading: GatedText
    spans: list[Span] = Field(default_factory=list)
    kind: str = "text"  # text | quotes | often_with | appearances


class InfoRow(BaseModel):
    label: str
    value: str
    reveal_at: int = 0
    cites: list[str] = Field(default_factory=list)
    spoiler: bool = False
    until: int | None = None  # replaced from then on by a fuller value ("volumes 1–2")


class Related(BaseModel):
    slug: str
    title: str | None = None  # a model's related links carry the slug alone
    reveal_at: int = 0
    spoiler: bool = False
    until: int | None = None


class Moment(BaseModel):
    locator: str
    note: str = ""
    reveal_at: int = 0
    spoiler: bool = False


class Track(BaseModel):
    appearances: dict[int, int] = Field(default_factory=dict)  # chapter_no -> mentions
    moments: list[Moment] = Field(default_factory=list)


class EntryName(BaseModel):
    name: str
    reveal_at: int = 0


class EntryData(BaseModel):
    """An entry's page: every part gated by its evidence (wiki.gating, wiki.extractive)."""
    summary: Span | None = None
    summary_steps: list[Span] = Field(default_factory=list)  # the summary as the reader advances
    infobox: list[InfoRow] = Field(default_factory=list)
    body: list[Section] = Field(default_factory=list)
    related: list[Related] = Field(default_factory=list)
    names: list[EntryName] | None = None  # None: stored before the wiki gated names (the points' aliases stand in)
    title_steps: list[GatedText] = Field(default_factory=list)
    track: Track = Field(default_factory=Track)
    title_is_spoiler: bool = False
    by_model: list[str] = Field(default_factory=list)  # what a small model changed, checked: "kind", "names" (wiki.narrow)

    def to_json(self) -> str:
        return json.dumps(self.model_dump(mode="json", exclude_unset=True), ensure_ascii=False, sort_keys=True)


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
    data: EntryData


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
    return [_entry_row(r) for r in rows]


def entry(store: "Store", work_id: int, slug: str) -> EntryRow | None:
    row = store.one("""SELECT slug, title, title_reveal_at, category, tier, point_ids, source, inputs_hash, data
                       FROM wiki_entries WHERE work_id = ? AND slug = ?""", [work_id, slug])
    return _entry_row(row) if row else None


def _entry_row(row) -> EntryRow:
    slug, title, title_reveal_at, category, tier, point_ids, source, inputs_hash, data = row
    return EntryRow(slug, title, title_reveal_at, category, tier, list(point_ids), source, inputs_hash,
                    EntryData.model_validate_json(data))


def pages(store: "Store", work_id: int) -> list[PageRow]:
    rows = store.all("SELECT kind, slug, title, reveal_at, data FROM wiki_pages WHERE work_id = ? ORDER BY kind, slug",
                     [work_id])
    return [PageRow(kind, slug, title, reveal_at, json.loads(data)) for kind, slug, title, reveal_at, data in rows]


def write_entry(store: "Store", work_id: int, entry: EntryRow) -> None:
    """Replace one entry (its own transaction, so a composed entry is never lost)."""
    with store.transaction():
        store.all("DELETE FROM wiki_entries WHERE work_id = ? AND slug = ?", [work_id, entry.slug])
        store.all("""INSERT INTO wiki_entries (work_id, slug, title, title_reveal_at, category, tier, point_ids,
                                               source, inputs_hash, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                  [work_id, entry.slug, entry.title, entry.title_reveal_at, entry.category, entry.tier,
                   entry.point_ids, entry.source, entry.inputs_hash, entry.data.to_json()])


def write_page(store: "Store", work_id: int, page: PageRow) -> None:
    """Replace one page (a written topic is kept even if a later worker fails)."""
    with store.transaction():
        store.all("DELETE FROM wiki_pages WHERE work_id = ? AND kind = ? AND slug = ?", [work_id, page.kind, page.slug])
        _insert_page(store, work_id, page)


def write_pages(store: "Store", work_id: int, keep_slugs: set[str], new_pages: list[PageRow],
                keep_topics: frozenset[str] | set[str] = frozenset()) -> None:
    """Drop entries and topics no longer planned and replace every other page, together."""
    with store.transaction():
        store.all("DELETE FROM wiki_entries WHERE work_id = ? AND slug NOT IN (SELECT unnest(?::VARCHAR[]))",
                  [work_id, sorted(keep_slugs)])
        store.all("""DELETE FROM wiki_pages WHERE work_id = ?
                     AND (kind <> 'topic' OR slug NOT IN (SELECT unnest(?::VARCHAR[])))""", [work_id, sorted(keep_topics)])
        for p in new_pages:
            _insert_page(store, work_id, p)
        store.all("DELETE FROM stale_units WHERE work_id = ? AND stage = 'compose'", [work_id])  # every page redone


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
