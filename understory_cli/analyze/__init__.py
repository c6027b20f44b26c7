"""The analyze stage: volume agents, in reading order, build the knowledge-point table.

Each volume is one unit of work: its agent reads the volume (in parts if it does not fit
the context), creates and extends points through tools, and submits summaries and
glances; only then is the volume's analysis written, in one transaction. A finished
volume is never redone unless its text changed or --force says so; an interrupted one is
redone from scratch.

A local model is never worse than no model: what it did validly is kept, even when it never
manages a valid final submission, and the rest is filled by the offline path and marked
(fill.py). A volume where nothing valid came back, or whose server stopped answering, is
filled from the text whole (the outcome says so, and `status`); after a server that gave no
answer at all (deadline, refused) the rest of the run is not sent to it. `strict` (--strict-model) fails such a volume instead,
storing nothing of it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

from ..agents import AgentError, Tool, run_agent
from ..config import Config
from ..errors import ModelError, UnderstoryError
from ..llm.client import ModelClient, TokenUsage, estimate_tokens
from ..retrieval.snippets import snippet
from ..prompts import render
from ..retrieval.search import search_passages
from ..store import Store, books, ledger
from ..store import points as point_store
from . import seed as seeding
from .fill import TOP_NAMES, fill_offline
from .mentions import count_mentions, points_after
from .session import SubmitArgs, VolumeSession, submit_schema
from .text import Part, chapter_of, render as render_text, split_parts

FILL_IDS = 1_000_000_000  # the offline reading's own numbering while it fills in (fill.py renumbers)
CONTEXT_SHARE = 0.6  # of the model's context the volume text may fill; the rest is the conversation
PART_LIMIT_S = 480.0  # with a measured server, one volume part's agent in all: then its valid work is kept, the text fills in
SNIPPET_TOKENS = 70  # per search hit, around the match: enough to judge it; read_paragraphs gives the rest


@dataclass
class VolumeProgress:
    volume_no: int
    part: int
    parts: int
    round: int
    tool_calls: int
    tokens: int
    elapsed: float


@dataclass
class VolumeOutcome:
    volume_no: int
    points_created: int
    records: int
    usage: TokenUsage
    rounds: int
    seconds: float
    chapters: int = 0  # story chapters summarised
    offline_chapters: int = 0  # of them, filled by the offline path
    offline_points: int = 0  # of the points created, from the offline path
    problem: str | None = None  # why the model's work was incomplete, when it was
    from_text: bool = False  # the model gave nothing usable: the whole volume is the offline path's

    @property
    def warning(self) -> str | None:
        """What the user is told when the offline path filled in (None when the model did it all)."""
        if self.from_text:
            return (f"volume {self.volume_no}: model gave nothing usable; filled from the text "
                    f"({self.offline_chapters} chapter summaries, {self.offline_points} points)"
                    + (f" — {self.problem}" if self.problem else ""))
        if self.offline_chapters or self.offline_points:
            return (f"volume {self.volume_no}: {self.chapters - self.offline_chapters} of {self.chapters} chapter "
                    f"summaries by the model, {self.offline_chapters} offline; {self.offline_points} offline points"
                    + (f" ({self.problem})" if self.problem else ""))
        return None


@dataclass
class AnalyzeResult:
    analyzed: list[VolumeOutcome] = field(default_factory=list)
    up_to_date: list[int] = field(default_factory=list)


Progress = Callable[[VolumeProgress], None]


def volumes_to_analyze(store: Store, work_id: int, *, only: tuple[int, int] | None = None,
                       force: bool = False) -> tuple[list[books.VolumeInfo], list[int]]:
    """(volumes to analyze in order, volumes already up to date).

    A volume needs analysis when it has none or its text changed since; every later
    volume built on it, so it is redone too.
    """
    infos = books.volume_infos(store, work_id)
    done = point_store.analyzed_volumes(store, work_id)
    selected = [v for v in infos if only is None or only[0] <= v.volume_no <= only[1]]
    if only is not None and not selected:
        raise UnderstoryError(f"no volume in {only[0]}-{only[1]}")
    stale = next((v.volume_no for v in infos if done.get(v.volume_no) != v.source_sha256), None)
    start = selected[0].volume_no if force else stale
    if start is None:
        return [], [v.volume_no for v in selected]
    gap = next((v.volume_no for v in infos if v.volume_no < start and done.get(v.volume_no) != v.source_sha256), None)
    if gap is not None:
        raise UnderstoryError(f"volume {gap} is not analyzed yet; analyze it first (volumes build on each other)")
    todo = [v for v in selected if v.volume_no >= start]
    return todo, [v.volume_no for v in selected if v.volume_no < start]


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


def plan_volume(store: Store, config: Config, work: books.WorkRow, volume: books.VolumeInfo, mode: str,
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


def analyze(store: Store, client: ModelClient, config: Config, *, work: str | None = None, mode: str = "quality",
            only: tuple[int, int] | None = None, force: bool = False, progress: Progress | None = None,
            embedder=None, strict: bool = False) -> AnalyzeResult:
    target = books.resolve_work(store, work)
    todo, up_to_date = volumes_to_analyze(store, target.work_id, only=only, force=force)
    result = AnalyzeResult(up_to_date=up_to_date)
    # The finder reads the whole work once; each volume's list is gated to that volume (seed.py).
    seeds = (seeding.work_seeds(store, target) if config.seed_candidates and any(v.chapters for v in todo)
             else None)
    offline: list = []  # the offline reading, made the first time a volume needs filling in

    def reading():
        if not offline:
            from .offline import OfflineReading  # the name finder: only when a weak model needs it

            offline.append(OfflineReading.of(store, target, first_id=FILL_IDS))
        return offline[0]

    server_down: list[str] = []  # the server's failure, once it stopped answering: not asked again this run
    for volume in todo:
        run_id = ledger.start_run(store, target.work_id, "analyze", mode)
        try:
            outcome = _analyze_volume(store, client, config, target, volume, mode, run_id, progress, embedder, seeds,
                                      reading, strict=strict, server_down=server_down)
        except BaseException as exc:
            ledger.finish_run(store, run_id, "interrupted" if isinstance(exc, KeyboardInterrupt) else "failed",
                              f"volume {volume.volume_no}: {exc}"[:500])
            raise
        ledger.finish_run(store, run_id, "done", _done_note(outcome))
        result.analyzed.append(outcome)
    return result


def _done_note(outcome: VolumeOutcome) -> str:
    return outcome.warning or f"volume {outcome.volume_no}" + (f" ({outcome.problem})" if outcome.problem else "")


def _analyze_volume(store, client, config, work, volume, mode, run_id, progress, embedder, seeds,
                    reading, *, strict: bool, server_down: list[str]) -> VolumeOutcome:
    started = time.perf_counter()
    if not volume.chapters:  # all front matter: nothing to read, nothing to pay for
        point_store.write_volume_analysis(store, work.work_id, point_store.VolumeAnalysis(
            volume.volume_no, volume.source_sha256, "model", mode, [], [], [], [], "", 0, [], run_id))
        return VolumeOutcome(volume.volume_no, 0, 0, TokenUsage(), 0, time.perf_counter() - started)
    known = point_store.load_points(store, work.work_id, before_volume=volume.volume_no)
    plan = plan_volume(store, config, work, volume, mode, known, seeds)
    paragraphs = {p.locator: p for p in books.story_paragraphs(store, work.work_id, through_volume=volume.volume_no)}

    def search(query: str, limit: int) -> list[tuple[str, str]]:
        hits = search_passages(store, query, work=work.slug, limit=limit, until=volume.chapters[-1].locator,
                               mode="hybrid" if embedder else "lexical", embedder=embedder)
        return [(h.locator, snippet(h.text, query, SNIPPET_TOKENS)) for h in hits]

    session = VolumeSession(
        work_id=work.work_id, volume=volume, known=known, paragraphs=paragraphs,
        chapter_nos=books.paragraph_chapters(store, work.work_id, up_to_volume=volume.volume_no),
        next_id=point_store.next_point_id(store), search=search)
    usage, rounds, notes, summary, problems = TokenUsage(), 0, "", "", []
    last_part_of = {chapter_of(c): i for i, part in enumerate(plan.parts) for c in part.chapters}
    if server_down:
        problems.append(f"not sent to the model: {server_down[0]}")
    for i, part in enumerate(plan.parts if not server_down else []):
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

        def on_round(rounds_done: int, calls: int, spent: TokenUsage, part_no=i, earlier=usage) -> None:
            if progress:
                progress(VolumeProgress(volume.volume_no, part_no + 1, len(plan.parts), rounds_done, calls,
                                        (earlier + spent).total, time.perf_counter() - started))

        try:
            outcome = run_agent(client, plan.system, [{"role": "user", "content": user}], session.tools(), submit,
                                config.budget(mode), stage="analyze", unit=f"volume {volume.volume_no}"
                                + (f" part {i + 1}/{len(plan.parts)}" if len(plan.parts) > 1 else ""),
                                prompt_name=plan.prompt_name, prompt_hash=plan.prompt_hash, run_id=run_id,
                                work_id=work.work_id, on_round=on_round,
                                # time as a budget (issue 25): a slow server's rounds took minutes each
                                deadline=time.monotonic() + PART_LIMIT_S if getattr(client, "speed", None) else None)
        except AgentError as failed:  # keep what the model did validly; the offline path fills the rest
            usage, rounds = usage + failed.usage, rounds + failed.rounds
            problems.append(str(failed))
            notes = summary = session.volume_summary or notes
            continue
        except ModelError as failed:  # the server's trouble (deadline, refused, HTTP): the text fills in
            if strict:
                raise
            problems.append(f"the server failed ({failed})"[:300])
            if failed.status is None:  # no answer at all (deadline, refused): the next volume would wait again
                server_down.append(f"the server stopped answering ({failed})"[:300])
            summary = session.volume_summary or notes
            break
        usage, rounds = usage + outcome.usage, rounds + outcome.rounds
        notes = summary = session.volume_summary  # the latest one handed in, in this call or an earlier one
    from_text = not session.has_work()
    if from_text and strict:
        raise UnderstoryError(
            f"volume {volume.volume_no}: the model ({_model_label(config)}) gave nothing usable in {rounds} calls, "
            f"so nothing was stored. It may be too small for this task: try a larger model, --mode quality, or "
            f"`provider: offline`; `understory models check` shows what the server supports; without "
            f"--strict-model the volume is filled from the text instead. "
            f"(Last problem: {problems[-1] if problems else 'none reported'})"[:900])
    if from_text and not problems:
        problems.append(f"the model ({_model_label(config)}) gave nothing usable in {rounds} calls")
    analysis = session.result(source_sha256=volume.source_sha256, provider="model", mode=mode,
                              volume_summary=summary, run_id=run_id)
    filled = None
    # A model that summarised every chapter but named nobody (gemma3-270m does) would leave the
    # volume without a single point, and the wiki empty: the offline names fill in there too.
    named_nobody = not analysis.new_points and not analysis.records
    if len(session.summaries) < len(volume.chapters) or not summary.strip() or problems or named_nobody:
        filled = fill_offline(analysis, reading(), volume, known, session.next_id,
                              top_names=None if from_text or named_nobody else TOP_NAMES)
    analysis.mentions = count_mentions(points_after(known, analysis),
                                       [p for p in paragraphs.values() if p.volume_no == volume.volume_no])
    point_store.write_volume_analysis(store, work.work_id, analysis)
    return VolumeOutcome(volume.volume_no, len(analysis.new_points),
                         len(analysis.records) + sum(len(p.records) for p in analysis.new_points),
                         usage, rounds, time.perf_counter() - started, chapters=len(volume.chapters),
                         offline_chapters=filled.chapters if filled else 0,
                         offline_points=filled.points if filled else 0,
                         problem=problems[-1][:300] if problems else None, from_text=from_text)


def _model_label(config: Config) -> str:
    model = config.model_for("main")
    return f"{model.model} at {model.base_url}"


def _index(session: VolumeSession) -> list[dict]:
    """The point index at the top of the prompt: names only, the history is a tool call away.

    Rows change only when a point gains a name (no per-volume columns), so the next volume's
    prompt repeats this one's index up to its first new alias: a prefix the cache serves.
    """
    return [{"point_id": p.point_id, "name": p.name, "kind": p.kind,
             "aliases": [a.alias for a in p.aliases], "volume": p.volume_no}
            for p in [*session.known, *session.new_points]]


__all__ = ["analyze", "volumes_to_analyze", "plan_volume", "AnalyzeResult", "VolumeProgress"]
