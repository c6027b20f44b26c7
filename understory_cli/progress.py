"""The one progress event every stage reports (ingest, embed, analyze, compose, build-site,
export): how far it is, out of how much, on what. The CLI draws them with one adapter;
stages never print."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass(frozen=True)
class Progress:
    stage: str  # ingest | embed | analyze | compose | build-site | export | models
    done: int  # units finished so far
    total: int  # units in all (0: not known yet)
    label: str = ""  # what is being worked on: "volume 2", "writing pages", an entry's slug
    detail: dict[str, Any] = field(default_factory=dict)  # stage-specific figures: calls, tokens, chars, seconds


ProgressFn = Callable[[Progress], None]


def quiet(_: Progress) -> None:
    """The progress callback of a caller that shows none."""


def reporter(stage: str, progress: ProgressFn | None) -> Callable[..., None]:
    """`tell(done, total, label="", **detail)` for one stage; silent when `progress` is None."""
    def tell(done: int, total: int, label: str = "", **detail: Any) -> None:
        if progress is not None:
            progress(Progress(stage, done, total, label, detail))
    return tell
