"""A library for the shelf tests: three works in three languages in one store (Oz's first
volume, 西游记's first, 坊っちゃん), each with the no-model analysis and wiki, made once per run."""

from __future__ import annotations

import shutil
from pathlib import Path

from conftest import CORPORA, OZ_FILES, XIYOUJI_FILES
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.ingest import ingest
from understory_cli.store import Store, open_store
from understory_cli.wiki.extractive import compose_extractive

BOTCHAN = CORPORA / "japanese" / "botchan" / "botchan.epub"
WORKS = {"oz": [OZ_FILES[0]], "xiyouji": [XIYOUJI_FILES[0]], "botchan": [BOTCHAN]}

_made: list[Path] = []


def library_store(tmp_path_factory) -> Path:
    """The library's store file (made on first use); copy it before changing it."""
    if not _made:
        path = tmp_path_factory.mktemp("library") / "library.duckdb"
        store = open_store(path)
        for slug, files in WORKS.items():
            ingest(store, files, work=slug, new_work=True)
            analyze_extractive(store, work=slug)
            compose_extractive(store, work=slug)
        store.close()
        _made.append(path)
    return _made[0]


def library_copy(tmp_path_factory, name: str) -> Store:
    folder = tmp_path_factory.mktemp(name)
    shutil.copy(library_store(tmp_path_factory), folder / "library.duckdb")
    return open_store(folder / "library.duckdb")
