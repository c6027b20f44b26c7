"""A content document's body as a list of paragraph-level blocks."""

from __future__ import annotations

import copy
import re
from typing import Callable

from lxml import etree

from .types import Block
from .sanitize import clean_html
from .xml import attr, local

HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
LEAVES = {"p", "pre", "dt", "dd", "figcaption", "caption", "address", "center"} | HEADINGS
WHOLE = {"ul", "ol", "dl", "table"}  # kept as one block so their structure survives
CONTAINERS = {
    "html", "body", "div", "section", "article", "main", "header", "footer", "aside", "nav",
    "figure", "blockquote", "details", "summary", "hgroup", "li", "td", "form", "fieldset", "object", "noscript",
}
SKIP = {"head", "script", "style", "template", "title", "meta", "link", "iframe", "embed", "audio", "video", "canvas", "param"}
BLOCKISH = LEAVES | WHOLE | CONTAINERS | {"img", "svg", "hr", "br_block"}
BLOCK_LEVEL = LEAVES | WHOLE | CONTAINERS
_LEAF_PATTERNS = tuple("{*}" + tag for tag in sorted(LEAVES))  # any namespace or none
NOTE_TYPES = {"footnote", "endnote", "note", "rearnote", "annotation"}
# What `understory export-epub` adds to a book (its notes, their stylesheet and appendix) is
# marked with this prefix and is not the book: re-ingesting an exported copy reads the same
# chapters and paragraphs as its source.
EXPORT_MARK = "understory-xray"
EXPORT_CLASSES = {f"{EXPORT_MARK}-note", f"{EXPORT_MARK}-notes", f"{EXPORT_MARK}-added"}
_SPACES = re.compile(r"[ \t\r\f\n]+")
_STYLED = re.compile(r"\s(?:class|style|lang|dir)=")  # without these the styled HTML equals the basic

AssetResolver = Callable[[str], "str | None"]


class TooManyBlocks(ValueError):
    """More blocks than the caller allows (a document built to keep ingest busy)."""


def extract_blocks(body: etree._Element, resolve_asset: AssetResolver, *, limit: int | None = None) -> list[Block]:
    """Walk `body` in document order and return its blocks.

    `resolve_asset(src)` maps an image reference to its container path, or None when
    the image is missing (it is then dropped). More than `limit` blocks raise TooManyBlocks
    as soon as the walk gets there.
    """
    if limit is not None and sum(1 for _ in body.iter(*_LEAF_PATTERNS)) > 2 * limit:
        raise TooManyBlocks(f"more than {limit:,} paragraphs")  # far over: known before the walk
    walker = _Walker(resolve_asset, _with_block_descendants(body))
    walker.limit = limit
    walker.walk(body)
    walker.flush_run()
    return walker.blocks


def _with_block_descendants(root) -> set:
    """Every element with a block-level descendant, found in one pass (asking each element
    about its whole subtree would be quadratic in the nesting depth)."""
    marked: set = set()
    for el in root.iter():
        if not isinstance(el.tag, str) or local(el) not in BLOCK_LEVEL:
            continue
        parent = el.getparent()
        while parent is not None and parent not in marked:
            marked.add(parent)
            parent = parent.getparent()
    return marked


class _Walker:
    def __init__(self, resolve_asset: AssetResolver, has_block_child: set):
        self.resolve_asset = resolve_asset
        self._block_parents = has_block_child
        self.limit: int | None = None
        self.blocks: list[Block] = []
        self.pending_ids: list[str] = []
        self.run: list = []  # loose inline nodes (elements or text) awaiting a block
        self.quote_depth = 0
        self.note_depth = 0
        self.types: list[str] = []  # epub:type values of the enclosing elements

    def walk(self, el) -> None:
        tag = local(el)
        if not tag or tag in SKIP or _exported(el):
            return
        if el.get("id"):
            self.pending_ids.append(el.get("id"))
        if tag == "hgroup":
            self.flush_run()
            self.emit(el, "heading")
        elif tag in LEAVES and not self._has_block_child(el):
            self.flush_run()
            self.emit(el, "heading" if tag in HEADINGS else "pre" if tag == "pre" else "p")
        elif tag in WHOLE:
            self.flush_run()
            self.emit(el, "table" if tag == "table" else "list")
        elif tag in ("img", "svg"):
            self.flush_run()
            self.emit(el, "image")
        elif tag == "hr":
            self.flush_run()
        elif tag in CONTAINERS or tag in LEAVES or self._has_block_child(el):
            self._walk_container(el, tag)
        else:
            self.run.append(el)

    def _walk_container(self, el, tag: str) -> None:
        is_quote = tag == "blockquote"
        is_note = tag == "aside" or bool(NOTE_TYPES & set((attr(el, "type") or "").split()))
        self.flush_run()
        self.quote_depth += is_quote
        self.note_depth += is_note
        own_types = (attr(el, "type") or "").split()
        self.types.extend(own_types)
        if el.text and el.text.strip():
            self.run.append(el.text)
        for child in el:
            if isinstance(child.tag, str) and (local(child) in BLOCKISH or self._has_block_child(child)):
                self.flush_run()
                self.walk(child)
            elif isinstance(child.tag, str):
                self.walk(child)
            if child.tail and child.tail.strip():
                self.run.append(child.tail)
        self.flush_run()
        self.quote_depth -= is_quote
        self.note_depth -= is_note
        del self.types[len(self.types) - len(own_types):]

    def _has_block_child(self, el) -> bool:
        return el in self._block_parents

    def flush_run(self) -> None:
        run, self.run = self.run, []
        if not run:
            return
        p = etree.Element("p")
        last = None
        for node in run:
            if isinstance(node, str):
                if last is None:
                    p.text = (p.text or "") + node
                else:
                    last.tail = (last.tail or "") + node
            else:
                clone = copy.deepcopy(node)
                clone.tail = None
                p.append(clone)
                last = clone
        if _text(p).strip() or p.find(".//img") is not None or any(local(e) in ("img", "svg") for e in p.iter()):
            self.emit(p, "p")

    def emit(self, el, kind: str) -> None:
        anchors = self.pending_ids + [e.get("id") for e in el.iterdescendants() if isinstance(e.tag, str) and e.get("id")]
        self.pending_ids = []
        plain = _plain_copy(el, self.resolve_asset)
        if plain is None:
            return
        text = _text(plain)
        has_image = plain.tag == "img" or plain.find(".//img") is not None
        if kind == "heading" and local(el) == "hgroup":
            parts = [_text(c) for c in plain if isinstance(c.tag, str)]
            text = ": ".join(p for p in parts if p)
        if not text and not has_image:
            self.pending_ids.extend(anchors)  # an empty anchor element still marks where a chapter starts
            return
        if kind == "p" and not text and has_image:
            kind = "image"
        if kind == "image" and not text:
            text = " ".join(i.get("alt", "").strip() for i in plain.iter("img")).strip()
        if self.note_depth and kind == "p":
            kind = "note"
        markup = etree.tostring(plain, encoding="unicode", method="html", with_tail=False)
        if self.quote_depth and kind != "heading":
            markup = f"<blockquote>{markup}</blockquote>"
        if self.limit is not None and len(self.blocks) >= self.limit:
            raise TooManyBlocks(f"more than {self.limit:,} paragraphs")
        basic = clean_html(markup, styled=False)
        self.blocks.append(Block(
            kind=kind,
            text=text,
            html=basic,
            html_styled=basic if not _STYLED.search(markup) else clean_html(markup, styled=True),
            anchors=tuple(a for a in anchors if a),
            types=tuple(dict.fromkeys(self.types)),
        ))


def _exported(el) -> bool:
    return bool(EXPORT_CLASSES & set((el.get("class") or "").split()))


def _plain_copy(el, resolve_asset: AssetResolver):
    """A namespace-free copy of `el` with image references resolved to container paths."""
    clone = copy.deepcopy(el)
    clone.tail = None
    for added in [n for n in clone.iter() if isinstance(n.tag, str) and n is not clone and _exported(n)]:
        _remove_keep_tail(added)  # the entry an export added to a contents list
    for node in list(clone.iter()):
        if not isinstance(node.tag, str):
            parent = node.getparent()
            if parent is not None:  # entity references and comments carry no text we trust
                _remove_keep_tail(node)
            continue
        try:
            node.tag = local(node)
        except ValueError:  # a name XML forbids, kept by the HTML recovery parser
            node.tag = "span"
        for key in list(node.attrib):
            if "}" in key or ":" in key:
                value = node.attrib.pop(key)
                if key.endswith("}lang") or key == "xml:lang":
                    node.set("lang", value)
    for svg in [n for n in clone.iter() if n.tag == "svg"]:
        image = next((n for n in svg.iter() if n.tag == "image"), None)
        href = None
        if image is not None:
            href = next((v for k, v in image.attrib.items() if k.endswith("href")), None)
        replacement = etree.Element("img", src=href or "", alt=_svg_text(svg))
        if svg is clone:
            clone = replacement
            break
        svg.addprevious(replacement)
        _remove_keep_tail(svg)
    for img in [n for n in clone.iter() if n.tag == "img"]:
        target = resolve_asset(img.get("src") or "")
        if target:
            img.set("src", target)
        elif img is clone:
            alt = img.get("alt", "").strip()
            if not alt:
                return None
            clone = etree.Element("p")
            clone.text = alt
        else:
            _remove_keep_tail(img)
    return clone


def _svg_text(svg) -> str:
    """The words an inline SVG shows (its text and title), never its scripts or styles."""
    parts = []
    for node in svg.iter():
        if isinstance(node.tag, str) and node.tag not in ("script", "style", "foreignobject", "foreignObject") \
                and not any(a.tag in ("script", "style", "foreignObject", "foreignobject") for a in node.iterancestors()):
            parts.append(node.text or "")
        if node is not svg and node.tail and not any(
                a.tag in ("script", "style", "foreignObject", "foreignobject") for a in node.iterancestors()):
            parts.append(node.tail)
    return " ".join(" ".join(parts).split())


def _remove_keep_tail(node) -> None:
    parent = node.getparent()
    if node.tail:
        prev = node.getprevious()
        if prev is not None:
            prev.tail = (prev.tail or "") + node.tail
        else:
            parent.text = (parent.text or "") + node.tail
    parent.remove(node)


def _text(el) -> str:
    """Visible text: ruby readings and scripts left out, <br> as a line break."""
    parts: list[str] = []

    def visit(node) -> None:
        tag = local(node)
        if tag in ("rt", "rp", "script", "style"):
            if node.tail:
                parts.append(node.tail)
            return
        if tag == "br":
            parts.append("\n")
        elif tag in ("p", "li", "dt", "dd", "tr", "div") and parts:
            parts.append("\n")
        if node.text and tag:
            parts.append(node.text)
        for child in node:
            visit(child)
        if node.tail and node is not el:
            parts.append(node.tail)

    visit(el)
    lines = [_SPACES.sub(" ", line).strip(" \u3000") for line in "".join(parts).split("\n")]
    return "\n".join(line for line in lines if line)
