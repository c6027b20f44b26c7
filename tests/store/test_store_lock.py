"""A store another process holds for a moment (serve's write-back and fresh copy) is waited
for; one held for longer is reported, naming the file. The CI run of stop 57 failed when
`compose-wiki` started in the very moment serve was copying the store."""

from __future__ import annotations

import subprocess
import sys
import threading

import pytest

import understory_cli.store as store_module
from understory_cli.errors import UnderstoryError
from understory_cli.store import open_store

HOLD = """
import sys, duckdb
con = duckdb.connect(sys.argv[1], read_only=True)
print("held", flush=True)
sys.stdin.readline()
con.close()
"""


@pytest.fixture
def held(tmp_path):
    """A store at `tmp_path`, held by another process until `release()`."""
    db = tmp_path / "book.duckdb"
    open_store(db).close()
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(db)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True)
    assert holder.stdout.readline().strip() == "held"

    def release():
        if holder.poll() is None:
            holder.communicate("\n", timeout=60)

    yield db, release
    release()


def test_a_store_held_for_a_moment_is_waited_for_not_refused(held, monkeypatch):
    db, release = held
    refused, here = [], threading.get_ident()
    pause = store_module.time.sleep

    def first_refusal_then_release(seconds):  # the holder lets go once the lock has refused us
        if not refused and threading.get_ident() == here:  # time.sleep is everyone's: the rest just sleep
            refused.append(seconds)
            release()
        pause(seconds)

    monkeypatch.setattr(store_module.time, "sleep", first_refusal_then_release)
    store = open_store(db)
    try:
        assert refused  # it was held when we first asked
        assert store.scalar("SELECT count(*) FROM works") == 0
    finally:
        store.close()


def test_a_store_held_past_the_wait_is_reported_naming_the_file(held):
    db, _ = held
    with pytest.raises(UnderstoryError) as error:
        open_store(db, lock_wait_s=0.2)
    assert str(db) in str(error.value) and "in use by another process" in str(error.value)
