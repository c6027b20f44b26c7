"""A library of many works (issue 41): build time per work added, the shelf's first paint
from file://, and `understory serve`'s page latency with every work loaded.

The shared corpora give eleven books and series; they are repeated under other work names
(oz, oz-2, oz-3, …) up to `--works` (30). Each work is ingested (its first `--volumes`
volumes), analyzed and given its no-model wiki (`--no-wiki` skips that: the reader pages only).

1. Build: the library is built cold, then one work more is added and the library rebuilt,
   for every work added; the baseline is `build_site` of that one work alone into a folder
   of its own (what a rebuild costs if it skips every other work). Goal: linear in what changed.
2. Shelf first paint: index.html of the library in Chromium from file:// (first contentful
   paint); baseline: the home page of one work's site. Goal: under 300 ms.
3. Serve: `understory serve` as a real process on the whole library, `--requests` GETs of a
   work's reader page (with its view cookie, so the server fills it), p50 and p95; baseline:
   the same page served from a store holding only that work. Goal: p95 under 50 ms.

    python bench/library.py [--works 30] [--volumes 1] [--requests 200] [--no-wiki]
"""

from __future__ import annotations

import argparse
import http.client
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from _common import corpora_dir, median, print_table, timed  # noqa: E402
from site_build import ARGS, first_paint  # noqa: E402
from support.serve_support import OFFLINE_CONFIG, start_serve  # noqa: E402

from understory_cli.analyze.extractive import analyze_extractive  # noqa: E402
from understory_cli.ingest import ingest  # noqa: E402
from understory_cli.static_site import build_site  # noqa: E402
from understory_cli.static_site.shelf import build_library  # noqa: E402
from understory_cli.store import open_store  # noqa: E402
from understory_cli.wiki.extractive import compose_extractive  # noqa: E402

SOURCES = {"oz": "series/oz/*.epub", "sense": "series/sense-and-sensibility/*.epub",
           "xiyouji": "chinese/xiyouji/*.epub", "shuihu": "chinese/shuihu/*.epub",
           "genesis": "chinese/genesis/*.epub", "genesis-hans": "chinese/genesis-hans/*.epub",
           "tixiao": "chinese/modern/*.epub", "botchan": "japanese/botchan/*.epub",
           "kenji": "japanese/kenji/*.epub", "shokojo": "japanese/shokojo/*.epub"}


def sources(volumes: int) -> list[tuple[str, list[Path]]]:
    found = []
    for name, pattern in SOURCES.items():
        files = sorted(corpora_dir().glob(pattern))[:volumes]
        if files:
            found.append((name, files))
    return found


def add_work(store, slug: str, files: list[Path], wiki: bool) -> None:
    ingest(store, files, work=slug, new_work=True)
    if wiki:
        analyze_extractive(store, work=slug)
        compose_extractive(store, work=slug)


def page_latency(db: Path, site: Path, folder: Path, path: str, cookie: str, requests: int) -> list[float]:
    folder.mkdir(exist_ok=True)
    served = start_serve(folder, db, site, OFFLINE_CONFIG, timeout=900)
    try:
        parts = urlsplit(served.base)
        con = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
        headers = {"Host": served.host, "X-Understory-Token": served.token, "Cookie": cookie}
        times = []
        for n in range(requests + 10):
            start = time.perf_counter()
            con.request("GET", path, headers=headers)
            response = con.getresponse()
            response.read()
            assert response.status == 200, (path, response.status)
            if n >= 10:  # the first few warm the server's caches
                times.append((time.perf_counter() - start) * 1000)
        con.close()
        return times
    finally:
        served.stop()


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--works", type=int, default=30)
    parser.add_argument("--volumes", type=int, default=1, help="volumes ingested per work")
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--no-wiki", action="store_true", help="ingest only: no analysis, no wiki")
    args = parser.parse_args()
    corpora = sources(args.volumes)
    plan = [(name if i == 0 else f"{name}-{i + 1}", files)
            for i in range(-(-args.works // len(corpora))) for name, files in corpora][:args.works]
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        db = tmp / "library.duckdb"
        store = open_store(db)
        site = tmp / "library"
        added, alone = [], []
        for number, (slug, files) in enumerate(plan, 1):
            add_work(store, slug, files, not args.no_wiki)
            seconds, result = timed(build_library, store, site)
            assert result.built == [slug], (slug, result.built)
            single, _ = timed(build_site, store, tmp / f"alone-{slug}", work=slug)
            added.append(seconds)
            alone.append(single)
            print(f"  {number:2d} works: +{slug} rebuilt in {seconds:.2f} s (alone {single:.2f} s)", flush=True)
        shutil.rmtree(site)
        cold, _ = timed(build_library, store, site)
        warm, unchanged = timed(build_library, store, site)
        print_table(f"Build: a library of {len(plan)} works ({args.volumes} volume(s) each)",
                    ["what", "seconds", "ratio to one work alone"],
                    [["one work added, library rebuilt (median)", median(added), median(added) / median(alone)],
                     ["one work alone (build_site, median)", median(alone), 1.0],
                     ["first 5 additions (median)", median(added[:5]), median(added[:5]) / median(alone[:5])],
                     ["last 5 additions (median)", median(added[-5:]), median(added[-5:]) / median(alone[-5:])],
                     [f"every work, cold ({len(plan)})", cold, cold / median(alone)],
                     [f"nothing changed ({len(unchanged.skipped)} skipped)", warm, warm / median(alone)]])

        first = plan[0][0]
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            shelf = [first_paint(browser, (site / "index.html").as_uri()) for _ in range(5)]
            home = [first_paint(browser, (site / first / "index.html").as_uri()) for _ in range(5)]
            browser.close()
        print_table("Shelf first paint from file:// (ms, median of 5; goal < 300)", ["page", "ms", "ratio"],
                    [[f"shelf of {len(plan)} works", median(shelf), median(shelf) / median(home)],
                     [f"one work's home page ({first})", median(home), 1.0]])

        store.close()
        one_db = tmp / "one.duckdb"
        one = open_store(one_db)
        add_work(one, first, plan[0][1], not args.no_wiki)
        one.close()
        path, cookie = "/reader/1.1.html", f"understory_view=1-auto-{first}"
        many = page_latency(db, site, tmp / "serve-many", f"/{first}{path}", cookie, args.requests)
        lone = page_latency(one_db, tmp / "serve-one" / "site", tmp / "serve-one", path, cookie, args.requests)
        print_table(f"Serve: a reader page, {args.requests} requests (ms; goal p95 < 50)",
                    ["store", "p50", "p95", "p95 ratio"],
                    [[f"library of {len(plan)} works", median(many), p95(many), p95(many) / p95(lone)],
                     ["one work", median(lone), p95(lone), 1.0]])


if __name__ == "__main__":
    main()
