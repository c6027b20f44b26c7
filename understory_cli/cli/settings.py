"""Settings, models and wiki requests: the commands with subcommands."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from .app import app
from .shared import DbOption, WorkOption, opened, out, read_config, shown


settings_app = typer.Typer(help="Reading settings the site starts from, which `ask` can change by conversation.",
                           no_args_is_help=True)
app.add_typer(settings_app, name="settings")


@settings_app.command("show")
def settings_show(
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Show the reading settings, your position and the latest changes.

    Example: understory settings show
    """
    from ..ask import saved_position
    from ..reading import ReadingSettings, reading_settings
    from ..store import books
    from ..store.settings import settings_history, stored_settings

    with opened(db) as store:
        target = books.resolve_work(store, work)
        current, stored = reading_settings(store, target.work_id), stored_settings(store, target.work_id)
        table = Table("setting", "value", "", title=f"Reading settings: {escape(target.title)}")
        for name, field in ReadingSettings.model_fields.items():
            table.add_row(name, escape(json.dumps(getattr(current, name))), "" if name in stored else "[dim]default[/dim]")
        table.add_row("position", escape(saved_position(store, target.work_id) or "-"), "[dim]understory progress[/dim]")
        out.print(table)
        history = settings_history(store, target.work_id, limit=5)
        for change, undone in history:
            state = " [dim](undone)[/dim]" if undone else ""
            out.print(f"  #{change.change_id} {escape(change.key)}: {shown(change.before)} → {shown(change.after)} "
                      f"[dim]by {escape(change.source)}[/dim]{state}", highlight=False)


@settings_app.command("undo")
def settings_undo(
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Undo the latest change of the reading settings (by you or by `ask`).

    Example: understory settings undo
    """
    from ..reading import undo_reading_settings
    from ..store import books

    with opened(db) as store:
        undone = undo_reading_settings(store, books.resolve_work(store, work).work_id)
        if not undone:
            out.print("Nothing to undo.")
        for change in undone:
            out.print(f"undone: {escape(change.key)}: {shown(change.before)} → {shown(change.after)}", highlight=False)


@settings_app.command("set")
def settings_set(
    key: Annotated[str, typer.Argument(help="A setting (see `understory settings show`), or position.", show_default=False)],
    value: Annotated[str, typer.Argument(help="Its new value, e.g. 20, dark, true.", show_default=False)],
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Change one reading setting; it can be undone.

    Example: understory settings set font_size 20
    """
    from ..ask import save_position
    from ..reading import POSITION_KEY
    from ..reading import update_reading_settings
    from ..store import books

    with opened(db) as store:
        work_id = books.resolve_work(store, work).work_id
        try:
            parsed = json.loads(value)
        except json.JSONDecodeError:
            parsed = value
        if key == POSITION_KEY:
            changes = save_position(store, work_id, value, source="cli")
        else:
            changes = update_reading_settings(store, work_id, {key: parsed}, source="cli")
        if not changes:
            out.print(f"{escape(key)} is already {shown(parsed)}.", highlight=False)
        for change in changes:
            out.print(f"{escape(change.key)}: {shown(change.before)} → {shown(change.after)}", highlight=False)


models_app = typer.Typer(help="The configured model server: what it can do.", no_args_is_help=True)
app.add_typer(models_app, name="models")


@models_app.command("check")
def models_check(
    limit: Annotated[float, typer.Option("--limit", min=5, metavar="SECONDS", help="Time for the whole check; a server slower than that is reported slow.")] = 60.0,
    db: DbOption = None,
) -> None:
    """Ask the configured server what it supports and remember it for the stages.

    Measures how fast the server reads a prompt and writes a reply (a few hundred
    tokens), tries a tool call the model may choose, a forced one, json_schema and
    json_object replies, and reads the context length the server reports. Stages then
    send tools natively where the model calls them, else as JSON actions in constrained
    replies, and size each call's deadline (and ask's first prompt) to the speed.

    Example: understory models check
    """
    from ..llm import ChatClient
    from ..llm.capabilities import narrow_only, probe

    config = read_config()
    model = config.model_for("main")
    with opened(db) as store:
        out.print(f"Probing {escape(model.model)} at {escape(model.base_url)} …", highlight=False)
        labels = {True: "[green]yes[/green]", False: "[red]no[/red]", None: "unknown"}
        table = Table("check", "result")
        # the limit is the command's: what starting up took on a loaded machine (10 s and more) is spent,
        # and storing the result, closing the store and exiting take seconds more
        found = probe(ChatClient(config, store), store, limit_s=max(limit - _process_age() - CLOSING_S, 5))
        for name in ("auto_tools", "forced_tools", "json_schema", "json_object"):
            table.add_row(name.replace("_", " "), labels[getattr(found, name)])
        table.add_row("context tokens", f"{found.context_tokens:,}" if found.context_tokens else "not reported")
        speed = found.speed
        table.add_row("speed", f"{speed['prompt_tps']:,.0f} prompt / {speed['output_tps']:,.1f} reply tokens per second"
                      if speed else "[red]not measured[/red]")
        out.print(table)
        for name, why in (found.notes or {}).items():
            out.print(f"  {name}: {escape(why)}", highlight=False, soft_wrap=True)
        if found.context_tokens and found.context_tokens < model.context_tokens:
            out.print(f"[yellow]models.main.context_tokens is {model.context_tokens:,} but the server serves "
                      f"{found.context_tokens:,}: lower it, or prompts will be cut.[/yellow]", soft_wrap=True)
        protocol = model.protocol if model.protocol != "auto" else found.protocol
        out.print(f"Stages will send tools as: [bold]{'native tool calls' if protocol == 'tools' else 'JSON actions'}"
                  f"[/bold]" + (" (set by models.main.protocol)" if model.protocol != "auto" else ""))
        narrow = narrow_only(config, store)
        out.print("analyze and compose-wiki will ask: " + (f"the narrow tasks only (a glance per chapter; a line, a kind, "
                                                           f"a yes/no per entry): {narrow}"
                                               if narrow else "the architect and page writers, then lines"),
                  highlight=False, soft_wrap=True)
        if found.slow:
            out.print(f"[yellow]slow:[/yellow] {escape(found.slow)}; " + (
                f"so far {speed['prompt_tps']:,.1f} prompt / {speed['output_tps']:,.1f} reply tokens per second"
                if speed else "no reply came, so no speed was measured") + f"; checked in {found.seconds:.0f} s.",
                highlight=False, soft_wrap=True)
        elif speed:
            out.print(f"Each call's deadline is sized to this speed (at most timeout_s, {config.timeout_s:g} s); "
                      f"checked in {found.seconds:.0f} s.", highlight=False)


CLOSING_S = 8.0  # of `models check --limit`, for storing what was found, closing the store, exiting (5 s: 60.06 s at load 15)


def _process_age() -> float:
    """Seconds since this process started (Linux's /proc; elsewhere 0: the check then gets the whole limit)."""
    import os
    import time

    try:
        with open("/proc/self/stat") as stat:
            ticks = int(stat.read().rsplit(")", 1)[1].split()[19])  # field 22, starttime, in clock ticks since boot
        return max(time.clock_gettime(time.CLOCK_BOOTTIME) - ticks / os.sysconf("SC_CLK_TCK"), 0.0)
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0


wiki_app = typer.Typer(help="The wiki's pages requested in conversations.", no_args_is_help=True)
app.add_typer(wiki_app, name="wiki")


@wiki_app.command("requests")
def wiki_requests(
    show_all: Annotated[bool, typer.Option("--all", help="Include the requests already written.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """List the wiki pages readers asked for; the next compose-wiki writes pending ones.

    Example: understory wiki requests
    """
    from dataclasses import asdict

    from ..store import books
    from ..store.requests import PENDING, all_requests

    with opened(db, read_only=True) as store:
        rows = [(r, slug) for r, slug in all_requests(store, books.resolve_work(store, work).work_id)
                if show_all or r.status == PENDING]
        if as_json:
            print(json.dumps([{**asdict(r), "slug": slug} for r, slug in rows], ensure_ascii=False, indent=1))
            return
        if not rows:
            out.print("No pending wiki page requests." if not show_all else "No wiki page requests.")
            return
        for r, slug in rows:
            points = f" [dim]points {', '.join(map(str, r.point_ids))}[/dim]" if r.point_ids else ""
            state = r.status + (f": {slug}" if slug else "")
            out.print(f"#{r.request_id} {r.kind} [bold]{escape(r.title)}[/bold] ({state}){points}", highlight=False,
                      soft_wrap=True)
            out.print(f"   {escape(r.brief)}", highlight=False, soft_wrap=True)
