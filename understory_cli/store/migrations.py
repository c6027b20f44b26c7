"""Named schema migrations, applied in order and recorded in `_migrations`.

Add a new function at the end of MIGRATIONS; never edit one that has shipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from .connection import Store


def m001_books(store: "Store") -> None:
    store.all("""
        CREATE TABLE works (
            work_id    INTEGER PRIMARY KEY,
            slug       VARCHAR NOT NULL,
            title      VARCHAR NOT NULL,
            language   VARCHAR,
            created_at TIMESTAMP DEFAULT current_timestamp
        )""")
    store.all("""
        CREATE TABLE volumes (
            volume_id     INTEGER PRIMARY KEY,
            work_id       INTEGER NOT NULL,
            volume_no     INTEGER NOT NULL,
            title         VARCHAR NOT NULL,
            authors       VARCHAR[],
            language      VARCHAR,
            identifier    VARCHAR,
            series        VARCHAR,
            series_index  DOUBLE,
            source_name   VARCHAR NOT NULL,
            source_sha256 VARCHAR NOT NULL,
            warnings      VARCHAR[],
            ingested_at   TIMESTAMP DEFAULT current_timestamp
        )""")
    # locator: '2.23' for the 23rd story chapter of volume 2, '2.f1' / '2.b1' for
    # front and back matter. chapter_no numbers story chapters across the work.
    store.all("""
        CREATE TABLE chapters (
            chapter_id INTEGER PRIMARY KEY,
            work_id    INTEGER NOT NULL,
            volume_id  INTEGER NOT NULL,
            seq        INTEGER NOT NULL,
            locator    VARCHAR NOT NULL,
            story_no   INTEGER,
            chapter_no INTEGER,
            title      VARCHAR NOT NULL,
            role       VARCHAR NOT NULL,
            is_body    BOOLEAN NOT NULL,
            href       VARCHAR NOT NULL,
            toc_level  INTEGER,
            n_chars    INTEGER NOT NULL
        )""")
    store.all("""
        CREATE TABLE paragraphs (
            work_id    INTEGER NOT NULL,
            chapter_id INTEGER NOT NULL,
            para_no    INTEGER NOT NULL,
            locator    VARCHAR NOT NULL,
            kind       VARCHAR NOT NULL,
            text       VARCHAR NOT NULL,
            html       VARCHAR NOT NULL,
            html_styled VARCHAR NOT NULL
        )""")
    store.all("""
        CREATE TABLE assets (
            work_id    INTEGER NOT NULL,
            volume_id  INTEGER NOT NULL,
            href       VARCHAR NOT NULL,
            media_type VARCHAR NOT NULL,
            sha256     VARCHAR NOT NULL,
            data       BLOB NOT NULL
        )""")


def m002_chunks_and_lexical(store: "Store") -> None:
    store.all("""
        CREATE TABLE chunks (
            chunk_id   INTEGER PRIMARY KEY,
            work_id    INTEGER NOT NULL,
            chapter_id INTEGER NOT NULL,
            chapter_no INTEGER NOT NULL,
            para_start INTEGER NOT NULL,
            para_end   INTEGER NOT NULL,
            text       VARCHAR NOT NULL,
            n_tokens   INTEGER NOT NULL,
            sha256     VARCHAR NOT NULL
        )""")
    # Postings are written at ingest so that a query never re-tokenizes the corpus.
    store.all("""
        CREATE TABLE lexical_postings (
            work_id  INTEGER NOT NULL,
            chunk_id INTEGER NOT NULL,
            term     VARCHAR NOT NULL,
            tf       INTEGER NOT NULL
        )""")
    # A packed copy of a work's postings, rebuilt after every ingest, so that loading
    # the index is one row and a few numpy buffers instead of a million-row query.
    store.all("""
        CREATE TABLE lexical_snapshots (
            work_id  INTEGER NOT NULL,
            version  VARCHAR NOT NULL,
            terms    VARCHAR NOT NULL,
            term_ptr BLOB NOT NULL,
            rows     BLOB NOT NULL,
            weights  BLOB NOT NULL
        )""")


def m003_ledger(store: "Store") -> None:
    # One row per stage run, one per model call (failed calls too): what ran, what it cost.
    store.all("""
        CREATE TABLE runs (
            run_id      INTEGER PRIMARY KEY,
            work_id     INTEGER,
            stage       VARCHAR NOT NULL,
            mode        VARCHAR,
            status      VARCHAR NOT NULL,
            started_at  TIMESTAMP DEFAULT current_timestamp,
            finished_at TIMESTAMP,
            note        VARCHAR
        )""")
    store.all("""
        CREATE TABLE llm_calls (
            call_id       INTEGER PRIMARY KEY,
            run_id        INTEGER,
            work_id       INTEGER,
            stage         VARCHAR NOT NULL,
            unit          VARCHAR,
            kind          VARCHAR NOT NULL,
            prompt_name   VARCHAR,
            prompt_hash   VARCHAR,
            model         VARCHAR NOT NULL,
            input_tokens  INTEGER NOT NULL,
            cached_tokens INTEGER NOT NULL,
            output_tokens INTEGER NOT NULL,
            latency_ms    INTEGER NOT NULL,
            attempt       INTEGER NOT NULL,
            status        VARCHAR NOT NULL,
            error         VARCHAR,
            created_at    TIMESTAMP DEFAULT current_timestamp
        )""")


def m004_vectors(store: "Store") -> None:
    # Keyed by the chunk's text hash, not its id: a re-ingested volume whose text did not
    # change keeps its vectors. float32 little-endian bytes load ~10x faster than FLOAT[].
    store.all("""
        CREATE TABLE chunk_vectors (
            sha256 VARCHAR NOT NULL,
            model  VARCHAR NOT NULL,
            dim    INTEGER NOT NULL,
            vector BLOB NOT NULL
        )""")


def m005_knowledge(store: "Store") -> None:
    # reveal_at columns hold a chapter_no: the story chapter after whose end the row may be
    # shown (DESIGN §3). A point's own reveal_at gates its name.
    store.all("""
        CREATE TABLE points (
            point_id      INTEGER PRIMARY KEY,
            work_id       INTEGER NOT NULL,
            name          VARCHAR NOT NULL,
            kind          VARCHAR NOT NULL,
            description   VARCHAR,
            volume_no     INTEGER NOT NULL,
            reveal_at     INTEGER NOT NULL,
            source        VARCHAR NOT NULL
        )""")
    store.all("""
        CREATE TABLE point_aliases (
            work_id   INTEGER NOT NULL,
            point_id  INTEGER NOT NULL,
            alias     VARCHAR NOT NULL,
            volume_no INTEGER NOT NULL,
            evidence  VARCHAR[] NOT NULL,
            reveal_at INTEGER NOT NULL
        )""")
    store.all("""
        CREATE TABLE point_records (
            record_id        INTEGER PRIMARY KEY,
            work_id          INTEGER NOT NULL,
            point_id         INTEGER NOT NULL,
            volume_no        INTEGER NOT NULL,
            text             VARCHAR NOT NULL,
            evidence         VARCHAR[] NOT NULL,
            note             VARCHAR,
            reveal_at        INTEGER NOT NULL,
            tagged_reveal_at INTEGER
        )""")
    store.all("""
        CREATE TABLE chapter_summaries (
            work_id      INTEGER NOT NULL,
            chapter_no   INTEGER NOT NULL,
            volume_no    INTEGER NOT NULL,
            summary      VARCHAR NOT NULL,
            model_thinks_story BOOLEAN NOT NULL,
            reveal_at    INTEGER NOT NULL
        )""")
    store.all("""
        CREATE TABLE volume_summaries (
            work_id   INTEGER NOT NULL,
            volume_no INTEGER NOT NULL,
            summary   VARCHAR NOT NULL,
            reveal_at INTEGER NOT NULL
        )""")
    # A glance introduces a chapter before it is read: written from the chapter's own
    # opening only, it may be shown once the previous chapter is finished.
    store.all("""
        CREATE TABLE glances (
            work_id     INTEGER NOT NULL,
            chapter_no  INTEGER NOT NULL,
            text        VARCHAR NOT NULL,
            point_ids   INTEGER[] NOT NULL
        )""")
    store.all("""
        CREATE TABLE analyzed_volumes (
            work_id       INTEGER NOT NULL,
            volume_no     INTEGER NOT NULL,
            source_sha256 VARCHAR NOT NULL,
            provider      VARCHAR NOT NULL,
            mode          VARCHAR NOT NULL,
            run_id        INTEGER,
            finished_at   TIMESTAMP DEFAULT current_timestamp
        )""")


def m006_wiki(store: "Store") -> None:
    # How often each point is named in each chapter: the narrative track and co-occurrence.
    store.all("""
        CREATE TABLE point_mentions (
            work_id    INTEGER NOT NULL,
            point_id   INTEGER NOT NULL,
            chapter_no INTEGER NOT NULL,
            mentions   INTEGER NOT NULL
        )""")
    # Entries and pages are structured JSON whose every span, row and link carries its own
    # reveal_at; title_reveal_at gates the entry's very name in navigation and search.
    store.all("""
        CREATE TABLE wiki_entries (
            work_id         INTEGER NOT NULL,
            slug            VARCHAR NOT NULL,
            title           VARCHAR NOT NULL,
            title_reveal_at INTEGER NOT NULL,
            category        VARCHAR NOT NULL,
            tier            VARCHAR NOT NULL,
            point_ids       INTEGER[] NOT NULL,
            source          VARCHAR NOT NULL,
            inputs_hash     VARCHAR NOT NULL,
            data            VARCHAR NOT NULL,
            written_at      TIMESTAMP DEFAULT current_timestamp
        )""")
    store.all("""
        CREATE TABLE wiki_pages (
            work_id   INTEGER NOT NULL,
            kind      VARCHAR NOT NULL,
            slug      VARCHAR NOT NULL,
            title     VARCHAR NOT NULL,
            reveal_at INTEGER NOT NULL,
            data      VARCHAR NOT NULL
        )""")


def m007_reading_settings(store: "Store") -> None:
    # Reading settings the site starts from and `ask` may change; every change is kept in
    # settings_history (before -> after) so it can be shown and undone.
    store.all("""
        CREATE TABLE settings (
            work_id INTEGER NOT NULL,
            key     VARCHAR NOT NULL,
            value   VARCHAR NOT NULL
        )""")
    store.all("""
        CREATE TABLE settings_history (
            change_id  INTEGER PRIMARY KEY,
            batch_id   INTEGER NOT NULL,
            work_id    INTEGER NOT NULL,
            key        VARCHAR NOT NULL,
            before     VARCHAR,
            after      VARCHAR,
            source     VARCHAR NOT NULL,
            undone     BOOLEAN NOT NULL DEFAULT false,
            changed_at TIMESTAMP DEFAULT current_timestamp
        )""")


def m008_wiki_blueprint(store: "Store") -> None:
    # The architect's validated plan, kept with the hash of what it was planned from, so
    # an interrupted compose resumes on the same plan instead of paying for a new one.
    store.all("""
        CREATE TABLE wiki_blueprints (
            work_id     INTEGER PRIMARY KEY,
            inputs_hash VARCHAR NOT NULL,
            data        VARCHAR NOT NULL,
            planned_at  TIMESTAMP DEFAULT current_timestamp
        )""")


def m009_ask(store: "Store") -> None:
    # `ask` conversations: one row per conversation, one per message (the reader's question
    # or the answer, with its citations as JSON); `--continue` resumes the latest one.
    store.all("""
        CREATE TABLE conversations (
            conversation_id INTEGER PRIMARY KEY,
            work_id         INTEGER NOT NULL,
            title           VARCHAR NOT NULL,
            created_at      TIMESTAMP DEFAULT current_timestamp,
            updated_at      TIMESTAMP DEFAULT current_timestamp
        )""")
    store.all("""
        CREATE TABLE conversation_messages (
            conversation_id INTEGER NOT NULL,
            seq             INTEGER NOT NULL,
            role            VARCHAR NOT NULL,
            content         VARCHAR NOT NULL,
            horizon         INTEGER,
            data            VARCHAR,
            created_at      TIMESTAMP DEFAULT current_timestamp
        )""")
    # Pages a reader asked for in a conversation; the next compose-wiki writes them.
    store.all("""
        CREATE TABLE wiki_requests (
            request_id      INTEGER PRIMARY KEY,
            work_id         INTEGER NOT NULL,
            kind            VARCHAR NOT NULL,
            title           VARCHAR NOT NULL,
            point_ids       INTEGER[] NOT NULL,
            brief           VARCHAR NOT NULL,
            status          VARCHAR NOT NULL DEFAULT 'pending',
            slug            VARCHAR,
            created_at      TIMESTAMP DEFAULT current_timestamp,
            written_at      TIMESTAMP
        )""")


def m010_sources_and_capabilities(store: "Store") -> None:
    # Who wrote each summary and glance: the model, or the offline path filling what a weak
    # model could not do (NULL in stores from before: the volume's provider wrote it).
    for table in ("chapter_summaries", "volume_summaries", "glances"):
        store.all(f"ALTER TABLE {table} ADD COLUMN source VARCHAR")
    # What `understory models check` found a server and model can do (llm/capabilities.py).
    store.all("""
        CREATE TABLE model_capabilities (
            base_url   VARCHAR NOT NULL,
            model      VARCHAR NOT NULL,
            data       JSON NOT NULL,
            probed_at  TIMESTAMP DEFAULT current_timestamp,
            PRIMARY KEY (base_url, model)
        )""")


# (sequence, table, id column): ids handed out by DuckDB sequences, not max + 1.
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
    store.all("""
        CREATE TABLE stale_units (
            work_id   INTEGER NOT NULL,
            stage     VARCHAR NOT NULL,
            volume_no INTEGER NOT NULL,
            unit      VARCHAR NOT NULL
        )""")


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
