"""The whole no-model pipeline on a series: time per stage against the 10-minute goal.

    python bench/extractive_pipeline.py [--series xiyouji,oz]

Stages: ingest, local embedding, extractive analyze, extractive compose-wiki, build-site. The baseline is the goal itself (600 s for the ten 西游记
volumes on this 2-core machine), printed as a ratio.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from _common import corpora_dir, print_table

from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.embed import embed_work
from understory_cli.ingest import ingest
from understory_cli.llm.embeddings import local_embedder
from understory_cli.static_site import build_site
from understory_cli.store import books, open_store
from understory_cli.wiki.extractive import compose_extractive

GOAL_S = 600
FOLDERS = {"xiyouji": "chinese/xiyouji", "oz": "series/oz"}


def run(name: str) -> list[list]:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(Path(tmp) / "p.duckdb")
        files = sorted((corpora_dir() / FOLDERS[name]).glob("*.epub"))
        stages = [
            ("ingest", lambda: ingest(store, files)),
            ("embed (local)", lambda: embed_work(store, local_embedder("auto", books.resolve_work(store, None).language))),
            ("analyze (extractive)", lambda: analyze_extractive(store)),
            ("compose-wiki", lambda: compose_extractive(store)),
            ("build-site", lambda: build_site(store, Path(tmp) / "site")),
        ]
        total = 0.0
        for stage, fn in stages:
            started = time.perf_counter()
            fn()
            seconds = time.perf_counter() - started
            total += seconds
            rows.append([name, stage, f"{seconds:.1f}"])
        rows.append([name, "total", f"{total:.1f}", f"{total / GOAL_S:.2f} of the {GOAL_S} s goal"])
        store.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--series", default="xiyouji,oz")
    args = parser.parse_args()
    rows = [row for name in args.series.split(",") for row in run(name)]
    print_table("no-model pipeline, seconds per stage", ["series", "stage", "seconds", "ratio"],
                [r + [""] * (4 - len(r)) for r in rows])


if __name__ == "__main__":
    main()
