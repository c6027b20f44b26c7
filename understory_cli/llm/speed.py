"""How fast the configured server reads a prompt and writes a reply, and what that makes a
call's deadline (issue 25, item 2).

`models check` measures it with two small requests (a prompt of a few hundred tokens
answered with one token, then a short prompt answered with up to GEN_TOKENS) and stores it
with the server's capabilities (per base_url and model). The client then gives each call
a deadline sized to its prompt and reply instead of one fixed `timeout_s`, which stays the
upper bound; without a measure the fixed `timeout_s` applies as before.
"""

from __future__ import annotations

import random
import time
from typing import Any, Sequence

from .types import Completion, ModelClient, Speed

__all__ = ["Speed", "expected_seconds", "measure", "say_seconds", "speed_from"]

PROMPT_WORDS = 220  # about 300 tokens: enough to time the prompt, seconds on a slow server
MIN_SAMPLE = 8  # reply tokens a timed reply needs to stand for the reply speed
GEN_TOKENS = 16  # a small model on a loaded laptop wrote 0.7 tokens a second: enough to time, seconds not minutes
WORDS = ("lamp keeper tide rock harbour gull night light storm boat rope window stair brass wick oil "
         "island shore wave cliff lantern bell fog signal ship north").split()


def expected_seconds(speed: Speed | None, input_tokens: int, cached_tokens: int, output_tokens: int) -> float | None:
    """Time for a run's tokens at the measured speed: a cached prompt token costs nothing."""
    if speed is None:
        return None
    return speed.seconds(max(input_tokens - cached_tokens, 0), output_tokens)


def say_seconds(seconds: float | None) -> str:
    if seconds is None:
        return "?"
    if seconds < 90:
        return f"~{seconds:.0f} s"
    if seconds < 5400:
        return f"~{seconds / 60:.0f} min"
    return f"~{seconds / 3600:.1f} h"


def speed_from(data: dict[str, Any] | None) -> Speed | None:
    """The stored measure (a capabilities row's `speed`), if there is a usable one."""
    found = (data or {}).get("speed") or {}
    try:
        prompt, output = float(found["prompt_tps"]), float(found["output_tps"])
    except (KeyError, TypeError, ValueError):
        return None
    if prompt <= 0 or output <= 0:
        return None
    return Speed(prompt, output, float(found.get("measured_at") or 0))


def measure(client: ModelClient, written: Sequence[Completion] = (), *, timeout_s: float | None = None) -> Speed:
    """Two small requests; the server's own timings (llama.cpp's `timings`) when it reports
    them, else the wall time. A random first word keeps a prompt cache from hiding the read.
    Replies already `written` (the probe's checks) that carry the server's timings give the
    reply speed without the second request (the slowest of them: deadlines err long). `timeout_s`
    bounds both requests together (`models check`'s limit)."""
    ends = None if timeout_s is None else time.monotonic() + timeout_s
    rng = random.Random()
    words = [f"note-{rng.randrange(10**9)}"] + [rng.choice(WORDS) for _ in range(PROMPT_WORDS)]
    read = [{"role": "user", "content": " ".join(words) + "\n\nReply with one word."}]
    started = time.monotonic()
    first = client.complete(read, stage="probe", unit="prompt speed", max_output_tokens=1, timeout_s=timeout_s)
    read_s = time.monotonic() - started
    timings = first.timings or {}
    prompt_tps = _positive(timings.get("prompt_per_second")) or first.usage.input / max(read_s, 1e-3)
    timed = [tps for c in written if c.usage.output >= MIN_SAMPLE
             and (tps := _positive((c.timings or {}).get("predicted_per_second"))) is not None]
    if timed:
        return Speed(max(prompt_tps, 0.1), max(min(timed), 0.1), time.time())

    write = [{"role": "user", "content": f"Count from 1 to 100 in words, separated by commas. ({rng.randrange(10**6)})"}]
    started = time.monotonic()
    second = client.complete(write, stage="probe", unit="reply speed", max_output_tokens=GEN_TOKENS,
                             timeout_s=None if ends is None else ends - time.monotonic())
    write_s = time.monotonic() - started
    timings = second.timings or {}
    output_tps = _positive(timings.get("predicted_per_second"))
    if output_tps is None:
        writing = max(write_s - second.usage.input / prompt_tps, 1e-3)
        output_tps = max(second.usage.output, 1) / writing
    return Speed(max(prompt_tps, 0.1), max(output_tps, 0.1), time.time())


def _positive(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and value > 0 else None
