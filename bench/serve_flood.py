"""`understory serve` under a flood: 200 questions posted at once, nothing lost.

The sample book is ingested into a temporary store and its site built; a local fake
OpenAI-compatible model (tests/support/serve_fake_model.py, `--model-delay` seconds per completion)
plays the agent. `--questions` clients wait on one barrier, then each posts a question
(a new conversation each) and reads its event stream to the end. Every reply is counted:

- answered: HTTP 200 and an `answer` event;
- busy: HTTP 503 (or 429) saying so, with Retry-After;
- errors: anything else (a 500, a stream that ends in `error` or without an answer, a
  dropped connection). The target is 0.

Two servers are flooded: `understory serve` as a real process (its default limit of 32
questions in flight, the rest told "busy"), and the same app in-process with the limit
raised past the flood, so every question queues and runs, and the store takes all 200
conversations from the worker threads. Afterwards the store is read: one conversation
per answer, each with its question and answer, no id twice.

    python bench/serve_flood.py [--questions 200] [--model-delay 0.0]
"""

from __future__ import annotations

import argparse
import http.client
import json
import logging
import shutil
import socket
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from _common import print_table  # noqa: E402
from support.serve_fake_model import start_fake_model  # noqa: E402
from support.serve_support import KEY_ENV, SECRET, model_config, start_serve  # noqa: E402

from understory_cli.config import Config  # noqa: E402
from understory_cli.ingest import ingest  # noqa: E402
from understory_cli.position import BookIndex  # noqa: E402
from understory_cli.static_site import build_site  # noqa: E402
from understory_cli.store import books, open_store  # noqa: E402

SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "lantern-keeper"
QUESTION = "Who keeps the Lighthouse?"


def one_question(base: str, token: str, progress: int, n: int) -> dict:
    """Post one question and read its stream; what came back."""
    parts = urlsplit(base)
    started = time.perf_counter()
    try:
        con = http.client.HTTPConnection(parts.hostname, parts.port, timeout=600)
        body = json.dumps({"question": f"{QUESTION} ({n})", "progress": progress})
        con.request("POST", "/api/ask", body=body, headers={"Origin": base, "X-Understory-Token": token,
                                                            "Content-Type": "application/json"})
        response = con.getresponse()
        data = response.read()
        con.close()
    except OSError as exc:
        return {"outcome": "error", "why": f"{type(exc).__name__}: {exc}", "seconds": time.perf_counter() - started}
    seconds = time.perf_counter() - started
    if response.status in (429, 503):
        said = json.loads(data or b"{}").get("error", "")
        ok = "busy" in said and response.getheader("retry-after")
        return {"outcome": "busy" if ok else "error", "why": f"HTTP {response.status}: {said}", "seconds": seconds}
    if response.status != 200:
        return {"outcome": "error", "why": f"HTTP {response.status}: {data[:200]!r}", "seconds": seconds}
    kinds = [line[7:] for line in data.decode().splitlines() if line.startswith("event: ")]
    if "answer" in kinds and "error" not in kinds:
        return {"outcome": "answered", "seconds": seconds}
    return {"outcome": "error", "why": f"stream: {kinds[-4:]} {data[-300:]!r}", "seconds": seconds}


def flood(base: str, token: str, progress: int, questions: int) -> tuple[list[dict], float]:
    results: list[dict] = [{} for _ in range(questions)]
    gate = threading.Barrier(questions)

    def client(i: int) -> None:
        gate.wait()
        results[i] = one_question(base, token, progress, i)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(questions)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results, time.perf_counter() - start


def in_process(folder: Path, db: Path, site: Path, model_url: str, limit: int):
    """The serve app on a thread of this process, with `limit` questions in flight."""
    import os

    import uvicorn

    from understory_cli.config import load_config
    from understory_cli.llm.client import ChatClient
    from understory_cli.serve import create_app, load_book, new_token, own_hosts
    from understory_cli.serve.server import bind

    (folder / "understory.yaml").write_text(model_config(model_url), encoding="utf-8")
    os.environ[KEY_ENV] = SECRET
    config = load_config(folder / "understory.yaml")
    store = open_store(db)
    book = load_book(store, None, Config())
    sock = bind("127.0.0.1", 0)
    port = sock.getsockname()[1]
    token = new_token()
    app = create_app(store, book, site, config, token=token, hosts=own_hosts("127.0.0.1", port),
                     make_client=lambda c, s: ChatClient(c, s), max_waiting=limit)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on",
                                           backlog=2048))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)

    def stop() -> None:
        server.should_exit = True
        thread.join(30)
        store.close()

    return f"http://127.0.0.1:{port}", token, stop


def stored_conversations(db: Path) -> tuple[int, int, int]:
    """Conversations, those with a question and an answer, and ids given twice."""
    store = open_store(db, read_only=True)
    try:
        total = store.scalar("SELECT count(*) FROM conversations")
        twice = store.scalar("SELECT count(*) - count(DISTINCT conversation_id) FROM conversations")
        complete = store.scalar("""SELECT count(*) FROM (SELECT conversation_id FROM conversation_messages
                                   GROUP BY conversation_id HAVING count(*) FILTER (WHERE role = 'user') = 1
                                   AND count(*) FILTER (WHERE role = 'assistant') = 1)""")
    finally:
        store.close()
    return int(total), int(complete), int(twice)


def row(label: str, results: list[dict], seconds: float, stored: tuple[int, int, int]) -> list:
    counts = Counter(r["outcome"] for r in results)
    answered = sorted(r["seconds"] for r in results if r["outcome"] == "answered")
    p95 = answered[min(len(answered) - 1, int(len(answered) * 0.95))] if answered else float("nan")
    return [label, counts["answered"], counts["busy"], counts["error"], seconds,
            statistics.median(answered) if answered else float("nan"), p95, stored[0], stored[1], stored[2]]


def main() -> None:
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--model-delay", type=float, default=0.0, help="seconds the fake model takes per completion")
    args = parser.parse_args()
    rows, errors = [], []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        store = open_store(folder / "sample.duckdb")
        ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
        build_site(store, folder / "site")
        work = books.resolve_work(store, None)
        progress = max(_chapter_no_at(store, work.work_id, c.locator)
                       for c in books.table_of_contents(store, work.work_id))
        store.close()
        shutil.copy(folder / "sample.duckdb", folder / "queued.duckdb")
        server, model = start_fake_model(delay_s=args.model_delay)
        model_url = server.url_for("/v1")
        try:
            served = start_serve(folder, folder / "sample.duckdb", folder / "site", model_config(model_url))
            try:
                results, seconds = flood(served.base, served.token, progress, args.questions)
            finally:
                served.stop()
            rows.append(row("understory serve (limit 32)", results, seconds,
                            stored_conversations(folder / "sample.duckdb")))
            errors += [r["why"] for r in results if r["outcome"] == "error"]
            (folder / "inproc").mkdir()
            base, token, stop = in_process(folder / "inproc", folder / "queued.duckdb", folder / "site", model_url,
                                           limit=args.questions)
            try:
                results, seconds = flood(base, token, progress, args.questions)
            finally:
                stop()
            rows.append(row(f"in-process, limit {args.questions} (all queue)", results, seconds,
                            stored_conversations(folder / "queued.duckdb")))
            errors += [r["why"] for r in results if r["outcome"] == "error"]
        finally:
            server.stop()
    print_table(f"{args.questions} questions at once, fake model delay {args.model_delay:.2f}s per completion, "
                f"{len(model.requests)} model requests in all",
                ["", "answered", "busy", "errors", "wall s", "median s", "p95 s", "stored", "q+a", "dup ids"], rows)
    for why, n in Counter(errors).most_common(5):
        print(f"  error ×{n}: {why}")


if __name__ == "__main__":
    socket.setdefaulttimeout(None)
    main()


def _chapter_no_at(store, work_id, locator):
    return BookIndex.load(store, work_id).resolve(locator)[1]
