"""The wiki's plan: which entries and topics exist, their slugs, tiers, gates and pages.

Two planners fill it: `extractive_plan` (no model: the most mentioned points, one entry
each, pages by kind) and `blueprint_plan` (the architect's validated blueprint). Both
give every title, label and link the gate of the evidence behind it: a text the
architect wrote is shown only once every name in it has been revealed.
"""

from __future__ import annotations

import hashlib
import heapq
import json
import math
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence, TypeVar

from ..analyze.summarize import sentences
from ..extractive.describe import forget_parses, parse
from ..position import BookIndex
from ..text import slugify
from ..store import books
from ..store.points import Point
from ..store.wiki import PageRow
from .blueprint import BlueprintArgs

T = TypeVar("T")
MIN_ENTRIES, MAX_ENTRIES = 20, 160
PARSED_ENTRIES = 60  # the entries whose description records the parser reads again at compose time (`reread_descriptions`)
CORE_SHARE, SUPPORTING_SHARE = 0.1, 0.35
RELATED = 6
HOME_ENTRIES = 12


@dataclass
class PlannedEntry:
    slug: str
    title: str
    title_reveal_at: int
    category: str
    tier: str
    points: list[Point]  # the main point first
    related: list[dict]
    inputs_hash: str  # of everything the entry is written from: unchanged means nothing to redo
    request_id: int | None = None
    join_gate: int = 0  # several points: when the book shows they are one
    shared: dict[str, list[int]] = field(default_factory=dict)  # other entry's slug -> chapters both appear in

    @property
    def point(self) -> Point:
        return self.points[0]

    @property
    def brief(self) -> str | None:
        """An entry has no brief: its points say what it is about (a topic's says what to explain)."""
        return None

    def names(self) -> list[tuple[str, int]]:
        """Every name the entry can be found by, with its gate: the other points' names only
        from the chapter that joins them to the main one."""
        return [(name, gate if i == 0 else max(gate, self.join_gate))
                for i, p in enumerate(self.points) for name, gate in point_names(p)]

    def track(self, mentions: dict[int, dict[int, int]]) -> dict[int, int]:
        """Mentions per chapter; the other points count only from the join on, so the track
        does not show the main point "appearing" where only its hidden identity does."""
        total: dict[int, int] = defaultdict(int)
        for i, p in enumerate(self.points):
            for chapter, n in mentions.get(p.point_id, {}).items():
                if i == 0 or chapter >= self.join_gate:
                    total[chapter] += n
        return dict(total)


@dataclass
class PlannedTopic:
    """A page of insight across the work, written like a core entry of its own category."""
    slug: str
    title: str
    reveal_at: int
    brief: str
    points: list[Point]
    entries: list[dict]  # entries of its points: {slug, title, reveal_at}
    inputs_hash: str
    request_id: int | None = None
    category = "topic"
    tier = "core"
    join_gate = 0

    @property
    def title_reveal_at(self) -> int:
        return self.reveal_at


@dataclass
class Plan:
    work: books.WorkRow
    entries: list[PlannedEntry]
    pages: list[PageRow]  # home, categories, navboxes (topics are written like entries)
    mentions: dict[int, dict[int, int]]
    locator_of: dict[int, str]
    topics: list[PlannedTopic]
    chapter_titles: dict[int, str] = field(default_factory=dict)  # for the key passages' chapter titles

    def script_sample(self) -> str:
        """The book's own text its generated words take their script from: the first records of its most
        salient entries. One entry's records alone can fail to tell (a man whose few lines hold no character
        Traditional writes apart from Simplified got a Simplified line in a Traditional book)."""
        return "".join(r.text for e in self.entries[:20] for r in e.point.records[:3])

    def requested(self) -> list[tuple[int, str]]:
        """(request_id, slug) of every planned entry and topic a reader asked for."""
        return [(e.request_id, e.slug) for e in self.entries if e.request_id is not None] + \
               [(t.request_id, t.slug) for t in self.topics if t.request_id is not None]


def salience(point: Point, mentions: dict[int, dict[int, int]]) -> float:
    chapters = mentions.get(point.point_id, {})
    return sum(chapters.values()) * math.sqrt(len(chapters)) + len(point.records)


def by_salience(points: list[Point], mentions: dict[int, dict[int, int]]) -> list[Point]:
    return sorted(points, key=lambda p: (-salience(p, mentions), p.point_id))


def entry_count(n_points: int, min_entries: int = MIN_ENTRIES, max_entries: int = MAX_ENTRIES,
                share: float = 0.6) -> int:
    return max(min_entries, min(max_entries, round(share * n_points)))


def tiers(n: int) -> list[str]:
    core, supporting = max(1, round(n * CORE_SHARE)), round(n * SUPPORTING_SHARE)
    return ["core"] * core + ["supporting"] * supporting + ["local"] * max(0, n - core - supporting)


def point_names(p: Point) -> list[tuple[str, int]]:
    return [(p.name, p.reveal_at), *((a.alias, a.reveal_at) for a in p.aliases)]


class NameGates:
    """The gate of every point name and alias, to gate free text that mentions them."""

    def __init__(self, points: list[Point]):
        gates: dict[str, int] = {}
        for p in points:
            for name, gate in point_names(p):
                key = name.casefold()
                gates[key] = min(gates.get(key, gate), gate)
        # Longest first, so "Ozma of Oz" is checked before "Oz"; one-letter names would match everywhere.
        self._names = sorted((n for n in gates if len(n) > 1), key=len, reverse=True)
        self._gates = gates

    def of_text(self, text: str, floor: int = 0) -> int:
        """The latest gate among the names the text contains (substring match errs on the safe side)."""
        folded = text.casefold()
        return max([floor, *(self._gates[n] for n in self._names if n in folded)])


def entry_title_gate(title: str, points: list[Point], names: NameGates, join_gate: int = 0) -> int:
    """A title that is one of the main point's own names is shown with that name, one of
    the other points' names from the join on; any other title waits for every point it
    covers, the join, and every name it mentions."""
    own = [gate if i == 0 else max(gate, join_gate) for i, p in enumerate(points) for name, gate in point_names(p)
           if name.casefold() == title.casefold()]
    if own:
        return min(own)
    return names.of_text(title, max([join_gate, *(p.reveal_at for p in points)]))


def shared_chapters(points: list[Point], mentions) -> dict[int, list[tuple[Point, list[int]]]]:
    """For each point: (other point, the chapters both appear in, in order), most shared first."""
    chapters = {p.point_id: set(mentions.get(p.point_id, {})) for p in points}
    out: dict[int, list] = defaultdict(list)
    for a in points:
        for b in points:
            if a is b:
                continue
            common = chapters[a.point_id] & chapters[b.point_id]
            if common:
                out[a.point_id].append((b, sorted(common)))
        out[a.point_id].sort(key=lambda t: (-len(t[1]), t[1][0]))
    return out


def gated_companions(shared: Sequence[tuple[T, list[int]]], k: int = RELATED) -> list[tuple[T, int, int | None]]:
    """(other, the chapter it enters the k most shared, the chapter it leaves them for good or None),
    ranked at every chapter by the chapters shared so far (the earlier first shared a tie), so the
    list a reader sees holds only what the chapters read so far rank: never the whole book's order.
    Ordered by the chapter each enters."""
    at: dict[int, list[int]] = defaultdict(list)
    for i, (_, chapters) in enumerate(shared):
        for c in chapters:
            at[c].append(i)
    counts = [0] * len(shared)
    entered: dict[int, int] = {}
    left: dict[int, int | None] = {}
    top: set[int] = set()
    for chapter in sorted(at):
        for i in at[chapter]:
            counts[i] += 1
        now = set(heapq.nsmallest(k, (i for i, n in enumerate(counts) if n),
                                  key=lambda i: (-counts[i], shared[i][1][0], i)))
        for i in now - top:
            entered.setdefault(i, chapter)
            left[i] = None
        for i in top - now:
            left[i] = chapter
        top = now
    return [(shared[i][0], gate, left[i]) for i, gate in sorted(entered.items(), key=lambda t: (t[1], shared[t[0]][1][0], t[0]))]


def ranked_at(shared: Sequence[tuple[T, list[int]]], chapter: int, k: int) -> list[T]:
    """The k others sharing most chapters up to `chapter` (the earlier first shared a tie)."""
    counts = [(o, sum(1 for c in chapters if c <= chapter), chapters[0]) for o, chapters in shared]
    return [o for o, n, _ in sorted((t for t in counts if t[1]), key=lambda t: (-t[1], t[2]))[:k]]


def unique_slug(title: str, used: set[str]) -> str:
    """The slug of a title, numbered if taken; added to `used`. Slugs come from titles only,
    so a link's address never names more than its gated title."""
    slug, n = slugify(title), 2
    while slug in used:
        slug, n = f"{slugify(title)}-{n}", n + 1
    used.add(slug)
    return slug


def unique_slugs(titles: list[str]) -> list[str]:
    used: set[str] = set()
    return [unique_slug(t, used) for t in titles]


def link(entry: PlannedEntry) -> dict[str, Any]:
    return {"slug": entry.slug, "title": entry.title, "reveal_at": entry.title_reveal_at}


def member(entry: PlannedEntry) -> dict[str, Any]:
    """An entry listed in a category or navbox the architect chose: a joined entry may be
    filed under its hidden identity ("Rulers"), so it is listed only from the join on."""
    return {**link(entry), "reveal_at": max(entry.title_reveal_at, entry.join_gate)}


def with_related(entries: list[PlannedEntry], mentions: dict[int, dict[int, int]]) -> None:
    """Related entries by the chapters their main points share, ranked by the chapters reached at
    each gate (gated_companions: each shown from the chapter it enters the most shared until it
    leaves them for good), each link gated by both titles; `shared` keeps the chapters for the
    generated line's "most often with"."""
    by_point = {e.point.point_id: e for e in entries}
    shared = shared_chapters([e.point for e in entries], mentions)
    for entry in entries:
        others = [(by_point[p.point_id], chapters) for p, chapters in shared[entry.point.point_id]]
        entry.shared = {other.slug: chapters for other, chapters in others}
        entry.related = []
        for other, enters, leaves in gated_companions(others):
            row = {**link(other), "reveal_at": max(entry.title_reveal_at, other.title_reveal_at, enters)}
            if leaves is not None and leaves > row["reveal_at"]:
                row["until"] = leaves
            if leaves is None or leaves > row["reveal_at"]:
                entry.related.append(row)
        entry.inputs_hash = inputs_hash(entry.title, entry.category, entry.tier, entry.points, entry.related,
                                        entry.track(mentions), entry.join_gate)


def inputs_hash(*parts) -> str:
    def plain(x):
        if isinstance(x, Point):
            return [x.point_id, x.name, x.kind, x.reveal_at, [vars(a) for a in x.aliases], [vars(r) for r in x.records]]
        return x

    payload = json.dumps([plain(p) if not isinstance(p, list) else [plain(x) for x in p] for p in parts],
                         sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(payload.encode()).hexdigest()[:16]


def extractive_plan(work: books.WorkRow, points: list[Point], mentions, locator_of,
                  min_entries: int = MIN_ENTRIES, max_entries: int = MAX_ENTRIES, share: float = 0.6) -> Plan:
    """No model: one entry for each of the most salient points (`share` of them, within the sizes), categories by
    kind."""
    chosen = by_salience(points, mentions)[:entry_count(len(points), min_entries, max_entries, share)]
    entries = [PlannedEntry(slug, p.name, p.reveal_at, p.kind, tier, [p], [], "")
               for p, slug, tier in zip(chosen, unique_slugs([p.name for p in chosen]), tiers(len(chosen)))]
    with_related(entries, mentions)
    return Plan(work, entries, _kind_pages(work, entries), mentions, locator_of, [])


def with_requests(plan: Plan, requests: list, points: list[Point]) -> Plan:
    """Add the pages readers asked for (in `ask`) to a plan made without an architect."""
    by_id = {p.point_id: p for p in points}
    names = NameGates(points)
    used = {e.slug for e in plan.entries} | {t.slug for t in plan.topics}
    entry_of_point = {e.point.point_id: e for e in plan.entries}
    for request in requests:
        covered = [by_id[i] for i in request.point_ids if i in by_id]
        if not covered:
            continue
        slug = unique_slug(request.title, used)
        if request.kind == "entry":
            # No evidence says when the book joins several points: not before all their records.
            join = max((r.reveal_at for p in covered for r in p.records), default=0) if len(covered) > 1 else 0
            entry = PlannedEntry(slug, request.title, entry_title_gate(request.title, covered, names, join),
                                 covered[0].kind, "supporting", covered, [], "", request.request_id, join)
            plan.entries.append(entry)
        else:
            linked = [link(entry_of_point[p.point_id]) for p in covered if p.point_id in entry_of_point]
            plan.topics.append(PlannedTopic(slug, request.title, names.of_text(request.title, min(p.reveal_at for p in covered)),
                                            request.brief, covered, linked,
                                            inputs_hash(request.title, request.brief, covered, linked), request.request_id))
    if any(r.kind == "entry" for r in requests):
        with_related(plan.entries, plan.mentions)
    return plan


def home_picks(entries: list[PlannedEntry]) -> list[PlannedEntry]:
    """The home page's HOME_ENTRIES: the cast first (persons, most salient first), then the rest in order —
    a reader comes back for who someone is, and a city among the faces reads as one of them."""
    people = [e for e in entries if e.category == "person"]
    return (people + [e for e in entries if e.category != "person"])[:HOME_ENTRIES]


def _kind_pages(work: books.WorkRow, entries: list[PlannedEntry]) -> list[PageRow]:
    by_kind: dict[str, list[PlannedEntry]] = defaultdict(list)
    for e in entries:
        by_kind[e.category].append(e)
    pages = [PageRow("home", "index", work.title, 0, {
        "featured": [link(e) for e in home_picks(entries)],
        "featured_topics": [],
        "categories": sorted(by_kind)})]
    for kind, members in sorted(by_kind.items()):
        pages.append(PageRow("category", slugify(kind), kind, min(e.title_reveal_at for e in members),
                             {"entries": [link(e) for e in members]}))
    # A navbox per kind, one row per volume of first appearance: a two-dimensional map of the cast.
    for kind, members in sorted(by_kind.items()):
        rows: dict[int, list] = defaultdict(list)
        for e in members[:40]:
            rows[e.point.volume_no].append(link(e))
        pages.append(PageRow("navbox", f"navbox-{slugify(kind)}", kind, min(e.title_reveal_at for e in members),
                             {"rows": [{"label": f"volume {v}", "entries": r} for v, r in sorted(rows.items())]}))
    return pages


def blueprint_plan(work: books.WorkRow, blueprint: BlueprintArgs, points: list[Point], mentions, locator_of,
                   index: BookIndex, *, about: dict) -> Plan:
    """The architect's (validated, normalized) blueprint as a plan; `about` is the gated home
    intro span. Pages get slugs from their titles, not the architect's: an address must not
    name what its title still hides."""
    by_id = {p.point_id: p for p in points}
    names = NameGates(points)
    category_slugs = {c.slug: s for c, s in zip(blueprint.categories, unique_slugs([c.title for c in blueprint.categories]))}
    used: set[str] = set()
    entries, entry_of = [], {}
    for spec in blueprint.entries:
        covered = [by_id[i] for i in dict.fromkeys(spec.points)]
        # A plan stored before joins were checked may lack joined_at: then not before all records.
        join = (index.chapter_no(spec.joined_at or "") or max((r.reveal_at for p in covered for r in p.records), default=0)
                if len(covered) > 1 else 0)
        entry = PlannedEntry(unique_slug(spec.title, used), spec.title,
                             entry_title_gate(spec.title, covered, names, join),
                             category_slugs[spec.category], spec.tier, covered, [], "", spec.request_id, join)
        entries.append(entry)
        entry_of[spec.slug] = entry
    with_related(entries, mentions)
    # point -> (entry, gate): an entry stands for its other points only from their join on
    entries_of_point: dict[int, list[tuple[PlannedEntry, int]]] = defaultdict(list)
    for e in entries:
        for i, p in enumerate(e.points):
            entries_of_point[p.point_id].append((e, 0 if i == 0 else e.join_gate))

    topics = []
    for topic in blueprint.topics:
        covered = [by_id[i] for i in dict.fromkeys(topic.points)]
        gate = names.of_text(topic.title, min(p.reveal_at for p in covered))
        linked = list({e.slug: {**link(e), "reveal_at": max(e.title_reveal_at, gate)}
                       for p in covered for e, gate in entries_of_point[p.point_id]}.values())
        topics.append(PlannedTopic(unique_slug(topic.title, used), topic.title, gate, topic.brief, covered, linked,
                                   inputs_hash(topic.title, topic.brief, covered, linked), topic.request_id))
    topic_of = {topic.slug: t for topic, t in zip(blueprint.topics, topics)}

    pages = []
    categories = []
    for cat in blueprint.categories:
        slug = category_slugs[cat.slug]
        members = [e for e in entries if e.category == slug]
        gate = names.of_text(cat.title, min(member(e)["reveal_at"] for e in members))
        categories.append(slug)
        pages.append(PageRow("category", slug, cat.title, gate, {
            "entries": [member(e) for e in members],
            "description": {"text": cat.description, "reveal_at": names.of_text(cat.description, gate)}}))
    for box, box_slug in zip(blueprint.navboxes, unique_slugs([f"navbox {b.title}" for b in blueprint.navboxes])):
        rows: list[dict[str, Any]] = []
        for row in box.rows:
            members = [entry_of[s] for s in row.entries]
            rows.append({"label": row.label,
                         "label_reveal_at": names.of_text(row.label, min(member(e)["reveal_at"] for e in members)),
                         "entries": [member(e) for e in members]})
        pages.append(PageRow("navbox", box_slug, box.title,
                             names.of_text(box.title, min(r["label_reveal_at"] for r in rows)), {"rows": rows}))
    home = blueprint.home
    pages.insert(0, PageRow("home", "index", work.title, 0, {
        "about": about,
        "featured": [link(entry_of[s]) for s in home.featured_entries] or [link(e) for e in home_picks(entries)],
        "featured_topics": [{"slug": t.slug, "title": t.title, "reveal_at": t.reveal_at}
                            for t in (topic_of[s] for s in home.featured_topics)],
        "categories": [category_slugs[s] for s in home.featured_categories] or categories}))
    return Plan(work, entries, pages, mentions, locator_of, topics)


def reread_descriptions(plan: "Plan", paragraphs: Callable[[list[str]], dict[str, str]]) -> None:
    """Have the parser read the first PARSED_ENTRIES entries' description records afresh (its readings last one
    book and one process: extractive/en/parsed.py), so a composition is the same after the analysis in one run as in
    a `compose-wiki` of its own: each record's text, and for one the parse cut ("…the boy Button-Bright…", which
    parsed alone says nothing) the sentence of its paragraph it was cut from, whose parse reads the cut again.
    `paragraphs(locators)`: their texts."""
    forget_parses()
    records = [r for e in plan.entries[:PARSED_ENTRIES] for r in e.point.records if r.note == "description"]
    cuts = [r for r in records if r.text.startswith("…") or r.text.endswith("…")]
    texts = paragraphs(sorted({loc for r in cuts for loc in r.evidence}))
    whole = [s for r in cuts for loc in r.evidence for s in sentences(texts.get(loc, "")) if r.text.strip("…") in s]
    parse(whole)  # (first: a cut read alone would be kept as saying nothing)
    parse([r.text for r in records])
