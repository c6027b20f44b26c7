"""Broken and hostile EPUBs made from the corpora (tests/support/fuzzkit.py): never a traceback,
never a bomb (the limits are asserted by outcome and peak memory; how fast is bench/'s), and
a failure is one line with exit code 2 that leaves the store exactly as it was."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import table_contents
from understory_cli.store import open_store

HERE = Path(__file__).resolve().parent
SEED = 14
CAUSES = {"NotAnEpubError", "DamagedArchiveError", "TooLargeError", "EncryptedError", "UndecodableTextError",
          "MalformedDocumentError", "EmptyBookError"}


@pytest.fixture(scope="module")
def fuzz_run(tmp_path_factory):
    folder = tmp_path_factory.mktemp("fuzz")
    # One process for every case: its peak memory is the cases' alone, not pytest's.
    proc = subprocess.run([sys.executable, str(HERE.parent / "support" / "fuzzrun.py"), str(folder), str(SEED)],
                          capture_output=True, text=True, timeout=900, cwd=HERE.parents[1])
    assert proc.returncode == 0, proc.stderr[-3000:]
    records = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    return folder, records


@pytest.mark.slow
def test_every_fuzz_case_ends_cleanly_in_time_and_memory(fuzz_run):
    _, records = fuzz_run
    assert len(records) >= 300
    assert [r for r in records if r["outcome"] == "traceback"] == []
    assert [r["case"] for r in records if r["outcome"] == "timeout"] == []  # a hang, not a slow case
    assert max(r["peak_mb"] for r in records) < 1024, sorted(records, key=lambda r: -r["peak_mb"])[:3]
    failures = [r for r in records if r["outcome"] == "error"]
    assert len(failures) >= 100  # the corpus really is broken: this must not pass by ingesting nothing
    for r in failures:
        assert r["type"] in CAUSES and r["exit_code"] == 2, r
        assert r["message"].startswith(r["path"] + ": ") and "\n" not in r["message"], r
        assert r["store_unchanged"], r["case"]


def test_fuzz_corpus_covers_every_kind_of_damage(fuzz_run):
    _, records = fuzz_run
    by_case = {r["case"]: r for r in records}
    for kind in ("truncated", "flip-stored", "flip-deflated", "flip-central", "flip-local-header", "opf-", "nav-",
                 "ncx-", "xhtml-", "container-", "bomb-", "huge-spine", "huge-manifest"):
        assert any(kind in name for name in by_case), kind
    assert {r["type"] for r in records if r["outcome"] == "error"} >= CAUSES - {"EncryptedError"}
    bombs = {name: r for name, r in by_case.items() if name.startswith("bomb-") and "unlisted" not in name}
    assert len(bombs) == 7 and all(r["outcome"] == "error" for r in bombs.values()), bombs
    assert "paragraphs" in by_case["bomb-paragraphs"]["message"]
    # a member nothing refers to is never inflated (it would exceed the per-file limit if it were)
    assert by_case["bomb-unlisted-lying"]["outcome"] == "ok"
    assert by_case["bomb-book-honest"]["type"] == "TooLargeError"
    assert by_case["huge-spine-over-limit"]["type"] == "TooLargeError"
    assert by_case["huge-spine-repeated"]["outcome"] == "ok" and by_case["huge-manifest"]["outcome"] == "ok"
    assert all(r["type"] == "EmptyBookError" for name, r in by_case.items() if name.endswith("-no-text"))


def test_a_failing_file_is_one_line_exit_2_and_a_byte_identical_store(fuzz_run, tmp_path):
    """The command line on one kept case per cause: the file on disk does not change."""
    folder, records = fuzz_run
    kept = [r for r in records if r.get("kept")]
    assert len(kept) >= 5
    db = tmp_path / "s.duckdb"
    store = open_store(db)
    from conftest import SAMPLE
    from understory_cli.ingest import ingest

    ingest(store, [SAMPLE / "vol1"])
    before_tables = table_contents(store)
    store.close()
    digest = hashlib.sha256(db.read_bytes()).hexdigest()
    for r in kept:
        proc = subprocess.run([sys.executable, "-m", "understory_cli", "ingest", r["path"], "--db", str(db)],
                              capture_output=True, text=True, timeout=120)
        lines = [line for line in proc.stderr.splitlines() if line.strip()]
        assert proc.returncode == 2, (r["case"], proc.stderr)
        assert len(lines) == 1 and Path(r["path"]).name in lines[0] and "Traceback" not in proc.stderr, proc.stderr
        assert hashlib.sha256(db.read_bytes()).hexdigest() == digest, r["case"]
    assert table_contents(open_store(db, read_only=True)) == before_tables
