"""`understory serve`: how soon the companion answers, and what search from file:// costs.

1. Streaming latency. The Oz series is ingested into a temporary store; a local fake
   OpenAI-compatible model (tests/support/serve_fake_model.py: search, wiki, answer; `--model-delay`
   seconds per completion) answers "Who is Tip?" at 2.22. `understory serve` runs as a real
   process and each repetition posts the question and reads the event stream, timing the
   first event (the acknowledgment), the first tool call, the answer and the end. The
   baseline is `ask()` called in-process on a copy of the store with the same model server
   (no HTTP, no threads, no rendering): the ratio shows what serving adds.
2. Search index for file://. 西游记 (10 volumes, 100 chapters) is ingested and its site
   built; the per-chapter index parts (data/text/N.js, loaded only up to the reader's
   progress) are measured raw and gzipped, against the chapter's reader page as baseline.

    python bench/serve_latency.py [--repeats 5] [--model-delay 0.0]
"""

from __future__ import annotations

import argparse
import gzip
import http.client
import json
import logging
import shutil
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from _common import corpora_dir, median, print_table  # noqa: E402
from support.serve_fake_model import start_fake_model  # noqa: E402
from support.serve_support import KEY_ENV, SECRET, model_config, start_serve  # noqa: E402

from understory_cli.ask import ask  # noqa: E402
from understory_cli.config import load_config  # noqa: E402
from understory_cli.ingest import ingest  # noqa: E402
from understory_cli.llm.client import ChatClient  # noqa: E402
from understory_cli.static_site import build_site  # noqa: E402
from understory_cli.position import BookIndex  # noqa: E402
from understory_cli.reading import reader_horizon  # noqa: E402
from understory_cli.store import books, open_store  # noqa: E402

QUESTION = "Who is Tip?"


def stream(served, progress: int) -> dict[str, float]:
    """Post the question and time each kind of event as it arrives."""
    parts = urlsplit(served.base)
    con = http.client.HTTPConnection(parts.hostname, parts.port, timeout=120)
    body = json.dumps({"question": QUESTION, "progress": progress})
    start = time.perf_counter()
    con.request("POST", "/api/ask", body=body, headers={"Origin": served.base, "X-Understory-Token": served.token,
                                                        "Content-Type": "application/json"})
    response = con.getresponse()
    seen: dict[str, float] = {}
    buffer = b""
    while True:
        chunk = response.read1(4096)
        if not chunk:
            break
        buffer += chunk
        while b"\n\n" in buffer:
            block, buffer = buffer.split(b"\n\n", 1)
            for line in block.decode().splitlines():
                if line.startswith("event: "):
                    seen.setdefault(line[7:], time.perf_counter() - start)
    con.close()
    assert "answer" in seen, seen
    return seen


def latency(repeats: int, delay: float) -> None:
    oz = sorted((corpora_dir() / "series" / "oz").glob("*.epub"))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        store = open_store(folder / "oz.duckdb")
        ingest(store, oz, work="oz")
        progress = BookIndex.load(store, books.find_work(store, "oz").work_id).resolve("2.22")[1]
        build_site(store, folder / "site", work="oz")
        store.close()
        shutil.copy(folder / "oz.duckdb", folder / "baseline.duckdb")
        server, model = start_fake_model(delay_s=delay)
        served = start_serve(folder, folder / "oz.duckdb", folder / "site", model_config(server.url_for("/v1")))
        try:
            stream(served, progress)  # warm: the first question loads the search index
            runs = [stream(served, progress) for _ in range(repeats)]
        finally:
            served.stop()
        (folder / "understory.yaml").write_text(model_config(server.url_for("/v1")), encoding="utf-8")
        import os

        os.environ[KEY_ENV] = SECRET
        config = load_config(folder / "understory.yaml")
        base = open_store(folder / "baseline.duckdb")
        client = ChatClient(config, base)
        direct = []
        for i in range(repeats + 1):
            first: list[float] = []
            start = time.perf_counter()
            ask(base, QUESTION, config=config, client=client, work="oz", horizon=reader_horizon(base, books.find_work(base, "oz").work_id, "2.22"),
                progress=lambda e: first.append(time.perf_counter() - start) if not first else None)
            if i:  # the first one warms the index, as above
                direct.append({"start": first[0], "answer": time.perf_counter() - start})
        base.close()
        server.stop()
    calls = len(model.requests) // (2 * repeats + 2)
    rows = []
    for name, label in (("ack", "first event (acknowledgment)"), ("tool_start", "first tool call"),
                        ("answer", "answer"), ("done", "end of stream")):
        ours = median([r[name] for r in runs])
        row = [label, ours]
        if name == "ack":
            b = median([d["start"] for d in direct])
            row += [b, ours / b if b else float("nan")]
        elif name == "answer":
            b = median([d["answer"] for d in direct])
            row += [b, ours / b]
        else:
            row += ["", ""]
        rows.append(row)
    print_table(f"Oz, '{QUESTION}' at 2.22: {calls} model calls per question, model delay {delay:.2f}s, "
                f"median of {repeats} (seconds)", ["", "serve (SSE)", "in-process ask()", "ratio"], rows)


def index_sizes() -> None:
    files = sorted((corpora_dir() / "chinese" / "xiyouji").glob("*.epub"))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        store = open_store(folder / "xyj.duckdb")
        ingest(store, files)
        work = books.resolve_work(store, None)
        start = time.perf_counter()
        build_site(store, folder / "site")
        seconds = time.perf_counter() - start
        chapters = [c for c in books.table_of_contents(store, work.work_id) if c.chapter_no is not None]
        raw, packed, pages, chars = [], [], [], []
        for c in chapters:
            data = (folder / "site" / "data" / "text" / f"{c.chapter_no}.js").read_bytes()
            raw.append(len(data))
            packed.append(len(gzip.compress(data)))
            pages.append((folder / "site" / "reader" / f"{c.locator}.html").stat().st_size)
            chars.append(c.n_chars)
        store.close()
    kb = 1024

    def stats(values: list[int]) -> list:
        return [min(values) / kb, median(values) / kb, max(values) / kb, sum(values) / kb]

    print_table(f"西游记: client-side search index per chapter ({len(chapters)} chapters; site built in {seconds:.1f}s), KiB",
                ["", "min", "median", "max", "total"],
                [["index part (data/text/N.js)", *stats(raw)], ["index part, gzip", *stats(packed)],
                 ["reader page (baseline)", *stats(pages)]])
    ratio = median([r / p for r, p in zip(raw, pages)])
    per_char = median([r / max(c, 1) for r, c in zip(raw, chars)])
    print(f"median index part / reader page: {ratio:.2f}; bytes per character of text: {per_char:.2f}; "
          f"a reader at chapter 50 has loaded {sum(raw[:50]) / kb:,.0f} KiB of index")


def main() -> None:
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # the fake model's request log
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--model-delay", type=float, default=0.0, help="seconds the fake model takes per completion")
    args = parser.parse_args()
    latency(args.repeats, args.model_delay)
    index_sizes()


if __name__ == "__main__":
    main()
