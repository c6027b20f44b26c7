"""Serve's corrections go back to the store (store/companion_sync.py): those it made after the
store's own, those it undid taken out, and none the CLI made meanwhile lost."""

from __future__ import annotations

import shutil

from understory_cli.store import corrections as correction_store
from understory_cli.store import open_store
from understory_cli.store.companion_sync import marks, write_back_and_copy


def listed(store) -> list[tuple[int, str, str]]:
    return [(c.correction_id, c.action, c.subject) for c in correction_store.corrections(store, 1)]


def test_serve_s_corrections_and_undos_are_written_back_after_the_store_s_own(tmp_path):
    live = open_store(tmp_path / "live.duckdb")
    correction_store.add_corrections(live, 1, [("hide", "Oh", None), ("kind", "Kansas", "place")])
    live.close()
    shutil.copy(tmp_path / "live.duckdb", tmp_path / "copy.duckdb")
    copy = open_store(tmp_path / "copy.duckdb")
    since = marks(copy)
    correction_store.undo_last(copy, 1)  # serve undoes the store's latest, and its next correction reuses the id
    correction_store.add_corrections(copy, 1, [("merge", "Tip", "Ozma")])
    live = open_store(tmp_path / "live.duckdb")
    correction_store.add_corrections(live, 1, [("alias", "Dorothy", "Dot")])  # the CLI, meanwhile
    live.close()
    write_back_and_copy(copy, tmp_path / "live.duckdb", since, tmp_path / "fresh.duckdb")
    copy.close()
    live = open_store(tmp_path / "live.duckdb", read_only=True)
    assert listed(live) == [(1, "hide", "Oh"), (3, "alias", "Dorothy"), (4, "merge", "Tip")]
    assert listed(open_store(tmp_path / "fresh.duckdb", read_only=True)) == listed(live)
