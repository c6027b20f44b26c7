"""The relationship graph of the main characters, laid out at build time as SVG.

Edges are co-occurrence: two characters named in the same chapters (from the entries'
narrative tracks, i.e. `point_mentions`). Everything in it is gated like the rest of the
site, and the drawing itself gives nothing away:

- a node shows from its entry's title gate; an edge from the second chapter the two
  share, since a pair needs two shared chapters to be joined at all (drawn from the
  first, the line would tell that they meet again), and never before both ends may be
  shown;
- an edge grows thicker in steps, each step gated at the chapter where the shared
  chapters reached it, so a thick line never announces a bond the reader has not seen;
- who is drawn is decided as the book goes: a character joins the graph at the chapter
  where their mentions so far first rank near the top, not by whole-book counts (which
  would single out someone who only matters later);
- the layout is a circle in order of first appearance, not a force layout: a force
  layout computed over the whole book would place a character beside the one they end
  up with. The order of first appearance is what any reader at that point already knows.
"""

from __future__ import annotations

import math
from dataclasses import replace

from .collect import Link, SiteData

PEOPLE = {"person", "people", "character", "characters", "人物", "角色"}
STEPS = ((2, 1.2), (4, 2.6), (10, 4.4))  # (shared chapters, stroke width); an edge needs MIN_SHARED
MIN_SHARED = STEPS[0][0]
MAX_EDGES_PER_NODE = 6
SIZE = 800


def graph_view(site: SiteData, limit: int) -> dict | None:
    """Nodes and edges with coordinates, or None when there are too few characters."""
    tracks = {e.slug: e.data.track.appearances for e in site.entries}
    people = [e for e in site.entries if e.category.lower() in PEOPLE and tracks[e.slug]]
    if len(people) < 3:
        people = [e for e in site.entries if tracks[e.slug]]
    # Joined when ranking among the `limit` most named so far, never earlier; the earliest `limit` of the book's main
    # cast are drawn (a minor character met early, Oz's Stork, must not take a place one met later needs)
    entered = _entered(people, tracks, max(3, limit))
    cast = {e.slug for e in sorted(people, key=lambda e: (-sum(tracks[e.slug].values()), e.slug))[:limit * 3 // 2]}
    ranked = sorted((e for e in people if e.slug in entered and e.slug in cast),
                    key=lambda e: (entered[e.slug], e.slug))[:limit]
    if len(ranked) < 3:
        return None
    links: dict[str, Link] = {e.slug: replace(site.links[e.slug], reveal=max(site.links[e.slug].reveal, entered[e.slug]))
                              for e in ranked}
    order = sorted(ranked, key=lambda e: (links[e.slug].reveal, min(tracks[e.slug]), e.slug))
    n = len(order)
    radius = SIZE * 0.33
    centre = SIZE / 2
    nodes, where = [], {}
    for i, e in enumerate(order):
        angle = -math.pi / 2 + 2 * math.pi * i / n
        x, y = centre + radius * math.cos(angle), centre + radius * math.sin(angle)
        lx, ly = centre + (radius + 14) * math.cos(angle), centre + (radius + 14) * math.sin(angle)
        anchor = "middle" if abs(math.cos(angle)) < 0.2 else ("start" if math.cos(angle) > 0 else "end")
        link = links[e.slug]
        where[e.slug] = (x, y)
        nodes.append({"link": link, "x": _r(x), "y": _r(y), "lx": _r(lx), "ly": _r(ly + 4), "anchor": anchor})
    edges = []
    for pair, shared in _strongest(order, tracks):
        a, b = (links[s] for s in pair)
        (x1, y1), (x2, y2) = where[pair[0]], where[pair[1]]
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        cx, cy = mx + (centre - mx) * 0.45, my + (centre - my) * 0.45  # bend the chord inwards
        path = f"M{_r(x1)} {_r(y1)}Q{_r(cx)} {_r(cy)} {_r(x2)} {_r(y2)}"
        steps = [{"width": width, "reveal": max(a.reveal, b.reveal, shared[need - 1])}
                 for need, width in STEPS if len(shared) >= need]
        edges.append({"path": path, "steps": steps, "spoiler": a.spoiler or b.spoiler,
                      "label": f"{a.title} – {b.title}", "reveal": steps[0]["reveal"]})
    return {"size": SIZE, "box": _box(nodes), "nodes": nodes, "edges": edges}


def _entered(people, tracks: dict[str, dict[int, int]], limit: int) -> dict[str, int]:
    """slug -> the first chapter after which the character's mentions so far rank among the
    top `limit` (characters never ranked there are left out)."""
    chapters = sorted({c for e in people for c in tracks[e.slug]})
    so_far = {e.slug: 0 for e in people}
    entered: dict[str, int] = {}
    for chapter in chapters:
        for e in people:
            so_far[e.slug] += tracks[e.slug].get(chapter, 0)
        top = sorted((slug for slug, n in so_far.items() if n), key=lambda slug: (-so_far[slug], slug))[:limit]
        for slug in top:
            entered.setdefault(slug, chapter)
    return entered


def _strongest(order, tracks) -> list[tuple[tuple[str, str], list[int]]]:
    """Pairs sharing at least MIN_SHARED chapters, each node keeping its strongest few."""
    pairs = {}
    for i, a in enumerate(order):
        for b in order[i + 1:]:
            shared = sorted(set(tracks[a.slug]) & set(tracks[b.slug]))
            if len(shared) >= MIN_SHARED:
                pairs[(a.slug, b.slug)] = shared
    kept: set[tuple[str, str]] = set()
    for e in order:
        mine = sorted((p for p in pairs if e.slug in p), key=lambda p: (-len(pairs[p]), p))
        kept.update(mine[:MAX_EDGES_PER_NODE])
    return [(p, pairs[p]) for p in sorted(kept, key=lambda p: (len(pairs[p]), p))]


LABEL_PX = 22  # the larger label size (the home page's small graph): labels must fit at either


def _box(nodes: list[dict]) -> str:
    """A viewBox that holds every label whole ("Wicked Witch of the West" reaches far past
    the circle's side): each label's width estimated from its characters."""
    left, right, top, bottom = 0.0, float(SIZE), 0.0, float(SIZE)
    for n in nodes:
        width = sum(LABEL_PX if ord(ch) > 0x2e80 else LABEL_PX * 0.58 for ch in n["link"].title)
        x = n["lx"] - (width if n["anchor"] == "end" else width / 2 if n["anchor"] == "middle" else 0)
        left, right = min(left, x - 8), max(right, x + width + 8)
        top, bottom = min(top, n["ly"] - LABEL_PX - 4), max(bottom, n["ly"] + 8)
    return f"{_r(left)} {_r(top)} {_r(right - left)} {_r(bottom - top)}"


def _r(v: float) -> float:
    return round(v, 1)
