"""The ledger of model calls and runs (store/ledger.py): written outside the caller's transaction,
safe from many threads, and summed by work, run and stage (the client that fills it: tests/llm/)."""

from __future__ import annotations

import threading

import pytest

from understory_cli.store import ledger, open_store


@pytest.fixture
def store(tmp_path):
    store = open_store(tmp_path / "ledger.duckdb")
    yield store
    store.close()


def test_ledger_commits_outside_the_callers_transaction(store):
    with pytest.raises(RuntimeError):
        with store.transaction():
            run_id = ledger.start_run(store, 1, "analyze", "fast")
            ledger.record_call(store, ledger.CallRecord(stage="analyze", kind="chat", model="m", status="ok",
                                                        run_id=run_id, input_tokens=10))
            raise RuntimeError("the stage failed")
    assert [r.stage for r in ledger.runs(store)] == ["analyze"]
    assert [r.input_tokens for r in ledger.calls(store)] == [10]


def test_ledger_is_safe_from_many_threads(store):
    def write(n: int) -> None:
        for i in range(20):
            ledger.record_call(store, ledger.CallRecord(stage="s", kind="chat", model="m", status="ok",
                                                        unit=f"{n}-{i}", output_tokens=1))

    threads = [threading.Thread(target=write, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    ids = [r[0] for r in store.all("SELECT call_id FROM llm_calls")]
    assert len(ids) == len(set(ids)) == 120


def test_usage_totals_and_runs(store):
    run = ledger.start_run(store, 7, "analyze", "quality")
    other = ledger.start_run(store, 8, "analyze", "fast")
    for status, tokens in (("ok", (100, 40, 10)), ("retry", (0, 0, 0)), ("estimated", (50, 0, 5))):
        ledger.record_call(store, ledger.CallRecord(stage="analyze", kind="chat", model="m", status=status, run_id=run,
                                                    work_id=7, input_tokens=tokens[0], cached_tokens=tokens[1],
                                                    output_tokens=tokens[2], latency_ms=10))
    ledger.record_call(store, ledger.CallRecord(stage="analyze", kind="chat", model="m", status="ok", run_id=other,
                                                work_id=8, input_tokens=1000))
    ledger.finish_run(store, run, "done", note="3 volumes")
    [total] = ledger.usage_totals(store, work_id=7)
    assert (total.calls, total.failed_calls, total.estimated_calls) == (3, 1, 1)
    assert (total.input_tokens, total.cached_tokens, total.output_tokens, total.latency_ms) == (150, 40, 15, 30)
    assert ledger.usage_totals(store, run_id=other)[0].input_tokens == 1000
    assert sum(t.input_tokens for t in ledger.usage_totals(store, stage="analyze")) == 1150
    finished = ledger.runs(store, work_id=7)
    assert [(r.status, r.note, r.mode) for r in finished] == [("done", "3 volumes", "quality")]
    assert finished[0].finished_at is not None
    assert ledger.runs(store, work_id=8)[0].status == "running"
