"""Time as a budget for one question (issue 25, items 2 and 3).

Two times: the `deadline`, when the reader is shown the labelled extracts if the model
has not answered yet, and the `limit`, when the model's run is given up (its answer
replaces the extracts if it comes between the two). With the server's measured speed
(`models check`), the first prompt is trimmed so that the model's first reply fits in the
deadline: fewer passages with the question, a shorter wiki index and contents, then the
tools a question needs least.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Sequence

from ..llm.speed import Speed
from ..text import estimate_tokens

DEADLINE_S = 30.0  # the extracts are shown when the model has not answered by then
LIMIT_S = 180.0  # the model's run is given up after this (its per-call deadlines within it)
# The extracts are told, and the model given up, this much before the deadline and the limit:
# what follows (the extracts printed, the conversation stored, the reply printed) must be done
# by them too. `ask --json`'s limit is its deadline, and one ask printed at 31 s against 30 on
# a loaded machine (issue 39); given up 2 s early, beside two busy processes, it printed at
# 28.6-30.7 s (the model cut at 28 s, then a starved process's 0.5-1.5 s to finish and print).
FINISH_S = 3.0
FINISH_SHARE = 0.1  # of a short time (a test's second)
FIRST_REPLY_TOKENS = 80  # a first reply is a tool call or a short answer
FIT_SHARE = 0.6  # of the deadline, for the first reply's expected time (a busier machine reads slower)
# Tools in the order they go when the first prompt is too long: the ones a question needs least first.
# search_original_text, get_full_chapter, search_wiki, get_wiki_entry and the reader's own actions stay.
DROPPABLE = ("search_chapter_titles", "get_chapter_lists", "get_reading_settings", "search_knowledge_points",
             "get_content_summaries")
PASSAGE_STEPS = (6, 4, 2)  # passages given with the question, as the prompt is trimmed


@dataclass(frozen=True)
class AskTiming:
    deadline_s: float
    limit_s: float
    speed: Speed | None = None

    @classmethod
    def for_client(cls, client: Any, timeout_s: float, deadline_s: float | None = None,
                   limit_s: float | None = None) -> "AskTiming":
        deadline = DEADLINE_S if deadline_s is None else deadline_s
        limit = LIMIT_S if limit_s is None else limit_s
        return cls(deadline, max(deadline, limit), getattr(client, "speed", None))

    def extracts_s(self) -> float:
        """Seconds from the question when the extracts are told: the deadline, less the time to show them."""
        return _ahead(self.deadline_s)

    def model_s(self) -> float:
        """Seconds from the question the model's run may take: the limit, less the time to finish."""
        return _ahead(self.limit_s)

    def prompt_budget(self) -> int | None:
        """Prompt tokens the first call may send to be answered within the deadline (None: unmeasured)."""
        if self.speed is None:
            return None
        return self.speed.prompt_budget(self.deadline_s * FIT_SHARE, FIRST_REPLY_TOKENS)

    def first_reply_s(self, prompt_tokens: int) -> float | None:
        return self.speed.seconds(prompt_tokens, FIRST_REPLY_TOKENS) if self.speed else None


def _ahead(seconds: float) -> float:
    return seconds - min(FINISH_S, FINISH_SHARE * seconds)


@dataclass
class FirstPrompt:
    """What the first call sends, in the pieces that can be trimmed."""

    system: str
    context: str
    history: list[dict[str, Any]]
    question: str  # with its passages
    tools: list[Any]  # agents.Tool, the submit tool left out
    submit_spec: dict[str, Any]

    def tokens(self) -> int:
        specs = [t.spec() for t in self.tools] + [self.submit_spec]
        text = self.system + self.context + self.question + json.dumps(self.history, ensure_ascii=False)
        return estimate_tokens(text) + estimate_tokens(json.dumps(specs, ensure_ascii=False))


def drop_tools(tools: Sequence[Any], names: Sequence[str]) -> list[Any]:
    return [t for t in tools if t.name not in names]
