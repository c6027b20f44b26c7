"""`serve` beside the other stages (issue 25, item 4): its own copy of the store, and what
it added written back through a short-lived connection.

DuckDB lets one process write a file, and not even read it while another writes. So
`serve` works on a copy, taken under a read-only connection's lock (no writer mid-copy),
and holds the real store only for a moment: when it is free, the rows serve added to its
copy (conversations and their messages, reading settings and their history, page
requests, the ledger's runs and calls, the positions e-readers pushed, the reader's
corrections, and those it undid taken out) are inserted into it, with their ids moved past
any the real store handed out meanwhile (an `analyze` run's ledger rows, a CLI `ask`), and
a fresh copy is taken in the same moment, so the copy and the store agree again.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING

import duckdb

from ..errors import UnderstoryError
from .migrations import ID_SEQUENCES

if TYPE_CHECKING:
    from . import Store

# Tables serve writes, with their id column: rows past the copy's marks are serve's own.
IDS = {"conversations": "conversation_id", "settings_history": "change_id", "wiki_requests": "request_id",
       "runs": "run_id", "llm_calls": "call_id", "reader_positions": "position_id", "corrections": "correction_id"}
LIVE = "understory_live"  # the real store's name while it is attached


class StoreBusy(UnderstoryError):
    """Another process is writing the store (analyze, compose-wiki): try again later."""


def copy_store(source: Path, target: Path) -> None:
    """A consistent copy of `source` (with its write-ahead log) at `target`."""
    try:
        con = duckdb.connect(str(source), read_only=True,
                             config={"autoinstall_known_extensions": False, "autoload_known_extensions": False})
    except duckdb.IOException as exc:
        raise StoreBusy(f"{source}: in use by another process") from exc
    try:
        _copy_files(source, target)
    finally:
        con.close()


def marks(store: "Store") -> dict[str, int]:
    """The highest id of each table serve writes: what the copy held when it was taken."""
    return {table: int(store.scalar(f"SELECT coalesce(max({column}), 0) FROM {table}")) for table, column in IDS.items()}


def write_back_and_copy(copy: "Store", source: Path, since: dict[str, int], target: Path) -> dict[str, int]:
    """Insert what `copy` added since `since` into the store at `source`, then copy that store
    to `target`, all while holding it (StoreBusy when another process does). Returns the
    rows written per table."""
    quoted = str(source).replace("'", "''")
    try:
        copy.all(f"ATTACH '{quoted}' AS {LIVE}")
    except duckdb.IOException as exc:
        raise StoreBusy(f"{source}: in use by another process") from exc
    try:
        written = _write_back(copy, since)
        copy.all(f"CHECKPOINT {LIVE}")  # everything in the file before it is copied
        _copy_files(source, target)
        return written
    finally:
        copy.all(f"DETACH {LIVE}")


def _write_back(copy: "Store", since: dict[str, int]) -> dict[str, int]:
    live = {table: int(copy.scalar(f"SELECT coalesce(max({column}), 0) FROM {LIVE}.{table}"))
            for table, column in IDS.items()}
    # Serve's new rows go after the store's own: ids shifted by what it handed out meanwhile.
    shift = {table: max(0, live[table] - since[table]) for table in IDS}
    counts = {table: int(copy.scalar(f"SELECT count(*) FROM {table} WHERE {column} > ?", [since[table]]))
              for table, column in IDS.items()}
    m, s = since, shift
    touched = copy.all(f"""
        SELECT DISTINCT work_id, key FROM settings_history WHERE change_id > ?
        UNION SELECT c.work_id, c.key FROM settings_history c JOIN {LIVE}.settings_history l USING (change_id)
              WHERE c.undone AND NOT l.undone""", [m["settings_history"]])
    copy.all("BEGIN TRANSACTION")
    try:
        copy.all(f"""INSERT INTO {LIVE}.conversations
                     SELECT conversation_id + ?, work_id, title, created_at, updated_at FROM conversations
                     WHERE conversation_id > ?""", [s["conversations"], m["conversations"]])
        copy.all(f"""UPDATE {LIVE}.conversations AS l SET updated_at = c.updated_at FROM conversations AS c
                     WHERE c.conversation_id = l.conversation_id AND c.conversation_id <= ?
                       AND c.updated_at > l.updated_at""", [m["conversations"]])
        copy.all(f"""INSERT INTO {LIVE}.conversation_messages
                     SELECT CASE WHEN c.conversation_id > ? THEN c.conversation_id + ? ELSE c.conversation_id END,
                            c.seq, c.role, c.content, c.horizon, c.data, c.created_at
                     FROM conversation_messages c
                     WHERE c.conversation_id > ? OR NOT EXISTS (
                         SELECT 1 FROM {LIVE}.conversation_messages l
                         WHERE l.conversation_id = c.conversation_id AND l.seq = c.seq)""",
                 [m["conversations"], s["conversations"], m["conversations"]])
        copy.all(f"""INSERT INTO {LIVE}.settings_history
                     SELECT change_id + ?, CASE WHEN batch_id > ? THEN batch_id + ? ELSE batch_id END,
                            work_id, key, before, after, source, undone, changed_at
                     FROM settings_history WHERE change_id > ?""",
                 [s["settings_history"], m["settings_history"], s["settings_history"], m["settings_history"]])
        copy.all(f"""UPDATE {LIVE}.settings_history SET undone = true
                     WHERE NOT undone AND change_id IN (SELECT change_id FROM settings_history
                                                        WHERE undone AND change_id <= ?)""", [m["settings_history"]])
        for work_id, key in touched:  # the reader's latest value, as serve last set it
            copy.all(f"DELETE FROM {LIVE}.settings WHERE work_id = ? AND key = ?", [work_id, key])
            copy.all(f"INSERT INTO {LIVE}.settings SELECT work_id, key, value FROM settings WHERE work_id = ? AND key = ?",
                     [work_id, key])
        copy.all(f"""INSERT INTO {LIVE}.wiki_requests
                     SELECT request_id + ?, work_id, kind, title, point_ids, brief, status, slug, created_at, written_at
                     FROM wiki_requests WHERE request_id > ?""", [s["wiki_requests"], m["wiki_requests"]])
        copy.all(f"""INSERT INTO {LIVE}.runs
                     SELECT run_id + ?, work_id, stage, mode, status, started_at, finished_at, note
                     FROM runs WHERE run_id > ?""", [s["runs"], m["runs"]])
        copy.all(f"""INSERT INTO {LIVE}.llm_calls
                     SELECT call_id + ?, CASE WHEN run_id > ? THEN run_id + ? ELSE run_id END, work_id, stage, unit,
                            kind, prompt_name, prompt_hash, model, input_tokens, cached_tokens, output_tokens,
                            latency_ms, attempt, status, error, created_at
                     FROM llm_calls WHERE call_id > ?""", [s["llm_calls"], m["runs"], s["runs"], m["llm_calls"]])
        copy.all(f"""INSERT INTO {LIVE}.reader_positions SELECT position_id + ?, * EXCLUDE (position_id)
                     FROM reader_positions WHERE position_id > ?""", [s["reader_positions"], m["reader_positions"]])
        _write_back_corrections(copy, m["corrections"])
        copy.all("COMMIT")
    except BaseException:
        copy.all("ROLLBACK")
        raise
    for sequence, table, column in ID_SEQUENCES:  # the store's own sequences hand out no id serve used
        top = int(copy.scalar(f"SELECT coalesce(max({column}), 0) FROM {LIVE}.{table}"))
        following = int(copy.scalar(f"SELECT nextval('{LIVE}.{sequence}')"))
        if following <= top:
            copy.all(f"SELECT max(nextval('{LIVE}.{sequence}')) FROM range(?)", [top - following + 1])
    return counts


def _write_back_corrections(copy: "Store", mark: int) -> None:
    """The reader's corrections as serve left them: those it made go after the store's own (they
    apply in order), those it undid leave the store. An id serve reused after an undo holds
    another correction than the store's row of that id, so it is new too."""
    differs = "l.action <> c.action OR l.subject <> c.subject OR l.value IS DISTINCT FROM c.value"
    made = copy.all(f"""SELECT work_id, action, subject, value, made_at FROM corrections c
                       WHERE correction_id > ? OR EXISTS (SELECT 1 FROM {LIVE}.corrections l
                                                         WHERE l.correction_id = c.correction_id AND ({differs}))
                       ORDER BY correction_id""", [mark])
    copy.all(f"""DELETE FROM {LIVE}.corrections l WHERE l.correction_id <= ? AND NOT EXISTS (
                     SELECT 1 FROM corrections c WHERE c.correction_id = l.correction_id AND NOT ({differs}))""", [mark])
    top = int(copy.scalar(f"SELECT coalesce(max(correction_id), 0) FROM {LIVE}.corrections"))
    for n, row in enumerate(made, 1):
        copy.all(f"INSERT INTO {LIVE}.corrections VALUES (?, ?, ?, ?, ?, ?)", [top + n, *row])


def _copy_files(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    wal = Path(f"{source}.wal")
    if wal.exists():
        shutil.copyfile(wal, Path(f"{target}.wal"))
    else:
        Path(f"{target}.wal").unlink(missing_ok=True)
