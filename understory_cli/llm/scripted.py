"""A model that plays a script, for tests of stages and of the agent loop.

It fails loudly: a call the script did not expect raises AssertionError showing the
request, and `assert_complete()` fails while scripted replies are left unconsumed.
"""

from __future__ import annotations

import copy
import itertools
import json
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Literal, Sequence

from ..store import Store
from ..store.ledger import ERROR, ESTIMATED, OK, CallRecord, record_call
from ..text import estimate_tokens
from .types import ActionMode, Completion, OnText, Role, Speed, TokenUsage, ToolCall

OUTPUT_LIMIT = 2048  # the reply size a scripted model claims: the JSON actions' default sizes fit it

Reply = Completion | Exception  # an exception is raised as if the call had failed
Script = Iterable[Reply] | Callable[["Request"], Reply | None]

_call_ids = itertools.count(1)


@dataclass(frozen=True)
class Request:
    """What the caller sent, copied at the time of the call."""

    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]] | None
    tool_choice: str | dict[str, Any] | None
    stage: str
    unit: str | None
    role: str
    prompt_name: str | None = None
    prompt_hash: str | None = None
    run_id: int | None = None
    work_id: int | None = None
    response_format: dict[str, Any] | None = None

    @property
    def tool_names(self) -> list[str]:
        return [tool["function"]["name"] for tool in self.tools or []]

    def __str__(self) -> str:
        last = json.dumps(self.messages[-1], ensure_ascii=False)[:300] if self.messages else "(no messages)"
        return (f"stage={self.stage} unit={self.unit} role={self.role} tools={self.tool_names} "
                f"tool_choice={self.tool_choice} messages={len(self.messages)}, last: {last}")


def call(name: str, arguments: dict[str, Any] | str | None = None, *, id: str | None = None) -> ToolCall:
    """A scripted tool call; a string is sent as-is (to script malformed JSON)."""
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments or {}, ensure_ascii=False)
    return ToolCall(id=id or f"call_{next(_call_ids)}", name=name, arguments=raw)


def reply(text: str | None = None, *calls: ToolCall, input_tokens: int = 0, cached_tokens: int = 0,
          output_tokens: int = 0, finish_reason: str | None = None) -> Completion:
    """A scripted completion: text, tool calls, or both."""
    return Completion(text=text, tool_calls=list(calls),
                      finish_reason=finish_reason or ("tool_calls" if calls else "stop"),
                      usage=TokenUsage(input_tokens, cached_tokens, output_tokens), model="scripted")


def metered_usage(request: "Request", previous: "Request | None", output: Completion) -> TokenUsage:
    """Token counts as a provider with a prompt cache would report them for `request`.

    Input is the whole request (messages and tool specs); cached is the part that repeats
    the previous request's prefix; output is the reply.
    """
    sent = _request_text(request)
    before = _request_text(previous) if previous else ""
    common = 0
    for a, b in zip(sent, before):
        if a != b:
            break
        common += 1
    reply = (output.text or "") + "".join(c.name + c.arguments for c in output.tool_calls)
    return TokenUsage(estimate_tokens(sent), estimate_tokens(sent[:common]), estimate_tokens(reply))


def _request_text(request: "Request") -> str:
    """What the model reads: tool specs, then each message's role, text and tool calls."""
    parts = [json.dumps(request.tools or [], ensure_ascii=False, sort_keys=True, separators=(",", ":"))]
    for message in request.messages:
        parts.append(f"<{message['role']}>{message.get('content') or ''}")
        parts.extend(c["function"]["name"] + c["function"]["arguments"] for c in message.get("tool_calls") or [])
    return "\n".join(parts)


class ScriptedClient:
    """Same interface as ChatClient; replies come from a queue or a function of the request."""

    def __init__(self, script: Script, *, embeddings: Callable[[list[str]], list[list[float]]] | None = None,
                 store: Store | None = None, model: str = "scripted", protocol: Literal["tools", "json"] = "tools",
                 may_switch: bool = True, speed: Speed | None = None):
        self._respond = script if callable(script) else None
        self._queue: deque[Reply] = deque() if callable(script) else deque(script)
        self._embeddings = embeddings
        self.store = store
        self.model = model
        self.actions = ActionMode(protocol, may_switch)  # how the agent loop sends tools (agents.protocol)
        self.speed = speed  # a measured pace, for the stages' time budgets
        self.requests: list[Request] = []

    def complete(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]] | None = None,
                 tool_choice: str | dict[str, Any] | None = None, *, stage: str, unit: str | None,
                 prompt_name: str | None = None, prompt_hash: str | None = None, run_id: int | None = None,
                 work_id: int | None = None, role: Role = "main",
                 response_format: dict[str, Any] | None = None, max_output_tokens: int | None = None,
                 timeout_s: float | None = None, on_text: OnText | None = None) -> Completion:
        request = Request(copy.deepcopy(list(messages)), copy.deepcopy(list(tools)) if tools else None,
                          copy.deepcopy(tool_choice), stage, unit, role, prompt_name, prompt_hash, run_id, work_id,
                          copy.deepcopy(response_format))
        self.requests.append(request)
        answer = self._next(request)
        record = dict(stage=stage, unit=unit, prompt_name=prompt_name, prompt_hash=prompt_hash, run_id=run_id,
                      work_id=work_id)
        if isinstance(answer, Exception):
            self._record(record, "chat", TokenUsage(), error=str(answer))
            raise answer
        self._record(record, "chat", answer.usage)
        if on_text is not None:
            _stream_to(answer, on_text)
        return answer

    def output_limit(self, role: Role = "main") -> int:
        return OUTPUT_LIMIT

    def embed(self, texts: Sequence[str], *, stage: str, unit: str | None, run_id: int | None = None,
              work_id: int | None = None) -> list[list[float]]:
        if self._embeddings is None:
            raise AssertionError(f"unexpected embeddings call: stage={stage} unit={unit} texts={len(texts)}")
        vectors = self._embeddings(list(texts))
        self._record(dict(stage=stage, unit=unit, run_id=run_id, work_id=work_id), "embeddings",
                     TokenUsage(input=sum(estimate_tokens(t) for t in texts), estimated=True))
        return vectors

    def assert_complete(self) -> None:
        """Fail if the script has replies nobody asked for."""
        if self._queue:
            raise AssertionError(f"{len(self._queue)} scripted repl{'y' if len(self._queue) == 1 else 'ies'} "
                                 f"never requested, next: {self._queue[0]!r}")

    def _next(self, request: Request) -> Reply:
        if self._respond is not None:
            answer = self._respond(request)
            if answer is None:
                raise AssertionError(f"unexpected model call #{len(self.requests)}: {request}")
            return answer
        if not self._queue:
            raise AssertionError(f"unexpected model call #{len(self.requests)} (script exhausted): {request}")
        return self._queue.popleft()

    def _record(self, context: dict[str, Any], kind: str, usage: TokenUsage, error: str | None = None) -> None:
        if self.store is None:
            return
        status = ERROR if error else ESTIMATED if usage.estimated else OK
        record_call(self.store, CallRecord(kind=kind, model=self.model, status=status, input_tokens=usage.input,
                                           cached_tokens=usage.cached, output_tokens=usage.output, error=error,
                                           **context))


def _stream_to(answer: Completion, on_text: Callable[[str, list[tuple[str, str]]], None], piece: int = 8) -> None:
    """A scripted reply told as a stream would be: the text, then each call's arguments, a few characters at a time."""
    text = answer.text or ""
    for end in range(piece, len(text) + piece, piece):
        on_text(text[:end], [])
    done: list[tuple[str, str]] = []
    for call in answer.tool_calls:
        for end in range(piece, len(call.arguments) + piece, piece):
            on_text(text, [*done, (call.name, call.arguments[:end])])
        done.append((call.name, call.arguments))
