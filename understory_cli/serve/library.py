"""`understory serve` over a library (DESIGN §10b): the shelf at /, every work's site and its
companion under /<work>/ (static_site/shelf.py lays the folder out the same way).

Each work is the app `create_app` makes for one work, mounted at its folder: its pages call
the API beside their site's top (server.js), so a question, a search or a replay asked from
a work's page is answered within that work, at the progress that page sends. One copy of
the store and one watcher serve them all: when a stage changes the store, the library is
built again (only the works that changed, static_site/shelf.py) and every work's book is
read again. A work added to the store while serving is mounted beside the others then.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.routing import BaseRoute, Mount

from ..config import Config
from ..llm.client import ModelClient
from ..progress import ProgressFn
from ..static_site.shelf import build_library, complete, work_folder
from ..static_site.write import MANIFEST
from ..store import Store
from ..store.shelf import shelf_works
from .app import ServeContext, _lifespan, create_app
from .book import load_book
from .files import SiteFiles
from .freshness import site_built_at, store_changed_at
from .guard import Guard
from .kosync import SyncServer, kosync_routes, sync_key
from .snapshot import Snapshot, Watcher


def ensure_library(store: Store, out: Path, *, language: str | None = None, progress: ProgressFn | None = None,
                   changed_at: float | None = None) -> bool:
    """Build the library into `out` when it is missing or older than the store; True if built."""
    built = site_built_at(out)
    if built is not None and built >= (store_changed_at(store.path) if changed_at is None else changed_at):
        return False
    build_library(store, out, language=language, progress=progress)
    os.utime(out / MANIFEST)  # an unchanged shelf keeps its manifest's time: mark this check
    return True


def create_library_app(snapshot: Snapshot, site: Path, config: Config, *, token: str, hosts: set[str],
                       make_client: Callable[[Config, Store], ModelClient | None],
                       deadline_s: float | None = None, limit_s: float | None = None,
                       follow_back: bool = False) -> Starlette:
    store = snapshot.store
    works: dict[str, ServeContext] = {}

    def mounted(store: Store, slugs: list[str]) -> list[Mount]:
        """Each work's app at its folder; `works` learns them only once all are made (a failure mounts none)."""
        made: dict[str, ServeContext] = {}
        mounts = []
        for slug in slugs:
            folder = work_folder(slug)
            one = create_app(snapshot, load_book(store, slug, config), site / folder, config, token=token,
                             hosts=hosts, make_client=make_client, deadline_s=deadline_s, limit_s=limit_s,
                             follow_back=follow_back, shelf="../")
            made[slug] = one.state.ctx
            mounts.append(Mount(f"/{folder}", app=one))
        works.update(made)
        return mounts

    routes: list[BaseRoute] = [*mounted(store, [work.slug for work in shelf_works(store)])]
    # KOReader's sync at the top, as an e-reader dials it: a pushed document finds its own work.
    first = next(iter(works.values()))
    routes += kosync_routes(SyncServer(sync_key(token), first.quick, lambda: first.book, snapshot.written,
                                       follow_back))
    routes.append(Mount("/", app=SiteFiles(site)))  # the shelf: it holds nothing gated

    def store_changed() -> None:
        """A stage changed the store: the library built again, every work's book read again,
        and a work ingested meanwhile served under its own folder like the others."""
        with snapshot.using() as fresh:
            reader = fresh.cursor()
            ensure_library(reader, site, language=config.language, changed_at=snapshot.taken_at)
            for slug, ctx in works.items():
                ctx.book = load_book(reader, slug, config)
                ctx.companion.use_book(ctx.book)
                if ctx.fixes is not None:
                    ctx.fixes.refresh(reader, ctx.book)
            # (a work whose site is not written to its end yet, an ingest still running: the next change)
            added = mounted(reader, [w.slug for w in shelf_works(reader)
                                     if w.slug not in works and complete(site / work_folder(w.slug))])
        if added:  # one new list, swapped whole: a request being routed meanwhile sees the old one
            app.router.routes = app.router.routes[:-1] + added + app.router.routes[-1:]

    watcher = Watcher(snapshot, store_changed)

    def shutdown() -> None:
        watcher.stop()
        for ctx in works.values():
            ctx.companion.pool.close()
            ctx.quick.close()
        snapshot.close()  # what serve wrote goes back to the store

    app = Starlette(routes=routes, middleware=[Middleware(Guard, token=token, hosts=hosts)],
                    lifespan=_lifespan(watcher.start, shutdown))
    app.state.works = works
    return app
