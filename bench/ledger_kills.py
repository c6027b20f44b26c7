"""Paid but not counted? `understory analyze` killed with SIGKILL mid-run, four times, then
run to the end; the prompt tokens a provider served against those the ledger recorded.

The Oz series is ingested into a temporary store. A local OpenAI-compatible server plays
the volume agent (tests/support/fake_reader.py: points for a small cast, a lookup round, the
submission), takes `--delay` seconds per reply and reports usage metered from the request
as a provider with a prompt cache would; it counts each request's prompt tokens when the
request arrives, as a provider bills the work it starts whether or not the client waits.
`understory analyze` runs as a real process and is killed with SIGKILL once the server has
seen `--every` more requests, `--kills` times; then it runs to completion (each run
resumes). The ledger's input tokens (answered calls as reported, abandoned ones estimated
from the prompt) are compared with what was served.

    python bench/ledger_kills.py [--kills 4] [--every 6] [--delay 0.5]
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from _common import corpora_dir, print_table  # noqa: E402
from support.fake_reader import FakeReader  # noqa: E402
from pytest_httpserver import HTTPServer  # noqa: E402
from werkzeug import Request as HttpRequest, Response  # noqa: E402

from understory_cli.ingest import ingest  # noqa: E402
from understory_cli.llm.scripted import Request, _request_text  # noqa: E402
from understory_cli.store import ledger, open_store  # noqa: E402
from understory_cli.text import estimate_tokens  # noqa: E402

CAST = {"Dorothy": [], "Toto": [], "Scarecrow": [], "Tin Woodman": [], "Ozma": [], "Tip": []}
KEY_ENV = "UNDERSTORY_BENCH_KEY"


class Provider:
    """The fake provider: FakeReader's replies, slowly, and a count of what was served."""

    def __init__(self, delay: float):
        self.delay = delay
        self.reader = FakeReader(CAST)
        self.lock = threading.Lock()
        self.requests = 0
        self.served = 0  # prompt tokens of every request received

    def __call__(self, http: HttpRequest) -> Response:
        body = json.loads(http.get_data())
        request = Request(body["messages"], body.get("tools"), body.get("tool_choice"), "analyze", None, "main")
        with self.lock:
            self.requests += 1
            self.served += estimate_tokens(_request_text(request))
            answer = self.reader(request)
        time.sleep(self.delay)
        message = {"role": "assistant", "content": answer.text}
        if answer.tool_calls:
            message["tool_calls"] = [{"id": c.id, "type": "function",
                                      "function": {"name": c.name, "arguments": c.arguments}}
                                     for c in answer.tool_calls]
        usage = {"prompt_tokens": answer.usage.input, "completion_tokens": answer.usage.output,
                 "total_tokens": answer.usage.input + answer.usage.output,
                 "prompt_tokens_details": {"cached_tokens": answer.usage.cached}}
        return Response(json.dumps({"id": "x", "object": "chat.completion", "created": 1, "model": "fake-reader",
                                    "choices": [{"index": 0, "message": message, "finish_reason": answer.finish_reason}],
                                    "usage": usage}), content_type="application/json")


def main() -> None:
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kills", type=int, default=4)
    parser.add_argument("--every", type=int, default=6, help="requests seen between kills")
    parser.add_argument("--delay", type=float, default=0.5, help="seconds per reply")
    args = parser.parse_args()
    provider = Provider(args.delay)
    server = HTTPServer(host="127.0.0.1", port=0, threaded=True)
    server.expect_request("/v1/chat/completions").respond_with_handler(provider)
    server.start()
    outcomes = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        db = folder / "oz.duckdb"
        store = open_store(db)
        ingest(store, sorted((corpora_dir() / "series" / "oz").glob("*.epub")), work="oz")
        store.close()
        (folder / "understory.yaml").write_text(
            f"provider: openai\nembeddings: {{provider: none}}\nretries: 1\ntimeout_s: 60\nconcurrency: 4\n"
            f"models:\n  main:\n    model: fake-reader\n    base_url: {server.url_for('/v1')}\n"
            f"    api_key_env: {KEY_ENV}\n", encoding="utf-8")
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(folder), "LANG": "C.UTF-8",
               KEY_ENV: "sk-bench", "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
        command = [sys.executable, "-m", "understory_cli", "--config", str(folder / "understory.yaml"),
                   "analyze", "--work", "oz", "--db", str(db)]
        for kill in range(args.kills + 1):
            seen = provider.requests
            run = subprocess.Popen(command, cwd=folder, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            last = kill == args.kills
            while run.poll() is None and (last or provider.requests < seen + args.every):
                time.sleep(0.02)
            if run.poll() is None:
                os.kill(run.pid, signal.SIGKILL)
                run.wait(30)
                outcomes.append(f"killed after {provider.requests - seen} requests")
            else:
                outcomes.append(f"exit {run.returncode} after {provider.requests - seen} requests"
                                + (f": {run.stderr.read().decode()[-300:]}" if run.returncode else ""))
        time.sleep(args.delay + 0.5)  # requests still being answered to the killed processes
        store = open_store(db, read_only=True)
        calls = ledger.calls(store)
        store.close()
    server.stop()
    recorded = sum(c.input_tokens for c in calls)
    abandoned = [c for c in calls if c.status == ledger.ABANDONED] if hasattr(ledger, "ABANDONED") else []
    for line in outcomes:
        print(" ", line)
    print_table(f"analyze on Oz killed {args.kills}× (every {args.every} requests), then run to the end",
                ["", "requests", "prompt tokens"],
                [["served by the provider", provider.requests, provider.served],
                 ["in the ledger", len(calls), recorded],
                 ["  of which abandoned (estimated)", len(abandoned), sum(c.input_tokens for c in abandoned)],
                 ["not counted", provider.requests - len(calls), provider.served - recorded]])


if __name__ == "__main__":
    main()
