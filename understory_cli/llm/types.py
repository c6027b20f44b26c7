"""The model layer's values: what a call returns and costs, how fast a server is, how the
agent loop speaks tools to it, and what a stage needs from a client.

Plain values with no behaviour beyond arithmetic, importing nothing of the package: the
transport (client.py), the probe (capabilities.py, speed.py), the test double
(scripted.py) and the agent loop all build on them, and none of them on each other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Literal, Protocol, Sequence

Role = Literal["main", "light"]
TOOLS: Literal["tools"] = "tools"
JSON: Literal["json"] = "json"


@dataclass(frozen=True)
class TokenUsage:
    input: int = 0
    cached: int = 0  # part of `input` served from the provider's prompt cache
    output: int = 0
    estimated: bool = False  # the server reported no usage; counts are guesses from text length

    @property
    def total(self) -> int:
        return self.input + self.output

    def __add__(self, other: "TokenUsage") -> "TokenUsage":
        return TokenUsage(self.input + other.input, self.cached + other.cached, self.output + other.output,
                          self.estimated or other.estimated)


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: str  # raw, as the model wrote it: may not be valid JSON


@dataclass(frozen=True)
class Completion:
    text: str | None
    tool_calls: list[ToolCall] = field(default_factory=list)
    finish_reason: str | None = None
    usage: TokenUsage = TokenUsage()
    model: str = ""
    timings: dict[str, Any] | None = None  # the server's own (llama.cpp: prompt_per_second, predicted_per_second)

    def as_message(self) -> dict[str, Any]:
        """The assistant message to append to the conversation."""
        message: dict[str, Any] = {"role": "assistant", "content": self.text}
        if self.tool_calls:
            message["tool_calls"] = [
                {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
                for c in self.tool_calls]
        return message


OnText = Callable[[str, list[tuple[str, str]]], None]
"""Told as a streamed reply grows: its text so far and its tool calls so far (name, raw arguments)."""


SLACK = 3.0  # a call may take this many times its measured time (a busier machine, a longer reply start)
FLOOR_S = 10.0  # never less than this per call: connection set-up, a model loading


@dataclass(frozen=True)
class Speed:
    """A server's measured pace (`models check`, speed.py)."""

    prompt_tps: float  # prompt tokens read per second
    output_tps: float  # reply tokens written per second
    measured_at: float = 0.0  # unix time

    def seconds(self, prompt_tokens: int, output_tokens: int) -> float:
        """Expected time for a call (no cache hit assumed)."""
        return prompt_tokens / self.prompt_tps + output_tokens / self.output_tps

    def deadline(self, prompt_tokens: int, output_tokens: int, upper: float) -> float:
        """How long a call may take before it is given up: its expected time with slack, within `upper`."""
        return min(upper, max(FLOOR_S, SLACK * self.seconds(prompt_tokens, output_tokens)))

    def prompt_budget(self, seconds: float, reply_tokens: int, floor: int = 600) -> int:
        """The prompt tokens a call can send and still be answered (a reply of `reply_tokens`) in `seconds`."""
        left = seconds - reply_tokens / self.output_tps
        return max(floor, int(left * self.prompt_tps))

    def as_dict(self) -> dict[str, float]:
        return {"prompt_tps": round(self.prompt_tps, 2), "output_tps": round(self.output_tps, 2),
                "measured_at": round(self.measured_at)}


@dataclass(frozen=True)
class ActionMode:
    """How the agent loop hands tools to a model (agents.protocol, DESIGN §6a): natively
    (`tools`) or as JSON actions in constrained replies (`json`). Decided once per server
    from the config and the stored probe (capabilities.action_mode); a loop that finds the
    model never calls a tool tells its caller the switched value (`switched`), which the
    caller may carry to its next agent. Never stored on a shared client."""

    protocol: Literal["tools", "json"] = TOOLS
    may_switch: bool = True  # to JSON actions, after text-only replies: not where the probe found no json_schema

    def switched(self) -> "ActionMode":
        return ActionMode(JSON, may_switch=False)


class ModelClient(Protocol):
    """What stages and the agent loop need from a model: ChatClient, or ScriptedClient in tests."""

    @property
    def actions(self) -> ActionMode:
        """How tools travel to this server, as decided when the client was made."""
        ...

    @property
    def speed(self) -> Speed | None:
        """The server's measured pace, if `models check` stored one (per-call deadlines follow it)."""
        ...

    def complete(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]] | None = None,
                 tool_choice: str | dict[str, Any] | None = None, *, stage: str, unit: str | None,
                 prompt_name: str | None = None, prompt_hash: str | None = None, run_id: int | None = None,
                 work_id: int | None = None, role: Role = "main",
                 response_format: dict[str, Any] | None = None, max_output_tokens: int | None = None,
                 timeout_s: float | None = None, on_text: OnText | None = None) -> Completion: ...

    def output_limit(self, role: Role = "main") -> int:
        """The longest reply the model may write, in tokens."""
        ...

    def embed(self, texts: Sequence[str], *, stage: str, unit: str | None, run_id: int | None = None,
              work_id: int | None = None) -> list[list[float]]: ...
