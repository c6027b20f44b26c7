"""The book as the agent may see it: every view here is filtered through the Horizon.

Wiki entries, pages, knowledge points, summaries, chapter titles and paragraphs are
loaded once per run and shown only where their gate (`reveal_at`, and in strict mode the
spoiler mark) allows. A part of an entry is never shown before the entry's own title.
In strict mode a name learned after the entry's (or point's) own title is hidden too
(`late_names`, the site's rule: how identity twists show).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..corrections import corrected
from ..store import Store, books
from ..store import points as point_store
from ..store import wiki as wiki_store
from ..store.points import Point
from ..spoilers import late_names
from ..store.wiki import EntryRow, Span
from ..text import labels_only
from ..position import BookIndex, Horizon, volume_of

WORD = re.compile(r"\w+", re.UNICODE)
NAME_LABELS = ("also known as", "alias", "aliases", "other names")  # infobox rows that hold a name


@dataclass
class ChapterInfo:
    chapter_no: int
    locator: str
    title: str
    volume_no: int


def words(text: str) -> set[str]:
    """Lower-cased words; CJK text also as single characters, so short names match."""
    found = {w.lower() for w in WORD.findall(text)}
    found |= {ch for ch in text if "\u3040" <= ch <= "\u9fff"}
    return found


def match_score(query: str, text: str) -> float:
    """How well `text` matches: the share of query words it holds, plus a bonus for the exact phrase."""
    q = words(query)
    if not q:
        return 0.0
    score = len(q & words(text)) / len(q)
    if query.strip().lower() in text.lower():
        score += 1.0
    return score


class Library:
    def __init__(self, store: Store, work: books.WorkRow):
        self.store = store
        self.work = work

    # -- the book's structure --------------------------------------------------------
    @cached_property
    def volumes(self) -> list[books.VolumeInfo]:
        return books.volume_infos(self.store, self.work.work_id)

    @cached_property
    def chapters(self) -> list[ChapterInfo]:
        return [ChapterInfo(c.chapter_no, c.locator, c.title, v.volume_no) for v in self.volumes for c in v.chapters]

    @cached_property
    def chapter_by_locator(self) -> dict[str, ChapterInfo]:
        return {c.locator: c for c in self.chapters}

    @cached_property
    def chapter_by_no(self) -> dict[int, ChapterInfo]:
        return {c.chapter_no: c for c in self.chapters}

    @cached_property
    def index(self) -> BookIndex:
        """Every story paragraph and chapter locator and its chapter_no."""
        return BookIndex.load(self.store, self.work.work_id)

    def locator_of(self, chapter_no: int) -> str:
        return self.chapter_by_no[chapter_no].locator

    def paragraphs(self, volume_no: int) -> list[books.StoryParagraph]:
        cache = self.__dict__.setdefault("_paragraphs", {})
        if volume_no not in cache:
            cache[volume_no] = books.story_paragraphs(self.store, self.work.work_id, volume=volume_no)
        return cache[volume_no]

    def chapter_paragraphs(self, chapter: ChapterInfo) -> list[books.StoryParagraph]:
        return [p for p in self.paragraphs(chapter.volume_no) if p.chapter_no == chapter.chapter_no]

    def paragraph(self, locator: str) -> books.StoryParagraph | None:
        if locator not in self.index:
            return None
        return next((p for p in self.paragraphs(volume_of(locator)) if p.locator == locator), None)

    # -- what the analysis and the wiki hold ------------------------------------------
    @cached_property
    def points(self) -> list[Point]:
        return corrected(self.store, self.work.work_id).points  # with the reader's corrections

    @cached_property
    def point_by_id(self) -> dict[int, Point]:
        return {p.point_id: p for p in self.points}

    @cached_property
    def entries(self) -> list[EntryRow]:
        return wiki_store.entries(self.store, self.work.work_id)

    @cached_property
    def entry_by_slug(self) -> dict[str, EntryRow]:
        return {e.slug: e for e in self.entries}

    @cached_property
    def pages(self) -> list[wiki_store.PageRow]:
        return [p for p in wiki_store.pages(self.store, self.work.work_id) if p.kind == "topic"]

    @cached_property
    def chapter_summaries(self) -> dict[int, str]:
        return point_store.chapter_summaries(self.store, self.work.work_id)

    @cached_property
    def volume_summaries(self) -> dict[int, str]:
        return point_store.volume_summaries(self.store, self.work.work_id)

    # -- gated views ---------------------------------------------------------------------
    def visible_chapters(self, horizon: Horizon) -> list[ChapterInfo]:
        return [c for c in self.chapters if horizon.shows(c.chapter_no)]

    def visible_volume_title(self, volume: books.VolumeInfo, horizon: Horizon) -> str | None:
        """A volume's title once the reader has started it (a later volume's title can spoil)."""
        first = volume.chapters[0].chapter_no if volume.chapters else None
        return volume.title if first is not None and horizon.shows(first) else None

    def entry_visible(self, entry: EntryRow, horizon: Horizon) -> bool:
        return horizon.shows(entry.title_reveal_at, entry.data.title_is_spoiler)

    def visible_entries(self, horizon: Horizon) -> list[EntryRow]:
        return [e for e in self.entries if self.entry_visible(e, horizon)]

    def entry_view(self, entry: EntryRow, horizon: Horizon) -> dict[str, Any] | None:
        """The entry as the reader may see it, or None while its title is hidden."""
        if not self.entry_visible(entry, horizon):
            return None
        own = entry.title_reveal_at
        data = entry.data
        names = [(a.alias, a.reveal_at) for pid in entry.point_ids if pid in self.point_by_id
                 for a in self.point_by_id[pid].aliases]
        names += [(r.value, r.reveal_at) for r in data.infobox if r.label.strip().lower() in NAME_LABELS and r.value]
        late = late_names(names, own)

        def ok(reveal_at: int, spoiler: bool = False, name: str | None = None) -> bool:
            return horizon.shows(max(reveal_at, own), spoiler or name in late)

        view: dict[str, Any] = {"slug": entry.slug, "title": entry.title, "category": entry.category}
        summary = data.summary
        if summary and ok(summary.reveal_at, summary.spoiler):
            view["summary"] = _span(summary)
        view["infobox"] = [{"label": r.label, "value": r.value, **({"cites": r.cites} if r.cites else {})}
                           for r in data.infobox if r.value and ok(r.reveal_at, r.spoiler, r.value)]
        body = []
        for section in data.body:
            spans = [_span(s) for s in section.spans if ok(s.reveal_at, s.spoiler)]
            if spans:  # a heading may sum up its whole section: it has a gate of its own
                heading = section.heading
                body.append({"heading": heading.text if ok(heading.reveal_at) else "", "spans": spans})
        view["body"] = body
        related = []
        for rel in data.related:
            target = self.entry_by_slug.get(rel.slug)
            if target is not None and ok(rel.reveal_at, rel.spoiler) and self.entry_visible(target, horizon):
                related.append({"slug": target.slug, "title": target.title})
        view["related"] = related
        track = data.track
        seen = sorted(c for c in track.appearances if horizon.shows(c) and horizon.shows(own))
        if seen:
            view["appearances"] = {"chapters": len(seen), "first": self.locator_of(seen[0]),
                                   "latest": self.locator_of(seen[-1])}
        view["moments"] = [{"locator": m.locator, "note": m.note} for m in track.moments if ok(m.reveal_at, m.spoiler)]
        return view

    def page_view(self, page: wiki_store.PageRow, horizon: Horizon) -> dict[str, Any] | None:
        """A topic page: its title once its gate passes, and every gated part that is visible."""
        if not horizon.shows(page.reveal_at, bool(page.data.get("title_is_spoiler"))):
            return None
        return {"slug": page.slug, "title": page.title, "kind": "topic",
                "content": _visible_parts(page.data, horizon, page.reveal_at)}

    def point_view(self, point: Point, horizon: Horizon, *, records: bool = True) -> dict[str, Any] | None:
        if not horizon.shows(point.reveal_at):
            return None
        late = late_names(((a.alias, a.reveal_at) for a in point.aliases), point.reveal_at)
        view: dict[str, Any] = {"id": point.point_id, "name": point.name, "kind": point.kind,
                                "aliases": [a.alias for a in point.aliases
                                            if horizon.shows(a.reveal_at, a.alias in late)]}
        volume = next((v for v in self.volumes if v.volume_no == point.volume_no), None)
        if point.description and volume is not None and horizon.shows(volume.last_chapter_no):
            view["description"] = point.description  # written with the whole volume in view
        if records:  # a record quoting a late name (Ozma's role read from "Princess Ozma") is a late name too
            view["records"] = [{"volume": r.volume_no, "text": r.text, "evidence": r.evidence}
                               for r in point.records
                               if horizon.shows(r.reveal_at, r.tagged_reveal_at is not None
                                                or any(name in r.text for name in late))]
        return view

    def visible_points(self, horizon: Horizon) -> list[Point]:
        return [p for p in self.points if horizon.shows(p.reveal_at)]


def _span(span: Span) -> dict:
    out: dict[str, Any] = {"text": labels_only(span.text)}  # a link's slug could name a still hidden entry
    if span.cites:
        out["cites"] = span.cites
    return out


TEXT_KEYS = ("title", "heading", "label", "value", "text", "note", "summary", "intro")


def _visible_parts(data: Any, horizon: Horizon, own: int) -> list[str]:
    """Every text of a page's JSON whose enclosing gates all pass (unknown shapes stay safe)."""
    out: list[str] = []

    def walk(node: Any, gate: int, spoiler: bool) -> None:
        if isinstance(node, dict):
            gate = max(gate, int(node.get("reveal_at", gate)))
            spoiler = spoiler or bool(node.get("spoiler"))
            if not horizon.shows(gate, spoiler):
                return
            for key, value in node.items():
                if isinstance(value, str) and key in TEXT_KEYS:
                    out.append(labels_only(value))
                elif isinstance(value, (dict, list)):
                    walk(value, gate, spoiler)
        elif isinstance(node, list):
            for item in node:
                walk(item, gate, spoiler)

    walk(data, own, False)
    return out
