"""Phase 3 of the build: put files on disk, touching only what changed.

A file whose bytes are already there is left alone (its mtime too), so a rebuild after a
small change rewrites a few pages. A manifest lists what the last build wrote, so files
that no longer belong (a dropped entry) are removed, and nothing else in the folder is
ever deleted or overwritten: a non-empty folder without a manifest is refused.

A build in progress keeps a journal beside it: created before the first file is written,
one line added before each file the manifest does not list yet, removed once the
manifest is complete. A folder with a journal is an understory site being built: the
next build (or `serve`) takes it over and finishes it, removing what the interrupted one
left that no longer belongs (half-written `.tmp` files included).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ..errors import UnderstoryError

MANIFEST = ".understory-site"
JOURNAL = ".understory-site.building"
TMP = ".tmp"


@dataclass
class WriteStats:
    files: int
    written: int
    unchanged: int
    removed: int


def build_unfinished(out: Path) -> bool:
    """Whether a build of the site in `out` started and did not finish."""
    return (out / JOURNAL).is_file()


class SiteWriter:
    def __init__(self, out: Path):
        self.out = out
        manifest, journal = out / MANIFEST, out / JOURNAL
        if out.exists() and not out.is_dir():
            raise UnderstoryError(f"{out} is a file; give a folder to build the site into")
        if out.is_dir() and any(out.iterdir()) and not manifest.is_file() and not journal.is_file():
            raise UnderstoryError(f"{out} is not empty and holds no understory site; choose an empty or new folder")
        listed = _listing(manifest) + _listing(journal)
        # Only plain relative names: an edited manifest must not lead us out of the folder.
        self.previous = {rel for rel in listed if rel and not rel.startswith("/") and ".." not in rel.split("/")}
        self.paths: set[str] = set()
        self.written = 0
        out.mkdir(parents=True, exist_ok=True)
        self._journal = journal.open("a", encoding="utf-8")  # from here on the folder is ours

    def write(self, rel: str, content: str | bytes) -> None:
        if rel in self.paths:
            raise UnderstoryError(f"two pages of the site would both be {rel}")
        data = content.encode("utf-8") if isinstance(content, str) else content
        target = self.out / rel
        self.paths.add(rel)
        if rel not in self.previous:  # listed before it exists, so an interruption leaves nothing unlisted
            self._journal.write(rel + "\n")
            self._journal.flush()
            self.previous.add(rel)
        if target.is_file() and target.stat().st_size == len(data) and target.read_bytes() == data:
            return
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(target.name + TMP)
        tmp.write_bytes(data)
        os.replace(tmp, target)  # a reader never sees half a page
        self.written += 1

    def keep(self, folders: tuple[str, ...]) -> None:
        """The last build's files under `folders` stay as they are, unwritten (serve's build after
        a correction that changed nothing the reader's pages show: serve/fixes.py)."""
        self.paths.update(rel for rel in self.previous if rel.startswith(folders) and (self.out / rel).is_file())

    def finish(self) -> WriteStats:
        stale = sorted(self.previous - self.paths)
        for rel in stale:
            (self.out / rel).unlink(missing_ok=True)
            _prune_empty(self.out, (self.out / rel).parent)
        for rel in self.previous:  # a build killed mid-file left its temporary copy
            (self.out / (rel + TMP)).unlink(missing_ok=True)
        self.out.mkdir(parents=True, exist_ok=True)
        listing = "".join(f"{rel}\n" for rel in sorted(self.paths))
        manifest = self.out / MANIFEST
        if not manifest.is_file() or manifest.read_text(encoding="utf-8") != listing:
            tmp = manifest.with_name(manifest.name + TMP)
            tmp.write_text(listing, encoding="utf-8")
            os.replace(tmp, manifest)
        self._journal.close()
        (self.out / JOURNAL).unlink(missing_ok=True)
        return WriteStats(len(self.paths), self.written, len(self.paths) - self.written, len(stale))


def _listing(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8", errors="replace").splitlines() if path.is_file() else []


def _prune_empty(top: Path, folder: Path) -> None:
    while folder != top and folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()
        folder = folder.parent
