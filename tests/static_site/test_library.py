"""A library: `build-site` on a store with several works writes a shelf over each work's own
site (static_site/shelf.py). Three works in three languages (Oz's first volume, 西游记's first,
坊っちゃん), the no-model wiki, built once per module; the browser tests open it from file://.
"""

from __future__ import annotations

import json

import pytest
from conftest import OZ_FILES
from support.librarykit import library_copy
from support.sitekit import names_parts, page, url, wait_for  # noqa: F401 (page: the fixture)

from understory_cli.ingest import ingest
from understory_cli.static_site.shelf import build_library, is_library

pytestmark = pytest.mark.corpus

LANGS = {"oz": "en", "xiyouji": "zh", "botchan": "ja"}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    store = library_copy(tmp_path_factory, "library-site")
    out = tmp_path_factory.mktemp("library-out") / "library"
    first = build_library(store, out)
    return {"store": store, "out": out, "first": first}


def follow(tab, selector: str) -> None:
    """Click a link and wait for the page it opens (its scripts run on load)."""
    with tab.expect_navigation():
        tab.click(selector)


def shelf_data(out) -> dict:
    text = (out / "data" / "shelf.js").read_text(encoding="utf-8")
    return json.loads(text[text.index("=") + 1:-2])


def gated_names(out, slug: str) -> set[str]:
    """Names (titles and aliases) the work's site opens only after its first chapter, and never before."""
    early, late = set(), set()
    for gate, part in names_parts(out / slug).items():
        for e in part["entries"]:
            (early if gate == 0 else late).add(e["title"])
            for name, reveal, _ in e["names"]:
                (early if reveal <= 0 else late).add(name)
        for _, name, reveal, _ in part["names"]:
            (early if reveal <= 0 else late).add(name)
    return {n for n in late - early if len(n) > 1 and not any(n in e or e in n for e in early)}


@pytest.mark.browser
def test_at_progress_0_in_every_work_a_name_search_on_the_shelf_finds_nothing_gated(library, page):
    out = library["out"]
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url))
    page.goto(url(out, "index.html"))
    page.evaluate("""(slugs) => slugs.forEach(s => localStorage.setItem('understory:' + s + ':progress', '0'))""", list(LANGS))
    page.reload()
    for slug in LANGS:
        gated = gated_names(out, slug)
        assert gated, slug
        for name in sorted(gated, key=len, reverse=True)[:2]:
            page.fill("[data-shelf-search]", name)
            shown = wait_for(page, "document.querySelector('[data-shelf-results][data-done]') && "
                                   "document.querySelector('[data-shelf-results]').innerText")
            assert not any(n in shown for n in gated), (slug, name, shown)
    parts = {u.split("/library/")[1] for u in asked if "/data/names/" in u or "/data/text/" in u}
    assert parts == {f"{slug}/data/names/0.js" for slug in LANGS}  # no part past 0 in any work, no text
    # Progress 1 in 西游记 only: its first chapter's text is found there, and nowhere else.
    first = next(p for p in (out / "xiyouji" / "data" / "text").glob("1.js")).read_text(encoding="utf-8")
    phrase = json.loads(first[first.index("=", first.index("]")) + 1:-2])["p"][1][1][:6]
    page.evaluate("localStorage.setItem('understory:xiyouji:progress', '1')")
    page.reload()
    page.fill("[data-shelf-search]", phrase)
    wait_for(page, "!!document.querySelector('[data-shelf-results][data-done]')", True)
    assert page.locator("[data-shelf-hits]").evaluate_all("s => s.map(x => x.dataset.shelfHits)") == ["xiyouji"]


@pytest.mark.browser
def test_spoilers_off_in_one_work_open_nothing_of_another(library, page):
    """The spoiler mode is the book's own: a reader who turns spoilers off for a finished book
    must not find the next book's pages, or the shelf's search in it, opened past their progress."""
    out = library["out"]
    page.goto(url(out, "xiyouji/index.html"))
    page.evaluate("""(slugs) => slugs.forEach(s => localStorage.setItem('understory:' + s + ':progress', '0'))""", list(LANGS))
    page.evaluate("Understory.saveSetting('spoiler_mode', 'off'); Understory.saveSetting('theme', 'dark')")
    last = page.evaluate("Understory.book.chapters[Understory.book.chapters.length - 1].n")
    assert page.evaluate("[Understory.settings().spoiler_mode, Understory.limit()]") == ["off", last]
    page.goto(url(out, "oz/index.html"))
    assert page.evaluate("[Understory.settings().spoiler_mode, Understory.limit(), Understory.settings().theme]") == [
        "auto", 0, "dark"]  # the look is the reader's everywhere; the spoilers are not
    for slug, found in (("oz", False), ("xiyouji", True)):
        page.goto(url(out, "index.html"))  # afresh: no results of the search before
        name = max(gated_names(out, slug), key=len)
        page.fill("[data-shelf-search]", name)
        shown = wait_for(page, "document.querySelector('[data-shelf-results][data-done]') && "
                               "document.querySelector('[data-shelf-results]').innerText")
        assert (name in shown) == found, (slug, name, shown)
    # A site built before kept one shared mode: it counts for every book only where it hides more.
    page.goto(url(out, "oz/index.html"))
    for legacy, mode in (("off", "auto"), ("strict", "strict")):
        page.evaluate("(m) => { localStorage.clear(); localStorage.setItem('understory:settings', JSON.stringify({mode: m})); }", legacy)
        assert page.evaluate("Understory.settings().spoiler_mode") == mode


@pytest.mark.browser
@pytest.mark.parametrize("device", [{"viewport": {"width": 1280, "height": 900}}, PHONE], ids=["desktop", "phone"])
def test_moving_between_works_keeps_each_works_progress_and_language(library, browser, device):
    out = library["out"]
    context = browser.new_context(**device)
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda e: errors.append(str(e)))
    tab.goto(url(out, "index.html"))
    assert tab.locator(".shelf-card").count() == 3
    assert tab.evaluate("document.scrollingElement.scrollWidth <= window.innerWidth")  # nothing wider than a phone
    # 西游记 in Chinese: read to its second chapter there.
    follow(tab, "[data-work=xiyouji] h2 a")
    assert tab.evaluate("document.documentElement.lang") == "zh"
    assert tab.inner_text("[data-shelf-link]") == "书架"
    tab.evaluate("Understory.setProgress(2)")
    follow(tab, "[data-shelf-link]")
    assert wait_for(tab, "(document.querySelector('[data-work=xiyouji] [data-shelf-progress]') || {}).textContent",
                    "2 of 10 chapters read") == "2 of 10 chapters read"
    assert tab.inner_text("[data-work=oz] [data-shelf-progress]") == "Not started"
    assert tab.inner_text("[data-work=xiyouji] [data-shelf-continue]") == "Continue: 1.3"
    # Oz, in English, has not moved; 坊っちゃん speaks Japanese.
    follow(tab, "[data-work=oz] [data-shelf-continue]")
    assert tab.url.endswith("/oz/reader/1.1.html") and tab.evaluate("Understory.progress()") is None
    assert tab.evaluate("document.documentElement.lang") == "en"
    follow(tab, "[data-shelf-link]")
    follow(tab, "[data-work=botchan] h2 a")
    assert tab.evaluate("document.documentElement.lang") == "ja" and tab.inner_text("[data-shelf-link]") == "本棚"
    assert tab.evaluate("Understory.progress()") is None
    context.close()
    assert not errors, errors


# Last in the module: it adds a volume to the shared library.
def test_a_shelf_over_each_works_own_site_and_a_rebuild_redoes_only_what_changed(library):
    store, out = library["store"], library["out"]
    assert is_library(store) and sorted(library["first"].built) == sorted(LANGS)
    assert (out / "index.html").is_file() and (out / ".understory-site").is_file()
    works = {w["slug"]: w for w in shelf_data(out)["works"]}
    assert set(works) == set(LANGS)
    assert works["oz"]["authors"] == ["L. Frank Baum"] and works["xiyouji"]["authors"] == ["吴承恩"]
    for slug, lang in LANGS.items():
        page = (out / slug / "index.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}">' in page  # each work keeps its own interface language
        assert 'href="../index.html" data-shelf-link' in page  # and a way back to the shelf
        assert works[slug]["dir"] == f"{slug}/" and works[slug]["chapters"][0][:2] == [1, "1.1"]
    # The shelf's manifest is the shelf's: each work's site has its own.
    listed = (out / ".understory-site").read_text(encoding="utf-8").split()
    assert "index.html" in listed and not any(rel.startswith(("oz/", "xiyouji/")) for rel in listed)

    again = build_library(store, out)
    assert again.built == [] and sorted(again.skipped) == sorted(LANGS)

    # A second volume of Oz: Oz and the shelf are rebuilt, the others are not touched.
    before = {p: p.stat().st_mtime_ns for slug in ("xiyouji", "botchan") for p in (out / slug).rglob("*") if p.is_file()}
    ingest(store, [OZ_FILES[1]], work="oz")
    third = build_library(store, out)
    assert third.built == ["oz"] and sorted(third.skipped) == ["botchan", "xiyouji"]
    assert {p: p.stat().st_mtime_ns for p in before} == before
    assert next(w for w in shelf_data(out)["works"] if w["slug"] == "oz")["volumes"] == 2
