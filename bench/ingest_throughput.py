"""Ingest throughput: understory's full ingest and its EPUB parse alone, against plain
ebooklib + lxml text extraction of the same files, measured side by side.

    python bench/ingest_throughput.py [--repeats N]
"""

from __future__ import annotations

import argparse
import tempfile
import warnings
from pathlib import Path

import ebooklib
import lxml.html
from ebooklib import epub

from _common import corpora_dir, median, print_table, timed
from understory_cli.ingest import ingest
from understory_cli.ingest.epub import parse_epub
from understory_cli.store import open_store

CORPORA = {"oz": "series/oz/*.epub", "xiyouji": "chinese/xiyouji/*.epub"}
LABELS = {
    "baseline": "ebooklib+lxml text (baseline)",
    "parse": "understory parse only",
    "ingest": "understory full ingest",
}


def ebooklib_extract(paths: list[Path]) -> int:
    """Baseline: text of every document item, whitespace collapsed; returns its length."""
    chars = 0
    for path in paths:
        book = epub.read_epub(str(path))
        for item in book.get_items_of_type(ebooklib.ITEM_DOCUMENT):
            content = item.get_content()
            if content.strip():
                chars += len(" ".join(lxml.html.fromstring(content).text_content().split()))
    return chars


def parse_only(paths: list[Path]) -> int:
    """understory's EPUB parse (container, OPF, TOC, XHTML blocks); returns plain-text length."""
    volumes = [parse_epub(path) for path in paths]
    return sum(len(b.text) for v in volumes for c in v.chapters for b in c.blocks)


def full_ingest(paths: list[Path], work: str, db: Path) -> None:
    """understory ingest into a new database: parse, chunk, postings, DuckDB write and close."""
    store = open_store(db)
    ingest(store, paths, work=work)
    store.close()


def stored_chars(db: Path) -> int:
    store = open_store(db, read_only=True)
    chars = store.scalar("SELECT sum(length(text)) FROM paragraphs")
    store.close()
    return int(chars)


def measure(name: str, paths: list[Path], repeats: int, tmp: Path) -> dict[str, tuple[float, int]]:
    """Median seconds and characters per step; the steps take turns in every repetition."""
    times: dict[str, list[float]] = {"baseline": [], "parse": [], "ingest": []}
    chars: dict[str, int] = {}
    for rep in range(repeats):
        db = tmp / f"{name}-{rep}.duckdb"
        seconds, chars["baseline"] = timed(ebooklib_extract, paths)
        times["baseline"].append(seconds)
        seconds, chars["parse"] = timed(parse_only, paths)
        times["parse"].append(seconds)
        times["ingest"].append(timed(full_ingest, paths, name, db)[0])
    chars["ingest"] = stored_chars(db)
    return {step: (median(t), chars[step]) for step, t in times.items()}


def report(name: str, paths: list[Path], results: dict[str, tuple[float, int]]) -> None:
    mb = sum(p.stat().st_size for p in paths) / 1e6
    base_s, base_chars = results["baseline"]
    rows = []
    for step, (seconds, chars) in results.items():
        rows.append([LABELS[step], seconds, mb / seconds, chars, chars / seconds / 1e6,
                     f"{base_s / seconds:.2f}x", f"{(chars / seconds) / (base_chars / base_s):.2f}x"])
    print_table(f"{name}: {len(paths)} EPUBs, {mb:.2f} MB (median of the repetitions)",
                ["step", "seconds", "MB/s", "chars", "Mchars/s", "MB/s vs base", "chars/s vs base"], rows)
    print(f"parse share of full ingest: {results['parse'][0] / results['ingest'][0]:.0%}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    warnings.filterwarnings("ignore", module="ebooklib")
    corpora = corpora_dir()
    print(f"ingest throughput, {args.repeats} repetitions; ratios > 1 mean understory is faster")
    with tempfile.TemporaryDirectory(prefix="understory-bench-") as tmp:
        for name, pattern in CORPORA.items():
            paths = sorted(corpora.glob(pattern))
            report(name, paths, measure(name, paths, args.repeats, Path(tmp)))


if __name__ == "__main__":
    main()
