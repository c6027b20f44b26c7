from pathlib import Path

import pytest

from understory_cli.store import open_store
from understory_cli.store.migrations import MIGRATIONS, apply_migrations

SCHEMA_FILE = Path(__file__).with_name("schema.txt")


def schema_text(store) -> str:
    rows = store.all("""
        SELECT table_name, column_name, data_type, is_nullable
        FROM information_schema.columns WHERE table_schema = 'main'
        ORDER BY table_name, ordinal_position""")
    return "\n".join(" ".join(map(str, r)) for r in rows) + "\n"


def test_blank_database_schema_is_pinned(tmp_path):
    """A schema change must come with a migration and an updated tests/store/schema.txt."""
    store = open_store(tmp_path / "blank.duckdb")
    assert schema_text(store) == SCHEMA_FILE.read_text()


def test_migrations_are_recorded_once(tmp_path):
    db = tmp_path / "m.duckdb"
    store = open_store(db)
    names = [r[0] for r in store.all("SELECT name FROM _migrations ORDER BY applied_at, name")]
    assert sorted(names) == sorted(m.__name__ for m in MIGRATIONS)
    assert apply_migrations(store) == []
    store.close()
    assert apply_migrations(open_store(db)) == []


def test_an_older_store_opened_read_only_is_upgraded_first(tmp_path, monkeypatch):
    from understory_cli.store import migrations

    db = tmp_path / "old.duckdb"
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS[:-2])  # as an older understory left it
    open_store(db).close()
    monkeypatch.undo()
    store = open_store(db, read_only=True)
    assert store.read_only and schema_text(store) == SCHEMA_FILE.read_text()
    assert sorted(r[0] for r in store.all("SELECT name FROM _migrations")) == sorted(m.__name__ for m in MIGRATIONS)


def test_rows_stored_under_the_old_name_of_the_extractive_path_are_renamed(tmp_path, monkeypatch):
    from understory_cli.store import migrations

    db = tmp_path / "old.duckdb"
    # as understory left it before m014: the extractive path's rows still say "offline"
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS[:MIGRATIONS.index(migrations.m014_extractive_source)])
    old = open_store(db)
    old.all("INSERT INTO glances VALUES (1, 3, 'A glance.', [], 'offline'), (1, 4, 'Another.', [], 'model')")
    old.all("INSERT INTO analyzed_volumes (work_id, volume_no, source_sha256, provider, mode) "
            "VALUES (1, 1, 'x', 'offline', 'offline')")
    old.close()
    monkeypatch.undo()
    store = open_store(db)
    assert store.all("SELECT chapter_no, source FROM glances ORDER BY 1") == [(3, "extractive"), (4, "model")]
    assert store.all("SELECT provider, mode FROM analyzed_volumes") == [("extractive", "extractive")]


def test_transaction_rolls_back_on_error(tmp_path):
    store = open_store(tmp_path / "t.duckdb")
    with pytest.raises(RuntimeError):
        with store.transaction():
            store.all("INSERT INTO works (work_id, slug, title) VALUES (1, 'x', 'X')")
            raise RuntimeError("boom")
    assert store.scalar("SELECT count(*) FROM works") == 0


def test_db_path_from_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("UNDERSTORY_DB", str(tmp_path / "env.duckdb"))
    store = open_store()
    assert store.path == str(tmp_path / "env.duckdb")
    assert (tmp_path / "env.duckdb").exists()


def test_a_store_analyzed_before_given_away_uses_were_kept_opens_with_none(tmp_path, monkeypatch):
    """m018: the mentions stay as stored; no use is given away until analyze runs again (the site shows as before)."""
    from understory_cli.store import migrations
    from understory_cli.store import points as point_store

    db = tmp_path / "old.duckdb"
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS[:MIGRATIONS.index(migrations.m018_given_away)])
    old = open_store(db)
    old.all("INSERT INTO point_mentions VALUES (1, 7, 3, 12)")
    old.close()
    monkeypatch.undo()
    store = open_store(db)
    assert point_store.mentions(store, 1) == {7: {3: 12}} and point_store.given_away(store, 1) == {}
    assert "m018_given_away" in {r[0] for r in store.all("SELECT name FROM _migrations")}
