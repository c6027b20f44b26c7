"""Data for the site's script, emitted as .js files that assign a global.

Browsers refuse to fetch JSON from file://, but a <script src> loads fine. Every name
carries its reveal_at so the browser can filter by the reader's progress; nothing here
is shown until the script decides it may be.
"""

from __future__ import annotations

import json

from ..position import paragraph_of
from ..reading import ReadingSettings
from ..text import CJK_PATTERN, numbering_only
from . import paths
from .collect import SiteData


def as_script(global_name: str, data: object) -> str:
    text = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return f"window.{global_name}={text};\n"


def book_data(site: SiteData) -> dict:
    """What every page needs: the work's key in localStorage and the story chapters for
    the progress picker (their titles come with the names parts: a title can tell)."""
    return {
        "slug": site.work.slug,
        "title": site.work.title,
        "defaults": site.defaults,
        "chapters": [{"n": c.chapter_no, "loc": c.locator, "vol": c.volume_no, "h": c.text_id,
                      **({"p": [p.locator for p in site.part_pages[c.chapter_no]]} if c.chapter_no in site.part_pages else {})}
                     for c in site.chapters if c.chapter_no is not None],  # p: the part pages heading it (titles gated)
        "volumes": [{"no": v.volume_no} for v in site.volumes],  # their titles too come with the names parts
        "fields": setting_fields(),
        "patterns": {"cjk": CJK_PATTERN},
    }


# Applied when the site is built (the page's words), not by the page's script.
BUILD_SETTINGS = {"interface_language"}
# A slider moves by whole pixels and by tenths of a line: the site's choice, not a rule of the setting.
STEPS = {"integer": 1, "number": 0.1}


def setting_fields() -> dict[str, dict]:
    """The reading settings the page applies, as its script and settings form check them:
    the range and step of a number, the choices of a word, a flag, and the fallback when
    nothing was stored. ReadingSettings is the one source."""
    fields: dict[str, dict] = {}
    for name, schema in ReadingSettings.model_json_schema()["properties"].items():
        if name in BUILD_SETTINGS:
            continue
        field: dict = {"fallback": schema["default"]}
        if "enum" in schema:
            field["choices"] = schema["enum"]
        elif schema["type"] == "boolean":
            field["flag"] = True
        else:
            field.update(min=schema["minimum"], max=schema["maximum"], step=STEPS[schema["type"]])
        fields[name] = field
    return fields


def volume_gates(site: SiteData) -> dict[int, int]:
    """volume_no -> when its title may show: once the volume before it is finished (a
    later volume's title can name a twist: "Ozma of Oz")."""
    gates, last = {}, 0
    for v in site.volumes:
        gates[v.volume_no] = last
        last = max([c.chapter_no for c in v.chapters if c.chapter_no is not None] + [last])
    return gates


def search_data(site: SiteData) -> dict:
    """Entries by title and alias, chapters by title: for the search page, the selection
    popup and name highlighting. An alias is searchable only once both it and the
    entry's title may be shown; a name learned after the title is marked (strict mode
    hides it). An entry's category is its category page's title, with that page's gate."""
    entries = []
    for number, e in enumerate(site.entries):
        link = site.links[e.slug]
        names = sorted({(a.alias, max(a.reveal_at, link.reveal)) for a in site.aliases.get(e.slug, [])
                        if a.alias != e.title})
        entries.append({"id": number, "title": e.title, "href": paths.href(paths.entry(e.slug)), "category": link.category,
                        "category_reveal": link.category_reveal, "reveal": link.reveal, "spoiler": link.spoiler,
                        "names": [[name, reveal, int(site.late_alias(e.slug, name))] for name, reveal in names]})
    chapters = [{"title": c.title, "loc": c.locator, "n": c.chapter_no, "href": paths.href(paths.chapter(c.locator)),
                 "numbering": numbering_only(c.title or ""),
                 **({"parts": [p.title for p in site.part_pages[c.chapter_no]]} if c.chapter_no in site.part_pages else {})}
                for c in site.chapters if c.chapter_no is not None]  # a part page's title opens with the chapter it heads
    topics = [{"title": t.title, "href": paths.href(paths.topic(t.slug)), "reveal": t.reveal_at}
              for t in site.topics]
    return {"entries": entries, "chapters": chapters, "topics": topics}


NAMES_GLOBAL = "UNDERSTORY_NAMES"


def names_path(gate: int) -> str:
    """The names that open at one chapter's end (0: before any); named by number only."""
    return f"data/names/{gate}.js"


def names_parts(site: SiteData) -> dict[int, str]:
    """search_data split by gate, one script per chapter 0..last: entries with the names
    that open with their titles, later names, later category titles, topics, the next
    chapter's title and the next volume's, and the entries the chapter mentions (with counts). The page loads the parts up to the reader's progress and no others,
    so what the browser holds names nothing gated later (a name past the last chapter's
    end, or marked a spoiler, is in the last part, or its own, and strict mode hides it)."""
    data = search_data(site)
    last = max(site.story, default=0)
    parts: dict[int, dict[str, list]] = {k: {"entries": [], "names": [], "categories": [], "chapters": [], "topics": [], "volumes": [], "seen": [],
                                          "last": [], "recap": []}
             for k in range(last + 1)}

    def part(gate: int) -> dict:
        return parts[min(max(gate, 0), last)]

    for e in data["entries"]:
        early = [n for n in e["names"] if n[1] <= e["reveal"]]
        record = {**e, "names": early}
        if e["category_reveal"] > e["reveal"]:  # an architect's category title can carry a later name
            record["category"] = None
            part(e["category_reveal"])["categories"].append([e["href"], e["category"]])
        part(e["reveal"])["entries"].append(record)
        for name in e["names"]:
            if name[1] > e["reveal"]:
                part(name[1])["names"].append([e["href"], *name])
    for c in data["chapters"]:
        part(c["n"] - 1)["chapters"].append(c)  # a title shows once the chapter before it is read
    for t in data["topics"]:
        part(t["reveal"])["topics"].append(t)
    # Where each entry appears, and how often: a fact of that chapter, and never before the
    # entry's title (the address names it). Entry pages and the reader's bar draw from it.
    for e in site.entries:
        link = site.links[e.slug]
        for no, n in sorted(e.data.track.appearances.items()):
            if no in site.story:
                part(max(no, link.reveal))["seen"].append([paths.href(paths.entry(e.slug)), no, n])
    # The last paragraph naming an entry in each chapter it appears in ("last seen"), and the
    # story so far, each part in its chapter's part: the page holds none past the progress.
    for slug, seen in site.last_seen.items():
        for no, (locator, _) in sorted(seen.items()):
            part(max(no, site.links[slug].reveal))["last"].append([paths.href(paths.entry(slug)), no, paragraph_of(locator)])
    for r in site.recap:
        part(r.reveal_at)["recap"].append([r.kind, r.volume_no, r.locator, r.text])
    titles = {v.volume_no: v.title for v in site.volumes}
    for no, gate in volume_gates(site).items():
        part(gate)["volumes"].append([no, titles[no]])
    return {k: keyed_script(NAMES_GLOBAL, k, v) for k, v in parts.items()}


def keyed_script(global_name: str, key: int, data: dict) -> str:
    """One part of a global the page fills part by part (names, text, flow, unlock)."""
    body = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return f"(window.{global_name}=window.{global_name}||{{}})[{key}]={body};\n"


TEXT_GLOBAL = "UNDERSTORY_TEXT"


def text_path(chapter_no: int) -> str:
    """One story chapter's part of the full-text index; named by number only."""
    return f"data/text/{chapter_no}.js"


def text_part(chapter_no: int, locator: str, paragraphs: list[tuple[int, str]]) -> str:
    """A story chapter's paragraphs (number, plain text) for search from file://. The page
    loads the parts of chapters the reader has finished and no others, so it never holds
    text it may not show; the reader's own chapter page holds its text anyway."""
    data = {"n": chapter_no, "loc": locator, "p": [[n, text] for n, text in paragraphs if text.strip()]}
    return keyed_script(TEXT_GLOBAL, chapter_no, data)
