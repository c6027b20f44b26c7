"""The command line: parse, open the store, call one stage, show progress and the result.

`app` is the typer application; the commands live by job in book.py, stages.py,
companion.py and settings.py (imported by the package, which registers them). `main` turns
errors into messages and exit codes.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.markup import escape

from .. import __version__
from ..errors import UnderstoryError
from .shared import began, err, given, out, process_age


class _Group(typer.core.TyperGroup):
    """`--config FILE` is taken wherever it stands, before or after the command."""

    def parse_args(self, ctx, args):
        return super().parse_args(ctx, _config_first(list(args)))


def _config_first(args: list[str]) -> list[str]:
    front, rest, i = [], [], 0
    while i < len(args):
        if args[i] == "--":
            rest += args[i:]
            break
        if args[i] == "--config" and i + 1 < len(args):
            front += args[i:i + 2]
            i += 2
            continue
        (front if args[i].startswith("--config=") else rest).append(args[i])
        i += 1
    return front + rest


app = typer.Typer(
    cls=_Group,
    help="understory: read a long novel with a spoiler-aware knowledge base.\n\n"
         "Start with `understory ingest book.epub`, then `understory search \"query\"`.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode=None,  # plain help: [2.3.4] is text, not markup; paragraphs rewrapped; no type labels on flags
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        out.print(f"understory {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    config: Annotated[Optional[Path], typer.Option("--config", help="Settings file (default ./understory.yaml, env UNDERSTORY_CONFIG).")] = None,
    db: Annotated[Optional[Path], typer.Option("--db", help="DuckDB file (env UNDERSTORY_DB); also taken after the command.", show_default=False)] = None,
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version.")] = False,
) -> None:
    given.update(path=config, db=db)


def _interrupted_before(exc: BaseException) -> bool:
    """Whether a Ctrl-C (KeyboardInterrupt, or DuckDB's own InterruptException) led to `exc`."""
    seen = set()
    link: BaseException | None = exc
    while link is not None and id(link) not in seen:
        seen.add(id(link))
        if isinstance(link, KeyboardInterrupt) or type(link).__name__ == "InterruptException":
            return True
        link = link.__cause__ or link.__context__
    return False


def main() -> None:
    """Exit codes (README): 0 done, 1 a stage failed, 2 usage or bad input, 3 not found, 130 interrupted."""
    began[:] = [time.monotonic() - process_age()]
    try:
        _run()
    finally:
        began.clear()  # a later command in this process (a test's) has its own start


def _run() -> None:
    try:
        code = app(standalone_mode=False)
        # typer turns Ctrl-C into an exit code of 130, returned (not raised) outside standalone mode
        if code == 130 and isinstance(code, int) and not isinstance(code, bool):
            _interrupted()
    except UnderstoryError as exc:
        err.print(f"[red]error:[/red] {escape(str(exc))}", highlight=False, soft_wrap=True)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        _interrupted()
    except typer.Exit as exc:
        sys.exit(exc.exit_code)
    except _duckdb_error() as exc:  # a store damaged where opening it could not tell
        if _interrupted_before(exc):  # Ctrl-C inside a query: DuckDB reports the aborted transaction
            _interrupted()
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        err.print(f"[red]error:[/red] the store cannot be read ({escape(first)})", highlight=False, soft_wrap=True)
        sys.exit(2)
    except OSError as exc:  # a folder that cannot be written, a disk that is full
        where = f"{exc.filename}: " if getattr(exc, "filename", None) else ""
        err.print(f"[red]error:[/red] {escape(where + (exc.strerror or str(exc)))}", highlight=False, soft_wrap=True)
        sys.exit(1)
    except Exception as exc:  # usage errors and aborts: click's, or the copy of click newer typer ships
        show, exit_code = getattr(exc, "show", None), getattr(exc, "exit_code", None)
        if callable(show) and isinstance(exit_code, int):
            show()
            sys.exit(exit_code)
        if type(exc).__name__ == "Abort":
            # click turns Ctrl-C into Abort: a script must tell it from success and from failure
            if isinstance(exc.__cause__ or exc.__context__, KeyboardInterrupt):
                _interrupted()
            sys.exit(1)
        raise


def _duckdb_error() -> type[BaseException]:
    duckdb = sys.modules.get("duckdb")  # loaded by any command that opened a store; --help never does
    return duckdb.Error if duckdb is not None else _NeverRaised


class _NeverRaised(Exception):
    pass


def _interrupted() -> None:
    err.print("interrupted; nothing half-written was kept", highlight=False)
    sys.exit(130)

