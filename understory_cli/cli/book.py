"""The book's commands: ingest, embed, search, toc."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal, Optional

import typer
from rich.markup import escape
from rich.table import Table

from ..errors import NotFoundError, UsageError
from .app import app
from .shared import DbOption, WorkOption, drawn, err, opened, out, position_arg, progress_bar, read_config

if TYPE_CHECKING:
    from ..progress import Progress


@app.command()
def ingest(
    paths: Annotated[list[Path], typer.Argument(metavar="BOOKS", help="EPUB files or unpacked EPUB folders, .txt or .md novels, folders of chapter files.", show_default=False)],
    work: WorkOption = None,
    db: DbOption = None,
    allow_empty: Annotated[bool, typer.Option("--allow-empty", help="Ingest a volume with no story text (pictures only) instead of refusing it.")] = False,
    new_work: Annotated[bool, typer.Option("--new-work", help="Start another work in a store that holds one (when --work names none, or without --work).")] = False,
    allow_loss: Annotated[bool, typer.Option("--allow-loss", help="Replace a volume even when the new file loses much of its text (an emptied chapter, a fifth of the volume).")] = False,
    strict: Annotated[bool, typer.Option("--strict", help="Refuse any replacement that loses text worth a warning, not only a large loss.")] = False,
) -> None:
    """Read books into the store as one work: EPUB volumes, .txt or .md novels, folders of chapter files.

    Volumes are ordered by series metadata, then volume numbers in titles or file names,
    then the order given. Re-ingesting an unchanged file changes nothing; a changed file
    replaces its volume, compared chapter by chapter: text it loses is a warning naming
    the chapters, and a large loss is refused (nothing changes) without --allow-loss.

    Example: understory ingest vol1.epub vol2.epub --work my-series
    """
    from ..ingest import ingest as run_ingest

    with opened(db) as store:
        _known_work(store, work, new_work)
        with progress_bar() as bar:
            task = bar.add_task("reading", total=None)
            result = run_ingest(store, list(paths), work=work, allow_empty=allow_empty, new_work=new_work,
                                allow_loss=allow_loss, strict=strict, progress=drawn(bar, task))
        _show_ingest(result)


def _known_work(store, work: Optional[str], new_work: bool) -> None:
    """--work must name a work of the store unless --new-work says to start one (or the store is empty)."""
    from ..store import books

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
    from ..embed import embed_work
    from ..llm.embeddings import configured_embedder
    from ..store import books

    config = read_config(**{"embeddings.provider": provider, "embeddings.model": model, "embeddings.batch_size": batch_size})
    with opened(db) as store:
        embedder = configured_embedder(config, store, books.resolve_work(store, work).work_id)
        if embedder is None:
            out.print("Embeddings are switched off (embeddings.provider: none); search stays lexical.")
            return
        with progress_bar() as bar:
            task = bar.add_task(f"embedding with {embedder.model_id} (the first batch loads the model)", total=None)
            started = time.perf_counter()

            def rate(event: "Progress") -> str:
                return f"embedding {event.detail['chars'] / max(time.perf_counter() - started, 1e-9):,.0f} chars/s"

            result = embed_work(store, embedder, work=work, batch_size=config.embeddings.batch_size, progress=drawn(bar, task, rate))
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
    from ..position import BookIndex
    from ..retrieval.search import hits_as_json
    from ..retrieval.searcher import searcher

    if mode not in (None, "lexical", "semantic", "hybrid"):
        raise typer.BadParameter("choose lexical, semantic or hybrid", param_hint="--mode")
    until = position_arg(until, "--until")
    with opened(db, read_only=True) as store:
        find = searcher(store, read_config(), work)
        until_no = (None if until is None else
                    BookIndex.load(store, find.work.work_id).resolve(until, what="--until position")[1])
        used, hits = find.search(store, query, limit=limit, until=until_no, mode=mode)
        if used == "lexical" and mode is None:
            err.print("note: lexical search only; " + (f"{find.unavailable}" if find.unavailable else
                      "run `understory embed` for semantic and hybrid search"), highlight=False, soft_wrap=True)
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
    from ..store import books

    with opened(db, read_only=True) as store:
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
