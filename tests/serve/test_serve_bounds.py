"""`understory serve`'s requests bounded before they are read (issue 40): a body past the
limit is refused with 413 from its Content-Length or while it streams, and the server's
memory (its peak RSS, from /proc) stays bounded; text the store cannot keep is a 400 with a
plain message, in a question and in a selected passage. A real server process."""

from __future__ import annotations

import http.client
import json
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from support.serve_support import OFFLINE_CONFIG, sample_site, start_serve

BIG = 100 * 1024 * 1024
PIECE = b"x" * (1024 * 1024)


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    folder = tmp_path_factory.mktemp("serve-bounds")
    sample_site(folder).close()
    served = start_serve(folder, folder / "sample.duckdb", folder / "site", OFFLINE_CONFIG)
    yield served
    served.stop()


def peak_rss_mb(pid: int) -> float:
    """The process's high-water mark of resident memory (VmHWM), in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmHWM in /proc status")


def post_big(served, *, declared: bool) -> tuple[int, bytes | None]:
    """100 MB to /api/ask, with its Content-Length or chunked; the server may stop reading early."""
    parts = urlsplit(served.base)
    con = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
    con.putrequest("POST", "/api/ask", skip_host=True, skip_accept_encoding=True)
    for key, value in {"Host": served.host, "X-Understory-Token": served.token, "Origin": served.base,
                       "Content-Type": "application/json"}.items():
        con.putheader(key, value)
    con.putheader(*(("Content-Length", str(BIG)) if declared else ("Transfer-Encoding", "chunked")))
    con.endheaders()
    try:
        for _ in range(BIG // len(PIECE)):
            con.send(PIECE if declared else b"%x\r\n%s\r\n" % (len(PIECE), PIECE))
        if not declared:
            con.send(b"0\r\n\r\n")
    except OSError:  # refused and closed before the body was all sent: what we want
        pass
    response = con.getresponse()
    try:
        data: bytes | None = response.read()
    except (http.client.IncompleteRead, ConnectionResetError):
        # The server closed while our unsent body was still arriving: the kernel's reset may cut the
        # refusal's own body in flight (any HTTP server refusing early shares this); its status came.
        data = None
    con.close()
    return response.status, data


@pytest.mark.parametrize("declared", [True, False], ids=["content-length", "chunked"])
def test_a_hundred_megabyte_body_is_refused_with_413_and_memory_stays_bounded(served, declared):
    before = peak_rss_mb(served.process.pid)
    for _ in range(3):
        status, data = post_big(served, declared=declared)
        assert status == 413 and (data is None or b"at most 64 KB" in data)
    peak = peak_rss_mb(served.process.pid)
    assert peak < 300 and peak - before < 50, (before, peak)
    assert served.request("GET", "/api/status")[0] == 200  # still serving


def ask(served, raw: bytes) -> tuple[int, dict]:
    status, _, data = served.request("POST", "/api/ask", body=raw,
                                     headers={"Origin": served.base, "Content-Type": "application/json"})
    return status, json.loads(data)


@pytest.mark.parametrize(("raw", "field", "what"), [
    (b'{"question": "Who is \\ud800 Wren?", "progress": 2}', "question", "surrogate pair"),
    (b'{"question": "Who is \\u0000 Wren?", "progress": 2}', "question", "NUL character"),
    (b'{"question": "Who is Wren?", "progress": 2, "passage": {"text": "the lamp \\udfff", "locator": "1.1.1"}}',
     "passage.text", "surrogate pair"),
], ids=["surrogate-question", "nul-question", "surrogate-passage"])
def test_text_that_cannot_be_stored_is_a_400_with_a_plain_message(served, raw, field, what):
    status, data = ask(served, raw)
    assert status == 400
    assert data["error"].startswith(f"The {field} holds") and what in data["error"] and "cannot be stored" in data["error"]


def test_the_same_question_without_the_bad_character_is_answered(served):
    status, _, data = served.request("POST", "/api/ask", body=b'{"question": "Who is Wren?", "progress": 2}',
                                     headers={"Origin": served.base, "Content-Type": "application/json"})
    assert status == 200 and b"event: answer" in data


def test_a_body_declared_too_large_is_refused_before_it_is_sent_with_a_plain_message(served):
    parts = urlsplit(served.base)
    con = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
    con.putrequest("POST", "/api/ask", skip_host=True, skip_accept_encoding=True)
    for key, value in {"Host": served.host, "X-Understory-Token": served.token, "Origin": served.base,
                       "Content-Type": "application/json", "Content-Length": str(BIG)}.items():
        con.putheader(key, value)
    con.endheaders()  # nothing of the body sent: the refusal comes from the header alone
    response = con.getresponse()
    assert response.status == 413 and b"at most 64 KB" in response.read()
    con.close()
