"""Nothing lost under load (issue 29): concurrent conversations, an interrupted first site build,
calls abandoned at their deadline, and the served folder's files (a replacing ingest that loses
text: tests/ingest/test_ingest_replace.py)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from conftest import ROOT, SAMPLE, chapter_no_at, store_copy
from support.serve_fake_model import start_fake_model
from support.serve_support import OFFLINE_CONFIG, model_config, start_serve

from understory_cli.config import load_config
from understory_cli.ingest import ingest
from understory_cli.serve import ensure_site, load_book
from understory_cli.serve.chat import Busy, Companion, Question
from understory_cli.serve.pool import StorePool
from understory_cli.static_site import build_site
from understory_cli.static_site.write import JOURNAL, MANIFEST
from understory_cli.store import books, ledger, open_store
from understory_cli.store import conversations as conversation_store
from understory_cli.store import requests as request_store


def test_sixteen_threads_start_sixteen_distinct_conversations(sample_store):
    work_id = int(sample_store.scalar("SELECT min(work_id) FROM works"))
    sample_store.close()
    store = open_store(sample_store.path)
    gate = threading.Barrier(16)
    made, failures = [], []

    def start(n: int) -> None:
        own = store.cursor()  # serve's worker threads each hold a cursor
        gate.wait()
        try:
            conversation = conversation_store.start_conversation(own, work_id, f"question {n}")
            conversation_store.add_messages(own, conversation.conversation_id,
                                            [("user", f"question {n}", None, None), ("assistant", "answer", 3, {})])
            made.append(conversation.conversation_id)
        except Exception as exc:  # noqa: BLE001 - the failure is the finding
            failures.append(repr(exc))
        finally:
            own.close()

    threads = [threading.Thread(target=start, args=(n,)) for n in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
    assert len(set(made)) == 16
    stored = store.all("SELECT conversation_id, title FROM conversations ORDER BY conversation_id")
    assert len(stored) == 16 and {t for _, t in stored} == {f"question {n}" for n in range(16)}
    for conversation_id in made:
        found = conversation_store.load_conversation(store, conversation_id)
        assert [m.seq for m in found.messages] == [1, 2]
    store.close()


def test_a_store_upgraded_to_sequences_continues_past_the_ids_it_holds(sample_store):
    """A store made before the sequences (m011) hands out ids after the ones it already holds."""
    work_id = int(sample_store.scalar("SELECT min(work_id) FROM works"))
    for n in (1, 2, 7):  # as an older understory wrote them, max + 1 (with a gap)
        sample_store.all("INSERT INTO conversations (conversation_id, work_id, title) VALUES (?, ?, 'old')", [n, work_id])
    sample_store.all("INSERT INTO wiki_requests (request_id, work_id, kind, title, point_ids, brief, status) "
                     "VALUES (4, ?, 'entry', 'Old', [], '', 'pending')", [work_id])
    sample_store.all("DROP SEQUENCE conversation_ids")
    sample_store.all("DROP SEQUENCE wiki_request_ids")
    sample_store.all("DELETE FROM _migrations WHERE name = 'm011_id_sequences'")
    sample_store.close()
    store = open_store(sample_store.path)  # upgraded on open
    assert conversation_store.start_conversation(store, work_id, "new").conversation_id == 8
    assert request_store.add_request(store, work_id, "entry", "Gull Rock", [], "brief").request_id == 5
    store.close()


def test_past_its_limit_the_companion_says_busy_and_frees_the_slot_when_a_question_ends(sample_store, tmp_path):
    (tmp_path / "understory.yaml").write_text("provider: extractive\nembeddings: {provider: none}\n", encoding="utf-8")
    config = load_config(tmp_path / "understory.yaml")
    book = load_book(sample_store, None, config)
    pool = StorePool(sample_store, workers=2, name="test")
    companion = Companion(book, pool, config, lambda c, s: None, max_waiting=2)
    last = max(book.index.locator_of)
    hold = threading.Event()  # the runs wait here, so both questions are in flight when the third comes
    run = companion._run
    companion._run = lambda store, job, question: (hold.wait(60), run(store, job, question))

    async def answered(job) -> bool:
        events = [chunk async for chunk in companion.stream(job, Question("Who is Tamsin?", last, "auto"))]
        return any(b"event: answer" in e for e in events)

    async def flood() -> list:
        outcomes, jobs = [], []
        for n in range(3):
            try:
                jobs.append(await companion.start(Question(f"Who is Tamsin? {n}", last, "auto")))
                outcomes.append("started")
            except Busy as exc:
                outcomes.append(f"busy: {exc}")
        hold.set()
        outcomes.append(await answered(jobs[0]))
        jobs.append(await companion.start(Question("And Gull Rock?", last, "auto")))  # a slot is free again
        outcomes += [await answered(jobs[1]), await answered(jobs[2]), companion.in_flight]
        return outcomes

    try:
        outcomes = asyncio.run(flood())
    finally:
        hold.set()
        pool.close()
    assert outcomes[:2] == ["started", "started"]
    assert outcomes[2] == "busy: The companion is busy with 2 questions; ask again in a moment."
    assert outcomes[3:] == [True, True, True, 0]


# -- an interrupted first build-site ---------------------------------------------------


class Interrupted(BaseException):
    """Stands for Ctrl-C or a kill: nothing after it runs."""


def interrupted_build(store, out, *, at_page: int) -> None:
    def stop(event) -> None:
        if event.label == "writing pages" and event.done == at_page:
            raise Interrupted

    with pytest.raises(Interrupted):
        build_site(store, out, progress=stop)


def folder_bytes(folder) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_first_build_interrupted_halfway_is_finished_by_the_next_with_no_difference(sample_store, tmp_path):
    whole = tmp_path / "whole"
    build_site(sample_store, whole)
    out = tmp_path / "site_k1"
    interrupted_build(sample_store, out, at_page=10)
    assert (out / JOURNAL).is_file() and not (out / MANIFEST).exists()
    journaled = (out / JOURNAL).read_text(encoding="utf-8").splitlines()
    assert len(journaled) > 10 and all((out / rel).is_file() for rel in journaled)
    (out / (journaled[-1] + ".tmp")).write_bytes(b"half a page")  # a kill in the middle of a file leaves this
    build_site(sample_store, out)  # refused before: "site_k1 is not empty and holds no understory site"
    assert folder_bytes(out) == folder_bytes(whole)


def test_serve_finishes_an_interrupted_build_instead_of_refusing_or_serving_half(sample_store, tmp_path):
    whole = tmp_path / "whole"
    build_site(sample_store, whole)
    out = tmp_path / "site"
    build_site(sample_store, out)
    (out / "index.html").write_text("changed by hand", encoding="utf-8")  # so a rebuild shows
    interrupted_build(sample_store, out, at_page=3)  # a rebuild interrupted: the old manifest is still there
    assert (out / MANIFEST).is_file() and (out / JOURNAL).is_file()
    assert ensure_site(sample_store, out, work=None)  # a journal means unfinished: built again
    assert folder_bytes(out) == folder_bytes(whole)
    assert not ensure_site(sample_store, out, work=None)  # and then it is complete


def test_a_folder_of_someone_elses_files_is_still_refused(sample_store, tmp_path):
    out = tmp_path / "photos"
    out.mkdir()
    (out / "holiday.jpg").write_bytes(b"not ours")
    with pytest.raises(Exception, match="holds no understory site"):
        build_site(sample_store, out)
    assert folder_bytes(out) == {"holiday.jpg": b"not ours"}


# -- every request sent is in the ledger -----------------------------------------------


CALLER = textwrap.dedent("""
    import sys
    from understory_cli.config import Config
    from understory_cli.llm.client import ChatClient
    from understory_cli.store import open_store

    config = Config.model_validate({"provider": "openai", "retries": 1, "timeout_s": 600, "models": {"main": {
        "base_url": sys.argv[2], "model": "silent-model", "api_key_env": "UNDERSTORY_TEST_KEY"}}})
    store = open_store(sys.argv[1])
    ChatClient(config, store).complete([{"role": "user", "content": "Who keeps the lamp on Gull Rock? " * 40}],
                                       stage="analyze", unit="1.2", work_id=1)
""")


def test_a_call_in_flight_when_the_process_is_killed_is_in_the_ledger_as_abandoned(tmp_path):
    db = tmp_path / "s.duckdb"
    store = open_store(db)
    ingest(store, [SAMPLE / "vol1"])
    store.close()
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(1)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "LANG": "C.UTF-8", "UNDERSTORY_TEST_KEY": "sk-test",
           "PYTHONPATH": str(ROOT)}
    url = f"http://127.0.0.1:{silent.getsockname()[1]}/v1"
    caller = subprocess.Popen([sys.executable, "-c", CALLER, str(db), url], env=env, cwd=tmp_path,
                              stderr=subprocess.PIPE)
    try:
        silent.settimeout(120)
        con, _ = silent.accept()
        con.settimeout(120)
        received = b""
        while b"Gull Rock" not in received:  # the request went out; the server never answers
            chunk = con.recv(65536)
            assert chunk, caller.stderr.read() if caller.poll() is not None else "connection closed"
            received += chunk
        os.kill(caller.pid, signal.SIGKILL)
        caller.wait(30)
        con.close()
    finally:
        silent.close()
        if caller.poll() is None:
            caller.kill()
    store = open_store(db)
    [row] = ledger.calls(store)
    assert (row.stage, row.unit, row.model, row.status) == ("analyze", "1.2", "silent-model", "abandoned")
    assert row.input_tokens > 200 and row.output_tokens == 0  # the prompt, estimated: what the provider may bill
    [total] = ledger.usage_totals(store)
    assert total.abandoned_calls == 1 and total.input_tokens == row.input_tokens
    store.close()
    shown = subprocess.run([sys.executable, "-m", "understory_cli", "status", "--db", str(db)], env=env, cwd=tmp_path,
                           capture_output=True, text=True, timeout=300)
    assert shown.returncode == 0, shown.stderr
    said = " ".join(shown.stdout.split())
    assert f"{row.input_tokens:,}" in said and "1 call abandoned" in said and "the provider may bill them" in said


# -- serve shows the site's files, nothing else -------------------------------------------


HARDENING = {"x-content-type-options": "nosniff", "x-frame-options": "DENY"}


def test_serve_serves_only_the_manifests_files_and_every_response_is_hardened(tmp_path):
    db = tmp_path / "book.duckdb"
    store = open_store(db)
    ingest(store, [SAMPLE / "vol1"])
    site = tmp_path / "site"
    build_site(store, site)
    store.close()
    listed = (site / MANIFEST).read_text(encoding="utf-8").splitlines()
    shutil.copy(db, site / "book.duckdb")  # a store (or a backup) placed inside the site folder
    (site / "reader" / "notes.txt").write_text("private", encoding="utf-8")
    (site / JOURNAL).write_text("index.html\n", encoding="utf-8")
    os.symlink(db, site / "assets" / "linked.duckdb")
    served = start_serve(tmp_path, db, site, OFFLINE_CONFIG)
    try:
        # the journal makes serve rebuild first: the site is complete again, the strays stay unlisted
        for rel in ("book.duckdb", "reader/notes.txt", JOURNAL, MANIFEST, "assets/linked.duckdb",
                    "reader/../book.duckdb", "%2e%2e/book.duckdb"):
            status, headers, body = served.request("GET", "/" + rel)
            assert status == 404, (rel, status)
            assert b"DUCK" not in body and b"private" not in body
            assert {k: headers.get(k) for k in HARDENING} == HARDENING
        for rel in ("index.html", "assets/site.css", next(r for r in listed if r.startswith("reader/"))):
            status, headers, body = served.request("GET", "/" + rel)
            assert status == 200 and body == (site / rel).read_bytes(), rel
            assert {k: headers.get(k) for k in HARDENING} == HARDENING
        status, headers, _ = served.request("GET", "/")
        assert status == 200 and {k: headers.get(k) for k in HARDENING} == HARDENING
        for refused in (served.request("GET", "/", token=False),  # no token
                        served.request("GET", "/", headers={"Host": "evil.example:80"}),
                        served.request("GET", "/?token=wrong", token=False)):
            status, headers, _ = refused
            assert status in (403, 421) and {k: headers.get(k) for k in HARDENING} == HARDENING
        status, headers, _ = served.request("GET", f"/?token={served.token}", token=False)  # the cookie redirect
        assert status == 303 and {k: headers.get(k) for k in HARDENING} == HARDENING
    finally:
        served.stop()


@pytest.mark.corpus
def test_build_site_killed_halfway_into_a_new_folder_is_completed_by_the_next_run(oz_store, tmp_path):
    """kill -9 of a real `understory build-site` process, then the same command again."""
    copy = store_copy(oz_store, tmp_path)
    whole = tmp_path / "whole"
    build_site(copy, whole)
    pages = len((whole / MANIFEST).read_text(encoding="utf-8").splitlines())
    copy.close()
    db, out = Path(copy.path), tmp_path / "site_k1"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "LANG": "C.UTF-8", "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "understory_cli", "build-site", "--out", str(out), "--db", str(db)]
    build = subprocess.Popen(command, env=env, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    journal = out / JOURNAL
    for _ in range(6000):  # up to a minute of short waits, until a third of the site is written
        if journal.is_file() and len(journal.read_text(encoding="utf-8").splitlines()) >= pages // 3:
            break
        assert build.poll() is None, build.stderr.read()
        time.sleep(0.01)
    os.kill(build.pid, signal.SIGKILL)
    build.wait(30)
    assert journal.is_file() and not (out / MANIFEST).exists()  # killed halfway, not finished
    assert 0 < len(folder_bytes(out)) < pages
    again = subprocess.run(command, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert again.returncode == 0, again.stderr
    assert folder_bytes(out) == folder_bytes(whole)


def test_readers_who_leave_at_once_free_their_slots(sample_store, tmp_path):
    """40 questions posted and their connections closed before the answer (past the
    limit of 32): each run ends on its own and frees its slot; then a question is answered."""
    work = books.resolve_work(sample_store, None)
    last = max(chapter_no_at(sample_store, work.work_id, c.locator)
               for c in books.table_of_contents(sample_store, work.work_id))
    build_site(sample_store, tmp_path / "site")
    sample_store.close()
    served = start_serve(tmp_path, Path(sample_store.path), tmp_path / "site", OFFLINE_CONFIG)
    body = json.dumps({"question": "Who keeps the Lighthouse?", "progress": last}).encode()
    try:
        port = int(served.host.rsplit(":", 1)[1])
        for _ in range(40):
            with socket.create_connection(("127.0.0.1", port), timeout=30) as gone:
                gone.sendall(b"POST /api/ask HTTP/1.1\r\nHost: " + served.host.encode() + b"\r\nOrigin: "
                             + served.base.encode() + b"\r\nX-Understory-Token: " + served.token.encode()
                             + b"\r\nContent-Type: application/json\r\nContent-Length: "
                             + str(len(body)).encode() + b"\r\n\r\n" + body)
        for _ in range(600):  # up to a minute of short waits while the abandoned runs end
            status, _, data = served.request("POST", "/api/ask", body=body,
                                             headers={"Origin": served.base, "Content-Type": "application/json"})
            if status != 503:
                break
            time.sleep(0.1)
        assert status == 200 and b"event: answer" in data, (status, data[-300:])
    finally:
        served.stop()


def test_a_reader_who_leaves_a_spoiler_dialog_open_frees_the_conversation(sample_store, tmp_path):
    """The stream is closed while the run waits for the reader's spoiler choice: that is a
    cancel, the run ends, and the conversation takes its next question."""
    work = books.resolve_work(sample_store, None)
    last = max(chapter_no_at(sample_store, work.work_id, c.locator)
               for c in books.table_of_contents(sample_store, work.work_id))
    build_site(sample_store, tmp_path / "site")
    sample_store.close()
    server, _ = start_fake_model()
    served = start_serve(tmp_path, Path(sample_store.path), tmp_path / "site", model_config(server.url_for("/v1")))
    try:
        con = socket.create_connection(("127.0.0.1", int(served.host.rsplit(":", 1)[1])), timeout=60)
        body = json.dumps({"question": "Does Wren really leave Gull Rock?", "progress": last}).encode()
        con.sendall(b"POST /api/ask HTTP/1.1\r\nHost: " + served.host.encode() + b"\r\nOrigin: " + served.base.encode()
                    + b"\r\nX-Understory-Token: " + served.token.encode() + b"\r\nContent-Type: application/json"
                    + b"\r\nContent-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
        seen = b""
        while b"event: consent" not in seen:
            chunk = con.recv(65536)
            assert chunk, seen
            seen += chunk
        conversation = json.loads(re.search(rb"event: ack\r?\ndata: (.*)", seen).group(1))["conversation_id"]
        con.close()  # the dialog is left open: the reader closed the tab
        again = json.dumps({"question": "Who keeps the Lighthouse?", "progress": last,
                            "conversation_id": conversation}).encode()
        for _ in range(300):  # up to half a minute of short waits
            status, _, data = served.request("POST", "/api/ask", body=again,
                                             headers={"Origin": served.base, "Content-Type": "application/json"})
            if status != 409:
                break
            time.sleep(0.1)
        assert status == 200 and b"event: answer" in data, (status, data[-300:])
    finally:
        served.stop()
        server.stop()


def test_a_spoiler_choice_nobody_can_make_is_no_choice_not_a_fifteen_minute_wait(monkeypatch):
    """A run asks for consent after its reader left, or with no reader ever reading its
    stream: no choice at once (ask ends with the extracts; it waited CONSENT_WAIT_S, 15
    minutes, holding one of the 4 workers)."""
    import understory_cli.serve.chat as chat

    monkeypatch.setattr(chat, "ATTACH_WAIT_S", 0.05)
    monkeypatch.setattr(chat, "CONSENT_WAIT_S", 60.0)  # would fail the test's own time limit if waited
    request = type("Request", (), {"reason": "told later", "position": "1.2"})()
    loop = asyncio.new_event_loop()
    try:
        never_read = chat.Job("a", 1, loop)
        assert never_read.consent(request) is None
        left = chat.Job("b", 2, loop)
        left.attached.set()
        left.leave()
        assert left.consent(request) is None and not left.choose("full")
        reading = chat.Job("c", 3, loop)
        reading.attached.set()

        def reader_answers() -> None:  # as soon as the dialog is up
            for _ in range(1000):
                if reading.choose("full"):
                    return
                time.sleep(0.01)

        threading.Thread(target=reader_answers).start()
        assert reading.consent(request) == "full"
    finally:
        loop.close()
