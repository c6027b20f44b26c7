"""The markup the export adds: a note (EPUB 3 footnote aside, or an EPUB 2 endnote with
a link back), the appendix document, and the few words they use in the book's language."""

from __future__ import annotations

from lxml import etree

from ..extractive.languages import REGISTRY, in_script, words
from .document import NOTE_BOX_CLASS, NOTE_CLASS, NOTES_CLASS, NOTES_TITLE_CLASS, OPS
from .knowledge import Note

# The export's own stylesheet; the book's are left as they are. A note is hidden in the
# page (readers with popup footnotes show it when its name is tapped; calibre's viewer
# shows the note's box in a document whose body it marks, and a second click on the same
# name does not make the note the :target again); a reader without popups shows it when
# the link is followed. The notes' heading shows only where CSS is ignored (FBReader), which
# prints every note after the chapter. Links look like the text, dotted (a book's own rule
# for footnote markers, superscript, must not shrink a name).
_LINKS = """/* understory export-epub: spoiler-free X-Ray notes */
a.understory-xray-ref[href] { color: inherit; font-size: inherit; vertical-align: baseline; line-height: inherit;
  text-decoration: underline; text-decoration-style: dotted; }
"""
# A one-pixel dotted line under CJK glyphs, which fill their em box, is barely seen: in a
# language written without spaces (Chinese, Japanese) it is thicker and set off from the
# glyphs, under the line (left of it in vertical text), so it never meets ruby, which sits
# above (to the right).
_CJK_LINKS = """a.understory-xray-ref[href] { text-decoration-thickness: 0.1em; text-underline-offset: 0.2em;
  text-underline-position: under left; }
"""
_POPUP_NOTES = """aside.understory-xray-note { display: none; }
aside.understory-xray-note:target { display: block; margin: 1em 0; padding: 0.5em; border: 1px solid; font-size: 0.9em; }
body.calibre-footnote-container aside.understory-xray-note { display: block; margin: 0; padding: 0; border: none; }
div.understory-xray-notes > hr, p.understory-xray-notes-title { display: none; }
"""
_ENDNOTES = """div.understory-xray-notes { font-size: 0.9em; margin-top: 2em; }
div.understory-xray-notes div.understory-xray-note { margin: 0.5em 0; }
"""


def stylesheet(language: str, epub3: bool) -> str:
    """`language`: a registered language's code."""
    cjk = not REGISTRY[language].spaced
    return _LINKS + (_CJK_LINKS if cjk else "") + (_POPUP_NOTES if epub3 else _ENDNOTES)


def note_words(language: str, book_language: str | None, sample: str) -> dict[str, str]:
    """The few words the notes use ("first seen", "also known as", the appendix's title), in the book's own
    script (languages.in_script: a Traditional Chinese book's notes in Traditional, whatever its metadata
    code says; `sample` is its own text)."""
    written = in_script(language, book_language, sample)
    return {key: written(text, []) for key, text in words(language, "NOTES").items()}


# The standard doctypes, never the template's own (an internal subset of entities is the
# book's business; what the export writes uses none).
DOCTYPE_3 = "<!DOCTYPE html>"
DOCTYPE_2 = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">'


class Builder:
    """Elements in one document's namespace."""

    def __init__(self, ns: str | None, language: str, epub3: bool, chapter_title, *, declare_epub: bool = False,
                 note_words: dict[str, str] | None = None):
        """`declare_epub`: the document does not bind the `epub:` prefix, so a note does; `note_words`: the
        notes' words as the book writes them (note_words()), else the language's own."""
        self.ns = ns
        self.declare_epub = declare_epub
        self.w = note_words or words(language, "NOTES")
        self.epub3 = epub3
        self.chapter_title = chapter_title  # chapter_no -> "2.1 Tip Manufactures a Pumpkinhead"

    def el(self, tag: str, text: str | None = None, **attrib):
        el = etree.Element(f"{{{self.ns}}}{tag}" if self.ns else tag)
        for key, value in attrib.items():
            el.set(key.rstrip("_").replace("__", ":"), value)
        el.text = text
        return el

    def sub(self, parent, tag: str, text: str | None = None, **attrib):
        child = self.el(tag, text, **attrib)
        parent.append(child)
        return child

    def note(self, note: Note, note_id: str, back_ref: str):
        """A note as its own block: an aside (EPUB 3) in a div of its own, or a div (EPUB 2)
        with a way back. calibre's popup shows the nearest block holding the note: for an
        aside in the body that was the body, the whole chapter."""
        if self.epub3:
            box = etree.Element(f"{{{self.ns}}}aside" if self.ns else "aside",
                                nsmap={"epub": OPS} if self.declare_epub else None)
            box.set("id", note_id)
            box.set("class", NOTE_CLASS)
            box.set(f"{{{OPS}}}type", "footnote")
            self.fill(box, note, "p")
            holder = self.el("div", class_=NOTE_BOX_CLASS)
            holder.append(box)
            return holder
        box = self.el("div", id=note_id, class_=NOTE_CLASS)
        self.fill(box, note, "p")
        back = self.sub(box[0], "a", "↩", href=f"#{back_ref}", title=self.w["back"])
        back.tail = None
        box[0].insert(0, back)
        back.tail = " "
        return box

    def fill(self, box, note: Note, tag: str) -> None:
        head = self.sub(box, tag)
        self.sub(head, "b", note.title)
        if note.aliases:
            head[-1].tail = self.w["open"] + self.w["comma"].join(note.aliases) + self.w["close"]
        if note.summary:
            self.sub(box, "p", note.summary)
        for fact in note.facts:
            self.sub(box, "p", fact)
        if note.companions:
            self.sub(box, "p", self.w["with"] + self.w["colon"] + self.w["comma"].join(note.companions))
        if note.first_seen is not None and self.chapter_title(note.first_seen):
            self.sub(box, "p", self.w["first"] + self.w["colon"] + self.chapter_title(note.first_seen))
        if note.last_seen:
            self.sub(box, "p", self.w["last"] + self.w["colon"] + note.last_seen[0] + " " + note.last_seen[1])

    def notes_block(self):
        """Where a document's notes go: a block at its end, after a rule and a heading, so
        a reader that shows hidden notes shows them after the chapter, not in its text."""
        block = self.el("div", class_=NOTES_CLASS)
        block.text = "\n"
        self.sub(block, "hr").tail = "\n"
        title = self.sub(block, "p", class_=NOTES_TITLE_CLASS)
        self.sub(title, "b", self.w["notes"])
        title.tail = "\n"
        return block


def appendix_document(template: etree._ElementTree, builder: Builder, notes: list[Note], stylesheets: list[str],
                      title: str) -> bytes:
    """The "Characters so far" page, as a document shaped like the book's own (its root,
    language, stylesheets and writing direction): the notes at the volume's end."""
    root = template.getroot()
    nsmap = {**root.nsmap, "epub": OPS} if builder.epub3 and OPS not in root.nsmap.values() else root.nsmap
    html = etree.Element(root.tag, nsmap=nsmap)
    for key, value in root.attrib.items():
        html.set(key, value)
    head = etree.SubElement(html, f"{{{builder.ns}}}head" if builder.ns else "head")
    if not builder.epub3:
        meta = etree.SubElement(head, head.tag.replace("head", "meta"))
        meta.set("http-equiv", "Content-Type")
        meta.set("content", "application/xhtml+xml; charset=utf-8")
    t = etree.SubElement(head, head.tag.replace("head", "title"))
    t.text = title
    for href in stylesheets:
        etree.SubElement(head, head.tag.replace("head", "link"), rel="stylesheet", type="text/css", href=href)
    body = builder.sub(html, "body")
    if builder.epub3:
        body.set(f"{{{OPS}}}type", "backmatter")
    section = builder.sub(body, "section" if builder.epub3 else "div", id="understory-xray-characters")
    if builder.epub3:
        section.set(f"{{{OPS}}}type", "appendix")
    builder.sub(section, "h2", title)
    builder.sub(section, "p", builder.w["appendix.intro"])
    for note in notes:
        entry = builder.sub(section, "div")
        builder.fill(entry, note, "h3")
    return etree.tostring(etree.ElementTree(html), encoding="utf-8", xml_declaration=True,
                          doctype=DOCTYPE_3 if builder.epub3 else DOCTYPE_2)
