"""The first ten migrations: the schema as understory first shipped it (books, chunks, the
ledger, vectors, knowledge, the wiki, reading settings, the blueprint, ask, sources).

They are kept apart from `migrations.py`, which lists and applies them, so that file has room
for the new ones; never edit one that has shipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    # Who wrote each summary and glance: the model, or the extractive path filling what a weak
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
