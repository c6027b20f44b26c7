"""Builds made once per test run, even when pytest-xdist runs it in several worker processes:
the first process to need one builds it under a file lock in the run's own temporary folder,
the others wait for it and use the same files (a serial run simply builds it once).

A build is a folder its `build` function fills; it is never changed afterwards: a test that
changes a store works on a copy (`copied_store`)."""

from __future__ import annotations

import fcntl
import os
import shutil
from collections.abc import Callable
from pathlib import Path

from understory_cli.store import Store, open_store


def run_folder(tmp_path_factory) -> Path:
    """The temporary folder of the whole run: the workers' own ones sit in the controller's."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def built(tmp_path_factory, name: str, build: Callable[[Path], None]) -> Path:
    """The folder of the build `name`, made by `build(folder)` the first time any process asks."""
    root = run_folder(tmp_path_factory) / "shared-builds"
    root.mkdir(exist_ok=True)
    folder = root / name
    with open(root / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes, also if the build fails
        if not (folder / ".done").is_file():
            shutil.rmtree(folder, ignore_errors=True)  # a build that failed half-way is started again
            folder.mkdir()
            build(folder)
            (folder / ".done").touch()
    return folder


def built_store(tmp_path_factory, name: str, build: Callable[[Store], None], start: Path | None = None) -> Path:
    """A store file made once per run: a copy of `start` (or a new store) that `build` fills."""
    def make(folder: Path) -> None:
        path = folder / f"{name}.duckdb"
        if start is not None:
            shutil.copy(start, path)
        store = open_store(path)
        build(store)
        store.close()

    return built(tmp_path_factory, name, make) / f"{name}.duckdb"


def copied_store(path: Path, folder: Path) -> Store:
    """This process's own writable copy of a built store."""
    copy = folder / path.name
    shutil.copy(path, copy)
    return open_store(copy)
