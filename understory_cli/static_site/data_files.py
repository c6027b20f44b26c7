"""Data for the site's script, emitted as .js files that assign a global.

Browsers refuse to fetch JSON from file://, but a <script src> loads fine. Every name
carries its reveal_at so the browser can filter by the reader's progress; nothing here
is shown until the script decides it may be.
"""

from __future__ import annotations

import json

from . import paths
from .collect import SiteData


def as_script(global_name: str, data: object) -> str:
    text = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return f"window.{global_name}={text};\n"


def book_data(site: SiteData) -> dict:
    """What every page needs: the work's key in localStorage and the story chapters for
    the progress picker."""
    return {
        "slug": site.work.slug,
        "title": site.work.title,
        "defaults": site.defaults,
        "chapters": [{"n": c.chapter_no, "loc": c.locator, "title": c.title, "vol": c.volume_no}
                     for c in site.chapters if c.chapter_no is not None],
    }


def search_data(site: SiteData) -> dict:
    """Entries by title and alias, chapters by title: for the search page, the selection
    popup and name highlighting. An alias is searchable only once both it and the
    entry's title may be shown; a name learned after the title is marked (strict mode
    hides it). An entry's category is its category page's title, with that page's gate."""
    entries = []
    for e in site.entries:
        link = site.links[e.slug]
        names = sorted({(a.alias, max(a.reveal_at, link.reveal)) for a in site.aliases.get(e.slug, [])
                        if a.alias != e.title})
        entries.append({"title": e.title, "href": paths.href(paths.entry(e.slug)), "category": link.category,
                        "category_reveal": link.category_reveal, "reveal": link.reveal, "spoiler": link.spoiler,
                        "names": [[name, reveal, int(site.late_alias(e.slug, name))] for name, reveal in names]})
    chapters = [{"title": c.title, "loc": c.locator, "n": c.chapter_no, "href": paths.href(paths.chapter(c.locator))}
                for c in site.chapters if c.chapter_no is not None]
    topics = [{"title": t.title, "href": paths.href(paths.topic(t.slug)), "reveal": t.reveal_at}
              for t in site.topics]
    return {"entries": entries, "chapters": chapters, "topics": topics}


TEXT_GLOBAL = "UNDERSTORY_TEXT"


def text_path(chapter_no: int) -> str:
    """One story chapter's part of the full-text index; named by number only."""
    return f"data/text/{chapter_no}.js"


def text_part(chapter_no: int, locator: str, paragraphs: list[tuple[int, str]]) -> str:
    """A story chapter's paragraphs (number, plain text) for search from file://. The page
    loads the parts of chapters the reader has finished and no others, so it never holds
    text it may not show; the reader's own chapter page holds its text anyway."""
    data = {"n": chapter_no, "loc": locator, "p": [[n, text] for n, text in paragraphs if text.strip()]}
    body = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return f"(window.{TEXT_GLOBAL}=window.{TEXT_GLOBAL}||{{}})[{chapter_no}]={body};\n"
