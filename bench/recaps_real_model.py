"""The story so far written by a real weak model (issue 38, analyze/recaps.py).

    python bench/recaps_real_model.py [--volumes 2] [--budget 1500] [--threads 2] [--timeout 300] [--max-tokens 300]

Ingests the first `--volumes` Oz books, analyzes them without a model (the summaries the
recaps are told from), starts gemma3-270m on llama.cpp (/work/shared/tools/serve_gguf.py's
way, in-process here through bench/real_model.py's `start_server`) and writes the recaps
within `--budget` seconds. Prints how many were asked, kept and refused (and why), the
seconds per call, a few recaps as written, and the recap at 2.22 with any name in it that
a reader there has not met (there must be none: the check refuses those).
"""

from __future__ import annotations

import argparse
import collections
import socket
import sys
import tempfile
import time
from pathlib import Path

from _common import corpora_dir, print_table
from real_model import start_server

from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.analyze import recaps
from understory_cli.analyze.recaps import write_recaps
from understory_cli.config import Config
from understory_cli.ingest import ingest
from understory_cli.llm.client import ChatClient
from understory_cli.recap import names_known, recap_parts, story_so_far, unmet_names
from understory_cli.store import books, open_store
from understory_cli.store import points as point_store
from understory_cli.store import recaps as recap_store


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--volumes", type=int, default=2)
    parser.add_argument("--budget", type=float, default=1500.0)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=300.0, help="a call's deadline (a loaded machine needs more)")
    parser.add_argument("--max-tokens", type=int, default=recaps.OUTPUT_TOKENS, help="a recap's longest reply")
    args = parser.parse_args()
    recaps.OUTPUT_TOKENS = args.max_tokens  # a loaded 2-core machine wrote 0.2 tokens/s: a short reply comes back
    files = sorted((corpora_dir() / "series" / "oz").glob("*.epub"))[:args.volumes]
    store = open_store(Path(tempfile.mkdtemp()) / "oz.duckdb")
    ingest(store, files, work="oz")
    analyze_extractive(store, work="oz")
    work = books.find_work(store, "oz")
    port = free_port()
    server = start_server(port, args.threads, 4096)  # noqa: F841 (kept alive while it serves)
    time.sleep(3)
    config = Config.model_validate({"provider": "openai", "timeout_s": args.timeout, "retries": 2, "models": {"main": {
        "base_url": f"http://127.0.0.1:{port}/v1", "model": "gemma", "api_key_env": None, "context_tokens": 4096}}})
    started = time.perf_counter()
    result = write_recaps(store, ChatClient(config, store), config, work, seconds=args.budget)
    seconds = time.perf_counter() - started
    asked = result.kept + len(result.refused)
    print_table("gemma3-270m writing the story so far (Oz 1-%d)" % args.volumes,
                ["due", "asked", "kept", "refused", "not asked", "s per recap"],
                [[result.due, asked, result.kept, len(result.refused), result.not_asked,
                  f"{seconds / max(asked, 1):.1f}"]])
    reasons = collections.Counter(r.split(": ", 1)[1].split(" (")[0].split(",")[0] for r in result.refused)
    print("\nwhy refused:", dict(reasons.most_common(8)))
    if result.stopped:
        print("stopped:", result.stopped)
    kept = [(k, r.text) for k, r in sorted(recap_store.recaps(store, work.work_id).items()) if r.status == "kept"]
    print("\nsome recaps kept:")
    for (volume, locator), text in kept[:3] + kept[-2:]:
        print(f"  {locator or f'volume {volume}'}: {text[:300]}")
    print("\nsome refused:", *[f"  {r[:200]}" for r in result.refused[:5]], sep="\n")
    infos = books.volume_infos(store, work.work_id)
    at = next((c.chapter_no for v in infos for c in v.chapters if c.locator == "2.22"), infos[-1].last_chapter_no)
    parts = story_so_far(recap_parts(store, work.work_id), at)
    known = names_known(point_store.load_points(store, work.work_id))
    print(f"\nthe recap at {at} (chapter_no):")
    for p in parts:
        print(f"  [{p.kind}{' ✦' if p.by_model else ''} {p.locator or p.volume_no}] {p.text[:400]}")
        later = unmet_names(p.text, known, at)
        if later:
            print("    NAMES MET LATER:", later)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
