"""build-site: build time, page weight and first paint from file://, for Oz and 西游记
with their no-model wikis (goal: Oz under 10 s, an entry page painted under 300 ms).

Baselines measured in the same run: copying the built folder (the I/O floor of a cold
build) and painting a bare page holding the same entry's text (no CSS, no script).

    python bench/site_build.py [--repeats N]
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from _common import corpora_dir, median, print_table, timed
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.ingest import ingest
from understory_cli.static_site import build_site
from understory_cli.store import open_store
from understory_cli.wiki.extractive import compose_extractive

CORPORA = {"oz": "series/oz/*.epub", "xiyouji": "chinese/xiyouji/*.epub"}
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run"]
FIRST_PAINT = "performance.getEntriesByType('paint').find(e => e.name === 'first-contentful-paint')?.startTime"


def weight(folder: Path, pattern: str) -> list[int]:
    return [p.stat().st_size for p in folder.glob(pattern)]


def first_paint(browser, page_url: str) -> float:
    # Playwright polls its predicate with eval, which the site's CSP forbids; bypassing the CSP
    # for the measurement does not change what is painted.
    context = browser.new_context(bypass_csp=True)
    tab = context.new_page()
    tab.goto(page_url)
    tab.wait_for_function(f"({FIRST_PAINT}) !== undefined")
    ms = tab.evaluate(FIRST_PAINT)
    context.close()
    return ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    rows, paint_rows = [], []
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for name, pattern in CORPORA.items():
            store = open_store(Path(tmp) / f"{name}.duckdb")
            ingest(store, sorted(corpora_dir().glob(pattern)), work=name)
            analyze_extractive(store, work=name)
            compose_extractive(store, work=name)
            cold, warm, copy = [], [], []
            for i in range(args.repeats):
                out = Path(tmp) / f"{name}-{i}"
                seconds, result = timed(build_site, store, out, work=name)
                cold.append(seconds)
                warm.append(timed(build_site, store, out, work=name)[0])
                copy.append(timed(shutil.copytree, out, Path(tmp) / f"{name}-copy-{i}")[0])
            rows.append([name, result.entries, result.chapters, result.stats.files, median(copy), median(cold),
                         median(cold) / median(copy), median(warm),
                         sum(weight(out, "**/*")) / 1e6, median(weight(out, "entries/*.html")) / 1e3,
                         median(weight(out, "reader/*.html")) / 1e3])
            entry = sorted((out / "entries").glob("*.html"), key=lambda f: f.stat().st_size)[-1]
            bare = Path(tmp) / f"{name}-bare.html"
            bare.write_text("<!doctype html><meta charset=utf-8><body>"
                            + entry.read_text().split("<main id=\"main\">")[1], encoding="utf-8")
            site_ms = median([first_paint(browser, entry.as_uri()) for _ in range(args.repeats)])
            bare_ms = median([first_paint(browser, bare.as_uri()) for _ in range(args.repeats)])
            paint_rows.append([name, entry.name, entry.stat().st_size / 1e3, bare_ms, site_ms, site_ms / bare_ms])
        browser.close()
    print_table("build-site (seconds; sizes in MB / kB)",
                ["work", "entries", "chapters", "files", "copy s", "build s", "x copy", "rebuild s",
                 "site MB", "entry kB", "chapter kB"], rows)
    print_table("first contentful paint of the largest entry page from file:// (ms)",
                ["work", "page", "kB", "bare page", "site page", "x bare"], paint_rows)


if __name__ == "__main__":
    main()
