"""The built site's files, and only the ones its manifest lists (static_site/write.py).

Anything else in the folder is not served, whatever its name: a store or a backup
copied in beside the pages, the build's journal, an editor's swap file, a symlink
added later. The manifest is read again when it changes (a rebuild).
"""

from __future__ import annotations

import os
from pathlib import Path

from starlette.staticfiles import StaticFiles

from ..static_site.write import MANIFEST


class SiteFiles(StaticFiles):
    def __init__(self, directory: Path):
        super().__init__(directory=directory, html=True)
        self.manifest = Path(directory) / MANIFEST
        self._stamp: tuple[float, int] | None = None
        self._files: frozenset[str] = frozenset()
        self._folders: frozenset[str] = frozenset()

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
