"""The reader inside a chapter, in Chromium on the Oz site: a name met a few paragraphs ago can be
looked up (and its entry says only what the book has said so far), and progress follows reading,
not scrolling (a skim past chapters asks before it counts)."""

from __future__ import annotations

import re

import pytest
from support.sitekit import extractive_site, extractive_wiki, page, select_text, set_progress, url, wait_for  # noqa: F401 (page: the fixture)

from conftest import chapter_no_at
from understory_cli.store import books
from understory_cli.store import wiki as wiki_store

pytestmark = [pytest.mark.browser, pytest.mark.corpus]

INSIDE = "localStorage.getItem('understory:oz:inside')"
PROGRESS = "(localStorage.getItem('understory:oz:progress') || '').split(':')[0]"


@pytest.fixture(scope="module")
def oz(oz_extractive, tmp_path_factory):
    store = extractive_wiki(oz_extractive, tmp_path_factory, "oz", "oz")
    work_id = books.find_work(store, "oz").work_id
    return {"out": extractive_site(store, tmp_path_factory, "oz", "oz"), "store": store, "work_id": work_id}


def test_a_name_met_in_the_chapter_being_read_opens_its_entry_as_far_as_read(oz, page):
    toto = [p for p in books.story_paragraphs(oz["store"], oz["work_id"], volume=1)
            if p.locator.startswith("1.1.") and "Toto" in p.text]
    first = int(toto[0].locator.split(".")[2])
    page.set_viewport_size({"width": 800, "height": 360})
    page.goto(url(oz["out"], "index.html"))
    set_progress(page, "oz", 0)
    page.goto(url(oz["out"], "reader/1.1.html"))
    # Not reached yet: his name is nobody's.
    assert int(wait_for(page, INSIDE).split(".")[1]) < first
    select_text(page, f"#p-1-1-{first}", "Toto")
    page.wait_for_selector("[data-popup]:not([hidden])")
    assert page.locator("[data-popup] a", has_text="Toto").count() == 0
    page.mouse.wheel(0, 10)
    page.locator(f"#p-1-1-{first}").scroll_into_view_if_needed()
    reached = int(wait_for(page, f"(v => v && parseInt(v.split('.')[1], 10) >= {first} ? v : null)({INSIDE})").split(".")[1])
    assert reached < int(toto[-1].locator.split(".")[2])  # later mentions of him in 1.1 lie ahead
    select_text(page, f"#p-1-1-{first}", "Toto")
    page.locator("[data-popup] a", has_text="Toto").wait_for()
    # Nothing of a later chapter was asked for: the met part and text of 1.1 only.
    assert page.evaluate("Object.keys(window.UNDERSTORY_MET)") == ["1"]
    page.locator("[data-popup] a", has_text="Toto").click()
    page.wait_for_url("**/entries/toto.html")
    page.locator("[data-met] blockquote").first.wait_for()
    shown = page.inner_text("main")
    assert page.inner_text("[data-met] h1") == "Toto" and not page.is_visible(".lock")
    assert toto[0].text[:60] in shown
    later = [p for p in toto if int(p.locator.split(".")[2]) > reached]
    assert later and not [p.locator for p in later if p.text[:60] in shown]
    assert page.evaluate("Object.keys(window.UNDERSTORY_TEXT || {})") in ([], ["1"])
    # Once 1.1 is finished the entry is the wiki's own page, the quotes gone.
    set_progress(page, "oz", 1)
    page.reload()
    assert page.is_visible(".entry-title") and page.locator("[data-met]").count() == 0
    # "Show it anyway" on a locked entry shows the page as it reads once its title opens, not a bare title.
    ozma = next(e for e in wiki_store.entries(oz["store"], oz["work_id"]) if e.title == "Ozma" and e.title_reveal_at > 1)
    opening = [sp for sp in [ozma.data.summary, *(sp for sec in ozma.data.body for sp in sec.spans)]
               if sp and sp.reveal_at <= ozma.title_reveal_at]
    later = [sp for sp in [ozma.data.summary, *(sp for sec in ozma.data.body for sp in sec.spans)]
             if sp and sp.reveal_at > ozma.title_reveal_at]
    set_progress(page, "oz", ozma.title_reveal_at - 1)
    page.goto(url(oz["out"], f"entries/{ozma.slug}.html"))
    page.click("[data-lock-show]")
    page.get_by_text(opening[0].text[:30]).first.wait_for()
    assert page.inner_text(".entry-title") == "Ozma"
    assert later and later[0].text[:40] not in page.inner_text("main")


def test_a_fast_skim_past_chapters_asks_before_it_counts_them(oz, page):
    no = {loc: chapter_no_at(oz["store"], oz["work_id"], loc) for loc in ("2.21", "2.22", "2.23", "2.24")}
    page.goto(url(oz["out"], "index.html"))
    set_progress(page, "oz", no["2.21"])
    page.goto(url(oz["out"], "reader/2.22.html#p-2-22-12"))  # a citation's jump: the paragraph below the header
    header = page.locator("header.top").bounding_box()
    assert page.locator("#p-2-22-12").bounding_box()["y"] >= header["y"] + header["height"]
    page.mouse.wheel(0, 200)
    for loc in ("2.22", "2.23", "2.24"):  # flicked through, the next chapter flowing in each time
        end = page.locator(f"[data-chapter-end][data-n='{no[loc]}']")
        end.wait_for(state="attached")
        for _ in range(30):
            page.mouse.wheel(0, 3000)
        end.scroll_into_view_if_needed()
    question = page.locator("[data-pace-ask]")
    question.wait_for()
    assert page.evaluate(PROGRESS) == str(no["2.21"])
    assert "Mark 2.22–2.24 as read?" in question.inner_text()
    assert max(map(int, page.evaluate("Object.keys(window.UNDERSTORY_NAMES)"))) == no["2.21"]  # nothing past it opened
    question.locator("[data-pace-yes]").click()
    assert page.evaluate(PROGRESS) == str(no["2.24"]) and not question.is_visible()
    # Searching a name: passages that name him come first, not the story's first "tipped".
    page.goto(url(oz["out"], "search.html"))
    page.fill("[data-search-input]", "Tip")
    first = page.locator(".text-hit").first
    first.wait_for()
    assert re.search(r"\bTip\b", first.inner_text()) and first.get_attribute("data-locator").startswith("2.")
