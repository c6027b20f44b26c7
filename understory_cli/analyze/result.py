"""What an analyze run reports: each volume's outcome and the run's result."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..llm.types import TokenUsage

if TYPE_CHECKING:
    from .recaps import RecapsResult


@dataclass
class VolumeOutcome:
    volume_no: int
    points_created: int
    records: int
    usage: TokenUsage
    rounds: int
    seconds: float
    chapters: int = 0  # story chapters summarised
    extractive_chapters: int = 0  # of them, filled by the extractive path
    extractive_points: int = 0  # of the points created, from the extractive path
    problem: str | None = None  # why the model's work was incomplete, when it was
    from_text: bool = False  # the model gave nothing usable: the whole volume is the extractive path's

    @property
    def warning(self) -> str | None:
        """What the user is told when the extractive path filled in (None when the model did it all)."""
        if self.from_text:
            return (f"volume {self.volume_no}: model gave nothing usable; filled from the text "
                    f"({self.extractive_chapters} chapter summaries, {self.extractive_points} points)"
                    + (f" — {self.problem}" if self.problem else ""))
        if self.extractive_chapters or self.extractive_points:
            return (f"volume {self.volume_no}: {self.chapters - self.extractive_chapters} of {self.chapters} chapter "
                    f"summaries by the model, {self.extractive_chapters} extractive; {self.extractive_points} extractive points"
                    + (f" ({self.problem})" if self.problem else ""))
        return None


@dataclass
class GlancesResult:
    """The model's glances of one run: asked, kept (chapter numbers), refused ("chapter N: why")."""

    why: str  # why the server got narrow tasks (llm.capabilities.narrow_only)
    asked: int = 0
    kept: list[int] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    declined: int = 0  # answered "none of these": the text's glance stands, nothing was claimed
    unanswered: int = 0  # asked, but no answer came in the time given
    unasked: int = 0  # chapters the time budget (or a useless model) left with the text's glance
    stopped: str | None = None  # why asking stopped early

    def note(self) -> str:
        return (f"glances {len(self.kept)} of {self.asked} by the model kept, {len(self.refused)} refused, "
                f"{self.declined} none, {self.unanswered} unanswered, {self.unasked} not asked"
                + (f" ({self.stopped})" if self.stopped else "") + f"; {self.why}")


@dataclass
class AnalyzeResult:
    analyzed: list[VolumeOutcome] = field(default_factory=list)
    up_to_date: list[int] = field(default_factory=list)
    out_of_time: list[int] = field(default_factory=list)  # volumes the time budget left with the text's reading
    server_down: str | None = None  # the server stopped answering: nothing more is asked this run
    seconds_left: float | None = None  # of the run's time budget, for the recaps (None: no budget)
    recaps: "RecapsResult | None" = None  # the story so far the model wrote (recaps.py)
    glances: GlancesResult | None = None  # a narrow-only server's glances (glances.py), instead of volume agents
