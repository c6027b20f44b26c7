"""`understory serve` over HTTP: the token, the Host and Origin checks, the API key, one
question at a time, and the companion with no model (extracts, and what a model would add).

A real server process on the sample book; raw requests set any header they like.
"""

from __future__ import annotations

import http.client
import json
import re
import shutil
import threading
from urllib.parse import urlsplit

import pytest
from conftest import chapter_no_at
from support.serve_fake_model import start_fake_model
from support.serve_support import OFFLINE_CONFIG, SECRET, model_config, sample_site, sse_events, start_serve

from understory_cli.store import books


@pytest.fixture(scope="module")
def sample_db(tmp_path_factory):
    folder = tmp_path_factory.mktemp("serve-sample")
    store = sample_site(folder)
    work = books.resolve_work(store, None)
    last = max(chapter_no_at(store, work.work_id, c.locator) for c in books.table_of_contents(store, work.work_id))
    store.close()
    return folder, last


@pytest.fixture(scope="module")
def extractive(sample_db):
    folder, last = sample_db
    served = start_serve(folder, folder / "sample.duckdb", folder / "site", OFFLINE_CONFIG)
    yield served, last
    served.stop()


events = sse_events


def ask(served, question: str, progress: int, **extra) -> tuple[int, bytes]:
    body = json.dumps({"question": question, "progress": progress, **extra}).encode()
    status, _, data = served.request("POST", "/api/ask", body=body,
                                     headers={"Origin": served.base, "Content-Type": "application/json"})
    return status, data


def test_every_request_needs_the_token_then_the_cookie(extractive):
    served, _ = extractive
    for path in ("/", "/index.html", "/api/status", "/api/search?q=lamp&progress=1", "/assets/core.js"):
        assert served.request("GET", path, token=False)[0] == 403, path
    assert served.request("GET", "/?token=wrong", token=False)[0] == 403
    status, headers, _ = served.request("GET", "/?token=" + served.token, token=False)
    assert status == 303 and headers["location"] == "/" and "token=" not in headers["location"]
    cookie = headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    pair = cookie.split(";", 1)[0]
    status, headers, body = served.request("GET", "/index.html", token=False, headers={"Cookie": pair})
    assert status == 200 and b"<html" in body
    assert "script-src 'self'" in headers["content-security-policy"] and "unsafe-inline" not in headers["content-security-policy"]
    assert served.request("GET", "/index.html", token=False, headers={"Cookie": "understory_token=nope"})[0] == 403


def test_a_foreign_host_is_refused_even_with_the_token(extractive):
    served, _ = extractive
    port = served.host.rsplit(":", 1)[1]
    for host in ("evil.example", f"evil.example:{port}", "127.0.0.1.nip.io:" + port, f"127.0.0.2:{port}"):
        status, _, _ = served.request("GET", "/api/status", headers={"Host": host})
        assert status == 421, host
    assert served.request("GET", "/api/status", headers={"Host": f"localhost:{port}"})[0] == 200


def test_a_post_from_another_origin_or_none_is_refused(extractive):
    served, last = extractive
    body = json.dumps({"question": "Who keeps the lighthouse?", "progress": last}).encode()
    for origin in ("http://evil.example", "null", f"http://localhost.evil:{served.host.rsplit(':', 1)[1]}"):
        status, _, _ = served.request("POST", "/api/ask", body=body, headers={"Origin": origin})
        assert status == 403, origin
    assert served.request("POST", "/api/ask", body=body)[0] == 403  # no Origin at all
    assert served.request("POST", "/api/settings/undo", body=b"{}", headers={"Origin": "http://evil.example"})[0] == 403
    status, data = ask(served, "Who keeps the lighthouse?", last)
    assert status == 200 and events(data)[0][0] == "ack"


def test_without_a_model_search_and_extracts_work_and_the_chat_says_what_a_model_adds(extractive):
    served, last = extractive
    status, _, data = served.request("GET", "/api/status")
    info = json.loads(data)
    assert status == 200 and info["model"] is None and "understory.yaml" in info["advice"]
    status, _, data = served.request("GET", f"/api/search?q=lighthouse&progress={last}")
    found = json.loads(data)
    assert status == 200 and found["results"] and all(r["n"] <= last for r in found["results"])
    assert [r["n"] for r in found["results"]] == sorted(r["n"] for r in found["results"])  # story order
    # A name is not a stem: passages that hold it whole, as typed, first ("Grey Pilot" before
    # "the grey morning"), story order within each, and each pointed at a paragraph holding the
    # word whole ("St. Brannoc's Eve", not "Seven weeks").
    def search(q):
        return json.loads(served.request("GET", f"/api/search?q={q}&progress={last}")[2])["results"]
    assert re.search(r"\bGrey\b", search("Grey")[0]["text"])
    whole = [bool(re.search(r"\bEve\b", r["text"])) for r in search("Eve")]
    assert whole[0] and whole == sorted(whole, reverse=True), whole
    status, data = ask(served, "Who keeps the lighthouse?", last)
    kinds = [k for k, _ in events(data)]
    assert kinds[0] == "ack" and "answer" in kinds and kinds[-1] == "done"
    answer = dict(events(data))["answer"]
    assert answer["kind"] == "extracts" and "Extracts, not an answer" in answer["html"] and 'class="cite"' in answer["html"]
    # no progress, no answer and no text: the browser's progress is the only horizon
    status, data = ask(served, "Who keeps the lighthouse?", None)
    assert status == 400 and b"how far you have read" in data
    status, _, data = served.request("GET", "/api/search?q=lighthouse&progress=")
    assert json.loads(data)["results"] == []


def test_the_api_key_never_reaches_the_browser_and_one_question_at_a_time(sample_db, tmp_path):
    folder, last = sample_db
    db = tmp_path / "copy.duckdb"
    shutil.copy(folder / "sample.duckdb", db)
    server, model = start_fake_model(delay_s=1.0)
    served = start_serve(tmp_path, db, folder / "site", model_config(server.url_for("/v1")))
    try:
        status, _, data = served.request("GET", "/api/status")
        assert json.loads(data)["model"] == "fake-companion"
        first: dict = {}
        started = threading.Event()

        def slow():  # read the stream as a browser does: the ack names the conversation at once
            parts = urlsplit(served.base)
            con = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
            body = json.dumps({"question": "Who keeps the Lighthouse?", "progress": last})
            con.request("POST", "/api/ask", body=body, headers={"Origin": served.base, "X-Understory-Token": served.token})
            response = con.getresponse()
            head = b""
            while b"\n\n" not in head:
                head += response.read1(1024)
            first["conversation"] = events(head)[0][1]["conversation_id"]
            started.set()
            first["data"] = head + response.read()
            con.close()

        thread = threading.Thread(target=slow)
        thread.start()
        assert started.wait(30)
        status, data = ask(served, "And then?", last, conversation_id=first["conversation"])
        assert status == 409 and b"one at a time" in data
        thread.join(60)
        kinds = [k for k, _ in events(first["data"])]
        assert kinds[0] == "ack" and "tool" in kinds and "answer" in kinds
        status, data = ask(served, "And then?", last, conversation_id=first["conversation"])  # free again
        assert status == 200 and "answer" in [k for k, _ in events(data)]
        bodies = [first["data"], data]
        for path in ("/api/status", "/", "/chat.html", "/assets/chat.js", f"/api/conversations?progress={last}",
                     f"/api/conversations/{first['conversation']}?progress={last}"):
            bodies.append(served.request("GET", path)[2])
        assert not any(SECRET.encode() in b for b in bodies)
        assert b"Who keeps the Lighthouse?" in bodies[-1]  # the conversation was kept
    finally:
        served.stop()
        server.stop()


def test_listening_on_every_address_answers_to_the_address_a_device_typed(sample_db):
    """A phone on the network types the machine's address: that Host is ours (the connection
    came in on it); a name of another's is still refused. Any 127/8 address stands for it here."""
    folder, _ = sample_db
    served = start_serve(folder, folder / "sample.duckdb", folder / "site-lan", OFFLINE_CONFIG,
                         extra=("--listen", "0.0.0.0"))
    try:
        port = urlsplit(served.base).port
        assert urlsplit(served.base).hostname == "127.0.0.1"  # this machine's browser: not 0.0.0.0
        reached = re.search(r"other devices: (http://\S+)", served.log.read_text())
        assert reached and urlsplit(reached.group(1)).hostname != "0.0.0.0"

        def status(host: str) -> int:
            con = http.client.HTTPConnection("127.0.0.2", port, timeout=60)
            con.request("GET", "/api/status", headers={"Host": host, "X-Understory-Token": served.token})
            code = con.getresponse().status
            con.close()
            return code

        assert status(f"127.0.0.2:{port}") == 200
        assert status(f"127.0.0.3:{port}") == 421  # not the address this connection came in on
        assert status(f"evil.example:{port}") == 421
    finally:
        served.stop()
