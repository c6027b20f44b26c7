"""Screenshots of every board of the site, as a reader sees them, so anyone can look.

Builds the no-model site of the sample book, the Oz series, 西游记 vols 1–2 and 坊っちゃん (stores are
kept in --workdir, so a second run only rebuilds the sites), then photographs home,
an entry, a category, the reader with its sidebar, search and chat at 1440×900 and
390×844, in the light and dark themes, from file:// in Debian's Chromium.

    python bench/screens.py --workdir /tmp/screens [--books sample oz xiyouji] [--only home reader]

The PNGs land in WORKDIR/shots/<book>-<board>-<size>-<theme>.png.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from _common import corpora_dir  # noqa: E402
from support.serve_fake_model import start_fake_model  # noqa: E402
from support.serve_support import model_config, start_serve  # noqa: E402
from understory_cli.analyze.extractive import analyze_extractive  # noqa: E402
from understory_cli.ingest import ingest  # noqa: E402
from understory_cli.static_site import build_site  # noqa: E402
from understory_cli.store import books, open_store  # noqa: E402
from understory_cli.store import wiki as wiki_store  # noqa: E402
from understory_cli.wiki.extractive import compose_extractive  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run"]
SIZES = {"desktop": (1440, 900), "phone": (390, 844)}
THEMES = ("light", "dark")


def sources(name: str) -> list[Path]:
    if name == "sample":
        return [ROOT / "samples" / "lantern-keeper" / "vol1", ROOT / "samples" / "lantern-keeper" / "vol2"]
    if name == "oz":
        return sorted((corpora_dir() / "series" / "oz").glob("*.epub"))
    if name == "botchan":
        return [corpora_dir() / "japanese" / "botchan" / "botchan.epub"]
    return sorted((corpora_dir() / "chinese" / "xiyouji").glob("*.epub"))[:2]


def built(workdir: Path, name: str) -> tuple[Path, dict]:
    """The book's store (made once) and a fresh site; what to photograph in it."""
    db = workdir / f"{name}.duckdb"
    fresh = not db.exists()
    store = open_store(db)
    if fresh:
        ingest(store, sources(name), work=name)
        analyze_extractive(store, work=name)
        compose_extractive(store, work=name)
    work = books.find_work(store, name)
    entries = wiki_store.entries(store, work.work_id)
    story = [c for c in books.paragraph_chapters(store, work.work_id).items()]
    mid = max(n for _, n in story) // 2 or 1
    entry = max((e for e in entries if e.title_reveal_at <= mid), key=lambda e: len(e.data.to_json()))
    later = max(entries, key=lambda e: e.title_reveal_at)
    chapter = ".".join(next(loc for loc, n in story if n == mid).split(".")[:2])
    pages = wiki_store.pages(store, work.work_id)
    category = next(p for p in pages if p.kind == "category")
    out = workdir / f"site-{name}"
    build_site(store, out, work=name)
    store.close()
    query = {"sample": "lantern", "oz": "Emerald City", "xiyouji": "大圣", "botchan": "赤シャツ"}[name]
    return out, {"slug": work.slug, "progress": mid, "entry": entry.slug, "later": later.slug,
                 "chapter": chapter, "category": category.slug, "query": query}


def shoot(browser, out: Path, facts: dict, name: str, shots: Path, only: set[str]) -> list[Path]:
    boards = {
        "home-unread": ("index.html", None),
        "home": ("index.html", facts["progress"]),
        "entry": (f"entries/{facts['entry']}.html", facts["progress"]),
        "entry-locked": (f"entries/{facts['later']}.html", facts["progress"]),
        "category": (f"categories/{facts['category']}.html", facts["progress"]),
        "reader": (f"reader/{facts['chapter']}.html", facts["progress"]),
        "search": ("search.html", facts["progress"]),
        "chat": ("chat.html", facts["progress"]),
    }
    written = []
    for size, (width, height) in SIZES.items():
        for theme in THEMES:
            context = browser.new_context(viewport={"width": width, "height": height})
            tab = context.new_page()
            for board, (rel, progress) in boards.items():
                if only and board.split("-")[0] not in only:
                    continue
                tab.goto((out / rel).resolve().as_uri())
                tab.evaluate("""([slug, n, theme]) => {
                    if (n === null) localStorage.removeItem('understory:' + slug + ':progress');
                    else localStorage.setItem('understory:' + slug + ':progress', String(n));
                    localStorage.setItem('understory:settings', JSON.stringify({theme}));
                }""", [facts["slug"], progress, theme])
                tab.reload()
                if board == "search":
                    tab.fill("[data-search-input]", facts["query"])
                    tab.wait_for_timeout(800)
                if board == "reader" and size == "desktop":
                    tab.click("[data-sidebar-open]")
                    tab.wait_for_timeout(200)
                path = shots / f"{name}-{board}-{size}-{theme}.png"
                tab.screenshot(path=str(path))
                written.append(path)
            context.close()
    return written


def shoot_chat(browser, workdir: Path, name: str, facts: dict, shots: Path) -> list[Path]:
    """The chat board and the sidebar through `understory serve`, answering two questions
    with the tests' fake OpenAI-compatible model on localhost."""
    server, _ = start_fake_model()
    served = start_serve(workdir, workdir / f"{name}.duckdb", workdir / f"site-{name}", model_config(server.url_for("/v1")))
    written = []
    try:
        for size, (width, height) in SIZES.items():
            for theme in THEMES:
                context = browser.new_context(viewport={"width": width, "height": height})
                tab = context.new_page()
                tab.goto(served.url)
                tab.evaluate("""([slug, n, theme]) => {
                    localStorage.setItem('understory:' + slug + ':progress', String(n));
                    localStorage.setItem('understory:settings', JSON.stringify({theme}));
                }""", [facts["slug"], facts["progress"], theme])
                tab.goto(served.base + "/chat.html")
                for question in ("Who is Tip?", "Where does the story begin?"):
                    tab.fill("[data-chat-board] [data-chat-input]", question)
                    tab.click("[data-chat-board] [data-chat-send]")
                    tab.locator("[data-chat-board] .chat-answer:not(.pending) .answer-body").last.wait_for(timeout=60000)
                path = shots / f"{name}-chat-served-{size}-{theme}.png"
                tab.wait_for_timeout(400)
                tab.screenshot(path=str(path))
                written.append(path)
                context.close()
    finally:
        served.stop()
        server.stop()
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--workdir", type=Path, required=True)
    parser.add_argument("--books", nargs="+", default=["sample", "oz", "xiyouji", "botchan"])
    parser.add_argument("--only", nargs="*", default=[], help="boards to photograph (home, entry, reader, …)")
    parser.add_argument("--served", action="store_true", help="also the chat answering through `understory serve`")
    args = parser.parse_args()
    shots = args.workdir / "shots"
    shots.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for name in args.books:
            out, facts = built(args.workdir, name)
            for path in shoot(browser, out, facts, name, shots, set(args.only)):
                print(path)
            if args.served:
                for path in shoot_chat(browser, args.workdir, name, facts, shots):
                    print(path)
        browser.close()


if __name__ == "__main__":
    main()
