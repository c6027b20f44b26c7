"""The site's three boards as a reader meets them, in Debian's Chromium at a desktop and a
phone size: computed facts (fonts drawn, positions, contrast, what is in the page), never
pixels. The Oz series, the sample book, 西游记 vols 1–2 and 坊っちゃん."""

from __future__ import annotations

import re
import unicodedata

import pytest
from support.sitekit import extractive_site, extractive_wiki, sample_wiki, set_progress, url, wait_for

from conftest import CORPORA, XIYOUJI_FILES, chapter_no_at
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.extractive.languages import REGISTRY, part
from understory_cli.ingest import ingest
from understory_cli.static_site import build_site
from understory_cli.store import books, open_store
from understory_cli.store import wiki as wiki_store
from understory_cli.store.wiki import GatedText, Section, Span
from understory_cli.wiki.extractive import compose_extractive

pytestmark = pytest.mark.corpus

SIZES = {"desktop": (1440, 900), "phone": (390, 844)}
CJK_FONT = re.compile(r"CJK|Droid Sans Fallback|Song|Hei|Mincho|Gothic|Ming", re.I)
# The chapter number of the saved progress (stored as "n:text id")
SAVED_PROGRESS = "(localStorage.getItem('understory:oz:progress') || '').split(':')[0]"


@pytest.fixture(scope="module")
def oz(oz_extractive, tmp_path_factory):
    store = extractive_wiki(oz_extractive, tmp_path_factory, "oz", "oz")
    out = extractive_site(store, tmp_path_factory, "oz", "oz")
    return {"out": out, "store": store, "work_id": books.find_work(store, "oz").work_id}


def built(tmp_path_factory, name: str, files: list) -> dict:
    folder = tmp_path_factory.mktemp(name)
    store = open_store(folder / f"{name}.duckdb")
    ingest(store, files)
    analyze_extractive(store)
    compose_extractive(store)
    build_site(store, folder / "site")
    work = books.resolve_work(store, None)
    return {"out": folder / "site", "store": store, "work_id": work.work_id, "slug": work.slug}


@pytest.fixture(scope="module")
def xiyouji(tmp_path_factory):
    """A reader who owns the first two volumes only."""
    return built(tmp_path_factory, "xyj-boards", [f for f in XIYOUJI_FILES if f.name.endswith(("01.epub", "02.epub"))])


@pytest.fixture(scope="module")
def botchan(tmp_path_factory):
    return built(tmp_path_factory, "botchan-boards", [CORPORA / "japanese" / "botchan" / "botchan.epub"])


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    """The sample book, one entry given a section of five passages that open at the very end."""
    folder = tmp_path_factory.mktemp("sample-boards")
    store = sample_wiki(folder)
    work_id = books.resolve_work(store, None).work_id
    entries = wiki_store.entries(store, work_id)
    entry = next(e for e in entries if e.title_reveal_at <= 2 and e.data.body)
    last = max(books.paragraph_chapters(store, work_id).values())
    cite = entry.data.body[0].spans[0].cites[0]
    entry.data.body.append(Section(heading=GatedText(text="Later", reveal_at=entry.title_reveal_at),
                                   spans=[Span(text=f"Later passage number {i}.", cites=[cite], reveal_at=last)
                                          for i in range(5)]))
    wiki_store.write_wiki(store, work_id, [entry], {e.slug for e in entries}, wiki_store.pages(store, work_id))
    build_site(store, folder / "site")
    return {"out": folder / "site", "store": store, "work_id": work_id, "entry": entry,
            "slug": books.resolve_work(store, None).slug}


@pytest.fixture(params=list(SIZES))
def tab(browser, request):
    width, height = SIZES[request.param]
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" and not _inspector_refetch(m.text) else None)
    page.size = request.param
    yield page
    context.close()
    assert not errors, errors


_SELF_LOAD = re.compile(r"Unsafe attempt to load URL (\S+) from frame with URL (\S+?)\. ")


def _inspector_refetch(message: str) -> bool:
    """Chromium 150 logs CSS.enable (fonts_drawing's inspector) refetching a file:// page's own source
    as a frame loading itself; the page's scripts never load their own URL."""
    m = _SELF_LOAD.match(message)
    return bool(m) and m.group(1) == m.group(2)


def fonts_drawing(tab, selector: str, text: str) -> list[str]:
    """The platform fonts Chromium draws `text` with, inside the first `selector` holding it."""
    tab.evaluate("""([selector, text]) => {
        for (const el of document.querySelectorAll(selector)) {
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const at = node.nodeValue.indexOf(text);
                if (at < 0) continue;
                const range = document.createRange();
                range.setStart(node, at);
                range.setEnd(node, at + text.length);
                const probe = document.createElement('span');
                probe.id = 'font-probe';
                range.surroundContents(probe);
                return;
            }
        }
        throw new Error('not found: ' + text);
    }""", [selector, text])
    cdp = tab.context.new_cdp_session(tab)
    try:
        cdp.send("DOM.enable")
        cdp.send("CSS.enable")
        root = cdp.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": "#font-probe"})["nodeId"]
        return [f["familyName"] for f in cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]]
    finally:  # one inspector session a probe
        cdp.detach()


@pytest.mark.browser
def test_latin_text_is_never_drawn_in_a_cjk_font_nor_cjk_in_a_latin_one(oz, xiyouji, tab):
    tab.goto(url(oz["out"], "index.html"))
    set_progress(tab, "oz", 30)
    tab.goto(url(oz["out"], "reader/1.1.html"))
    for text in ("’", "“", "Dorothy"):
        drawn = fonts_drawing(tab, ".book p", text)
        assert drawn and not any(CJK_FONT.search(f) for f in drawn), (text, drawn)
    tab.goto(url(oz["out"], "entries/dorothy.html"))
    drawn = fonts_drawing(tab, ".summary, .quotes p", "’")
    assert drawn and not any(CJK_FONT.search(f) for f in drawn), drawn
    tab.goto(url(xiyouji["out"], "reader/1.1.html"))
    assert tab.get_attribute(".book", "lang").startswith("zh") and tab.get_attribute("html", "lang") == "zh"
    for text in ("混沌", "，"):
        drawn = fonts_drawing(tab, ".book", text)
        assert drawn and all("CJK SC" in f for f in drawn), (text, drawn)


def contrast(a: str, b: str) -> float:
    def luminance(colour: str) -> float:
        channels = [int(x) / 255 for x in re.findall(r"\d+", colour)[:3]]
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.browser
def test_the_progress_bar_sits_fixed_at_the_bottom_and_reads_at_a_glance(oz, tab):
    tab.goto(url(oz["out"], "index.html"))
    for theme in ("light", "sepia", "dark"):
        tab.evaluate("(theme) => { localStorage.setItem('understory:oz:progress', '30');"
                     " localStorage.setItem('understory:settings', JSON.stringify({theme})); }", theme)
        tab.goto(url(oz["out"], "reader/2.5.html"))
        dock = tab.evaluate("""() => { const d = document.querySelector('.progress-dock');
            const r = d.getBoundingClientRect(); return {position: getComputedStyle(d).position, bottom: r.bottom, top: r.top}; }""")
        height = tab.viewport_size["height"]
        assert dock["position"] == "fixed" and abs(dock["bottom"] - height) < 1 and dock["top"] > height * 0.8
        tab.mouse.wheel(0, 3000)
        assert abs(tab.evaluate("document.querySelector('.progress-dock').getBoundingClientRect().bottom") - height) < 1
        read = tab.evaluate("getComputedStyle(document.querySelector('[data-scale=book] .scale-read')).fill")
        unread = tab.evaluate("getComputedStyle(document.querySelector('[data-scale=book] .scale-bg')).fill")
        assert contrast(read, unread) >= 3, (theme, read, unread)
        assert tab.get_attribute("[data-scale=book] [data-scale-read]", "width") == "30"


PAGES = ("index.html", "reader/index.html", "search.html", "chat.html", "settings.html", "graph.html")


@pytest.mark.browser
def test_no_page_scrolls_sideways_and_the_settings_buttons_stay_in_view(oz, tab):
    entry = wiki_store.entries(oz["store"], oz["work_id"])[0]
    category = next(p for p in wiki_store.pages(oz["store"], oz["work_id"]) if p.kind == "category")
    tab.goto(url(oz["out"], "index.html"))
    set_progress(tab, "oz", 40)
    for rel in (*PAGES, f"entries/{entry.slug}.html", f"categories/{category.slug}.html", "reader/2.3.html"):
        tab.goto(url(oz["out"], rel))
        overflow = tab.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, (rel, tab.size, overflow)
    tab.goto(url(oz["out"], "reader/2.3.html"))
    tab.click("[data-open-settings]")
    height, width = tab.viewport_size["height"], tab.viewport_size["width"]
    for button in ("[data-settings-done]", "[data-settings-cancel]", "[data-settings-reset]"):
        box = tab.locator(f"[data-settings-dialog] {button}").bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= height and box["x"] + box["width"] <= width, button
    tab.click("[data-settings-done]")
    # Escape closes the companion's sidebar.
    if tab.is_visible("[data-sidebar-open]"):
        tab.click("[data-sidebar-open]")
        assert tab.is_visible("[data-sidebar]")
        tab.keyboard.press("Escape")
        assert not tab.is_visible("[data-sidebar]")


ALLOWED_LATIN = {"understory", "serve", "compose", "wiki", "JavaScript"}  # commands and names the interface uses


def interface_text(tab) -> str:
    """Every word the page holds outside its scripts, shown or not, and its attributes' words."""
    return tab.evaluate("""() => {
        const body = document.body.cloneNode(true);
        body.querySelectorAll('noscript, script').forEach(n => n.remove());  // a noscript's text is its markup
        const out = [document.title, body.textContent];
        document.querySelectorAll('[title],[aria-label],[placeholder],[alt],option').forEach(el => {
            for (const a of ['title', 'aria-label', 'placeholder', 'alt']) if (el.getAttribute(a)) out.push(el.getAttribute(a));
            if (el.tagName === 'OPTION') out.push(el.textContent);
        });
        return out.join('\\n');
    }""")


@pytest.mark.browser
@pytest.mark.parametrize("book", ["xiyouji", "botchan"])
def test_a_chinese_or_japanese_book_gets_its_interface_in_its_language(book, request, browser):
    site = request.getfixturevalue(book)
    tab = browser.new_page()
    entries = wiki_store.entries(site["store"], site["work_id"])
    entry = max(entries, key=lambda e: len(e.data.body))
    category = next(p for p in wiki_store.pages(site["store"], site["work_id"]) if p.kind == "category")
    last = max(books.paragraph_chapters(site["store"], site["work_id"]).values())
    english_words, chinese = part("en", "messages").MESSAGES, part("zh", "messages").MESSAGES
    english = [fragment for key, text in english_words.items() if text != chinese[key]
               for fragment in re.split(r"\{\w+\}", text) if len(fragment.strip()) >= 4]
    tab.goto(url(site["out"], "index.html"))
    for progress in (None, last):
        set_progress(tab, site["slug"], progress)
        for rel in (*PAGES, f"entries/{entry.slug}.html", f"categories/{category.slug}.html", "reader/1.2.html"):
            tab.goto(url(site["out"], rel))
            if rel == "search.html":
                tab.fill("[data-search-input]", entry.title)
                tab.wait_for_timeout(400)
            if rel == "reader/1.2.html":
                tab.click("[data-sidebar-open]")
                for view in ("glance", "wiki", "chat", "search"):
                    tab.click(f"[data-sidebar-tab={view}]")
            text = interface_text(tab)
            leftover = [f for f in english if f.strip() in text]
            latin = set(re.findall(r"[A-Za-z]{3,}", unicodedata.normalize("NFKC", text))) - ALLOWED_LATIN
            assert not leftover and not latin, (rel, progress, leftover[:5], sorted(latin)[:10])
    tab.close()


def test_every_message_is_in_every_language():
    """Every registered language's folder has every key (English's fallback is for a language being added)."""
    catalogues = {code: part(code, "messages").MESSAGES for code in REGISTRY}
    for key in catalogues["en"]:
        assert all(texts.get(key, "").strip() for texts in catalogues.values()), key
        placeholders = {code: set(re.findall(r"\{\w+\}", texts[key])) for code, texts in catalogues.items()}
        assert len(set(map(frozenset, placeholders.values()))) == 1, key
    assert all(set(texts) == set(catalogues["en"]) for texts in catalogues.values())


@pytest.mark.browser
def test_before_any_progress_the_home_page_welcomes_and_hides_nothing_visibly(oz, xiyouji, tab):
    for site, slug in ((oz, "oz"), (xiyouji, xiyouji["slug"])):
        for progress in (None, 0):
            tab.goto(url(site["out"], "index.html"))
            set_progress(tab, slug, progress)
            tab.reload()
            assert tab.locator(".ph:visible, .ph-group:visible").count() == 0, (slug, progress)
            assert tab.locator("main section:visible").count() >= 1 and tab.is_visible("[data-continue-button]")
            assert tab.locator(".home-graph:visible").count() == 0  # nobody met: no empty box
            main = tab.inner_text("main")
            assert "Hidden" not in main and "隐藏" not in main
    tab.goto(url(oz["out"], "index.html"))
    assert tab.locator(".volume-card").count() == 5
    assert "a young farm girl named Dorothy" in tab.inner_text(".hero .description")  # the book's dc:description
    assert "Ozma" not in tab.inner_text("main")  # a later volume's title names a twist
    # Three volumes in, the featured cards and the graph are there, and "Read" continues.
    set_progress(tab, "oz", 40)
    tab.reload()
    assert tab.locator(".cards a.card:visible").count() >= 3 and tab.is_visible(".home-graph")
    following = next(c.locator for c in books.table_of_contents(oz["store"], oz["work_id"]) if c.chapter_no == 41)
    assert tab.get_attribute("[data-continue-button]", "href") == f"reader/{following}.html"
    assert tab.get_attribute(".boards [data-continue]", "href") == f"reader/{following}.html"


@pytest.mark.browser
def test_graph_labels_are_drawn_whole(oz, tab):
    tab.goto(url(oz["out"], "index.html"))
    set_progress(tab, "oz", 60)
    tab.goto(url(oz["out"], "graph.html"))
    svg = tab.locator("svg[data-graph]").bounding_box()
    labels = tab.locator("svg[data-graph] .node text").evaluate_all(
        "els => els.filter(e => e.textContent).map(e => { const r = e.getBoundingClientRect(); return [e.textContent, r.left, r.right]; })")
    assert len(labels) >= 5
    for name, left, right in labels:
        assert left >= svg["x"] - 1 and right <= svg["x"] + svg["width"] + 1, name


@pytest.mark.browser
def test_an_entry_ahead_of_the_reader_is_one_lock_that_names_nothing(oz, tab):
    tip = next(e for e in wiki_store.entries(oz["store"], oz["work_id"]) if e.title == "Ozma" and e.title_reveal_at > 1)
    tab.goto(url(oz["out"], "index.html"))
    set_progress(tab, "oz", tip.title_reveal_at - 1)
    tab.goto(url(oz["out"], f"entries/{tip.slug}.html"))
    assert tab.locator(".lock:visible").count() == 1 and tab.locator(".ph:visible, .ph-group:visible").count() == 0
    assert "Ozma" not in tab.title() and "Ozma" not in tab.inner_text("body")
    assert tab.title().startswith("Later in the story")


@pytest.mark.browser
def test_five_hidden_passages_in_a_row_show_as_one_block(sample, tab):
    entry = sample["entry"]
    tab.goto(url(sample["out"], "index.html"))
    set_progress(tab, sample["slug"], max(entry.title_reveal_at, 2))
    tab.goto(url(sample["out"], f"entries/{entry.slug}.html"))
    later = tab.locator("section.body", has=tab.locator("h2", has_text="Later"))
    assert later.locator(".ph:visible").count() == 0 and "Later passage" not in later.inner_text()
    block = later.locator(".ph-group:visible")
    assert block.count() == 1
    block.click()  # the quiet line opens into one block for the run
    block = later.locator(".ph-group:visible")
    assert block.count() == 1 and "5" in block.inner_text() and later.locator(".ph:visible").count() == 0
    block.click()
    assert later.locator(".ph:visible").count() == 5
    later.locator(".ph").nth(2).click()
    later.get_by_text("number 2").wait_for()  # the clicked passage's part loads as a script
    assert later.inner_text().count("Later passage") == 1


@pytest.mark.browser
def test_the_reader_has_its_contents_beside_the_text(oz, tab):
    tab.goto(url(oz["out"], "index.html"))
    set_progress(tab, "oz", 30)
    tab.goto(url(oz["out"], "reader/2.3.html"))
    current = tab.locator(".toc a[aria-current]")
    assert current.count() == 1 and "2.3" in current.inner_text()
    if tab.size == "desktop":
        toc, text = tab.locator("[data-toc]").bounding_box(), tab.locator(".chapter-text .book").first.bounding_box()
        assert tab.is_visible("[data-toc]") and toc["x"] + toc["width"] <= text["x"] and toc["y"] < text["y"] + 200
        tab.click("[data-toc-toggle]")  # collapsible
        assert not current.is_visible() and tab.locator(".chapter-text .book").first.bounding_box()["x"] < text["x"]
        tab.click("[data-toc-toggle]")
        assert current.is_visible()
    else:  # a drawer over the text
        assert tab.locator("[data-toc]").bounding_box()["x"] + tab.locator("[data-toc]").bounding_box()["width"] <= 0
        tab.click("[data-toc-toggle]")
        tab.wait_for_timeout(300)
        assert tab.locator("[data-toc]").bounding_box()["x"] >= 0
        tab.keyboard.press("Escape")
    # A chapter title shows once the chapter before it is finished, not before.
    story = [c for c in books.paragraph_chapters(oz["store"], oz["work_id"]).values()]
    assert wait_for(tab, "document.querySelector(\".toc li[data-chapter='31'] .toc-title\").textContent.length > 0", True)
    assert tab.inner_text(".toc li[data-chapter='33'] .toc-title") == "" and max(story) > 33
    later = [c.title for c in books.table_of_contents(oz["store"], oz["work_id"]) if (c.chapter_no or 0) > 31]
    assert not [t for t in later if len(t) > 12 and t in tab.content()]  # later titles are not in the page at all


@pytest.mark.browser
def test_reading_to_the_end_of_a_chapter_brings_the_next_one(oz, tab):
    work_id = oz["work_id"]
    following = books.story_paragraphs(oz["store"], work_id, volume=1)
    opening = next(p.text for p in following if p.locator.startswith("1.4.") and len(p.text) > 60)
    tab.clock.install()  # the time a chapter takes to read passes at once (site_assets/pace.js)
    tab.goto(url(oz["out"], "index.html"))
    set_progress(tab, "oz", 0)
    tab.goto(url(oz["out"], "reader/1.3.html"))
    assert opening[:50] not in tab.inner_text("main")
    tab.mouse.wheel(0, 200)
    tab.clock.fast_forward("30:00")
    tab.locator("[data-chapter-end][data-n='3']").scroll_into_view_if_needed()
    assert wait_for(tab, "document.querySelectorAll('.chapter-text').length", 2) == 2
    assert opening[:50] in tab.inner_text(".chapter-text[data-n='4']")  # no click
    assert wait_for(tab, SAVED_PROGRESS, "3") == "3"
    tab.locator(".chapter-text[data-n='4']").scroll_into_view_if_needed()
    tab.clock.fast_forward("30:00")
    tab.locator("[data-chapter-end][data-n='4']").scroll_into_view_if_needed()
    assert wait_for(tab, SAVED_PROGRESS, "4") == "4"
    assert "1.4" in tab.inner_text("[data-where-loc]") or "1.5" in tab.inner_text("[data-where-loc]")


@pytest.mark.browser
def test_search_reaches_every_passage_read_each_highlighted(oz, tab):
    store, work_id = oz["store"], oz["work_id"]
    limit = chapter_no_at(store, work_id, "2.22")
    chapters = books.paragraph_chapters(store, work_id)
    expected = {p.locator for v in (1, 2) for p in books.story_paragraphs(store, work_id, volume=v)
                if chapters.get(".".join(p.locator.split(".")[:2]), 10 ** 6) <= limit
                and all(w in unicodedata.normalize("NFKC", p.text).lower() for w in ("emerald", "city"))}
    assert len(expected) > 50  # more than one page of results
    tab.goto(url(oz["out"], "index.html"))
    set_progress(tab, "oz", limit)
    tab.goto(url(oz["out"], "search.html"))
    tab.fill("[data-search-input]", "Emerald City")
    wait_for(tab, "document.querySelectorAll('.text-hit').length > 0", True)
    more = tab.locator("main [data-text-search-more]")
    for _ in range(20):
        if not more.is_visible():
            break
        more.click()
    hits = tab.locator(".text-hit")
    found = set(hits.evaluate_all("els => els.map(e => e.getAttribute('data-locator'))"))
    assert found == expected
    unmarked = hits.evaluate_all("els => els.filter(e => !e.querySelector('mark.hit')).length")
    assert unmarked == 0
    assert tab.is_visible("[data-search-group=entries]")  # entries and chapters in groups of their own


@pytest.mark.browser
def test_vertical_japanese_keeps_its_writing_mode_inside_the_column(tmp_path, tab):
    store = open_store(tmp_path / "k.duckdb")
    ingest(store, [CORPORA / "epub" / "idpf" / "kusamakura-japanese-vertical-writing.epub"])
    build_site(store, tmp_path / "site")
    tab.goto(url(tmp_path / "site", "reader/1.2.html"))
    tab.evaluate("localStorage.setItem('understory:settings', JSON.stringify({style_level: 'advanced'}))")
    tab.reload()
    assert tab.evaluate("getComputedStyle(document.querySelector('.chapter-text .book')).writingMode") == "vertical-rl"
    assert tab.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
    assert tab.get_attribute("html", "lang") == "ja" and "目次" in tab.inner_text(".reader-bar")


@pytest.mark.browser
def test_an_entry_shows_one_summary_at_a_time_and_its_first_and_latest_appearances(oz, tab):
    entries = wiki_store.entries(oz["store"], oz["work_id"])
    entry = next(e for e in entries if len(e.data.summary_steps) >= 2 and e.title_reveal_at <= 10)
    steps = entry.data.summary_steps
    tab.goto(url(oz["out"], "index.html"))
    for step in steps[:2]:
        set_progress(tab, "oz", max(step.reveal_at, entry.title_reveal_at))
        tab.goto(url(oz["out"], f"entries/{entry.slug}.html"))
        shown = tab.locator(".summary .step:visible")
        assert shown.count() == 1 and step.text[:40] in shown.inner_text().replace("\n", " ")
    set_progress(tab, "oz", 60)
    tab.reload()
    rows = tab.locator("ol.appearances > li:visible")
    reached = [c for c in entry.data.track.appearances if int(c) <= 60]
    if len(reached) > 3:
        assert rows.count() == 3 and tab.locator(".appearances-more button").is_visible()
        tab.click(".appearances-more button")
        assert tab.locator("ol.appearances > li:visible").count() == len(reached)


@pytest.mark.browser
def test_the_browser_loads_no_names_part_past_the_progress(oz, tab):
    requested: list[str] = []
    tab.on("request", lambda r: requested.append(r.url))
    tab.goto(url(oz["out"], "index.html"))
    at = chapter_no_at(oz["store"], oz["work_id"], "1.14")
    set_progress(tab, "oz", at)
    tab.goto(url(oz["out"], "search.html"))
    tab.fill("[data-search-input]", "oz")
    wait_for(tab, "Object.keys(window.UNDERSTORY_NAMES || {}).length", at + 1)
    parts = [int(re.search(r"/data/names/(\d+)\.js", u).group(1)) for u in requested if "/data/names/" in u]
    assert parts and max(parts) <= at and sorted(set(parts)) == list(range(at + 1))
    ozma = next(e for e in wiki_store.entries(oz["store"], oz["work_id"]) if e.title == "Ozma")
    assert "Ozma" not in tab.evaluate("JSON.stringify(window.UNDERSTORY_NAMES)") and ozma.title_reveal_at > at
    # Moving the progress back drops what lies past it.
    tab.select_option("header [data-progress-picker]", "3")
    assert max(map(int, tab.evaluate("Object.keys(window.UNDERSTORY_NAMES)"))) <= 3
