"""`understory add`: each book filed into the work it belongs to, or started as a new work.

Every file is read first (a bad one stops the command before anything is written); each file is
then filed (ingest/filing.py) against the store's works and the works this same command has
started, in the order given, so `add oz1.epub oz2.epub botchan.epub` makes two works. A file
that could join two works is a question, not a guess: the command stops and asks for --work.
All the works are then written in one transaction, each the way `ingest` writes one, so the
volume numbering, replacement and text-loss rules are the same: nothing half-filed is kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import UsageError
from ..progress import ProgressFn
from ..store import Store, books
from ..text import slugify
from . import IngestResult, read_books, store_volumes
from .filing import Shelf, matches, norm, series_from_title
from .series import work_key, work_title
from .types import Volume


@dataclass(frozen=True)
class Filing:
    """Where one file went, and why."""
    path: str
    work_slug: str
    work_title: str
    new_work: bool
    reason: str


@dataclass
class AddResult:
    filings: list[Filing]
    works: list[IngestResult]


def add_books(store: Store, paths: list[str | Path], *, work: str | None = None, allow_empty: bool = False,
              allow_loss: bool = False, strict: bool = False, progress: ProgressFn | None = None) -> AddResult:
    read = list(zip(map(Path, paths), read_books(paths, allow_empty=allow_empty, progress=progress)))
    filings, groups = _file(store, read, work)
    results = []
    with store.transaction():  # every work or none
        for shelf, volumes in groups:
            results.append(store_volumes(store, volumes, work=shelf.slug, new_work=True, allow_empty=allow_empty,
                                         allow_loss=allow_loss, strict=strict, progress=progress))
    return AddResult(filings, results)


def _file(store: Store, read: list[tuple[Path, list[Volume]]], work: str | None
          ) -> tuple[list[Filing], list[tuple[Shelf, list[Volume]]]]:
    """Each file's work, and the volumes each work receives (in the order the works were first named)."""
    stored = _stored_shelves(store)
    started: list[Shelf] = []
    groups: dict[str, list[Volume]] = {}
    filings: list[Filing] = []
    for path, volumes in read:
        if work:
            target = next((s for s in stored + started if s.slug == slugify(work)), None)
            new = target is None
            target = target or Shelf(slugify(work), work_title(volumes))
            reason = "--work names it" + (" (a new work)" if new else "")
        else:
            found = matches(volumes, stored + started)
            if len(found) > 1:
                options = "; ".join(f"'{m.shelf.slug}' ({m.reason})" for m in found)
                raise UsageError(f"{path}: could join {len(found)} works: {options}. Add it on its own with "
                                 f"--work {found[0].shelf.slug} (or --work another-name for a new work)")
            if found:
                target, new, reason = found[0].shelf, False, found[0].reason
            else:
                target, new = _new_shelf(volumes, stored + started), True
                reason = _why_new(volumes, stored + started)
        if target.named_by_titles:
            for volume in volumes:  # the work's name, found in its volumes' titles, is their series
                volume.series = volume.series or target.title
        if new and target not in started:
            started.append(target)
        target.take(volumes)
        groups.setdefault(target.slug, []).extend(volumes)
        filings.append(Filing(str(path), target.slug, target.title, new, reason))
    shelves = {s.slug: s for s in stored + started}
    return filings, [(shelves[slug], volumes) for slug, volumes in groups.items()]


def _stored_shelves(store: Store) -> list[Shelf]:
    shelves = []
    for row in books.works(store):
        shelf = Shelf(row.slug, row.title)
        for title, series, authors, sha256 in books.volume_labels(store, row.work_id):
            shelf.take([Volume(source_name="", sha256=sha256, title=title, chapters=[], authors=authors, series=series)])
        shelves.append(shelf)
    return shelves


def _new_shelf(volumes: list[Volume], known: list[Shelf]) -> Shelf:
    """A new work, its slug made unique: a work of the same name the book did not join keeps its own.
    A title with a volume number and no series ('凡人修仙传 第二卷') names the work without it."""
    title = work_title(volumes)
    named = series_from_title(title) if not any(v.series for v in volumes) else None
    base = slugify(named or work_key(volumes)) or "book"  # keyed by its series: a later volume joins it
    taken = {s.slug for s in known}
    slug, n = base, 2
    while slug in taken:
        slug, n = f"{base}-{n}", n + 1
    return Shelf(slug, named or title, named_by_titles=bool(named))


def _why_new(volumes: list[Volume], known: list[Shelf]) -> str:
    if not known:
        return "the first work in the store"
    authors = {norm(a) for v in volumes for a in v.authors}
    same_author = [s.slug for s in known if authors & s.authors]
    if same_author:
        return f"same author as {', '.join(same_author)}, but no series or title in common"
    return "no work here shares its series, title or author"
