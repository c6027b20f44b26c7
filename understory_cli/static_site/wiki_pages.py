"""The wiki's pages: home, categories and entries, as (path, html).

Every part of an entry is gated no earlier than the entry's own title: a page about a
subject whose name is a twist must not describe it before the name may be shown, even
to a reader who finds the page by its address.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterator

from ..spoilers import late_names
from ..store.wiki import EntryRow, InfoRow, Span, Track
from . import paths
from .intro import introduction
from .collect import Link, SiteData
from .data_files import volume_gates
from .graph import graph_view
from .render import Renderer
from .spans import span_view

HOME_GRAPH, PAGE_GRAPH = 12, 30


def wiki_pages(site: SiteData, r: Renderer) -> Iterator[tuple[str, str]]:
    home = next((p for p in site.pages if p.kind == "home"), None)
    data = home.data if home else {}
    categories = [_category_view(site, p) for p in site.pages if p.kind == "category"]
    featured = [site.link(f["slug"], f.get("reveal_at", 0)) for f in data.get("featured", [])]
    listed = data.get("featured_topics") or [{"slug": t.slug} for t in site.topics]
    topics = [site.topic_link(t["slug"], t.get("reveal_at", 0)) for t in listed]
    first = next((c for c in site.chapters if c.chapter_no is not None), site.chapters[0])
    graph = graph_view(site, PAGE_GRAPH)
    yield paths.HOME, r.page(
        "home.html", paths.HOME, kind="home", title=home.title if home else site.work.title,
        about=_span(data.get("about"), home.reveal_at if home else 0, site), description=site.description or introduction(site),
        volumes=_volumes(site), entry_count=len(site.entries),
        featured=[f for f in featured if f], topics=[t for t in topics if t], first_chapter=paths.chapter(first.locator),
        graph=graph_view(site, HOME_GRAPH), categories=categories)
    yield paths.GRAPH, r.page("graph.html", paths.GRAPH, kind="graph", title=r.t("graph"), graph=graph)
    for t in site.topics:
        path = paths.topic(t.slug)
        yield path, r.page("topic.html", path, kind="topic", title=t.title, t_=_topic_view(site, t))
    for c in categories:
        yield c["page"], r.page("category.html", c["page"], kind="category", title=c["title"], c=c)
    navboxes = [p for p in site.pages if p.kind == "navbox"]
    for e in site.entries:
        path = paths.entry(e.slug)
        yield path, r.page("entry.html", path, kind="entry", title=e.title,
                           e=_entry_view(site, e, _navboxes_of(e, navboxes)))


def _volumes(site: SiteData) -> list[dict]:
    """The volumes on the home page: title, cover (the first picture of its front matter),
    where it starts and how many story chapters it has. A later volume's title can name a
    twist ("Ozma of Oz"): it shows once the volume before it is finished."""
    out, gates = [], volume_gates(site)
    for v in site.volumes:
        story = [c for c in v.chapters if c.chapter_no is not None]
        start = story[0] if story else v.chapters[0]
        out.append({"title": v.title, "cover": site.covers.get(v.volume_no), "first": paths.chapter(start.locator),
                    "chapters": len(story), "reveal": gates[v.volume_no]})
    return out


def _category_view(site: SiteData, page) -> dict:
    """A category: its title gated like an entry's, its description a gated span, and the
    gates of its entries so the script counts only those the reader may see."""
    links = [x for x in (site.link(x["slug"], x.get("reveal_at", 0)) for x in page.data.get("entries", [])) if x]
    return {"title": page.title, "reveal": page.reveal_at, "page": paths.category(page.slug),
            "description": _span(page.data.get("description"), page.reveal_at, site), "links": links,
            "gates": " ".join(f"{x.reveal}{'s' if x.spoiler else ''}" for x in links)}


def _navboxes_of(e, navboxes: list) -> list:
    """The navboxes that list the entry; an entry no navbox lists (the extractive navbox
    of a kind keeps only its first 40) gets its kind's `navbox-<kind>`."""
    listed = [b for b in navboxes
              if any(x.get("slug") == e.slug for row in b.data.get("rows", []) for x in row.get("entries", []))]
    return listed or [b for b in navboxes if b.slug.startswith("navbox-") and b.title == e.category]


def _entry_view(site: SiteData, e: EntryRow, navboxes: list) -> dict:
    own = site.link(e.slug)
    assert own is not None  # site.links holds every entry
    data = e.data

    def gated(reveal_at: int, spoiler: bool = False) -> dict:
        return {"reveal": max(reveal_at, own.reveal), "spoiler": spoiler or own.spoiler}

    summary = data.summary
    body = data.body
    if summary:  # the extractive summary is one of the records: do not show it twice
        body = [sec.model_copy(update={"spans": [rest for sp in sec.spans if (rest := _without(sp, summary))]})
                for sec in body]
        body = [sec for sec in body if sec.spans]
    late = late_names(((a.alias, a.reveal_at) for a in site.aliases.get(e.slug, [])), own.reveal)
    return {
        "title": own,
        "path": paths.href(paths.entry(e.slug)),
        "category": e.category,
        "kind": _kind_view(site, e.category, own),
        "by_model": list(data.by_model),  # what a small model changed, checked (its kind, its names): marked ✦
        "summary": {**_body_span(site, summary, gated(summary.reveal_at, summary.spoiler), e.slug),
                    "generated": summary.generated, "by_model": summary.by_model} if summary else None,
        # The summary as the reader advances: each step shown from its chapter until the next one's.
        "steps": [{**_body_span(site, step, gated(step.reveal_at, step.spoiler), e.slug), "until": step.until,
                   "generated": step.generated, "by_model": step.by_model} for step in data.summary_steps],
        "infobox": _infobox(site, data.infobox, gated, late),
        "sections": [{"heading": {"text": s.heading.text, **gated(s.heading.reveal_at)}, "kind": s.kind,
                      "spans": [{**_body_span(site, sp, gated(sp.reveal_at, sp.spoiler), e.slug),
                                 "chapter_title": sp.chapter_title,
                                 "until": sp.until,
                                 "locator": sp.locator,
                                 "path": site.cite_path(sp.locator) if sp.locator else None}
                                for sp in s.spans]}
                     for s in body],
        "track": _track(site, data.track, own),
        "related": [replace(x, until=rel.until) for rel in data.related
                    if (x := site.link(rel.slug, max(rel.reveal_at, own.reveal)))],
        "navboxes": [_navbox(site, box, own) for box in navboxes],
        # In a wiki the model wrote, a page it could not write was assembled from the text: say so.
        "from_text": e.source == "extractive" and any(other.source == "model" for other in site.entries),
    }


def _infobox(site: SiteData, rows: list[InfoRow], gated: Callable[[int, bool], dict], late: set[str]) -> list[dict]:
    """Rows sharing a label become one row of values ("appears in: volume 1, 2, 3"), each
    value with its own gate; the row shows with its first value. A name learned after the
    title is a spoiler in strict mode."""
    merged: dict[str, dict] = {}
    for row in rows:
        gate = gated(row.reveal_at, row.spoiler)
        value = {"value": row.value, "reveal": gate["reveal"], "spoiler": gate["spoiler"] or row.value in late,
                 "until": row.until,  # replaced from then on by a fuller value ("volumes 1–2")
                 "path": paths.chapter(row.value) if row.value in site.chapter_locators else None}
        merged.setdefault(row.label, {"label": row.label, "values": []})["values"].append(value)
    out = []
    for merged_row in merged.values():
        values = sorted(merged_row["values"], key=lambda v: (v["reveal"], v["spoiler"]))
        if any(v["until"] for v in values):  # one value at a time: each is gated, even the first
            values = [{**v, "gated": True} for v in values]
        out.append({"label": merged_row["label"], "cells": values, "reveal": values[0]["reveal"],
                    "spoiler": all(v["spoiler"] for v in values)})
    return out


def _track(site: SiteData, track: Track, own: Link) -> dict | None:
    """The track's frame and its curated moments (each gated by its chapter). The bars, one
    per chapter the entry appears in, are drawn by the script from the names parts, which
    carry each appearance from its chapter on; `width` is the whole work's, so the frame
    tells nothing of what comes later."""
    story = site.story
    counted = any(no in story for no in track.appearances)
    moments = [{"locator": m.locator, "path": site.cite_path(m.locator), "note": m.note,
                "reveal": max(m.reveal_at, own.reveal), "spoiler": m.spoiler or own.spoiler}
               for m in track.moments if site.cite_path(m.locator)]
    if not counted and not moments:
        return None
    starts = sorted(min(c.chapter_no for c in v.chapters if c.chapter_no) for v in site.volumes
                    if any(c.chapter_no for c in v.chapters))
    return {"width": max(story), "moments": moments, "volume_starts": [s - 1 for s in starts[1:]]}


def _kind_view(site: SiteData, category: str, own: Link) -> dict:
    """The entry's category under its title: the category page's title, gated no
    earlier than the page's own gate nor the entry's title, linking to the page."""
    page = site.category_page(category)
    if page is None:
        return {"title": category, "reveal": own.reveal, "spoiler": own.spoiler, "path": None}
    return {"title": page.title, "reveal": max(page.reveal_at, own.reveal), "spoiler": own.spoiler,
            "path": paths.category(page.slug)}


def _navbox(site: SiteData, page, own: Link) -> dict:
    """Its title and row labels gated like entry titles (an architect's may carry a later
    name), and never before the entry's own title: membership describes the entry."""
    rows = []
    numbers = {e.slug: i for i, e in enumerate(site.entries)}  # the names parts' ids
    for row in page.data.get("rows", []):
        # The same links on every page the navbox is on: drawn by the script from the names
        # parts (by their opaque ids), each once its title and its place in the row may show.
        members = [f"{numbers[x['slug']]}:{x.get('reveal_at', 0)}" for x in row.get("entries", []) if x["slug"] in numbers]
        rows.append({"label": row.get("label", ""), "reveal": max(row.get("label_reveal_at", 0), own.reveal),
                     "spoiler": own.spoiler, "members": " ".join(members)})
    return {"title": page.title, "reveal": max(page.reveal_at, own.reveal), "spoiler": own.spoiler, "rows": rows}


_OPENING, _CLOSING = "“‘\"「『", "”’\"」』"


def _without(span: Span, summary: Span) -> Span | None:
    """The span less the summary: None when it is the summary or holds the part of a sentence the summary quotes,
    its rest when it opens with it (an extractive record quotes the first mention, often the very sentence the
    summary chose)."""
    text, said = span.text.lstrip(_OPENING), summary.text.lstrip(_OPENING)  # a key passage shows its speech mark
    part = said.strip("…").strip()  # a summary quoting part of its sentence, "…Starbuck, the chief mate."
    if not part or part not in text or not set(summary.cites) <= set(span.cites):
        return span
    if not text.startswith(part):  # the part the summary quotes from inside the passage: the passage says it again
        return None if part != said else span
    said = part
    rest = text[len(said):].strip().lstrip(_CLOSING).lstrip(";:,—").strip()
    if not rest:
        return None
    return span.model_copy(update={"text": rest, "cites": [c for c in span.cites if c not in summary.cites] or span.cites})


def _body_span(site: SiteData, item: Span, gate: dict, source: str) -> dict:
    return span_view(item.text, item.cites, gate["reveal"], gate["spoiler"], site, source)


def _span(item, floor: int, site: SiteData) -> dict | None:
    """A page's span: model pages give {text, cites, reveal_at, spoiler}, older ones a string."""
    if not item:
        return None
    if isinstance(item, str):
        return span_view(item, [], floor, False, site)
    if not item.get("text"):
        return None
    return span_view(item["text"], item.get("cites", []), max(item.get("reveal_at", 0), floor),
                     bool(item.get("spoiler")), site)


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
