"""What has run for each work, what it cost, and what is left to do."""

from __future__ import annotations

from dataclasses import dataclass, field

from .config import Config
from .corrections import corrected
from .llm.embeddings import configured_model_id
from .store import Store
from .store import anchors, books, devices, ledger
from .store import points as point_store
from .store import wiki as wiki_store
from .store import vectors as vector_store


@dataclass
class StageUsage:
    stage: str
    model: str
    kind: str
    calls: int
    failed_calls: int
    input_tokens: int
    cached_tokens: int
    output_tokens: int
    cost: float | None  # None when the config has no price for the model
    abandoned_calls: int = 0  # sent, never answered (deadline, kill): prompt estimated, counted in input_tokens


@dataclass
class WorkStatus:
    slug: str
    title: str
    counts: books.WorkCounts
    vectors: dict[str, tuple[int, int]]  # model -> (chunks with a vector, chunks)
    analyzed: dict[int, tuple[str, str]] = field(default_factory=dict)  # volume -> (provider, mode)
    points: int = 0
    wiki_entries: int = 0
    usage: list[StageUsage] = field(default_factory=list)
    left: list[str] = field(default_factory=list)
    # Per volume, what the model wrote and what the extractive path filled in, e.g.
    # "volume 1: 4 of 6 chapter summaries by the model, 2 extractive; 3 of 9 points extractive".
    filled: list[str] = field(default_factory=list)
    wiki_sources: dict[str, int] = field(default_factory=dict)  # entry source -> entries
    problems: list[ledger.Run] = field(default_factory=list)  # the latest run of each stage, when it did not finish
    ereader: devices.PushedPosition | None = None  # the newest position KOReader pushed (serve/kosync.py)
    corrections: int = 0  # the reader's corrections that apply
    unmatched: list[str] = field(default_factory=list)  # those that match nothing now, each with why

    @property
    def total_cost(self) -> float | None:
        costs = [u.cost for u in self.usage if u.cost is not None]
        return sum(costs) if costs else None


def work_status(store: Store, config: Config, work: str | None = None) -> list[WorkStatus]:
    targets = [books.resolve_work(store, work)] if work else books.works(store)
    return [_status(store, config, w) for w in targets]


def _status(store: Store, config: Config, work: books.WorkRow) -> WorkStatus:
    entries = wiki_store.entries(store, work.work_id)
    table = corrected(store, work.work_id)
    status = WorkStatus(work.slug, work.title, books.work_counts(store, work.work_id),
                        vector_store.coverage(store, work.work_id),
                        analyzed=point_store.analysis_state(store, work.work_id),
                        points=len(table.points), wiki_entries=len(entries), corrections=len(table.applied),
                        unmatched=[f"{c.describe()}: {why}" for c, why in table.unmatched])
    for entry in entries:
        status.wiki_sources[entry.source] = status.wiki_sources.get(entry.source, 0) + 1
    status.filled = _filled(store, work.work_id, status.analyzed)
    status.ereader = devices.last_push_in_work(store, work.work_id)
    latest = {}
    for run in ledger.runs(store, work_id=work.work_id):
        latest[run.stage] = run
    # A question that failed is answered (or not) at once; stages are what a reader resumes.
    status.problems = [r for r in latest.values() if r.status != "done" and r.stage != "ask"]
    for total in ledger.usage_totals(store, work_id=work.work_id):
        price = config.price_for(total.model)
        status.usage.append(StageUsage(
            total.stage, total.model, total.kind, total.calls, total.failed_calls, total.input_tokens,
            total.cached_tokens, total.output_tokens,
            price.cost(total.input_tokens, total.cached_tokens, total.output_tokens) if price else None,
            total.abandoned_calls))
    wanted = configured_model_id(config, work.language)
    if wanted and status.counts.chunks:
        have = status.vectors.get(wanted, (0, status.counts.chunks))[0]
        if have < status.counts.chunks:
            status.left.append(f"embed: {status.counts.chunks - have} of {status.counts.chunks} chunks "
                               f"have no {wanted} vector (run `understory embed`)")
    changed = point_store.changed_volumes(store, work.work_id)
    if changed:
        status.left.append(f"analyze: the text of volume{'s' if len(changed) > 1 else ''} "
                           f"{', '.join(map(str, changed))} changed since it was analyzed (run `understory analyze`)")
    for stage, units in anchors.stale_units(store, work.work_id).items():
        shown = "; ".join(units[:anchors.STALE_NOTES_SHOWN]) + (f"; {len(units) - anchors.STALE_NOTES_SHOWN} more"
                                                               if len(units) > anchors.STALE_NOTES_SHOWN else "")
        command = "analyze" if stage == "analyze" else "compose-wiki"
        status.left.append(f"{command}: {len(units)} stale after a volume was replaced ({shown}) "
                           f"(run `understory {command}`)")
    missing = status.counts.volumes - len(status.analyzed)
    if missing:
        status.left.append(f"analyze: {missing} of {status.counts.volumes} volumes not analyzed (run `understory analyze`)")
    elif status.analyzed and not status.wiki_entries:
        status.left.append("compose-wiki: the wiki is not written yet (run `understory compose-wiki`)")
    return status


def _filled(store: Store, work_id: int, analyzed: dict[int, tuple[str, str]]) -> list[str]:
    """A line per model-analyzed volume in which the extractive path filled in."""
    chapters = point_store.summary_sources(store, work_id)
    points = point_store.point_sources(store, work_id)
    lines = []
    for volume_no, (provider, _) in sorted(analyzed.items()):
        by = chapters.get(volume_no, {})
        made = points.get(volume_no, {})
        if provider != "model" or not (by.get("extractive") or made.get("extractive")):
            continue
        total, extractive = sum(by.values()), by.get("extractive", 0)
        if not by.get("model") and not made.get("model"):  # no summary and no point of its own
            lines.append(f"volume {volume_no}: model gave nothing usable; filled from the text ({extractive} chapter "
                         f"summaries, {made.get('extractive', 0)} points)")
            continue
        lines.append(f"volume {volume_no}: {total - extractive} of {total} chapter summaries by the model, "
                     f"{extractive} extractive; {made.get('extractive', 0)} of {sum(made.values())} points extractive")
    glances = point_store.glances(store, work_id)
    by_model = sum(g.source == point_store.MODEL for g in glances.values())
    if by_model and any(provider != "model" for provider, _ in analyzed.values()):  # a small model's (analyze.glances)
        lines.append(f"glances: {by_model} of {len(glances)} chapters' by a small model, checked against their "
                     f"opening; the rest from the text")
    return lines
