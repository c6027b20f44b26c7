"""What `ask` returns: the answer (or extracts, or a cancellation) with everything behind it."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from ..store.requests import WikiRequest
from ..store.settings import SettingChange
from .session import ToolUse


@dataclass
class Citation:
    locator: str
    chapter_title: str
    text: str  # the quoted paragraph (or the chapter title for a chapter citation)


@dataclass
class Claim:
    claim: str
    locators: list[str]


@dataclass
class EntryCard:
    slug: str
    title: str
    category: str
    summary: str


@dataclass
class AskResult:
    kind: str  # answer | extracts | cancelled
    text: str  # markdown
    work_title: str
    position: str | None
    spoiler_mode: str
    spoiler_choice: str | None = None  # full | minimize | cancel when the reader was asked
    citations: list[Citation] = field(default_factory=list)
    verified_claims: list[Claim] = field(default_factory=list)
    unverified_claims: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # e.g. dropped citations
    tools_used: list[ToolUse] = field(default_factory=list)
    entries: list[EntryCard] = field(default_factory=list)
    settings_changes: list[SettingChange] = field(default_factory=list)
    requests: list[WikiRequest] = field(default_factory=list)
    input_tokens: int = 0
    cached_tokens: int = 0
    output_tokens: int = 0
    cost: float | None = None
    currency: str = "USD"
    model: str | None = None
    conversation_id: int | None = None
    seconds: float = 0.0
    # An answer that cites no passage the reader may see: shown marked as unsupported.
    supported: bool = True
    # Seconds until the reader had something: the extracts at the deadline, or the answer.
    first_reply_s: float | None = None
    interim_s: float | None = None  # when the labelled extracts were shown while the model worked

    def as_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind, "text": self.text, "supported": self.supported, "work": self.work_title,
            "position": self.position,
            "spoiler_mode": self.spoiler_mode, "spoiler_choice": self.spoiler_choice,
            "citations": [asdict(c) for c in self.citations],
            "verified_claims": [asdict(c) for c in self.verified_claims],
            "unverified_claims": self.unverified_claims, "notes": self.notes,
            "tools_used": [asdict(t) for t in self.tools_used],
            "entries": [asdict(e) for e in self.entries],
            "settings_changes": [{"setting": c.key, "before": c.before, "after": c.after} for c in self.settings_changes],
            "wiki_requests": [asdict(r) for r in self.requests],
            "tokens": {"input": self.input_tokens, "cached": self.cached_tokens, "output": self.output_tokens},
            "cost": self.cost, "currency": self.currency, "model": self.model,
            "conversation_id": self.conversation_id, "seconds": round(self.seconds, 3),
            "first_reply_s": None if self.first_reply_s is None else round(self.first_reply_s, 3),
            "interim_extracts_s": None if self.interim_s is None else round(self.interim_s, 3),
        }
