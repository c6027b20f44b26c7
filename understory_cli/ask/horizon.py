"""What the reader allows the agent to see: their position and spoiler mode (DESIGN §3).

A reader who finished chapter P may see what has `reveal_at <= P`. `off` shows all;
`strict` also hides whatever is marked as a spoiler. When the reader consents to a full
answer, the horizon is widened to the whole work for the rest of the run.
"""

from __future__ import annotations

from dataclasses import dataclass

MODES = ("off", "auto", "strict")


@dataclass
class Horizon:
    position: int | None  # chapter_no of the last chapter finished; None when unknown
    position_locator: str | None  # e.g. 2.22
    mode: str  # off | auto | strict
    widened: bool = False  # the reader chose the full answer

    @property
    def limit(self) -> int | None:
        """The latest chapter_no the tools may show; None for no limit."""
        if self.mode == "off" or self.widened:
            return None
        return self.position if self.position is not None else 0

    @property
    def limited(self) -> bool:
        return self.limit is not None

    def shows(self, reveal_at: int | None, spoiler: bool = False) -> bool:
        if not self.limited:
            return True
        if self.mode == "strict" and spoiler:
            return False
        return reveal_at is not None and reveal_at <= self.limit

    def covers(self, limit: int | None, mode: str | None) -> bool:
        """Whether a view given as (limit, mode) — e.g. the one an earlier answer was given
        under — is no wider than this horizon: nothing it showed is hidden here. A view
        with no limit (spoilers off, or a full answer) is covered only by another; a strict
        horizon covers only strict views (`None`: not recorded, so not strict)."""
        if not self.limited:
            return True
        if limit is None or limit > self.limit:
            return False
        return self.mode != "strict" or mode == "strict"

    def describe(self) -> str:
        if self.widened:
            return "the whole book (the reader chose a full answer)"
        if self.mode == "off":
            return "the whole book (spoilers off)"
        where = f"chapter {self.position_locator}" if self.position_locator else "nothing read yet"
        extra = "; passages marked as spoilers stay hidden" if self.mode == "strict" else ""
        return f"up to the end of {where}{extra}"
