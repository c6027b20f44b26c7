"""EPUB 2/3 package reading: container -> OPF -> spine + TOC -> chapters of blocks."""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TypedDict

from lxml import etree

from ..errors import (BadInputError, EncryptedError, MalformedDocumentError, NotAnEpubError, TooLargeError,
                      UndecodableTextError)
from .assets import book_asset
from .container import Container, resolve_href
from .frontmatter import classify_roles
from .gutenberg import unwrapped
from .koreader import fragments, reader_ids
from .types import Asset, Block, Chapter, Volume
from .sanitize import clean_css
from .toc import TocEntry, ncx_entries, nav_entries
from .units import apply_story_units
from .xhtml import EXPORT_MARK, TooManyBlocks, extract_blocks
from .sanitize import plain_description
from .xml import XMLDecodeError, XMLMarkupError, attr, children, descendants, first, local, parse_xhtml, parse_xml, squash

XHTML_TYPES = {"application/xhtml+xml", "text/html", "application/x-dtbook+xml", "text/x-oeb1-document"}
SVG_TYPE = "image/svg+xml"
NCX_TYPE = "application/x-dtbncx+xml"
FONT_OBFUSCATION = {"http://www.idpf.org/2008/embedding", "http://ns.adobe.com/pdf/enc#RC"}
_XHTML_EXT = re.compile(r"\.(x?html?|xml)$", re.I)
# Stated limits (README): far above any real volume, low enough that a hostile file
# cannot keep ingest busy for minutes. Everything below them runs in linear time.
MAX_MANIFEST_ITEMS = 50_000
MAX_SPINE_ITEMS = 20_000
MAX_TOC_ENTRIES = 50_000
MAX_SERIES_INDEX = 9_999
MAX_PARAGRAPHS = 100_000  # per volume; a long novel has 5-20 thousand


@dataclass
class ManifestItem:
    id: str
    path: str
    media_type: str
    properties: set[str] = field(default_factory=set)
    fallback: str | None = None


class Metadata(TypedDict):
    """What the OPF's <metadata> says about the volume (None: not said)."""

    title: str | None
    authors: list[str]
    language: str | None
    identifier: str | None
    series: str | None
    series_index: float | None
    description: str | None


@dataclass
class SpineDoc:
    path: str
    linear: bool
    properties: set[str]
    blocks: list[Block]
    title: str  # the document's own <title>
    types: set[str]  # epub:type values on <body>; sections carry theirs on each Block
    text_chars: int = 0


def parse_epub(path: str | Path) -> Volume:
    """Read one EPUB (a .epub file or an unpacked folder) into a Volume.

    Raises BadInputError naming the file and the reason when it cannot be read;
    problems a reader could live with become warnings on the Volume.
    """
    path = Path(path)
    container = Container(path)
    try:
        return _Reader(path, container).read()
    except BadInputError:
        raise
    except XMLDecodeError as exc:
        raise UndecodableTextError(path, str(exc)) from exc
    except (XMLMarkupError, etree.LxmlError) as exc:
        raise MalformedDocumentError(path, f"a document cannot be parsed ({exc})") from exc
    except RecursionError as exc:
        raise MalformedDocumentError(path, "a document is nested too deeply to read") from exc
    except MemoryError as exc:
        raise TooLargeError(path, "the book needs more memory than there is") from exc
    finally:
        container.close()


class _Reader:
    def __init__(self, path: Path, container: Container):
        self.path = path
        self.c = container
        self.warnings = container.warnings
        self._manifest_paths: set[str] = set()
        self._doc_of: dict[int, SpineDoc] = {}
        self._entry_of: dict[int, TocEntry] = {}
        self._paragraphs = 0

    def fail(self, reason: str) -> BadInputError:
        return BadInputError(self.path, reason)

    def read_xml(self, name: str, what: str):
        try:
            return parse_xml(self.c.read(name, document=True))
        except KeyError:
            raise NotAnEpubError(self.path, f"{what} {name} is missing") from None
        except XMLDecodeError as exc:
            raise UndecodableTextError(self.path, f"{what} {name}: {exc}") from exc
        except XMLMarkupError as exc:
            raise MalformedDocumentError(self.path, f"{what} {name} is not well-formed XML ({exc.msg})") from exc

    # -- package -------------------------------------------------------------
    def read(self) -> Volume:
        opf_path = self.rootfile()
        self.check_encryption()
        opf = self.read_xml(opf_path, "package document")
        if local(opf) != "package":
            raise NotAnEpubError(self.path, f"{opf_path} is not an OPF package document")
        meta = self.metadata(opf)
        manifest = self.manifest(opf, opf_path)
        spine_el = first(opf, "spine")
        if spine_el is None or not children(spine_el, "itemref"):
            raise NotAnEpubError(self.path, f"{opf_path} has no spine, so there is no reading order")
        if len(children(spine_el, "itemref")) > MAX_SPINE_ITEMS:
            raise TooLargeError(self.path, f"{len(children(spine_el, 'itemref')):,} spine items; "
                                           f"the limit is {MAX_SPINE_ITEMS:,}")
        toc, landmarks = self.table_of_contents(opf, opf_path, manifest, spine_el)
        docs = self.spine_docs(spine_el, manifest)
        if not docs:
            raise NotAnEpubError(self.path, "no readable content document in the spine")
        chapters = unwrapped(self.chapters(docs, toc, meta["title"]), self._doc_of, self._entry_of)
        classify_roles(chapters, docs_by_chapter=self._doc_of, landmarks=landmarks, guide=self.guide(opf, opf_path))
        chapters = apply_story_units(chapters, self._entry_of, toc, meta["title"])
        if not any(c.role == "story" for c in chapters):
            self.warnings.append(f"no chapter looks like the story; all {len(chapters)} are kept as front matter")
        assets = self.assets(manifest, chapters)
        spine = [d.blocks for d in docs]
        return Volume(
            source_name=self.path.name,
            sha256=self.c.sha256(),
            title=meta["title"] or self.path.stem,
            authors=meta["authors"],
            language=meta["language"],
            identifier=meta["identifier"],
            series=meta["series"],
            series_index=meta["series_index"],
            description=meta["description"],
            chapters=chapters,
            assets=assets,
            warnings=list(dict.fromkeys(self.warnings)),
            reader_ids=reader_ids(self.path),
            fragments=fragments(spine, chapters),
        )

    def rootfile(self) -> str:
        if not self.c.exists("META-INF/container.xml"):
            raise NotAnEpubError(self.path, "no META-INF/container.xml, so this is not an EPUB container")
        root = self.read_xml("META-INF/container.xml", "container file")
        rootfiles = [r for r in descendants(root, "rootfile") if r.get("full-path")]
        if local(root) != "container" or not rootfiles:
            raise NotAnEpubError(self.path, "META-INF/container.xml names no package document (rootfile)")
        packages = [r for r in rootfiles if (r.get("media-type") or "").endswith("oebps-package+xml")] or rootfiles
        name = packages[0].get("full-path").strip()
        stored = self.c.find(name)
        if stored is None:
            raise NotAnEpubError(self.path, f"container points at {name}, which is not in the archive")
        return stored

    def check_encryption(self) -> None:
        if not self.c.exists("META-INF/encryption.xml"):
            return
        root = self.read_xml("META-INF/encryption.xml", "encryption file")
        locked = []
        for data in descendants(root, "encrypteddata"):
            method = first(data, "encryptionmethod")
            algorithm = method.get("Algorithm") if method is not None else None
            ref = first(data, "cipherreference")
            uri = ref.get("URI") if ref is not None else "?"
            if algorithm not in FONT_OBFUSCATION:
                locked.append(uri)
        if locked:
            raise EncryptedError(self.path, f"content is encrypted (DRM) and cannot be read: {', '.join(locked[:3])}"
                            + (f" and {len(locked) - 3} more" if len(locked) > 3 else ""))

    def metadata(self, opf) -> Metadata:
        md = first(opf, "metadata")
        out: Metadata = {"title": None, "authors": [], "language": None, "identifier": None, "series": None, "series_index": None,
               "description": None}
        if md is None:
            self.warnings.append("package has no metadata")
            return out
        titles = [squash("".join(t.itertext())) for t in descendants(md, "title")]
        out["title"] = next((t for t in titles if t), None)
        out["authors"] = [squash("".join(a.itertext())) for a in descendants(md, "creator") if squash("".join(a.itertext()))]
        langs = [squash(lang.text) for lang in descendants(md, "language") if squash(lang.text)]
        out["language"] = langs[0] if langs else None
        out["description"] = next((d for d in map(plain_description, descendants(md, "description")) if d), None)
        uid = opf.get("unique-identifier")
        idents = descendants(md, "identifier")
        chosen = next((i for i in idents if i.get("id") == uid), idents[0] if idents else None)
        out["identifier"] = squash(chosen.text) if chosen is not None else None
        metas = descendants(md, "meta")
        for m in metas:
            name = m.get("name")
            value = squash(m.get("content") or m.text)  # calibre writes content=; some tools write text
            if name == "calibre:series" and value:
                out["series"] = value
            elif name == "calibre:series_index":
                out["series_index"] = self._series_index(value)
        if out["series"] is None:
            # Only a collection the book calls a series orders volumes; a reading list
            # ("set", or no type at all) says nothing about which volume this is.
            refines: dict[str, dict[str, str]] = {}
            for r in metas:
                if r.get("refines") and r.get("property"):
                    refines.setdefault(r.get("refines"), {}).setdefault(r.get("property"), squash(r.text))
            for m in metas:
                if m.get("property") == "belongs-to-collection" and squash(m.text):
                    refining = refines.get("#" + (m.get("id") or ""), {})
                    if refining.get("collection-type", "").strip().lower() == "series":
                        out["series"] = squash(m.text)
                        out["series_index"] = self._series_index(refining.get("group-position"))
                        break
        return out

    def _series_index(self, value) -> float | None:
        number = _number(value)
        if number is not None and not (0 < number <= MAX_SERIES_INDEX):
            self.warnings.append(f"series index {value!r} is not a volume number; ignored")
            return None
        return number

    def manifest(self, opf, opf_path: str) -> dict[str, ManifestItem]:
        items: dict[str, ManifestItem] = {}
        man = first(opf, "manifest")
        listed = children(man, "item") if man is not None else []
        if len(listed) > MAX_MANIFEST_ITEMS:
            raise TooLargeError(self.path, f"{len(listed):,} manifest items; the limit is {MAX_MANIFEST_ITEMS:,}")
        for el in listed:
            resolved = resolve_href(opf_path, el.get("href") or "")
            if not el.get("id") or resolved is None:
                self.warnings.append(f"manifest item {el.get('id')!r} has no usable href")
                continue
            item = ManifestItem(
                id=el.get("id"),
                path=resolved[0],
                media_type=(el.get("media-type") or "").strip().lower(),
                properties=set((el.get("properties") or "").split()),
                fallback=el.get("fallback"),
            )
            stored = self.c.find(item.path)
            if stored is None:
                self.warnings.append(f"manifest lists {item.path}, which is not in the archive")
            else:
                self._manifest_paths.add(stored)
            items[item.id] = item
        return items

    def guide(self, opf, opf_path: str) -> dict[str, str]:
        out: dict[str, str] = {}
        guide = first(opf, "guide")
        for ref in children(guide, "reference") if guide is not None else []:
            resolved = resolve_href(opf_path, ref.get("href") or "")
            if resolved and ref.get("type"):
                out.setdefault(resolved[0], ref.get("type").lower())
        return out

    # -- table of contents ---------------------------------------------------
    def table_of_contents(self, opf, opf_path, manifest, spine_el) -> tuple[list[TocEntry], dict[str, str]]:
        nav = next((m for m in manifest.values() if "nav" in m.properties and self.c.exists(m.path)), None)
        toc: list[TocEntry] = []
        landmarks: dict[str, str] = {}
        if nav is not None:
            try:
                toc, landmarks = nav_entries(self.c.read(nav.path, document=True), nav.path)
            except (XMLDecodeError, XMLMarkupError) as exc:
                self.warnings.append(f"navigation document {nav.path} unreadable ({exc})")
        if not toc:
            ncx = manifest.get(spine_el.get("toc") or "")
            if ncx is None:
                ncx = next((m for m in manifest.values() if m.media_type == NCX_TYPE), None)
                if ncx is not None and spine_el.get("toc") is None and nav is None:
                    self.warnings.append("spine has no toc attribute; NCX found by media type")
            if ncx is not None and self.c.exists(ncx.path):
                try:
                    toc = ncx_entries(self.c.read(ncx.path, document=True), ncx.path)
                except (XMLDecodeError, XMLMarkupError) as exc:
                    self.warnings.append(f"NCX {ncx.path} unreadable ({exc})")
        if not toc:
            self.warnings.append("no table of contents; chapters are titled from their headings")
        if len(toc) > MAX_TOC_ENTRIES:
            self.warnings.append(f"table of contents has {len(toc):,} entries; only the first {MAX_TOC_ENTRIES:,} are used")
            toc = toc[:MAX_TOC_ENTRIES]
        for entry in toc:
            if not self.c.exists(entry.path):
                self.warnings.append(f"table of contents points at missing {entry.path}")
        return [e for e in toc if self.c.exists(e.path)], landmarks

    # -- spine ---------------------------------------------------------------
    def spine_docs(self, spine_el, manifest) -> list[SpineDoc]:
        docs = []
        seen: set[str] = set()
        for ref in children(spine_el, "itemref"):
            item = manifest.get(ref.get("idref") or "")
            if item is None:
                self.warnings.append(f"spine refers to unknown manifest item {ref.get('idref')!r}")
                continue
            if item.id.startswith(EXPORT_MARK):  # the appendix an export added: not the book
                continue
            item = self._with_fallback(item, manifest)
            stored = self.c.find(item.path) if item is not None else None
            if item is None or stored is None:
                self.warnings.append(f"spine item {ref.get('idref')!r} has no readable content; skipped")
                continue
            if stored in seen:  # read once: a spine repeating a file must not multiply the book
                self.warnings.append(f"spine lists {item.path} more than once; read once")
                continue
            seen.add(stored)
            doc = self._read_doc(item)
            doc.linear = (ref.get("linear") or "yes").strip().lower() != "no"
            doc.properties |= set((ref.get("properties") or "").split())
            docs.append(doc)
        return docs

    def _with_fallback(self, item: ManifestItem, manifest) -> ManifestItem | None:
        seen = set()
        while item is not None and item.id not in seen:
            seen.add(item.id)
            if item.media_type in XHTML_TYPES or item.media_type == SVG_TYPE:
                return item
            if not item.media_type and _XHTML_EXT.search(item.path):
                return item
            item = manifest.get(item.fallback or "")
        return None

    def _read_doc(self, item: ManifestItem) -> SpineDoc:
        if item.media_type == SVG_TYPE:
            block = Block(kind="image", text="", html=f'<img src="{item.path}" alt="">', html_styled=f'<img src="{item.path}" alt="">')
            return SpineDoc(item.path, True, set(item.properties), [block], "", set())
        try:
            root, problem = parse_xhtml(self.c.read(item.path, document=True))
        except XMLDecodeError as exc:
            raise UndecodableTextError(self.path, f"{item.path}: {exc}") from exc
        except XMLMarkupError as exc:
            raise MalformedDocumentError(self.path, f"{item.path} cannot be parsed ({exc.msg})") from exc
        if problem:
            self.warnings.append(f"{item.path}: {problem}")
        if local(root) == "html":
            lang, xml_lang = root.get("lang"), root.get("{http://www.w3.org/XML/1998/namespace}lang")
            if lang and xml_lang and lang.lower() != xml_lang.lower():
                self.warnings.append(f"{item.path}: lang={lang} but xml:lang={xml_lang}")
        body = first(root, "body")
        if body is None:
            body = root  # DTBook and other XML content: take everything
        title_el = first(root, "title")
        types = set((attr(body, "type") or "").split())
        try:
            blocks = extract_blocks(body, partial(self._resolve_asset, item.path),
                                    limit=MAX_PARAGRAPHS - self._paragraphs)
        except TooManyBlocks:
            raise TooLargeError(self.path, f"more than {MAX_PARAGRAPHS:,} paragraphs in one volume "
                                           f"(reached in {item.path}); split the book") from None
        self._paragraphs += len(blocks)
        doc = SpineDoc(item.path, True, set(item.properties), blocks,
                       squash("".join(title_el.itertext())) if title_el is not None else "", types)
        doc.text_chars = sum(len(b.text) for b in blocks if b.kind != "image")
        return doc

    def _resolve_asset(self, base: str, src: str) -> str | None:
        resolved = resolve_href(base, src)
        if resolved is None:
            return None  # external images are never fetched
        name = self.c.find(resolved[0])
        if name is None:
            self.warnings.append(f"{base}: image {src} is missing")
            return None
        if name not in self._manifest_paths:
            self.warnings.append(f"{base}: image {src} is not in the manifest; not shown")
            return None
        return name

    # -- chapters ------------------------------------------------------------
    def chapters(self, docs: list[SpineDoc], toc: list[TocEntry], book_title: str | None) -> list[Chapter]:
        # A document's <title> names the chapter only when it is its own: not the book's
        # title repeated on every file, not a file name.
        counts = Counter(d.title for d in docs)
        for doc in docs:
            if (not doc.title or doc.title == book_title or _XHTML_EXT.search(doc.title)
                    or (counts[doc.title] > 3 and counts[doc.title] > len(docs) / 2)):
                doc.title = ""
        by_path: dict[str, list[TocEntry]] = {}
        for listed in toc:
            by_path.setdefault(listed.path, []).append(listed)
        chapters: list[Chapter] = []
        seen_paths: set[str] = set()
        for doc in docs:
            entries = by_path.get(doc.path, []) if doc.path not in seen_paths else []
            seen_paths.add(doc.path)
            starts: list[tuple[int, TocEntry | None]] = list(self._segment_starts(doc, entries))
            if not starts:
                starts = [(0, None)]
            if starts[0][0] > 0:
                if chapters and chapters[-1].href.split("#")[0] != doc.path:
                    # content before the first anchor continues the previous chapter
                    chapters[-1].blocks.extend(doc.blocks[: starts[0][0]])
                else:
                    starts.insert(0, (0, None))
            for i, (start, entry) in enumerate(starts):
                end = starts[i + 1][0] if i + 1 < len(starts) else len(doc.blocks)
                blocks = doc.blocks[start:end]
                href = doc.path + (f"#{entry.fragment}" if entry and entry.fragment else "")
                title = _chapter_title(entry, blocks, doc, len(chapters) + 1)
                chapter = Chapter(title=title, href=href, role="story", blocks=blocks,
                                  toc_level=entry.level if entry else None)
                self._doc_of[id(chapter)] = doc
                if entry is not None:
                    self._entry_of[id(chapter)] = entry
                chapters.append(chapter)
        return chapters

    def _segment_starts(self, doc: SpineDoc, entries: list[TocEntry]) -> list[tuple[int, TocEntry]]:
        """Block index where each TOC entry of this document starts, deepest label winning."""
        anchor_at: dict[str, int] = {}
        for i, block in enumerate(doc.blocks):
            for anchor in block.anchors:
                anchor_at.setdefault(anchor, i)
        starts: dict[int, TocEntry] = {}
        for entry in entries:
            if entry.fragment and entry.fragment not in anchor_at:
                if entry.fragment and doc.blocks:
                    self.warnings.append(f"table of contents anchor {doc.path}#{entry.fragment} not found")
                index = 0
            else:
                index = anchor_at.get(entry.fragment, 0) if entry.fragment else 0
            current = starts.get(index)
            if current is None or (entry.level > current.level and entry.label):
                starts[index] = entry
        return sorted(starts.items(), key=lambda kv: kv[0])

    # -- assets --------------------------------------------------------------
    def assets(self, manifest, chapters) -> list[Asset]:
        """The book's images, by what their bytes are (not what the manifest says):
        raster images as they are, SVG sanitized, anything else dropped with a warning;
        and its stylesheets, made safe on their own."""
        out = []
        seen: set[str] = set()
        for item in manifest.values():
            name = self.c.find(item.path)
            if name is None or name in seen or item.id.startswith(EXPORT_MARK):
                continue
            seen.add(name)
            if item.media_type.startswith("image/"):
                asset, problem = book_asset(name, self.c.read(name))
                if problem:
                    self.warnings.append(problem)
                if asset is not None:
                    out.append(asset)
            elif item.media_type == "text/css":
                css = self.c.read(name, document=True).decode("utf-8-sig", errors="replace")
                safe = clean_css(css, lambda ref, base=name: self._css_url(base, ref))
                out.append(Asset(name, "text/css", safe.encode("utf-8")))
        return out

    def _css_url(self, base: str, ref: str) -> str | None:
        resolved = resolve_href(base, ref)
        return self.c.find(resolved[0]) if resolved else None


def _chapter_title(entry: TocEntry | None, blocks: list[Block], doc: SpineDoc, n: int) -> str:
    heading = next((b.text for b in blocks[:5] if b.kind == "heading" and b.text), "")
    heading = squash(heading)
    if entry and entry.label:
        label = entry.label
        if heading and heading.startswith(label) and len(heading) > len(label) and len(heading) < 120:
            return heading
        return label
    if heading:
        return heading[:200]
    return doc.title[:200] or f"Section {n}"


def _number(value) -> float | None:
    try:
        number = float(str(value).strip())
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None
