"""The DuckDB store: one file holds every work and every stage's output.

Only this package writes SQL. A `Store` (connection.py) wraps one connection; this module
finds, checks and opens the file.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import duckdb

from ..errors import BadStoreError, UnderstoryError
from .connection import Store
from .migrations import check_schema, pending

DEFAULT_DB = "understory.duckdb"

# Nothing is ever fetched: a file DuckDB would open through an extension (SQLite, Parquet)
# must fail here, not start a download.
_CONNECT_CONFIG: dict[str, str | bool | int | float | list[str]] = {  # the type duckdb.connect takes
    "autoinstall_known_extensions": False, "autoload_known_extensions": False}


# `serve` holds the store for a moment now and then (its write-back and fresh copy); a stage
# started in that moment waits it out rather than failing. A stage that holds it longer
# (analyze, compose-wiki) is reported once this has passed.
LOCK_WAIT_S = 20.0


def default_db_path() -> Path:
    return Path(os.environ.get("UNDERSTORY_DB") or DEFAULT_DB)


_DUCKDB_MAGIC = b"DUCK"


def open_store(path: str | Path | None = None, *, read_only: bool = False, lock_wait_s: float = LOCK_WAIT_S) -> Store:
    """Open (creating and migrating if needed) the store at `path`; a store made by an older
    version is upgraded before it is opened read-only.

    Refused with BadStoreError (exit 2): a file that is not a DuckDB database, a DuckDB
    database understory did not make (tables but no migration record), one made by a newer
    version (a migration this code does not know), one missing a table it should have.
    """
    db = Path(path) if path else default_db_path()
    if read_only and not db.exists():
        raise UnderstoryError(f"{db}: no understory database here yet (run `understory ingest BOOK.epub` first)")
    _check_file(db)
    con = _connect(db, read_only, lock_wait_s)
    store = Store(con, str(db), read_only=read_only)
    try:
        if read_only and pending(store):  # made by an older understory: upgraded once, then read as asked
            con.close()
            open_store(db).close()
            return open_store(db, read_only=True)
        check_schema(store, migrate=not read_only)
    except BadStoreError:
        con.close()
        raise
    except duckdb.Error as exc:
        con.close()
        raise BadStoreError(db, f"the database is damaged ({_first_line(exc)})") from exc
    return store


def _connect(db: Path, read_only: bool, lock_wait_s: float) -> duckdb.DuckDBPyConnection:
    """A connection to `db`, waiting up to `lock_wait_s` while another process holds it."""
    deadline, pause = time.monotonic() + lock_wait_s, 0.05
    while True:
        try:
            return duckdb.connect(str(db), read_only=read_only, config=_CONNECT_CONFIG)
        except duckdb.IOException as exc:
            message = _first_line(exc)
            if "lock" not in message.lower():
                raise BadStoreError(db, f"cannot open the database ({message})") from exc
            if time.monotonic() >= deadline:
                raise UnderstoryError(f"{db}: in use by another process, still after {lock_wait_s:g} s ({message})") from exc
        except duckdb.Error as exc:
            raise BadStoreError(db, f"not a readable understory store ({_first_line(exc)})") from exc
        time.sleep(pause)
        pause = min(pause * 2, 1.0)


def _check_file(db: Path) -> None:
    """Before DuckDB sees it: a folder, or a file that is not a DuckDB database."""
    if db.is_dir():
        raise BadStoreError(db, "is a folder; give the path of a database file")
    if not db.exists():
        if db.parent != Path("") and not db.parent.is_dir():
            raise BadStoreError(db, f"cannot create a database here: {db.parent} is not a folder")
        return
    try:
        with open(db, "rb") as fh:
            head = fh.read(16)
    except OSError as exc:
        raise BadStoreError(db, f"cannot read: {exc.strerror or exc}") from exc
    if not head:
        raise BadStoreError(db, "is an empty file, not an understory store")
    if head[8:12] != _DUCKDB_MAGIC:
        kind = "a SQLite database" if head.startswith(b"SQLite format 3") else "not a DuckDB database"
        raise BadStoreError(db, f"{kind}, so not an understory store")


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    line = text[0] if text else type(exc).__name__
    return line if len(line) <= 200 else line[:197] + "..."
