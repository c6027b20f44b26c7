"""The built site in real headless Chromium, opened from file://: what a reader sees.

Debian's chromium is driven through Playwright (never `playwright install`). If it is
missing these tests fail: the spoiler guarantees are only proven in a browser.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

from test_site import offline_wiki, sample_wiki
from understory_cli.static_site import build_site
from understory_cli.store import books
from understory_cli.store import wiki as wiki_store

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run"]


@pytest.fixture(scope="module")
def browser():
    assert Path(CHROMIUM).is_file(), f"{CHROMIUM} missing: apt-get install -y chromium fonts-noto-cjk"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


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


@pytest.fixture(scope="module")
def oz(oz_store, tmp_path_factory):
    store = offline_wiki(oz_store, tmp_path_factory, "oz", "oz")
    out = tmp_path_factory.mktemp("oz-browser") / "site"
    build_site(store, out, work="oz")
    work_id = books.find_work(store, "oz").work_id
    return {"out": out, "store": store, "work_id": work_id, "no": lambda loc: books.chapter_no_at(store, work_id, loc)}


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    """The sample book's wiki with one body span tagged as a spoiler, for strict mode."""
    folder = tmp_path_factory.mktemp("sample-browser")
    store = sample_wiki(folder)
    work_id = books.resolve_work(store, None).work_id
    entries = wiki_store.entries(store, work_id)
    entry = next(e for e in entries if sum(len(s["spans"]) for s in e.data["body"]) >= 2)
    # The last span, not the first: the extractive summary repeats the first record.
    spans = [sp for s in entry.data["body"] for sp in s["spans"]][::-1]
    spans[0]["spoiler"] = True
    for moment in entry.data["track"]["moments"]:  # its moment comes from the same record
        moment["spoiler"] = moment["note"] == spans[0]["text"][:160]
    wiki_store.write_wiki(store, work_id, [entry], {e.slug for e in entries}, wiki_store.pages(store, work_id))
    build_site(store, folder / "site")
    return {"out": folder / "site", "entry": entry, "spans": spans, "slug": books.resolve_work(store, None).slug}


def url(out: Path, rel: str) -> str:
    path, _, fragment = rel.partition("#")
    return (out / path).resolve().as_uri() + (f"#{fragment}" if fragment else "")


def set_progress(tab, slug: str, chapter_no: int | None, mode: str = "auto") -> None:
    tab.evaluate("""([slug, n, mode]) => {
        if (n === null) localStorage.removeItem('understory:' + slug + ':progress');
        else localStorage.setItem('understory:' + slug + ':progress', String(n));
        localStorage.setItem('understory:settings', JSON.stringify({mode: mode}));
    }""", [slug, chapter_no, mode])


def test_ozma_is_hidden_until_her_chapter_everywhere(oz, page):
    out, no = oz["out"], oz["no"]
    ozma = next(e for e in wiki_store.entries(oz["store"], oz["work_id"])
                if e.title == "Ozma" and e.title_reveal_at == no("2.20"))
    page.goto(url(out, "index.html"))
    set_progress(page, "oz", no("2.19"))
    page.goto(url(out, "entries/ozma.html"))
    assert "Ozma" not in page.inner_text("body") and "Ozma" not in page.title()
    assert page.is_visible("h1 .ph") and not page.is_visible("h1 [data-title]")
    for rel in ("entries/tip.html", "categories/person.html", "index.html"):
        page.goto(url(out, rel))
        assert "Ozma" not in page.inner_text("body"), rel
    page.goto(url(out, "search.html"))
    page.fill("[data-search-input]", "ozma")
    assert "Ozma" not in page.inner_text("[data-search-results]")

    set_progress(page, "oz", no("2.20"))
    page.goto(url(out, "entries/ozma.html"))
    assert page.inner_text("h1") == "Ozma" and page.title() == "Ozma · Oz"
    page.goto(url(out, "search.html"))
    page.fill("[data-search-input]", "ozma")
    assert "Ozma" in page.inner_text("[data-search-results]")

    # Her summary cites the end of 2.23: hidden at 2.22, shown at 2.23.
    summary = ozma.data["summary"]
    page.goto(url(out, "entries/ozma.html"))
    set_progress(page, "oz", summary["reveal_at"] - 1)
    page.reload()
    assert summary["text"][:40] not in page.inner_text("body")
    set_progress(page, "oz", summary["reveal_at"])
    page.reload()
    assert page.is_visible(".summary [data-reveal]") and summary["text"][:40] in page.inner_text(".summary")


def test_no_progress_or_no_script_shows_nothing_gated(oz, browser):
    context = browser.new_context(java_script_enabled=False)
    tab = context.new_page()
    tab.goto(url(oz["out"], "entries/ozma.html"))
    assert "Ozma" not in tab.inner_text("body")
    assert tab.locator("[data-reveal]").count() > 5
    assert all(not el.is_visible() for el in tab.locator("[data-reveal]").all())
    context.close()


def test_strict_mode_and_revealing_one_span_by_hand(sample, page):
    out, spans = sample["out"], sample["spans"]
    page.goto(url(out, "index.html"))
    last = max(sp["reveal_at"] for sp in spans)
    set_progress(page, sample["slug"], last)
    page.goto(url(out, f"entries/{sample['entry'].slug}.html"))
    spoiler = page.locator(".body [data-spoiler]")
    assert spoiler.count() == 1 and spoiler.is_visible()

    set_progress(page, sample["slug"], last, mode="strict")
    page.reload()
    assert not spoiler.is_visible() and spans[0]["text"][:30] not in page.inner_text("body")
    assert page.locator(".body [data-reveal]:not([data-spoiler])").first.is_visible()

    # Nothing read yet: every span is hidden; a click on one placeholder opens that one only.
    set_progress(page, sample["slug"], 0)
    page.reload()
    hidden = page.locator(".body [data-reveal]")
    assert hidden.count() >= 2 and not any(h.is_visible() for h in hidden.all())
    page.locator(".body .ph").first.click()
    assert hidden.first.is_visible() and sum(h.is_visible() for h in hidden.all()) == 1


def test_settings_persist_across_pages(sample, page):
    out = sample["out"]
    page.goto(url(out, "settings.html"))
    page.check("input[name=theme][value=dark]")
    page.check("input[name=font][value=xl]")
    page.goto(url(out, "reader/1.1.html"))
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert page.evaluate("getComputedStyle(document.documentElement).fontSize") == "20px"
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") != "rgb(251, 250, 247)"
    page.goto(url(out, "settings.html"))
    assert page.is_checked("input[name=theme][value=dark]")


def test_reader_advances_progress_and_keys_turn_pages(sample, page):
    out, slug = sample["out"], sample["slug"]
    page.goto(url(out, "reader/1.2.html#p-1-2-3"))
    progress = f"localStorage.getItem('understory:{slug}:progress')"
    assert page.evaluate(progress) is None  # arriving by a link is not reading
    assert page.is_visible("#p-1-2-3 img")
    page.keyboard.press("ArrowRight")
    page.wait_for_url("**/reader/1.3.html")
    assert page.evaluate(progress) == "2"
    page.keyboard.press("ArrowLeft")
    page.wait_for_url("**/reader/1.2.html")
    assert page.evaluate(progress) == "2"  # going back never lowers progress
    page.goto(url(out, "reader/1.4.html"))
    page.mouse.wheel(0, 100000)
    page.wait_for_function(f"{progress} === '4'")
    page.select_option("[data-progress-picker]", "1")
    assert page.evaluate(progress) == "1"


def test_chinese_reader_page_renders(xiyouji_store, tmp_path_factory, page):
    out = tmp_path_factory.mktemp("xyj-browser") / "site"
    build_site(xiyouji_store, out)  # no wiki yet: the reader alone must still build
    page.goto(url(out, "reader/1.1.html"))
    assert "混沌未分天地乱" in page.inner_text(".book")
    # Two different characters drawn alike would be the same missing-glyph box.
    glyphs = page.evaluate("""() => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 40;
        const g = canvas.getContext('2d');
        const draw = ch => { g.clearRect(0, 0, 40, 40); g.font = '32px serif'; g.fillText(ch, 2, 34);
                             return g.getImageData(0, 0, 40, 40).data.join(','); };
        return [draw('混'), draw('沌')];
    }""")
    assert glyphs[0] != glyphs[1]
    box = page.locator(".book .para").nth(2).bounding_box()
    assert box and box["height"] > 20
