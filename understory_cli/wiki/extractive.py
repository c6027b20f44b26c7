"""An X-Ray-grade wiki from the knowledge table alone, with no model.

Entries for the most salient points: infobox (kind, first appearance, names, volumes),
a body of their cited records per volume, related entries by co-occurrence, and the
narrative track of mentions per chapter. Every span, row, link and title carries the
reveal_at of its evidence, so a reader is never shown more than they have read.
Works on any analysis (offline or model), so it is also what a model-written wiki
falls back to.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from ..extractive.describe import describes, is_heading
from ..store import Store, books
from ..store import points as point_store
from ..store import wiki as wiki_store
from ..store import requests as request_store
from ..store.wiki import EntryRow, PageRow
from .planning import MAX_ENTRIES, MIN_ENTRIES, Plan, PlannedEntry, PlannedTopic, salience_plan, with_requests


@dataclass
class ComposeResult:
    entries: int
    written: int  # entries (and topics) whose inputs changed since the last run
    pages: int
    from_text: int = 0  # with a model: pages assembled from their records because its own were not valid
    planned_offline: bool = False  # with a model: the salience plan stood in for the architect's


def extractive_page(item: PlannedEntry | PlannedTopic, plan: Plan) -> EntryRow | PageRow:
    """One planned entry or topic written without a model (also a model wiki's fallback)."""
    if isinstance(item, PlannedTopic):
        return _topic(item)
    return EntryRow(item.slug, item.title, item.title_reveal_at, item.category, item.tier,
                    [p.point_id for p in item.points], "extractive", item.inputs_hash,
                    _entry(item, item.track(plan.mentions), plan.locator_of))


def load_plan_inputs(store: Store, work: str | None):
    target = books.resolve_work(store, work)
    points = point_store.load_points(store, target.work_id)
    mentions = point_store.mentions(store, target.work_id)
    locator_of = {c.chapter_no: c.locator for v in books.volume_infos(store, target.work_id) for c in v.chapters}
    return target, points, mentions, locator_of


def plan_wiki(store: Store, work: str | None = None, size: tuple[int, int] = (MIN_ENTRIES, MAX_ENTRIES)) -> Plan:
    """Which points get entries (by salience, `size` = min and max entries), their slugs,
    tiers, related entries and pages, plus the pages readers asked for."""
    target, points, mentions, locator_of = load_plan_inputs(store, work)
    plan = salience_plan(target, points, mentions, locator_of, *size)
    return with_requests(plan, request_store.pending_requests(store, target.work_id), points)


def compose_extractive(store: Store, *, work: str | None = None, force: bool = False,
                       size: tuple[int, int] = (MIN_ENTRIES, MAX_ENTRIES)) -> ComposeResult:
    plan = plan_wiki(store, work, size)
    work_id = plan.work.work_id
    existing = {e.slug: e.inputs_hash for e in wiki_store.entries(store, work_id)}
    written = [extractive_page(item, plan) for item in plan.entries
               if force or existing.get(item.slug) != item.inputs_hash]
    topics = [_topic(t) for t in plan.topics]
    wiki_store.write_wiki(store, work_id, written, {e.slug for e in plan.entries}, plan.pages + topics)
    for item in (*plan.entries, *plan.topics):
        if item.request_id is not None:
            request_store.mark_request_written(store, work_id, item.request_id, item.slug)
    return ComposeResult(len(plan.entries) + len(topics), len(written) + len(topics), len(plan.pages) + len(topics))


def _topic(topic: PlannedTopic) -> PageRow:
    """A requested topic without a model: its points' cited records, one section per point."""
    body = [{"heading": {"text": p.name, "reveal_at": max(p.reveal_at, topic.reveal_at)},
             "spans": [_record_span(r) for r in p.records]} for p in topic.points if p.records]
    # The brief was written (by the architect or in conversation) with more of the book in view
    # than the title: it waits for the latest evidence of what the page covers.
    brief_gate = max([topic.reveal_at, *(r.reveal_at for p in topic.points for r in p.records)])
    return PageRow("topic", topic.slug, topic.title, topic.reveal_at, {
        "summary": {"text": topic.brief, "cites": [], "reveal_at": brief_gate, "spoiler": False},
        "body": body, "entries": topic.entries, "inputs_hash": topic.inputs_hash})


def _record_span(r, floor: int = 0) -> dict:
    return {"text": r.text, "cites": r.evidence, "reveal_at": max(r.reveal_at, floor),
            "spoiler": r.tagged_reveal_at is not None}


def _summary_record(point):
    """The record that says what the point is (a description: apposition, copula, 是/乃/名唤), else the
    first one; never one that opens with a heading."""
    names = [point.name, *(a.alias for a in point.aliases)]
    records = sorted(point.records, key=lambda r: (r.reveal_at, r.volume_no))
    return next((r for r in records if r.note == "description" or describes(r.text, names)), None) \
        or next((r for r in records if not is_heading(r.text)), None)


def _entry(item: PlannedEntry, track: dict[int, int], locator_of: dict[int, str]) -> dict:
    """An entry from its points' records; the other points' names are its aliases, and what
    comes from them waits for the join (item.names, item.join_gate)."""
    point, join = item.point, item.join_gate
    records = sorted(((r, 0 if p is point else join) for p in item.points for r in p.records),
                     key=lambda t: (t[0].volume_no, t[0].reveal_at))
    first = _summary_record(point)
    volumes: dict[int, list] = defaultdict(list)
    for r, floor in records:
        volumes[r.volume_no].append(_record_span(r, floor))
    infobox = [{"label": "kind", "value": point.kind, "reveal_at": point.reveal_at},
               {"label": "first appearance", "value": locator_of.get(min(track), "") if track else "",
                "reveal_at": point.reveal_at}]
    names = item.names()
    infobox += [{"label": "also known as", "value": n, "reveal_at": gate} for n, gate in names[1:]]
    infobox += [{"label": "appears in", "value": f"volume {v}", "reveal_at": min(s["reveal_at"] for s in spans)}
                for v, spans in sorted(volumes.items())]
    body = [{"heading": {"text": f"Volume {v}", "reveal_at": min(s["reveal_at"] for s in spans)}, "spans": spans}
            for v, spans in sorted(volumes.items())]
    moments = [{"locator": e, "note": r.text[:160], "reveal_at": max(r.reveal_at, floor)}
               for r, floor in records for e in r.evidence[:1]]
    return {
        "summary": {"text": first.text, "cites": first.evidence, "reveal_at": first.reveal_at} if first else None,
        "infobox": infobox,
        "body": body,
        "related": item.related,
        "names": [{"name": n, "reveal_at": gate} for n, gate in names],
        "track": {"appearances": {str(c): n for c, n in sorted(track.items())}, "moments": moments},
        "title_is_spoiler": False,
    }
