"""The command line: parse, open the store, call one stage, show progress and the result."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn, TimeElapsedColumn
from rich.table import Table

from . import __version__
from .errors import UnderstoryError
from .store import default_db_path, open_store

app = typer.Typer(
    help="understory: read a long novel with a spoiler-aware knowledge base.\n\n"
         "Start with `understory ingest book.epub`, then `understory search \"query\"`.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="rich",
    pretty_exceptions_enable=False,
)
out = Console()
err = Console(stderr=True)

DbOption = Annotated[Optional[Path], typer.Option("--db", help="DuckDB file (env UNDERSTORY_DB).", show_default=False)]
WorkOption = Annotated[Optional[str], typer.Option("--work", "-w", help="Work slug; optional when the store holds one work.")]


def _db(db: Optional[Path]) -> Path:
    return db or default_db_path()


def _progress() -> Progress:
    return Progress(TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(), TimeElapsedColumn(),
                    console=err, transient=True, disable=not err.is_terminal)


@app.command()
def ingest(
    paths: Annotated[list[Path], typer.Argument(help="EPUB files (or unpacked EPUB folders), one per volume.", show_default=False)],
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Read EPUB volumes into the store as one work.

    Volumes are ordered by series metadata, then volume numbers in titles or file names,
    then the order given. Re-ingesting an unchanged file changes nothing; a changed file
    replaces its volume.

    Example: understory ingest vol1.epub vol2.epub --work my-series
    """
    from .ingest import ingest as run_ingest

    store = open_store(_db(db))
    with _progress() as bar:
        task = bar.add_task("reading", total=None)
        result = run_ingest(store, list(paths), work=work,
                            progress=lambda what, done, total: bar.update(task, description=what, completed=done, total=total))
    table = Table(title=f"{escape(result.work_title)} [dim]({escape(result.work_slug)})[/dim]",
                  caption="story / other: story chapters / front and back matter")
    table.add_column("vol", justify="right", no_wrap=True)
    table.add_column("title", ratio=1, min_width=16)
    table.add_column("status", no_wrap=True)
    for col in ("story", "other", "paras", "chars", "images"):  # chapters: story / front and back matter
        table.add_column(col, justify="right", no_wrap=True)
    for v in result.volumes:
        numbers = (v.story_chapters, v.other_chapters, v.paragraphs, v.characters, v.images)
        table.add_row(str(v.volume_no), escape(v.title), v.status,
                      *(f"{x:,}" if v.status != "unchanged" else "" for x in numbers))
    out.print(table)
    for v in result.volumes:
        for warning in v.warnings:
            err.print(f"[yellow]warning[/yellow] {escape(v.source)}: {escape(warning)}", highlight=False, soft_wrap=True)


@app.command()
def embed(
    provider: Annotated[Optional[str], typer.Option("--provider", help="local (bundled, offline), openai (any /v1/embeddings) or none.")] = None,
    model: Annotated[Optional[str], typer.Option("--model", help="Local: use (fast, default) or e5 (stronger, slow); openai: the model name.")] = None,
    batch_size: Annotated[Optional[int], typer.Option("--batch-size", min=1, help="Chunks per batch; each batch is saved.")] = None,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Compute vectors for semantic search, for every chunk that has none yet.

    Interrupt it any time: finished batches are kept and the next run continues.

    Example: understory embed --model use
    """
    from .embed import embed_work
    from .llm.embeddings import configured_embedder
    from .store import books

    config = _config(**{"embeddings.provider": provider, "embeddings.model": model, "embeddings.batch_size": batch_size})
    store = open_store(_db(db))
    embedder = configured_embedder(config, store, books.resolve_work(store, work).work_id)
    if embedder is None:
        out.print("Embeddings are switched off (embeddings.provider: none); search stays lexical.")
        return
    with _progress() as bar:
        task = bar.add_task(f"embedding with {embedder.model_id}", total=None)
        started = time.perf_counter()

        def progress(done: int, total: int, chars: int) -> None:
            rate = chars / max(time.perf_counter() - started, 1e-9)
            bar.update(task, completed=done, total=total, description=f"embedding {rate:,.0f} chars/s")

        result = embed_work(store, embedder, work=work, batch_size=config.embeddings.batch_size, progress=progress)
    if result.embedded:
        out.print(f"Embedded {result.embedded} of {result.chunks} chunks with {result.model} "
                  f"({result.characters:,} characters, {result.chars_per_second:,.0f} chars/s).", soft_wrap=True)
    else:
        out.print(f"All {result.chunks} chunks already have {result.model} vectors; nothing to do.")


@app.command()
def search(
    query: Annotated[str, typer.Argument(help="Words or a phrase to look for.", show_default=False)],
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, help="How many passages.")] = 10,
    until: Annotated[Optional[str], typer.Option("--until", help="Only chapters up to this position, e.g. 2.22.")] = None,
    mode: Annotated[Optional[str], typer.Option("--mode", help="lexical, semantic or hybrid (default: hybrid when vectors exist).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Find passages in the book, shown in story order with their rank.

    Example: understory search "the Tin Woodman's heart" --until 1.10
    """
    from .retrieval.hybrid import vector_model
    from .retrieval.search import hits_as_json, search_passages
    from .store import books

    if mode not in (None, "lexical", "semantic", "hybrid"):
        raise typer.BadParameter("choose lexical, semantic or hybrid", param_hint="--mode")
    store = open_store(_db(db), read_only=True)
    model = vector_model(store, books.resolve_work(store, work).work_id)
    if mode in ("semantic", "hybrid") and model is None:
        raise UnderstoryError("this work has no vectors yet; run `understory embed` first")
    if mode is None:
        mode = "hybrid" if model else "lexical"
        if not model:
            err.print("note: lexical search only; run `understory embed` for semantic and hybrid search")
    embedder = None
    if mode != "lexical":
        from .llm.embeddings import embedder_for_vectors

        embedder = embedder_for_vectors(model, _config(), store)
    hits = search_passages(store, query, work=work, limit=limit, until=until, mode=mode, embedder=embedder)
    if as_json:
        print(json.dumps(hits_as_json(hits), ensure_ascii=False, indent=1))
        return
    if not hits:
        out.print("No passage matches.")
        return
    for hit in hits:
        out.print(f"[bold cyan]#{hit.rank}[/bold cyan] [bold]{hit.locator}[/bold] [dim]{escape(hit.chapter_title)}[/dim]", highlight=False)
        text = hit.text if len(hit.text) <= 400 else hit.text[:400] + "…"
        out.print(text, highlight=False, markup=False)
        out.print()


def _volume_range(text: Optional[str]) -> Optional[tuple[int, int]]:
    if not text:
        return None
    lo, _, hi = text.partition("-")
    if not lo.strip().isdigit() or (hi and not hi.strip().isdigit()):
        raise typer.BadParameter("write a volume or a range, e.g. 3 or 3-5", param_hint="--volumes")
    return int(lo), int(hi or lo)


@app.command()
def analyze(
    mode: Annotated[str, typer.Option("--mode", help="quality (reads everything, ~9 rounds) or fast (skims, ~4 rounds).")] = "quality",
    volumes: Annotated[Optional[str], typer.Option("--volumes", help="Only these volumes, e.g. 3 or 3-5.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Analyze again even if done (later volumes are redone too).")] = False,
    estimate_only: Annotated[bool, typer.Option("--estimate", help="Print the expected tokens and cost; make no call.")] = False,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Build the knowledge points, summaries and chapter glances, volume by volume.

    With a model configured, volume agents read the book; without one, the offline
    analyzer finds names, aliases and key passages from the text alone. Each volume lands
    whole or not at all: interrupt it any time and run it again to continue with the
    first unfinished volume. Finished volumes are never paid for twice.

    Example: understory analyze --mode fast --estimate
    """
    from .analyze import VolumeProgress, analyze as run_analyze
    from .analyze.estimate import estimate
    from .llm.client import ChatClient

    if mode not in ("fast", "quality"):
        raise typer.BadParameter("choose fast or quality", param_hint="--mode")
    config = _config()
    only = _volume_range(volumes)
    store = open_store(_db(db))
    if config.provider == "offline":
        from .analyze.offline import analyze_offline

        if estimate_only:
            out.print("No model is configured (provider: offline): the offline analyzer makes no calls and costs nothing.")
            return
        with _progress() as bar:
            task = bar.add_task("finding names, aliases and key passages", total=None)
            result = analyze_offline(store, work=work, only=only, force=force,
                                     progress=lambda p: bar.update(task, description=f"volume {p.volume_no} written"))
        for o in result.analyzed:
            out.print(f"volume {o.volume_no}: {o.points_created} new points, {o.records} records (offline, from the text alone)")
        if result.up_to_date:
            out.print(f"already analyzed: volumes {', '.join(map(str, result.up_to_date))}")
        return
    if estimate_only:
        est = estimate(store, config, work=work, mode=mode, only=only, force=force)
        table = Table("volume", "parts", "source tokens", "input", "cached", "output", title=f"analyze --mode {mode}: estimate")
        for v in est.volumes:
            table.add_row(str(v.volume_no), str(v.parts), f"{v.source_tokens:,}", f"{v.input_tokens:,}",
                          f"{v.cached_tokens:,}", f"{v.output_tokens:,}")
        out.print(table)
        cost = "unknown (no price configured)" if est.cost is None else f"{est.cost:.2f} {config.currency}"
        out.print(f"Total: {est.input_tokens:,} input ({est.cached_tokens:,} cacheable), {est.output_tokens:,} output; "
                  f"cost {cost}. Upper bound: every agent spends its whole budget.", soft_wrap=True)
        return
    client = ChatClient(config, store)
    with _progress() as bar:
        task = bar.add_task("analyzing", total=None)

        def progress(p: VolumeProgress) -> None:
            part = f" part {p.part}/{p.parts}" if p.parts > 1 else ""
            bar.update(task, description=f"volume {p.volume_no}{part}: round {p.round}, {p.tool_calls} tool calls, "
                                         f"{p.tokens:,} tokens, {p.elapsed:.0f}s")

        result = run_analyze(store, client, config, work=work, mode=mode, only=only, force=force, progress=progress)
    for o in result.analyzed:
        out.print(f"volume {o.volume_no}: {o.points_created} new points, {o.records} records, {o.rounds} rounds, "
                  f"{o.usage.input:,} input tokens ({o.usage.cached:,} cached), {o.usage.output:,} output, "
                  f"{o.seconds:.0f}s", soft_wrap=True)
    if result.up_to_date:
        out.print(f"already analyzed: volumes {', '.join(map(str, result.up_to_date))}")


@app.command("compose-wiki")
def compose_wiki(
    force: Annotated[bool, typer.Option("--force", help="Rewrite every entry, changed or not.")] = False,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Write the wiki from the knowledge points: entries, categories, navboxes, home page.

    With a model configured, parallel workers write each entry from its points' cited
    records; without one, entries are assembled from the records themselves. Every row,
    span, link and title is gated by its evidence. Only entries whose points changed are
    rewritten, and finished entries survive an interruption.

    Example: understory compose-wiki
    """
    from .wiki.extractive import compose_extractive

    config = _config()
    store = open_store(_db(db))
    if config.provider == "offline":
        result = compose_extractive(store, work=work, force=force)
    else:
        from .llm.client import ChatClient
        from .wiki.compose import compose_with_model

        with _progress() as bar:
            task = bar.add_task("writing entries", total=None)
            result = compose_with_model(store, ChatClient(config, store), config, work=work, force=force,
                                        progress=lambda done, total, slug: bar.update(
                                            task, completed=done, total=total, description=f"wrote {slug}"))
    out.print(f"{result.entries} entries ({result.written} written, {result.entries - result.written} unchanged), "
              f"{result.pages} pages.")


@app.command("build-site")
def build_site(
    out_dir: Annotated[Path, typer.Option("--out", "-o", help="Folder to write the site into (created if missing).")] = Path("site"),
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Write the wiki and a reader as a static site that works offline, from file://.

    Spoilers are hidden in the browser until the reader's progress passes them. Only
    files that changed are rewritten. Open the printed index.html in a browser.

    Example: understory build-site --out my-site
    """
    from .static_site import build_site as run_build_site

    store = open_store(_db(db), read_only=True)
    with _progress() as bar:
        task = bar.add_task("building the site", total=None)
        result = run_build_site(store, out_dir, work=work,
                                progress=lambda what, done, total: bar.update(task, description=what, completed=done, total=total))
    s = result.stats
    err.print(f"{result.entries} entries, {result.chapters} chapters: {s.files} files "
              f"({s.written} written, {s.unchanged} unchanged, {s.removed} removed)", highlight=False)
    print(result.index.resolve())


@app.command()
def status(
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Show what has run for each work, the tokens and cost per stage, and what is left.

    Example: understory status
    """
    from .status import work_status

    config = _config()
    store = open_store(_db(db), read_only=True)
    for st in work_status(store, config, work):
        c = st.counts
        out.print(f"[bold]{escape(st.title)}[/bold] [dim]({escape(st.slug)})[/dim]")
        out.print(f"  ingested: {c.volumes} volumes, {c.story_chapters} story chapters (+{c.other_chapters} other), "
                  f"{c.paragraphs:,} paragraphs, {c.characters:,} characters, {c.chunks:,} chunks", soft_wrap=True)
        for model, (have, total) in sorted(st.vectors.items()):
            out.print(f"  embedded: {have:,} of {total:,} chunks with {escape(model)}", soft_wrap=True)
        if st.analyzed:
            how = ", ".join(sorted({f"{p} {m}" if p != m else p for p, m in st.analyzed.values()}))
            out.print(f"  analyzed: {len(st.analyzed)} of {c.volumes} volumes ({how}), {st.points:,} knowledge points")
        if st.wiki_entries:
            out.print(f"  wiki: {st.wiki_entries:,} entries")
        if st.usage:
            table = Table("stage", "model", "calls", "failed", "input", "cached", "output", f"cost ({config.currency})")
            for u in st.usage:
                table.add_row(u.stage, u.model, str(u.calls), str(u.failed_calls), f"{u.input_tokens:,}",
                              f"{u.cached_tokens:,}", f"{u.output_tokens:,}", "?" if u.cost is None else f"{u.cost:.4f}")
            out.print(table)
            if st.total_cost is not None:
                out.print(f"  cost so far: {st.total_cost:.4f} {config.currency} (priced models only)")
        for item in st.left or ["nothing left to do for the stages that exist so far"]:
            out.print(f"  left: {escape(item)}", soft_wrap=True)


@app.command()
def toc(
    volume: Annotated[Optional[int], typer.Option("--volume", "-v", help="Only this volume.")] = None,
    all_chapters: Annotated[bool, typer.Option("--all", help="Include front and back matter.")] = False,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """List the chapters with their positions (the locators other commands take).

    Example: understory toc --volume 2
    """
    from .store import books

    store = open_store(_db(db), read_only=True)
    target = books.resolve_work(store, work)
    table = Table(title=target.title)
    for col in ("position", "chapter", "title", "characters"):
        table.add_column(col, justify="right" if col in ("chapter", "characters") else "left")
    for ch in books.table_of_contents(store, target.work_id, volume=volume, include_matter=all_chapters):
        table.add_row(ch.locator, str(ch.chapter_no or ""), ch.title, str(ch.n_chars))
    out.print(table)


def _version(value: bool) -> None:
    if value:
        out.print(f"understory {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    config: Annotated[Optional[Path], typer.Option("--config", help="Settings file (default ./understory.yaml, env UNDERSTORY_CONFIG).")] = None,
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version.")] = False,
) -> None:
    _settings["path"] = config


_settings: dict = {"path": None}


def _config(**overrides):
    """Settings from flags > environment > file > defaults (flags given as dotted keys)."""
    from .config import load_config

    return load_config(_settings["path"], overrides)


def main() -> None:
    try:
        app(standalone_mode=False)
    except UnderstoryError as exc:
        err.print(f"[red]error:[/red] {escape(str(exc))}", highlight=False, soft_wrap=True)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        err.print("interrupted; nothing half-written was kept")
        sys.exit(130)
    except typer.Exit as exc:
        sys.exit(exc.exit_code)
    except Exception as exc:  # click usage errors and aborts
        import click

        if isinstance(exc, click.ClickException):
            exc.show()
            sys.exit(exc.exit_code)
        if isinstance(exc, click.exceptions.Abort):
            sys.exit(1)
        raise
