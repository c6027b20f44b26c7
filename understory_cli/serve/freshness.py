"""The site `serve` shows: built (or refreshed) first when the store is newer than it."""

from __future__ import annotations

import os
from pathlib import Path

from ..progress import ProgressFn
from ..static_site import build_site
from ..static_site.write import MANIFEST, build_unfinished
from ..store import Store


def store_changed_at(db_path: str) -> float:
    """When the store last changed (DuckDB keeps recent writes in a .wal beside it)."""
    times = [os.stat(p).st_mtime for p in (db_path, db_path + ".wal") if os.path.exists(p)]
    return max(times, default=0.0)


def site_built_at(out: Path) -> float | None:
    """When the site in `out` was last built completely (None: never, or a build was interrupted)."""
    manifest = out / MANIFEST
    if build_unfinished(out) or not manifest.is_file() or not (out / "index.html").is_file():
        return None
    return manifest.stat().st_mtime


def ensure_site(store: Store, out: Path, *, work: str | None, language: str | None = None,
                progress: ProgressFn | None = None, changed_at: float | None = None) -> bool:
    """Build the site into `out` when it is missing or older than the store (`changed_at`:
    when the store it copies last changed, for serve's copy); True if built."""
    built = site_built_at(out)
    if built is not None and built >= (store_changed_at(store.path) if changed_at is None else changed_at):
        return False
    build_site(store, out, work=work, progress=progress, language=language)
    os.utime(out / MANIFEST)  # the build leaves an unchanged manifest alone: mark this check
    return True
