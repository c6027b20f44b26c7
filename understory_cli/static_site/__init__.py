"""The build-site stage: the wiki and a reader as static files that work from file://.

Three explicit phases: collect (read the store), render (Jinja pages and data scripts),
write (only files whose bytes changed). Same store, same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from typing import Callable, Iterator

from ..position import paragraph_of
from ..progress import ProgressFn, reporter
from ..store import Store
from . import paths
from .bookhtml import image_file, safe_images
from .collect import SiteData, collect
from .reader_pages import reader_pages
from .render import Renderer
from .resources import ASSETS, resource_dir
from .unlock import Unlocker
from .met import met_parts, met_path
from .data_files import as_script, book_data, names_parts, names_path, text_part, text_path
from .wiki_pages import wiki_pages
from .write import SiteWriter, WriteStats



# What reader_pages and text_parts write: the same bytes whatever the wiki says, but for the glances' links.
READER_FILES = ("reader/", "assets/book/", "data/flow/", "data/text/", "data/unlock/reader/")


@dataclass
class SiteResult:
    index: Path
    entries: int
    chapters: int
    stats: WriteStats
    cover: str | None = None  # the first volume's cover in the site, for a library's shelf


def build_site(store: Store, out: Path, *, work: str | None = None, progress: ProgressFn | None = None,
               language: str | None = None, shelf: str | None = None,
               same_reader: Callable[[SiteData], bool] | None = None) -> SiteResult:
    """`language`: the configured output language (config `language`), which the interface
    follows too unless the reading setting `interface_language` names one; else the book's.
    `shelf`: the way from the site's top to a library's shelf page (static_site/shelf.py), if any.
    `same_reader(site)` true: the reader's pages and text parts in `out` are kept as the last build
    wrote them (serve after a correction that changed no glance: rendering them is half a build)."""
    tell = reporter("build-site", progress)
    tell(0, 1, "reading the store")
    site = collect(store, work)
    site.images = safe_images(site.images)  # by their bytes, whatever the store says
    writer = SiteWriter(out)
    reader = not (same_reader and same_reader(site))
    if not reader:
        writer.keep(READER_FILES)
    renderer = Renderer(site, language, shelf)
    for name in ASSETS:
        writer.write(f"assets/{name}", (resource_dir("site_assets") / name).read_bytes())
    for image in site.images:
        if image_file(image) not in writer.paths:  # content-addressed: volumes may share one
            writer.write(image_file(image), image.data)
    writer.write("data/messages.js", as_script("UNDERSTORY_MESSAGES", renderer.t.messages()))
    writer.write("data/book.js", as_script("UNDERSTORY_BOOK", book_data(site)))
    for gate, script in names_parts(site).items():
        writer.write(names_path(gate), script)
    pages = [(paths.SEARCH, renderer.page("search.html", paths.SEARCH, kind="search", title=renderer.t("search"))),
             (paths.SETTINGS, renderer.page("settings.html", paths.SETTINGS, kind="settings", title=renderer.t("settings"))),
             (paths.CHAT, renderer.page("chat.html", paths.CHAT, kind="chat", title=renderer.t("chat.title")))]
    for chapter_no, script in met_parts(site).items():
        writer.write(met_path(chapter_no), script)
    for path, script in text_parts(site) if reader else ():
        writer.write(path, script)
    total = len(site.entries) + len(site.chapters) + sum(p.kind in ("category", "topic") for p in site.pages) + 3
    done = 0
    unlocker = Unlocker()
    for path, text in chain(pages, wiki_pages(site, renderer), reader_pages(site, renderer) if reader else ()):
        writer.write(path, unlocker.page(path, text) if path.endswith(".html") else text)
        if path.endswith(".html") and path not in (paths.SEARCH, paths.SETTINGS, paths.CHAT):  # the reader also yields its volumes' stylesheets, not counted
            done += 1
            tell(done, total, "writing pages")
    for path, script in unlocker.scripts():
        writer.write(path, script)
    stats = writer.finish()
    return SiteResult(out / paths.HOME, len(site.entries), len(site.chapters), stats, site.covers.get(1))


def text_parts(site) -> Iterator[tuple[str, str]]:
    """The full-text index for search from file://: one script per story chapter."""
    for volume in site.volumes:
        by_chapter: dict[str, list[tuple[int, str]]] = {}
        for p in site.paragraphs(volume.volume_no):
            by_chapter.setdefault(p.chapter_locator, []).append((paragraph_of(p.locator) or 0, p.text))
        for chapter in volume.chapters:
            if chapter.chapter_no is not None:
                yield text_path(chapter.chapter_no), text_part(chapter.chapter_no, chapter.locator,
                                                               by_chapter.get(chapter.locator, []))
