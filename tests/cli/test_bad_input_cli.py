"""Bad stores, bad arguments and interruptions, as a user meets them: one clear line and
the exit code the README documents (2 usage or bad input, 3 not found, 130 interrupted)."""

from __future__ import annotations

import hashlib
import signal
import sqlite3
import subprocess
import sys

import duckdb
import pytest

from conftest import SAMPLE
from understory_cli.errors import BadStoreError, UsageError
from understory_cli.position import parse_locator
from understory_cli.store import open_store


def cli(*args, timeout=300):
    proc = subprocess.run([sys.executable, "-m", "understory_cli", *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)
    return proc


def one_line(proc) -> str:
    lines = [line for line in proc.stderr.splitlines() if line.strip() and not line.startswith("note:")]
    assert "Traceback" not in proc.stderr and len(lines) == 1, proc.stderr
    return lines[0]


@pytest.fixture(scope="module")
def good_db(tmp_path_factory):
    db = tmp_path_factory.mktemp("good") / "s.duckdb"
    assert cli("ingest", SAMPLE / "vol1", SAMPLE / "vol2", "--db", db).returncode == 0
    return db


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_sqlite_file_is_refused_before_duckdb_sees_it(tmp_path):
    db = tmp_path / "other.db"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE t (a)")
    con.commit()
    con.close()
    before = digest(db)
    for args in (("toc",), ("ingest", SAMPLE / "vol1")):
        proc = cli(*args, "--db", db)
        assert proc.returncode == 2 and "SQLite database" in one_line(proc) and str(db) in one_line(proc)
    assert digest(db) == before
    with pytest.raises(BadStoreError, match="SQLite"):
        open_store(db)


def test_extension_autoloading_is_off(tmp_path):
    from understory_cli.store import _CONNECT_CONFIG

    store = open_store(tmp_path / "x.duckdb")
    settings = dict(store.all("SELECT name, value FROM duckdb_settings() WHERE name LIKE 'auto%_known_extensions'"))
    assert settings == {"autoinstall_known_extensions": "false", "autoload_known_extensions": "false"}
    assert _CONNECT_CONFIG["autoload_known_extensions"] is False


def test_a_duckdb_file_understory_did_not_make_is_left_alone(tmp_path):
    db = tmp_path / "foreign.duckdb"
    con = duckdb.connect(str(db))
    con.execute("CREATE TABLE sales (id INTEGER)")
    con.close()
    before = digest(db)
    for args in (("toc",), ("ingest", SAMPLE / "vol1"), ("status",)):
        proc = cli(*args, "--db", db)
        assert proc.returncode == 2 and "did not make" in one_line(proc), proc.stderr
    assert digest(db) == before
    con = duckdb.connect(str(db), read_only=True)
    assert [r[0] for r in con.execute("SHOW TABLES").fetchall()] == ["sales"]


def altered(good_db, path, sql: str):
    """A copy of the good store with one statement run on it behind understory's back."""
    path.write_bytes(good_db.read_bytes())
    con = duckdb.connect(str(path))
    con.execute(sql)
    con.close()
    return path


def test_a_store_from_a_newer_version_is_refused(good_db, tmp_path):
    db = altered(good_db, tmp_path / "newer.duckdb", "INSERT INTO _migrations (name) VALUES ('m999_from_the_future')")
    before = digest(db)
    for args in (("toc",), ("ingest", SAMPLE / "vol1")):
        proc = cli(*args, "--db", db)
        assert proc.returncode == 2 and "newer understory" in one_line(proc) and "m999" in one_line(proc)
    assert digest(db) == before


def test_a_store_missing_a_table_is_damaged(good_db, tmp_path):
    db = altered(good_db, tmp_path / "dropped.duckdb", "DROP TABLE chunks")
    proc = cli("search", "lantern", "--db", db)
    assert proc.returncode == 2 and "chunks is missing" in one_line(proc)


@pytest.mark.parametrize("keep", [4096, 300_000, 1_000_000])
def test_a_truncated_store_is_one_line(good_db, tmp_path, keep):
    db = tmp_path / "cut.duckdb"
    db.write_bytes(good_db.read_bytes()[:keep])
    proc = cli("toc", "--db", db)
    assert proc.returncode == 2 and str(db) in one_line(proc)


def test_a_folder_or_an_empty_file_is_no_store(tmp_path):
    empty = tmp_path / "empty.duckdb"
    empty.write_bytes(b"")
    for db in (tmp_path, empty):
        proc = cli("toc", "--db", db)
        assert proc.returncode == 2 and str(db) in one_line(proc)


def test_an_unwritable_site_folder_is_one_line(good_db):
    proc = cli("build-site", "--out", "/proc/understory-site", "--db", good_db)
    assert proc.returncode == 1 and "/proc/understory-site" in one_line(proc)


@pytest.mark.parametrize("value", ["", " ", "1.1.1.1", "١.٢", "２.１", "1", "1.", ".1", "a.b", "1.2.x", "-1.2",
                                   "1.99999999999999999999"])
def test_malformed_positions_are_usage_errors(value):
    with pytest.raises(UsageError):
        parse_locator(value)


def test_well_formed_positions_parse():
    assert parse_locator(" 2.22 ").chapter_locator == "2.22"
    assert parse_locator("2.22.56").paragraph == 56
    with pytest.raises(UsageError):
        parse_locator("2.22.56", paragraph=False)


@pytest.mark.parametrize("args, code, words", [
    (("search", "lantern", "--until", ""), 2, "empty"),
    (("search", "lantern", "--until", "1.1.1.1"), 2, "not a --until position"),
    (("search", "lantern", "--until", "١.٢"), 2, "not a --until position"),
    (("search", "lantern", "--until", "9.9"), 3, "no chapter 9.9"),
    (("progress", "1.2.3.4"), 2, "not a position"),
    (("progress", ""), 2, "empty"),
    (("progress", "7.1"), 3, "no chapter 7.1"),
    (("ask", "who?", "--at", ""), 2, "empty"),
    (("ask", "who?", "--at", "x"), 2, "not a --at position"),
    (("toc", "--volume", "999"), 3, "no volume 999"),
    (("analyze", "--volumes", "١"), 2, "--volumes"),
])
def test_bad_arguments_give_one_line_and_the_documented_code(good_db, args, code, words):
    proc = cli(*args, "--db", good_db)
    line = one_line(proc)
    assert proc.returncode == code and words in line, (proc.returncode, line)


def test_the_readme_documents_the_exit_codes():
    from conftest import ROOT

    readme = (ROOT / "README.md").read_text()
    for code in ("`2`", "`3`", "`130`"):
        assert code in readme


def test_ctrl_c_exits_130_with_a_message(tmp_path):
    """Interrupted in the middle of `run`: a script must tell it from success."""
    db = tmp_path / "r.duckdb"
    proc = subprocess.Popen([sys.executable, "-m", "understory_cli", "run", SAMPLE / "vol1", SAMPLE / "vol2",
                             "--db", db, "--out", tmp_path / "site"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    first = proc.stderr.readline()  # the first progress line: `run` is inside ingest now, whatever the machine
    proc.send_signal(signal.SIGINT)
    _, rest = proc.communicate(timeout=120)
    err = first + rest
    assert proc.returncode == 130 and "interrupted" in err and "Traceback" not in err, err
    assert not (tmp_path / "site" / "index.html").exists()
