"""The built site in real headless Chromium, opened from file://: what a reader sees (the
sample book's settings, popup and reader pages: test_site_browser_reader.py).

Debian's chromium is driven through Playwright (never `playwright install`). If it is
missing these tests fail: the spoiler guarantees are only proven in a browser.
"""

from __future__ import annotations

import base64

import pytest
from support import sourcekit
from support.sitekit import extractive_site, extractive_wiki, page, popup_after_selecting, set_progress, url, wait_for  # noqa: F401 (page: the fixture)

from conftest import chapter_no_at
from understory_cli.static_site import build_site
from understory_cli.store import books
from understory_cli.store import points as point_store
from understory_cli.store import wiki as wiki_store

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def oz(oz_extractive, tmp_path_factory):
    store = extractive_wiki(oz_extractive, tmp_path_factory, "oz", "oz")
    out = extractive_site(store, tmp_path_factory, "oz", "oz")
    work_id = books.find_work(store, "oz").work_id
    return {"out": out, "store": store, "work_id": work_id, "no": lambda loc: chapter_no_at(store, work_id, loc)}


@pytest.mark.corpus
def test_ozma_is_hidden_until_her_chapter_everywhere(oz, page):
    out, no = oz["out"], oz["no"]
    ozma = next(e for e in wiki_store.entries(oz["store"], oz["work_id"])
                if e.title == "Ozma" and e.title_reveal_at == no("2.20"))
    page.goto(url(out, "index.html"))
    set_progress(page, "oz", no("2.19"))
    page.goto(url(out, "entries/ozma.html"))
    assert "Ozma" not in page.inner_text("body") and "Ozma" not in page.title()
    # One locked page, its tab naming nothing.
    assert page.locator(".lock").count() == 1 and page.is_visible(".lock") and not page.is_visible(".entry-title")
    assert page.title() == "Later in the story · Oz"
    for rel in ("entries/tip.html", "categories/person.html", "index.html"):
        page.goto(url(out, rel))
        assert "Ozma" not in page.inner_text("body"), rel
    page.goto(url(out, "search.html"))
    page.fill("[data-search-input]", "ozma")
    assert "Ozma" not in page.inner_text("[data-search-results]")
    page.goto(url(out, "graph.html"))
    ozma_node = page.locator("[data-graph] [data-node='Ozma']")
    # Not hidden: not there at all (its node waits in the page's unlock part for 2.20).
    assert ozma_node.count() == 0 and "Ozma" not in page.content()
    assert page.locator("[data-graph] [data-node='Tip']").is_visible()

    set_progress(page, "oz", no("2.20"))
    page.reload()
    assert ozma_node.is_visible() and "Ozma" in page.inner_text("main")
    page.goto(url(out, "entries/ozma.html"))
    assert page.inner_text(".entry-title") == "Ozma" and page.title() == "Ozma · Oz"
    page.goto(url(out, "search.html"))
    page.fill("[data-search-input]", "ozma")
    assert "Ozma" in page.inner_text("[data-search-results]")

    # A span of hers that cites a paragraph after her title's: hidden before it, shown from it.
    later = next(span for span in [ozma.data.summary, *(sp for sec in ozma.data.body for sp in sec.spans)]
                 if span.reveal_at > ozma.title_reveal_at)
    page.goto(url(out, "entries/ozma.html"))
    set_progress(page, "oz", later.reveal_at - 1)
    page.reload()
    assert later.text[:40] not in page.inner_text("body")
    set_progress(page, "oz", later.reveal_at)
    page.reload()
    assert later.text[:30] in page.inner_text("body")
    # At 2.22 nothing ties Tip to Ozma: not Tip's page, its cards, the search, the popup or the graph.
    set_progress(page, "oz", no("2.22"))
    page.goto(url(out, "entries/tip.html"))
    # (Ozma herself is known from 2.20, so the cast list in the navbox may name her.)
    own = page.evaluate("[...document.querySelectorAll('.entry > :not(.navbox)')].map(e => e.innerText).join(' ')")
    assert "Tip" in own and "Ozma" not in own
    page.goto(url(out, "search.html"))
    page.fill("[data-search-input]", "tip")
    assert "Ozma" not in page.inner_text("[data-search-results]")
    page.goto(url(out, "reader/2.22.html"))
    popup = popup_after_selecting(page, ".book", "Tip")
    assert "Tip" in popup and "Ozma" not in popup
    summary = ozma.data.summary
    page.goto(url(out, "entries/ozma.html"))
    set_progress(page, "oz", summary.reveal_at)
    page.reload()
    assert page.is_visible(".summary") and summary.text[:40] in page.inner_text(".summary")


@pytest.mark.corpus
def test_no_progress_or_no_script_shows_nothing_gated(oz, browser):
    context = browser.new_context(java_script_enabled=False)
    tab = context.new_page()
    tab.goto(url(oz["out"], "entries/ozma.html"))
    assert "Ozma" not in tab.inner_text("body")
    assert tab.locator("[data-reveal]").count() > 5
    assert all(not el.is_visible() for el in tab.locator("[data-reveal]").all())
    context.close()


@pytest.mark.corpus
def test_popup_offers_the_tin_woodman_for_nick_chopper(oz, page):
    out = oz["out"]
    paragraph = oz["store"].all("SELECT locator FROM paragraphs WHERE work_id = ? AND text LIKE '%Nick Chopper%' "
                                "ORDER BY chapter_id, para_no LIMIT 1", [oz["work_id"]])[0][0]
    woodman = next(e for e in wiki_store.entries(oz["store"], oz["work_id"]) if e.title == "Tin Woodman")
    gate = next(a.reveal_at for p in point_store.load_points(oz["store"], oz["work_id"]) if p.point_id in woodman.point_ids
                for a in p.aliases if a.alias == "Nick Chopper")
    page.goto(url(out, "index.html"))
    set_progress(page, "oz", gate)
    chapter = ".".join(paragraph.split(".")[:2])
    anchor = "#p-" + paragraph.replace(".", "-")
    page.goto(url(out, f"reader/{chapter}.html"))
    popup = popup_after_selecting(page, anchor, "Nick Chopper")
    assert "Tin Woodman" in popup and "Nick Chopper" in popup
    assert page.get_attribute("[data-popup] a", "href").endswith("entries/tin-woodman.html")
    # Before the name is tied to him, selecting it offers nothing about him.
    set_progress(page, "oz", gate - 1)
    page.reload()
    assert "Tin Woodman" not in popup_after_selecting(page, anchor, "Nick Chopper")


@pytest.mark.corpus
def test_chinese_reader_page_renders(xiyouji_store, tmp_path_factory, page):
    out = tmp_path_factory.mktemp("xyj-browser") / "site"
    build_site(xiyouji_store, out)  # no wiki yet: the reader alone must still build
    page.goto(url(out, "index.html"))  # the EPUB has no description: the book's opening words introduce it
    assert page.inner_text(".description").startswith("诗曰：混沌未分天地乱")
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


@pytest.fixture(scope="module")
def oz_model(oz_extractive, tmp_path_factory):
    """Oz with a wiki written by (scripted) model workers: Tip's writer states the twist,
    cites 2.23 and tags it as a spoiler, as a real model would."""
    import re
    import shutil

    from support.fake_architect import FakeArchitect, is_architect
    from support.fake_writer import config, is_line
    from understory_cli.llm.scripted import ScriptedClient, call, reply
    from understory_cli.wiki.compose import compose

    from support.sitekit import _wikis
    from understory_cli.store import open_store

    extractive_wiki(oz_extractive, tmp_path_factory, "oz", "oz").close()  # the extractive analysis, made once per run
    folder = tmp_path_factory.mktemp("oz-model")
    shutil.copy(_wikis["oz"], folder / "oz.duckdb")
    store = open_store(folder / "oz.duckdb")
    work_id = books.find_work(store, "oz").work_id
    reveal = next(p.locator for p in books.story_paragraphs(store, work_id, volume=2)
                  if p.locator.startswith("2.23.") and "Ozma" in p.text)
    architect = FakeArchitect()

    def writer(request):
        if is_architect(request):
            return architect(request)
        if is_line(request):  # wiki.lines: nothing usable, so every card stays as written
            return reply("{}")
        prompt = request.messages[1]["content"]
        title = re.search(r"^# Entry: (.+?) \(", prompt, re.M).group(1)
        first = re.findall(r"^\[(\d+\.\d+\.\d+)\] ", prompt, re.M)[0]
        spans = [{"text": f"{title} appears [{first}]."}]
        if title == "Tip":
            spans.append({"text": f"Tip is really Princess Ozma, enchanted by Mombi [{reveal}].",
                          "spoiler_from": reveal})
        return reply(None, call("submit_entry", {"title": title, "summary": {"text": f"{title} [{first}]."},
                                                 "body": [{"heading": "Story", "spans": spans}]}))

    compose(store, config(), ScriptedClient(writer, store=store), work="oz")
    tip = next(e for e in wiki_store.entries(store, work_id) if e.title == "Tip")
    # A writer's link to an entry whose title is gated later than the span (Ozma).
    ozma = next(e for e in wiki_store.entries(store, work_id) if e.title == "Ozma")
    first = tip.data.body[0].spans[0]
    tip.data.body[0].spans.insert(1, first.model_copy(update={"text": f"Tip meets [[{ozma.slug}|a strange girl]] [{first.cites[0]}]."}))
    wiki_store.write_entry(store, work_id, tip)
    build_site(store, folder / "site", work="oz")
    return {"out": folder / "site", "store": store, "tip": tip, "ozma": ozma, "twist": chapter_no_at(store, work_id, "2.23"),
            "last": max(books.paragraph_chapters(store, work_id).values()), "pages": wiki_store.pages(store, work_id)}


@pytest.mark.corpus
def test_a_model_written_twist_waits_for_its_chapter_and_strict_hides_it(oz_model, page):
    out, twist_text = oz_model["out"], "Tip is really Princess Ozma"
    page.goto(url(out, "index.html"))
    for progress, mode, shown in ((oz_model["twist"] - 1, "auto", False), (oz_model["twist"], "auto", True),
                                  (oz_model["last"], "strict", False), (oz_model["last"], "off", True)):
        set_progress(page, "oz", progress, mode)
        page.goto(url(out, f"entries/{oz_model['tip'].slug}.html"))
        assert (twist_text in page.inner_text("body")) == shown, (progress, mode)
        page.goto(url(out, "search.html"))
        page.fill("[data-search-input]", "enchanted Mombi")
        assert twist_text not in page.inner_text("[data-search-results]") or shown, (progress, mode)


@pytest.mark.corpus
def test_architect_titles_counts_and_links_open_with_progress(oz_model, page):
    """Category titles wait for their gate (page, tab and home), counts count only what the
    reader may see, and a gated link gets its address only once its target may be named."""
    out, tip, ozma = oz_model["out"], oz_model["tip"], oz_model["ozma"]
    late = max((p for p in oz_model["pages"] if p.kind == "category"), key=lambda p: p.reveal_at)
    person = next(p for p in oz_model["pages"] if p.kind == "category" and p.slug == "person")
    page.goto(url(out, "index.html"))
    set_progress(page, "oz", late.reveal_at - 1)
    page.reload()
    assert late.title not in page.inner_text("main")
    count = page.locator(".categories li", has_text=person.title).locator(".count")
    assert count.inner_text() == str(sum(e["reveal_at"] < late.reveal_at for e in person.data["entries"]))
    about = page.locator(".about [data-reveal]")
    assert about.is_visible() and "[" not in about.inner_text() and about.locator("a.cite").count() == 1
    page.goto(url(out, f"categories/{late.slug}.html"))
    assert late.title not in page.inner_text("body") and page.title() == "Category · Oz"
    page.goto(url(out, f"entries/{tip.slug}.html"))
    link = page.locator(".body a.xref")
    # The labelled link ("a strange girl" -> Ozma) waits for the twist, not for Ozma's own
    # title (2.20): before 2.23 its words are plain text and its address is nowhere.
    address = (f"entries/{ozma.slug}.html", base64.b64encode(f"entries/{ozma.slug}.html".encode()).decode())
    for n in (ozma.title_reveal_at - 1, *range(ozma.title_reveal_at, oz_model["twist"])):
        set_progress(page, "oz", n)
        page.reload()
        assert link.is_visible() and link.inner_text() == "a strange girl" and link.get_attribute("href") is None
        body = page.inner_html(".body")
        assert not any(a in body for a in address) and "[" not in page.inner_text(".body"), n
        link.click()
        assert page.url.endswith(f"entries/{tip.slug}.html")
    set_progress(page, "oz", oz_model["twist"])
    page.reload()
    assert link.get_attribute("href").endswith(f"entries/{ozma.slug}.html")
    page.goto(url(out, f"categories/{late.slug}.html"))
    set_progress(page, "oz", late.reveal_at)
    page.reload()
    assert page.title() == f"{late.title} · Oz" and page.inner_text("h1") == late.title
    page.goto(url(out, "index.html"))
    assert page.locator(".categories a", has_text=late.title).get_attribute("href") == f"categories/{late.slug}.html"
    # Nothing read: the home page shows no locked card at all; a category folds its locked
    # cards into one line, and a card has no address until its own placeholder is clicked.
    set_progress(page, "oz", 0)
    page.reload()
    assert page.locator(".ph:visible, .ph-group:visible").count() == 0
    page.goto(url(out, f"categories/{person.slug}.html"))
    assert page.locator(".ph-group").count() >= 1
    page.locator(".ph-group").first.click()
    # A card not reached is not in the page at all; its own placeholder fetches it, and it alone.
    locked = page.locator(".cards li:has(.ph)")
    assert locked.count() > 1 and locked.locator("a.card").count() == 0
    first = locked.first
    first.locator(".ph").click()
    card = first.locator("a.card")
    card.wait_for()
    assert card.is_visible() and card.get_attribute("href").startswith("../entries/")
    assert sum(x.is_visible() for x in page.locator(".cards a.card").all()) == 1


@pytest.mark.corpus
def test_strict_search_hides_names_learned_late(oz, page):
    """Search follows the same rule as the popup: strict mode never offers Nick Chopper."""
    page.goto(url(oz["out"], "search.html"))
    for mode, shown in (("auto", True), ("strict", False)):
        set_progress(page, "oz", oz["no"]("5.24"), mode)
        page.reload()
        page.fill("[data-search-input]", "nick chopper")
        assert ("Tin Woodman" in page.inner_text("[data-search-results]")) == shown, mode


@pytest.mark.slow
@pytest.mark.parametrize("site, locations", [("oz", ("0", "2.22")), ("oz_model", ("1.14", "2.22"))])
def test_no_byte_the_browser_receives_names_what_is_gated_later(site, locations, request, page):
    """Not what a page shows but every byte it receives: the Oz sites (no-model at 0 and
    2.22, and the model-written one whose Tip entry states the twist at 1.14 and 2.22: the
    chapter before it), every wiki page and chapters read, loaded in Chromium; no file it
    asks for holds what is gated later."""
    built = request.getfixturevalue(site)
    out = built["out"]
    store = built["store"]
    work_id = books.find_work(store, "oz").work_id
    static = sourcekit.Static(out)
    try:
        page.goto(static.url + "index.html")
        for location in locations:
            progress = 0 if location == "0" else chapter_no_at(store, work_id, location)
            set_progress(page, "oz", progress)
            strings, addresses = sourcekit.gated_after(out, store, work_id, progress)
            assert ("Princess Ozma" in strings) == (location != "2.22") and "Tip is really" in strings
            assert any(why == "entry title" for why in strings.values()) and addresses
            checked: set[str] = set()
            found, asked = [], []
            for rel in sourcekit.site_pages(out, store, work_id, progress):
                files = sourcekit.received(page, static, rel, progress, wait_for)
                asked += files
                found += sourcekit.leaks(static, files, rel, strings, addresses, checked)
            assert not found, (location, len(found), found[:8])
            # Every page was asked for, and the parts up to the progress with them.
            assert sum(f.endswith(".html") for f in asked) > 90 and f"data/names/{progress}.js" in asked
            assert (progress == 0) != any(f.startswith("data/unlock/") for f in asked)
            assert not any(f.startswith("data/names/") and int(f[11:-3]) > progress for f in asked)
    finally:
        static.close()
