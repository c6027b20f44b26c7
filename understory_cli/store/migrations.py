"""Named schema migrations, applied in order and recorded in `_migrations`.

Add a new function at the end of MIGRATIONS; never edit one that has shipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from .schema_history import (m001_books, m002_chunks_and_lexical, m003_ledger, m004_vectors, m005_knowledge,
                             m006_wiki, m007_reading_settings, m008_wiki_blueprint, m009_ask,
                             m010_sources_and_capabilities)

if TYPE_CHECKING:
    from .connection import Store


ID_SEQUENCES = [("conversation_ids", "conversations", "conversation_id"),
                ("wiki_request_ids", "wiki_requests", "request_id")]


def m011_id_sequences(store: "Store") -> None:
    # `serve` starts conversations (and takes page requests) on several threads at once:
    # two transactions reading max(id) + 1 took the same id and one failed on commit
    # ("Duplicate key"). A sequence never hands out a number twice. Each starts past the
    # ids already stored.
    for sequence, table, column in ID_SEQUENCES:
        start = int(store.scalar(f"SELECT coalesce(max({column}), 0) + 1 FROM {table}"))
        store.all(f"CREATE SEQUENCE {sequence} START WITH {start}")


def m012_volume_descriptions(store: "Store") -> None:
    # The book's own blurb (dc:description), for the site's home page. NULL for volumes
    # ingested before: a changed file brings it.
    store.all("ALTER TABLE volumes ADD COLUMN description VARCHAR")


def m013_stale_units(store: "Store") -> None:
    # What a replaced volume left stale (a summary of a chapter that changed, an entry's part
    # citing it): named by `status` until the stage that made it runs again.
    store.all("CREATE TABLE stale_units (work_id INTEGER NOT NULL, stage VARCHAR NOT NULL, "
              "volume_no INTEGER NOT NULL, unit VARCHAR NOT NULL)")


def m014_extractive_source(store: "Store") -> None:
    # One name per idea: the no-model path is "extractive" in the store too (it was "offline"
    # in the analysis tables while the wiki's entries already said "extractive").
    for table, column in (("points", "source"), ("chapter_summaries", "source"), ("glances", "source"),
                          ("volume_summaries", "source"), ("analyzed_volumes", "provider"),
                          ("analyzed_volumes", "mode")):
        store.all(f"UPDATE {table} SET {column} = 'extractive' WHERE {column} = 'offline'")


def m015_corrections(store: "Store") -> None:
    # The reader's corrections (issue 37): merge, split, rename, kind, hide, alias, unalias.
    # Kept by the book's own strings, never point ids, so they apply to any later analysis.
    store.all("CREATE TABLE corrections (correction_id INTEGER NOT NULL, work_id INTEGER NOT NULL, "
              "action VARCHAR NOT NULL, subject VARCHAR NOT NULL, value VARCHAR, "
              "made_at TIMESTAMP DEFAULT current_timestamp)")


def m016_reader_documents(store: "Store") -> None:
    # An e-reader names a book by its own id (KOReader: a partial MD5 of the file, or the MD5
    # of its file name) and a place in it by the spine item (`DocFragment[N]`): each volume's
    # ids, and where each spine item and its `<p>`s begin, so a pushed position finds its
    # volume, chapter and paragraph (serve/kosync.py).
    store.all("CREATE TABLE reader_documents (work_id INTEGER NOT NULL, volume_id INTEGER NOT NULL, "
              "method VARCHAR NOT NULL, document VARCHAR NOT NULL)")
    store.all("CREATE TABLE reader_fragments (volume_id INTEGER NOT NULL, fragment_no INTEGER NOT NULL, "
              "chapter_seq INTEGER NOT NULL, para_no INTEGER NOT NULL, p_chapter_seqs INTEGER[] NOT NULL, "
              "p_para_nos INTEGER[] NOT NULL)")
    # What the e-readers pushed, newest last per document: kosync's record (progress, percentage,
    # device) and where it fell (NULL for a book the store lacks). Serve writes it (§10b).
    store.all("CREATE TABLE reader_positions (position_id INTEGER NOT NULL, work_id INTEGER, "
              "document VARCHAR NOT NULL, progress VARCHAR NOT NULL, percentage DOUBLE NOT NULL, "
              "device VARCHAR NOT NULL, device_id VARCHAR, pushed_at BIGINT NOT NULL, "
              "locator VARCHAR, finished VARCHAR)")


def m017_recaps(store: "Store") -> None:
    # The story so far written by the model (issue 38), once per chapter end (the volume up to
    # there) and per volume end; keyed by chapter locator ('' for the volume's end) and the
    # hash of the summaries it was told from, so it is used only while they stand (recap.py
    # checks it on reading: a replaced volume's renumbered chapters never get a stale recap).
    # A refusal is kept too (status 'refused', the model that gave it), not asked again of it.
    store.all("CREATE TABLE recaps (work_id INTEGER NOT NULL, volume_no INTEGER NOT NULL, "
              "locator VARCHAR NOT NULL, inputs_hash VARCHAR NOT NULL, status VARCHAR NOT NULL, "
              "text VARCHAR NOT NULL, model VARCHAR, note VARCHAR, run_id INTEGER, "
              "written_at TIMESTAMP DEFAULT current_timestamp, PRIMARY KEY (work_id, volume_no, locator))")


def m018_given_away(store: "Store") -> None:
    # The uses of a point's form the name finder's context gave to no one or someone else, per
    # paragraph (大姑娘 said to 凤喜 is no use of 秀姑's name): `point_mentions` counts without them,
    # and the site's in-chapter places (met, last seen) and the EPUB's notes skip a paragraph
    # whose only uses are these. Written and cleared with the mentions; empty for volumes analyzed
    # before it (they show as before until analyzed again).
    store.all("CREATE TABLE point_given_away (work_id INTEGER NOT NULL, point_id INTEGER NOT NULL, "
              "chapter_no INTEGER NOT NULL, locator VARCHAR NOT NULL, form VARCHAR NOT NULL, uses INTEGER NOT NULL)")


MIGRATIONS: list[Callable[["Store"], None]] = [
    m001_books,
    m002_chunks_and_lexical,
    m003_ledger,
    m004_vectors,
    m005_knowledge,
    m006_wiki,
    m007_reading_settings,
    m008_wiki_blueprint,
    m009_ask,
    m010_sources_and_capabilities,
    m011_id_sequences,
    m012_volume_descriptions,
    m013_stale_units,
    m014_extractive_source,
    m015_corrections,
    m016_reader_documents,
    m017_recaps,
    m018_given_away,
]


def apply_migrations(store: "Store") -> list[str]:
    """Apply every migration not yet recorded; return the names applied."""
    store.all("""
        CREATE TABLE IF NOT EXISTS _migrations (
            name       VARCHAR PRIMARY KEY,
            applied_at TIMESTAMP DEFAULT current_timestamp
        )""")
    done = {row[0] for row in store.all("SELECT name FROM _migrations")}
    applied = []
    for migration in MIGRATIONS:
        if migration.__name__ in done:
            continue
        with store.transaction():
            migration(store)
            store.all("INSERT INTO _migrations (name) VALUES (?)", [migration.__name__])
        applied.append(migration.__name__)
    return applied


def pending(store: "Store") -> bool:
    """Whether an understory store still lacks a migration this code knows (made by an older version)."""
    if "_migrations" not in _tables(store):
        return False
    done = {row[0] for row in store.all("SELECT name FROM _migrations")}
    return bool({m.__name__ for m in MIGRATIONS} - done)


def check_schema(store: "Store", *, migrate: bool) -> None:
    """Refuse a database this code did not make or cannot read; migrate it when allowed.

    - tables but no `_migrations`: another program's database, left untouched;
    - a recorded migration this code does not know: made by a newer understory;
    - a table an applied migration creates is missing: damaged.
    """
    from ..errors import BadStoreError

    path = store.path
    tables = _tables(store)
    if "_migrations" not in tables:
        if tables:
            shown = ", ".join(sorted(tables)[:5]) + (" …" if len(tables) > 5 else "")
            raise BadStoreError(path, f"a DuckDB database understory did not make (it holds {shown}); "
                                      "give another --db")
        if migrate:
            apply_migrations(store)
        return
    done = {row[0] for row in store.all("SELECT name FROM _migrations")}
    known = [m.__name__ for m in MIGRATIONS]
    newer = sorted(done - set(known))
    if newer:
        raise BadStoreError(path, f"made by a newer understory (its schema has {', '.join(newer[:3])}, which this "
                                  "version does not know); upgrade understory to use it")
    if migrate and set(known) - done:
        apply_migrations(store)
        done = set(known)
        tables = _tables(store)
    missing = sorted(t for name in known if name in done for t in _created_by()[name] if t not in tables)
    if missing:
        raise BadStoreError(path, f"damaged: table{'s' * (len(missing) > 1)} {', '.join(missing)} "
                                  f"{'are' if len(missing) > 1 else 'is'} missing")


def _tables(store: "Store") -> set[str]:
    return {r[0] for r in store.all(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' AND table_catalog = current_database()")}


_CREATED: dict[str, set[str]] = {}


def _created_by() -> dict[str, set[str]]:
    """The tables each migration creates, found once by applying them to a blank in-memory database."""
    if not _CREATED:
        import duckdb

        from .connection import Store

        scratch = Store(duckdb.connect(":memory:", config={"autoinstall_known_extensions": False,
                                                            "autoload_known_extensions": False}), ":memory:")
        before: set[str] = set()
        for migration in MIGRATIONS:
            migration(scratch)
            after = _tables(scratch)
            _CREATED[migration.__name__] = after - before
            before = after
        scratch.close()
    return _CREATED
