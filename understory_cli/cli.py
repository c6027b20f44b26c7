"""The command line: parse, open the store, call one stage, show progress and the result."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Annotated, Literal, Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn, TimeElapsedColumn
from rich.table import Table

from . import __version__
from .errors import NotFoundError, UnderstoryError, UsageError


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
out = Console()
err = Console(stderr=True)

DbOption = Annotated[Optional[Path], typer.Option("--db", help="DuckDB file (env UNDERSTORY_DB).", show_default=False)]
WorkOption = Annotated[Optional[str], typer.Option("--work", "-w", help="Work slug; optional when the store holds one work.")]
StrictModelOption = Annotated[bool, typer.Option("--strict-model", help="Fail when the model gives nothing usable or its server stops answering, instead of filling in from the text.")]


def open_store(path, **options):
    from .store import open_store as open_duckdb  # duckdb only when a command runs, not for --help

    return open_duckdb(path, **options)


def _db(db: Optional[Path]) -> Path:
    from .store import default_db_path

    return db or _settings["db"] or default_db_path()



def _position(value: Optional[str], option: str) -> Optional[str]:
    """A position given on the command line, checked strictly (given but empty is an error)."""
    if value is None:
        return None
    from .position import parse_locator

    parse_locator(value, what=f"{option} position" if option else "position")
    return value.strip()


def _progress():
    if not err.is_terminal:
        return _Lines()
    return Progress(TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(), TimeElapsedColumn(),
                    console=err, transient=True)


class _Lines:
    """Progress when stderr is not a terminal (a log, a pipe): one line per finished unit,
    or per new step of a stage that counts none, so a long run is never silent."""

    def __enter__(self):
        self._tasks: dict[int, dict] = {}
        return self

    def __exit__(self, *exc) -> None:
        return None

    def add_task(self, description: str, total=None, **_) -> int:
        self._tasks[len(self._tasks)] = {"description": description, "completed": None}
        return len(self._tasks) - 1

    def update(self, task: int, *, description=None, completed=None, total=None, **_) -> None:
        state = self._tasks[task]
        said = description or state["description"]
        if completed is not None:
            if state["completed"] is not None and completed > state["completed"] or state["completed"] is None and completed:
                err.print(f"{said} ({completed}/{total})" if total else said, highlight=False, soft_wrap=True)
            state["completed"] = completed
        elif description is not None and description != state["description"]:
            err.print(description, highlight=False, soft_wrap=True)
        state["description"] = said


@app.command()
def ingest(
    paths: Annotated[list[Path], typer.Argument(metavar="EPUB", help="EPUB files (or unpacked EPUB folders), one per volume.", show_default=False)],
    work: WorkOption = None,
    db: DbOption = None,
    allow_empty: Annotated[bool, typer.Option("--allow-empty", help="Ingest a volume with no story text (pictures only) instead of refusing it.")] = False,
    new_work: Annotated[bool, typer.Option("--new-work", help="Start another work in a store that holds one (when --work names none, or without --work).")] = False,
    allow_loss: Annotated[bool, typer.Option("--allow-loss", help="Replace a volume even when the new file loses much of its text (an emptied chapter, a fifth of the volume).")] = False,
    strict: Annotated[bool, typer.Option("--strict", help="Refuse any replacement that loses text worth a warning, not only a large loss.")] = False,
) -> None:
    """Read EPUB volumes into the store as one work.

    Volumes are ordered by series metadata, then volume numbers in titles or file names,
    then the order given. Re-ingesting an unchanged file changes nothing; a changed file
    replaces its volume, compared chapter by chapter: text it loses is a warning naming
    the chapters, and a large loss is refused (nothing changes) without --allow-loss.

    Example: understory ingest vol1.epub vol2.epub --work my-series
    """
    from .ingest import ingest as run_ingest

    store = open_store(_db(db))
    _known_work(store, work, new_work)
    with _progress() as bar:
        task = bar.add_task("reading", total=None)
        result = run_ingest(store, list(paths), work=work, allow_empty=allow_empty, new_work=new_work,
                            allow_loss=allow_loss, strict=strict, progress=lambda what, done, total: bar.update(task, description=what, completed=done, total=total))
    _show_ingest(result)
    store.close()
    return result.work_slug


def _known_work(store, work: Optional[str], new_work: bool) -> None:
    """--work must name a work of the store unless --new-work says to start one (or the store is empty)."""
    from .store import books

    if work is None or new_work or books.find_work(store, work) is not None:
        return
    have = [w.slug for w in books.works(store)]
    if have:
        raise UsageError(f"there is no work {work!r} in this store (works: {', '.join(have)}); "
                         f"check the spelling, or pass --new-work to start another work")


def _show_ingest(result) -> None:
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
    model: Annotated[Optional[str], typer.Option("--model", help="Local: auto (default: minilm for English books, use for others), minilm (English only), use (multilingual) or e5 (multilingual, slow); openai: the model name.")] = None,
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
        task = bar.add_task(f"embedding with {embedder.model_id} (the first batch loads the model)", total=None)
        started = time.perf_counter()

        def progress(done: int, total: int, chars: int) -> None:
            rate = chars / max(time.perf_counter() - started, 1e-9)
            bar.update(task, completed=done, total=total, description=f"embedding {rate:,.0f} chars/s")

        result = embed_work(store, embedder, work=work, batch_size=config.embeddings.batch_size, progress=progress)
    _show_embed(result)


def _show_embed(result) -> None:
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
    mode: Annotated[Optional[Literal["lexical", "semantic", "hybrid"]], typer.Option("--mode", help="Default: hybrid when vectors exist, else lexical.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Find passages in the book, shown in story order with their rank.

    Example: understory search "the Tin Woodman's heart" --until 1.10
    """
    from .position import BookIndex
    from .retrieval.hybrid import vector_model
    from .retrieval.search import hits_as_json, search_passages
    from .store import books

    if mode not in (None, "lexical", "semantic", "hybrid"):
        raise typer.BadParameter("choose lexical, semantic or hybrid", param_hint="--mode")
    until = _position(until, "--until")
    store = open_store(_db(db), read_only=True)
    work_id = books.resolve_work(store, work).work_id
    until_no = None if until is None else BookIndex.load(store, work_id).resolve(until, what="--until position")[1]
    model = vector_model(store, work_id)
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
    hits = search_passages(store, query, work=work, limit=limit, until=until_no, mode=mode, embedder=embedder)
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
    if text is None:
        return None
    from .position import parse_volume_range

    return parse_volume_range(text)


@app.command()
def analyze(
    mode: Annotated[Literal["fast", "quality"], typer.Option("--mode", help="With a model: quality reads everything (~9 rounds), fast skims (~4 rounds).")] = "quality",
    volumes: Annotated[Optional[str], typer.Option("--volumes", help="Only these volumes, e.g. 3 or 3-5.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Analyze again even if done (later volumes are redone too).")] = False,
    estimate_only: Annotated[bool, typer.Option("--estimate", help="Print the expected tokens and cost; make no call.")] = False,
    strict_model: StrictModelOption = False,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Build the knowledge points, summaries and chapter glances, volume by volume.

    With a model configured, volume agents read the book; without one, the offline
    analyzer finds names, aliases and key passages from the text alone. Each volume lands
    whole or not at all: interrupt it any time and run it again to continue with the
    first unfinished volume. Finished volumes are never paid for twice. What the model
    cannot do (nothing usable, no answer in time) is filled from the text and marked, with
    a warning; --strict-model fails instead.

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
    if config.offline:
        from .analyze.offline import analyze_offline

        if estimate_only:
            out.print("No model is configured (provider: offline): the offline analyzer makes no calls and costs nothing.")
            return
        with _progress() as bar:
            task = bar.add_task("finding names, aliases and key passages", total=None)
            result = analyze_offline(store, work=work, only=only, force=force,
                                     progress=lambda p: bar.update(task, description=f"volume {p.volume_no} written"))
        _show_analyze(result, offline=True)
        return
    if estimate_only:
        from .llm.capabilities import speed_for
        from .llm.speed import expected_seconds, say_seconds

        est = estimate(store, config, work=work, mode=mode, only=only, force=force)
        speed = speed_for(config, store)
        table = Table("volume", "parts", "source tokens", "input", "cached", "output", "time",
                      title=f"analyze --mode {mode}: estimate")
        for v in est.volumes:
            table.add_row(str(v.volume_no), str(v.parts), f"{v.source_tokens:,}", f"{v.input_tokens:,}",
                          f"{v.cached_tokens:,}", f"{v.output_tokens:,}",
                          say_seconds(expected_seconds(speed, v.input_tokens, v.cached_tokens, v.output_tokens)))
        out.print(table)
        cost = "unknown (no price configured)" if est.cost is None else f"{est.cost:.2f} {config.currency}"
        total_s = expected_seconds(speed, est.input_tokens, est.cached_tokens, est.output_tokens)
        when = (f"time {say_seconds(total_s)} at this server's measured {speed.prompt_tps:,.0f} prompt / "
                f"{speed.output_tps:,.1f} reply tokens per second" if speed else
                "time unknown (run `understory models check` to measure the server)")
        out.print(f"Total: {est.input_tokens:,} input ({est.cached_tokens:,} cacheable), {est.output_tokens:,} output; "
                  f"cost {cost}; {when}. Upper bound: every agent spends its whole budget.", soft_wrap=True)
        return
    client = ChatClient(config, store)
    with _progress() as bar:
        task = bar.add_task("analyzing", total=None)

        def progress(p: VolumeProgress) -> None:
            part = f" part {p.part}/{p.parts}" if p.parts > 1 else ""
            bar.update(task, description=f"volume {p.volume_no}{part}: round {p.round}, {p.tool_calls} tool calls, "
                                         f"{p.tokens:,} tokens, {p.elapsed:.0f}s")

        result = run_analyze(store, client, config, work=work, mode=mode, only=only, force=force, progress=progress,
                             strict=strict_model)
    _show_analyze(result, offline=False)


def _show_analyze(result, offline: bool) -> None:
    for o in result.analyzed:
        if offline:
            out.print(f"volume {o.volume_no}: {o.points_created} new points, {o.records} records (offline, from the text alone)")
            continue
        out.print(f"volume {o.volume_no}: {o.points_created} new points, {o.records} records, {o.rounds} rounds, "
                  f"{o.usage.input:,} input tokens ({o.usage.cached:,} cached), {o.usage.output:,} output, "
                  f"{o.seconds:.0f}s", soft_wrap=True)
        if o.warning:
            err.print(f"[yellow]warning:[/yellow] {escape(o.warning)}", soft_wrap=True)
    if not offline and any(o.from_text for o in result.analyzed):
        err.print("(--strict-model fails such a volume instead of filling it from the text; "
                  "`understory analyze --force --volumes N` asks the model again)", highlight=False, soft_wrap=True)
    if result.up_to_date:
        out.print(f"already analyzed: volumes {', '.join(map(str, result.up_to_date))}")


@app.command("compose-wiki")
def compose_wiki(
    force: Annotated[bool, typer.Option("--force", help="Rewrite every entry, changed or not.")] = False,
    strict_model: StrictModelOption = False,
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
    if config.offline:
        with _progress() as bar:
            bar.add_task("assembling entries from the records (no model)", total=None)
            result = compose_extractive(store, work=work, force=force,
                                        size=(config.wiki.min_entries, config.wiki.max_entries))
    else:
        from .llm.client import ChatClient
        from .wiki.compose import compose_with_model

        with _progress() as bar:
            task = bar.add_task("writing entries", total=None)
            result = compose_with_model(store, ChatClient(config, store), config, work=work, force=force,
                                        strict=strict_model,
                                        progress=lambda done, total, slug: bar.update(
                                            task, completed=done, total=total, description=f"wrote {slug}"))
    _show_compose(result)


def _show_compose(result) -> None:
    out.print(f"{result.entries} entries ({result.written} written, {result.entries - result.written} unchanged), "
              f"{result.pages} pages.")
    if result.from_text:
        err.print(f"[yellow]warning:[/yellow] {result.from_text} of them from the text: the model's were not valid "
                  "or its server stopped answering (`understory status` shows which)", soft_wrap=True)


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

    config = _config()
    store = open_store(_db(db), read_only=True)
    with _progress() as bar:
        task = bar.add_task("building the site", total=None)
        result = run_build_site(store, out_dir, work=work, language=config.language,
                                progress=lambda what, done, total: bar.update(task, description=what, completed=done, total=total))
    _show_site(result)


def _show_site(result) -> None:
    s = result.stats
    err.print(f"{result.entries} entries, {result.chapters} chapters: {s.files} files "
              f"({s.written} written, {s.unchanged} unchanged, {s.removed} removed)", highlight=False)
    print(result.index.resolve())


@app.command("export-epub")
def export_epub_command(
    paths: Annotated[list[Path], typer.Argument(metavar="EPUB", help="The EPUB files you ingested (or unpacked EPUB folders), any of the work's volumes.", show_default=False)],
    out_dir: Annotated[Path, typer.Option("--out", "-o", help="Folder to write the copies into (created if missing); each keeps its file name.")] = Path("xray"),
    links: Annotated[Literal["first", "every", "off"], typer.Option("--links", help="Link the first mention of each name in each chapter, every mention, or none (the appendix only).")] = "first",
    appendix: Annotated[bool, typer.Option("--appendix/--no-appendix", help="Add a \"Characters so far\" page at the end of each volume, in its contents.")] = True,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Write a copy of each EPUB with spoiler-free X-Ray notes, for any e-reader.

    Names are linked to popup footnotes (EPUB 3; endnotes with a link back in EPUB 2),
    each saying only what the wiki knows by that chapter; an appendix lists the characters
    met by the end of the volume. Text, spine, images and stylesheets are unchanged. The
    files must be the ones ingested (matched by their bytes). Run compose-wiki first.

    Example: understory export-epub vol1.epub vol2.epub --out xray
    """
    from .export import export_epub

    store = open_store(_db(db), read_only=True)
    with _progress() as bar:
        task = bar.add_task("exporting", total=None)
        result = export_epub(store, list(paths), out_dir, work=work, links=links, appendix=appendix,
                             progress=lambda what, done, total: bar.update(task, description=what, completed=done, total=total))
    for v in result.volumes:
        err.print(f"volume {v.volume_no}: {v.links:,} links to {v.notes:,} notes in {v.documents} documents, "
                  f"{v.appendix_entries} in the appendix", highlight=False, soft_wrap=True)
        for name in v.left_alone:
            err.print(f"[yellow]warning:[/yellow] {escape(name)} is not well-formed XML; left as it was", soft_wrap=True)
        print(v.out.resolve())


@app.command()
def run(
    paths: Annotated[list[Path], typer.Argument(metavar="EPUB", help="EPUB files (or unpacked EPUB folders), one per volume.", show_default=False)],
    out_dir: Annotated[Path, typer.Option("--out", "-o", help="Folder to write the site into.")] = Path("site"),
    mode: Annotated[Literal["fast", "quality"], typer.Option("--mode", help="With a model: quality reads everything (~9 rounds), fast skims (~4 rounds).")] = "quality",
    work: WorkOption = None,
    db: DbOption = None,
    allow_empty: Annotated[bool, typer.Option("--allow-empty", help="Ingest a volume with no story text (pictures only).")] = False,
    new_work: Annotated[bool, typer.Option("--new-work", help="Start another work in a store that holds one (when --work names none, or without --work).")] = False,
    allow_loss: Annotated[bool, typer.Option("--allow-loss", help="Replace a volume even when the new file loses much of its text.")] = False,
    strict_model: StrictModelOption = False,
) -> None:
    """Every stage in order: ingest, embed, analyze, compose-wiki, build-site.

    With no model configured this runs entirely offline on the embedded default (local
    embeddings, the extractive analyzer). Each stage resumes, so running it again after
    an interruption or with a new volume only does what is left. Prints the site's home page.

    Example: understory run vol1.epub vol2.epub --out my-site
    """
    from .pipeline import run as run_pipeline

    config = _config()
    store = open_store(_db(db))
    _known_work(store, work, new_work)
    shown = {"ingest": _show_ingest, "embed": lambda r: _show_embed(r) if r is not None else out.print(
        "Embeddings are switched off (embeddings.provider: none); search stays lexical."),
        "analyze": lambda r: _show_analyze(r, offline=config.offline),
        "compose": _show_compose, "site": _show_site}
    with _progress() as bar:
        task = bar.add_task("ingest", total=None)

        def progress(event) -> None:
            if event.finished:
                shown[event.stage](event.result)
            else:
                bar.update(task, description=f"{event.stage}: {event.what}", completed=event.done, total=event.total)

        run_pipeline(store, paths, out_dir, config=config, work=work, mode=mode, allow_empty=allow_empty, new_work=new_work,
                     allow_loss=allow_loss, strict_model=strict_model, progress=progress)


COMMAND_OF_STAGE = {"compose": "compose-wiki"}


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
        for line in st.filled:
            out.print(f"    {escape(line)}", soft_wrap=True)
        if st.wiki_entries:
            how = ", ".join(f"{n:,} {source}" for source, n in sorted(st.wiki_sources.items()))
            out.print(f"  wiki: {st.wiki_entries:,} entries ({how})")
        for run in st.problems:
            # Nothing else can hold the store while this reads it: a run still "running" died with its process.
            state = "interrupted" if run.status == "running" else run.status
            out.print(f"  [red]{run.stage}: {state}[/red] (started {run.started_at:%Y-%m-%d %H:%M})"
                      + (f": {escape(run.note)}" if run.note else "")
                      + f" — run `understory {COMMAND_OF_STAGE.get(run.stage, run.stage)}` again to resume",
                      soft_wrap=True)
        if st.usage:
            table = Table("stage", "model", "calls", "failed calls", "input", "cached", "output",
                          f"cost ({config.currency})")
            for u in st.usage:
                table.add_row(u.stage, u.model, str(u.calls), str(u.failed_calls), f"{u.input_tokens:,}",
                              f"{u.cached_tokens:,}", f"{u.output_tokens:,}", "?" if u.cost is None else f"{u.cost:.4f}")
            out.print(table)
            abandoned = sum(u.abandoned_calls for u in st.usage)
            if abandoned:
                out.print(f"  {abandoned:,} call{'s' * (abandoned != 1)} abandoned (no answer before the deadline, or "
                          "the process was stopped): the provider may bill them, so their prompt tokens are "
                          "estimated and counted above", soft_wrap=True)
            if st.total_cost is not None:
                out.print(f"  cost so far: {st.total_cost:.4f} {config.currency} (priced models only)")
        for item in st.left or ["nothing left to do for the stages that exist so far"]:
            out.print(f"  left: {escape(item)}", soft_wrap=True)


@app.command()
def toc(
    volume: Annotated[Optional[int], typer.Option("--volume", help="Only this volume.")] = None,
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
    if volume is not None and volume not in {v.volume_no for v in books.volumes(store, target.work_id)}:
        have = [v.volume_no for v in books.volumes(store, target.work_id)]
        raise NotFoundError(f"there is no volume {volume} in {target.slug} (volumes: {', '.join(map(str, have)) or 'none'})")
    table = Table(title=target.title)
    for col in ("position", "chapter", "title", "characters"):
        table.add_column(col, justify="right" if col in ("chapter", "characters") else "left")
    for ch in books.table_of_contents(store, target.work_id, volume=volume, include_matter=all_chapters):
        table.add_row(ch.locator, str(ch.chapter_no or ""), ch.title, str(ch.n_chars))
    out.print(table)


# -- ask, progress, settings, wiki requests ------------------------------------------------

SPOILER_CHOICES = ("full", "minimize", "cancel")


def _chat_client(config, store):
    """The model client for `ask` (None with the offline provider: extracts)."""
    if config.offline:
        return None
    from .llm.client import ChatClient

    return ChatClient(config, store)


def _spoiler_prompt(fixed: Optional[str]):
    """The reader's choice when the agent wants chapters beyond the position."""

    def choose(request) -> str:
        where = request.position or "your position"
        err.print(f"[bold yellow]Spoiler check:[/bold yellow] {escape(request.reason)}", highlight=False, soft_wrap=True)
        err.print(f"  A full answer needs chapters after {where}.", highlight=False)
        if fixed:
            err.print(f"  --on-spoiler {fixed}", highlight=False)
            return fixed
        if not sys.stdin.isatty():
            err.print("  not interactive and no --on-spoiler given: cancelled", highlight=False)
            return "cancel"
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
        out.print(f"[cyan]setting[/cyan] {escape(change.key)}: {_value(change.before)} → {_value(change.after)}",
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


def _value(value) -> str:
    return "(default)" if value is None else escape(json.dumps(value, ensure_ascii=False))


@app.command("ask")
def ask_command(
    question: Annotated[Optional[str], typer.Argument(help="Your question; leave it out to start a conversation.", show_default=False)] = None,
    at: Annotated[Optional[str], typer.Option("--at", help="The last chapter you finished, e.g. 2.22 (default: your saved progress).")] = None,
    spoilers: Annotated[Optional[Literal["off", "auto", "strict"]], typer.Option("--spoilers", help="Default: your reading settings.")] = None,
    on_spoiler: Annotated[Optional[Literal["full", "minimize", "cancel"]], typer.Option("--on-spoiler", help="When an answer needs later chapters (default: ask; cancel when not interactive).")] = None,
    show_sources: Annotated[bool, typer.Option("--show-sources", help="Show the wiki entries read and the cited passages.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
    resume: Annotated[bool, typer.Option("--continue", help="Continue the last conversation.")] = False,
    deadline: Annotated[Optional[float], typer.Option("--deadline", min=1, help="Seconds before the best passages are shown when the model has not answered (default 30).")] = None,
    wait: Annotated[Optional[float], typer.Option("--wait", min=1, help="Seconds the model may take in all; its answer replaces the passages if it comes by then (default 180).")] = None,
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
    at = _position(at, "--at")
    config = _config()
    store = open_store(_db(db))
    try:
        _ask(store, config, question, work=work, at=at, spoilers=spoilers, on_spoiler=on_spoiler, resume=resume,
             show_sources=show_sources, as_json=as_json, deadline=deadline, wait=wait)
    finally:
        store.close()  # a model's answer still being waited for must not keep the store open


def _ask(store, config, question, *, work, at, spoilers, on_spoiler, resume, show_sources, as_json, deadline,
         wait) -> None:
    from .ask import ask as run_ask
    from .errors import UnderstoryError as _Error
    from .reading import reader_horizon
    from .store import books

    client = _chat_client(config, store)
    work_id = books.resolve_work(store, work).work_id
    quiet = as_json and not err.is_terminal

    def one(text: str, conversation_id: Optional[int], continue_last: bool):
        horizon = reader_horizon(store, work_id, at, spoilers)  # per question: the agent may save a new position
        result = run_ask(store, text, config=config, client=client, work=work, horizon=horizon,
                         on_spoiler=_spoiler_prompt(on_spoiler), conversation_id=conversation_id,
                         continue_last=continue_last, progress=None if quiet else _tool_line,
                         deadline_s=deadline, limit_s=wait)
        if not as_json and result.kind == "answer" and result.interim_s is not None:
            out.print("[bold]The model's answer[/bold] (instead of the passages above):", highlight=False)
        if as_json:
            print(json.dumps(result.as_json(), ensure_ascii=False, indent=1))
        else:
            _show_answer(result, show_sources)
        return result

    if question is not None:
        if not question.strip():
            raise typer.BadParameter("ask a question, or leave it out for a conversation", param_hint="QUESTION")
        one(question, None, resume)
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
    host: Annotated[str, typer.Option("--host", help="Address to listen on; anything but 127.0.0.1 exposes the companion to the network.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port (0: any free one; a busy default falls back to a free one).")] = 8765,
    out_dir: Annotated[Path, typer.Option("--out", "-o", help="The site's folder (built or refreshed first when the store is newer).")] = Path("site"),
    no_open: Annotated[bool, typer.Option("--no-open", help="Do not open the browser.")] = False,
    deadline: Annotated[Optional[float], typer.Option("--deadline", min=1, help="Seconds before a question shows the best passages when the model has not answered (default 30).")] = None,
    wait: Annotated[Optional[float], typer.Option("--wait", min=1, help="Seconds the model may take for a question in all; its answer replaces the passages if it comes by then (default 180).")] = None,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Serve the site with the reading companion: chat, full-text search, ask about a passage.

    Listens on 127.0.0.1 only, and every request needs the random token in the printed
    address (then a cookie). Questions use the configured model (or extracts without
    one) and never look past the progress the page sends. analyze and compose-wiki can
    run meanwhile: the site is built again when they finish. Ctrl-C stops it.

    Example: understory serve --out my-site
    """
    import webbrowser

    from .serve import create_app, ensure_site, load_book, new_token, own_hosts
    from .serve.server import LOOPBACK, address, bind, run as run_server
    from .serve.snapshot import Snapshot

    config = _config()
    open_store(_db(db)).close()  # created or upgraded here; then serve works on its own copy
    snapshot = Snapshot(_db(db))
    store = snapshot.store
    with _progress() as bar:
        task = bar.add_task("building the site", total=None)
        ensure_site(store, out_dir, work=work, language=config.language, changed_at=snapshot.taken_at,
                    progress=lambda what, done, total: bar.update(task, description=what, completed=done, total=total))
    book = load_book(store, work)
    try:
        sock = bind(host, port)
    except OSError as exc:
        if port != 8765:
            raise UnderstoryError(f"cannot listen on {host}:{port}: {exc.strerror}") from exc
        sock = bind(host, 0)
    actual = sock.getsockname()[1]
    token = new_token()
    if host not in LOOPBACK:
        err.print(f"[bold yellow]warning:[/bold yellow] listening on {escape(host)}, not 127.0.0.1: anyone who can "
                  "reach this address and has the token can read the book and ask with your model", highlight=False)
    app_ = create_app(snapshot, book, out_dir, config, token=token, hosts=own_hosts(host, actual),
                      make_client=lambda c, s: _chat_client(c, s), deadline_s=deadline, limit_s=wait)
    url = f"{address(host, actual)}/?token={token}"
    err.print(f"{escape(book.title)}: the companion " + ("uses " + escape(config.model_for('main').model)
              if not config.offline else "has no model (extracts)"), highlight=False)
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
    from .ask import save_position, saved_position
    from .store import books

    position = _position(position, "")
    store = open_store(_db(db))
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
    from .ask import saved_position
    from .reading import ReadingSettings, reading_settings
    from .store import books
    from .store.settings import settings_history, stored_settings

    store = open_store(_db(db))
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
        out.print(f"  #{change.change_id} {escape(change.key)}: {_value(change.before)} → {_value(change.after)} "
                  f"[dim]by {escape(change.source)}[/dim]{state}", highlight=False)


@settings_app.command("undo")
def settings_undo(
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Undo the latest change of the reading settings (by you or by `ask`).

    Example: understory settings undo
    """
    from .reading import undo_reading_settings
    from .store import books

    store = open_store(_db(db))
    undone = undo_reading_settings(store, books.resolve_work(store, work).work_id)
    if not undone:
        out.print("Nothing to undo.")
    for change in undone:
        out.print(f"undone: {escape(change.key)}: {_value(change.before)} → {_value(change.after)}", highlight=False)


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
    from .ask import save_position
    from .reading import POSITION_KEY
    from .reading import update_reading_settings
    from .store import books

    store = open_store(_db(db))
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
        out.print(f"{escape(key)} is already {_value(parsed)}.", highlight=False)
    for change in changes:
        out.print(f"{escape(change.key)}: {_value(change.before)} → {_value(change.after)}", highlight=False)


models_app = typer.Typer(help="The configured model server: what it can do.", no_args_is_help=True)
app.add_typer(models_app, name="models")


@models_app.command("check")
def models_check(db: DbOption = None) -> None:
    """Ask the configured server what it supports and remember it for the stages.

    Measures how fast the server reads a prompt and writes a reply (a few hundred
    tokens), tries a tool call the model may choose, a forced one, json_schema and
    json_object replies, and reads the context length the server reports. Stages then
    send tools natively where the model calls them, else as JSON actions in constrained
    replies, and size each call's deadline (and ask's first prompt) to the speed.

    Example: understory models check
    """
    from .llm import ChatClient
    from .llm.capabilities import probe

    config = _config()
    model = config.model_for("main")
    store = open_store(_db(db))
    out.print(f"Probing {escape(model.model)} at {escape(model.base_url)} …", highlight=False)
    labels = {True: "[green]yes[/green]", False: "[red]no[/red]", None: "unknown"}
    table = Table("check", "result")
    found = probe(ChatClient(config, store), store)
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
    if speed:
        out.print(f"Each call's deadline is sized to this speed (at most timeout_s, {config.timeout_s:g} s); "
                  f"checked in {found.seconds:.0f} s.", highlight=False)


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

    from .store import books
    from .store.requests import PENDING, all_requests

    store = open_store(_db(db), read_only=True)
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
    _settings.update(path=config, db=db)


_settings: dict = {"path": None, "db": None}


def _config(**overrides):
    """Settings from flags > environment > file > defaults (flags given as dotted keys)."""
    from .config import load_config

    return load_config(_settings["path"], overrides)


def _interrupted_before(exc: BaseException) -> bool:
    """Whether a Ctrl-C (KeyboardInterrupt, or DuckDB's own InterruptException) led to `exc`."""
    seen = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, KeyboardInterrupt) or type(exc).__name__ == "InterruptException":
            return True
        exc = exc.__cause__ or exc.__context__
    return False


def main() -> None:
    """Exit codes (README): 0 done, 1 a stage failed, 2 usage or bad input, 3 not found, 130 interrupted."""
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
        if callable(getattr(exc, "show", None)) and isinstance(getattr(exc, "exit_code", None), int):
            exc.show()
            sys.exit(exc.exit_code)
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
