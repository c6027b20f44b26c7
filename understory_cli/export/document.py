"""One content document of the book, with names linked to notes placed in the same document.

The text of the book is only ever split, never changed: a name found in a text node
becomes the text of a link inserted at that place. Never touched: existing links, ruby
readings (<rt>, <rp>), headings (the book's titles, its TOC and our own chapter titles
read them), scripts and styles, the book's own notes and navigation, any attribute.
Chapters follow the stored chapters' starts (file and anchor) in document order, as the
ingest cut them, so each name is read at its own chapter's position.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from lxml import etree

from ..ingest.xhtml import EXPORT_MARK
from ..store.exports import ChapterStart
from .names import NameFinder

OPS = "http://www.idpf.org/2007/ops"
REF_CLASS = f"{EXPORT_MARK}-ref"
NOTE_CLASS = f"{EXPORT_MARK}-note"
NOTES_CLASS = f"{EXPORT_MARK}-notes"
NOTE_BOX_CLASS = f"{EXPORT_MARK}-note-box"
NOTES_TITLE_CLASS = f"{EXPORT_MARK}-notes-title"
NOT_LINKED = {"a", "rt", "rp", "script", "style", "head", "title", "h1", "h2", "h3", "h4", "h5", "h6", "hgroup",
              "nav", "aside", "svg", "math", "code", "pre", "kbd", "samp", "textarea", "button", "select", "option",
              "sup", "sub"}
FIRST, EVERY, OFF = "first", "every", "off"
BLOCKS = {"p", "div", "li", "blockquote", "dd", "dt", "td", "th", "figcaption", "section", "body"}


@dataclass
class Chapter:
    """A stretch of the book being linked: one story chapter at its reader's progress."""

    locator: str
    progress: int | None  # None: front or back matter, never linked
    finder: NameFinder | None
    notes: dict[str, str] = field(default_factory=dict)  # slug -> note id in this document
    # a paragraph's text without spaces -> entry slug -> its forms whose every use there is given away
    # (Knowledge.given_away_in): 大姑娘 said to 凤喜 links no note on 秀姑
    given_away: dict[str, dict[str, set[str]]] = field(default_factory=dict)


class NoteIds:
    """Ids for links and notes, counted across the whole book: calibre's viewer showed the
    wrong text for a popup whose id was the previous popup's (every chapter's first note
    was `-n1`), and a reader's saved place in one chapter must not match another's note."""

    def __init__(self) -> None:
        self._counter = 0

    def new(self, kind: str, taken: set[str]) -> str:
        """A fresh id not in `taken` (the document's own ids), which it joins."""
        while True:
            self._counter += 1
            candidate = f"{EXPORT_MARK}-{kind}{self._counter}"
            if candidate not in taken:
                taken.add(candidate)
                return candidate


@dataclass
class PlacedNote:
    note_id: str
    slug: str
    progress: int
    locator: str
    ref_ids: list[str]


class Linker:
    """Links one parsed document; `chapter_at` turns a stored chapter into a Chapter."""

    def __init__(self, root: etree._Element, starts: dict[str | None, ChapterStart], carried: ChapterStart | None,
                 chapter_at: Callable[[ChapterStart], Chapter], mode: str, epub3: bool, ids: NoteIds):
        """`starts`: anchor id (None: the top of the document) -> the stored chapter starting
        there; `carried`: the chapter the previous document ended in. A chapter gets its
        own notes in each document it spans (a note lives beside its link)."""
        self.root = root
        self.ns = etree.QName(root).namespace
        self.mode = mode
        self.epub3 = epub3
        self.ids = {v for v in root.xpath("//@id")}
        self._new_ids = ids
        self.placed: dict[str, PlacedNote] = {}
        self.links = 0
        self._chapter_at = chapter_at
        self._chapters: dict[int, Chapter] = {}
        # Anchors the document does not have start at its top, as the ingest did.
        self.starts = {k: v for k, v in starts.items() if k is not None and k in self.ids}
        top = starts.get(None) or next((v for k, v in starts.items() if k is not None and k not in self.ids), None)
        self.start = top if top is not None else carried
        self.current = self._chapter(self.start) if self.start is not None else None
        self._flat: dict = {}  # block element -> its text without spaces (as Knowledge.given_away_in keys it)

    def _chapter(self, start) -> Chapter:
        if id(start) not in self._chapters:
            self._chapters[id(start)] = self._chapter_at(start)
        return self._chapters[id(start)]

    def run(self) -> ChapterStart | None:
        """Links the body; returns the stored chapter the document ends in."""
        body = next((el for el in self.root.iter() if isinstance(el.tag, str) and etree.QName(el).localname == "body"),
                    None)
        if body is not None and self.mode != OFF:
            self._walk(body, False)
        return self.start

    # -- walking -----------------------------------------------------------------
    def _walk(self, el, skipping: bool) -> None:
        if el.get("id") in self.starts:
            self.start = self.starts[el.get("id")]
            self.current = self._chapter(self.start)
        skip = skipping or etree.QName(el).localname in NOT_LINKED or NOTE_CLASS in (el.get("class") or "").split()
        if not skip and el.text:
            self._link_text(el, None)
        for child in list(el):
            if isinstance(child.tag, str):
                self._walk(child, skip)
            if not skip and child.tail:
                self._link_text(el, child)

    def _link_text(self, parent, before) -> None:
        """Links the names in parent.text (before is None) or in before.tail."""
        chapter = self.current
        if chapter is None or chapter.progress is None or chapter.finder is None:
            return
        text = parent.text if before is None else before.tail
        away = self._given_away(chapter, parent)
        pieces, at = [], 0
        for start, end, slug in chapter.finder.find(text):
            if self.mode == FIRST and slug in chapter.notes or text[start:end] in away.get(slug, ()):
                continue
            pieces.append((text[at:start], self._ref(chapter, chapter.progress, slug, text[start:end])))
            at = end
        if not pieces:
            return
        rest = text[at:]
        first_text, first_ref = pieces[0]
        if before is None:
            parent.text = first_text
            parent.insert(0, first_ref)
        else:
            before.tail = first_text
            before.addnext(first_ref)
        last = first_ref
        for between, ref in pieces[1:]:
            last.tail = between
            last.addnext(ref)
            last = ref
        last.tail = rest

    def _given_away(self, chapter: Chapter, el) -> dict[str, set[str]]:
        """The uses given away in the paragraph `el` stands in (its nearest block), found by its text."""
        if not chapter.given_away:
            return {}
        while etree.QName(el).localname not in BLOCKS and el.getparent() is not None:
            el = el.getparent()
        if el not in self._flat:
            self._flat[el] = _flat_text(el)
        return chapter.given_away.get(self._flat[el], {})

    # -- notes -------------------------------------------------------------------
    def _ref(self, chapter: Chapter, progress: int, slug: str, text: str):
        note_id = chapter.notes.get(slug)
        if note_id is None:
            note_id = chapter.notes[slug] = self._new_ids.new("n", self.ids)
            self.placed[note_id] = PlacedNote(note_id, slug, progress, chapter.locator, [])
        ref_id = self._new_ids.new("r", self.ids)
        self.placed[note_id].ref_ids.append(ref_id)
        a = self._element("a", {"href": f"#{note_id}", "class": REF_CLASS, "id": ref_id})
        if self.epub3:
            a.set(f"{{{OPS}}}type", "noteref")
        a.text = text
        self.links += 1
        return a

    def _element(self, tag: str, attrib: dict):
        nsmap = None if OPS in self.root.nsmap.values() or not self.epub3 else {"epub": OPS}
        el = etree.Element(f"{{{self.ns}}}{tag}" if self.ns else tag, nsmap=nsmap)
        for key, value in attrib.items():
            el.set(key, value)
        return el

    def body(self):
        return next(el for el in self.root.iter() if isinstance(el.tag, str) and etree.QName(el).localname == "body")


def _flat_text(el) -> str:
    """An element's text as the book's paragraph reads it, without ruby readings and without spaces."""
    parts: list[str] = []

    def walk(node) -> None:
        if isinstance(node.tag, str) and etree.QName(node).localname not in ("rt", "rp") and node.text:
            parts.append(node.text)
        if not isinstance(node.tag, str) or etree.QName(node).localname not in ("rt", "rp"):
            for child in node:
                walk(child)
                if child.tail:
                    parts.append(child.tail)
    walk(el)
    return "".join("".join(parts).split())
