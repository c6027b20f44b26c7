"""A server's reply read into a Completion: whole or streamed, its usage (estimated when the
server reports none), its timings, and the error objects some servers send with a 200."""

from __future__ import annotations

import json
import re
import uuid
from typing import Any

import openai

from ..config import Endpoint
from ..errors import ModelError
from ..text import estimate_tokens, storable
from .types import Completion, OnText, TokenUsage, ToolCall

# A 200 whose body is an error object is retried when the server's words say it is passing.
PASSING = re.compile(r"overload|rate.?limit|try again|timeout|timed out|temporar|unavailable|busy|capacity", re.I)


class Received:
    """What one attempt's reply delivered before it ended, for the ledger when it ends early:
    the body's bytes (a plain reply's text is among them) and a stream's text so far."""

    KEEP = 1 << 20  # of a plain body, enough to estimate from

    def __init__(self) -> None:
        self.bytes = 0
        self._head = bytearray()
        self.streamed: str | None = None  # set once a stream is read: its text and tool arguments

    def body(self, chunk: bytes) -> None:
        self.bytes += len(chunk)
        if len(self._head) < self.KEEP:
            self._head += chunk[:self.KEEP - len(self._head)]

    def output_tokens(self) -> int:
        if self.streamed is not None:  # a stream's bytes are mostly framing: its text is what was written
            return estimate_tokens(self.streamed)
        return estimate_tokens(self._head.decode("utf-8", errors="replace")) if self.bytes else 0


def prompt_estimate(request: dict[str, Any]) -> int:
    """The prompt's tokens guessed from its text, as for a server that reports no usage."""
    return estimate_tokens(json.dumps(request["messages"], ensure_ascii=False) + json.dumps(request.get("tools") or []))


def bad_response(endpoint: Endpoint, what: str, *, retryable: bool = False, fault: str | None = None) -> ModelError:
    return ModelError(f"{endpoint.model} at {endpoint.base_url}: {what}", model=endpoint.model,
                      base_url=endpoint.base_url, retryable=retryable, fault=fault)


def _error_object(response: Any) -> str | None:
    """The server's own message when a 200 carries an error object instead of choices."""
    error = (getattr(response, "model_extra", None) or {}).get("error")
    if error is None:
        return None
    if isinstance(error, dict):
        return str(error.get("message") or error.get("type") or error)[:500]
    return str(error)[:500]


def parse_completion(response: Any, endpoint: Endpoint, request: dict[str, Any]) -> Completion:
    if not isinstance(response, openai.BaseModel):  # some servers answer 200 with a bare string
        raise bad_response(endpoint, f"answered with something that is not a completion: {str(response)[:200]!r}",
                            retryable=True)
    if (message := _error_object(response)) is not None:
        raise bad_response(endpoint, f"answered with an error: {message}", retryable=bool(PASSING.search(message)))
    choices = getattr(response, "choices", None)
    if not choices:
        raise bad_response(endpoint, "returned no choices (is this an OpenAI-compatible chat endpoint?)")
    choice = choices[0]
    message = getattr(choice, "message", None)
    if message is None:
        raise bad_response(endpoint, "returned a choice without a message")
    calls = []
    for item in message.tool_calls or []:
        function = getattr(item, "function", None)
        if function is None:  # a non-function ("custom") tool call: we never offer those
            continue
        # Some local servers leave ids empty; the conversation needs them to pair results.
        calls.append(ToolCall(id=item.id or f"call_{uuid.uuid4().hex[:12]}", name=function.name or "",
                              arguments=function.arguments or ""))
    text = storable(message.content) if message.content is not None else None
    usage = _usage(getattr(response, "usage", None))
    if usage is None:
        written = (text or "") + "".join(c.name + c.arguments for c in calls)
        usage = TokenUsage(input=prompt_estimate(request), output=estimate_tokens(written), estimated=True)
    return Completion(text=text, tool_calls=calls, finish_reason=choice.finish_reason, usage=usage,
                      model=getattr(response, "model", None) or endpoint.model, timings=_timings(response))


def whole_reply(body: bytes) -> Any:
    """A whole (not streamed) reply's body as the openai client would have read it."""
    from openai._models import construct_type
    from openai.types.chat import ChatCompletion

    data = json.loads(body)
    return construct_type(type_=ChatCompletion, value=data) if isinstance(data, dict) else data


def _timings(response: Any) -> dict[str, Any] | None:
    found = (getattr(response, "model_extra", None) or {}).get("timings")
    return found if isinstance(found, dict) else None


def collect_stream(stream: Any, endpoint: Endpoint, request: dict[str, Any], on_text: OnText,
                   received: Received | None = None) -> Completion:
    """A streamed reply put together as it comes, `on_text` told after each piece that adds to it
    (and `received`, so a stream cut short still counts what it wrote)."""
    text: list[str] = []
    calls: dict[int, dict[str, str]] = {}
    finish = model = usage = timings = None
    for chunk in stream:
        if (message := _error_object(chunk)) is not None:
            raise bad_response(endpoint, f"answered with an error: {message}", retryable=bool(PASSING.search(message)))
        usage = _usage(getattr(chunk, "usage", None)) or usage
        timings = _timings(chunk) or timings
        model = getattr(chunk, "model", None) or model
        grew = False
        for choice in getattr(chunk, "choices", None) or []:
            delta = getattr(choice, "delta", None)
            if delta is not None and delta.content:
                text.append(storable(delta.content))
                grew = True
            for item in (getattr(delta, "tool_calls", None) or []) if delta is not None else []:
                slot = calls.setdefault(item.index if item.index is not None else len(calls),
                                        {"id": "", "name": "", "arguments": ""})
                function = getattr(item, "function", None)
                slot["id"] = item.id or slot["id"]
                if function is not None:
                    slot["name"] += function.name or ""
                    slot["arguments"] += function.arguments or ""
                    grew = True
            finish = choice.finish_reason or finish
        if grew and received is not None:
            received.streamed = "".join(text) + "".join(c["name"] + c["arguments"] for c in calls.values())
        if grew:
            on_text("".join(text), [(c["name"], c["arguments"]) for _, c in sorted(calls.items())])
    if finish is None and not text and not calls:
        raise bad_response(endpoint, "streamed nothing (is this an OpenAI-compatible chat endpoint?)", retryable=True)
    content = "".join(text) or None
    tool_calls = [ToolCall(id=c["id"] or f"call_{uuid.uuid4().hex[:12]}", name=c["name"], arguments=c["arguments"])
                  for _, c in sorted(calls.items())]
    if usage is None:
        written = (content or "") + "".join(c.name + c.arguments for c in tool_calls)
        usage = TokenUsage(input=prompt_estimate(request), output=estimate_tokens(written), estimated=True)
    return Completion(text=content, tool_calls=tool_calls, finish_reason=finish, usage=usage,
                      model=model or endpoint.model, timings=timings)


def _usage(usage: Any) -> TokenUsage | None:
    """The server's counts; None (estimate from the text) when absent, negative or not numbers."""
    if usage is None:
        return None
    details = getattr(usage, "prompt_tokens_details", None)
    cached = getattr(details, "cached_tokens", None) if details is not None else None
    if cached is None:  # DeepSeek reports its cache hits under its own name
        cached = (getattr(usage, "model_extra", None) or {}).get("prompt_cache_hit_tokens")
    counts = (usage.prompt_tokens, usage.completion_tokens or 0, cached or 0)
    if not all(isinstance(n, int) and n >= 0 for n in counts):
        return None
    return TokenUsage(input=counts[0], cached=min(counts[2], counts[0]), output=counts[1])
