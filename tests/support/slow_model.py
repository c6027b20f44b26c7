"""A local OpenAI-compatible server that is slow on purpose (issue 25): one that never
answers, one that answers after the deadline, one that answers with nothing usable, one
that streams its answer a few characters at a time, and one that reports llama.cpp's
timings (for `models check`'s speed).

It answers every question at once with `submit_answer`, citing the first passage ask
gave with the question. Waits are counts of short sleeps (no test reads the clock), and
`release()` ends every wait still running, so the server stops promptly.
"""

from __future__ import annotations

import json
import re
import threading
import time
from typing import Any, Iterator, Self

from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

CHAT = "/v1/chat/completions"
STEP_S = 0.05
GIVEN = re.compile(r"^\[(\d+\.\d+\.\d+)\]", re.M)


def config_text(base_url: str, *, timeout_s: float = 60, retries: int = 1) -> str:
    return (f"provider: openai\nembeddings: {{provider: none}}\nretries: {retries}\ntimeout_s: {timeout_s}\n"
            f"models:\n  main:\n    model: slow\n    base_url: {base_url}\n    api_key_env: null\n"
            f"    protocol: tools\n")


class LocalModel:
    """A chat server on a free port whose waits `release()` ends (for the slow and failing ones)."""

    def __init__(self, *, threaded: bool = False):
        self._released = threading.Event()
        self.server = HTTPServer(host="127.0.0.1", port=0, threaded=threaded)
        self.server.expect_request(CHAT, method="POST").respond_with_handler(self.handle)

    def handle(self, request: Request) -> Response:
        raise NotImplementedError

    def __enter__(self) -> Self:
        self.server.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.release()
        self.server.stop()

    @property
    def base_url(self) -> str:
        return self.server.url_for("/v1")

    def release(self) -> None:
        self._released.set()

    def _sleep(self, steps: int) -> bool:
        """Waits `steps` short sleeps; False once released."""
        for _ in range(steps):
            if self._released.is_set():
                return False
            time.sleep(STEP_S)
        return True


class SlowModel(LocalModel):
    def __init__(self, behaviour: str, *, wait_steps: int = 0, piece: int = 6, piece_steps: int = 4):
        self.behaviour = behaviour  # never | late | garbage | stream | nostream | timed
        self.wait_steps = wait_steps  # before a late answer, in STEP_S sleeps
        self.piece, self.piece_steps = piece, piece_steps  # a stream's chunk size and the wait between chunks
        self.requests: list[dict] = []
        super().__init__()

    # -- answers ---------------------------------------------------------------------------
    def handle(self, request: Request) -> Response:
        body = request.get_json()
        self.requests.append(body)
        if self.behaviour == "never":
            self._sleep(10**6)
            return Response("{}", content_type="application/json")
        if self.behaviour == "late":
            self._sleep(self.wait_steps)
        if self.behaviour == "nostream" and body.get("stream"):
            return Response('{"error": {"message": "stream_options is not supported"}}', status=400,
                            content_type="application/json")
        if self.behaviour == "garbage":
            return self._whole(body, {"role": "assistant", "content": "<start_of_turn> the the lighthouse"}, "stop")
        if self.behaviour == "timed":
            return self._whole(body, {"role": "assistant", "content": "one, two, three"}, "stop",
                               timings={"prompt_per_second": 250.0, "predicted_per_second": 12.5})
        arguments = json.dumps(self.answer(body["messages"]))
        if self.behaviour == "stream" and body.get("stream"):
            return Response(self._stream(body, arguments), content_type="text/event-stream")
        call = {"id": "call_1", "type": "function", "function": {"name": "submit_answer", "arguments": arguments}}
        return self._whole(body, {"role": "assistant", "content": None, "tool_calls": [call]}, "tool_calls")

    @staticmethod
    def answer(messages: list[dict]) -> dict:
        first = next(m["content"] for m in reversed(messages) if m["role"] == "user")
        given = GIVEN.findall(first)
        if not given:
            return {"answer": "I can't tell from the book so far.", "verified_claims": [], "unverified_claims": []}
        text = (f"Wren keeps the lamp at Gull Rock, as the passage says [{given[0]}]. "
                "She trims the wick each night and watches the sea for ships.")
        return {"answer": text, "verified_claims": [{"claim": "Wren keeps the lamp", "locators": [given[0]]}],
                "unverified_claims": ["She watches the sea for ships."]}

    def _whole(self, body: dict, message: dict, finish: str, **extra: Any) -> Response:
        return Response(json.dumps({
            "id": "chatcmpl-slow", "object": "chat.completion", "created": 1, "model": body["model"],
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": 300, "completion_tokens": 30, "total_tokens": 330}, **extra}),
            content_type="application/json")

    def _stream(self, body: dict, arguments: str) -> Iterator[bytes]:
        def chunk(delta: dict, finish: str | None = None) -> bytes:
            data = {"id": "chatcmpl-slow", "object": "chat.completion.chunk", "created": 1, "model": body["model"],
                    "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
            return f"data: {json.dumps(data)}\n\n".encode()

        yield chunk({"role": "assistant", "tool_calls": [{"index": 0, "id": "call_1", "type": "function",
                                                          "function": {"name": "submit_answer", "arguments": ""}}]})
        for start in range(0, len(arguments), self.piece):
            self._sleep(self.piece_steps)
            yield chunk({"tool_calls": [{"index": 0, "function": {"arguments": arguments[start:start + self.piece]}}]})
        yield chunk({}, "tool_calls")
        yield b"data: [DONE]\n\n"
