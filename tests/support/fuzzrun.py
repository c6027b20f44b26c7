"""The fuzz runner: every case of tests/support/fuzzkit.py ingested in one process, in order.

    python tests/support/fuzzrun.py FOLDER [SEED]   # JSON lines, one record per case
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: conftest and support
from support.fuzzkit import fuzz_cases  # noqa: E402


def run_cases(folder: Path, seed: int = 14, *, time_limit: int = 300, memory_limit_mb: int = 1024,
              keep_per_type: int = 1):
    """Ingest every case of `seed` into a store that already holds a good book; yield one
    record per case: outcome (ok | error | traceback | timeout: a hang guard of `time_limit`
    seconds, far above any case on a loaded machine; speed is measured in bench/), seconds, the process's
    peak memory so far, and for errors the exit code, the message and whether every table
    of the store is as it was. The first `keep_per_type` failing files of each error type
    stay in `folder` (record["kept"]).

    Each case runs inside an outer transaction that is rolled back afterwards, so the next
    case starts from the same store; a failed ingest is compared before that rollback."""
    import resource
    import signal
    import traceback

    from conftest import SAMPLE, table_contents

    from understory_cli.errors import UnderstoryError
    from understory_cli.ingest import ingest
    from understory_cli.store import open_store

    # A hard ceiling far above the limit we assert, so a runaway case cannot take the machine down.
    resource.setrlimit(resource.RLIMIT_AS, (4 * memory_limit_mb << 20, 4 * memory_limit_mb << 20))
    store = open_store(folder / "fuzz.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    before = table_contents(store)

    def alarm(signum, frame):
        raise TimeoutError(f"over {time_limit} s")

    signal.signal(signal.SIGALRM, alarm)
    kept: dict[str, int] = {}
    for name, data in fuzz_cases(seed):
        path = folder / f"{name}.epub"
        path.write_bytes(data)
        record = {"case": name, "path": str(path)}
        store.all("BEGIN TRANSACTION")
        store._in_tx = True  # ingest's own transaction nests in ours
        signal.alarm(time_limit)
        try:
            ingest(store, [path], work="fuzz")
            record["outcome"] = "ok"
        except UnderstoryError as exc:
            signal.alarm(0)
            record.update(outcome="error", type=type(exc).__name__, exit_code=exc.exit_code, message=str(exc),
                          store_unchanged=table_contents(store) == before)
        except TimeoutError as exc:
            record.update(outcome="timeout", message=str(exc))
        except BaseException as exc:  # noqa: BLE001 - a traceback is what we are looking for
            record.update(outcome="traceback", type=type(exc).__name__, message=traceback.format_exc()[-2000:])
        finally:
            signal.alarm(0)
            store._in_tx = False
            store.all("ROLLBACK")
        record["peak_mb"] = _peak_mb(resource)
        if record["outcome"] == "error" and kept.get(record["type"], 0) < keep_per_type:
            kept[record["type"]] = kept.get(record["type"], 0) + 1  # for a check through the command line
            record["kept"] = True
        else:
            path.unlink()
        yield record


def _peak_mb(resource) -> int:
    """This process's peak resident memory. Linux's VmHWM is this program's own; ru_maxrss also keeps the high-water
    mark of the process it was forked from (a pytest worker of 1 GB made every case "1081 MB")."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) // 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


if __name__ == "__main__":
    for rec in run_cases(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 14):
        print(json.dumps(rec, ensure_ascii=False), flush=True)
