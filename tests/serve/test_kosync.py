"""KOReader's progress sync against `understory serve` (issue 38, item 5): the requests
KOReader's kosync plugin sends (KOSyncClient.lua: register, authorize, update_progress,
get_progress), recorded as it sends them, move the served site's progress.

A real server process on Oz volumes 1-2 (work "oz") beside Oz volume 3 as a work of its own
("ozma"), so the document id has to find the work as well as the volume.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from conftest import OZ_FILES, chapter_no_at, store_copy
from support.serve_support import OFFLINE_CONFIG, start_serve
from typer.testing import CliRunner

from understory_cli.cli import app
from understory_cli.ingest import ingest
from understory_cli.reading import saved_position
from understory_cli.static_site import build_site
from understory_cli.store import books, open_store

pytestmark = pytest.mark.corpus

ACCEPT = "application/vnd.koreader.v1+json"  # KOReader's GinClient middleware sends it


def koreader_partial_md5(path: Path) -> str:
    """Written from KOReader's frontend/util.lua, util.partialMD5:

        local step, size = 1024, 1024
        for i = -1, 10 do
            file:seek("set", lshift(step, 2*i)); local sample = file:read(size)
            if sample then update(sample) else break end
        end

    `lshift` is LuaJIT's 32-bit bit.lshift, whose shift count is taken modulo 32: for i = -1
    it shifts 1024 by 30, and 2^40 wraps to 0. So the samples are at 0, then 1024 * 4^i."""
    data = path.read_bytes()
    digest = hashlib.md5()
    for offset in [0] + [1024 * 4 ** i for i in range(11)]:
        if offset >= len(data):  # file:read gives nil at the end of the file
            break
        digest.update(data[offset:offset + 1024])
    return digest.hexdigest()


@pytest.fixture(scope="module")
def synced(tmp_path_factory):
    folder = tmp_path_factory.mktemp("kosync")
    db = folder / "oz.duckdb"
    store = open_store(db)
    ingest(store, OZ_FILES[:2], work="oz")
    ingest(store, OZ_FILES[2:3], work="ozma", new_work=True)
    build_site(store, folder / "site", work="oz")
    oz = books.find_work(store, "oz").work_id
    numbers = {loc: chapter_no_at(store, oz, loc) for loc in ("2.2", "2.6", "2.7")}
    store.close()
    served = start_serve(folder, db, folder / "site", OFFLINE_CONFIG, extra=("--work", "oz"))
    yield served, db, numbers
    served.stop()


def kosync(served, method: str, path: str, body: dict | None = None, *, key: str | None = None,
           user: str = "reader") -> tuple[int, dict]:
    """A request as KOReader sends it: no cookie, no Origin, the Host it dialled."""
    headers = {"Accept": ACCEPT, "Content-Type": "application/json"}
    if key is not None:
        headers |= {"x-auth-user": user, "x-auth-key": key}
    status, _, data = served.request(method, path, body=json.dumps(body).encode() if body else None,
                                     headers={"Host": "192.168.1.20:8765", **headers}, token=False)
    return status, json.loads(data or b"{}")


def password(served) -> str:
    return hashlib.md5(served.token.encode()).hexdigest()  # KOReader sends md5(password) as the key


def test_the_partial_md5_is_koreaders(tmp_path):
    from understory_cli.ingest.koreader import filename_md5, partial_md5

    short = tmp_path / "short.epub"  # its last sample (at 4096) is cut short by the end of the file
    short.write_bytes(bytes(range(256)) * 20)
    for path in (*OZ_FILES[:2], short):
        assert partial_md5(path) == koreader_partial_md5(path)
    assert filename_md5("02_l-frank-baum_the-marvelous-land-of-oz.epub") == \
        hashlib.md5(b"02_l-frank-baum_the-marvelous-land-of-oz.epub").hexdigest()


def test_follow_back_lets_a_push_move_the_progress_back(oz_store, tmp_path):
    """`serve --follow-back`: the reader said so, so a device on an earlier chapter takes it back."""
    from understory_cli.serve.kosync import SyncServer, _push

    store = store_copy(oz_store, tmp_path)
    work_id = books.find_work(store, "oz").work_id
    document = koreader_partial_md5(OZ_FILES[1])
    for follow_back, expected in ((False, "2.6"), (True, "2.2")):
        sync = SyncServer("key", None, None, lambda: None, follow_back=follow_back)
        _push(store, sync, document, "/body/DocFragment[12]/body/p[2]", 0.3, "Kobo", "A", 1)
        _push(store, sync, document, "/body/DocFragment[8]/body/p[2]", 0.1, "Kobo", "A", 2)
        assert saved_position(store, work_id) == expected


def test_a_wrong_key_is_refused_as_kosync_refuses_it(synced):
    served, _, _ = synced
    wrong = hashlib.md5(b"not the token").hexdigest()
    unauthorized = (401, {"code": 2001, "message": "Unauthorized"})
    assert kosync(served, "GET", "/users/auth", key=wrong) == unauthorized
    assert kosync(served, "GET", "/users/auth") == unauthorized  # no key at all
    assert kosync(served, "GET", "/users/auth", key=password(served), user="a:b") == unauthorized
    assert kosync(served, "PUT", "/syncs/progress", {"document": "abc", "progress": "/body/DocFragment[3]",
                                                     "percentage": 0.5, "device": "x", "device_id": "y"},
                  key=wrong) == unauthorized
    assert kosync(served, "GET", "/syncs/progress/abc", key=wrong) == unauthorized
    assert kosync(served, "POST", "/users/create", {"username": "reader", "password": wrong})[0] == 401
    assert kosync(served, "POST", "/users/create", {"username": "reader"}) == \
        (403, {"code": 2003, "message": "Invalid request"})
    # the sync key opens nothing else: the site still wants the token, whatever the path says
    for path in ("/api/ereader", "/users/../index.html", "/syncs/progress/../../index.html", "/users/create"):
        status, _, _ = served.request("GET", path, token=False,
                                      headers={"x-auth-user": "reader", "x-auth-key": password(served)})
        assert status == 403, path


def test_register_login_and_a_push_move_the_progress(synced):
    served, db, numbers = synced
    key = password(served)
    assert kosync(served, "POST", "/users/create", {"username": "reader", "password": key}) == \
        (201, {"username": "reader"})
    assert kosync(served, "GET", "/users/auth", key=key) == (200, {"authorized": "OK"})
    document = koreader_partial_md5(OZ_FILES[1])
    # Oz 2's 12th spine item is its 7th story chapter (five front-matter files come first).
    progress = "/body/DocFragment[12]/body/section/p[9]/text().17"
    status, reply = kosync(served, "PUT", "/syncs/progress", {
        "document": document, "progress": progress, "percentage": 0.27, "device": "Kobo Libra 2",
        "device_id": "A1B2"}, key=key)
    assert status == 200 and reply["document"] == document and isinstance(reply["timestamp"], int)
    status, pulled = kosync(served, "GET", f"/syncs/progress/{document}", key=key)
    assert status == 200
    assert {k: pulled[k] for k in ("document", "progress", "percentage", "device", "device_id")} == \
        {"document": document, "progress": progress, "percentage": 0.27, "device": "Kobo Libra 2", "device_id": "A1B2"}
    assert kosync(served, "GET", "/syncs/progress/" + "0" * 32, key=key) == (200, {})

    status, _, data = served.request("GET", "/api/ereader")
    shown = json.loads(data)["position"]
    assert status == 200 and shown["locator"].startswith("2.7.") and shown["finished"] == "2.6"
    assert shown["saved"] == "2.6" and shown["saved_no"] == numbers["2.6"]
    assert shown["progress"] == progress  # kosync's own record, as pushed

    # behind the saved progress: kept as the newest push, but the progress stays
    kosync(served, "PUT", "/syncs/progress", {"document": document, "progress": "/body/DocFragment[7]/body/p[3]",
                                              "percentage": 0.05, "device": "Phone", "device_id": "C3"}, key=key)
    shown = json.loads(served.request("GET", "/api/ereader")[2])["position"]
    assert shown["locator"].startswith("2.2.") and shown["finished"] == "2.1" and shown["follow_back"] is False
    assert shown["saved"] == "2.6"

    # the file-name id of another work's volume: that work's progress moves, not the served one's
    ozma = hashlib.md5(OZ_FILES[2].name.encode()).hexdigest()
    assert kosync(served, "PUT", "/syncs/progress", {"document": ozma, "progress": "/body/DocFragment[9]/body/p[1]",
                                                     "percentage": 0.1, "device": "Phone", "device_id": "C3"},
                  key=key)[0] == 200



@pytest.mark.browser
def test_the_served_site_follows_the_pushed_progress(synced, browser):
    served, _, numbers = synced
    context, tab, errors = served.open_tab(browser)  # a fresh browser that knows no progress
    badge = tab.locator("[data-ereader]")
    badge.wait_for()
    assert badge.inner_text().startswith("KOReader: 2.2.")  # where the e-reader is now
    assert tab.evaluate("Understory.progress()") == numbers["2.6"]  # the progress the pushes moved
    # a reader further on in the site is not moved back, even by a push not applied yet
    tab.evaluate("n => { localStorage.setItem('understory:oz:progress', String(n));"
                 " localStorage.removeItem('understory:oz:ereader'); }", numbers["2.7"])
    tab.reload()
    tab.locator("[data-ereader]").wait_for()
    assert tab.evaluate("Understory.progress()") == numbers["2.7"]
    context.close()
    assert not errors, errors


def test_what_was_pushed_is_written_back_to_the_store(synced):
    served, db, _ = synced
    served.stop()  # what serve wrote goes back to the store (this module's last test)
    store = open_store(db, read_only=True)
    assert saved_position(store, books.find_work(store, "oz").work_id) == "2.6"
    assert saved_position(store, books.find_work(store, "ozma").work_id) is not None
    store.close()
    shown = CliRunner().invoke(app, ["status", "--db", str(db), "--work", "oz"])
    assert shown.exit_code == 0 and "position from KOReader: 2.2." in shown.output and "on Phone" in shown.output
