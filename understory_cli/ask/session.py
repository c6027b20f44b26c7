"""One question in progress: the horizon, what the agent has read, and what it changed."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

from ..position import Horizon, chapter_of, paragraph_of
from ..retrieval.searcher import Searcher
from ..store import Store
from ..store.requests import WikiRequest
from ..store.settings import SettingChange
from .consent import Consent
from .library import Library


@dataclass
class ToolUse:
    name: str
    arguments: dict[str, Any]
    seconds: float
    ok: bool


@dataclass
class AskEvent:
    """Progress for the caller: `start` once, then `tool_start` as each tool call begins and
    `tool` when it ends (with its time), `round` after each completion; `draft` as the answer
    is written (message: the whole draft so far, unchecked), `extracts` at the deadline
    when the model has not answered yet (data: the labelled extracts, an AskResult)."""

    kind: str  # start | tool_start | tool | round | draft | extracts
    message: str
    elapsed: float  # seconds since the question was asked
    tool: ToolUse | None = None
    data: Any = None


@dataclass
class AskSession:
    store: Store
    library: Library
    horizon: Horizon
    consent: Consent
    question: str
    searcher: Searcher  # the work's text: its vectors' model and query embedder
    progress: Callable[[AskEvent], None] | None = None
    started: float = field(default_factory=time.perf_counter)
    seen: set[str] = field(default_factory=set)  # paragraph locators whose text a tool returned
    tools_used: list[ToolUse] = field(default_factory=list)
    entries_read: list[str] = field(default_factory=list)  # slugs, in order
    settings_changes: list[SettingChange] = field(default_factory=list)
    requests: list[WikiRequest] = field(default_factory=list)
    position_change: str | None = None  # a position the reader gave in conversation (applies next time)

    @property
    def work_id(self) -> int:
        return self.library.work.work_id

    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def tell(self, kind: str, message: str, tool: ToolUse | None = None, data: Any = None) -> None:
        if self.progress is not None:
            self.progress(AskEvent(kind, message, self.elapsed(), tool, data))

    def saw_range(self, start: str, end: str) -> None:
        """Mark paragraphs start..end (same chapter) as read."""
        first, last, chapter = paragraph_of(start), paragraph_of(end), chapter_of(start)
        if first is not None and last is not None:
            self.seen.update(f"{chapter}.{n}" for n in range(first, last + 1))

    def has_read(self, locator: str) -> bool:
        """A paragraph the agent has read, or a chapter it has read any paragraph of."""
        return locator in self.seen or any(s.startswith(locator + ".") for s in self.seen)
