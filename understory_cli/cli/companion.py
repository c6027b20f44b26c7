"""The companion's commands: ask, serve, progress."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Annotated, Literal, Optional

import typer
from rich.markup import escape

from ..errors import UnderstoryError
from .app import app
from .shared import (DbOption, WorkOption, began, drawn, err, model_client, opened, out, position_arg, progress_bar,
                     read_config, shown, store_path)


SPOILER_CHOICES = ("full", "minimize", "cancel")


def _spoiler_prompt(fixed: Optional[str], *, interactive: bool = True):
    """The reader's choice when the agent wants chapters beyond the position: None when no
    reader is there to choose (no terminal to ask at, or JSON for a program: `interactive`
    False), and ask gives the passages up to the position instead of nothing."""

    def choose(request) -> Optional[str]:
        where = request.position or "your position"
        err.print(f"[bold yellow]Spoiler check:[/bold yellow] {escape(request.reason)}", highlight=False, soft_wrap=True)
        err.print(f"  A full answer needs chapters after {where}.", highlight=False)
        if fixed:
            err.print(f"  --on-spoiler {fixed}", highlight=False)
            return fixed
        if not (interactive and sys.stdin.isatty()):
            err.print(f"  not interactive and no --on-spoiler given: the passages up to {where} instead",
                      highlight=False)
            return None
        from rich.prompt import Prompt

        return Prompt.ask("  full answer, minimize spoilers, or cancel?", choices=list(SPOILER_CHOICES),
                          default="cancel", console=err)

    return choose


def _tool_line(event) -> None:
    if event.kind == "extracts":  # the deadline passed: the passages now, the answer below if it comes
        from rich.markdown import Markdown

        out.print(Markdown(event.data.text))
        err.print(f"[dim]{event.elapsed:5.1f}s  the model is still working; its answer follows if it comes …[/dim]",
                  highlight=False)
    elif event.kind == "start":
        err.print(f"[dim]{escape(event.message)} …[/dim]", highlight=False)
    elif event.kind == "tool":
        use = event.tool
        shown = next((str(v) for v in use.arguments.values() if isinstance(v, (str, int)) and str(v)), "") or \
            next((json.dumps(v, ensure_ascii=False) for v in use.arguments.values() if v), "")
        shown = shown if len(shown) <= 50 else shown[:49] + "…"
        mark = "" if use.ok else " [red](error returned to the model)[/red]"
        err.print(f"[dim]  {event.elapsed:5.1f}s  {use.name}[/dim] {escape(shown)} [dim]{use.seconds:.2f}s[/dim]{mark}",
                  highlight=False)


def _show_answer(result, show_sources: bool) -> None:
    from rich.markdown import Markdown
    from rich.panel import Panel

    out.print(Markdown(result.text))
    if result.kind == "answer" and not result.supported:
        out.print("[bold yellow]⚠ unsupported:[/bold yellow] this answer cites no passage of the book you have "
                  "read, so nothing in it is checked against the text.", highlight=False, soft_wrap=True)
    if result.verified_claims:
        out.print("[green]Checked against the text:[/green]")
        for claim in result.verified_claims:
            out.print(f"  [green]✓[/green] {escape(claim.claim)} [dim]{escape(', '.join(claim.locators))}[/dim]",
                      highlight=False)
    if result.unverified_claims:
        out.print("[yellow]Not verified against the text:[/yellow]")
        for claim in result.unverified_claims:
            out.print(f"  [yellow]?[/yellow] {escape(claim)}", highlight=False)
    for note in result.notes:
        out.print(f"[yellow]note:[/yellow] {escape(note)}", highlight=False, soft_wrap=True)
    for change in result.settings_changes:
        out.print(f"[cyan]setting[/cyan] {escape(change.key)}: {shown(change.before)} → {shown(change.after)}",
                  highlight=False)
    if result.settings_changes:
        out.print("[dim]undo with: understory settings undo[/dim]")
    for request in result.requests:
        out.print(f"[cyan]wiki page requested[/cyan] #{request.request_id} “{escape(request.title)}” ({request.kind}); "
                  f"the next `understory compose-wiki` writes it", highlight=False, soft_wrap=True)
    if show_sources:
        for card in result.entries:
            out.print(Panel(escape(card.summary or "(nothing visible yet)"),
                            title=f"[bold]{escape(card.title)}[/bold] [dim]{escape(card.category)} · {card.slug}[/dim]",
                            title_align="left"))
        if result.kind == "answer":
            for cite in result.citations:
                out.print(Panel(escape(cite.text), title=f"[bold]{cite.locator}[/bold] [dim]{escape(cite.chapter_title)}[/dim]",
                                title_align="left", border_style="dim"))
    tokens = result.input_tokens + result.output_tokens
    if result.kind != "extracts":
        cost = "" if result.cost is None else f" · {result.cost:.4f} {result.currency}"
        err.print(f"[dim]{len(result.tools_used)} tool calls · {result.input_tokens:,} in ({result.cached_tokens:,} cached) / "
                  f"{result.output_tokens:,} out tokens{cost} · {result.seconds:.1f}s[/dim]" if tokens else
                  f"[dim]{len(result.tools_used)} tool calls · {result.seconds:.1f}s[/dim]", highlight=False)


@app.command("ask")
def ask_command(
    question: Annotated[Optional[str], typer.Argument(help="Your question; leave it out to start a conversation.", show_default=False)] = None,
    at: Annotated[Optional[str], typer.Option("--at", help="The last chapter you finished, e.g. 2.22 (default: your saved progress).")] = None,
    spoilers: Annotated[Optional[Literal["off", "auto", "strict"]], typer.Option("--spoilers", help="Default: your reading settings.")] = None,
    on_spoiler: Annotated[Optional[Literal["full", "minimize", "cancel"]], typer.Option("--on-spoiler", help="When an answer needs later chapters (default: ask; when not interactive, the passages up to your position).")] = None,
    show_sources: Annotated[bool, typer.Option("--show-sources", help="Show the wiki entries read and the cited passages.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
    resume: Annotated[bool, typer.Option("--continue", help="Continue the last conversation.")] = False,
    deadline: Annotated[Optional[float], typer.Option("--deadline", min=1, help="Seconds before the best passages are shown when the model has not answered (default 30).")] = None,
    wait: Annotated[Optional[float], typer.Option("--wait", min=1, help="Seconds the model may take in all; its answer replaces the passages if it comes by then (default 180; with --json, the deadline: JSON is printed once).")] = None,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Ask about the book: a cited answer that never reaches past where you are.

    Answers cite passages as [volume.chapter.paragraph]. Nothing beyond your position
    is used unless you agree when asked. With no model configured, you get the best
    matching passages instead (extracts, not an answer). With no question, it opens a
    conversation (empty line or Ctrl-D ends it); --continue resumes the last one.

    Example: understory ask "who is Tip?" --at 2.20
    """
    if spoilers not in (None, "off", "auto", "strict"):
        raise typer.BadParameter("choose off, auto or strict", param_hint="--spoilers")
    if on_spoiler not in (None, *SPOILER_CHOICES):
        raise typer.BadParameter("choose full, minimize or cancel", param_hint="--on-spoiler")
    at = position_arg(at, "--at")
    config = read_config()
    with opened(db) as store:  # closed even while a model's answer is still awaited in the background
        _ask(store, config, question, work=work, at=at, spoilers=spoilers, on_spoiler=on_spoiler, resume=resume,
             show_sources=show_sources, as_json=as_json, deadline=deadline, wait=wait)


def _ask(store, config, question, *, work, at, spoilers, on_spoiler, resume, show_sources, as_json, deadline,
         wait) -> None:
    from ..ask import ask as run_ask
    from ..ask.budget import DEADLINE_S
    from ..errors import UnderstoryError as _Error
    from ..reading import reader_horizon
    from ..store import books

    client = model_client(config, store)
    work_id = books.resolve_work(store, work).work_id
    quiet = as_json and not err.is_terminal
    if as_json and wait is None:  # one reply, printed once: by the deadline, unless the caller chose to wait
        wait = deadline if deadline is not None else DEADLINE_S

    def one(text: str, conversation_id: Optional[int], continue_last: bool, asked_at: Optional[float] = None):
        horizon = reader_horizon(store, work_id, at, spoilers)  # per question: the agent may save a new position
        result = run_ask(store, text, config=config, client=client, work=work, horizon=horizon,
                         on_spoiler=_spoiler_prompt(on_spoiler, interactive=not as_json), conversation_id=conversation_id,
                         continue_last=continue_last, progress=None if quiet else _tool_line,
                         deadline_s=deadline, limit_s=wait, begun=asked_at)
        if not as_json and result.kind == "answer" and result.interim_s is not None:
            out.print("[bold]The model's answer[/bold] (instead of the passages above):", highlight=False)
        if as_json:
            print(json.dumps(result.as_json(), ensure_ascii=False, indent=1), flush=True)  # now, not at exit
        else:
            _show_answer(result, show_sources)
        return result

    if question is not None:
        if not question.strip():
            raise typer.BadParameter("ask a question, or leave it out for a conversation", param_hint="QUESTION")
        one(question, None, resume, began[0] if began else None)  # the reader has waited since the command began
        return
    conversation_id: Optional[int] = None
    err.print("[dim]Ask away; an empty line or Ctrl-D ends the conversation.[/dim]")
    first = True
    while True:
        try:
            text = input("? ") if sys.stdin.isatty() else sys.stdin.readline()
        except EOFError:
            break
        if not text or not text.strip() or text.strip().lower() in ("exit", "quit"):
            break
        try:
            result = one(text.strip(), conversation_id, resume and first)
        except _Error as exc:
            err.print(f"[red]error:[/red] {escape(str(exc))}", highlight=False, soft_wrap=True)
            continue
        conversation_id, first = result.conversation_id, False
        out.print()


@app.command("serve")
def serve_command(
    host: Annotated[str, typer.Option("--listen", "--host", help="Address to listen on (0.0.0.0: every address, for an e-reader's progress sync); anything but 127.0.0.1 exposes the companion to the network.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port (0: any free one; a busy default falls back to a free one).")] = 8765,
    out_dir: Annotated[Path, typer.Option("--out", "-o", help="The site's folder (built or refreshed first when the store is newer).")] = Path("site"),
    no_open: Annotated[bool, typer.Option("--no-open", help="Do not open the browser.")] = False,
    deadline: Annotated[Optional[float], typer.Option("--deadline", min=1, help="Seconds before a question shows the best passages when the model has not answered (default 30).")] = None,
    wait: Annotated[Optional[float], typer.Option("--wait", min=1, help="Seconds the model may take for a question in all; its answer replaces the passages if it comes by then (default 180).")] = None,
    fixed_token: Annotated[Optional[str], typer.Option("--token", envvar="UNDERSTORY_SERVE_TOKEN", show_default=False, help="Use this token (16 or more letters, digits, - or _) instead of a new random one each run, so an e-reader's progress sync stays logged in.")] = None,
    follow_back: Annotated[bool, typer.Option("--follow-back", help="A position KOReader pushes may move your progress back (by default only forward).")] = False,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Serve the site with the reading companion: chat, full-text search, ask about a passage.

    Listens on 127.0.0.1 only, and every request needs the random token in the printed
    address (then a cookie). Questions use the configured model (or extracts without
    one) and never look past the progress the page sends. analyze and compose-wiki can
    run meanwhile: the site is built again when they finish. A store with several works
    (and no --work) is served as a library: the shelf, each work beneath it. Ctrl-C stops it.
    KOReader's progress sync can use it as its server: any user name, the token as
    the password (see the README).

    Example: understory serve --out my-site
    """
    import webbrowser

    from ..serve import create_app, ensure_site, load_book, new_token, own_hosts
    from ..serve.server import EVERY_ADDRESS, LOOPBACK, address, bind, network_address, run as run_server
    from ..serve.library import create_library_app, ensure_library
    from ..serve.snapshot import Snapshot
    from ..static_site.shelf import is_library

    config = read_config()
    with opened(db):  # created or upgraded here; then serve works on its own copy
        pass
    snapshot = Snapshot(store_path(db))
    store = snapshot.store
    library = work is None and is_library(store)
    with progress_bar() as bar:
        task = bar.add_task("building the site", total=None)
        if library:
            ensure_library(store, out_dir, language=config.language, changed_at=snapshot.taken_at,
                           progress=drawn(bar, task))
        else:
            ensure_site(store, out_dir, work=work, language=config.language, changed_at=snapshot.taken_at,
                        progress=drawn(bar, task))
    book = None if library else load_book(store, work, config)
    try:
        sock = bind(host, port)
    except OSError as exc:
        if port != 8765:
            raise UnderstoryError(f"cannot listen on {host}:{port}: {exc.strerror}") from exc
        sock = bind(host, 0)
    actual = sock.getsockname()[1]
    if fixed_token is not None and not re.fullmatch(r"[A-Za-z0-9_-]{16,}", fixed_token):
        raise typer.BadParameter("a token is 16 or more letters, digits, '-' or '_'", param_hint="--token")
    token = fixed_token or new_token()
    if host not in LOOPBACK:
        err.print(f"[bold yellow]warning:[/bold yellow] listening on {escape(host)}, not 127.0.0.1: anyone who can "
                  "reach this address and has the token can read the book and ask with your model", highlight=False)
    if book is None:
        app_ = create_library_app(snapshot, out_dir, config, token=token, hosts=own_hosts(host, actual),
                                  make_client=model_client, deadline_s=deadline, limit_s=wait, follow_back=follow_back)
    else:
        app_ = create_app(snapshot, book, out_dir, config, token=token, hosts=own_hosts(host, actual),
                          make_client=model_client, deadline_s=deadline, limit_s=wait, follow_back=follow_back)
    # This machine's browser opens the loopback address; other devices type the network one.
    here = {"0.0.0.0": "127.0.0.1", "::": "::1"}.get(host, host)
    url = f"{address(here, actual)}/?token={token}"
    reached = address(network_address(host), actual)
    served = f"a library of {len(app_.state.works)} works" if book is None else escape(book.title)
    err.print(f"{served}: the companion " + ("uses " + escape(config.model_for('main').model)
              if not config.extractive else "has no model (extracts)"), highlight=False)
    if host in EVERY_ADDRESS:
        err.print(f"other devices: {reached}/?token={token}", highlight=False, soft_wrap=True)
    err.print(f"KOReader progress sync: server {reached}, any username, password {token}",
              highlight=False, soft_wrap=True)
    print(url, flush=True)
    if not no_open:
        webbrowser.open(url)
    run_server(app_, sock)


@app.command("progress")
def progress_command(
    position: Annotated[Optional[str], typer.Argument(help="The last chapter you finished, e.g. 2.22; leave out to show it.", show_default=False)] = None,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Save how far you have read; `ask` answers within it unless told otherwise.

    Example: understory progress 2.22
    """
    from ..ask import save_position, saved_position
    from ..store import books

    position = position_arg(position, "")
    with opened(db) as store:
        target = books.resolve_work(store, work)
        if position is None:
            saved = saved_position(store, target.work_id)
            out.print(f"Reading position: {saved}" if saved else "No reading position saved yet (understory progress 2.22).")
            return
        changes = save_position(store, target.work_id, position, source="cli")
        now = saved_position(store, target.work_id)
        title = next((c.title for c in books.table_of_contents(store, target.work_id) if c.locator == now), "")
        was = f" (was {changes[0].before})" if changes and changes[0].before else ""
        out.print(f"Reading position: {now} {escape(title)}{was}", highlight=False)
