"""The companion in a real browser with a slow model (issue 25, item 3): the answer reaches
the page token by token as it is written, then the checked answer replaces it (its
unverified claim marked); a model that has not answered by the deadline has the labelled
extracts shown meanwhile, replaced by its answer when it comes.

`understory serve` on the sample book, the slow local server of slow_model.py, Debian's
Chromium. The page is watched from inside (a MutationObserver keeps every state of the
draft), since a test may not poll with wait_for_function under the page's CSP.
"""

from __future__ import annotations

import time

import pytest
from conftest import chapter_no_at
from support.serve_support import sample_site, start_serve
from support.slow_model import SlowModel, config_text

from understory_cli.store import books

pytestmark = pytest.mark.browser

TIMEOUT = 60_000
WATCH = """() => {
    window.__drafts = [];
    window.__interim = [];
    const log = document.querySelector('[data-chat-board]');
    new MutationObserver(() => {
        const draft = log.querySelector('[data-answer-draft] .draft-text');
        if (draft && draft.textContent !== window.__drafts[window.__drafts.length - 1]) window.__drafts.push(draft.textContent);
        const interim = log.querySelector('[data-interim]');
        if (interim && !window.__interim.length) window.__interim.push(interim.innerText);
    }).observe(log, {subtree: true, childList: true, characterData: true});
}"""


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    folder = tmp_path_factory.mktemp("stream")
    store = sample_site(folder)
    work = books.resolve_work(store, None)
    at = chapter_no_at(store, work.work_id, "1.4")
    store.close()
    return folder, work.slug, at


def served_with(sample, model: SlowModel, *extra: str):
    folder, _, _ = sample
    return start_serve(folder, folder / "sample.duckdb", folder / "site", config_text(model.base_url), extra=extra)


def open_board(browser, served, slug: str, at: int):
    context, tab, errors = served.open_tab(browser, TIMEOUT)
    tab.goto(served.base + "/chat.html")
    tab.evaluate("""([slug, n]) => {
        localStorage.setItem('understory:' + slug + ':progress', String(n));
        localStorage.setItem('understory:' + slug + ':settings', JSON.stringify({spoiler_mode: 'auto'}));
    }""", [slug, at])
    tab.reload()
    tab.evaluate(WATCH)
    return context, tab, errors


def ask_and_wait(tab, question: str):
    tab.fill("[data-chat-board] [data-chat-input]", question)
    tab.click("[data-chat-board] [data-chat-send]")
    answer = tab.locator("[data-chat-board] .chat-answer").last
    answer.locator(".chat-meta, .chat-error").last.wait_for()
    for _ in range(100):  # the answer's last parts after its meta line (a count of short sleeps)
        if not answer.locator("[data-answer-draft], [data-interim]").count():
            break
        time.sleep(0.05)
    return answer


@pytest.mark.slow
def test_a_slow_stream_reaches_the_page_token_by_token_then_the_checked_answer(sample, browser):
    _, slug, at = sample
    with SlowModel("stream", piece=6, piece_steps=3) as model:
        served = served_with(sample, model)
        try:
            context, tab, errors = open_board(browser, served, slug, at)
            answer = ask_and_wait(tab, "Who keeps the lamp?")
            drafts = tab.evaluate("window.__drafts")
            final = answer.locator(".answer-body").last.inner_text()
            notes = answer.inner_text()
            draft_left = answer.locator("[data-answer-draft]").count()
            context.close()
        finally:
            served.stop()
    drafts = [d for d in drafts if d]
    assert len(drafts) >= 10, drafts  # piece by piece, not at once
    assert all(b.startswith(a) for a, b in zip(drafts, drafts[1:]))
    assert drafts[-1].startswith("Wren keeps the lamp at Gull Rock") and "sea for ships" in drafts[-1]
    assert "Wren keeps the lamp at Gull Rock" in final and not draft_left  # replaced, not left beside it
    assert "She watches the sea for ships." in notes  # the unverified claim, marked as such
    assert not errors, errors


def test_no_answer_by_the_deadline_shows_the_extracts_then_the_answer_replaces_them(sample, browser):
    _, slug, at = sample
    with SlowModel("late", wait_steps=60) as model:  # three seconds: past a one-second deadline
        served = served_with(sample, model, "--deadline", "1", "--wait", "60")
        try:
            context, tab, errors = open_board(browser, served, slug, at)
            answer = ask_and_wait(tab, "Who keeps the lamp?")
            interim = tab.evaluate("window.__interim")
            final = answer.inner_text()
            context.close()
        finally:
            served.stop()
    assert interim and "Extracts, not an answer" in interim[0] and "still working" in interim[0]
    assert "Wren keeps the lamp at Gull Rock" in final and "Extracts, not an answer" not in final
    assert not errors, errors
