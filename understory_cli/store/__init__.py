"""The DuckDB store: one file holds every work and every stage's output.

Only this package writes SQL. A `Store` wraps one connection; threads take their own
with `store.cursor()`. DuckDB needs each result fetched before the next statement on
the same connection, so every call here fetches fully.
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Sequence

import duckdb

from ..errors import BadStoreError, UnderstoryError
from .migrations import check_schema, pending

DEFAULT_DB = "understory.duckdb"


def default_db_path() -> Path:
    return Path(os.environ.get("UNDERSTORY_DB") or DEFAULT_DB)


class Store:
    def __init__(self, con: duckdb.DuckDBPyConnection, path: str, *, read_only: bool = False):
        self.con = con
        self.path = path
        self.read_only = read_only
        self._in_tx = False
        self.cache: dict = {}  # per-process caches of derived data (indexes); cleared when a transaction commits

    # -- low-level helpers -------------------------------------------------
    def all(self, sql: str, params: Sequence[Any] | None = None) -> list[tuple]:
        """Run one statement, a query or a write, and return its rows (none for most writes)."""
        return self.con.execute(sql, params or []).fetchall()

    def one(self, sql: str, params: Sequence[Any] | None = None) -> tuple | None:
        rows = self.all(sql, params)
        return rows[0] if rows else None

    def scalar(self, sql: str, params: Sequence[Any] | None = None) -> Any:
        row = self.one(sql, params)
        return row[0] if row else None

    def numpy(self, sql: str, params: Sequence[Any] | None = None) -> dict:
        return self.con.execute(sql, params or []).fetchnumpy()

    def insert_columns(self, table: str, columns: dict[str, Any]) -> None:
        """Bulk insert from equal-length numpy arrays or lists (one per column).

        DuckDB scans a dict of numpy arrays directly, about 1000x faster than executemany.
        """
        if not columns or len(next(iter(columns.values()))) == 0:
            return
        import numpy as np

        frame = {name: (col if isinstance(col, np.ndarray) else _to_array(col)) for name, col in columns.items()}
        names = ", ".join(frame)
        self.con.register("_bulk", frame)
        try:
            self.all(f"INSERT INTO {table} ({names}) SELECT {names} FROM _bulk")
        finally:
            self.con.unregister("_bulk")

    @contextmanager
    def transaction(self) -> Iterator["Store"]:
        """All or nothing: on any exception the store is left as it was."""
        if self._in_tx:
            yield self
            return
        self.all("BEGIN TRANSACTION")
        self._in_tx = True
        try:
            yield self
        except BaseException:
            self.all("ROLLBACK")
            raise
        else:
            self.all("COMMIT")
            self.cache.clear()
        finally:
            self._in_tx = False

    def next_id(self, table: str, column: str) -> int:
        """max + 1: only for tables one writer fills at a time (a stage's transaction);
        rows written from concurrent threads take `next_in(sequence)`."""
        return int(self.scalar(f"SELECT coalesce(max({column}), 0) + 1 FROM {table}"))

    def next_in(self, sequence: str) -> int:
        """The next number of a sequence (migrations.ID_SEQUENCES): never the same twice,
        whatever other transactions do meanwhile."""
        return int(self.scalar(f"SELECT nextval('{sequence}')"))

    def cursor(self) -> "Store":
        """A second connection to the same database, for another thread or for writes that
        must commit on their own (the ledger), outside the caller's transaction."""
        return Store(self.con.cursor(), self.path, read_only=self.read_only)

    def close(self) -> None:
        self.con.close()


def _to_array(values: list) -> Any:
    import numpy as np

    if values and all(isinstance(v, bool) for v in values):
        return np.array(values, dtype=bool)
    if values and all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        return np.array(values, dtype=np.int64)
    arr = np.empty(len(values), dtype=object)
    arr[:] = values
    return arr


# Nothing is ever fetched: a file DuckDB would open through an extension (SQLite, Parquet)
# must fail here, not start a download.
_CONNECT_CONFIG: dict[str, str | bool | int | float | list[str]] = {  # the type duckdb.connect takes
    "autoinstall_known_extensions": False, "autoload_known_extensions": False}
_DUCKDB_MAGIC = b"DUCK"


def open_store(path: str | Path | None = None, *, read_only: bool = False) -> Store:
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
    try:
        con = duckdb.connect(str(db), read_only=read_only, config=_CONNECT_CONFIG)
    except duckdb.IOException as exc:
        message = _first_line(exc)
        if "lock" in message.lower():
            raise UnderstoryError(f"{db}: in use by another process ({message})") from exc
        raise BadStoreError(db, f"cannot open the database ({message})") from exc
    except duckdb.Error as exc:
        raise BadStoreError(db, f"not a readable understory store ({_first_line(exc)})") from exc
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
