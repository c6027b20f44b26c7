"""A fault storm (issue 40): analyze, compose-wiki and ask through the command line against
a local OpenAI-compatible server that fails on purpose (tests/support/fault_model.py).

Each request is a fault with probability `--rates` (0.4 and 1.0), the transport modes taken
in turn: a plain reply trickled past the deadline, a stream that stalls, a reply cut short,
a connection reset, 500, 429 with Retry-After, a body that is not JSON, an error object in a
200. The good replies are the tests' fake companion for ask and a plain text reply (a weak
model, filled from the text) for analyze and compose. Every run starts from a fresh copy of
the sample book (ingested; analyzed extractive for compose). Counted:

- tracebacks in stderr (goal 0) and exit codes other than 0 or 1 (goal 0); a 1 must be one
  `error:` line;
- the ledger against what the server served (goal: equal): one row per request it saw,
  and the good replies' tokens exactly as sent; and the output tokens counted on rows cut
  short (abandoned: a trickle, a stall, a cut body), which before issue 40 were always 0.

    python bench/fault_storm.py [--rates 0.4 1.0] [--runs 3] [--timeout 1] [--retries 3]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT / "tests"))

from _common import print_table  # noqa: E402
from support.fault_model import TRANSPORT, FaultModel  # noqa: E402
from support.serve_fake_model import FakeCompanionModel  # noqa: E402

from understory_cli.analyze.extractive import analyze_extractive  # noqa: E402
from understory_cli.ingest import ingest  # noqa: E402
from understory_cli.store import ledger, open_store  # noqa: E402

SAMPLE = ROOT / "samples" / "lantern-keeper"
STAGES = {"analyze": ("raw", ["analyze", "--mode", "fast"]), "compose": ("analyzed", ["compose-wiki"]),
          "ask": ("raw", ["ask", "Who keeps the lamp at Gull Rock?", "--at", "1.4", "--json"])}


def books(folder: Path) -> None:
    for name in ("raw", "analyzed"):
        store = open_store(folder / f"{name}.duckdb")
        ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
        if name == "analyzed":
            analyze_extractive(store)
        store.close()


def storm(folder: Path, stage: str, rate: float, runs: int, timeout: float, retries: int) -> list:
    book, args = STAGES[stage]
    inner = FakeCompanionModel().handle if stage == "ask" else None
    codes: Counter = Counter()
    tracebacks = unclean = rows = cut_output = 0
    ledger_ok: list[tuple[int, int]] = []
    with FaultModel(TRANSPORT, rate=rate, seed=int(rate * 100), inner=inner, retry_after="1") as model:
        config = folder / "understory.yaml"
        config.write_text(model.config(timeout_s=timeout, retries=retries), encoding="utf-8")
        for n in range(runs):
            db = shutil.copy(folder / f"{book}.duckdb", folder / f"{stage}-{n}.duckdb")
            done = subprocess.run([sys.executable, "-m", "understory_cli", "--config", str(config), *args, "--db", db],
                                  cwd=folder, capture_output=True, text=True, timeout=900,
                                  env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(folder),
                                       "LANG": "C.UTF-8", "PYTHONPATH": str(ROOT)})
            codes[done.returncode] += 1
            tracebacks += done.stderr.count("Traceback")
            errors = [line for line in done.stderr.splitlines() if line.startswith("error:")]
            unclean += done.returncode not in (0, 1) or (done.returncode == 1 and len(errors) != 1)
            store = open_store(Path(db))
            calls = ledger.calls(store)
            store.close()
            rows += len(calls)
            cut_output += sum(c.output_tokens for c in calls if c.status == "abandoned")
            ledger_ok += [(c.input_tokens, c.output_tokens) for c in calls if c.status == "ok"]
        served = list(model.served)
    served_ok = [(s.usage["prompt_tokens"], s.usage["completion_tokens"]) for s in served if s.mode == "ok" and s.usage]
    faults = sum(1 for s in served if s.mode != "ok")
    equal = rows == len(served) and sorted(ledger_ok) == sorted(served_ok)
    return [f"{stage} @ {rate:g}", runs, " ".join(f"{k}:{v}" for k, v in sorted(codes.items())), tracebacks, unclean,
            len(served), faults, rows, f"{len(ledger_ok)}/{len(served_ok)}", "equal" if equal else "DIFFERENT",
            cut_output]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rates", type=float, nargs="+", default=[0.4, 1.0])
    parser.add_argument("--runs", type=int, default=3, help="CLI runs per stage and rate")
    parser.add_argument("--timeout", type=float, default=1.0, help="timeout_s of the config")
    parser.add_argument("--retries", type=int, default=3)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="fault-storm-") as tmp:
        folder = Path(tmp)
        books(folder)
        table = [storm(folder, stage, rate, options.runs, options.timeout, options.retries)
                 for rate in options.rates for stage in STAGES]
    print_table(f"fault storm: {', '.join(TRANSPORT)}; timeout_s {options.timeout:g}, retries {options.retries}",
                ["stage @ rate", "runs", "exit codes", "tracebacks", "unclean", "requests", "faults",
                 "ledger rows", "ok rows/served", "ledger", "cut output"], table)


if __name__ == "__main__":
    main()
