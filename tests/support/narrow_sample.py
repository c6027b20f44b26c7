"""The sample book read without a model, with a server's capabilities stored as `models check` finds them:
the store the narrow-task tests start from (wiki/test_wiki_narrow.py, analyze/test_analyze_narrow.py), built
once per module and copied for each test."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any, Iterator

from conftest import SAMPLE
from support.fake_writer import config
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.ingest import ingest
from understory_cli.store import Store, open_store
from understory_cli.store.capabilities import save_capabilities


def built(folder: Path, capabilities: dict[str, Any]) -> Path:
    """The analysed sample in `folder`, the configured server's `capabilities` stored."""
    path = folder / "w.duckdb"
    store = open_store(path)
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    analyze_extractive(store)
    model = config().model_for("main")
    save_capabilities(store, model.base_url, model.model, capabilities)
    store.close()
    return path


def copied(path: Path, folder: Path) -> Iterator[Store]:
    """A test's own copy of the built store, open (a fixture's body: `yield from copied(...)`)."""
    shutil.copy(path, folder / "w.duckdb")
    store = open_store(folder / "w.duckdb")
    yield store
    store.close()
