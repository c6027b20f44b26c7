"""The wiki's pages: home, categories and entries, as (path, html).

Every part of an entry is gated no earlier than the entry's own title: a page about a
subject whose name is a twist must not describe it before the name may be shown, even
to a reader who finds the page by its address.
"""

from __future__ import annotations

import math
from typing import Iterator

from . import paths
from .collect import Link, SiteData
from .graph import graph_view
from .render import Renderer

HOME_GRAPH, PAGE_GRAPH = 12, 30


def wiki_pages(site: SiteData, r: Renderer) -> Iterator[tuple[str, str]]:
    home = next((p for p in site.pages if p.kind == "home"), None)
    data = home.data if home else {}
    categories = [p for p in site.pages if p.kind == "category"]
    featured = [site.link(f["slug"], f.get("reveal_at", 0)) for f in data.get("featured", [])]
    listed = data.get("featured_topics") or [{"slug": t.slug} for t in site.topics]
    topics = [site.topic_link(t["slug"], t.get("reveal_at", 0)) for t in listed]
    first = next((c for c in site.chapters if c.chapter_no is not None), site.chapters[0])
    graph = graph_view(site, PAGE_GRAPH)
    yield paths.HOME, r.page(
        "home.html", paths.HOME, kind="home", title=home.title if home else site.work.title,
        intro=_span(data.get("intro"), home.reveal_at if home else 0, site),
        featured=[f for f in featured if f], topics=[t for t in topics if t], first_chapter=paths.chapter(first.locator),
        graph=graph_view(site, HOME_GRAPH),
        categories=[{"title": c.title, "path": paths.category(c.slug), "count": len(c.data.get("entries", []))}
                    for c in categories])
    yield paths.GRAPH, r.page("graph.html", paths.GRAPH, kind="graph", title="Who meets whom", graph=graph)
    for t in site.topics:
        path = paths.topic(t.slug)
        yield path, r.page("topic.html", path, kind="topic", title=t.title, t=_topic_view(site, t))
    for c in categories:
        path = paths.category(c.slug)
        links = [site.link(x["slug"], x.get("reveal_at", 0)) for x in c.data.get("entries", [])]
        yield path, r.page("category.html", path, kind="category", title=c.title, links=[x for x in links if x])
    navboxes = {p.title: p for p in site.pages if p.kind == "navbox"}
    for e in site.entries:
        path = paths.entry(e.slug)
        yield path, r.page("entry.html", path, kind="entry", title=e.title,
                           e=_entry_view(site, e, navboxes.get(e.category)))


def _entry_view(site: SiteData, e, navbox) -> dict:
    own = site.link(e.slug)
    data = e.data

    def gated(item: dict) -> dict:
        return {"reveal": max(item.get("reveal_at", 0), own.reveal), "spoiler": bool(item.get("spoiler")) or own.spoiler}

    def cites(locators: list[str]) -> list[str]:
        return [loc for loc in locators if site.cite_path(loc)]

    summary = data.get("summary")
    body = data.get("body", [])
    if summary:  # the extractive summary is the first record: do not show the same span twice
        body = [{**sec, "spans": [sp for sp in sec["spans"] if not _same(sp, summary)]} for sec in body]
        body = [sec for sec in body if sec["spans"]]
    late = {a.alias for a in site.aliases.get(e.slug, []) if a.reveal_at > own.reveal}
    return {
        "title": own,
        "path": paths.href(paths.entry(e.slug)),
        "category": e.category,
        "summary": {"text": summary["text"], "cites": cites(summary.get("cites", [])), **gated(summary)} if summary else None,
        "infobox": [{"label": row["label"], "value": row["value"], **gated(row),
                     "late": row["value"] in late,
                     "path": paths.chapter(row["value"]) if row["value"] in site.chapter_locators else None}
                    for row in data.get("infobox", [])],
        "sections": [{"heading": {"text": s["heading"]["text"], **gated(s["heading"])},
                      "spans": [{"text": sp["text"], "cites": cites(sp.get("cites", [])), **gated(sp)} for sp in s["spans"]]}
                     for s in body],
        "track": _track(site, data.get("track") or {}, own),
        "related": [x for x in (site.link(rel["slug"], max(rel.get("reveal_at", 0), own.reveal))
                                for rel in data.get("related", [])) if x],
        "navbox": _navbox(site, navbox) if navbox else None,
    }


def _track(site: SiteData, track: dict, own: Link) -> dict | None:
    """Mentions per chapter as bars over the whole work (an SVG, so no inline style is
    needed under the CSP), and the curated moments; each gated by its chapter."""
    story = site.story
    counts = {int(no): n for no, n in track.get("appearances", {}).items() if int(no) in story}
    moments = [{"locator": m["locator"], "path": site.cite_path(m["locator"]), "note": m.get("note", ""),
                "reveal": max(m.get("reveal_at", 0), own.reveal), "spoiler": bool(m.get("spoiler")) or own.spoiler}
               for m in track.get("moments", []) if site.cite_path(m["locator"])]
    if not counts and not moments:
        return None
    top = max(counts.values(), default=1)
    bars = []
    for no, n in sorted(counts.items()):
        height = round(1 + 9 * math.sqrt(n / top), 2)
        bars.append({"x": round(no - 1 + 0.1, 2), "y": round(10 - height, 2), "height": height,
                     "path": paths.chapter(story[no].locator), "label": f"{story[no].locator}: {n} mentions", "n": no, "count": n,
                     "reveal": max(no, own.reveal)})
    starts = sorted(min(c.chapter_no for c in v.chapters if c.chapter_no) for v in site.volumes
                    if any(c.chapter_no for c in v.chapters))
    return {"width": max(story), "bars": bars, "moments": moments, "volume_starts": [s - 1 for s in starts[1:]]}


def _navbox(site: SiteData, page) -> dict:
    rows = []
    for row in page.data.get("rows", []):
        links = [site.link(x["slug"], x.get("reveal_at", 0)) for x in row.get("entries", [])]
        rows.append({"label": row.get("label", ""), "links": [x for x in links if x]})
    return {"title": page.title, "rows": rows}


def _same(span: dict, summary: dict) -> bool:
    return span.get("text") == summary.get("text") and list(span.get("cites", [])) == list(summary.get("cites", []))


def _span(item, floor: int, site: SiteData) -> dict | None:
    """A page's span: model pages give {text, cites, reveal_at, spoiler}, older ones a string."""
    if not item:
        return None
    if isinstance(item, str):
        return {"text": item, "cites": [], "reveal": floor, "spoiler": False}
    return {"text": item.get("text", ""), "cites": [c for c in item.get("cites", []) if site.cite_path(c)],
            "reveal": max(item.get("reveal_at", 0), floor), "spoiler": bool(item.get("spoiler"))}


def _topic_view(site: SiteData, page) -> dict:
    """A topic page, every part gated no earlier than the topic itself."""
    floor = page.reveal_at
    data = page.data
    sections = []
    for sec in data.get("body", []):
        heading = _span(sec.get("heading"), floor, site)
        spans = [x for x in (_span(sp, floor, site) for sp in sec.get("spans", [])) if x]
        if spans:
            sections.append({"heading": heading, "spans": spans})
    links = [site.link(x["slug"], max(x.get("reveal_at", 0), floor)) for x in data.get("entries", [])]
    return {"title": site.topic_link(page.slug), "summary": _span(data.get("summary"), floor, site),
            "sections": sections, "entries": [x for x in links if x]}
