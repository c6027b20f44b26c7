"""The spoiler confirmation: the run pauses and the reader chooses full, minimize or cancel.

The choice comes from a callback the caller provides (an interactive prompt, or a fixed
answer for scripts). It is asked at most once per question: a second request gets the
first answer. The callback answers None when no reader was there to choose (no terminal,
a served reader who left): the run ends as if cancelled, but `by_reader` is False, so ask
gives the labelled extracts within the position instead of nothing (issue 39: a model
asking for later chapters must not turn "less" into "nothing").
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable, Literal

from ..position import Horizon

Choice = Literal["full", "minimize", "cancel"]
CHOICES: tuple[str, ...] = ("full", "minimize", "cancel")


@dataclass(frozen=True)
class SpoilerRequest:
    question: str
    reason: str  # the agent's words: why a good answer needs later chapters (without revealing them)
    position: str | None  # the reader's position, e.g. 2.22


class SpoilerCancelled(BaseException):
    """The reader chose cancel (`by_reader`), or no reader was there to choose. A
    BaseException, so that the agent loop (which returns a tool's Exception to the model as
    an error result) lets it end the run."""

    def __init__(self, request: SpoilerRequest, *, by_reader: bool = True):
        self.request, self.by_reader = request, by_reader
        super().__init__(request.reason)


FULL = ("The reader chose the FULL answer. For the rest of this question your tools cover the whole book, "
        "with no position limit, and you may cite any chapter.")
MINIMIZE = ("The reader chose to MINIMIZE spoilers. Answer only from what they have read ({horizon}); do not "
            "reveal, hint at or confirm later events, identities or outcomes. If the question cannot be answered "
            "without them, say so in one sentence and answer what you can.")


class Consent:
    def __init__(self, question: str, horizon: Horizon, ask: Callable[[SpoilerRequest], str | None] | None):
        self.question = question
        self.horizon = horizon
        self._ask = ask
        self.choice: str | None = None
        self.reason: str | None = None
        self.waited_s = 0.0  # the reader's time to choose: not the model's, so not against its limit
        self.unanswered = False  # asked, and no reader was there to choose

    def confirm(self, reason: str) -> str:
        """The tool's answer for the model; widens the horizon on full, raises on cancel."""
        if not self.horizon.limited and self.choice is None:
            return "No confirmation needed: the reader's settings already show the whole book."
        request = SpoilerRequest(self.question, reason, self.horizon.position_locator)
        if self.unanswered:
            raise SpoilerCancelled(request, by_reader=False)
        if self.choice is None:
            started = time.monotonic()
            try:
                choice = self._ask(request) if self._ask is not None else None
            finally:
                self.waited_s += time.monotonic() - started
            if choice is None:
                self.unanswered = True
                raise SpoilerCancelled(request, by_reader=False)
            if choice not in CHOICES:
                raise ValueError(f"spoiler choice must be one of {', '.join(CHOICES)}, not {choice!r}")
            self.choice, self.reason = choice, reason
            if choice == "full":
                self.horizon.widened = True
        if self.choice == "cancel":
            raise SpoilerCancelled(request)
        if self.choice == "full":
            return FULL
        return MINIMIZE.format(horizon=self.horizon.describe())
