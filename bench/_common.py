"""Helpers shared by the benchmark scripts: corpus location, timing, tables."""

from __future__ import annotations

import os
import statistics
import time
from pathlib import Path
from typing import Any, Callable


def corpora_dir() -> Path:
    """../shared/corpora next to the repository, or $UNDERSTORY_CORPORA."""
    override = os.environ.get("UNDERSTORY_CORPORA")
    path = Path(override) if override else Path(__file__).resolve().parents[2] / "shared" / "corpora"
    if not path.is_dir():
        raise SystemExit(f"corpora not found at {path} (set UNDERSTORY_CORPORA)")
    return path


def timed(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[float, Any]:
    """Wall-clock seconds of one call, and its result."""
    start = time.perf_counter()
    result = fn(*args, **kwargs)
    return time.perf_counter() - start, result


def median(values: list[float]) -> float:
    return statistics.median(values)


def print_table(title: str, headers: list[str], rows: list[list[Any]]) -> None:
    """A plain fixed-width table; the first column left-aligned, the rest right-aligned."""
    cells = [headers] + [[_cell(v) for v in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    print(f"\n{title}")
    for n, row in enumerate(cells):
        print("  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths))))
        if n == 0:
            print("  ".join("-" * w for w in widths))


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3f}" if abs(value) < 100 else f"{value:,.1f}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)
