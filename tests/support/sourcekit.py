"""What a browser receives, against what is gated (test_site_browser's source-proof test).

A built site is served over a plain static server (the same bytes as file://) that logs
every file the browser asks for; `gated_after` lists the strings gated after a progress
(an entry's title or name, a chapter's or volume's title, a written span, a twist) and
the addresses of later entries, less what the reader holds by design: the text of the
chapters read, the front matter and description of the volumes begun, what opened.
"""

from __future__ import annotations

import base64
import functools
import http.server
import re
import threading
import urllib.parse
from pathlib import Path

from support.sitekit import names_parts

from understory_cli.store import site as site_store
from understory_cli.store import wiki as wiki_store
from understory_cli.store.wiki import EntryData

TWISTS = ("Princess Ozma", "Tip is really", "humbug", "Omaha")


class Static:
    """The built folder over HTTP, as plain files: the same bytes as file://, and a log of
    every file the browser asked for (the browser's requests, seen where they land)."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.asked: list[str] = []
        log = self.asked

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=str(folder), **kwargs)

            def send_head(self):
                rel = urllib.parse.unquote(self.path.split("?")[0].split("#")[0]).lstrip("/")
                if rel.startswith("api/"):  # the companion asks whether `understory serve` is here: it is not
                    self.send_response(204)
                    self.end_headers()
                    return None
                log.append(rel)
                return super().send_head()

            def end_headers(self):
                # The same script or names part for every page is fetched (and checked) once.
                self.send_header("Cache-Control", "no-store" if self.path.endswith(".html") else "max-age=3600")
                super().end_headers()

            def log_message(self, *args) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def gated_after(out: Path, store, work_id: int, progress: int) -> tuple[dict[str, str], set[str]]:
    """(strings gated after `progress` -> why, the addresses of entries shown later), less
    what the reader holds by then: the text read, the front matter and what opened already."""
    parts = names_parts(out)
    strings: dict[str, str] = {}
    opened: set[str] = set()
    addresses: set[str] = set()
    for gate, part in sorted(parts.items()):
        found = {e["title"]: "entry title" for e in part["entries"]}
        found |= {n[0]: "name" for e in part["entries"] for n in e["names"]}
        found |= {n[1]: "name" for n in part["names"]}
        found |= {c["title"]: "chapter title" for c in part["chapters"]}
        found |= {v[1]: "volume title" for v in part.get("volumes", [])}
        found |= {t["title"]: "topic" for t in part["topics"]}
        if gate <= progress:
            opened |= set(found)
        else:
            strings |= found
            addresses |= {e["href"] for e in part["entries"]}
    for entry in wiki_store.entries(store, work_id):
        for span in _spans(entry.data):
            words = re.match(r"[A-Za-z][A-Za-z ,]{14,}", span.text)
            if words is None or span.generated:  # a generated line is made of names, checked as names
                continue
            if max(span.reveal_at, entry.title_reveal_at) > progress:  # a page shows it no earlier than its title
                strings.setdefault(words.group(0).rstrip(" ,"), f"a span of {entry.slug}")
            else:
                opened.add(words.group(0).rstrip(" ,"))
    text = _held_text(store, work_id, progress)
    for twist in TWISTS:
        strings.setdefault(twist, "twist")
    text += "\n".join(opened)  # "Ozma of Oz" is in the next chapter's title, "Princess Ozma of Oz" (by design)
    held = {s: why for s, why in strings.items() if len(s) >= 4 and s not in text}
    return held, addresses


def _spans(data: EntryData):
    yield from data.summary_steps
    if data.summary:
        yield data.summary
    for section in data.body:
        yield from section.spans


def _held_text(store, work_id: int, progress: int) -> str:
    """What the reader holds at `progress` by design: the story read so far, and the front
    matter and description of the volumes begun (the next chapter's included)."""
    chapters = site_store.chapters(store, work_id)
    begun = {c.volume_no for c in chapters if c.chapter_no is not None and c.chapter_no <= progress + 1}
    story = {c.locator for c in chapters if c.chapter_no is not None and c.chapter_no <= progress}
    matter = {c.locator for c in chapters if c.chapter_no is None and c.volume_no in begun}
    held = [text for no, text in site_store.volume_descriptions(store, work_id).items() if no in begun]
    for volume in sorted(begun):
        held += [p.text for p in site_store.volume_paragraphs(store, work_id, volume)
                 if p.chapter_locator in story or p.chapter_locator in matter]
    return "\n".join(held)


def site_pages(out: Path, store, work_id: int, progress: int) -> list[str]:
    read = [f"reader/{c.locator}.html" for c in site_store.chapters(store, work_id)
            if c.chapter_no is not None and c.chapter_no <= progress][::-5]  # the last read, and every fifth
    wiki = [str(p.relative_to(out)) for folder in ("entries", "categories", "topics")
            for p in sorted((out / folder).glob("*.html"))]
    return ["index.html", "graph.html", "search.html", "reader/index.html", *wiki, *read]


def received(tab, static: Static, rel: str, progress: int, wait_for) -> list[str]:
    """Load one page (its load event waits for the parts its script adds); the files it asked for."""
    static.asked.clear()
    tab.goto(static.url + rel)
    listed = "(document.body.getAttribute('data-unlock') || '').split(' ').filter(Boolean).map(Number)"
    wanted = f"{listed}.filter(g => g <= {progress}).every(g => (window.UNDERSTORY_UNLOCK || {{}})[g])"
    assert wait_for(tab, wanted, True), rel
    return list(static.asked)


def leaks(static: Static, files: list[str], page: str, strings: dict[str, str], addresses: set[str],
          checked: set[str]) -> list:
    own = page.removesuffix(".html")
    pattern = _alternatives(tuple(strings))
    found = []
    for rel in files:
        if rel in checked or rel.startswith(("data/flow/", "assets/")) or rel == "data/messages.js":
            continue  # the next chapter's text (the book itself, by design) and the site's own code and words
        checked.add(rel)
        text = (static.folder / rel).read_text(encoding="utf-8", errors="replace")
        found += [(page, rel, m.group(0), strings[m.group(0)]) for m in pattern.finditer(text)]
        for href in addresses:
            mine = href.removesuffix(".html") == own or rel.startswith(f"data/unlock/{href.removesuffix('.html')}/")
            if not mine and (href in text or base64.b64encode(href.encode()).decode() in text):
                found.append((page, rel, href, "address"))
    return found


@functools.lru_cache(maxsize=4)
def _alternatives(strings: tuple[str, ...]) -> re.Pattern:
    """One pattern for all the strings (longest first), so each file is read through once."""
    return re.compile("|".join(re.escape(s) for s in sorted(strings, key=len, reverse=True)))
