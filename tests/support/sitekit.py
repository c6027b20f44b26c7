"""The built site as the site tests meet it: the no-model wikis they build it from (made once
per run), what a built site holds (pages opened at a reader's progress, the names parts, the
search index) and a reader's actions in Chromium (progress set, text selected)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from lxml import html as lxml_html

from conftest import SAMPLE
from support.shared_build import built, built_store
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.ingest import ingest
from understory_cli.static_site.unlock import page_at
from understory_cli.store import open_store
from understory_cli.wiki.extractive import compose_extractive


def names_parts(out: Path) -> dict[int, dict]:
    """The names parts a built site ships (data/names/K.js), by gate."""
    parts = {}
    for path in (out / "data" / "names").glob("*.js"):
        text = path.read_text(encoding="utf-8")
        parts[int(path.stem)] = json.loads(text[text.index("=", text.index("]")) + 1:-2])
    return parts


def search_index(out: Path, upto: int | None = None) -> dict:
    """The parts up to a progress merged as the page's script merges them."""
    entries, by_href, topics, chapters = [], {}, [], []
    for gate, part in sorted(names_parts(out).items()):
        if upto is not None and gate > upto:
            continue
        for e in part["entries"]:
            entries.append({**e, "names": list(e["names"])})
            by_href[e["href"]] = entries[-1]
        for href, *name in part["names"]:
            by_href[href]["names"].append(name)
        for href, category in part["categories"]:
            by_href[href]["category"] = category
        topics += part["topics"]
        chapters += part["chapters"]
    return {"entries": entries, "topics": topics, "chapters": chapters}


_wikis: dict[str, Path] = {}


def extractive_wiki(store, tmp_path_factory, name: str, work: str | None = None):
    """A copy of a session store with the no-model analysis and wiki, made once per test
    run (support/shared_build.py) and shared with the browser tests (the Oz analysis takes a
    while: pass `oz_extractive`, whose analysis is already made). Read-only: this process's copy."""
    if name not in _wikis:
        store.con.execute("CHECKPOINT").fetchall()

        def make(copy):
            analyze_extractive(copy, work=work)  # nothing to do when the store has its analysis
            compose_extractive(copy, work=work)

        shared = built_store(tmp_path_factory, f"{name}-wiki", make, start=Path(store.path))
        path = tmp_path_factory.mktemp(f"{name}-wiki") / f"{name}.duckdb"
        shutil.copy(shared, path)
        _wikis[name] = path
    return open_store(_wikis[name], read_only=True)


_sites: dict[str, Path] = {}


def extractive_site(store, tmp_path_factory, name: str, work: str | None = None) -> Path:
    """The site of `extractive_wiki`, built once per run for the modules that only read it
    (building Oz's takes a while): its folder, shared by every process of the run."""
    if name not in _sites:
        from understory_cli.static_site import build_site
        _sites[name] = built(tmp_path_factory, f"{name}-site", lambda folder: build_site(store, folder / "site", work=work)) / "site"
    return _sites[name]


def sample_wiki(tmp_path: Path):
    store = open_store(tmp_path / "sample.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    analyze_extractive(store)
    compose_extractive(store)
    return store


def files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def opened(path: Path, limit: int = 10**9) -> str:
    """A built page as a reader at `limit` holds it (everything gated after the first
    chapter lives in the page's unlock parts until then): by default the whole page."""
    site = next(p for p in path.parents if (p / ".understory-site").is_file())
    return page_at(site, str(path.relative_to(site)), limit)


def pages(folder: Path):
    for path in sorted(folder.rglob("*.html")):
        yield path, lxml_html.fromstring(opened(path))


@pytest.fixture
def page(browser):
    """A fresh profile (empty localStorage) that fails the test on any script error or CSP report."""
    context = browser.new_context()
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda e: errors.append(str(e)))
    tab.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    yield tab
    context.close()
    assert not errors, errors


def wait_for(tab, expression: str, value=None, tries: int = 100):
    """The expression's value once it is `value` (or anything but None), polled from the test:
    Playwright's own wait_for_function evaluates a string, which the site's CSP forbids."""
    for _ in range(tries):
        got = tab.evaluate(expression)
        if (got == value) if value is not None else got is not None:
            return got
        tab.wait_for_timeout(50)
    return tab.evaluate(expression)


def url(out: Path, rel: str) -> str:
    path, _, fragment = rel.partition("#")
    return (out / path).resolve().as_uri() + (f"#{fragment}" if fragment else "")


def set_progress(tab, slug: str, chapter_no: int | None, mode: str = "auto") -> None:
    tab.evaluate("""([slug, n, mode]) => {
        if (n === null) localStorage.removeItem('understory:' + slug + ':progress');
        else localStorage.setItem('understory:' + slug + ':progress', String(n));
        localStorage.setItem('understory:' + slug + ':settings', JSON.stringify({spoiler_mode: mode}));
    }""", [slug, chapter_no, mode])


def select_text(tab, selector: str, text: str) -> None:
    """Select `text` inside the element, as a reader dragging over it would."""
    tab.evaluate("""([selector, text]) => {
        const el = document.querySelector(selector);
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.nodeValue.indexOf(text);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + text.length);
            const sel = window.getSelection();
            sel.removeAllRanges();
            sel.addRange(range);
            return;
        }
        throw new Error('text not found: ' + text);
    }""", [selector, text])


def popup_after_selecting(tab, selector: str, text: str) -> str:
    select_text(tab, selector, text)
    tab.wait_for_selector("[data-popup]:not([hidden])")
    return tab.inner_text("[data-popup]")
