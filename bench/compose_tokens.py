"""Tokens compose-wiki sends per source token, with analyze, against the issue's goals.

    python bench/compose_tokens.py [--series oz]

A scripted analyze (tests/support/fake_reader.py), a scripted architect (tests/support/fake_architect.py)
and a scripted entry writer spend their whole budgets; every request is metered with the same estimator as the source text, and
"cached" is the prefix a request shares with the one before it.
Goal (issue 5): analyze + compose <= 20x the source in quality mode, <= 6x in fast mode,
with >= 75% of input a cacheable prefix.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import tempfile
from pathlib import Path

from _common import print_table


from analyze_tokens import CONFIG, analyzed_series
from support.fake_architect import blueprint_from, is_architect
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.llm.scripted import ScriptedClient, call, metered_usage, reply
from understory_cli.store import ledger
from understory_cli.wiki.compose import compose

SERIAL = CONFIG.model_copy(update={"concurrency": 1})  # metering compares each request with the one before
PASSAGE = re.compile(r"^\[(\d+\.\d+\.\d+)\] ", re.M)


class Writer:
    """Meters each request against the one before, like a provider's prompt cache."""

    def __init__(self):
        self.previous = None

    def __call__(self, request):
        answer = _write(request)
        usage = metered_usage(request, self.previous, answer)
        self.previous = request
        return dataclasses.replace(answer, usage=usage)


def _write(request):
    """A blueprint from the point index, or an entry citing its first passages after looking
    things up as a core entry would."""
    prompt = request.messages[1]["content"]
    if is_architect(request):
        return reply(None, call("submit_blueprint", blueprint_from(prompt, "1.1.2")))
    title = re.search(r"^# Entry: (.+?) \(", prompt, re.M).group(1)
    cites = PASSAGE.findall(prompt)[:6] or ["1.1.1"]
    rounds = sum(1 for m in request.messages if m["role"] == "assistant")
    tools = [t["function"]["name"] for t in request.tools or []]
    local = "without lookups" in prompt  # a local entry writes from what it was given
    if "search_original_text" in tools and request.tool_choice is None and rounds < 3 and not local:
        answer = reply(None, call("search_original_text", {"query": title, "limit": 6}))
    else:
        spans = [{"text": f"{title}, as the book shows [{c}]."} for c in cites]
        answer = reply(None, call("submit_entry", {"title": title, "summary": {"text": f"{title} [{cites[0]}]."},
                                                   "body": [{"heading": "Story", "spans": spans}]}))
    return answer


def measure(name: str, mode: str) -> list:
    with tempfile.TemporaryDirectory() as tmp:
        store, work_id, source = analyzed_series(Path(tmp), name, mode)
        # The scripted analysis knows a handful of names; a real one knows hundreds. Compose
        # over the extractive analysis, whose point count is realistic.
        analyze_extractive(store, force=True)
        compose(store, SERIAL, ScriptedClient(Writer(), store=store))
        totals = {t.stage: t for t in ledger.usage_totals(store, work_id=work_id)}
        store.close()
    a, c = totals["analyze"], totals["compose"]
    both = a.input_tokens + c.input_tokens
    return [name, mode, f"{source:,}", f"{a.input_tokens / source:.2f}x", f"{c.input_tokens / source:.2f}x",
            f"{both / source:.2f}x", f"{100 * (a.cached_tokens + c.cached_tokens) / both:.1f}%", str(c.calls)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--series", default="oz")
    args = parser.parse_args()
    rows = [measure(name, mode) for name in args.series.split(",") for mode in ("fast", "quality")]
    print_table("analyze + compose: input tokens per source token", ["series", "mode", "source", "analyze",
                "compose", "both", "cacheable", "compose calls"], rows)
    print("goals: both <= 6x (fast), <= 20x (quality); cacheable >= 75%")


if __name__ == "__main__":
    main()
