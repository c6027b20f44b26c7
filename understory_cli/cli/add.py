"""`understory add`: books filed into the library, each into its work or as a new one."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from .app import app
from .book import _show_ingest
from .shared import DbOption, drawn, opened, out, progress_bar


@app.command()
def add(
    paths: Annotated[list[Path], typer.Argument(metavar="FILES", help="Books: EPUB files or folders, .txt or .md novels, folders of chapter files.", show_default=False)],
    work: Annotated[str | None, typer.Option("--work", "-w", help="Put every file given into this work (a new one when the store has none by that name).")] = None,
    db: DbOption = None,
    allow_empty: Annotated[bool, typer.Option("--allow-empty", help="Add a volume with no story text (pictures only) instead of refusing it.")] = False,
    allow_loss: Annotated[bool, typer.Option("--allow-loss", help="Replace a volume even when the new file loses much of its text.")] = False,
    strict: Annotated[bool, typer.Option("--strict", help="Refuse any replacement that loses text worth a warning.")] = False,
) -> None:
    """Add books to the library: each joins the work it belongs to, or starts a new one.

    A book joins a work when its series metadata names the work, else when its title is the
    work's (or the work's with a volume number), else when it has the work's author and a
    word of its title; a book that could join two works is refused until --work says which.
    Each file's work is printed with the reason. Only the text is read: run
    `understory run` or `analyze` and `build-site` next, when you choose to spend the time.

    Example: understory add oz/*.epub botchan.epub xiyouji.txt
    """
    from ..ingest.library import add_books

    with opened(db) as store:
        with progress_bar() as bar:
            task = bar.add_task("reading", total=None)
            result = add_books(store, list(paths), work=work, allow_empty=allow_empty, allow_loss=allow_loss,
                               strict=strict, progress=drawn(bar, task))
        for filing in result.filings:
            where = "new work" if filing.new_work else "joins"
            out.print(f"{escape(Path(filing.path).name)}: {where} {escape(filing.work_slug)} "
                      f"({escape(filing.work_title)}): {escape(filing.reason)}", highlight=False, soft_wrap=True)
        for ingested in result.works:
            _show_ingest(ingested)
