"""An X-Ray-grade wiki from the knowledge table alone, with no model.

Entries for the most salient points: infobox (kind, first appearance, names, volumes),
a body of their cited records per volume, related entries by co-occurrence, and the
narrative track of mentions per chapter. Every span, row, link and title carries the
reveal_at of its evidence, so a reader is never shown more than they have read.
Works on any analysis (offline or model), so it is also what a model-written wiki
falls back to.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import defaultdict
from dataclasses import dataclass

from ..ingest.series import slugify
from ..store import Store, books
from ..store import points as point_store
from ..store import wiki as wiki_store
from ..store.points import Point
from ..store.wiki import EntryRow, PageRow

MIN_ENTRIES, MAX_ENTRIES = 20, 160
CORE_SHARE, SUPPORTING_SHARE = 0.1, 0.35
RELATED = 6
HOME_ENTRIES = 12


@dataclass
class ComposeResult:
    entries: int
    written: int  # entries whose inputs changed since the last run
    pages: int


@dataclass
class PlannedEntry:
    point: Point
    slug: str
    tier: str
    related: list[dict]
    inputs_hash: str  # of everything the entry is written from: unchanged means nothing to redo


@dataclass
class Plan:
    work: books.WorkRow
    entries: list[PlannedEntry]
    pages: list[PageRow]
    mentions: dict[int, dict[int, int]]
    locator_of: dict[int, str]


def plan_wiki(store: Store, work: str | None = None) -> Plan:
    """Which points get entries (by salience), their slugs, tiers, related entries and pages."""
    target = books.resolve_work(store, work)
    points = point_store.load_points(store, target.work_id)
    mentions = point_store.mentions(store, target.work_id)
    locator_of = {c.chapter_no: c.locator for v in books.volume_infos(store, target.work_id) for c in v.chapters}
    chosen = _most_salient(points, mentions)
    slugs = _slugs(chosen)
    tiers = _tiers(len(chosen))
    shared = _shared_chapters(chosen, mentions)
    planned = []
    for rank, point in enumerate(chosen):
        related = [{"slug": slugs[o.point_id], "title": o.name, "reveal_at": max(point.reveal_at, o.reveal_at, first)}
                   for o, first, _ in shared[point.point_id][:RELATED]]
        planned.append(PlannedEntry(point, slugs[point.point_id], tiers[rank], related,
                                    _hash(point, related, mentions.get(point.point_id, {}))))
    return Plan(target, planned, _pages(target, chosen, slugs, mentions), mentions, locator_of)


def compose_extractive(store: Store, *, work: str | None = None, force: bool = False) -> ComposeResult:
    plan = plan_wiki(store, work)
    work_id = plan.work.work_id
    existing = {e.slug: e.inputs_hash for e in wiki_store.entries(store, work_id)}
    written = [EntryRow(item.slug, item.point.name, item.point.reveal_at, item.point.kind, item.tier,
                        [item.point.point_id], "extractive", item.inputs_hash,
                        _entry(item.point, item.related, plan.mentions.get(item.point.point_id, {}), plan.locator_of))
               for item in plan.entries if force or existing.get(item.slug) != item.inputs_hash]
    wiki_store.write_wiki(store, work_id, written, {e.slug for e in plan.entries}, plan.pages)
    return ComposeResult(len(plan.entries), len(written), len(plan.pages))


def _salience(point: Point, mentions: dict[int, dict[int, int]]) -> float:
    chapters = mentions.get(point.point_id, {})
    return sum(chapters.values()) * math.sqrt(len(chapters)) + len(point.records)


def _most_salient(points: list[Point], mentions: dict[int, dict[int, int]]) -> list[Point]:
    ranked = sorted(points, key=lambda p: (-_salience(p, mentions), p.point_id))
    n = max(MIN_ENTRIES, min(MAX_ENTRIES, round(0.6 * len(points))))
    return ranked[:n]


def _tiers(n: int) -> list[str]:
    core, supporting = max(1, round(n * CORE_SHARE)), round(n * SUPPORTING_SHARE)
    return ["core"] * core + ["supporting"] * supporting + ["local"] * max(0, n - core - supporting)


def _slugs(points: list[Point]) -> dict[int, str]:
    out, used = {}, set()
    for p in points:
        slug, n = slugify(p.name), 2
        while slug in used:
            slug, n = f"{slugify(p.name)}-{n}", n + 1
        used.add(slug)
        out[p.point_id] = slug
    return out


def _shared_chapters(points: list[Point], mentions) -> dict[int, list[tuple[Point, int, int]]]:
    """For each point: (other point, first shared chapter, shared chapters), most shared first."""
    chapters = {p.point_id: set(mentions.get(p.point_id, {})) for p in points}
    out: dict[int, list] = defaultdict(list)
    for a in points:
        for b in points:
            if a is b:
                continue
            common = chapters[a.point_id] & chapters[b.point_id]
            if common:
                out[a.point_id].append((b, min(common), len(common)))
        out[a.point_id].sort(key=lambda t: (-t[2], t[1]))
    return out


def _hash(point: Point, related: list[dict], track: dict[int, int]) -> str:
    payload = json.dumps([point.name, point.kind, point.reveal_at, [vars(a) for a in point.aliases],
                          [vars(r) for r in point.records], related, sorted(track.items())],
                         sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(payload.encode()).hexdigest()[:16]


def _entry(point: Point, related: list[dict], track: dict[int, int], locator_of: dict[int, str]) -> dict:
    first = point.records[0] if point.records else None
    volumes: dict[int, list] = defaultdict(list)
    for r in point.records:
        volumes[r.volume_no].append(r)
    infobox = [{"label": "kind", "value": point.kind, "reveal_at": point.reveal_at},
               {"label": "first appearance", "value": locator_of.get(min(track), "") if track else "",
                "reveal_at": point.reveal_at}]
    infobox += [{"label": "also known as", "value": a.alias, "reveal_at": a.reveal_at} for a in point.aliases]
    infobox += [{"label": "appears in", "value": f"volume {v}", "reveal_at": min(r.reveal_at for r in rs)}
                for v, rs in sorted(volumes.items())]
    body = [{"heading": {"text": f"Volume {v}", "reveal_at": min(r.reveal_at for r in rs)},
             "spans": [{"text": r.text, "cites": r.evidence, "reveal_at": r.reveal_at, "spoiler": r.tagged_reveal_at is not None}
                       for r in rs]}
            for v, rs in sorted(volumes.items())]
    moments = [{"locator": e, "note": r.text[:160], "reveal_at": r.reveal_at} for r in point.records for e in r.evidence[:1]]
    return {
        "summary": {"text": first.text, "cites": first.evidence, "reveal_at": first.reveal_at} if first else None,
        "infobox": infobox,
        "body": body,
        "related": related,
        "track": {"appearances": {str(c): n for c, n in sorted(track.items())}, "moments": moments},
        "title_is_spoiler": False,
    }


def _pages(work: books.WorkRow, chosen: list[Point], slugs: dict[int, str], mentions) -> list[PageRow]:
    by_kind: dict[str, list[Point]] = defaultdict(list)
    for p in chosen:
        by_kind[p.kind].append(p)
    pages = [PageRow("home", "index", work.title, 0, {
        "intro": f"{work.title}: {len(chosen)} entries, gated by how far you have read.",
        "featured": [{"slug": slugs[p.point_id], "title": p.name, "reveal_at": p.reveal_at} for p in chosen[:HOME_ENTRIES]],
        "categories": sorted(by_kind)})]
    for kind, members in sorted(by_kind.items()):
        pages.append(PageRow("category", slugify(kind), kind, min(p.reveal_at for p in members), {
            "entries": [{"slug": slugs[p.point_id], "title": p.name, "reveal_at": p.reveal_at} for p in members]}))
    # A navbox per kind, one row per volume of first appearance: a two-dimensional map of the cast.
    for kind, members in sorted(by_kind.items()):
        rows: dict[int, list] = defaultdict(list)
        for p in members[:40]:
            rows[p.volume_no].append({"slug": slugs[p.point_id], "title": p.name, "reveal_at": p.reveal_at})
        pages.append(PageRow("navbox", f"navbox-{slugify(kind)}", kind, min(p.reveal_at for p in members),
                             {"rows": [{"label": f"volume {v}", "entries": e} for v, e in sorted(rows.items())]}))
    return pages
