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
from ..store import Store
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
    return analyze_with_model(store, client, config, work=work, mode=mode, only=only, force=force,
                              progress=progress, embedder=embedder, strict=strict)


def _extractive(store: Store, *, work: str | None, only: tuple[int, int] | None, force: bool,
             progress: ProgressFn | None) -> AnalyzeResult:
    from .extractive import analyze_extractive  # the name finder and its language models: only when used

    return analyze_extractive(store, work=work, only=only, force=force, report=progress)


__all__ = ["run", "analyze_with_model", "volumes_to_analyze", "plan_volume", "AnalyzeResult",
           "VolumeOutcome", "VolumePlan", "Mode"]
