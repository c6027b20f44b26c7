"""The command line as a user runs it: real processes, exit codes and output."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import CORPORA, SAMPLE

pytestmark = pytest.mark.corpus


def run(*args, db=None, check=True):
    cmd = [sys.executable, "-m", "understory_cli", *map(str, args)]
    if db is not None:
        cmd += ["--db", str(db)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if check:
        assert proc.returncode == 0, proc.stderr
    return proc


def test_help_lists_every_command_with_an_example():
    listing = run("--help").stdout
    for command in ("ingest", "embed", "search", "toc", "analyze", "compose-wiki", "build-site", "status", "run",
                    "ask", "progress"):
        assert command in listing
        assert "Example: understory " + command in run(command, "--help").stdout.replace("\n", " ")


def test_ingest_prints_a_summary_and_search_finds_the_twist(tmp_path):
    db = tmp_path / "s.duckdb"
    out = run("ingest", SAMPLE / "vol1", SAMPLE / "vol2", db=db).stdout
    assert "The Lantern Keeper" in out and "added" in out
    hits = json.loads(run("search", "Grey Pilot lowered his hood", "--json", "-n", "3", db=db).stdout)
    assert {"rank", "score", "locator", "end_locator", "chapter_title", "text"} <= set(hits[0])
    assert any("lowered his hood" in h["text"] and h["locator"].startswith("2.5.") for h in hits)
    gated = json.loads(run("search", "Grey Pilot lowered his hood", "--json", "--until", "2.4", db=db).stdout)
    assert all(not h["locator"].startswith(("2.5.", "2.6.")) for h in gated)
    toc = run("toc", "--volume", "2", db=db).stdout
    assert "2.5" in toc and "The Face Under the Hood" in toc


def test_bad_file_is_one_clear_line_and_a_non_zero_exit(tmp_path):
    db = tmp_path / "s.duckdb"
    bad = CORPORA / "epub" / "malformed" / "epubcheck_ocf-zip-unreadable-empty-fatal.epub"
    proc = run("ingest", bad, db=db, check=False)
    assert proc.returncode != 0
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and str(bad.name) in lines[0] and "empty file" in lines[0]
    assert "Traceback" not in proc.stderr


def test_search_without_a_database_says_what_to_do(tmp_path):
    proc = run("search", "x", db=tmp_path / "none.duckdb", check=False)
    assert proc.returncode != 0 and "understory ingest" in proc.stderr


def test_warnings_are_shown_but_ingest_succeeds(tmp_path):
    book = CORPORA / "epub" / "malformed" / "epubcheck_nav-toc-missing-error.epub"
    proc = run("ingest", book, db=tmp_path / "w.duckdb")
    assert "warning" in proc.stderr and "no table of contents" in proc.stderr


@pytest.mark.slow
def test_embed_then_hybrid_search_and_status(tmp_path):
    db = tmp_path / "s.duckdb"
    run("ingest", SAMPLE / "vol1", SAMPLE / "vol2", db=db)
    lexical_only = run("search", "lantern", "-n", "1", db=db)
    assert "lexical search only" in lexical_only.stderr
    assert "embed:" in run("status", db=db).stdout
    first = run("embed", db=db).stdout
    assert "Embedded" in first and "local:all-minilm-l6-v2" in first  # an English book: the English model
    assert "nothing to do" in run("embed", db=db).stdout
    hybrid = run("search", "a ship lost in the storm", "--json", "-n", "3", db=db)
    assert hybrid.stderr == "" and len(json.loads(hybrid.stdout)) == 3
    semantic = json.loads(run("search", "a ship lost in the storm", "--mode", "semantic", "--json", "--until", "1.3", db=db).stdout)
    assert semantic and all(h["locator"].split(".")[0] == "1" and int(h["locator"].split(".")[1]) <= 3 for h in semantic)
    status = run("status", db=db).stdout
    assert "embedded:" in status and "left: embed" not in status and "left: analyze" in status


def test_config_errors_name_the_key_and_the_file(tmp_path):
    config = tmp_path / "understory.yaml"
    config.write_text("embeddings:\n  provder: local\n")
    proc = run("--config", config, "status", db=tmp_path / "s.duckdb", check=False)
    assert proc.returncode == 2
    assert "embeddings.provder" in proc.stderr and str(config) in proc.stderr


@pytest.mark.slow
def test_extractive_pipeline_end_to_end(tmp_path):
    db = tmp_path / "p.duckdb"
    run("ingest", SAMPLE / "vol1", SAMPLE / "vol2", db=db)
    assert "makes no calls" in run("analyze", "--estimate", db=db).stdout
    analyzed = run("analyze", db=db).stdout
    assert "volume 1:" in analyzed and "volume 2:" in analyzed
    assert "already analyzed: volumes 1, 2" in run("analyze", db=db).stdout
    composed = run("compose-wiki", db=db).stdout
    assert "entries" in composed and "0 unchanged" in composed
    assert "0 written" in run("compose-wiki", db=db).stdout
    status = run("status", db=db).stdout
    assert "analyzed: 2 of 2 volumes (extractive)" in status and "wiki:" in status


def test_run_is_the_whole_pipeline_in_one_command_and_resumes(tmp_path):
    db, site = tmp_path / "r.duckdb", tmp_path / "site"
    first = run("run", SAMPLE / "vol1", SAMPLE / "vol2", "--out", site, db=db).stdout
    index = first.strip().splitlines()[-1]
    assert index == str((site / "index.html").resolve()) and (site / "index.html").is_file()
    assert "Embedded" in first and "volume 2:" in first
    again = run("run", SAMPLE / "vol1", SAMPLE / "vol2", "--out", site, db=db).stdout
    assert "already analyzed: volumes 1, 2" in again and "0 written" in again and "nothing to do" in again


def test_run_of_a_second_work_makes_the_site_a_library_holding_both(tmp_path):
    """build-site's rule: a store with several works is one site, its shelf at the top."""
    db, site = tmp_path / "r.duckdb", tmp_path / "site"
    run("run", SAMPLE / "vol1", "--work", "first", "--out", site, db=db)
    index = run("run", SAMPLE / "vol2", "--work", "second", "--new-work", "--out", site, db=db).stdout
    assert index.strip().splitlines()[-1] == str((site / "index.html").resolve())
    shelf = (site / "index.html").read_text(encoding="utf-8")
    assert "data-shelf-search" in shelf and 'href="first/' in shelf and 'href="second/' in shelf
    assert (site / "first" / "index.html").is_file() and (site / "second" / "index.html").is_file()


def test_usage_errors_are_one_message_not_a_traceback():
    proc = run("search", "--no-such-option", check=False)
    assert proc.returncode == 2 and "No such option" in proc.stderr and "Traceback" not in proc.stderr
