"""`understory build-site` on a store with several works: the library, and each work alone with --work."""

from __future__ import annotations

from conftest import SAMPLE
from typer.testing import CliRunner

from understory_cli.cli import app
from understory_cli.ingest import ingest
from understory_cli.store import open_store


def test_several_works_make_a_library_and_work_still_builds_one(tmp_path):
    db = tmp_path / "two.duckdb"
    store = open_store(db)
    ingest(store, [SAMPLE / "vol1"], work="lantern")
    ingest(store, [SAMPLE / "vol2"], work="second", new_work=True)
    store.close()
    out = tmp_path / "library"
    built = CliRunner().invoke(app, ["build-site", "--out", str(out), "--db", str(db)])
    assert built.exit_code == 0, built.output
    assert "2 works: 2 built, 0 unchanged" in built.output and str(out / "index.html") in built.output
    assert (out / "lantern" / "index.html").is_file() and (out / "second" / "reader" / "index.html").is_file()
    again = CliRunner().invoke(app, ["build-site", "--out", str(out), "--db", str(db)])
    assert "2 works: 0 built, 2 unchanged" in again.output
    one = CliRunner().invoke(app, ["build-site", "--out", str(tmp_path / "one"), "--work", "second", "--db", str(db)])
    assert one.exit_code == 0 and (tmp_path / "one" / "reader" / "index.html").is_file()
    assert not (tmp_path / "one" / "data" / "shelf.js").exists()
