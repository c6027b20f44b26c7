"""What every command shares: the consoles, the common options, the settings, the store,
positions as typed, and progress drawn from the stages' events."""

from __future__ import annotations

import json
import os
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Iterator, Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import (BarColumn, Progress as Bar, TaskProgressColumn, TextColumn, TimeElapsedColumn,
                           TimeRemainingColumn)

if TYPE_CHECKING:
    from ..config import Config
    from ..progress import Progress
    from ..store import Store

out = Console()
err = Console(stderr=True)
# time.monotonic() when the command's process started (set by `main`; empty in-process, as
# tests call the app): `ask`'s deadline counts from it, as the reader's wait does (starting
# Python and the imports took 3 s on a loaded machine).
began: list[float] = []


def process_age() -> float:
    """Seconds since this process started (Linux's /proc; 0 where it cannot be read)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat, open("/proc/uptime", encoding="ascii") as uptime:
            ticks = int(stat.read().rsplit(")", 1)[1].split()[19])  # field 22, starttime, in clock ticks since boot
            age = float(uptime.read().split()[0]) - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0
    return age if 0 <= age < 3600 else 0.0

DbOption = Annotated[Optional[Path], typer.Option("--db", help="DuckDB file (env UNDERSTORY_DB).", show_default=False)]
WorkOption = Annotated[Optional[str], typer.Option("--work", "-w", help="Work slug; optional when the store holds one work.")]
StrictModelOption = Annotated[bool, typer.Option("--strict-model", help="Fail when the model gives nothing usable or its server stops answering, instead of filling in from the text.")]
TimeBudgetOption = Annotated[Optional[float], typer.Option("--time-budget", min=1, metavar="SECONDS", help="Model time for this run; the rest keeps its no-model content (default: 1800 for a local server).")]

given: dict[str, Any] = {"path": None, "db": None}  # --config and --db before the command (app._main)


def read_config(**overrides: Any) -> "Config":
    """Settings from flags > environment > file > defaults (flags given as dotted keys)."""
    from ..config import load_config

    return load_config(given["path"], overrides)


def store_path(db: Optional[Path]) -> Path:
    from ..store import default_db_path

    return db or given["db"] or default_db_path()


@contextmanager
def opened(db: Optional[Path], **options: Any) -> Iterator["Store"]:
    """The store, closed when the command ends (duckdb is loaded only when a command runs)."""
    from ..store import open_store

    store = open_store(store_path(db), **options)
    try:
        yield store
    finally:
        store.close()


def model_client(config: "Config", store: "Store") -> Any:
    """The client of the configured model; None with no model (the stages then take their
    extractive path: the one place the CLI tells them apart)."""
    if config.extractive:
        return None
    from ..llm.client import ChatClient

    return ChatClient(config, store)


def position_arg(value: Optional[str], option: str) -> Optional[str]:
    """A position given on the command line, checked strictly (given but empty is an error)."""
    if value is None:
        return None
    from ..position import parse_locator

    parse_locator(value, what=f"{option} position" if option else "position")
    return value.strip()


def shown(value: Any) -> str:
    return "(default)" if value is None else escape(json.dumps(value, ensure_ascii=False))


def progress_bar() -> Any:
    """A transient bar on a terminal; elsewhere (a log, a pipe) a line per finished unit."""
    if not err.is_terminal:
        return _Lines()
    # Time left as well as time spent (issue 39): estimated by rich from the units done so far.
    return Bar(TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(), TimeElapsedColumn(),
               TimeRemainingColumn(), console=err, transient=True)


def drawn(bar: Any, task: int, describe: Any = None) -> "Any":
    """The stages' one progress event (progress.Progress) drawn on `bar`; `describe(event)`
    may word the line (default: its label)."""
    def draw(event: "Progress") -> None:
        line = describe(event) if describe else (event.label or event.stage)
        left = event.detail.get("seconds_left")
        if isinstance(left, (int, float)):  # a time budget: what is left of it, beside rich's guess from the units
            from ..llm.speed import say_seconds

            line = f"{line} · {say_seconds(max(left, 0))} of the time budget left"
        bar.update(task, description=line, completed=event.done, total=event.total or None)
    return draw


class _Lines:
    """Progress when stderr is not a terminal (a log, a pipe): one line per finished unit,
    or per new step of a stage that counts none, so a long run is never silent."""

    def __enter__(self) -> "_Lines":
        self._tasks: dict[int, dict] = {}
        return self

    def __exit__(self, *exc: Any) -> None:
        return None

    def add_task(self, description: str, total: Any = None, **_: Any) -> int:
        self._tasks[len(self._tasks)] = {"description": description, "completed": None}
        return len(self._tasks) - 1

    def update(self, task: int, *, description: Any = None, completed: Any = None, total: Any = None, **_: Any) -> None:
        state = self._tasks[task]
        said = description or state["description"]
        if completed is not None:
            if state["completed"] is not None and completed > state["completed"] or state["completed"] is None and completed:
                err.print(f"{said} ({completed}/{total})" if total else said, highlight=False, soft_wrap=True)
            state["completed"] = completed
        elif description is not None and description != state["description"]:
            err.print(description, highlight=False, soft_wrap=True)
        state["description"] = said
