"""The companion in a real browser: `understory serve` on the Oz series with a model-written
wiki, a local fake model (serve_fake_model.py) and Debian's Chromium.

Tip is revealed to be Princess Ozma in 2.23: at 2.22 nothing the companion shows may say so.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import chapter_no_at, store_copy
from support.serve_fake_model import question_of, start_fake_model
from support.serve_support import model_config, start_serve
from support.fake_writer import Writer, config as compose_config
from support.sitekit import select_text, url

from understory_cli.llm.scripted import ScriptedClient
from understory_cli.static_site import build_site
from understory_cli.store import books
from understory_cli.wiki.compose import compose

pytestmark = [pytest.mark.browser, pytest.mark.corpus]

TIMEOUT = 60_000


@pytest.fixture(scope="module")
def oz_served(oz_extractive, tmp_path_factory):
    folder = tmp_path_factory.mktemp("oz-serve")
    store = store_copy(oz_extractive, folder)
    work_id = books.find_work(store, "oz").work_id
    reveal = next(p.locator for p in books.story_paragraphs(store, work_id, volume=2)
                  if p.locator.startswith("2.23.") and "Ozma" in p.text)
    compose(store, compose_config(), ScriptedClient(Writer(twist_locator=reveal), store=store), work="oz")
    build_site(store, folder / "site", work="oz")
    no = {loc: chapter_no_at(store, work_id, loc) for loc in ("1.14", "1.15", "2.22", "2.23")}
    chapter_of = books.paragraph_chapters(store, work_id)
    db = Path(store.path)
    store.close()
    server, model = start_fake_model()
    served = start_serve(folder, db, folder / "site", model_config(server.url_for("/v1")))
    yield {"served": served, "model": model, "no": no, "chapter_of": chapter_of, "site": folder / "site"}
    served.stop()
    server.stop()



@pytest.fixture
def page(browser, oz_served):
    """A fresh profile holding the server's cookie; fails the test on any script error."""
    context = browser.new_context()
    tab = context.new_page()
    tab.set_default_timeout(TIMEOUT)
    errors: list[str] = []
    tab.on("pageerror", lambda e: errors.append(str(e)))
    tab.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    tab.goto(oz_served["served"].url)  # the printed address: the token becomes a cookie
    yield tab
    context.close()
    assert not errors, errors


def at(tab, n: int, mode: str = "auto", **settings) -> None:
    tab.evaluate("""([n, s, mode]) => {
        localStorage.setItem('understory:oz:progress', String(n));
        localStorage.setItem('understory:settings', JSON.stringify(s));
        localStorage.setItem('understory:oz:settings', JSON.stringify({spoiler_mode: mode}));
        localStorage.removeItem('understory:oz:conversation');
    }""", [n, settings, mode])


def ask_on_board(tab, question: str) -> None:
    tab.fill("[data-chat-board] [data-chat-input]", question)
    tab.click("[data-chat-board] [data-chat-send]")


def last_answer(tab):
    answer = tab.locator("[data-chat-board] .chat-answer").last
    answer.locator(".chat-meta, .chat-error").first.wait_for()
    return answer


def cited(answer) -> list[str]:
    return answer.locator("a.cite").evaluate_all("els => els.map(e => e.dataset.cite)")


def test_a_question_about_tip_streams_tools_and_stays_within_the_progress(oz_served, page):
    base, no, chapter_of = oz_served["served"].base, oz_served["no"], oz_served["chapter_of"]
    page.goto(base + "/chat.html")
    at(page, no["2.22"])
    page.reload()
    ask_on_board(page, "Who is Tip?")
    answer = page.locator("[data-chat-board] .chat-answer").last
    answer.locator(".chat-tool .tool-name", has_text="search_original_text").wait_for()  # streamed as it runs
    answer = last_answer(page)
    tools = answer.locator(".chat-tool .tool-name").all_inner_texts()
    # the passages searched for the question come first, then the model's own calls
    assert tools[:3] == ["search_original_text", "search_original_text", "search_wiki"] and all(
        re.search(r"\d+\.\d\d s", t) for t in answer.locator(".chat-tool .tool-time").all_inner_texts())
    text = answer.locator(".answer-body").inner_text()
    cites = cited(answer)
    assert cites and all(chapter_of[c] <= no["2.22"] for c in cites), cites
    assert "Ozma" not in answer.inner_text() and answer.locator(".answer-body li").count() >= 1
    assert answer.locator(".answer-body table").count() == 1 and answer.locator(".answer-body h2").count() == 1
    assert "Tip" in text
    # a citation chip opens the reader at its paragraph, marked
    chip = answer.locator("a.cite").first
    target = chip.get_attribute("data-cite")
    chip.click()
    page.wait_for_url(re.compile(r"/reader/"))
    marked = page.locator(".para.cited")
    assert marked.count() == 1 and marked.get_attribute("id") == "p-" + target.replace(".", "-")
    assert page.evaluate("localStorage.getItem('understory:oz:progress').split(':')[0]") == str(no["2.22"])  # not progress

    page.goto(base + "/chat.html")
    at(page, no["2.23"])
    page.reload()
    ask_on_board(page, "Who is Tip?")
    cites = cited(last_answer(page))
    assert cites and all(chapter_of[c] <= no["2.23"] for c in cites)
    assert any(chapter_of[c] == no["2.23"] for c in cites)  # what 2.23 tells is open now


def test_the_spoiler_dialog_does_what_each_choice_says(oz_served, page):
    base, no, chapter_of, model = (oz_served[k] for k in ("served", "no", "chapter_of", "model"))
    page.goto(base.base + "/chat.html")
    outcomes = {}
    for choice in ("cancel", "minimize", "full"):
        at(page, no["2.22"])
        page.reload()
        before = len(model.requests)
        ask_on_board(page, f"Who is Tip really? ({choice})")
        dialog = page.locator("[data-consent-dialog]")
        dialog.wait_for(state="visible")
        assert "later chapters" in dialog.inner_text()
        page.click(f"[data-consent-choice={choice}]")
        answer = last_answer(page)  # the locator follows the last answer: read it now
        outcomes[choice] = (answer.inner_text(), cited(answer), model.requests[before:])
    text, cites, requests = outcomes["cancel"]
    assert "Cancelled" in text and not cites
    assert len(requests) == 1  # nothing more was asked of the model after cancel
    for choice, word in (("minimize", "MINIMIZE"), ("full", "FULL")):
        text, cites, requests = outcomes[choice]
        _, after = question_of(requests[1]["messages"])
        assert any(word in str(m.get("content")) for m in after if m["role"] == "tool")
        assert f"Spoiler choice: {choice}" in text and cites
    assert all(chapter_of[c] <= no["2.22"] for c in outcomes["minimize"][1])
    assert any(chapter_of[c] > no["2.22"] for c in outcomes["full"][1])  # the whole book, as chosen


def test_bigger_text_applies_live_and_undo_restores_it_and_a_page_request_shows_a_card(oz_served, page):
    base, no = oz_served["served"].base, oz_served["no"]
    page.goto(base + "/reader/1.3.html")
    at(page, no["2.22"])
    page.reload()
    size = "() => getComputedStyle(document.documentElement).getPropertyValue('--text-size').trim()"
    assert page.evaluate(size) == "18px"
    page.click("[data-sidebar-open]")
    page.click("[data-sidebar-tab=chat]")
    chat = page.locator("[data-sidebar] [data-chat]")
    chat.locator("[data-chat-input]").fill("Please make the text bigger")
    chat.locator("[data-chat-send]").click()
    card = chat.locator("[data-setting-card=font_size]")
    card.wait_for()
    assert page.evaluate(size) == "24px" and "18 → 24" in card.inner_text()
    card.locator("[data-undo]").click()
    assert page.evaluate(size) == "18px"
    chat.locator("[data-chat-input]").fill("Make a page about the rulers of Oz")
    chat.locator("[data-chat-send]").click()
    request = chat.locator("[data-request-card]")
    request.wait_for()
    assert "Rulers of Oz" in request.inner_text() and "compose-wiki" in request.inner_text()


def test_a_selected_passage_reaches_the_agent_with_its_locator(oz_served, page):
    base, no, model = oz_served["served"].base, oz_served["no"], oz_served["model"]
    page.goto(base + "/reader/1.15.html")
    at(page, no["1.14"])
    page.reload()
    paragraph = page.locator(".book .para-p, .book p").nth(5)
    words = " ".join(paragraph.inner_text().split()[:6])
    locator = paragraph.get_attribute("id")[2:].replace("-", ".")
    paragraph.scroll_into_view_if_needed()
    select_text(page, "#" + paragraph.get_attribute("id"), words)
    page.click("[data-ask-passage]")
    chat = page.locator("[data-sidebar] [data-chat]")
    assert f"[{locator}]" in chat.locator("[data-chat-passage]").inner_text()
    before = len(model.requests)
    chat.locator("[data-chat-input]").fill("What does this mean?")
    chat.locator("[data-chat-send]").click()
    chat.locator(".chat-meta").wait_for()
    question, _ = question_of(model.requests[before]["messages"])
    assert f"[{locator}]" in question and words in question and question.startswith("What does this mean?")


def test_full_text_search_at_114_never_returns_a_later_passage(oz_served, page, browser):
    base, no, chapter_of, site = (oz_served[k] for k in ("served", "no", "chapter_of", "site"))

    def search(tab, query: str) -> list[str]:
        tab.fill("[data-search-input]", query)
        tab.locator("main [data-text-search-note]").filter(has_text=re.compile(r"passages|No passage")).wait_for()
        return tab.locator("main [data-text-search-results] li[data-locator]").evaluate_all(
            "els => els.map(e => e.dataset.locator)")

    page.goto(base.base + "/search.html")
    at(page, no["1.14"])
    page.reload()
    served_hits = search(page, "Dorothy")
    assert served_hits and all(chapter_of[h] <= no["1.14"] for h in served_hits)
    assert page.locator("main [data-text-search-results] mark.hit").count() >= 1

    extractive = browser.new_context()  # from file://: the index parts of chapters up to 1.14 only
    tab = extractive.new_page()
    tab.set_default_timeout(TIMEOUT)
    tab.goto(url(site, "search.html"))
    at(tab, no["1.14"])
    tab.reload()
    hits = search(tab, "Dorothy")
    assert hits and all(chapter_of[h] <= no["1.14"] for h in hits)
    assert [chapter_of[h] for h in hits] == sorted(chapter_of[h] for h in hits)  # story order
    loaded = tab.evaluate("Object.keys(window.UNDERSTORY_TEXT || {}).map(Number)")
    assert loaded and max(loaded) == no["1.14"]
    scripts = tab.evaluate("Array.from(document.scripts).map(s => s.src).filter(s => s.includes('/data/text/'))")
    assert all(int(s.rsplit("/", 1)[1].split(".")[0]) <= no["1.14"] for s in scripts)
    extractive.close()


def test_served_pages_come_gated_for_the_readers_progress(oz_served, page):
    """Through serve the page's cookie tells the progress, and the server sends the page as
    the reader may see it: what opened is in the HTML itself, nothing later is anywhere."""
    base, no = oz_served["served"].base, oz_served["no"]
    tip = next(p.name for p in (oz_served["site"] / "entries").glob("*.html") if p.stem.startswith("tip"))
    twist = "The truth about Tip"
    received: dict[str, bytes] = {}

    def record(route):
        response = route.fetch()
        received[route.request.url] = response.body()
        route.fulfill(response=response)

    for n, shown in ((no["2.22"], False), (no["2.23"], True)):
        page.goto(base + "/index.html")
        at(page, n)
        page.reload()  # the script tells the server the progress
        received.clear()
        page.route("**/*", record)
        page.goto(f"{base}/entries/{tip}")
        page.locator(".entry-title").wait_for()
        page.unroute("**/*")
        html = received[f"{base}/entries/{tip}"].decode()
        assert 'data-unlock-filled="' in html and "Tip" in page.inner_text(".entry-title")
        assert not any("/data/unlock/" in address for address in received)  # nothing left to fetch
        assert (twist in html) == shown and (twist in page.inner_text("main")) == shown, n
        assert not any(twist in body.decode("utf-8", "replace") for body in received.values()) or shown
    # Back at 2.22 a twist the server sent at 2.23 is gone; shown by hand, it comes alone.
    at(page, no["2.22"])
    page.reload()
    assert twist not in page.content()
    span = page.locator(".body .gate", has=page.locator(".ph")).last
    span.locator(".ph").click()
    page.locator("main", has_text=twist).wait_for()
    assert twist in page.inner_text("main")
