"""Tokens the analyze stage sends per source token, and how much of it a prompt cache can serve.

    python bench/analyze_tokens.py [--series oz,xiyouji]

A scripted model (tests/support/fake_reader.py) spends each agent's whole round budget (it submits
in its last round); token
counts are metered from the real requests with the same estimator as the source text
(llm.client.estimate_tokens), and "cached" is the prefix each request shares with the
one before it, as a provider's prompt cache would serve it. The baseline is the source
itself: the number of tokens in the story text of the volumes analyzed.
Goals (issue 4): quality <= 10x and fast <= 3x the source tokens; >= 75% of input cacheable.

The second table sets the name finder's starting list (config `seed_candidates`, on by
default) against the same run without it. A scripted model gains nothing from a hint, so the
saving is modelled, and said to be: the unseeded agent spends one round discovering names
(its lookups: search_original_text and get_knowledge_points), the seeded one starts from the
list and submits a round earlier. Every token in both columns is metered from real requests;
what is modelled is only that one round is saved.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from _common import corpora_dir, print_table

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from support.fake_reader import FakeReader  # noqa: E402

from understory_cli.analyze import run as run_analysis  # noqa: E402
from understory_cli.analyze.seed import render as render_seed  # noqa: E402
from understory_cli.analyze.seed import work_seeds  # noqa: E402
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


def analyzed_series(folder: Path, name: str, mode: str, *, config: Config = CONFIG, rounds_saved: int = 0):
    """A fresh store in `folder` with the series analyzed by the budget-spending scripted model
    (which submits `rounds_saved` rounds before its budget ends).

    Returns (store, work_id, source tokens).
    """
    path, cast = SERIES[name]
    store = open_store(folder / "b.duckdb")
    ingest(store, sorted((corpora_dir() / path).glob("*.epub")))
    work_id = books.resolve_work(store, None).work_id
    source = sum(estimate_tokens(p.text) for p in books.story_paragraphs(store, work_id))
    rounds = config.budget(mode).rounds
    reader = FakeReader(cast, extra_rounds=rounds - 2 - rounds_saved)
    run_analysis(store, ScriptedClient(reader, store=store), config, mode=mode)
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


def _sent(name: str, mode: str, *, seeded: bool, rounds_saved: int) -> tuple[int, int, int, int]:
    """(source tokens, input tokens, calls, seed tokens per first request) of one run."""
    config = CONFIG.model_copy(update={"seed_candidates": seeded})
    with tempfile.TemporaryDirectory() as tmp:
        store, work_id, source = analyzed_series(Path(tmp), name, mode, config=config, rounds_saved=rounds_saved)
        totals = ledger.usage_totals(store, work_id=work_id)
        seed = 0
        if seeded:
            work = books.resolve_work(store, None)
            seeds = work_seeds(store, work)
            infos = books.volume_infos(store, work_id)
            seed = sum(estimate_tokens(render_seed(seeds.for_volume(v))) for v in infos) // len(infos)
        store.close()
    return source, sum(t.input_tokens for t in totals), sum(t.calls for t in totals), seed


def seeding(name: str, mode: str) -> list:
    source, plain, plain_calls, _ = _sent(name, mode, seeded=False, rounds_saved=0)
    _, seeded, seeded_calls, seed = _sent(name, mode, seeded=True, rounds_saved=1)
    _, cost, _, _ = _sent(name, mode, seeded=True, rounds_saved=0)
    return [name, mode, f"{seed}", f"{(cost - plain) / source:+.3f}x", f"{plain_calls} / {seeded_calls}",
            f"{plain / source:.2f}x", f"{seeded / source:.2f}x", f"{100 * (plain - seeded) / plain:.1f}%"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--series", default="oz,xiyouji")
    parser.add_argument("--no-seeding", action="store_true", help="skip the seeded/unseeded comparison")
    args = parser.parse_args()
    rows = [measure(name, mode) for name in args.series.split(",") for mode in ("fast", "quality")]
    print_table("analyze: tokens sent per source token (full round budget)",
                ["series", "mode", "source tokens", "calls", "input sent", "input / source",
                 "input+output / source", "cacheable prefix"], rows)
    print("goals: fast <= 3x, quality <= 10x, cacheable >= 75%")
    if args.no_seeding:
        return
    rows = [seeding(name, mode) for name in args.series.split(",") for mode in ("fast", "quality")]
    print_table("analyze with and without the name finder's starting list (seed_candidates)",
                ["series", "mode", "seed tokens/request", "seed cost, same rounds", "calls unseeded / seeded",
                 "unseeded", "seeded, 1 round fewer", "saving"], rows)
    print("measured: every token (metered requests); 'seed cost, same rounds' is what the list adds when it saves\n"
          "nothing. modelled: the seeded agent needs one discovery round (name lookups) fewer per volume part.")


if __name__ == "__main__":
    main()
