"""The returning reader's command: recap (the story so far at a position)."""

from __future__ import annotations

import json
from typing import Annotated, Optional

import typer
from rich.markup import escape

from .app import app
from .shared import DbOption, WorkOption, opened, out, position_arg


@app.command("recap")
def recap_command(
    at: Annotated[Optional[str], typer.Option("--at", help="The last chapter you finished, e.g. 3.12 (default: your saved progress).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """The story so far: the volumes you finished, then the chapters read of this one.

    Made from the stored summaries (run analyze first): the recaps the model wrote at analyze
    where it wrote them, else the summaries condensed; nothing past your position is in it.

    Example: understory recap --at 3.12
    """
    from ..reading import reader_horizon
    from ..recap import recap_parts, story_so_far
    from ..store import books

    at = position_arg(at, "--at")
    with opened(db, read_only=True) as store:
        target = books.resolve_work(store, work)
        horizon = reader_horizon(store, target.work_id, at, "auto")
        parts = story_so_far(recap_parts(store, target.work_id), horizon.position or 0)
        volumes = {v.volume_no: v for v in books.volume_infos(store, target.work_id)}
    titles = {c.locator: c.title for v in volumes.values() for c in v.chapters}
    if as_json:
        print(json.dumps({"at": horizon.position_locator, "parts": [
            {"kind": p.kind, "volume": p.volume_no, "chapter": p.locator, "text": p.text,
             "by_model": p.by_model} for p in parts]},
            ensure_ascii=False, indent=1))
        return
    out.print(f"[bold]The story so far[/bold], at {horizon.position_locator}", highlight=False)
    if not parts:
        out.print("Nothing to recap yet: no summaries up to here (run `understory analyze`).", highlight=False)
    volume = None
    for p in parts:
        if p.kind == "volume":
            out.print(f"\n[bold]Volume {p.volume_no}: {escape(volumes[p.volume_no].title)}[/bold]", highlight=False)
        else:
            if p.volume_no != volume:
                out.print(f"\n[bold]Volume {p.volume_no}: {escape(volumes[p.volume_no].title)}[/bold], so far",
                          highlight=False)
            heading = f"up to the end of {p.locator}" if p.kind == "so_far" else \
                f"{p.locator} {escape(titles.get(p.locator or '', ''))}"
            out.print(f"[dim]{heading}[/dim]", highlight=False)
        volume = p.volume_no
        out.print(escape(p.text), highlight=False)
