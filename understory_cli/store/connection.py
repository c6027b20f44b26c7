"""One connection to the store, and the helpers every store module runs its SQL through.

DuckDB needs each result fetched before the next statement on the same connection, so
every call here fetches fully; threads take their own with `store.cursor()`.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator, Sequence

import duckdb


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

