"""A local OpenAI-compatible server that fails on purpose, one transport fault at a time
(issue 40): for the fault tests of every stage and bench/fault_storm.py.

Each request is a fault with probability `rate` (the modes taken in turn, from a seeded
draw: the same run fails the same way), otherwise the `inner` handler answers (a plain
text reply when there is none). The modes:
  slow_plain    a plain reply trickled a byte at a time, past any deadline
  stall_stream  a streamed reply that stops after its first piece (a plain request: no headers)
  cut           half the reply, then the connection closed (the body shorter than it said)
  reset         the connection reset before any answer
  500           HTTP 500 with an error object
  429           HTTP 429 with Retry-After
  bad_json      a 200 whose body is not JSON
  error_200     a 200 carrying an error object ("overloaded, try again")
and the setting faults, never drawn by `rate` unless named: 401 and 403 (the key refused)
and 404_model (the model unknown).
Every request is kept with what was done to it, and each complete good reply's usage, so a
test can hold the ledger against what was served. Waits are counts of short sleeps, and
`release()` ends them, so the server stops promptly.
"""

from __future__ import annotations

import json
import random
import socket
import struct
import threading
from dataclasses import dataclass
from typing import Callable, Iterator

from support.slow_model import LocalModel
from werkzeug import Request, Response

TRANSPORT = ("slow_plain", "stall_stream", "cut", "reset", "500", "429", "bad_json", "error_200")
SETTING = ("401", "403", "404_model")
USAGE = {"prompt_tokens": 200, "completion_tokens": 20, "total_tokens": 220}


@dataclass
class Served:
    mode: str  # "ok" or the fault
    usage: dict | None = None  # a good reply's, as it was sent


def plain_reply(request: Request) -> Response:
    body = request.get_json()
    return Response(json.dumps({
        "id": "chatcmpl-fault", "object": "chat.completion", "created": 1, "model": body["model"],
        "choices": [{"index": 0, "message": {"role": "assistant", "content": "The lighthouse keeper trims the lamp."},
                     "finish_reason": "stop"}], "usage": USAGE}), content_type="application/json")


class FaultModel(LocalModel):
    def __init__(self, modes: tuple[str, ...] = TRANSPORT, *, rate: float = 1.0, seed: int = 40,
                 inner: Callable[[Request], Response] | None = None, retry_after: str = "0", steps: int = 200):
        self.modes, self.rate, self.retry_after, self.steps = modes, rate, retry_after, steps
        self.inner = inner or plain_reply
        self.served: list[Served] = []
        self._draw = random.Random(seed)
        self._turn = 0
        self._lock = threading.Lock()
        super().__init__(threaded=True)

    def config(self, *, timeout_s: float = 1, retries: int = 2, key_env: str | None = None, extra: str = "") -> str:
        """An understory.yaml for this server (concurrency 2: the fault order stays near the draw's)."""
        return (f"provider: openai\nembeddings: {{provider: none}}\nretries: {retries}\ntimeout_s: {timeout_s}\n"
                f"concurrency: 2\nmodels:\n  main:\n    model: faulty\n    base_url: {self.base_url}\n"
                f"    api_key_env: {key_env or 'null'}\n    protocol: tools\n    context_tokens: 32000\n{extra}")

    def count(self, mode: str) -> int:
        return sum(1 for s in self.served if s.mode == mode)

    # -- answers ---------------------------------------------------------------------------
    def handle(self, request: Request) -> Response:
        with self._lock:
            mode = "ok"
            if self._draw.random() < self.rate:
                mode, self._turn = self.modes[self._turn % len(self.modes)], self._turn + 1
            served = Served(mode)
            self.served.append(served)
        if mode == "ok":
            response = self.inner(request)
            try:
                served.usage = json.loads(response.get_data()).get("usage")
            except ValueError:
                pass
            return response
        return getattr(self, "_" + mode)(request)

    def _slow_plain(self, request: Request) -> Response:
        whole = plain_reply(request).get_data()

        def trickle() -> Iterator[bytes]:
            for n in range(len(whole)):
                if not self._sleep(2):
                    return
                yield whole[n:n + 1]
        return Response(trickle(), content_type="application/json", headers={"content-length": str(len(whole))})

    def _stall_stream(self, request: Request) -> Response:
        if not request.get_json().get("stream"):
            self._sleep(self.steps)
            return plain_reply(request)

        def stream() -> Iterator[bytes]:
            delta = {"role": "assistant", "content": "The lighthouse"}
            yield f"data: {json.dumps({'id': 'c', 'object': 'chat.completion.chunk', 'created': 1, 'model': 'faulty', 'choices': [{'index': 0, 'delta': delta, 'finish_reason': None}]})}\n\n".encode()
            self._sleep(self.steps)
        return Response(stream(), content_type="text/event-stream")

    def _cut(self, request: Request) -> Response:
        whole = plain_reply(request).get_data()

        def half() -> Iterator[bytes]:
            yield whole[:len(whole) // 2]
            _reset(request)
        return Response(half(), content_type="application/json", headers={"content-length": str(len(whole))})

    def _reset(self, request: Request) -> Response:
        _reset(request)
        return Response(b"", status=500)  # never reaches the client: the socket is gone

    def _500(self, request: Request) -> Response:
        return _error(500, "The server had an error while processing your request.")

    def _429(self, request: Request) -> Response:
        return _error(429, "Rate limit reached for requests", {"retry-after": self.retry_after})

    def _bad_json(self, request: Request) -> Response:
        return Response('{"id": "chatcmpl-fault", "choices": [', content_type="application/json")

    def _error_200(self, request: Request) -> Response:
        return Response(json.dumps({"error": {"message": "Server overloaded, try again later"}}),
                        content_type="application/json")

    def _401(self, request: Request) -> Response:
        return _error(401, "Incorrect API key provided.")

    def _403(self, request: Request) -> Response:
        return _error(403, "Your key does not have access to this project.")

    def _404_model(self, request: Request) -> Response:
        return _error(404, "The model `faulty` does not exist or you do not have access to it.")


def _error(status: int, message: str, headers: dict | None = None) -> Response:
    return Response(json.dumps({"error": {"message": message, "type": "fault", "code": None}}), status=status,
                    content_type="application/json", headers=headers)


def _reset(request: Request) -> None:
    """Drops the request's connection, as a crashed proxy does (reset once the server lets go:
    SO_LINGER 0)."""
    sock: socket.socket = request.environ["werkzeug.socket"]
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.shutdown(socket.SHUT_RDWR)
