"""`understory serve` on a store with several works: the shelf at /, each work and its companion
under /<work>/ (serve/library.py). A real server process on the three-language library."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support.librarykit import library_copy
from support.serve_support import OFFLINE_CONFIG, ROOT, start_serve

pytestmark = pytest.mark.corpus


@pytest.fixture(scope="module")
def library_db(tmp_path_factory) -> Path:
    store = library_copy(tmp_path_factory, "library-serve")
    store.close()
    return Path(store.path)


@pytest.fixture(scope="module")
def served(tmp_path_factory, library_db):
    folder = tmp_path_factory.mktemp("library-served")
    running = start_serve(folder, library_db, folder / "library", OFFLINE_CONFIG)
    yield running
    running.stop()


def get_json(served, path: str) -> dict:
    status, _, body = served.request("GET", path)
    assert status == 200, (path, status, body[:200])
    return json.loads(body)


def test_the_shelf_and_every_work_each_answering_within_itself(served):
    status, _, shelf = served.request("GET", "/")
    assert status == 200 and b"data-shelf-search" in shelf
    for slug, title in (("oz", "Oz"), ("xiyouji", "西游记"), ("botchan", "坊っちゃん")):
        assert get_json(served, f"/{slug}/api/status")["work"] == slug
        status, _, page = served.request("GET", f"/{slug}/index.html")
        assert status == 200 and title in page.decode()
    assert served.request("GET", "/api/status")[0] == 404  # no work is the library's own
    # Search is the work's, at the progress sent: Dorothy is in Oz, not in 西游记.
    found = get_json(served, "/oz/api/search?q=Dorothy&progress=2&spoilers=auto")["results"]
    assert found and all(r["locator"].split(".")[1] in ("1", "2") for r in found)
    assert get_json(served, "/xiyouji/api/search?q=Dorothy&progress=10&spoilers=auto")["results"] == []
    assert get_json(served, "/oz/api/search?q=Dorothy&spoilers=auto")["results"] == []  # no progress, nothing
    # A question is answered within the work it is asked from.
    body = json.dumps({"question": "Who is Dorothy?", "progress": 2}).encode()
    status, _, events = served.request("POST", "/xiyouji/api/ask", body=body,
                                       headers={"Origin": served.base, "Content-Type": "application/json"})
    assert status == 200 and "Dorothy lived" not in events.decode()


def test_a_view_told_by_one_works_page_fills_no_other_works_page(served):
    """The view cookie is one for the whole server: progress 24 in Oz is nothing in 西游记."""
    plain = served.request("GET", "/xiyouji/index.html")[2]
    told = {"Cookie": "understory_view=10-auto-oz"}
    assert served.request("GET", "/xiyouji/index.html", headers=told)[2] == plain
    own = {"Cookie": "understory_view=10-auto-xiyouji"}
    assert served.request("GET", "/xiyouji/index.html", headers=own)[2] != plain


def test_a_work_ingested_while_serving_is_served_beside_the_others(served, library_db):
    """No restart: the watcher sees the store change, builds the new work's site, mounts it."""
    assert served.request("GET", "/lantern/api/status")[0] == 404
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(library_db.parent), "LANG": "C.UTF-8",
           "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-m", "understory_cli", "ingest", str(ROOT / "samples" / "lantern-keeper" / "vol1"),
                    "--work", "lantern", "--new-work", "--db", str(library_db)], env=env, check=True,
                   capture_output=True, timeout=120)
    for _ in range(120):  # the watcher looks every 2 s; building the new work's site takes a few
        if served.request("GET", "/lantern/api/status")[0] == 200:
            break
        time.sleep(1)
    assert get_json(served, "/lantern/api/status")["work"] == "lantern"
    assert b'href="lantern/' in served.request("GET", "/")[2]  # and the shelf shows it
    assert get_json(served, "/oz/api/status")["work"] == "oz"  # the others still answer
