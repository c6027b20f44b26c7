"""A clock for time budgets that no test waits on and that never reads the machine's time: it
stands still but for what each scripted model call is said to have taken (`tick`). Installed as
the `time` of the modules under test (and of the agent loop, which compares their deadlines), so
a budget runs out after a known number of calls, whatever the machine's load."""

from __future__ import annotations

from understory_cli.agents import loop as agent_loop

START = 1000.0  # any moment: only differences count


class CallClock:
    def __init__(self, seconds_per_call: float):
        self.seconds_per_call, self.now = seconds_per_call, START

    def tick(self) -> None:
        self.now += self.seconds_per_call

    def monotonic(self) -> float:
        return self.now

    def perf_counter(self) -> float:
        return self.now

    def install(self, monkeypatch, *modules) -> "CallClock":
        for module in (*modules, agent_loop):
            monkeypatch.setattr(module, "time", self)
        return self
