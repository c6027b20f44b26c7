"""`offline_names.py --lobo --speed --series big-zh --baseline CHECKOUT [--sizes 1,2,2.5] [--repeats N]`:
the no-model analyze of ONE long series built from the corpora's Chinese EPUBs (issue 43: ≤ 1 GB for a
2.5M-character series, time per character flat as the series grows, ≤ 1.5x the baseline's time).

The series is 西游记's ten volumes, 水浒传's twelve, 啼笑姻缘, 创世记 + 出埃及记 in both scripts, then again from
the start, cut at the first volume that reaches each size (millions of story characters): every copy is a
volume of its own (its own number, file name and checksum), nothing is copied into the repository. For each size
and checkout one fresh process ingests the series into a temporary store (its peak memory is ingest's); then
every run is a fresh process that opens a copy of that store and times `analyze extractive` alone, so the peak
resident memory is the analyze's (the process's imports and the store included). The checkouts alternate.
"""

from __future__ import annotations

import copy
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHECKOUT = HERE.parent
SERIES = {"big-zh": ["chinese/xiyouji", "chinese/shuihu", "chinese/modern", "chinese/genesis-hans", "chinese/genesis"]}
WORK = "big-series"


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def ingest_series(db: str, series: str, millions: float) -> dict:
    """In the child: the series' volumes, repeated from the start until the story text reaches the size, as one work."""
    sys.path.insert(0, str(HERE))
    from _common import corpora_dir
    from understory_cli.ingest import read_books, store_volumes, story_characters
    from understory_cli.store import open_store

    files = [f for folder in SERIES[series] for f in sorted((corpora_dir() / folder).glob("*.epub"))]
    target, chars, volumes, cache = int(millions * 1_000_000), 0, [], {}
    while chars < target:
        path = files[len(volumes) % len(files)]
        if path not in cache:
            cache[path] = read_books([path])[0]
        for original in cache[path]:
            volume = copy.copy(original)  # a volume of its own; the chapters are shared, read only
            no = len(volumes) + 1
            volume.source_name, volume.sha256 = f"{no:03d}-{original.source_name}", f"{original.sha256}-{no}"
            volume.series, volume.series_index, volume.title = series, float(no), f"{original.title} ({no})"
            volumes.append(volume)
            chars += story_characters(volume)
    store = open_store(Path(db))
    store_volumes(store, volumes, work=WORK)
    store.close()
    return {"chars": chars, "volumes": len(volumes), "peak_mb": _peak_mb()}


def analyze_store(db: str) -> dict:
    """In the child: `analyze extractive` alone on the stored series; story characters, seconds, peak MB."""
    sys.path.insert(0, str(HERE))
    from _common import timed
    from understory_cli.analyze.extractive import analyze_extractive
    from understory_cli.store import books, open_store

    store = open_store(Path(db))
    work = books.works(store)[0]
    chars = sum(len(p.text) for p in books.story_paragraphs(store, work.work_id))
    seconds, _ = timed(analyze_extractive, store, work=WORK)
    store.close()
    return {"chars": chars, "seconds": seconds, "peak_mb": _peak_mb()}


def _child(checkout: Path, *args: str) -> dict:
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), *args], env=env, capture_output=True,
                          text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def compare(series: str, sizes: list[float], baseline: Path, repeats: int) -> list[list]:
    """Per size: story characters, volumes, median analyze seconds of both checkouts, the ratio, chars/s,
    peak analyze MB of both, this checkout's MB per 1k characters and its ingest's peak MB."""
    from _common import median

    rows = []
    checkouts = {"baseline": baseline, "now": CHECKOUT}
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            stored = {k: Path(tmp) / f"{k}-{size}.duckdb" for k in checkouts}
            ingested = {k: _child(c, "ingest", str(stored[k]), series, str(size)) for k, c in checkouts.items()}
            runs: dict[str, list[dict]] = {k: [] for k in checkouts}
            for _ in range(repeats):  # alternated, so that the machine's load falls on both alike
                for k, c in checkouts.items():
                    db = Path(tmp) / f"run-{k}.duckdb"
                    shutil.copyfile(stored[k], db)
                    runs[k].append(_child(c, "analyze", str(db)))
                    for left in (db, db.with_name(db.name + ".wal")):
                        left.unlink(missing_ok=True)
            base, now = (median([r["seconds"] for r in runs[k]]) for k in checkouts)
            chars = runs["now"][0]["chars"]
            base_mb, now_mb = (max(r["peak_mb"] for r in runs[k]) for k in checkouts)
            rows.append([f"{series} {size:g}M", chars, ingested["now"]["volumes"], base, now, now / base if base else 0.0,
                         chars / now if now else 0.0, base_mb, now_mb, now_mb / chars * 1000,
                         ingested["now"]["peak_mb"]])
            print(dict(zip(HEADERS, rows[-1])), "runs:", runs, flush=True)  # a long run's sizes as they end
    return rows


HEADERS = ["series", "chars", "volumes", "baseline s", "now s", "ratio", "chars/s", "baseline MB", "now MB",
           "now MB/1k chars", "ingest MB"]


if __name__ == "__main__":
    if sys.argv[1] == "ingest":
        print(json.dumps(ingest_series(sys.argv[2], sys.argv[3], float(sys.argv[4]))))
    else:
        print(json.dumps(analyze_store(sys.argv[2])))
