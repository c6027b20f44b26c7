"""Nothing lost under load (issue 29): concurrent conversations, a replacing ingest that
loses text, an interrupted first site build, calls abandoned at their deadline, and the
served folder's files."""

from __future__ import annotations

import threading

from understory_cli.store import conversations as conversation_store
from understory_cli.store import open_store
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
    import asyncio

    from understory_cli.config import load_config
    from understory_cli.serve import load_book
    from understory_cli.serve.chat import Busy, Companion, Question
    from understory_cli.serve.pool import StorePool

    (tmp_path / "understory.yaml").write_text("provider: offline\nembeddings: {provider: none}\n", encoding="utf-8")
    config = load_config(tmp_path / "understory.yaml")
    book = load_book(sample_store, None)
    pool = StorePool(sample_store, workers=2, name="test")
    companion = Companion(book, pool, config, lambda c, s: None, max_waiting=2)
    last = max(book.chapter_locator)

    async def flood() -> list[str]:
        outcomes = []
        jobs = []
        for n in range(3):
            try:
                jobs.append(await companion.start(Question(f"Who is Tamsin? {n}", last, "auto")))
                outcomes.append("started")
            except Busy as exc:
                outcomes.append(f"busy: {exc}")
        # the first question runs to its end; its slot is then free again
        events = [chunk async for chunk in companion.stream(jobs[0], Question("Who is Tamsin?", last, "auto"))]
        assert any(b"event: answer" in e for e in events)
        jobs.append(await companion.start(Question("And Gull Rock?", last, "auto")))
        outcomes.append("started")
        return outcomes

    try:
        outcomes = asyncio.run(flood())
    finally:
        pool.close()
    assert outcomes[:2] == ["started", "started"] and outcomes[3] == "started"
    assert outcomes[2].startswith("busy: The companion is busy with 2 questions")
    assert companion.in_flight == 2
