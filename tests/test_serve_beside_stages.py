"""`serve` beside the other stages (issue 25, item 4): while the companion is up, `analyze`
and `compose-wiki` run on the same store and exit 0; the site is built again when they
finish; what serve wrote (its conversations) reaches the store, before and after.

A real server process on the sample book with no model (extracts); raw requests.
"""

from __future__ import annotations

import subprocess
import sys
import time

from conftest import ROOT, SAMPLE
from serve_support import OFFLINE_CONFIG, start_serve
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


def test_analyze_and_compose_run_while_serve_is_up_and_the_site_follows(tmp_path):
    db, site = tmp_path / "book.duckdb", tmp_path / "site"
    store = open_store(db)
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    work_id = books.resolve_work(store, None).work_id
    last = max(books.chapter_no_at(store, work_id, c.locator) for c in books.table_of_contents(store, work_id))
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
