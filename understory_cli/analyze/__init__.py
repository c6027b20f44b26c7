"""The analyze stage: the book read into the knowledge-point table, by a model or without one.

`run` chooses the path: with a model client, volume agents read the book (model.py; what
the model cannot do is filled from the text and marked); with none, or no model
configured, the extractive reading finds names, aliases and key passages (extractive.py). Both
report progress as `progress.Progress` events of stage `analyze`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..config import Config
from ..llm.types import ModelClient
from ..progress import ProgressFn
from ..store import Store, books
from .model import Mode, VolumePlan, analyze_with_model, plan_volume
from .result import AnalyzeResult, VolumeOutcome
from .volumes import volumes_to_analyze

if TYPE_CHECKING:
    from ..llm.embeddings import Embedder


def run(store: Store, client: ModelClient | None, config: Config, *, work: str | None = None,
        mode: Mode = "quality", only: tuple[int, int] | None = None, force: bool = False,
        progress: ProgressFn | None = None, embedder: "Embedder | None" = None,
        strict: bool = False) -> AnalyzeResult:
    """Analyze the volumes due (new, changed, or every one from `only` with `force`).

    `client` None, or no model configured (`config.extractive`): the extractive path, which makes
    no calls (`mode`, `embedder` and `strict` are the model path's). Progress: `done` and
    `total` count volumes.
    """
    if client is None or config.extractive:
        return _extractive(store, work=work, only=only, force=force, progress=progress)
    from ..llm.capabilities import narrow_only

    narrow = narrow_only(config, store)
    if narrow and not strict:  # a model too small for a volume analysis: the text's, and glances on top
        from .glances import narrow_analyze

        return narrow_analyze(store, client, config, narrow, work=work, only=only, force=force, progress=progress)
    result = analyze_with_model(store, client, config, work=work, mode=mode, only=only, force=force,
                                progress=progress, embedder=embedder, strict=strict)
    _recaps(store, client, config, result, work=work, only=only, force=force, progress=progress)
    return result


def _recaps(store: Store, client: ModelClient, config: Config, result: AnalyzeResult, *, work: str | None,
            only: tuple[int, int] | None, force: bool, progress: ProgressFn | None) -> None:
    """The story so far, once the summaries are in (recaps.py): while the time budget lasts and
    the server answers; what is not written keeps the condensed summaries (recap.py)."""
    from ..llm.capabilities import narrow_only
    from .recaps import RecapsResult, write_recaps

    if not config.model_recaps:
        return
    narrow = narrow_only(config, store)  # a model too small to write prose: the condensed summaries stand
    if narrow:
        result.recaps = RecapsResult(stopped=f"{narrow}: no recaps asked")
        return
    if result.out_of_time or (result.seconds_left is not None and result.seconds_left < 1) or result.server_down:
        result.recaps = RecapsResult(stopped=result.server_down or "the time budget was spent")
        return
    target = books.resolve_work(store, work)
    redo = frozenset(v.volume_no for v in books.volume_infos(store, target.work_id)
                     if force and (only is None or only[0] <= v.volume_no <= only[1]))
    result.recaps = write_recaps(store, client, config, target, seconds=result.seconds_left, redo=redo,
                                 progress=progress)


def _extractive(store: Store, *, work: str | None, only: tuple[int, int] | None, force: bool,
             progress: ProgressFn | None) -> AnalyzeResult:
    from .extractive import analyze_extractive  # the name finder and its language models: only when used

    return analyze_extractive(store, work=work, only=only, force=force, report=progress)


__all__ = ["run", "analyze_with_model", "volumes_to_analyze", "plan_volume", "AnalyzeResult",
           "VolumeOutcome", "VolumePlan", "Mode"]
