"""The readers bench/xray_readers.py drives, each on a virtual display: calibre's E-book
viewer (QtWebEngine, spoken to over Chromium's DevTools) and Foliate (WebKitGTK, over
WebKit's remote inspector). The inspectors are only asked where the linked names are and
what a popup shows; every click and key is a real X event (xdotool), every picture the
screen (ImageMagick's import)."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import time
import urllib.request
from pathlib import Path

from _inspect import DevTools, WebKitInspector

# Every linked name in a document: its text, its id (calibre rewrites the href) and where
# it is in its frame (left, top, width, height).
LINKS_JS = """(doc => [...doc.querySelectorAll('a.understory-xray-ref')].map(a => {
  const r = a.getClientRects()[0]; return r && [a.textContent, a.id, r.left, r.top, r.width, r.height]; })
  .filter(Boolean))"""
CALIBRATE_JS = """(doc => { window.__xr = null;
  doc.addEventListener('mousemove', e => { window.__xr = [e.clientX, e.clientY]; }); return 1; })"""


def words(text: str | None) -> str:
    return " ".join((text or "").split())


class Display:
    """An X server of its own (Xvfb) and the tools that act on it."""

    def __init__(self, number: int, home: Path):
        self.env = {**os.environ, "DISPLAY": f":{number}", "HOME": str(home), "XDG_RUNTIME_DIR": str(home / "run"),
                    "QTWEBENGINE_DISABLE_SANDBOX": "1", "NO_AT_BRIDGE": "1"}
        (home / "run").mkdir(parents=True, exist_ok=True)
        os.chmod(home / "run", 0o700)
        self.server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.5)

    def run(self, *args: str) -> str:
        return subprocess.run(list(args), env=self.env, check=True, capture_output=True, text=True).stdout

    def move(self, x: float, y: float) -> None:
        self.run("xdotool", "mousemove", str(round(x)), str(round(y)))

    def click(self, x: float, y: float) -> None:
        self.move(x, y)
        time.sleep(0.2)
        self.run("xdotool", "click", "1")

    def key(self, name: str) -> None:
        self.run("xdotool", "key", name)

    def shot(self, path: Path) -> None:
        self.run("import", "-window", "root", str(path))

    def close(self) -> None:
        self.server.terminate()
        self.server.wait(timeout=10)


def stop(process: subprocess.Popen) -> None:
    """Ends a reader and what it started (its own process group: its web engine, its D-Bus)."""
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=20)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        os.killpg(process.pid, signal.SIGKILL)


def wait_for(what, seconds: float = 30, step: float = 0.5):
    end = time.monotonic() + seconds
    while True:
        try:
            found = what()
        except (OSError, RuntimeError, ConnectionError):
            found = None
        if found:
            return found
        if time.monotonic() > end:
            raise TimeoutError(f"gave up after {seconds:.0f} s waiting for {getattr(what, '__name__', 'the reader')}")
        time.sleep(step)


class Reader:
    """What both readers do: find visible names, click them, read the popup."""

    name = ""
    display: Display
    offset = (0.0, 0.0)  # screen point = frame point + offset

    def links(self) -> list[list]:
        raise NotImplementedError

    def frame_size(self) -> tuple[float, float]:
        raise NotImplementedError

    def visible_links(self) -> list[list]:
        width, height = self.frame_size()
        return [link for link in self.links() if 0 <= link[2] and link[2] + link[4] <= width and 0 <= link[3]
                and link[3] + link[5] <= height]

    def calibrate(self) -> None:
        """Where the frame is on the screen: the pointer is moved and the page says where it felt it."""
        self.evaluate_in_book(CALIBRATE_JS)
        width, height = self.frame_size()
        x, y = 40 + width / 3, 40 + height / 3
        self.display.move(x + 3, y + 3)
        self.display.move(x, y)
        felt = wait_for(lambda: self.evaluate_in_book("(doc => window.__xr)"), 10)
        self.offset = (x - felt[0], y - felt[1])

    def click_link(self, link: list) -> None:
        self.display.click(self.offset[0] + link[2] + link[4] / 2, self.offset[1] + link[3] + link[5] / 2)

    def evaluate_in_book(self, fn_of_doc: str):
        raise NotImplementedError

    def popup_text(self) -> str | None:
        """What the open popup shows, where the reader lets it be read; None: only the picture."""
        return None

    def close_popup(self) -> None:
        self.display.key("Escape")
        time.sleep(0.8)


class Calibre(Reader):
    name = "calibre"

    def __init__(self, display: Display, epub: Path, first_file: str, port: int = 9333):
        self.display = display
        self.port = port
        self.process = subprocess.Popen(["ebook-viewer", f"--open-at=toc-href-contains:{first_file}", str(epub)],
                                        env={**display.env, "QTWEBENGINE_REMOTE_DEBUGGING": str(port)},
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        page = wait_for(self._page, 60)
        self.tools = DevTools(page["webSocketDebuggerUrl"])
        time.sleep(3)
        window = display.run("xdotool", "search", "--onlyvisible", "--class", "calibre").split()
        if window:
            display.run("xdotool", "windowsize", window[-1], "1100", "850")
        time.sleep(1)
        display.move(500, 400)  # no window manager: the keyboard goes where the pointer is
        display.key("space")  # the first run's welcome screen waits for a key
        time.sleep(2)
        wait_for(self._book_context, 30)
        self.calibrate()

    def _page(self):
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/json", timeout=5) as r:
            return next((t for t in json.load(r) if t["type"] == "page" and t["url"].startswith("clbr://")), None)

    def _contexts(self) -> list[tuple[int, list]]:
        """(context, [file, width, height, visible text]) of each frame showing a book document."""
        self.tools.call("Runtime.evaluate", expression="1")  # collects context events
        out = []
        for c in [c for c in self.tools.contexts if c.get("auxData", {}).get("isDefault", True)]:
            try:
                info = self.tools.evaluate("document.querySelector('a.understory-xray-ref, aside, div') && "
                                           "[location.pathname, innerWidth, innerHeight, document.body.innerText]",
                                           c["id"])
            except RuntimeError:
                continue
            if info and not str(info[0]).endswith((".html", "/")) and info[1] > 0:
                out.append((c["id"], info))
        return out

    def _book_context(self):
        found = [c for c in self._contexts() if c[1][1] * c[1][2] > 300 * 300]
        return max(found, key=lambda c: c[1][1] * c[1][2])[0] if found else None

    def evaluate_in_book(self, fn_of_doc: str):
        return self.tools.evaluate(f"({fn_of_doc})(document)", self._book_context())

    def frame_size(self) -> tuple[float, float]:
        return tuple(self.tools.evaluate("[innerWidth, innerHeight]", self._book_context()))

    def links(self) -> list[list]:
        return self.evaluate_in_book(LINKS_JS)

    def go_to(self, href: str, first_id: str) -> None:
        """Onwards section by section (Ctrl+PageDown), in the same window: calibre's popup
        keeps its state from one chapter to the next, which is part of what is tried. The
        frame shows `href` when it holds the document's first link."""
        for _ in range(30):
            if self.evaluate_in_book(f"(doc => !!doc.getElementById({json.dumps(first_id)}))"):
                break
            self.display.key("ctrl+Next")
            time.sleep(1.5)
        else:
            raise TimeoutError(f"calibre never reached {href}")
        time.sleep(1)
        self.calibrate()

    def close_popup(self) -> None:
        """Escape closes the popup and opens the viewer's controls; a second closes them."""
        self.display.key("Escape")
        time.sleep(0.8)
        self.display.key("Escape")
        time.sleep(0.8)

    def popup_text(self) -> str | None:
        book = self._book_context()
        shown = [words(info[3]) for c, info in self._contexts() if c != book and words(info[3])]
        return shown[0] if shown else ""

    def close(self) -> None:
        self.tools.ws.close()
        stop(self.process)


class Foliate(Reader):
    name = "foliate"

    def __init__(self, display: Display, epub: Path, port: int = 9334):
        self.display = display
        self.process = subprocess.Popen(["dbus-run-session", "--", "foliate", str(epub)],
                                        env={**display.env, "WEBKIT_INSPECTOR_HTTP_SERVER": f"127.0.0.1:{port}"},
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        self.port = port
        self.inspector = WebKitInspector(wait_for(self._page, 60))
        wait_for(lambda: self.inspector.evaluate("typeof rendition === 'object' && !!rendition.manager && 1"), 60)
        time.sleep(2)

    def _page(self) -> str | None:
        """The viewer's web page, from the inspector's list of targets."""
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/", timeout=5) as r:
            found = re.search(r"/socket/\d+/\d+/WebPage", r.read().decode())
        return f"ws://127.0.0.1:{self.port}{found.group(0)}" if found else None

    def evaluate_in_book(self, fn_of_doc: str):
        """epub.js draws the chapter in an iframe: points it gives are moved into the page's
        coordinates (a list of links, or one [x, y])."""
        return json.loads(self.inspector.evaluate(f"""JSON.stringify((() => {{
            const f = document.querySelector('iframe'); const r = f.getBoundingClientRect();
            const v = ({fn_of_doc})(f.contentDocument);
            if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'number') return [v[0] + r.left, v[1] + r.top];
            return Array.isArray(v) ? v.map(l => [l[0], l[1], l[2] + r.left, l[3] + r.top, l[4], l[5]]) : v;
            }})())"""))

    def frame_size(self) -> tuple[float, float]:
        return tuple(json.loads(self.inspector.evaluate("JSON.stringify([innerWidth, innerHeight])")))

    def links(self) -> list[list]:
        return self.evaluate_in_book(LINKS_JS)

    def go_to(self, href: str, first_id: str) -> None:
        self.inspector.evaluate(f"rendition.display({json.dumps(href)}); 1")
        time.sleep(2.5)
        self.calibrate()

    def close(self) -> None:
        self.inspector.ws.close()
        stop(self.process)
