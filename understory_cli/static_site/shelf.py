"""A library's site: a shelf page over every work of the store, each work's own site beneath it.

    library/index.html          the shelf (covers, titles, authors, series, language, progress)
    library/data/shelf.js       the works, with their story chapters (to read each one's saved progress)
    library/<work>/…            the work's site, as `build_site` writes it, with a link back to the shelf

Each work's site keeps its own manifest, interface language, spoiler gates and progress (the
browser keys progress by the work's slug), so it opens from file:// as a site of its own. The
shelf's manifest lists only the shelf's files. A rebuild skips every work whose inputs did not
change (`.understory-library` keeps a fingerprint per work: the store's rows its site is read from,
the site's code and the language), so adding a book rewrites that work and the shelf only.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ..extractive.languages import family
from ..progress import ProgressFn, reporter
from ..store import Store
from ..store import site as site_store
from ..store.shelf import ShelfWork, shelf_works, site_fingerprint
from . import build_site, paths
from .data_files import as_script
from .messages import Catalogue, interface_language
from .render import CSP
from .resources import SHELF_ASSETS, SHELF_SCRIPTS, resource_dir
from .write import MANIFEST, SiteWriter, WriteStats, build_unfinished

STATE = ".understory-library"
RESERVED = {"assets", "data", "api"}  # the shelf's own folders, and serve's API
AUTONYMS = {"en": "English", "zh": "中文", "ja": "日本語"}  # a language named in itself, as pickers do


@dataclass
class LibraryResult:
    index: Path
    works: int
    built: list[str] = field(default_factory=list)  # slugs whose sites were built this time
    skipped: list[str] = field(default_factory=list)  # unchanged since the last build
    stats: WriteStats | None = None  # the shelf's own files


def is_library(store: Store) -> bool:
    """A store with several works is built as a library; one work keeps the site it always had."""
    return len(shelf_works(store)) > 1


def work_folder(slug: str) -> str:
    """Where a work's site lives under the library's top (never one of the shelf's own folders)."""
    name = paths.file_name(slug)
    return f"{name}-work" if name.lower() in RESERVED else name


def build_library(store: Store, out: Path, *, language: str | None = None,
                  progress: ProgressFn | None = None) -> LibraryResult:
    tell = reporter("build-site", progress)
    works = shelf_works(store)
    writer = SiteWriter(out)  # first: it refuses a folder that is not a site before anything is written
    state = _read_state(out)
    code = _code_fingerprint(language)
    result = LibraryResult(out / paths.HOME, len(works))
    shelf: list[dict] = []
    for number, work in enumerate(works):
        tell(number, len(works), f"building {work.title}")
        folder = work_folder(work.slug)
        inputs = hashlib.sha256(f"{code}|{site_fingerprint(store, work.work_id)}".encode()).hexdigest()
        known = state.get(work.slug, {})
        if known.get("inputs") == inputs and isinstance(known.get("entry"), dict) and complete(out / folder):
            shelf.append(known["entry"])  # its card as last built: reading its chapters' text ids again costs
            result.skipped.append(work.slug)
            continue
        site = build_site(store, out / folder, work=work.slug, language=language, shelf="../")
        shelf.append(_shelf_entry(store, work, f"{folder}/{site.cover}" if site.cover else None))
        state[work.slug] = {"inputs": inputs, "entry": shelf[-1]}
        _write_state(out, state)  # kept as each work is done: an interrupted library redoes only the rest
        result.built.append(work.slug)
    for slug in set(state) - {w.slug for w in works}:  # a work no longer in the store
        state.pop(slug)
        _remove_site(out / work_folder(slug))  # by its slug: the state file is no authority on paths
    tell(len(works), len(works), "writing the shelf")
    catalogue = Catalogue(_shelf_language(works, language))
    for name in SHELF_ASSETS:
        writer.write(f"assets/{name}", (resource_dir("site_assets") / name).read_bytes())
    writer.write("data/messages.js", as_script("UNDERSTORY_MESSAGES", catalogue.messages()))
    writer.write("data/shelf.js", as_script("UNDERSTORY_SHELF", {"works": shelf}))
    writer.write(paths.HOME, _render_shelf(shelf, catalogue))
    result.stats = writer.finish()
    _write_state(out, state)
    return result


def _shelf_entry(store: Store, work: ShelfWork, cover: str | None) -> dict:
    """A work as the shelf shows it. Its story chapters (number, locator, text id) let the page
    read the work's saved progress as the work's own pages do (core.js): nothing gated, the same
    numbers and locators every reader page shows."""
    code = family((work.language or "").split(",")[0]) or (work.language or "")
    chapters = [[c.chapter_no, c.locator, c.text_id] for c in site_store.chapters(store, work.work_id)
                if c.chapter_no is not None]
    return {"slug": work.slug, "dir": work_folder(work.slug) + "/", "title": work.title, "authors": work.authors,
            "series": work.series if work.series and work.series != work.title else None,
            "volumes": work.volumes, "language": AUTONYMS.get(code, work.language or ""),
            "lang": (work.language or "en").split(",")[0].strip() or "en", "cover": cover, "chapters": chapters}


def _render_shelf(shelf: list[dict], t: Catalogue) -> str:
    from jinja2 import Environment, FileSystemLoader, StrictUndefined

    env = Environment(loader=FileSystemLoader(resource_dir("templates")), autoescape=True,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    return env.get_template("shelf.html").render(works=shelf, t=t, ui_lang=t.language, csp=CSP,
                                                 href=paths.href, scripts=SHELF_SCRIPTS)


def _shelf_language(works: list[ShelfWork], configured: str | None) -> str:
    """The shelf speaks the configured language, else the one most of its books are in."""
    books = Counter(family((w.language or "").split(",")[0]) for w in works)
    common = books.most_common(1)[0][0] if books else None
    return interface_language(None, configured, common)


def _code_fingerprint(language: str | None) -> str:
    """The code (the whole package: the site's words come from the language folders, its
    settings from reading.py), templates and assets: a new version of any rebuilds every work."""
    digest = hashlib.sha256(f"{language}".encode())
    package = Path(__file__).resolve().parents[1]
    for folder, pattern in ((package, "*.py"), (resource_dir("templates"), "*"), (resource_dir("site_assets"), "*")):
        for file in sorted(folder.rglob(pattern)):
            if file.is_file():
                digest.update(str(file.relative_to(folder)).encode() + file.read_bytes())
    return digest.hexdigest()


def complete(folder: Path) -> bool:
    """A work's site written to its end (not one a build left half done)."""
    return (folder / MANIFEST).is_file() and not build_unfinished(folder) and (folder / paths.HOME).is_file()


def _remove_site(folder: Path) -> None:
    """The files the work's site wrote (its manifest lists them), and nothing else."""
    if (folder / MANIFEST).is_file():
        SiteWriter(folder).finish()  # nothing written: every listed file is stale
        (folder / MANIFEST).unlink()
        if not any(folder.iterdir()):
            folder.rmdir()


def _read_state(out: Path) -> dict[str, dict]:
    try:
        data = json.loads((out / STATE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, dict)} if isinstance(data, dict) else {}


def _write_state(out: Path, state: dict[str, dict]) -> None:
    tmp = out / (STATE + ".tmp")
    tmp.write_text(json.dumps(state, ensure_ascii=False, sort_keys=True, separators=(",", ":")), encoding="utf-8")
    tmp.replace(out / STATE)
