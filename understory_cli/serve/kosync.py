"""KOReader's progress sync ("kosync") spoken by `understory serve` (DESIGN §10b, issue 38).

KOReader (and Readest) push the reading position of each book to a sync server and pull it
back; pointed at serve, a pushed position moves the reader's saved progress and the site's.
The protocol is koreader-sync-server's, replies and codes included:

  POST /users/create            {username, password} -> 201 {username}
  GET  /users/auth              -> 200 {authorized: "OK"}
  PUT  /syncs/progress          {document, progress, percentage, device, device_id} -> 200 {document, timestamp}
  GET  /syncs/progress/{doc}    -> 200 {document, progress, percentage, device, device_id, timestamp} or {}
  GET  /healthcheck             -> 200 {state: "OK"}

with `x-auth-user` / `x-auth-key` headers, the key being the MD5 of the password. There are no
accounts: any user name will do, and the password is serve's token, so the key is its MD5. A
wrong key is 401 `{code: 2001, message: "Unauthorized"}`, a field missing 403 (2003, or 2004
for the document). Registering with the right password answers 201 (a user who logs in
again on another device is welcome); with any other, 401.

`document` is KOReader's id of the file (ingest/koreader.py); the volume it names, in any work
of the store, places `progress` (`/body/DocFragment[N]/…/p[K]…`, else `percentage`) at a
chapter and paragraph. The chapter before it counts as finished (the one it is in, at its last
paragraph), and the saved progress moves there only forward, unless serve was started with
`--follow-back`. Every push is kept, as kosync keeps it, and shown to the site by
`/api/ereader` (behind the token, like every other page), which site_assets/ereader.js reads.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import re
import threading
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ..reading import save_position, saved_position
from ..store import Store
from ..store import devices
from .body import read_json
from .book import Book
from .pool import StorePool

# The requests the Guard lets through to check their own key: exactly these routes, so no
# other path (`/users/../index.html` is the site's index to the file server) skips the token.
OWN_AUTH = re.compile(r"POST /users/create|GET /users/auth|PUT /syncs/progress|GET /syncs/progress/[^/]+"
                      r"|GET /healthcheck")
DOCUMENT = re.compile(r"^[A-Za-z0-9_]+$")  # what kosync serves back; anything else it refuses
FRAGMENT = re.compile(r"^/body/DocFragment\[(\d+)\]")
PARAGRAPH = re.compile(r"/p(?:\[(\d+)\])?(?=[/.]|$)")
UNAUTHORIZED = (401, 2001, "Unauthorized")
INVALID = (403, 2003, "Invalid request")
NO_DOCUMENT = (403, 2004, "Field 'document' not provided.")


def own_auth(method: str, path: str) -> bool:
    return OWN_AUTH.fullmatch(f"{method} {path}") is not None


def sync_key(token: str) -> str:
    """The key KOReader sends for the password `token`: its MD5, in hex."""
    return hashlib.md5(token.encode("utf-8")).hexdigest()


@dataclass
class SyncServer:
    key: str
    pool: StorePool
    book: Callable[[], Book]  # the served work, as the app holds it now
    written: Callable[[], None]  # tell the snapshot something is to be written back
    follow_back: bool = False  # a position behind the saved progress moves it back
    lock: threading.Lock = field(default_factory=threading.Lock)


def kosync_routes(sync: SyncServer) -> list[Route]:
    def authorized(request: Request) -> bool:
        user = request.headers.get("x-auth-user", "")
        key = request.headers.get("x-auth-key", "").lower()
        return bool(user) and ":" not in user and hmac.compare_digest(key.encode(), sync.key.encode())

    async def create(request: Request) -> Response:
        data = await read_json(request)
        username = data.get("username") if isinstance(data, dict) else None
        password = data.get("password") if isinstance(data, dict) else None
        if not _key_field(username) or not isinstance(password, str) or not password:
            return _error(INVALID)
        if not hmac.compare_digest(password.lower().encode(), sync.key.encode()):
            return _error(UNAUTHORIZED)
        return JSONResponse({"username": username}, status_code=201)

    async def auth(request: Request) -> Response:
        return JSONResponse({"authorized": "OK"}) if authorized(request) else _error(UNAUTHORIZED)

    async def update(request: Request) -> Response:
        if not authorized(request):
            return _error(UNAUTHORIZED)
        data = await read_json(request)
        data = data if isinstance(data, dict) else {}
        document = data.get("document")
        if not isinstance(document, str) or not _key_field(document) or not DOCUMENT.match(document):
            return _error(NO_DOCUMENT)
        progress, device, device_id = data.get("progress"), data.get("device"), data.get("device_id")
        percentage = _number(data.get("percentage"))
        if percentage is None or not isinstance(progress, str) or not progress or not isinstance(device, str) \
                or not device or not isinstance(device_id, (str, type(None))):
            return _error(INVALID)
        now = int(time.time())
        await sync.pool.run(_push, sync, document, progress, percentage, device, device_id, now)
        sync.written()
        return JSONResponse({"document": document, "timestamp": now})

    async def fetch(request: Request) -> Response:
        if not authorized(request):
            return _error(UNAUTHORIZED)
        document = request.path_params["document"]
        if not _key_field(document):
            return _error(NO_DOCUMENT)
        pushed = await sync.pool.run(devices.last_push, document)
        if pushed is None:
            return JSONResponse({})
        found: dict[str, Any] = {"document": document, "percentage": pushed.percentage, "progress": pushed.progress,
                                 "device": pushed.device, "timestamp": pushed.pushed_at}
        if pushed.device_id is not None:
            found["device_id"] = pushed.device_id
        return JSONResponse(found)

    async def health(request: Request) -> Response:
        return JSONResponse({"state": "OK"})

    async def ereader(request: Request) -> Response:
        """For the site (behind the token): the newest position pushed for the served work."""
        book = sync.book()
        pushed, saved = await sync.pool.run(_pushed_and_saved, book.work_id)
        if pushed is None:
            return JSONResponse({"position": None})
        # the site follows the saved progress the pushes moved (never back unless --follow-back)
        return JSONResponse({"position": {**asdict(pushed), "saved": saved, "follow_back": sync.follow_back,
                                          "saved_no": book.index.chapter_no(saved) if saved else None}})

    return [Route("/users/create", create, methods=["POST"]), Route("/users/auth", auth),
            Route("/syncs/progress", update, methods=["PUT"]), Route("/syncs/progress/{document}", fetch),
            Route("/healthcheck", health), Route("/api/ereader", ereader)]


def _pushed_and_saved(store: Store, work_id: int) -> tuple[devices.PushedPosition | None, str | None]:
    return devices.last_push_in_work(store, work_id), saved_position(store, work_id)


def _push(store: Store, sync: SyncServer, document: str, progress: str, percentage: float, device: str,
          device_id: str | None, now: int) -> None:
    """Keep the push; when it names a stored volume, place it and move the saved progress."""
    found = devices.find_document(store, document)
    place = None
    if found is not None:
        fragment = FRAGMENT.match(progress)
        steps = PARAGRAPH.findall(progress[fragment.end():]) if fragment else []
        p_index = int(steps[-1] or 1) if steps else None
        place = devices.place(store, found.volume_id, int(fragment.group(1)) if fragment else None, p_index,
                              percentage)
    finished = devices.chapter_locator(store, found.work_id, place.finished) if found and place and place.finished \
        else None
    with sync.lock:  # one push at a time: each takes the next id
        devices.record_push(store, devices.PushedPosition(
            found.work_id if found else None, document, progress, percentage, device, device_id, now,
            (place.paragraph or place.chapter) if place else None, finished))
        if found is None or place is None or place.finished is None or finished is None:
            return
        saved = saved_position(store, found.work_id)
        saved_no = devices.chapter_no(store, found.work_id, saved) if saved else None
        if saved_no is None or place.finished > saved_no or (sync.follow_back and place.finished < saved_no):
            save_position(store, found.work_id, finished, source=f"koreader ({device})")


def _key_field(value: Any) -> bool:
    """kosync's rule for a name used in a key: a non-empty string without a colon."""
    return isinstance(value, str) and bool(value) and ":" not in value


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return None
    try:
        number = float(value)
    except ValueError:
        return None
    return number if math.isfinite(number) else None


def _error(error: tuple[int, int, str]) -> Response:
    status, code, message = error
    return JSONResponse({"code": code, "message": message}, status_code=status)
