"""The model's reading of a book (the analyze stage's model path): volume agents, in reading
order, build the knowledge-point table.

Each volume is one unit of work: its agent reads the volume (in parts if it does not fit
the context), creates and extends points through tools, and submits summaries and
glances; only then is the volume's analysis written, in one transaction. A finished
volume is never redone unless its text changed or --force says so; an interrupted one is
redone from scratch.

A local model is never worse than no model: what it did validly is kept, even when it never
manages a valid final submission, and the rest is filled by the extractive path and marked
(fill.py). A volume where nothing valid came back, or whose server stopped answering, is
filled from the text whole (the outcome says so, and `status`); after a server that gave no
answer in time the rest of the run is not sent to it. A setting to fix (a refused key, an
unknown model) or a server failing past the retries stops the run instead, nothing filled:
the text cannot stand in for a mistake the reader must correct or a server that will be
back. `strict` (--strict-model) fails such a volume instead, storing nothing of it.

The no-model result comes first (issue 39): before the first call, volumes due with no reading
of their text get the extractive one, and each volume the model reads lands together with the
text's reading of every later volume, so a run killed anywhere, or past its time budget
(`config.time_budget`), leaves at least what no model gives; the next run takes those again.

How tools travel starts as the client's ActionMode; once a volume's agent switches to JSON
actions, the later parts and volumes start that way (carried here, not set on the client).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Literal

from ..agents import AgentError, Tool, run_agent
from ..config import Config
from ..errors import ModelError, UnderstoryError
from ..llm.types import ActionMode, ModelClient, TokenUsage
from ..position import chapter_of
from ..progress import ProgressFn, reporter
from ..prompts import render
from ..retrieval.search import search_passages
from ..retrieval.snippets import snippet
from ..store import Store, books, ledger
from ..store import points as point_store
from ..text import estimate_tokens
from . import seed as seeding
from .fill import TOP_NAMES, fill_extractive, from_text
from .mentions import count_mentions, points_after
from .result import AnalyzeResult, VolumeOutcome
from .session import SubmitArgs, VolumeSession, submit_schema
from .text import Part, render as render_text, split_parts
from .volumes import volumes_to_analyze

if TYPE_CHECKING:
    from ..llm.embeddings import Embedder
    from .extractive import ExtractiveReading

Mode = Literal["fast", "quality"]
FILL_IDS = 1_000_000_000  # the extractive reading's own numbering while it fills in (fill.py renumbers)
CONTEXT_SHARE = 0.6  # of the model's context the volume text may fill; the rest is the conversation
PART_LIMIT_S = 480.0  # with a measured server, one volume part's agent in all: then its valid work is kept, the text fills in
SNIPPET_TOKENS = 70  # per search hit, around the match: enough to judge it; read_paragraphs gives the rest


@dataclass
class VolumePlan:
    """The prompts of one volume's agent, built before any call (also what --estimate prices)."""

    volume: books.VolumeInfo
    system: str
    parts: list[Part]
    prompt_name: str
    prompt_hash: str
    source_tokens: int  # of the volume's own text, as the model's tokenizer would roughly count it
    seed: str = ""  # the name finder's starting list for this volume (seed.py), "" when off


def plan_volume(store: Store, config: Config, work: books.WorkRow, volume: books.VolumeInfo, mode: Mode,
                known: list[point_store.Point], seeds: seeding.Seeds | None = None) -> VolumePlan:
    budget = config.budget(mode)
    system = render("analyze/system", work_title=work.title, rounds=budget.rounds, language=config.language)
    paragraphs = books.story_paragraphs(store, work.work_id, volume=volume.volume_no)
    chapters = render_text(paragraphs, skim=(mode == "fast"))
    seed = seeding.render(seeds.for_volume(volume, known)) if seeds is not None else ""
    context = config.model_for("main").context_tokens if config.models else 128_000
    parts = split_parts(chapters, max(2_000, int(context * CONTEXT_SHARE) - estimate_tokens(system.text)
                                      - 40 * len(known) - estimate_tokens(seed)))
    return VolumePlan(volume, system.text, parts, system.name, system.hash,
                      sum(estimate_tokens(p.text) for p in paragraphs), seed)


@dataclass
class _Run:
    """What one run carries from volume to volume."""

    actions: ActionMode  # how tools travel: the client's, until an agent switches to JSON actions
    volumes: list[books.VolumeInfo]  # the work's, in order: those after a volume are rewritten with it
    server_down: str | None = None  # the server's failure, once it stopped answering: not asked again
    extractive: "ExtractiveReading | None" = None  # the extractive reading, made the first time a volume needs filling in
    ends: float | None = None  # time.monotonic() when the run's time budget is spent (config.time_budget)


def analyze_with_model(store: Store, client: ModelClient, config: Config, *, work: str | None = None,
                       mode: Mode = "quality", only: tuple[int, int] | None = None, force: bool = False,
                       progress: ProgressFn | None = None, embedder: "Embedder | None" = None,
                       strict: bool = False) -> AnalyzeResult:
    """The model's reading of the volumes due; progress as `analyze` events (done/total in
    volumes; `detail` has the volume, part, round, tool calls, tokens and seconds)."""
    target = books.resolve_work(store, work)
    todo, up_to_date = volumes_to_analyze(store, target.work_id, only=only, force=force, by_model=True)
    result = AnalyzeResult(up_to_date=up_to_date)
    tell = reporter("analyze", progress)
    # The finder reads the whole work once; each volume's list is gated to that volume (seed.py).
    seeds = (seeding.work_seeds(store, target) if config.seed_candidates and any(v.chapters for v in todo)
             else None)
    budget = config.time_budget()
    carried = _Run(client.actions, books.volume_infos(store, target.work_id),
                   ends=time.monotonic() + budget if budget else None)

    def reading() -> "ExtractiveReading":
        if carried.extractive is None:
            from .extractive import ExtractiveReading  # the name finder: only when a weak model needs it

            carried.extractive = ExtractiveReading.of(store, target, first_id=FILL_IDS)
        return carried.extractive

    # The no-model result first (issue 39): volumes due that hold no reading of their text get the
    # extractive one at once, so a run stopped anywhere leaves at least what no model gives.
    read = point_store.analyzed_volumes(store, target.work_id)
    unread = next((v for v in todo if read.get(v.volume_no) != v.source_sha256), None)
    if unread is not None and not strict:  # strict: the model's reading or nothing
        tell(0, len(todo), "the text's reading first")
        point_store.write_volume_analyses(store, target.work_id, from_text(
            reading(), [v for v in carried.volumes if v.volume_no >= unread.volume_no],
            point_store.load_points(store, target.work_id, before_volume=unread.volume_no),
            point_store.next_point_id(store, target.work_id, unread.volume_no)))

    for done, volume in enumerate(todo):
        if carried.ends is not None and time.monotonic() >= carried.ends:  # the rest keep the text's reading
            result.out_of_time = [v.volume_no for v in todo[done:]]
            break
        run_id = ledger.start_run(store, target.work_id, "analyze", mode)

        def on_part(part: int, parts: int, rounds: int, calls: int, tokens: int, elapsed: float,
                    volume_no: int = volume.volume_no, done: int = done) -> None:
            tell(done, len(todo), f"volume {volume_no}" + (f" part {part}/{parts}" if parts > 1 else ""),
                 volume_no=volume_no, part=part, parts=parts, round=rounds, tool_calls=calls, tokens=tokens,
                 elapsed=elapsed, seconds_left=None if carried.ends is None else carried.ends - time.monotonic())

        try:
            outcome = _analyze_volume(store, client, config, target, volume, mode, run_id, on_part, embedder, seeds,
                                      reading, strict=strict, carried=carried)
        except BaseException as exc:
            ledger.finish_run(store, run_id, "interrupted" if isinstance(exc, KeyboardInterrupt) else "failed",
                              f"volume {volume.volume_no}: {exc}"[:500])
            raise
        ledger.finish_run(store, run_id, "done", _done_note(outcome))
        result.analyzed.append(outcome)
        tell(done + 1, len(todo), f"volume {volume.volume_no} written", volume_no=volume.volume_no)
    result.server_down = carried.server_down  # for the recaps written after (recaps.py)
    result.seconds_left = carried.ends - time.monotonic() if carried.ends is not None else None
    return result


def _done_note(outcome: VolumeOutcome) -> str:
    return outcome.warning or f"volume {outcome.volume_no}" + (f" ({outcome.problem})" if outcome.problem else "")


PartProgress = Callable[[int, int, int, int, int, float], None]  # part, parts, rounds, tool calls, tokens, seconds


def _analyze_volume(store: Store, client: ModelClient, config: Config, work: books.WorkRow,
                    volume: books.VolumeInfo, mode: Mode, run_id: int, on_part: PartProgress,
                    embedder: "Embedder | None", seeds: seeding.Seeds | None,
                    reading: Callable[[], "ExtractiveReading"], *, strict: bool, carried: _Run) -> VolumeOutcome:
    started = time.perf_counter()
    known = point_store.load_points(store, work.work_id, before_volume=volume.volume_no)
    if not volume.chapters:  # all front matter: nothing to read, nothing to pay for
        _land(store, work.work_id, point_store.VolumeAnalysis(
            volume.volume_no, volume.source_sha256, "model", mode, [], [], [], [], "", 0, [], run_id),
            known, point_store.next_point_id(store, work.work_id, volume.volume_no), reading, carried)
        return VolumeOutcome(volume.volume_no, 0, 0, TokenUsage(), 0, time.perf_counter() - started)
    plan = plan_volume(store, config, work, volume, mode, known, seeds)
    paragraphs = {p.locator: p for p in books.story_paragraphs(store, work.work_id, through_volume=volume.volume_no)}

    def search(query: str, limit: int) -> list[tuple[str, str]]:
        hits = search_passages(store, query, work=work.slug, limit=limit, until=volume.chapters[-1].chapter_no,
                               mode="hybrid" if embedder else "lexical", embedder=embedder)
        return [(h.locator, snippet(h.text, query, SNIPPET_TOKENS)) for h in hits]

    session = VolumeSession(
        work_id=work.work_id, volume=volume, known=known, paragraphs=paragraphs,
        chapter_nos=books.paragraph_chapters(store, work.work_id, up_to_volume=volume.volume_no),
        next_id=point_store.next_point_id(store, work.work_id, volume.volume_no), search=search,
        # the series too: one book is titled by itself now, and a weak model echoes its series' name
        titles=(work.title, volume.title, *{series for _, series, _, _ in books.volume_labels(store, work.work_id)
                                            if series}))
    usage, rounds, notes, summary = TokenUsage(), 0, "", ""
    problems: list[str] = []
    last_part_of = {chapter_of(c): i for i, part in enumerate(plan.parts) for c in part.chapters}
    if carried.server_down:
        problems.append(f"not sent to the model: {carried.server_down}")
    for i, part in enumerate(plan.parts if not carried.server_down else []):
        session.due = [c.locator for c in volume.chapters if last_part_of.get(c.locator) == i]
        final = i == len(plan.parts) - 1
        user = render("analyze/volume", points=_index(session), seed=plan.seed, notes=notes, volume_no=volume.volume_no,
                      volume_title=volume.title, part_no=i + 1, part_count=len(plan.parts), chapters=part.chapters,
                      skimmed=mode == "fast", text=part.text).text
        # Native tools keep one schema for every round (the prompt cache); JSON actions narrow theirs.
        submit = Tool("submit_volume_summary",
                      "Hand in story chapters' summaries and glances (as many as are done; they are kept) and the "
                      "volume summary" + ("" if final else " (here: your notes so far, carried to the next part)")
                      + "; done once every chapter is in.", SubmitArgs,
                      session.check_submit, schema=submit_schema(SubmitArgs, session.due),
                      narrow=session.narrowed(SubmitArgs))

        def on_round(rounds_done: int, calls: int, spent: TokenUsage, part_no: int = i,
                     earlier: TokenUsage = usage) -> None:
            on_part(part_no + 1, len(plan.parts), rounds_done, calls, (earlier + spent).total,
                    time.perf_counter() - started)

        def on_switch(actions: ActionMode) -> None:  # the later parts and volumes start with JSON actions
            carried.actions = actions

        try:
            outcome = run_agent(client, plan.system, [{"role": "user", "content": user}], session.tools(), submit,
                                config.budget(mode), stage="analyze", unit=f"volume {volume.volume_no}"
                                + (f" part {i + 1}/{len(plan.parts)}" if len(plan.parts) > 1 else ""),
                                prompt_name=plan.prompt_name, prompt_hash=plan.prompt_hash, run_id=run_id,
                                work_id=work.work_id, on_round=on_round, actions=carried.actions, on_switch=on_switch,
                                # time as a budget (issues 25, 39): a slow server's rounds took minutes each
                                deadline=_part_deadline(client, carried))
        except AgentError as failed:  # keep what the model did validly; the extractive path fills the rest
            usage, rounds = usage + failed.usage, rounds + failed.rounds
            problems.append(str(failed))
            notes = summary = session.volume_summary or notes
            continue
        except ModelError as failed:  # a deadline or a request refused as made: the text fills in
            if strict or failed.stops_stage:  # a setting to fix or a server failing: nothing filled
                raise
            problems.append(f"the server failed ({failed})"[:300])
            if failed.fault == "timeout":  # no answer in time: the next volume would wait again
                carried.server_down = f"the server stopped answering ({failed})"[:300]
            summary = session.volume_summary or notes
            break
        usage, rounds = usage + outcome.usage, rounds + outcome.rounds
        notes = summary = session.volume_summary  # the latest one handed in, in this call or an earlier one
    from_text = not session.has_work()
    if from_text and strict:
        raise UnderstoryError(
            f"volume {volume.volume_no}: the model ({_model_label(config)}) gave nothing usable in {rounds} calls, "
            f"so nothing was stored. It may be too small for this task: try a larger model, --mode quality, or "
            f"`provider: extractive`; `understory models check` shows what the server supports; without "
            f"--strict-model the volume is filled from the text instead. "
            f"(Last problem: {problems[-1] if problems else 'none reported'})"[:900])
    if from_text and not problems:
        problems.append(f"the model ({_model_label(config)}) gave nothing usable in {rounds} calls")
    analysis = session.result(source_sha256=volume.source_sha256, provider="model", mode=mode,
                              volume_summary=summary, run_id=run_id)
    filled = None
    # A model that summarised every chapter but named nobody (gemma3-270m does) would leave the
    # volume without a single point, and the wiki empty: the extractive names fill in there too.
    named_nobody = not analysis.new_points and not analysis.records
    if len(session.summaries) < len(volume.chapters) or not summary.strip() or problems or named_nobody:
        filled = fill_extractive(analysis, reading(), volume, known, session.next_id,
                              top_names=None if from_text or named_nobody else TOP_NAMES)
    analysis.mentions = count_mentions(points_after(known, analysis),
                                       [p for p in paragraphs.values() if p.volume_no == volume.volume_no])
    _land(store, work.work_id, analysis, known, session.next_id, reading, carried)
    return VolumeOutcome(volume.volume_no, len(analysis.new_points),
                         len(analysis.records) + sum(len(p.records) for p in analysis.new_points),
                         usage, rounds, time.perf_counter() - started, chapters=len(volume.chapters),
                         extractive_chapters=filled.chapters if filled else 0,
                         extractive_points=filled.points if filled else 0,
                         problem=problems[-1][:300] if problems else None, from_text=from_text)


def _part_deadline(client: ModelClient, carried: _Run) -> float | None:
    """When one volume part's agent is stopped: PART_LIMIT_S with a measured server, and never past
    the run's time budget (its valid work is kept, the text fills the rest)."""
    ends = [t for t in (time.monotonic() + PART_LIMIT_S if client.speed is not None else None, carried.ends)
            if t is not None]
    return min(ends) if ends else None


def _land(store: Store, work_id: int, analysis: point_store.VolumeAnalysis, known: list[point_store.Point],
          next_id: int, reading: Callable[[], "ExtractiveReading"], carried: _Run) -> None:
    """Write the volume's analysis. The volumes after it built on what it replaces: they are
    written again with it, from the text, until the model reads them (a stop must leave them)."""
    later = [v for v in carried.volumes if v.volume_no > analysis.volume_no]
    tail = from_text(reading(), later, points_after(known, analysis),
                     max([next_id, *(p.point_id + 1 for p in analysis.new_points)])) if later else []
    point_store.write_volume_analyses(store, work_id, [analysis, *tail])


def _model_label(config: Config) -> str:
    model = config.model_for("main")
    return f"{model.model} at {model.base_url}"


def _index(session: VolumeSession) -> list[dict[str, object]]:
    """The point index at the top of the prompt: names only, the history is a tool call away.

    Rows change only when a point gains a name (no per-volume columns), so the next volume's
    prompt repeats this one's index up to its first new alias: a prefix the cache serves.
    """
    return [{"point_id": p.point_id, "name": p.name, "kind": p.kind,
             "aliases": [a.alias for a in p.aliases], "volume": p.volume_no}
            for p in [*session.known, *session.new_points]]
