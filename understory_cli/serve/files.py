"""The built site's files, and only the ones its manifest lists (static_site/write.py).

A page goes out as the reader may see it: the page's script tells its progress and
spoiler mode in a cookie, and what the page shows only later (its unlock parts) is put
back up to there before it is sent, so nothing past the reader reaches the browser and
the page needs no further part. With no cookie it goes out as built, holding nothing
gated, and the script loads the parts as it does from file://.

Anything else in the folder is not served, whatever its name: a store or a backup
copied in beside the pages, the build's journal, an editor's swap file, a symlink
added later. The manifest is read again when it changes (a rebuild).
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import unquote

import anyio
from starlette.requests import HTTPConnection
from starlette.responses import HTMLResponse, Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from ..static_site.unlock import page_at
from ..static_site.write import MANIFEST

VIEW_COOKIE = "understory_view"  # "<progress>-<spoiler mode>-<work slug>", set by gates.js
EVERYTHING = 10**9


class SiteFiles(StaticFiles):
    def __init__(self, directory: Path, work: str | None = None):
        super().__init__(directory=directory, html=True)
        self.root = Path(directory)
        self.work = work  # the work whose pages these are: a view told by another work's page is not theirs
        self.manifest = self.root / MANIFEST
        self._stamp: tuple[float, int] | None = None
        self._files: frozenset[str] = frozenset()
        self._folders: frozenset[str] = frozenset()

    def serve_from(self, folder: Path) -> None:
        """Serve another build of the same site (serve's own, after a reader's correction: fixes.py)."""
        self.directory, self.all_directories = folder, self.get_directories(folder, None)
        self.root, self.manifest, self._stamp = Path(folder), Path(folder) / MANIFEST, None

    def listed(self) -> tuple[frozenset[str], frozenset[str]]:
        """The manifest's files and the folders that hold them ('.' the site's own)."""
        try:
            info = self.manifest.stat()
            stamp = (info.st_mtime, info.st_size)
        except OSError:
            return frozenset(), frozenset()
        if stamp != self._stamp:
            lines = self.manifest.read_text(encoding="utf-8", errors="replace").splitlines()
            files = frozenset(rel for rel in lines if rel and not rel.startswith("/") and ".." not in rel.split("/"))
            folders = {"."}
            for rel in files:
                parts = rel.split("/")[:-1]
                folders.update("/".join(parts[:i]) for i in range(1, len(parts) + 1))
            self._files, self._folders, self._stamp = files, frozenset(folders), stamp
        return self._files, self._folders

    def lookup_path(self, path: str) -> tuple[str, os.stat_result | None]:
        rel = os.path.normpath(path).replace(os.sep, "/")
        files, folders = self.listed()
        if rel not in files and rel not in folders:
            return "", None
        return super().lookup_path(path)

    async def get_response(self, path: str, scope: Scope) -> Response:
        rel = os.path.normpath(path).replace(os.sep, "/")
        files, _ = self.listed()
        rel = "index.html" if rel in (".", "") else rel
        if not rel.endswith(".html") and f"{rel}/index.html" in files and path.endswith("/"):
            rel = f"{rel}/index.html"
        if rel.endswith(".html") and rel in files and scope["method"] in ("GET", "HEAD"):
            limit = view_limit(HTTPConnection(scope).cookies.get(VIEW_COOKIE, ""), self.work)
            html = await anyio.to_thread.run_sync(page_at, self.root, rel, limit)
            return HTMLResponse(html, headers={"Cache-Control": "no-store", "Vary": "Cookie"})
        response = await super().get_response(path, scope)
        if rel.startswith("data/"):  # asked again each time: a correction rewrites the names parts in place
            response.headers["cache-control"] = "no-cache"
        return response


def view_limit(cookie: str, work: str | None = None) -> int:
    """The last chapter whose gated content the reader may hold: their progress, every
    chapter with spoilers off, none (-1) when the page has told nothing. The cookie is one
    for the whole server, so in a library (serve/library.py) it names the work whose page
    told it: progress 50 in one book is nothing in another."""
    progress, _, rest = cookie.partition("-")
    mode, _, told = rest.partition("-")
    if work is not None and unquote(told) != work:  # another work's, or a page too old to say
        return -1
    if mode == "off":
        return EVERYTHING
    return int(progress) if progress.isdigit() else -1
