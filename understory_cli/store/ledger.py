"""The ledger: stage runs and every model call (failed ones too), for `status` and costs.

Ledger writes commit on their own connection, outside any transaction the caller holds:
a stage that rolls back its results has still spent the tokens. One lock serialises the
writes of all threads, which also makes `max(id) + 1` ids safe within the process
(DuckDB allows one writing process per file).
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, fields
from datetime import datetime

from . import Store

log = logging.getLogger(__name__)
_write_lock = threading.Lock()
_started_here: set[int] = set()  # runs this process started (others still `running` are dead)

# Call statuses. A failed attempt is `retry` when another attempt follows, `error` when
# it was the last; `estimated` is a success whose server reported no usage. `abandoned`:
# sent and never answered in time (the deadline passed, or the process was killed) — the
# provider may still bill it, so its prompt tokens are estimated. Every attempt is written
# as abandoned before it is sent and updated when it ends: a kill leaves that row.
OK, ESTIMATED, RETRY, ERROR, ABANDONED = "ok", "estimated", "retry", "error", "abandoned"
FAILED = (RETRY, ERROR, ABANDONED)


@dataclass(frozen=True)
class CallRecord:
    """One attempt at one model request."""

    stage: str
    kind: str  # "chat" or "embeddings"
    model: str
    status: str
    attempt: int = 1
    run_id: int | None = None
    work_id: int | None = None
    unit: str | None = None
    prompt_name: str | None = None
    prompt_hash: str | None = None
    input_tokens: int = 0
    cached_tokens: int = 0
    output_tokens: int = 0
    latency_ms: int = 0
    error: str | None = None


@dataclass(frozen=True)
class UsageTotal:
    """Calls and tokens of one stage, model and kind."""

    stage: str
    model: str
    kind: str
    calls: int
    failed_calls: int
    estimated_calls: int
    input_tokens: int
    cached_tokens: int
    output_tokens: int
    latency_ms: int
    abandoned_calls: int = 0  # sent, never answered: billed perhaps, tokens estimated (also failed and estimated)


@dataclass(frozen=True)
class Run:
    run_id: int
    work_id: int | None
    stage: str
    mode: str | None
    status: str
    started_at: datetime
    finished_at: datetime | None
    note: str | None


KILLED = "the process ended before the run finished (killed, or the machine stopped)"


def start_run(store: Store, work_id: int | None, stage: str, mode: str | None = None) -> int:
    """Record a stage run as running. Runs still marked running are from a process that died:
    DuckDB lets one process write a file, and this one holds it, so they are marked interrupted."""
    with _write_lock:
        ledger = store.cursor()
        try:
            ours = ", ".join(str(r) for r in _started_here) or "-1"
            ledger.all(f"UPDATE runs SET status = 'interrupted', note = coalesce(note || '; ', '') || ? "
                       f"WHERE status = 'running' AND work_id IS NOT DISTINCT FROM ? AND stage = ? "
                       f"AND run_id NOT IN ({ours})", [KILLED, work_id, stage])
            run_id = ledger.next_id("runs", "run_id")
            ledger.all("INSERT INTO runs (run_id, work_id, stage, mode, status) VALUES (?, ?, ?, ?, 'running')",
                       [run_id, work_id, stage, mode])
            _started_here.add(run_id)
        finally:
            ledger.close()
    return run_id


def finish_run(store: Store, run_id: int, status: str, note: str | None = None) -> None:
    with _write_lock:
        ledger = store.cursor()
        try:
            ledger.all("UPDATE runs SET status = ?, note = ?, finished_at = current_timestamp WHERE run_id = ?",
                       [status, note, run_id])
        finally:
            ledger.close()


_CALL_COLUMNS = [f.name for f in fields(CallRecord)]


def record_call(store: Store, record: CallRecord) -> int | None:
    """Write one attempt and commit it at once; safe from any thread.

    A store opened read-only (`search`, `toc`, a reader's query) records nothing: one query's
    embedding is not worth refusing the search for, and the file cannot take it.
    """
    if store.read_only:
        log.info("not recorded (read-only store): %s %s %s tokens", record.stage, record.model, record.input_tokens)
        return None
    values = [getattr(record, name) for name in _CALL_COLUMNS]
    with _write_lock:
        ledger = store.cursor()
        try:
            call_id = ledger.next_id("llm_calls", "call_id")
            ledger.all(f"INSERT INTO llm_calls (call_id, {', '.join(_CALL_COLUMNS)}) "
                       f"VALUES (?, {', '.join('?' for _ in _CALL_COLUMNS)})", [call_id, *values])
        finally:
            ledger.close()
    return call_id


def update_call(store: Store, call_id: int | None, record: CallRecord) -> None:
    """Replace what `record_call` wrote for `call_id` (the attempt's outcome, once known)."""
    if call_id is None or store.read_only:
        return
    values = [getattr(record, name) for name in _CALL_COLUMNS]
    with _write_lock:
        ledger = store.cursor()
        try:
            ledger.all(f"UPDATE llm_calls SET {', '.join(f'{name} = ?' for name in _CALL_COLUMNS)} WHERE call_id = ?",
                       [*values, call_id])
        finally:
            ledger.close()


def calls(store: Store, *, run_id: int | None = None, work_id: int | None = None) -> list[CallRecord]:
    """Every recorded attempt, oldest first."""
    where, params = _filters(run_id=run_id, work_id=work_id)
    rows = store.all(f"SELECT {', '.join(_CALL_COLUMNS)} FROM llm_calls {where} ORDER BY call_id", params)
    return [CallRecord(**dict(zip(_CALL_COLUMNS, row, strict=True))) for row in rows]


def usage_totals(store: Store, *, work_id: int | None = None, run_id: int | None = None,
                 stage: str | None = None) -> list[UsageTotal]:
    """Totals per stage, model and kind; price them with `Config.price_for(model)`."""
    where, params = _filters(run_id=run_id, work_id=work_id, stage=stage)
    rows = store.all(f"""
        SELECT stage, model, kind, count(*),
               count(*) FILTER (WHERE status IN ('{RETRY}', '{ERROR}', '{ABANDONED}')),
               count(*) FILTER (WHERE status IN ('{ESTIMATED}', '{ABANDONED}')),
               coalesce(sum(input_tokens), 0), coalesce(sum(cached_tokens), 0),
               coalesce(sum(output_tokens), 0), coalesce(sum(latency_ms), 0),
               count(*) FILTER (WHERE status = '{ABANDONED}')
        FROM llm_calls {where}
        GROUP BY stage, model, kind ORDER BY stage, model, kind""", params)
    return [UsageTotal(*row[:3], *(int(v) for v in row[3:])) for row in rows]


def runs(store: Store, *, work_id: int | None = None, stage: str | None = None) -> list[Run]:
    where, params = _filters(work_id=work_id, stage=stage)
    rows = store.all(f"SELECT run_id, work_id, stage, mode, status, started_at, finished_at, note "
                     f"FROM runs {where} ORDER BY run_id", params)
    return [Run(*row) for row in rows]


def _filters(**equal: object) -> tuple[str, list[object]]:
    given = {column: value for column, value in equal.items() if value is not None}
    where = " AND ".join(f"{column} = ?" for column in given)
    return (f"WHERE {where}" if where else ""), list(given.values())
