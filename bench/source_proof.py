"""build-site with gated content out of the pages (static_site/unlock.py) against the same
site with it left in, hidden, as the build did before: build time, files and bytes, side by
side, for the 西游记 series and Oz with their no-model wikis (goal: within 1.5x on both).

Both builds run in this process on the same store, alternately, each into a fresh folder
(a cold build), so the machine's load falls on both alike; the median of the repeats is
printed. The baseline is the current build with the cut switched off, so the ratio is the
cost of the cut and its parts alone.

    python bench/source_proof.py [--repeats N] [--books xiyouji oz]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from unittest import mock

from _common import corpora_dir, median, print_table, timed
from understory_cli import static_site
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.ingest import ingest
from understory_cli.static_site import unlock
from understory_cli.static_site.unlock import SplitPage
from understory_cli.store import open_store
from understory_cli.wiki.extractive import compose_extractive

CORPORA = {"xiyouji": "chinese/xiyouji/*.epub", "oz": "series/oz/*.epub"}


def size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def build(store, out: Path, name: str, cut: bool) -> float:
    if cut:
        return timed(static_site.build_site, store, out, work=name)[0]
    with mock.patch.object(unlock, "split_page", lambda html, **_: SplitPage(html, {})):
        return timed(static_site.build_site, store, out, work=name)[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--books", nargs="+", default=list(CORPORA), choices=list(CORPORA))
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.books:
            store = open_store(Path(tmp) / f"{name}.duckdb")
            ingest(store, sorted(corpora_dir().glob(CORPORA[name])), work=name)
            analyze_extractive(store, work=name)
            compose_extractive(store, work=name)
            seconds: dict[bool, list[float]] = {False: [], True: []}
            sizes: dict[bool, tuple[int, int]] = {}
            for i in range(args.repeats):
                for cut in (False, True):
                    out = Path(tmp) / f"{name}-{int(cut)}-{i}"
                    seconds[cut].append(build(store, out, name, cut))
                    sizes[cut] = size(out)
            store.close()
            base, now = median(seconds[False]), median(seconds[True])
            (base_files, base_bytes), (files, total) = sizes[False], sizes[True]
            rows.append([name, f"{base:.2f}", f"{now:.2f}", f"{now / base:.2f}x", base_files, files,
                         f"{base_bytes / 1e6:.1f}", f"{total / 1e6:.1f}", f"{total / base_bytes:.2f}x"])
    print_table("build-site: gated content in parts (now) vs hidden in the page (before), cold builds",
                ["book", "before s", "now s", "time", "before files", "now files", "before MB", "now MB", "bytes"],
                rows)


if __name__ == "__main__":
    main()
