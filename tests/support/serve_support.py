"""Running `understory serve` for tests: a real process on a free port, its printed address
read from stdout, with a config and environment made here (never the caller's)."""

from __future__ import annotations

import http.client
import json
import os
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
SECRET = "sk-test-never-reaches-the-browser-7f3a"
KEY_ENV = "UNDERSTORY_TEST_COMPANION_KEY"


def model_config(base_url: str) -> str:
    return (f"provider: openai\nembeddings: {{provider: none}}\nretries: 1\nmodels:\n  main:\n"
            f"    model: fake-companion\n    base_url: {base_url}\n    api_key_env: {KEY_ENV}\n")


OFFLINE_CONFIG = "provider: extractive\nembeddings: {provider: none}\n"


@dataclass
class Served:
    process: subprocess.Popen
    url: str  # with the token
    base: str  # http://127.0.0.1:PORT
    token: str
    host: str  # 127.0.0.1:PORT
    log: Path

    def request(self, method: str, path: str, *, body: bytes | None = None, headers: dict | None = None,
                token: bool = True) -> tuple[int, dict, bytes]:
        """One raw request (any Host or Origin may be set in `headers`)."""
        parts = urlsplit(self.base)
        con = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
        sent = {"Host": self.host, **({"X-Understory-Token": self.token} if token else {}), **(headers or {})}
        con.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        for k, v in sent.items():
            con.putheader(k, v)
        con.putheader("Content-Length", str(len(body or b"")))
        con.endheaders(body or b"")
        response = con.getresponse()
        data = response.read()
        con.close()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, data

    def open_tab(self, browser, timeout_ms: float = 30_000):  # Playwright's own default
        """A fresh browser profile on the printed address (the token becomes its cookie): the
        context to close, the tab, and the list every script error goes to, for the test to check."""
        context = browser.new_context()
        tab = context.new_page()
        tab.set_default_timeout(timeout_ms)
        errors: list[str] = []
        tab.on("pageerror", lambda e: errors.append(str(e)))
        tab.goto(self.url)
        return context, tab, errors

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(5)


def sample_site(folder: Path):
    """The sample book ingested into folder/sample.duckdb and its site built into folder/site, what
    start_serve is pointed at; the store is left open for what the caller reads (close it)."""
    # here, not at the top: the benches that start serve with this module need none of it
    from understory_cli.ingest import ingest
    from understory_cli.static_site import build_site
    from understory_cli.store import open_store

    sample = ROOT / "samples" / "lantern-keeper"  # conftest's SAMPLE
    store = open_store(folder / "sample.duckdb")
    ingest(store, [sample / "vol1", sample / "vol2"])
    build_site(store, folder / "site")
    return store


def start_serve(folder: Path, db: Path, site: Path, config_text: str, *, timeout: float = 120.0,
                extra: tuple[str, ...] = ()) -> Served:
    config = folder / "understory.yaml"
    config.write_text(config_text, encoding="utf-8")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(folder), "LANG": "C.UTF-8",
           KEY_ENV: SECRET, "PYTHONPATH": str(ROOT)}
    log = folder / "serve.log"
    process = subprocess.Popen(
        [sys.executable, "-m", "understory_cli", "--config", str(config), "serve", "--db", str(db), "--out", str(site),
         "--port", "0", "--no-open", *extra], cwd=folder, env=env, stdout=subprocess.PIPE, stderr=log.open("wb"), text=True)
    watchdog = threading.Timer(timeout, process.kill)  # a server that never prints its address is stopped
    watchdog.start()
    line = ""
    for line in process.stdout:  # ends when the process exits (or is killed)
        line = line.strip()
        if line.startswith("http://"):
            break
    watchdog.cancel()
    if not line.startswith("http://"):
        process.kill()
        raise AssertionError(f"understory serve did not start: {log.read_text(errors='replace')[-3000:]}")
    parts = urlsplit(line)
    token = parts.query.split("token=", 1)[1]
    return Served(process, line, f"{parts.scheme}://{parts.netloc}", token, parts.netloc, log)


def sse_events(body: bytes) -> list[tuple[str, dict]]:
    """A finished event stream's events, in order: (name, data)."""
    out = []
    for block in body.decode().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.splitlines() if ": " in line and not line.startswith(":"))
        if "event" in lines:
            out.append((lines["event"], json.loads(lines["data"])))
    return out
