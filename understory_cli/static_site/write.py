"""Phase 3 of the build: put files on disk, touching only what changed.

A file whose bytes are already there is left alone (its mtime too), so a rebuild after a
small change rewrites a few pages. A manifest lists what the last build wrote, so files
that no longer belong (a dropped entry) are removed, and nothing else in the folder is
ever deleted or overwritten: a non-empty folder without a manifest is refused.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ..errors import UnderstoryError

MANIFEST = ".understory-site"


@dataclass
class WriteStats:
    files: int
    written: int
    unchanged: int
    removed: int


class SiteWriter:
    def __init__(self, out: Path):
        self.out = out
        manifest = out / MANIFEST
        if out.exists() and not out.is_dir():
            raise UnderstoryError(f"{out} is a file; give a folder to build the site into")
        if out.is_dir() and any(out.iterdir()) and not manifest.is_file():
            raise UnderstoryError(f"{out} is not empty and holds no understory site; choose an empty or new folder")
        listed = manifest.read_text(encoding="utf-8").splitlines() if manifest.is_file() else []
        # Only plain relative names: an edited manifest must not lead us out of the folder.
        self.previous = {rel for rel in listed if rel and not rel.startswith("/") and ".." not in rel.split("/")}
        self.paths: set[str] = set()
        self.written = 0

    def write(self, rel: str, content: str | bytes) -> None:
        if rel in self.paths:
            raise UnderstoryError(f"two pages of the site would both be {rel}")
        data = content.encode("utf-8") if isinstance(content, str) else content
        target = self.out / rel
        self.paths.add(rel)
        if target.is_file() and target.stat().st_size == len(data) and target.read_bytes() == data:
            return
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(target.name + ".tmp")
        tmp.write_bytes(data)
        os.replace(tmp, target)  # a reader never sees half a page
        self.written += 1

    def finish(self) -> WriteStats:
        stale = sorted(self.previous - self.paths)
        for rel in stale:
            (self.out / rel).unlink(missing_ok=True)
            _prune_empty(self.out, (self.out / rel).parent)
        self.out.mkdir(parents=True, exist_ok=True)
        listing = "".join(f"{rel}\n" for rel in sorted(self.paths))
        manifest = self.out / MANIFEST
        if not manifest.is_file() or manifest.read_text(encoding="utf-8") != listing:
            manifest.write_text(listing, encoding="utf-8")
        return WriteStats(len(self.paths), self.written, len(self.paths) - self.written, len(stale))


def _prune_empty(top: Path, folder: Path) -> None:
    while folder != top and folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()
        folder = folder.parent
