"""A clock for time budgets that no test waits on: the real time.monotonic plus what each
scripted model call is said to have taken (`tick`). Installed as the `time` of the modules
under test, so their budgets run out after a known number of calls, whatever the machine's load."""

from __future__ import annotations

import time


class CallClock:
    def __init__(self, seconds_per_call: float):
        self.seconds_per_call, self.offset = seconds_per_call, 0.0

    def tick(self) -> None:
        self.offset += self.seconds_per_call

    def monotonic(self) -> float:
        return time.monotonic() + self.offset

    def perf_counter(self) -> float:
        return time.perf_counter() + self.offset

    def install(self, monkeypatch, *modules) -> "CallClock":
        for module in modules:
            monkeypatch.setattr(module, "time", self)
        return self
