"""The sample book's site in headless Chromium, opened from file://: strict mode and a span revealed
by hand, the settings dialog and the stored defaults, style levels, the progress bar, the popup
and highlighting, and the reader's pages and keys (the Oz series' site: test_site_browser.py).
"""

from __future__ import annotations

import pytest
from support.sitekit import page, popup_after_selecting, sample_wiki, set_progress, url, wait_for  # noqa: F401 (page: the fixture)

from understory_cli.reading import update_reading_settings
from understory_cli.static_site import build_site
from understory_cli.store import books
from understory_cli.store import wiki as wiki_store

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    """The sample book's wiki with one body span tagged as a spoiler, for strict mode."""
    folder = tmp_path_factory.mktemp("sample-browser")
    store = sample_wiki(folder)
    work_id = books.resolve_work(store, None).work_id
    entries = wiki_store.entries(store, work_id)
    entry = next(e for e in entries if len(e.data.body[0].spans) >= 2)
    # The last span of the first section, not the first: the extractive summary repeats the first record.
    spans = entry.data.body[0].spans[::-1]
    spans[0].spoiler = True
    for moment in entry.data.track.moments:  # its moment comes from the same record
        moment.spoiler = moment.note == spans[0].text[:160]
    wiki_store.write_wiki(store, work_id, [entry], {e.slug for e in entries}, wiki_store.pages(store, work_id))
    build_site(store, folder / "site")
    update_reading_settings(store, work_id, {"theme": "sepia", "font_size": 21, "line_height": 2.0}, source="test")
    build_site(store, folder / "site-defaults")
    return {"out": folder / "site", "defaults_out": folder / "site-defaults", "entry": entry, "spans": spans,
            "slug": books.resolve_work(store, None).slug, "store": store, "work_id": work_id}


def test_strict_mode_and_revealing_one_span_by_hand(sample, page):
    out, spans = sample["out"], sample["spans"]
    page.goto(url(out, "index.html"))
    last = max(sp.reveal_at for sp in spans)
    set_progress(page, sample["slug"], last)
    page.goto(url(out, f"entries/{sample['entry'].slug}.html"))
    spoiler = page.locator(".body [data-spoiler]")
    assert spoiler.count() == 1 and spoiler.is_visible()

    set_progress(page, sample["slug"], last, mode="strict")
    page.reload()
    assert not spoiler.is_visible() and spans[0].text[:30] not in page.inner_text("body")
    assert page.locator(".body [data-reveal]:not([data-spoiler])").first.is_visible()

    # Nothing read: every span is hidden, a section of them one quiet line; a click opens the
    # line into one block for the run, the next into a block each, and one click on a block
    # opens that one only.
    set_progress(page, sample["slug"], 0)
    page.reload()
    hidden = page.locator(".body [data-reveal]")
    assert hidden.count() >= 2 and not any(h.is_visible() for h in hidden.all())
    assert page.is_visible(".lock") and page.locator(".body .ph:visible").count() == 0
    page.click("[data-lock-show]")  # the entry itself is ahead of the reader: one locked page
    # Shown anyway, it reads as it will once its title opens: what opens then, and no more.
    spans = page.locator(".body > p > .gate > [data-reveal], .body > .gate > [data-reveal]")
    page.locator(".body [data-reveal].open").first.wait_for()
    shown = sum(h.is_visible() for h in spans.all())
    assert not page.is_visible(".lock") and 0 < shown < spans.count()
    for _ in range(2):  # a quiet line opens into one block for the run, the next into a block each
        if page.locator(".body .ph-group:visible").count():
            page.locator(".body .ph-group:visible").first.click()
    page.locator(".body .ph:visible").first.click()  # one click on a block opens that one only
    # (its text is a gated part the click loads, a script like any file:// data: wait for it, then count)
    for _ in range(100):
        if sum(h.is_visible() for h in spans.all()) > shown:
            break
        page.wait_for_timeout(50)
    page.wait_for_timeout(200)
    assert sum(h.is_visible() for h in spans.all()) == shown + 1


def test_settings_dialog_previews_live_and_persists(sample, page):
    out = sample["out"]
    page.goto(url(out, "index.html"))
    page.click("[data-open-settings]")
    assert page.is_visible("[data-settings-dialog]")
    page.check("[data-settings-dialog] input[name=theme][value=dark]")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"  # at once, behind the dialog too
    page.fill("[data-settings-dialog] input[name=font_size]", "24")
    page.fill("[data-settings-dialog] input[name=line_height]", "2.2")
    preview = "getComputedStyle(document.querySelector('[data-settings-preview] .book p'))"
    assert page.evaluate(f"{preview}.fontSize") == "24px"
    assert page.evaluate(f"{preview}.lineHeight") == f"{24 * 2.2:.1f}px".replace(".0px", "px")
    assert page.inner_text("[data-settings-dialog] output[data-show=font_size]") == "24"
    page.click("[data-settings-done]")
    assert not page.is_visible("[data-settings-dialog]")

    page.goto(url(out, "reader/1.1.html"))
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert page.evaluate("getComputedStyle(document.querySelector('.book')).fontSize") == "24px"
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") != "rgb(251, 250, 247)"
    # Cancel puts back what was there when the dialog opened.
    page.click("[data-open-settings]")
    page.check("[data-settings-dialog] input[name=theme][value=sepia]")
    assert page.evaluate("document.documentElement.dataset.theme") == "sepia"
    page.click("[data-settings-cancel]")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    page.goto(url(out, "settings.html"))
    assert page.is_checked("input[name=theme][value=dark]")
    assert page.input_value("input[name=font_size]") == "24"


def test_stored_settings_are_the_defaults_and_the_readers_choice_wins(sample, page):
    out = sample["defaults_out"]
    page.goto(url(out, "reader/1.1.html"))
    assert page.evaluate("document.documentElement.dataset.theme") == "sepia"
    assert page.evaluate("getComputedStyle(document.querySelector('.book')).fontSize") == "21px"
    assert page.evaluate("getComputedStyle(document.querySelector('.book')).lineHeight") == "42px"
    page.evaluate("localStorage.setItem('understory:settings', JSON.stringify({theme: 'dark'}))")
    page.reload()
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert page.evaluate("getComputedStyle(document.querySelector('.book')).fontSize") == "21px"


def test_style_levels_and_immersive_illustrations(sample, page):
    out = sample["out"]
    page.goto(url(out, "reader/1.6.html"))
    letter = "getComputedStyle(document.querySelector('#p-1-6-10'))"
    italic = "getComputedStyle(document.querySelector('#p-1-1-7 i'))"

    def choose(level):
        page.evaluate("(v) => { const s = JSON.parse(localStorage.getItem('understory:settings') || '{}');"
                      " s.style_level = v; localStorage.setItem('understory:settings', JSON.stringify(s)); }", level)

    assert page.evaluate("document.documentElement.dataset.style") == "basic"
    assert page.evaluate(f"{letter}.fontStyle") == "normal"  # the book's .letter rule is not applied
    choose("advanced")
    page.reload()
    assert page.evaluate(f"{letter}.fontStyle") == "italic"
    assert page.evaluate(f"{letter}.textAlign") == "justify"
    # The book's CSS never reaches the site's own chrome.
    assert page.evaluate("getComputedStyle(document.querySelector('.top')).fontFamily") == \
        page.evaluate("getComputedStyle(document.querySelector('.chapter-nav')).fontFamily")
    page.goto(url(out, "reader/1.1.html"))
    assert page.evaluate(f"{italic}.fontStyle") == "italic"
    choose("off")
    page.reload()
    assert page.evaluate(f"{italic}.fontStyle") == "normal"

    page.goto(url(out, "reader/1.2.html"))
    blend = "getComputedStyle(document.querySelector('.book img')).mixBlendMode"
    assert page.evaluate(blend) == "normal"
    page.evaluate("localStorage.setItem('understory:settings', JSON.stringify({immersive_images: true}))")
    page.reload()
    assert page.evaluate(blend) == "multiply"
    page.evaluate("localStorage.setItem('understory:settings', JSON.stringify({immersive_images: true, theme: 'dark'}))")
    page.reload()
    assert page.evaluate(blend) == "screen"
    assert "invert" in page.evaluate("getComputedStyle(document.querySelector('.book img')).filter")


def test_progress_bar_marks_the_open_entrys_appearances(sample, page):
    out, slug, entry = sample["out"], sample["slug"], sample["entry"]
    appearances = sorted(int(n) for n in entry.data.track.appearances)
    progress = appearances[len(appearances) // 2]
    page.goto(url(out, "index.html"))
    set_progress(page, slug, progress)
    page.goto(url(out, "reader/1.3.html"))
    assert page.locator("[data-scale=book] .scale-mark").count() == 0  # no entry opened yet
    assert page.is_visible("[data-scale=book]") and page.is_visible("[data-scale=volume]")
    page.goto(url(out, f"entries/{entry.slug}.html"))
    page.goto(url(out, "reader/1.3.html"))
    marks = page.locator("[data-scale=book] .scale-mark")
    expected = [n for n in appearances if n <= progress and n >= entry.title_reveal_at]
    assert sorted(int(m.get_attribute("data-mark")) for m in marks.all()) == expected
    in_volume = [int(m.get_attribute("data-mark")) for m in page.locator("[data-scale=volume] .scale-mark").all()]
    assert in_volume and all(n <= 6 for n in in_volume)
    assert entry.title in page.inner_text("[data-scale-entry]")
    width = page.get_attribute("[data-scale=book] [data-scale-read]", "width")
    assert width == str(progress)
    marks.first.dispatch_event("click")
    page.wait_for_url(f"**/reader/1.{expected[0]}.html")


def test_popup_and_highlighting_follow_the_gates(sample, page):
    out, slug = sample["out"], sample["slug"]
    page.goto(url(out, "index.html"))
    set_progress(page, slug, 2)
    page.goto(url(out, "reader/1.2.html"))
    popup = popup_after_selecting(page, ".book", "Wren")
    assert "Wren" in popup
    page.keyboard.press("Escape")
    assert page.locator("mark.known").count() == 0  # highlighting is off by default
    page.evaluate("localStorage.setItem('understory:settings', JSON.stringify({highlight_names: true}))")
    page.reload()
    names = set(page.locator("mark.known").all_text_contents())
    assert "Wren" in names
    assert page.locator("mark.known").first.is_visible()
    page.locator("mark.known", has_text="Wren").first.click()
    assert "Wren" in page.inner_text("[data-popup]")
    # Nothing read: no name is known yet, so nothing is marked and the popup offers nothing.
    set_progress(page, slug, 0)
    page.evaluate("localStorage.setItem('understory:settings', JSON.stringify({highlight_names: true}))")
    page.reload()
    assert page.locator("mark.known").count() == 0
    assert "Wren" not in popup_after_selecting(page, ".book", "Wren").replace("called “Wren”", "")


def test_reader_advances_progress_and_keys_turn_pages(sample, page):
    out, slug = sample["out"], sample["slug"]
    page.goto(url(out, "reader/1.2.html#p-1-2-3"))
    # the chapter number of the saved progress (stored as "n:text id")
    progress = f"(v => v === null ? null : v.split(':')[0])(localStorage.getItem('understory:{slug}:progress'))"
    assert page.evaluate(progress) is None  # arriving by a link is not reading
    assert page.is_visible("#p-1-2-3 img")
    page.keyboard.press("ArrowRight")
    page.wait_for_url("**/reader/1.3.html")
    assert page.evaluate(progress) == "2"
    page.keyboard.press("ArrowLeft")
    page.wait_for_url("**/reader/1.2.html")
    assert page.evaluate(progress) == "2"  # going back never lowers progress
    page.clock.install()  # reading 1.4 takes a while (site_assets/pace.js): the time passes at once
    page.goto(url(out, "reader/1.4.html"))
    page.mouse.wheel(0, 10)
    page.clock.fast_forward("30:00")
    page.locator("[data-chapter-end][data-n='4']").scroll_into_view_if_needed()
    assert wait_for(page, progress, "4") == "4"
    page.select_option("[data-progress-picker]", "1")
    assert page.evaluate(progress) == "1"
