"""The reader's corrections from the companion (issue 37, DESIGN §4a, §10b): applied at once.

`POST /api/fix` stores one correction in serve's copy of the store (written back with the
other rows serve makes), recomposes the entries it changed (wiki/corrected.py) and builds the
site again into serve's own folder, which serve shows from then on: the pages, the names
parts (popup, search, graph) and the entries follow without a compose-wiki or build-site,
and the site folder `build-site` wrote keeps what the corrections made at its build. SiteWriter
writes only the files whose bytes changed. `POST /api/fix/undo` forgets the correction the
reader's undo card names, if it is still the latest.

Spoilers: a request names entries by what the reader sees. A name is taken only when its gate
is within the progress the request carries; any other is refused with the very answer a name
the book never writes gets, so the refusal tells nothing. The reply names nothing but what
was sent, and the entry to open only once its title is within the progress.
"""

from __future__ import annotations

import shutil
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..config import Config
from ..corrections import correct, corrected, names_of
from ..errors import NotFoundError
from ..position import MODES
from ..static_site import build_site, paths
from ..static_site.collect import SiteData, collect
from ..store import Store
from ..store import corrections as correction_store
from ..store import wiki as wiki_store
from ..store.points import Point
from ..wiki.corrected import recompose_corrected
from .book import Book
from .files import SiteFiles

MAX_NAME = 120
EVERYTHING = 10**9
# the value a name must be one of the entry's (split, unalias), another entry (merge), or the reader's own
NAMED_VALUES = {"merge": "entry", "split": "form", "unalias": "form"}


class FixRefused(Exception):
    """A correction refused: the status and a message that names only what the reader sent."""

    def __init__(self, status: int, message: str):
        self.status = status
        super().__init__(message)


@dataclass(frozen=True)
class FixRequest:
    action: str
    subject: str
    value: str | None
    limit: int  # the last chapter whose names the reader may name

    @classmethod
    def parse(cls, data: Any) -> "FixRequest":
        if not isinstance(data, dict) or str(data.get("action")) not in correction_store.ACTIONS:
            raise FixRefused(400, "action: one of " + ", ".join(correction_store.ACTIONS))
        action = str(data["action"])
        subject, value = _name(data.get("subject"), "subject"), data.get("value")
        value = _name(value, "value") if correction_store.ACTIONS[action] else None
        progress, mode = data.get("progress"), data.get("spoilers", "auto")
        if mode not in MODES:
            raise FixRefused(400, "spoilers: one of " + ", ".join(MODES))
        if mode == "off":
            return cls(action, subject, value, EVERYTHING)
        if not isinstance(progress, int) or isinstance(progress, bool) or progress < 0:
            raise FixRefused(400, "progress: how far you have read (a chapter number) is needed to correct a name")
        return cls(action, subject, value, progress)


def _name(raw: Any, field: str) -> str:
    if not isinstance(raw, str) or not raw.strip() or len(raw) > MAX_NAME:
        raise FixRefused(400, f"{field}: a name of 1 to {MAX_NAME} characters")
    return raw.strip()


def _within(points: list[Point], name: str, limit: int) -> Point | None:
    """The point `name` names among the names a reader at `limit` has met (title first)."""
    key = name.casefold()
    met = [(p, n) for p in points for n, gate in names_of(p) if gate <= limit]
    return next((p for p, n in met if n == p.name and n.casefold() == key), None) or \
        next((p for p, n in met if n.casefold() == key), None)


class Fixes:
    """Corrections made in serve, and serve's own build of the site that shows them."""

    def __init__(self, site: Path, files: SiteFiles, config: Config, work: str, folder: Path | None = None,
                 shelf: str | None = None):
        self.site, self.files, self.config, self.work, self.shelf = site, files, config, work, shelf
        # beside serve's copy of the store (removed with it), one folder per work of a library
        self.folder = (folder or Path(tempfile.mkdtemp(prefix="understory-fixes-"))) / f"site-{paths.file_name(work)}"
        self.active = False  # serving our own build
        self._lock = threading.Lock()  # one build at a time
        self._glances: str | None = None  # the glances our last build's reader pages show

    def apply(self, store: Store, book: Book, request: FixRequest) -> dict[str, Any]:
        with self._lock:
            table = corrected(store, book.work_id)
            subject = _within(table.points, request.subject, request.limit)
            if subject is None:
                raise FixRefused(404, f'no entry you have reached is named "{request.subject}"')
            kind = NAMED_VALUES.get(request.action)
            if kind == "entry" and _within(table.points, request.value or "", request.limit) is None:
                raise FixRefused(404, f'no entry you have reached is named "{request.value}"')
            if kind == "form" and not any(n.casefold() == (request.value or "").casefold() and gate <= request.limit
                                          and n != subject.name for n, gate in names_of(subject)):
                raise FixRefused(404, f'"{request.value}" is not one of the names of "{request.subject}" you have met')
            self._first(store, book)
            try:
                made = correct(store, book.work_id, request.action, request.subject, request.value)
            except NotFoundError:
                raise FixRefused(409, f'{request.action} "{request.subject}": it changes nothing') from None
            self._publish(store, book)
            return {"correction": {"id": made.correction_id, "action": made.action, "subject": made.subject,
                                   "value": made.value},
                    "entry": self._entry_of(store, book, request.subject, request.limit)}

    def undo(self, store: Store, book: Book, correction_id: Any) -> dict[str, Any]:
        with self._lock:
            made = correction_store.corrections(store, book.work_id)
            if not isinstance(correction_id, int) or not made or made[-1].correction_id != correction_id:
                raise FixRefused(409, "that correction is not the latest: undo the later ones first "
                                      "(`understory fix list`)")
            self._first(store, book)
            correction_store.undo_last(store, book.work_id)
            self._publish(store, book)
            return {"undone": correction_id}

    def on_fresh_copy(self, store: Store) -> None:
        """Serve's fresh copy of the store holds the corrections (written back) but the wiki as
        the stages left it: `ask` there must read the entries our build shows."""
        if self.active:
            with self._lock:
                recompose_corrected(store, self.work, (self.config.wiki.min_entries, self.config.wiki.max_entries))

    def refresh(self, store: Store, book: Book) -> None:
        """A stage changed the store: our build follows it (the corrections still apply)."""
        if self.active:
            with self._lock:
                self._publish(store, book)

    def _publish(self, store: Store, book: Book) -> None:
        recompose_corrected(store, book.slug, (self.config.wiki.min_entries, self.config.wiki.max_entries))
        if not self.active:  # start from the built site: only what the correction changed is written
            shutil.copytree(self.site, self.folder, dirs_exist_ok=True)
        build_site(store, self.folder, work=book.slug, language=self.config.language, shelf=self.shelf,
                   same_reader=self._same_glances)
        book.entry_reveal = {e.slug: e.title_reveal_at for e in wiki_store.entries(store, book.work_id)}
        if not self.active:
            self.files.serve_from(self.folder)
            self.active = True

    def _same_glances(self, site: SiteData) -> bool:
        """Whether the reader's pages would come out as our last build wrote them: corrections reach
        them only through the glances' links to entries."""
        glances = _glances(site)
        same, self._glances = glances == self._glances, glances
        return same

    def _first(self, store: Store, book: Book) -> None:
        """Before the first correction: the glances of the site as built (from this store)."""
        if not self.active and self._glances is None:
            self._glances = _glances(collect(store, book.slug))

    def _entry_of(self, store: Store, book: Book, name: str, limit: int) -> str | None:
        """The page of the entry now holding `name`, when its title is within the progress."""
        point = _within(corrected(store, book.work_id).points, name, limit)
        if point is None:
            return None
        for entry in wiki_store.entries(store, book.work_id):
            if point.point_id in entry.point_ids and entry.title_reveal_at <= limit:
                return paths.entry(entry.slug)
        return None


def _glances(site: SiteData) -> str:
    return repr((site.glances, site.glance_entries))
