"""`offline_names.py --lobo --speed --baseline CHECKOUT`: the no-model analyze's time per character and peak memory
against another checkout's code (issue 43: at most 1.5x today's time, ≈ 50k characters/s; ≤ 1 GB). Each run is a
fresh process importing understory_cli from one checkout (PYTHONPATH), ingesting the book into a temporary store
and timing `analyze extractive`; the two checkouts alternate, `--repeats` times, and the medians are compared.

    python bench/offline_names.py --lobo --speed --baseline ../main [--books genesis,modern] [--repeats 3]
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHECKOUT = HERE.parent


def run_one(folder: str, slug: str) -> dict:
    """In the child: ingest the book's EPUBs, time analyze extractive; characters, seconds and peak resident MB.
    It imports only the product and _common, so that another checkout's code runs it as it is."""
    sys.path.insert(0, str(HERE))
    from _common import corpora_dir, timed
    from understory_cli.analyze.extractive import analyze_extractive
    from understory_cli.ingest import ingest
    from understory_cli.store import books, open_store

    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(Path(tmp) / "speed.duckdb")
        ingest(store, sorted((corpora_dir() / folder).glob("*.epub")), work=slug or None)
        work = books.works(store)[0]
        chars = sum(len(p.text) for p in books.story_paragraphs(store, work.work_id))
        seconds, _ = timed(analyze_extractive, store)
        store.close()
    return {"chars": chars, "seconds": seconds, "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def measure(book, checkout: Path) -> dict:
    """One child run of the book (offline_names.Book) with `checkout`'s understory_cli."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), book.folder, book.slug or ""], env=env, capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def compare(chosen: list, baseline: Path, repeats: int) -> list[list]:
    """Per book: characters, median seconds and peak MB of the baseline and of this checkout, the time ratio."""
    from _common import median

    rows = []
    for book in chosen:
        runs: dict[str, list[dict]] = {"baseline": [], "now": []}
        for _ in range(repeats):  # alternated, so that the machine's load falls on both alike
            runs["baseline"].append(measure(book, baseline))
            runs["now"].append(measure(book, CHECKOUT))
        base, now = (median([r["seconds"] for r in runs[k]]) for k in ("baseline", "now"))
        chars = runs["now"][0]["chars"]
        rows.append([book.key, chars, base, now, now / base if base else 0.0, chars / now if now else 0.0,
                     max(r["peak_mb"] for r in runs["baseline"]), max(r["peak_mb"] for r in runs["now"])])
    return rows


if __name__ == "__main__":
    print(json.dumps(run_one(sys.argv[1], sys.argv[2])))
