"""export-epub in the readers Debian ships: calibre's E-book viewer and Foliate, each on a
virtual display (Xvfb), open the X-Ray copies of Oz vols 1-2 and 西游记 vol 1; in three
chapters of each the bench clicks a linked name (first click), the same name again
(repeated click) and a name already clicked in an earlier chapter (same name, another
note), photographs the screen after each click and, where the reader lets the popup be
read (calibre), says whether it shows the note and nothing else.

    apt-get install -y calibre foliate xvfb xdotool imagemagick
    python bench/xray_readers.py --shots DIR [--readers calibre,foliate] [--workdir DIR]

Screenshots go to DIR/<reader>/<book>-<chapter>-<click>.png, the results to DIR/results.json.
"""

from __future__ import annotations

import argparse
import json
import posixpath
import re
import shutil
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from _common import corpora_dir, print_table
from _readers import Calibre, Display, Foliate, Reader, words
from lxml import etree

from understory_cli.analyze.offline import analyze_offline
from understory_cli.export import export_epub
from understory_cli.ingest import ingest
from understory_cli.store import open_store
from understory_cli.wiki.extractive import compose_extractive

CHAPTERS = (0, 1, 4)  # of the documents with links: the first, the next, a later one


def same_text(shown: str, note: str) -> bool:
    """The popup's visible text is the note's, whatever the line breaks between its paragraphs."""
    return "".join(shown.split()) == "".join(note.split())


def build_copies(workdir: Path) -> list[Path]:
    corpora = corpora_dir()
    books = {"oz": sorted((corpora / "series" / "oz").glob("*.epub"))[:2],
             "xiyouji": [corpora / "chinese" / "xiyouji" / "xiyouji-vol01.epub"]}
    out = []
    for name, files in books.items():
        store = open_store(workdir / f"{name}.duckdb")
        ingest(store, files)
        analyze_offline(store)
        compose_extractive(store)
        out += [v.out for v in export_epub(store, files, workdir / "copies").volumes]
        store.close()
    return out


def notes_of(epub: Path) -> dict[str, tuple[str, str]]:
    """link id -> (its note's id, the note's text) across the copy."""
    out = {}
    with zipfile.ZipFile(epub) as z:
        for name in z.namelist():
            if not name.endswith((".xhtml", ".html")):
                continue
            root = etree.fromstring(z.read(name), etree.XMLParser(resolve_entities=False, no_network=True))
            for a in root.iter("{*}a"):
                if "understory-xray-ref" in (a.get("class") or "").split():
                    note = root.xpath("//*[@id=$id]", id=a.get("href")[1:])[0]
                    out[a.get("id")] = (note.get("id"), words("".join(note.itertext())))
    return out


def linked_documents(epub: Path) -> list[tuple[str, str, str]]:
    """(href from the package, container path, its first link's id) of the spine documents
    holding links, in order (the id tells a reader's frame which document it shows)."""
    with zipfile.ZipFile(epub) as z:
        opf_name = next(n for n in z.namelist() if n.endswith(".opf"))
        opf = etree.fromstring(z.read(opf_name))
        items = {i.get("id"): i.get("href") for i in opf.iter("{*}item")}
        out = []
        for ref in opf.iter("{*}itemref"):
            href = items.get(ref.get("idref"))
            path = posixpath.normpath(posixpath.join(posixpath.dirname(opf_name), href or ""))
            first = re.search(rb'id="(understory-xray-r\d+)"', z.read(path)) if href else None
            if first:
                out.append((href, path, first.group(1).decode()))
    return out


def try_chapter(reader: Reader, book: str, chapter: str, clicked: dict[str, str], notes: dict,
                shots: Path) -> list[dict]:
    visible = [[text, notes[ref][0], *box] for text, ref, *box in reader.visible_links()]
    if not visible:
        return [{"reader": reader.name, "book": book, "chapter": chapter, "click": "none", "name": "",
                 "note": "", "only_the_note": None, "shot": ""}]
    first = visible[0]
    # the name clicked in an earlier chapter, here another note (calibre showed nothing when
    # its id was the last popup's); else another name
    again = next((link for link in visible if link[0] in clicked and clicked[link[0]] != link[1]), None)
    other = next((link for link in visible if link[1] != first[1] and link is not again), None)
    plan = [("same-name" if first is again else "first", first), ("repeated", first)]
    if again is not None and again is not first:
        plan.append(("same-name", again))
    elif other is not None:
        plan.append(("another", other))
    rows = []
    for kind, link in plan:
        reader.click_link(link)
        time.sleep(2)
        shot = shots / reader.name / f"{book}-{Path(chapter).stem}-{kind}.png"
        reader.display.shot(shot)
        shown, note = reader.popup_text(), next(text for note_id, text in notes.values() if note_id == link[1])
        rows.append({"reader": reader.name, "book": book, "chapter": chapter, "click": kind, "name": link[0],
                     "note": link[1], "only_the_note": None if shown is None else same_text(shown, note),
                     "shown": shown, "shot": str(shot)})
        reader.close_popup()
        clicked.setdefault(link[0], link[1])
    return rows


def run_reader(which: str, display: Display, copies: list[Path], shots: Path) -> list[dict]:
    (shots / which).mkdir(parents=True, exist_ok=True)
    rows: list[dict] = []
    for epub in copies:
        docs = [linked_documents(epub)[i] for i in CHAPTERS if i < len(linked_documents(epub))]
        reader: Reader = Calibre(display, epub, posixpath.basename(docs[0][1])) if which == "calibre" \
            else Foliate(display, epub)
        clicked: dict[str, str] = {}
        notes = notes_of(epub)
        try:
            for href, path, first_id in docs:
                reader.go_to(href, first_id)
                rows += try_chapter(reader, epub.stem[:24], path, clicked, notes, shots)
        finally:
            reader.close()
            time.sleep(1)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, required=True, help="folder for the screenshots and results.json")
    parser.add_argument("--readers", default="calibre,foliate")
    parser.add_argument("--workdir", type=Path, help="where the stores and copies go (default: a temporary folder)")
    args = parser.parse_args()
    missing = [t for t in ("Xvfb", "xdotool", "import", "ebook-viewer", "foliate") if not shutil.which(t)]
    if missing:
        sys.exit(f"missing: {', '.join(missing)} (apt-get install -y calibre foliate xvfb xdotool imagemagick)")
    with tempfile.TemporaryDirectory() as tmp:
        workdir = args.workdir or Path(tmp)
        workdir.mkdir(parents=True, exist_ok=True)
        copies = build_copies(workdir)
        rows = []
        for n, which in enumerate(args.readers.split(",")):
            display = Display(77 + n, workdir / f"home-{which}")
            try:
                rows += run_reader(which, display, copies, args.shots)
            finally:
                display.close()
    args.shots.mkdir(parents=True, exist_ok=True)
    (args.shots / "results.json").write_text(json.dumps(rows, ensure_ascii=False, indent=1))
    print_table("X-Ray popups in the readers (only_the_note: the popup shows the note's text and nothing else; "
                "blank: only the screenshot says)",
                ["reader", "book", "chapter", "click", "name", "note", "only the note", "shot"],
                [[r["reader"], r["book"], Path(r["chapter"]).stem, r["click"], r["name"], r["note"],
                  "" if r["only_the_note"] is None else r["only_the_note"], Path(r["shot"]).name] for r in rows])


if __name__ == "__main__":
    main()
