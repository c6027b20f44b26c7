"""The build-site stage: the wiki and a reader as static files that work from file://.

Three explicit phases: collect (read the store), render (Jinja pages and data scripts),
write (only files whose bytes changed). Same store, same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from typing import Callable

from ..store import Store
from . import paths
from .bookhtml import image_file
from .collect import collect
from .reader_pages import reader_pages
from .render import Renderer
from .resources import resource_dir
from .scripts import as_script, book_data, search_data
from .wiki_pages import wiki_pages
from .write import SiteWriter, WriteStats

Progress = Callable[[str, int, int], None]  # (what, done, total)


@dataclass
class SiteResult:
    index: Path
    entries: int
    chapters: int
    stats: WriteStats


def build_site(store: Store, out: Path, *, work: str | None = None, progress: Progress | None = None) -> SiteResult:
    progress = progress or (lambda what, done, total: None)
    progress("reading the store", 0, 1)
    site = collect(store, work)
    writer = SiteWriter(out)
    renderer = Renderer(site)
    for name in ("site.css", "site.js", "preview.svg"):
        writer.write(f"assets/{name}", (resource_dir("site_assets") / name).read_bytes())
    for image in site.images:
        if image_file(image) not in writer.paths:  # content-addressed: volumes may share one
            writer.write(image_file(image), image.data)
    writer.write("data/book.js", as_script("UNDERSTORY_BOOK", book_data(site)))
    writer.write("data/search.js", as_script("UNDERSTORY_SEARCH", search_data(site)))
    writer.write(paths.SEARCH, renderer.page("search.html", paths.SEARCH, kind="search", title="Search"))
    writer.write(paths.SETTINGS, renderer.page("settings.html", paths.SETTINGS, kind="settings", title="Settings"))
    total = len(site.entries) + len(site.chapters) + sum(p.kind in ("category", "topic") for p in site.pages) + 3
    for done, (path, html) in enumerate(chain(wiki_pages(site, renderer), reader_pages(site, renderer)), start=1):
        writer.write(path, html)
        progress("writing pages", done, total)
    stats = writer.finish()
    return SiteResult(out / paths.HOME, len(site.entries), len(site.chapters), stats)
