"""Chat completions and embeddings against any OpenAI-compatible server.

Our own retry loop (the openai package's is switched off) so that every attempt, failed
ones included, lands in the ledger with its latency and error. A process-wide gate caps
how many requests are in flight and adapts: a 429 halves it, a run of successes widens it
again (AIMD); a backing-off caller gives its slot back while it sleeps. `timeout_s` bounds
the whole request, not only each read: a trickling server cannot hold a call for long.

Each attempt is in the ledger before it is sent, as `abandoned` with its prompt tokens
estimated, and updated once it ends: a reply cut at its deadline stays abandoned (the
provider did the work and may bill it), and so does a call in flight when the process is
killed, so `status` counts what may be billed, not only what was answered. Reading the
reply is part of the attempt: a body trickled past the deadline or cut by a reset is retried
like any other fault, and what it delivered before it stopped is counted as output.
"""

from __future__ import annotations

import email.utils
import logging
import math
import random
import socket
import threading
import time
from typing import Any, Callable, Sequence, TypeVar

try:  # the HTTP library the installed openai speaks: httpx2 from openai 3 on
    import httpx2 as httpx
except ImportError:  # pragma: no cover
    import httpx  # type: ignore[no-redef]  # the same API under its older name
import openai

from ..config import Config, Endpoint
from ..errors import ModelError  # noqa: F401 - re-exported
from ..store import Store
from ..store.ledger import ABANDONED, ERROR, ESTIMATED, OK, RETRY, CallRecord, record_call, update_call
from ..text import estimate_tokens  # noqa: F401 - re-exported: usage estimates for servers that report none
from .capabilities import action_mode, speed_for
from .faults import advice, describe, fault_of, lost_in_transit, retryable, status_of, timed_out
from .replies import Received, bad_response, collect_stream, parse_completion, prompt_estimate, whole_reply
from .types import ActionMode, Completion, ModelClient, OnText, Role, Speed, TokenUsage, ToolCall

__all__ = ["ChatClient", "Completion", "ModelClient", "ModelError", "OnText", "TokenUsage", "ToolCall",
           "estimate_tokens", "concurrency_gate", "retry_after_seconds"]

log = logging.getLogger(__name__)

BACKOFF_BASE_S = 0.5
BACKOFF_CAP_S = 30.0
RETRY_AFTER_CAP_S = 60.0  # a server asking for longer (a spent daily quota) is not waited for

T = TypeVar("T")


class AdaptiveGate:
    """A limit on requests in flight that halves on a rate limit and grows back by one
    after each `limit` successes in a row (additive increase, multiplicative decrease)."""

    def __init__(self, size: int):
        self.ceiling = size
        self.limit = size
        self.in_flight = 0
        self.epoch = 0  # counts decreases: a burst of 429s to requests sent at one limit halves it once
        self._successes = 0
        self._cond = threading.Condition()

    def __enter__(self) -> "AdaptiveGate":
        with self._cond:
            self._cond.wait_for(lambda: self.in_flight < self.limit)
            self.in_flight += 1
        return self

    def __exit__(self, *exc: Any) -> None:
        with self._cond:
            self.in_flight -= 1
            self._cond.notify_all()

    def resize(self, size: int) -> None:
        with self._cond:
            self.ceiling = self.limit = size
            self._successes = 0
            self._cond.notify_all()

    def rate_limited(self, epoch: int) -> None:
        """A 429 to a request sent in `epoch`: halve, unless the limit already fell since."""
        with self._cond:
            if epoch == self.epoch:
                self.limit = max(1, self.limit // 2)
                self.epoch += 1
            self._successes = 0

    def succeeded(self) -> None:
        with self._cond:
            self._successes += 1
            if self._successes >= self.limit and self.limit < self.ceiling:
                self.limit += 1
                self._successes = 0
                self._cond.notify_all()


_gates: dict[str, AdaptiveGate] = {}
_gates_lock = threading.Lock()


def concurrency_gate(base_url: str, size: int) -> AdaptiveGate:
    """The limit on requests in flight to one server, shared by every client of this process
    that calls it (a 429 from it slows them all; another server keeps its own pace). A client
    configured with another size resizes it: the latest configuration of a server holds."""
    with _gates_lock:
        gate = _gates.setdefault(base_url.rstrip("/"), AdaptiveGate(size))
        if gate.ceiling != size:
            gate.resize(size)
        return gate


# The attempt running on this thread (the sync client sends from the caller's thread): the
# request hook hands its Received to the body, which counts what arrives.
_attempt = threading.local()


class _DeadlineStream(httpx.SyncByteStream):
    """A response body that raises ReadTimeout once the request's deadline has passed: at the
    first chunk past it, or at the deadline itself, when the socket is shut (a stream that
    pauses between chunks, as llama.cpp's does while it parses a tool call, was cut only at
    the next chunk: 2-5 s past an ask's deadline on a loaded machine, issue 39)."""

    def __init__(self, stream: httpx.SyncByteStream, deadline: float, seconds: float, received: Received | None,
                 sock: socket.socket | None = None):
        self._stream, self._deadline, self._seconds, self._received = stream, deadline, seconds, received
        self._timer: threading.Timer | None = None
        if sock is not None:
            self._timer = threading.Timer(max(0.0, deadline - time.monotonic()), _shut, (sock,))
            self._timer.daemon = True
            self._timer.start()

    def __iter__(self):
        try:
            for chunk in self._stream:
                if self._received is not None:
                    self._received.body(chunk)
                if time.monotonic() > self._deadline:
                    raise httpx.ReadTimeout(f"no complete answer within {self._seconds:g} s")
                yield chunk
        except httpx.TransportError as exc:
            if time.monotonic() < self._deadline or isinstance(exc, httpx.TimeoutException):
                raise
            raise httpx.ReadTimeout(f"no complete answer within {self._seconds:g} s") from None  # our own cut
        finally:
            self._stop()

    def _stop(self) -> None:
        if self._timer is not None:  # done before the connection goes back to the pool
            self._timer.cancel()

    def close(self) -> None:
        self._stop()
        self._stream.close()


def _shut(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)  # the read waiting on it returns at once
    except OSError:  # already closed
        pass


def _socket_of(response: httpx.Response) -> socket.socket | None:
    stream = response.extensions.get("network_stream")
    found = stream.get_extra_info("socket") if stream is not None else None
    return found if isinstance(found, socket.socket) else None


def _deadline_hooks(seconds: float) -> dict[str, list]:
    """httpx bounds each read by the timeout; these hooks bound the whole request: the body is
    cut at the first chunk past `seconds` from the start (so at most one read's wait more)."""

    def started(request: httpx.Request) -> None:
        # A call's own timeout (complete's per-call deadline) when it has one, else the client's.
        read = (request.extensions.get("timeout") or {}).get("read")
        allowed = min(seconds, read) if isinstance(read, (int, float)) else seconds
        request.extensions = {**request.extensions, "understory_deadline": (time.monotonic() + allowed, allowed),
                              "understory_received": getattr(_attempt, "received", None)}

    def answered(response: httpx.Response) -> None:
        found = response.request.extensions.get("understory_deadline")
        if found is None:
            return
        deadline, allowed = found
        if time.monotonic() > deadline:
            response.close()
            raise httpx.ReadTimeout(f"no answer within {allowed:g} s", request=response.request)
        if isinstance(response.stream, httpx.SyncByteStream):  # always, for this sync client
            response.stream = _DeadlineStream(response.stream, deadline, allowed,
                                              response.request.extensions.get("understory_received"),
                                              _socket_of(response))

    return {"request": [started], "response": [answered]}


class ChatClient:
    def __init__(self, config: Config, store: Store | None = None, *,
                 sleep: Callable[[float], None] = time.sleep, jitter: Callable[[], float] = random.random):
        self.config = config
        self.store = store
        self._sleep = sleep
        self._jitter = jitter
        self._clients: dict[tuple[str, str | None], tuple[openai.OpenAI, str, AdaptiveGate]] = {}
        self._clients_lock = threading.Lock()
        # How the agent loop should hand tools to this server: decided once, here, from the
        # config and what `models check` stored; a frozen value, never changed afterwards
        # (a loop that switches to JSON actions tells its own caller, not the client).
        self.actions: ActionMode = action_mode(config, store)
        # The server's measured speed (`models check`): each call's deadline is sized to it.
        self.speed: Speed | None = speed_for(config, store)
        self.streams = True  # until the server refuses a streamed request

    def call_deadline(self, prompt_tokens: int, output_tokens: int, cap: float | None = None) -> float:
        """Seconds a call may take: sized to the measured speed, never past timeout_s (nor `cap`)."""
        upper = min(self.config.timeout_s, cap) if cap is not None else self.config.timeout_s
        return self.speed.deadline(prompt_tokens, output_tokens, upper) if self.speed else upper

    def complete(self, messages: Sequence[dict[str, Any]], tools: Sequence[dict[str, Any]] | None = None,
                 tool_choice: str | dict[str, Any] | None = None, *, stage: str, unit: str | None,
                 prompt_name: str | None = None, prompt_hash: str | None = None, run_id: int | None = None,
                 work_id: int | None = None, role: Role = "main",
                 response_format: dict[str, Any] | None = None, max_output_tokens: int | None = None,
                 timeout_s: float | None = None, on_text: OnText | None = None) -> Completion:
        """One chat completion. `timeout_s` caps this call's deadline (the caller's time left);
        `on_text` streams the reply to the caller as it is written."""
        model = self.config.model_for(role)
        request: dict[str, Any] = {"model": model.model, "messages": list(messages),
                                   model.max_tokens_field: max_output_tokens or model.max_output_tokens}
        if tools:
            request["tools"] = list(tools)
        if tool_choice is not None:
            request["tool_choice"] = tool_choice
        if response_format is not None:
            request["response_format"] = response_format
        if model.temperature is not None:
            request["temperature"] = model.temperature

        estimate = prompt_estimate(request)
        seconds = self.call_deadline(estimate, request[model.max_tokens_field], timeout_s)
        until = time.monotonic() + timeout_s if timeout_s is not None else None  # for every attempt together

        def call(client: openai.OpenAI) -> tuple[Completion, TokenUsage]:
            left = None if until is None else until - time.monotonic()  # of the caller's time for the call
            wait = seconds if left is None else min(seconds, left)
            if left is not None and left < 1:  # (a timeout_s under a second is the setting's, not this)
                raise bad_response(model, f"no answer within {timeout_s:.0f} s (the time this call was given)",
                                   fault="timeout")
            if on_text is not None and self.streams:
                try:
                    stream = client.chat.completions.create(**request, stream=True, timeout=wait,
                                                            stream_options={"include_usage": True})
                except openai.BadRequestError:  # a server that refuses to stream (or stream_options): asked whole
                    self.streams = False
                    return call(client)
                if "event-stream" in stream.response.headers.get("content-type", ""):
                    completion = collect_stream(stream, model, request, on_text, _attempt.received)
                else:  # a server that does not stream answered whole: told once
                    completion = parse_completion(whole_reply(stream.response.read()), model, request)
                    on_text(completion.text or "", [(c.name, c.arguments) for c in completion.tool_calls])
            else:
                completion = parse_completion(client.chat.completions.create(**request, timeout=wait), model,
                                               request)
                if on_text is not None:
                    on_text(completion.text or "", [(c.name, c.arguments) for c in completion.tool_calls])
            return completion, completion.usage

        return self._attempts(model, "chat", call, dict(
            stage=stage, unit=unit, prompt_name=prompt_name, prompt_hash=prompt_hash, run_id=run_id, work_id=work_id),
            prompt_estimate=estimate, seconds=seconds, until=until)

    def output_limit(self, role: Role = "main") -> int:
        """The longest reply the configured model may write, in tokens."""
        return self.config.model_for(role).max_output_tokens

    def embed(self, texts: Sequence[str], *, stage: str, unit: str | None, run_id: int | None = None,
              work_id: int | None = None) -> list[list[float]]:
        """Vectors for one batch of texts (the caller batches), in input order."""
        endpoint = self.config.embeddings.endpoint()
        batch = list(texts)

        def call(client: openai.OpenAI) -> tuple[list[list[float]], TokenUsage]:
            response = client.embeddings.create(model=endpoint.model, input=batch, encoding_format="float")
            data = sorted(response.data or [], key=lambda item: item.index)
            if len(data) != len(batch):
                raise bad_response(endpoint, f"returned {len(data)} vectors for {len(batch)} texts")
            usage = getattr(response, "usage", None)
            reported = getattr(usage, "prompt_tokens", None)
            if isinstance(reported, int) and not isinstance(reported, bool) and reported >= 0:
                tokens = TokenUsage(input=reported)
            else:  # none, negative or not a number: estimated, and marked so
                tokens = TokenUsage(input=sum(estimate_tokens(t) for t in batch), estimated=True)
            return [list(item.embedding) for item in data], tokens

        return self._attempts(endpoint, "embeddings", call,
                              dict(stage=stage, unit=unit, run_id=run_id, work_id=work_id),
                              prompt_estimate=sum(estimate_tokens(t) for t in batch))

    # -- the retry loop ----------------------------------------------------------------
    def _attempts(self, endpoint: Endpoint, kind: str, call: Callable[[openai.OpenAI], tuple[T, TokenUsage]],
                  context: dict[str, Any], *, prompt_estimate: int, seconds: float | None = None,
                  until: float | None = None) -> T:
        """`until`: time.monotonic() by which the caller needs the call over: no wait runs past it."""
        client, secret, gate = self._client(endpoint)
        attempts = self.config.retries
        for attempt in range(1, attempts + 1):
            failure: Exception | None = None
            record = dict(context, kind=kind, model=endpoint.model, attempt=attempt)
            received = _attempt.received = Received()
            with gate:
                epoch = gate.epoch
                # In the ledger before it is sent: a kill leaves it there as abandoned, its prompt estimated.
                call_id = self._record(status=ABANDONED, input_tokens=prompt_estimate, **record)
                started = time.monotonic()
                try:
                    result, usage = call(client)
                except (openai.OpenAIError, ModelError, httpx.TransportError) as exc:
                    failure = exc
                except ValueError as exc:  # a 200 whose body is not JSON (an HTML error page, a proxy)
                    failure = bad_response(endpoint, f"answered with a body that is not JSON ({exc})"[:300],
                                            retryable=True)
                finally:
                    _attempt.received = None
                latency_ms = round((time.monotonic() - started) * 1000)
            if failure is None:
                gate.succeeded()
            elif status_of(failure) == 429:
                gate.rate_limited(epoch)
            record["latency_ms"] = latency_ms
            if failure is None:
                self._update(call_id, status=ESTIMATED if usage.estimated else OK, input_tokens=usage.input,
                             cached_tokens=usage.cached, output_tokens=usage.output, **record)
                return result
            error = _scrub(describe(failure, endpoint, seconds or self.config.timeout_s), secret)
            delay = self._delay(attempt, failure)
            retry = retryable(failure) and attempt < attempts and delay <= RETRY_AFTER_CAP_S
            late = retry and until is not None and time.monotonic() + delay + 1 > until
            retry = retry and not late  # (a 429 storm's waits ran an ask's call past its deadline)
            if retry and timed_out(failure) and self.speed is not None:
                # The deadline was already three times what this server needs: it is too slow
                # for the call, not passing trouble, and the same call would only wait it out again.
                retry = False
            if timed_out(failure) or (lost_in_transit(failure) and received.bytes):
                # Sent, and the server may have answered (and billed) after we left: what came is counted.
                self._update(call_id, status=ABANDONED, input_tokens=prompt_estimate,
                             output_tokens=received.output_tokens(), error=error + ("; retried" if retry else ""),
                             **record)
            else:  # refused or never reached: nothing to bill
                self._update(call_id, status=RETRY if retry else ERROR, error=error, **record)
            if not retry:
                gave_up = ""
                if delay > RETRY_AFTER_CAP_S:
                    gave_up = f" (the server asks to wait {delay:.0f} s; not waiting that long)"
                elif late:
                    gave_up = f" (no time left to wait {delay:.1f} s and try again)"
                elif retryable(failure):
                    gave_up = f" (gave up after {attempts} attempts)"
                # `from None`: the openai exception adds nothing for the user and carries the request.
                raise ModelError(error + gave_up + advice(failure, error, endpoint), model=endpoint.model,
                                 base_url=endpoint.base_url, status=status_of(failure),
                                 fault=fault_of(failure, error)) from None
            log.info("%s; retrying in %.1f s (attempt %d of %d)", error, delay, attempt + 1, attempts)
            self._sleep(delay)
        raise AssertionError("unreachable: the last attempt returns or raises")

    def _delay(self, attempt: int, failure: Exception) -> float:
        """Full jitter (AWS's 'exponential backoff and jitter'), unless the server said when."""
        response = getattr(failure, "response", None)
        asked = retry_after_seconds(response.headers) if response is not None else None
        if asked is not None:
            return asked
        return self._jitter() * min(BACKOFF_CAP_S, BACKOFF_BASE_S * 2 ** (attempt - 1))

    def _record(self, **values: Any) -> int | None:
        return record_call(self.store, CallRecord(**values)) if self.store is not None else None

    def _update(self, call_id: int | None, **values: Any) -> None:
        if self.store is not None:
            update_call(self.store, call_id, CallRecord(**values))

    def _client(self, endpoint: Endpoint) -> tuple[openai.OpenAI, str, AdaptiveGate]:
        """The openai client for a server, the key it uses (kept only to scrub it from errors)
        and the server's gate."""
        slot = (endpoint.base_url, endpoint.api_key_env)
        with self._clients_lock:
            if slot not in self._clients:
                key = endpoint.api_key()
                client = openai.OpenAI(api_key=key, base_url=endpoint.base_url, timeout=self.config.timeout_s,
                                       max_retries=0, http_client=openai.DefaultHttpxClient(
                                           timeout=self.config.timeout_s,
                                           event_hooks=_deadline_hooks(self.config.timeout_s)))
                self._clients[slot] = (client, key if endpoint.api_key_env else "",
                                       concurrency_gate(endpoint.base_url, self.config.concurrency))
            return self._clients[slot]


def _scrub(text: str, secret: str) -> str:
    """Servers echo keys back ("Incorrect API key provided: ..."): never keep one in any text."""
    return text.replace(secret, "[api key]") if secret else text


def retry_after_seconds(headers: Any, now: Callable[[], float] = time.time) -> float | None:
    """Seconds a server asked us to wait: `retry-after-ms`, `retry-after` in seconds or an HTTP date."""
    if (value := headers.get("retry-after-ms")) is not None:
        try:
            return max(float(value) / 1000, 0.0)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        seconds = float(value)
    except ValueError:
        parsed = email.utils.parsedate_tz(value)
        if parsed is None:
            return None
        seconds = email.utils.mktime_tz(parsed) - now()
    return max(seconds, 0.0) if math.isfinite(seconds) else None
