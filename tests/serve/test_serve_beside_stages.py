"""`serve` beside the other stages (issue 25, item 4): while the companion is up, `analyze`
and `compose-wiki` run on the same store and exit 0; the site is built again when they
finish; what serve wrote (its conversations) reaches the store, before and after.

A real server process on the sample book with no model (extracts); raw requests.
"""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from conftest import ROOT, SAMPLE, chapter_no_at
from support.serve_support import OFFLINE_CONFIG, start_serve
from test_serve_security import ask, events

from understory_cli.errors import UnderstoryError
from understory_cli.ingest import ingest
from understory_cli.static_site.write import MANIFEST
from understory_cli.store import books, open_store

STEP_S = 0.25


def cli(folder, db, *args: str) -> subprocess.CompletedProcess:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(folder), "LANG": "C.UTF-8", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "understory_cli", "--config", str(folder / "understory.yaml"),
                           *args, "--db", str(db)], cwd=folder, env=env, capture_output=True, text=True, timeout=600)


def listed(site) -> set[str]:
    return set((site / MANIFEST).read_text(encoding="utf-8").splitlines())


def until(check, steps: int = 480):
    """`check()` once it is true, trying every STEP_S (a count of short sleeps, not the clock)."""
    for _ in range(steps):
        found = check()
        if found:
            return found
        time.sleep(STEP_S)
    return check()


def conversations_in(db) -> int | None:
    """The conversations the store itself holds (None while serve holds it for a moment)."""
    try:
        store = open_store(db, read_only=True)
    except UnderstoryError:
        return None
    try:
        return int(store.scalar("SELECT count(*) FROM conversations"))
    finally:
        store.close()


@pytest.mark.slow
def test_analyze_and_compose_run_while_serve_is_up_and_the_site_follows(tmp_path):
    db, site = tmp_path / "book.duckdb", tmp_path / "site"
    store = open_store(db)
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    work_id = books.resolve_work(store, None).work_id
    last = max(chapter_no_at(store, work_id, c.locator) for c in books.table_of_contents(store, work_id))
    store.close()
    served = start_serve(tmp_path, db, site, OFFLINE_CONFIG)
    try:
        before = listed(site)
        assert not any(rel.startswith("entries/") for rel in before)  # no analysis yet: no entries
        status, data = ask(served, "Who keeps the lighthouse?", last)
        assert status == 200 and dict(events(data))["answer"]["kind"] == "extracts"
        assert until(lambda: conversations_in(db) == 1)  # written back while nothing else holds the store

        analyzed = cli(tmp_path, db, "analyze")
        assert analyzed.returncode == 0, analyzed.stderr
        composed = cli(tmp_path, db, "compose-wiki")
        assert composed.returncode == 0, composed.stderr

        # the site is built again from the new analysis, the server still up
        entries = until(lambda: {rel for rel in listed(site) if rel.startswith("entries/")})
        assert entries
        status, _, page = served.request("GET", "/" + sorted(entries)[0])
        assert status == 200 and b"<html" in page.lower()
        status, data = ask(served, "Who is Wren?", last)
        assert status == 200 and dict(events(data))["answer"]["kind"] == "extracts"
        assert until(lambda: conversations_in(db) == 2)
    finally:
        served.stop()
    assert conversations_in(db) == 2
    assert "Traceback" not in served.log.read_text(errors="replace")


def test_what_serve_wrote_goes_back_after_the_store_handed_out_the_same_ids(tmp_path):
    """Serve's copy and a CLI `ask` (and an analyze run) both add rows meanwhile: nothing is lost
    or mixed up, and the store's own sequences hand out no id serve's rows now hold."""
    from understory_cli.reading import undo_reading_settings
    from understory_cli.serve.snapshot import Snapshot
    from understory_cli.store import conversations as conversation_store
    from understory_cli.store import ledger
    from understory_cli.store.settings import change_settings, stored_settings

    db = tmp_path / "book.duckdb"
    store = open_store(db)
    ingest(store, [SAMPLE / "vol1"])
    work_id = books.resolve_work(store, None).work_id
    change_settings(store, work_id, {"font_size": 20}, source="cli")
    store.close()

    snapshot = Snapshot(db, tmp_path / "copy")
    copy = snapshot.store
    served = conversation_store.start_conversation(copy, work_id, "asked in serve")
    conversation_store.add_messages(copy, served.conversation_id, [("user", "Who is Wren?", None, None),
                                                                   ("assistant", "the keeper", None, None)])
    ledger.finish_run(copy, ledger.start_run(copy, work_id, "ask"), "done")
    undo_reading_settings(copy, work_id)  # the CLI's font size, undone in the page
    change_settings(copy, work_id, {"theme": "dark"}, source="conversation")

    outside = open_store(db)  # meanwhile, in another process: a CLI ask and an analyze run
    cli_made = conversation_store.start_conversation(outside, work_id, "asked in the terminal")
    conversation_store.add_messages(outside, cli_made.conversation_id, [("user", "Where is Gull Rock?", None, None)])
    ledger.finish_run(outside, ledger.start_run(outside, work_id, "analyze"), "done")
    outside.close()

    assert snapshot.refresh() is True  # the store had changed outside: the site would be rebuilt
    snapshot.close()
    store = open_store(db)
    try:
        titles = {c.title: c for c in conversation_store.list_conversations(store, work_id)}
        assert set(titles) == {"asked in serve", "asked in the terminal"}
        ids = {c.conversation_id for c in titles.values()}
        assert len(ids) == 2
        mine = conversation_store.load_conversation(store, titles["asked in serve"].conversation_id)
        assert [m.content for m in mine.messages] == ["Who is Wren?", "the keeper"]
        theirs = conversation_store.load_conversation(store, titles["asked in the terminal"].conversation_id)
        assert [m.content for m in theirs.messages] == ["Where is Gull Rock?"]
        assert sorted(r.stage for r in ledger.runs(store, work_id=work_id)) == ["analyze", "ask"]
        assert stored_settings(store, work_id) == {"theme": "dark"}  # undone, then set, as in the page
        later = conversation_store.start_conversation(store, work_id, "the next one")  # no id taken twice
        assert later.conversation_id not in ids
    finally:
        store.close()
