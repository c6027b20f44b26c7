"""Tokens the analyze stage sends per source token, and how much of it a prompt cache can serve.

    python bench/analyze_tokens.py [--series oz,xiyouji]

A scripted model (tests/fake_reader.py) spends each agent's whole round budget (it submits
in its last round); token
counts are metered from the real requests with the same estimator as the source text
(llm.client.estimate_tokens), and "cached" is the prefix each request shares with the
one before it, as a provider's prompt cache would serve it. The baseline is the source
itself: the number of tokens in the story text of the volumes analyzed.
Goals (issue 4): quality <= 10x and fast <= 3x the source tokens; >= 75% of input cacheable.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from _common import corpora_dir, print_table

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from fake_reader import FakeReader  # noqa: E402

from understory_cli.analyze import analyze  # noqa: E402
from understory_cli.config import Config  # noqa: E402
from understory_cli.ingest import ingest  # noqa: E402
from understory_cli.llm.client import estimate_tokens  # noqa: E402
from understory_cli.llm.scripted import ScriptedClient  # noqa: E402
from understory_cli.store import books, ledger, open_store  # noqa: E402

SERIES = {
    "oz": ("series/oz", {"Dorothy": [], "Scarecrow": [], "Tin Woodman": ["Nick Chopper"], "Tip": [], "Ozma": []}),
    "xiyouji": ("chinese/xiyouji", {"孙悟空": ["悟空"], "唐僧": ["三藏"], "猪八戒": ["八戒"], "沙僧": ["悟净"]}),
}
CONFIG = Config.model_validate({"provider": "openai", "models": {"main": {
    "base_url": "http://127.0.0.1:9/v1", "model": "scripted", "api_key_env": None, "context_tokens": 128000}}})


def analyzed_series(folder: Path, name: str, mode: str):
    """A fresh store in `folder` with the series analyzed by the budget-spending scripted model.

    Returns (store, work_id, source tokens).
    """
    path, cast = SERIES[name]
    store = open_store(folder / "b.duckdb")
    ingest(store, sorted((corpora_dir() / path).glob("*.epub")))
    work_id = books.resolve_work(store, None).work_id
    source = sum(estimate_tokens(p.text) for p in books.story_paragraphs(store, work_id))
    rounds = CONFIG.budget(mode).rounds
    analyze(store, ScriptedClient(FakeReader(cast, extra_rounds=rounds - 2), store=store), CONFIG, mode=mode)
    return store, work_id, source


def measure(name: str, mode: str) -> list:
    with tempfile.TemporaryDirectory() as tmp:
        store, work_id, source = analyzed_series(Path(tmp), name, mode)
        totals = ledger.usage_totals(store, work_id=work_id)
        sent = sum(t.input_tokens for t in totals)
        cached = sum(t.cached_tokens for t in totals)
        output = sum(t.output_tokens for t in totals)
        calls = sum(t.calls for t in totals)
        store.close()
    return [name, mode, f"{source:,}", f"{calls}", f"{sent:,}", f"{sent / source:.2f}x", f"{(sent + output) / source:.2f}x",
            f"{100 * cached / sent:.1f}%"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--series", default="oz,xiyouji")
    args = parser.parse_args()
    rows = [measure(name, mode) for name in args.series.split(",") for mode in ("fast", "quality")]
    print_table("analyze: tokens sent per source token (full round budget)",
                ["series", "mode", "source tokens", "calls", "input sent", "input / source",
                 "input+output / source", "cacheable prefix"], rows)
    print("goals: fast <= 3x, quality <= 10x, cacheable >= 75%")


if __name__ == "__main__":
    main()
