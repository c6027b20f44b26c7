"""The reader's corrections in `understory serve` (issue 37, item 4): the endpoints (the token,
a clear refusal, the spoiler gate) and, in Chromium, a split from the popup, a merge from the
entry page and an undo, which the pages, the popup and the search follow with no rebuild.

The server runs as the command runs it, on a real socket, in this process, over the sample
book with its no-model wiki: "Keeper" is one of Old Tamsin's names from chapter 1, "Grey Pilot"
is met in chapter 4.
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pytest
import uvicorn
from support.serve_support import Served
from support.sitekit import files, popup_after_selecting, sample_wiki

from understory_cli.config import load_config
from understory_cli.serve import create_app, load_book, new_token, own_hosts
from understory_cli.serve.server import bind
from understory_cli.serve.snapshot import Snapshot
from understory_cli.static_site import build_site
from understory_cli.store import books, open_store
from understory_cli.store import corrections as correction_store
from understory_cli.store import wiki as wiki_store

TIMEOUT = 30_000


class InProcess(Served):
    """`understory serve` as the command runs it (its copy of the store, the watcher, uvicorn on a
    bound socket), in this process: a server process would import everything again (~4 s)."""

    server: uvicorn.Server
    thread: threading.Thread
    snapshot: Snapshot

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(30)


def serve_here(db: Path, site: Path) -> InProcess:
    config = load_config(overrides={"provider": "extractive", "embeddings.provider": "none"}, environ={}, cwd=db.parent)
    snapshot = Snapshot(db)
    sock = bind("127.0.0.1", 0)
    host, token = f"127.0.0.1:{sock.getsockname()[1]}", new_token()
    app = create_app(snapshot, load_book(snapshot.store, None, config), site, config, token=token,
                     hosts=own_hosts("127.0.0.1", sock.getsockname()[1]), make_client=lambda config, store: None)
    served = InProcess(None, f"http://{host}/?token={token}", f"http://{host}", token, host, db.parent / "serve.log")
    served.snapshot = snapshot
    served.server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on"))
    served.thread = threading.Thread(target=served.server.run, kwargs={"sockets": [sock]}, daemon=True)
    served.thread.start()
    while not served.server.started and served.thread.is_alive():
        time.sleep(0.02)
    return served


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = tmp_path_factory.mktemp("serve-fix")
    sample_wiki(folder).close()
    store = open_store(folder / "sample.duckdb", read_only=True)  # the store no newer than the site: served as built
    build_site(store, folder / "site")
    last = max(c.chapter_no for v in books.volume_infos(store, 1) for c in v.chapters if c.chapter_no is not None)
    slug = books.resolve_work(store, None).slug
    store.close()
    built = files(folder / "site")
    server = serve_here(folder / "sample.duckdb", folder / "site")
    state = {"served": server, "last": last, "site": folder / "site", "built": built, "slug": slug, "kept": []}
    yield state
    server.stop()
    # what serve did went back to the store: the corrections the tests left (the browser's split)
    store = open_store(folder / "sample.duckdb", read_only=True)
    assert [(c.action, c.subject, c.value) for c in correction_store.corrections(store, 1)] == state["kept"]
    store.close()


def fix(served, body: dict, *, path: str = "/api/fix", **kw) -> tuple[int, dict]:
    status, _, data = served.request("POST", path, body=json.dumps(body).encode(), headers={
        "Origin": served.base, "Content-Type": "application/json"}, **kw)
    return status, json.loads(data) if data.startswith(b"{") else {"raw": data.decode()}


def test_the_endpoints_need_the_token_and_refuse_plainly(served):
    server = served["served"]
    merge = {"action": "merge", "subject": "Wren", "value": "Aunt Bet", "progress": 3}
    assert fix(server, merge, token=False)[0] == 403
    assert fix(server, {"id": 1}, path="/api/fix/undo", token=False)[0] == 403
    status, found = fix(server, {**merge, "action": "marry"})
    assert status == 400 and "merge, split, rename" in found["error"]
    status, found = fix(server, {k: v for k, v in merge.items() if k != "progress"})
    assert status == 400 and "progress" in found["error"]
    status, found = fix(server, {**merge, "value": "Nobody Atall"})
    assert status == 404 and found["error"] == 'no entry you have reached is named "Nobody Atall"'
    status, found = fix(server, {"id": 999}, path="/api/fix/undo")
    assert status == 409 and "not the latest" in found["error"]


def wren_names(server, upto: int) -> list[str]:
    """Wren's names in the names parts a page at progress `upto` loads (the popup's and the search's)."""
    names = []
    for k in range(upto + 1):
        part = json.loads(server.request("GET", f"/data/names/{k}.js")[2].decode().split("=", 2)[2].rstrip(";\n"))
        names += [n[0] for e in part["entries"] if e["href"] == "entries/wren.html" for n in [[e["title"]], *e["names"]]]
        names += [n[1] for n in part["names"] if n[0] == "entries/wren.html"]
    return names


def test_a_name_not_reached_is_refused_as_if_the_book_never_wrote_it(served):
    server = served["served"]
    # Grey Pilot is met in chapter 4: at 3 the answer is the one a name nobody wrote gets
    status, found = fix(server, {"action": "merge", "subject": "Wren", "value": "Grey Pilot", "progress": 3})
    assert status == 404 and found == {"error": 'no entry you have reached is named "Grey Pilot"'}
    status, found = fix(server, {"action": "hide", "subject": "Grey Pilot", "progress": 3})
    assert status == 404 and found == {"error": 'no entry you have reached is named "Grey Pilot"'}
    assert fix(server, {"action": "rename", "subject": "Grey Pilot", "value": "x", "spoilers": "strict",
                        "progress": 3})[0] == 404
    # and nothing was stored by the refusals
    assert fix(server, {"id": 1}, path="/api/fix/undo")[0] == 409


@pytest.mark.browser
def test_split_merge_and_undo_in_the_browser_follow_without_a_rebuild(served, browser):
    server, last = served["served"], served["last"]
    context, page, errors = server.open_tab(browser, TIMEOUT)
    page.evaluate("n => localStorage.setItem('understory:' + UNDERSTORY_BOOK.slug + ':progress', String(n))", last)

    def names_of(title: str) -> list[str]:
        return page.evaluate("""t => { const e = UNDERSTORY_SEARCH.entries.find(e => e.title === t);
                                       return e ? e.names.map(n => n[0]) : null; }""", title)

    def found_in_search(query: str) -> list[str]:
        page.goto(server.base + "/search.html")
        page.wait_for_function("() => window.UNDERSTORY_SEARCH && UNDERSTORY_SEARCH.entries.length > 5")
        page.fill("[data-search-input]", query)
        page.wait_for_selector("[data-search-results] li")
        return page.locator("[data-search-results] li a").all_inner_texts()

    # the popup: "Keeper" opens Old Tamsin; "Not this person" takes the form off her entry
    page.goto(server.base + "/reader/1.1.html")
    page.wait_for_function("() => window.UNDERSTORY_SEARCH && UNDERSTORY_SEARCH.entries.length > 5")
    assert "Keeper" in names_of("Old Tamsin")
    page.locator(".chapter-text p", has_text="Keeper").first.scroll_into_view_if_needed()
    text = popup_after_selecting(page, ".chapter-text", "Keeper")
    assert "Old Tamsin" in text
    page.click("[data-popup] [data-fix-split='Keeper']")
    page.wait_for_selector("[data-fix-card]")
    assert "Split Keeper off Old Tamsin" in page.inner_text("[data-fix-card]")
    page.wait_for_function("() => window.UNDERSTORY_SEARCH && UNDERSTORY_SEARCH.entries.length > 5")
    assert "Keeper" not in names_of("Old Tamsin")
    page.locator(".chapter-text p", has_text="Keeper").first.scroll_into_view_if_needed()
    assert "Old Tamsin" not in popup_after_selecting(page, ".chapter-text", "Keeper")
    page.click("[data-fix-card] button[aria-label]")  # dismissed

    # the entry page: Wren's Merge with Grey Pilot, then the search finds his name under Wren
    page.goto(server.base + "/entries/wren.html")
    page.click("[data-fix-action='merge']")
    page.fill("[data-fix-tools] [data-fix-field]", "Grey Pilot")
    page.click("[data-fix-tools] [data-fix-apply]")
    page.wait_for_selector("[data-fix-card]")
    assert "Merged Grey Pilot into Wren" in page.inner_text("[data-fix-card]") and page.url.endswith("/entries/wren.html")
    page.wait_for_function("() => window.UNDERSTORY_SEARCH && UNDERSTORY_SEARCH.entries.length > 5")
    assert "Grey Pilot" in names_of("Wren") and names_of("Grey Pilot") is None
    assert server.request("GET", "/entries/grey-pilot.html")[0] == 404
    assert "Wren" in found_in_search("Grey Pilot")
    # for a reader at chapter 3, who has not met him, no earlier than the book: not in the names
    # parts (popup, search) before chapter 4's, nor in Wren's page as it is sent at 3
    assert "Grey Pilot" not in wren_names(server, 3) and "Grey Pilot" in wren_names(server, 4)
    at = {k: server.request("GET", "/entries/wren.html", headers={"Cookie": f"understory_view={k}-auto-{served['slug']}"})[2]
          for k in (3, last)}
    assert b"Wren" in at[3] and b"Grey Pilot" not in at[3] and b"Grey Pilot" in at[last]

    # undo: Grey Pilot is an entry again, in the pages, the names and the search
    page.goto(server.base + "/entries/wren.html")
    with page.expect_navigation():
        page.click("[data-fix-card] [data-fix-undo]")
    page.wait_for_function("() => window.UNDERSTORY_SEARCH && UNDERSTORY_SEARCH.entries.length > 5")
    assert page.locator("[data-fix-card]").count() == 0 and "Grey Pilot" not in names_of("Wren")
    assert server.request("GET", "/entries/grey-pilot.html")[0] == 200
    assert "Grey Pilot" in found_in_search("Grey Pilot")
    context.close()
    assert not errors, errors
    assert files(served["site"]) == served["built"]  # the site build-site wrote is as it was
    served["kept"] = [("split", "Old Tamsin", "Keeper")]


def test_the_copy_serve_takes_again_keeps_the_corrected_wiki_that_ask_reads(served):
    """Serve writes a correction back and takes a fresh copy of the store: the wiki there (what
    `ask` reads) is the one the served pages show, not the stages' uncorrected one."""
    server, snapshot = served["served"], served["served"].snapshot

    def entries_after_the_next_copy() -> set[str]:
        generation = snapshot.generation
        for _ in range(600):  # the watcher looks every 2 s
            if snapshot.generation > generation:
                break
            time.sleep(0.1)
        assert snapshot.generation > generation, "serve never took a fresh copy"
        with snapshot.using() as store:
            return {e.slug for e in wiki_store.entries(store, 1)}

    status, found = fix(server, {"action": "hide", "subject": "Grey Pilot", "progress": served["last"]})
    assert status == 200
    assert "grey-pilot" not in entries_after_the_next_copy()
    assert fix(server, {"id": found["correction"]["id"]}, path="/api/fix/undo")[0] == 200
    assert "grey-pilot" in entries_after_the_next_copy()
