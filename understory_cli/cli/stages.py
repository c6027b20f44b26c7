"""The stages' commands: analyze, compose-wiki, build-site, export-epub, run, status."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal, Optional

import typer
from rich.markup import escape
from rich.table import Table

from .app import app
from .book import _known_work, _show_embed, _show_ingest
from .shared import (DbOption, StrictModelOption, TimeBudgetOption, WorkOption, drawn, err, model_client, opened,
                     out, progress_bar, read_config)

if TYPE_CHECKING:
    from ..progress import Progress


def _volume_range(text: Optional[str]) -> Optional[tuple[int, int]]:
    if text is None:
        return None
    from ..position import parse_volume_range

    return parse_volume_range(text)


@app.command()
def analyze(
    mode: Annotated[Literal["fast", "quality"], typer.Option("--mode", help="With a model: quality reads everything (~9 rounds), fast skims (~4 rounds).")] = "quality",
    volumes: Annotated[Optional[str], typer.Option("--volumes", help="Only these volumes, e.g. 3 or 3-5.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Analyze again even if done (later volumes are redone too).")] = False,
    estimate_only: Annotated[bool, typer.Option("--estimate", help="Print the expected tokens and cost; make no call.")] = False,
    strict_model: StrictModelOption = False,
    time_budget: TimeBudgetOption = None,
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Build the knowledge points, summaries and chapter glances, volume by volume.

    With a model configured, volume agents read the book; without one, the extractive
    analyzer finds names, aliases and key passages from the text alone. Each volume lands
    whole or not at all: interrupt it any time and run it again to continue with the
    first unfinished volume. Finished volumes are never paid for twice. What the model
    cannot do (nothing usable, no answer in time) is filled from the text and marked, with
    a warning; --strict-model fails instead.

    Example: understory analyze --mode fast --estimate
    """
    from ..analyze import run as run_analyze
    from ..analyze.estimate import estimate

    if mode not in ("fast", "quality"):
        raise typer.BadParameter("choose fast or quality", param_hint="--mode")
    config = read_config(time_budget_s=time_budget)
    only = _volume_range(volumes)
    with opened(db) as store:
        client = model_client(config, store)
        if estimate_only and client is None:
            out.print("No model is configured (provider: extractive): the extractive analyzer makes no calls and costs nothing.", soft_wrap=True)
            return
        if estimate_only:
            from ..llm.capabilities import speed_for
            from ..llm.speed import expected_seconds, say_seconds

            est = estimate(store, config, work=work, mode=mode, only=only, force=force)
            speed = speed_for(config, store)
            table = Table("volume", "parts", "source tokens", "input", "cached", "output", "time",
                          title=f"analyze --mode {mode}: estimate")
            for v in est.volumes:
                table.add_row(str(v.volume_no), str(v.parts), f"{v.source_tokens:,}", f"{v.input_tokens:,}",
                              f"{v.cached_tokens:,}", f"{v.output_tokens:,}",
                              say_seconds(expected_seconds(speed, v.input_tokens, v.cached_tokens, v.output_tokens)))
            if est.recaps.calls:  # the story so far, a short call per chapter and volume
                r = est.recaps
                table.add_row("recaps", f"{r.calls} calls", "", f"{r.input_tokens:,}", "0", f"{r.output_tokens:,}",
                              say_seconds(expected_seconds(speed, r.input_tokens, 0, r.output_tokens)))
            if est.narrow:  # a small model: no volume agent, a sentence per chapter (analyze.glances)
                g = est.glances
                table.add_row("glances", f"{g.calls} calls", "", f"{g.input_tokens:,}", "0", f"{g.output_tokens:,}",
                              say_seconds(expected_seconds(speed, g.input_tokens, 0, g.output_tokens)))
            out.print(table)
            if est.narrow:
                budget = config.time_budget()
                out.print(f"Narrow tasks only ({escape(est.narrow)}): the text's reading first, then a glance per "
                          f"chapter" + (f", for at most the time budget ({budget:g} s)" if budget else "") + ".",
                          soft_wrap=True, highlight=False)
            cost = "unknown (no price configured)" if est.cost is None else f"{est.cost:.2f} {config.currency}"
            total_s = expected_seconds(speed, est.input_tokens, est.cached_tokens, est.output_tokens)
            when = (f"time {say_seconds(total_s)} at this server's measured {speed.prompt_tps:,.0f} prompt / "
                    f"{speed.output_tps:,.1f} reply tokens per second" if speed else
                    "time unknown (run `understory models check` to measure the server)")
            out.print(f"Total: {est.input_tokens:,} input ({est.cached_tokens:,} cacheable), {est.output_tokens:,} output; "
                      f"cost {cost}; {when}." + ("" if est.narrow else " Upper bound: every agent spends its whole budget."),
                      soft_wrap=True)
            return
        with progress_bar() as bar:
            task = bar.add_task("analyzing" if client else "finding names, aliases and key passages", total=None)
            result = run_analyze(store, client, config, work=work, mode=mode, only=only, force=force,
                                 strict=strict_model, progress=drawn(bar, task, analysis_line))
        _show_analyze(result, extractive=client is None or result.glances is not None)


def analysis_line(event: "Progress") -> str:
    """A model's rounds as they go (`volume 2 part 1/3: round 4, 12 tool calls, …`), else the step."""
    d = event.detail
    if "round" not in d:
        return event.label
    part = f" part {d['part']}/{d['parts']}" if d["parts"] > 1 else ""
    return (f"volume {d['volume_no']}{part}: round {d['round']}, {d['tool_calls']} tool calls, "
            f"{d['tokens']:,} tokens, {d['elapsed']:.0f}s")


def _show_analyze(result, extractive: bool) -> None:
    for o in result.analyzed:
        if extractive:
            out.print(f"volume {o.volume_no}: {o.points_created} new points, {o.records} records (extractive, from the text alone)")
            continue
        out.print(f"volume {o.volume_no}: {o.points_created} new points, {o.records} records, {o.rounds} rounds, "
                  f"{o.usage.input:,} input tokens ({o.usage.cached:,} cached), {o.usage.output:,} output, "
                  f"{o.seconds:.0f}s", soft_wrap=True)
        if o.warning:
            err.print(f"[yellow]warning:[/yellow] {escape(o.warning)}", soft_wrap=True)
    if not extractive and any(o.from_text for o in result.analyzed):
        err.print("(--strict-model fails such a volume instead of filling it from the text; "
                  "`understory analyze --force --volumes N` asks the model again)", highlight=False, soft_wrap=True)
    if result.up_to_date:
        out.print(f"already analyzed: volumes {', '.join(map(str, result.up_to_date))}")
    if result.recaps is not None and (result.recaps.due or result.recaps.stopped):
        out.print(f"the story so far: {escape(result.recaps.note)}", soft_wrap=True, highlight=False)
    if result.glances is not None:  # a narrow-only server: the text's reading, the model's glances on top
        out.print(f"chapter glances by the model: {escape(result.glances.note())}", soft_wrap=True, highlight=False)
    if result.out_of_time:
        err.print(f"[yellow]the time budget was spent:[/yellow] volumes {', '.join(map(str, result.out_of_time))} "
                  "keep the text's reading; run analyze again to go on (--time-budget sets it)", soft_wrap=True)


@app.command("compose-wiki")
def compose_wiki(
    force: Annotated[bool, typer.Option("--force", help="Rewrite every entry, changed or not.")] = False,
    strict_model: StrictModelOption = False,
    time_budget: TimeBudgetOption = None,
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
    from ..wiki.compose import compose

    config = read_config(time_budget_s=time_budget)
    with opened(db) as store:
        client = model_client(config, store)
        with progress_bar() as bar:
            task = bar.add_task("writing entries" if client else "assembling entries from the records (no model)",
                                total=None)
            result = compose(store, config, client, work=work, force=force, strict=strict_model,
                             progress=drawn(bar, task, lambda e: f"wrote {e.label}" if e.done else e.label))
        _show_compose(result)


def _show_compose(result) -> None:
    out.print(f"{result.entries} entries ({result.written} written, {result.entries - result.written} unchanged), "
              f"{result.pages} pages.")
    if result.from_text:
        err.print(f"[yellow]warning:[/yellow] {result.from_text} of them from the text: the model's were not valid "
                  "or its server stopped answering (`understory status` shows which)", soft_wrap=True)
    if result.out_of_time:
        err.print(f"[yellow]the time budget was spent:[/yellow] {result.out_of_time} pages keep their no-model text; "
                  "run compose-wiki again to go on (--time-budget sets it)", soft_wrap=True)
    if result.narrow and result.lines is not None:  # wiki.narrow: what a small model added, checked
        judged = [(what, j) for what, j in (("kinds", result.kinds), ("aliases", result.aliases)) if j is not None]
        out.print(f"The model was given the narrow tasks only ({result.narrow}): {len(result.lines.kept)} of "
                  f"{result.lines.asked} lines kept" + "".join(f", {w} {len(j.kept)} of {j.asked}" for w, j in judged)
                  + "; the rest of the wiki is from the text.", soft_wrap=True, highlight=False)


@app.command("build-site")
def build_site(
    out_dir: Annotated[Path, typer.Option("--out", "-o", help="Folder to write the site into (created if missing).")] = Path("site"),
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Write the wiki and a reader as a static site that works offline, from file://.

    Spoilers are hidden in the browser until the reader's progress passes them. Only
    files that changed are rewritten. Open the printed index.html in a browser. A store
    with several works (and no --work) makes a library: a shelf page, each work's site
    beneath it; a rebuild skips the works that did not change.

    Example: understory build-site --out my-site
    """
    from ..static_site import build_site as run_build_site
    from ..static_site.shelf import build_library, is_library

    config = read_config()
    with opened(db, read_only=True) as store:
        library = work is None and is_library(store)
        with progress_bar() as bar:
            task = bar.add_task("building the site", total=None)
            if library:
                built = build_library(store, out_dir, language=config.language, progress=drawn(bar, task))
            else:
                result = run_build_site(store, out_dir, work=work, language=config.language,
                                        progress=drawn(bar, task))
        if library:
            _show_library(built)
        else:
            _show_site(result)


def _show_library(result) -> None:
    err.print(f"{result.works} works: {len(result.built)} built, {len(result.skipped)} unchanged", highlight=False)
    print(result.index.resolve())


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
    title_mark: Annotated[str, typer.Option("--title-mark", help="Appended to each copy's title, so a reader's shelf tells it from the original (\"\" keeps the title).")] = " (X-Ray)",
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Write a copy of each EPUB with spoiler-free X-Ray notes, for any e-reader.

    Names are linked to popup footnotes (EPUB 3; endnotes with a link back in EPUB 2),
    each saying only what the wiki knows by that chapter; an appendix lists the characters
    met by the end of the volume. Text, spine, images and stylesheets are unchanged. The
    files must be the ones ingested (matched by their bytes). Each copy has its own
    identifier (derived from the original's) and a marked title. Run compose-wiki first.

    Example: understory export-epub vol1.epub vol2.epub --out xray
    """
    from ..export import export_epub

    with opened(db, read_only=True) as store:
        with progress_bar() as bar:
            task = bar.add_task("exporting", total=None)
            result = export_epub(store, list(paths), out_dir, work=work, links=links, appendix=appendix,
                                 title_mark=title_mark,
                                 progress=drawn(bar, task))
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
    time_budget: TimeBudgetOption = None,
) -> None:
    """Every stage in order: ingest, embed, analyze, compose-wiki, build-site.

    With no model configured this runs entirely offline on the embedded default (local
    embeddings, the extractive analyzer). Each stage resumes, so running it again after
    an interruption or with a new volume only does what is left. Prints the site's home page
    (a store with several works makes a library: the work joins the shelf, as in build-site).

    Example: understory run vol1.epub vol2.epub --out my-site
    """
    from ..pipeline import run as run_pipeline
    from ..static_site.shelf import LibraryResult

    config = read_config(time_budget_s=time_budget)
    with opened(db) as store:
        _known_work(store, work, new_work)
        shown = {"ingest": _show_ingest, "embed": lambda r: _show_embed(r) if r is not None else out.print(
            "Embeddings are switched off (embeddings.provider: none); search stays lexical."),
            "analyze": lambda r: _show_analyze(r, extractive=config.extractive),
            "compose": _show_compose,
            "build-site": lambda r: _show_library(r) if isinstance(r, LibraryResult) else _show_site(r)}
        with progress_bar() as bar:
            task = bar.add_task("ingest", total=None)
            run_pipeline(store, paths, out_dir, config=config, work=work, mode=mode, allow_empty=allow_empty,
                         new_work=new_work, allow_loss=allow_loss, strict_model=strict_model,
                         progress=drawn(bar, task, lambda e: f"{e.stage}: {analysis_line(e)}"),
                         finished=lambda stage, result: shown[stage](result))


COMMAND_OF_STAGE = {"compose": "compose-wiki"}


@app.command()
def status(
    work: WorkOption = None,
    db: DbOption = None,
) -> None:
    """Show what has run for each work, the tokens and cost per stage, and what is left.

    Example: understory status
    """
    from ..status import work_status

    config = read_config()
    with opened(db, read_only=True) as store:
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
            if st.ereader:
                where, device = st.ereader.locator or "an unknown place", escape(st.ereader.device)
                out.print(f"  position from KOReader: {where} on {device}, "
                          f"{datetime.fromtimestamp(st.ereader.pushed_at):%Y-%m-%d %H:%M}", soft_wrap=True)
            if st.corrections or st.unmatched:
                out.print(f"  corrections: {st.corrections} apply" + (f", {len(st.unmatched)} match nothing" if st.unmatched else ""))
            for line in st.unmatched:
                out.print(f"    matches nothing: {escape(line)}", soft_wrap=True)
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
