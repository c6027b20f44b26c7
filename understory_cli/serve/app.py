"""The served site: the static site's files plus the companion's API (DESIGN §10b).

Routes:
  GET  /api/status                   what the companion can do here (model or not)
  POST /api/ask                      a question -> server-sent events (ack, tools, answer)
  POST /api/consent                  the reader's spoiler choice for a paused question
  POST /api/settings/undo            undo the last reading-settings change
  POST /api/fix, /api/fix/undo       a reader's correction to the names, applied at once; its undo (fixes.py)
  GET  /api/search?q=&progress=&spoilers=   passages within the progress
  GET  /api/conversations[/{id}]?progress=&spoilers=   stored conversations, replayed within the view
  GET  /api/ereader                  the newest position an e-reader pushed (kosync.py)
  /users/*, /syncs/*                 KOReader's progress sync, with its own key (kosync.py)
  GET  /...                          the built site: the files its manifest lists, nothing else
Every request passes the Guard (guard.py) first. The store is serve's own copy
(snapshot.py), so the other stages can run meanwhile; the site is built again when they
change the store.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Mount, Route

from ..ask import CHOICES
from ..position import MODES
from ..config import Config
from ..llm.client import ModelClient
from ..reading import undo_reading_settings
from ..store import Store
from . import history
from .body import BodyRefused, read_json
from .book import Book, load_book
from .chat import BadQuestion, Busy, Companion, Question
from .files import SiteFiles
from .fixes import FixRefused, FixRequest, Fixes
from .freshness import ensure_site
from .guard import Guard
from .kosync import SyncServer, kosync_routes, own_auth, sync_key
from .pool import StorePool
from .search import search_text
from .snapshot import Snapshot, Watcher


@dataclass
class ServeContext:
    book: Book
    config: Config
    site: Path
    companion: Companion
    quick: StorePool  # search, history, settings: never held up by a question waiting for consent
    fixes: Fixes | None = None  # the reader's corrections and serve's build that shows them


def create_app(store: Store | Snapshot, book: Book, site: Path, config: Config, *, token: str, hosts: set[str],
               make_client: Callable[[Config, Store], ModelClient | None], ask_workers: int = 4,
               max_waiting: int = 32, deadline_s: float | None = None, limit_s: float | None = None,
               follow_back: bool = False, shelf: str | None = None) -> Starlette:
    """`store` is serve's copy (a Snapshot: refreshed beside the other stages) or a plain Store;
    `shelf`: the way back to a library's shelf, as the site was built with."""
    asks = StorePool(store, workers=ask_workers, name="ask")
    quick = StorePool(store, workers=2, name="serve")
    ctx = ServeContext(book, config, site, Companion(book, asks, config, make_client, max_waiting=max_waiting,
                                                          deadline_s=deadline_s, limit_s=limit_s), quick)
    snapshot = store if isinstance(store, Snapshot) else None
    files = SiteFiles(site, book.slug)
    fixes = Fixes(site, files, config, book.slug, snapshot.folder if snapshot else None, shelf)
    if snapshot is not None:
        snapshot.on_copy.append(fixes.on_fresh_copy)

    def store_changed() -> None:
        """A stage changed the store: the site built again from the fresh copy, the book reloaded."""
        assert snapshot is not None  # the watcher runs only on a snapshot
        with snapshot.using() as fresh:
            reader = fresh.cursor()
            ensure_site(reader, site, work=ctx.book.slug, language=config.language, changed_at=snapshot.taken_at)
            ctx.book = load_book(reader, ctx.book.slug, config)
            ctx.companion.use_book(ctx.book)
            fixes.refresh(reader, ctx.book)

    watcher = Watcher(snapshot, store_changed) if snapshot is not None else None
    sync = SyncServer(sync_key(token), quick, lambda: ctx.book, snapshot.written if snapshot else lambda: None,
                      follow_back)

    async def status(request: Request) -> Response:
        book = ctx.book
        model = config.model_for("main").model if ctx.companion.has_model else None
        return JSONResponse({"work": book.slug, "title": book.title, "model": model,
                             "search": "hybrid" if book.searcher.vector_model else "lexical",
                             "advice": None if model else NO_MODEL})

    async def ask_route(request: Request) -> Response:
        data = await read_json(request)
        try:
            question = Question.parse(data, ctx.book)
            job = await ctx.companion.start(question)
        except Busy as exc:
            return JSONResponse({"error": str(exc), "busy": True}, status_code=503,
                                headers={"retry-after": str(exc.retry_after_s)})
        except BadQuestion as exc:
            return JSONResponse({"error": str(exc)}, status_code=409 if "one at a time" in str(exc) else 400)
        return StreamingResponse(ctx.companion.stream(job, question), media_type="text/event-stream",
                                 headers={"cache-control": "no-store", "x-accel-buffering": "no"})

    async def consent(request: Request) -> Response:
        data = await read_json(request)
        choice = str(data.get("choice", "")) if isinstance(data, dict) else ""
        if choice not in CHOICES:
            return JSONResponse({"error": f"choose one of {', '.join(CHOICES)}"}, status_code=400)
        if not ctx.companion.choose(str(data.get("ask_id", "")), choice):
            return JSONResponse({"error": "no question is waiting for that choice"}, status_code=404)
        return JSONResponse({"ok": True, "choice": choice})

    async def undo(request: Request) -> Response:
        await read_json(request)
        changes = await quick.run(undo_reading_settings, ctx.book.work_id)
        if snapshot is not None:
            snapshot.written()
        return JSONResponse({"undone": [{"setting": c.key, "before": c.before, "after": c.after} for c in changes]})

    async def corrected(request: Request, change: Callable[..., dict[str, Any]], parse: Callable[[Any], Any]) -> Response:
        """A correction or its undo: `change(store, book, parse(body))`, refused plainly (FixRefused,
        the parse's too), else marked written so it goes back to the store with serve's other rows."""
        try:
            found = await quick.run(change, ctx.book, parse(await read_json(request)))
        except FixRefused as exc:
            return JSONResponse({"error": str(exc)}, status_code=exc.status)
        if snapshot is not None:
            snapshot.written()
        return JSONResponse(found)

    async def fix(request: Request) -> Response:
        return await corrected(request, fixes.apply, FixRequest.parse)

    async def fix_undo(request: Request) -> Response:
        return await corrected(request, fixes.undo, lambda data: data.get("id") if isinstance(data, dict) else None)

    async def search(request: Request) -> Response:
        progress, mode = _view(request)
        found = await quick.run(search_text, ctx.book, request.query_params.get("q", ""), progress, mode)
        return JSONResponse(found)

    async def conversations(request: Request) -> Response:
        progress, mode = _view(request)
        view = history.horizon(ctx.book, progress, mode)
        return JSONResponse({"conversations": await quick.run(history.listing, ctx.book, view)})

    async def conversation(request: Request) -> Response:
        progress, mode = _view(request)
        view = history.horizon(ctx.book, progress, mode)
        try:
            conversation_id = int(request.path_params["conversation_id"])
        except ValueError:
            return JSONResponse({"error": "not a conversation"}, status_code=404)
        found = await quick.run(history.replay, ctx.book, conversation_id, view, ctx.companion.renderer)
        return JSONResponse(found) if found else JSONResponse({"error": "not a conversation"}, status_code=404)

    routes = [
        Route("/api/status", status),
        Route("/api/ask", ask_route, methods=["POST"]),
        Route("/api/consent", consent, methods=["POST"]),
        Route("/api/settings/undo", undo, methods=["POST"]),
        Route("/api/fix", fix, methods=["POST"]),
        Route("/api/fix/undo", fix_undo, methods=["POST"]),
        Route("/api/search", search),
        Route("/api/conversations", conversations),
        Route("/api/conversations/{conversation_id}", conversation),
        *kosync_routes(sync),
        Mount("/", app=files),
    ]

    def startup() -> None:
        if watcher is not None:
            watcher.start()

    def shutdown() -> None:
        if watcher is not None:
            watcher.stop()
        asks.close()
        quick.close()
        if snapshot is not None:
            snapshot.close()  # what serve wrote goes back to the store

    async def refused(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, BodyRefused)
        return JSONResponse({"error": str(exc)}, status_code=exc.status, headers={"connection": "close"})

    app = Starlette(routes=routes, middleware=[Middleware(Guard, token=token, hosts=hosts, own_auth=own_auth)],
                    exception_handlers={BodyRefused: refused}, lifespan=_lifespan(startup, shutdown))
    ctx.fixes = fixes
    app.state.ctx = ctx
    return app


NO_MODEL = ("No model is configured, so the companion answers with extracts: the passages within your progress "
            "that best match your question. A model would answer in its own words from the wiki and the text, "
            "cite each claim, change reading settings and take wiki page requests. To use one, set `provider: "
            "openai` and a `models.main` block (model, base_url, api_key_env) in understory.yaml — see "
            "sample_config.yaml — and restart `understory serve`.")


def _lifespan(startup: Callable[[], None], shutdown: Callable[[], None]):
    from contextlib import asynccontextmanager

    @asynccontextmanager
    async def lifespan(app):
        startup()
        yield
        shutdown()

    return lifespan


def _view(request: Request) -> tuple[int | None, str]:
    """The reader's progress (chapter_no) and spoiler mode, as the page sends them."""
    raw = request.query_params.get("progress", "")
    progress = int(raw) if raw.isdigit() else None
    mode = request.query_params.get("spoilers", "auto")
    return progress, mode if mode in MODES else "auto"
