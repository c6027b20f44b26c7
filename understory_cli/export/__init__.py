"""The export-epub stage: the reader's own EPUBs, with an X-Ray that never spoils.

For each volume, a copy of the source file in which known names are linked to popup
notes (EPUB 3 footnotes: `epub:type="noteref"` to an `aside epub:type="footnote"` in the
same document; EPUB 2 endnotes with a link back), each note saying what the wiki says at
that chapter's own position, and an appendix, "Characters so far", gated at the volume's
end and linked from the contents. The copy is a book of its own to a reader (its own
identifier, derived from the source's, and a marked title) and otherwise the same: spine,
text, images, stylesheets and metadata (a new modification date and a generator note added).

The source files are the ones that were ingested, given again on the command line: the
store keeps their text, not the files, and they are matched by their SHA-256 (a changed
file would not have the paragraphs the wiki cites).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from lxml import etree

from ..errors import BadInputError, NotFoundError, UsageError
from ..extractive.languages import DEFAULT, family
from ..ingest.container import Container
from ..ingest.xhtml import EXPORT_MARK
from ..progress import ProgressFn, reporter
from ..static_site.collect import collect
from ..static_site.messages import SCRIPT_SAMPLE
from ..store import Store, books
from ..store.exports import ChapterStart, chapter_starts
from .document import EVERY, FIRST, OFF, OPS, Chapter, Linker, NoteIds
from .identity import DEFAULT_TITLE_MARK, make_own_book
from .knowledge import Knowledge
from .markup import Builder, appendix_document, note_words, stylesheet
from .names import NameFinder
from .package import NCX_NS, XHTML_TYPES, Package, serialize

MODES = (FIRST, EVERY, OFF)
CSS_NAME = f"{EXPORT_MARK}.css"
APPENDIX_NAME = f"{EXPORT_MARK}-characters.xhtml"


@dataclass
class VolumeExport:
    volume_no: int
    source: Path
    out: Path
    links: int = 0
    notes: int = 0
    documents: int = 0  # content documents that got links
    appendix_entries: int = 0
    left_alone: list[str] = field(default_factory=list)  # documents that are not well-formed XML


@dataclass
class ExportResult:
    work_slug: str
    volumes: list[VolumeExport]


def export_epub(store: Store, paths: list[Path], out_dir: Path, *, work: str | None = None, links: str = FIRST,
                appendix: bool = True, title_mark: str = DEFAULT_TITLE_MARK, modified: datetime | None = None,
                progress: ProgressFn | None = None) -> ExportResult:
    """Write a copy of each EPUB into `out_dir`, under the same file name.

    `links`: "first" links the first mention of each entry in each chapter, "every" every
    mention, "off" none (the appendix is still written unless `appendix` is False).
    `title_mark` is appended to the copy's title ("" leaves the title as it is).
    """
    if links not in MODES:
        raise UsageError(f"links must be one of {', '.join(MODES)}, not {links!r}")
    tell = reporter("export", progress)
    target = books.resolve_work(store, work)
    sources = _match_volumes(store, target, [Path(p) for p in paths], out_dir)
    tell(0, len(sources), "reading the wiki")
    site = collect(store, target.slug)
    if not site.entries:
        raise NotFoundError(f"'{target.slug}' has no wiki entries, so there is nothing to put in the notes: run "
                            f"`understory analyze` and `understory compose-wiki` first (a book too short to name "
                            f"anyone gets none)")
    knowledge = Knowledge(site)
    language = family(target.language) or DEFAULT
    first = site.paragraphs(site.volumes[0].volume_no)[:SCRIPT_SAMPLE] if site.volumes else []
    said = note_words(language, target.language, "".join(p.text for p in first))  # in the book's script
    stamp = (modified or datetime.now(timezone.utc)).strftime("%Y-%m-%dT%H:%M:%SZ")
    out_dir.mkdir(parents=True, exist_ok=True)
    done = []
    for i, (volume, path) in enumerate(sources, start=1):
        tell(i - 1, len(sources), f"volume {volume.volume_no}")
        done.append(_export_volume(store, target, knowledge, volume, path, out_dir, links, appendix, (language, said),
                                   stamp, title_mark))
        tell(i, len(sources), f"volume {volume.volume_no}")
    return ExportResult(target.slug, done)


def _match_volumes(store: Store, target, paths: list[Path], out_dir: Path) -> list[tuple]:
    """Each file's volume, by its bytes: the file the store's locators were read from."""
    by_sha = {v.source_sha256: v for v in books.volumes(store, target.work_id)}
    out, seen = [], set()
    for path in paths:
        container = Container(path)
        try:
            sha = container.sha256()
        finally:
            container.close()
        volume = by_sha.get(sha)
        if volume is None:
            raise NotFoundError(f"{path} is not a volume of '{target.slug}' as it was ingested (no ingested file "
                                f"has the same bytes); give the files you ingested, or ingest this one first")
        if volume.volume_no in seen:
            raise UsageError(f"{path}: volume {volume.volume_no} is given twice")
        seen.add(volume.volume_no)
        if (out_dir / _out_name(path)).resolve() == path.resolve():
            raise UsageError(f"{path}: the copy would overwrite its source; choose another --out folder")
        out.append((volume, path))
    return sorted(out, key=lambda vp: vp[0].volume_no)


def _out_name(path: Path) -> str:
    return path.name if path.suffix.lower() == ".epub" else path.name + ".epub"


def _export_volume(store, target, knowledge: Knowledge, volume, path: Path, out_dir: Path, mode: str,
                   appendix: bool, written: tuple[str, dict[str, str]], stamp: str, title_mark: str) -> VolumeExport:
    """`written`: the book's language and the notes' words in its script."""
    language, said = written
    result = VolumeExport(volume.volume_no, path, out_dir / _out_name(path))
    starts = chapter_starts(store, target.work_id, volume.volume_no)
    by_file: dict[str, dict[str | None, ChapterStart]] = {}
    for s in starts:
        file, _, fragment = s.href.partition("#")
        by_file.setdefault(file, {})[fragment or None] = s
    story = knowledge.site.story
    finders: dict[int, NameFinder] = {}

    def chapter_at(start: ChapterStart) -> Chapter:
        if start.chapter_no is None:
            return Chapter(start.locator, None, None)
        at = start.chapter_no - 1  # inside chapter N the reader has finished N-1
        if at not in finders:
            finders[at] = NameFinder(knowledge.names_at(at))
        return Chapter(start.locator, at, finders[at], given_away=knowledge.given_away_in(start.locator))

    def chapter_title(chapter_no: int) -> str | None:
        c = story.get(chapter_no)
        if c is None:
            return None
        return c.title if c.volume_no == volume.volume_no else f"{c.title} ({c.volume_title})"

    package = Package(path)
    try:
        css_path = package.free_path(_folder(package.opf_path), CSS_NAME)
        nav = package.nav_path()
        carried = None
        last_story_doc = None
        ids = NoteIds()
        for item in package.spine():
            if item.media_type not in XHTML_TYPES or item.path == nav:
                carried = _last_start(by_file.get(item.path), carried)
                continue
            try:
                tree = package.parse(item.path)
            except BadInputError:  # a document lxml cannot read as XML is left as it is
                result.left_alone.append(item.path)
                carried = _last_start(by_file.get(item.path), carried)
                continue
            if any(s.chapter_no is not None for s in by_file.get(item.path, {}).values()):
                last_story_doc = (item.path, tree)
            linker = Linker(tree.getroot(), by_file.get(item.path, {}), carried, chapter_at, mode, package.epub3,
                            ids)
            carried = linker.run() if mode != OFF else _last_start(by_file.get(item.path), carried)
            if not linker.placed:
                continue
            builder = Builder(linker.ns, language, package.epub3, chapter_title,
                              declare_epub=OPS not in tree.getroot().nsmap.values(), note_words=said)
            _place_notes(linker, builder, knowledge)
            _link_stylesheet(tree, package.href_from(item.path, css_path), linker.ns)
            package.changed[item.path] = serialize(tree)
            result.documents += 1
            result.links += linker.links
            result.notes += len(linker.placed)
        last_chapter = max((s.chapter_no for s in starts if s.chapter_no is not None), default=None)
        if appendix and last_chapter is not None and last_story_doc is not None:
            result.appendix_entries = _add_appendix(package, knowledge, last_story_doc, css_path, last_chapter,
                                                    written, chapter_title)
        if result.documents or package.added:  # the stylesheet only where a page links it
            package.add_item(_free_id(package, f"{EXPORT_MARK}-css"), css_path, "text/css",
                             stylesheet(language, package.epub3).encode("utf-8"))
        make_own_book(package, title_mark)
        package.stamp(stamp, f"understory {_version()} (export-epub: spoiler-free X-Ray notes)")
        package.write(result.out)
    finally:
        package.close()
    return result


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("understory")
    except PackageNotFoundError:
        return "(development)"


def _folder(path: str) -> str:
    return path.rpartition("/")[0]


def _last_start(starts: dict | None, carried):
    """The chapter a document ends in, for a document that is not linked."""
    if not starts:
        return carried
    return list(starts.values())[-1]


def _free_id(package: Package, wanted: str) -> str:
    ids = set(package.items)
    candidate, n = wanted, 1
    while candidate in ids:
        n += 1
        candidate = f"{wanted}-{n}"
    return candidate


def _place_notes(linker: Linker, builder: Builder, knowledge: Knowledge) -> None:
    holder = builder.notes_block()
    linker.body().append(holder)
    holder.tail = "\n"
    for placed in linker.placed.values():
        note = knowledge.note(placed.slug, placed.progress)
        holder.append(builder.note(note, placed.note_id, placed.ref_ids[0]))
        holder[-1].tail = "\n"


def _link_stylesheet(tree, href: str, ns: str | None) -> None:
    head = next((el for el in tree.getroot() if isinstance(el.tag, str) and etree.QName(el).localname == "head"), None)
    if head is None:
        return
    etree.SubElement(head, f"{{{ns}}}link" if ns else "link", rel="stylesheet", type="text/css", href=href)
    _indent_last(head)


def _add_appendix(package: Package, knowledge: Knowledge, last_doc, css_path: str, at: int,
                  written: tuple[str, dict[str, str]], chapter_title) -> int:
    """The volume's "Characters so far", beside its last story document (so the book's
    stylesheet links hold), in the spine after the book and in the contents."""
    doc_path, tree = last_doc
    known = knowledge.known_at(at)
    people = [s for s in known if knowledge.is_person(s)] or known
    notes = [knowledge.note(s, at) for s in people]
    path = package.free_path(_folder(doc_path), APPENDIX_NAME)
    ours = package.href_from(path, css_path)
    sheets = [el.get("href") for el in tree.getroot().iter("{*}link")
              if "stylesheet" in (el.get("rel") or "").split() and el.get("href") and el.get("href") != ours
              and package.exists_from(doc_path, el.get("href"))]  # a broken link of the book's is not copied
    language, said = written
    builder = Builder(etree.QName(tree.getroot()).namespace, language, package.epub3, chapter_title, note_words=said)
    title = said["appendix"]
    data = appendix_document(tree, builder, notes, [*sheets, ours], title)
    package.add_item(_free_id(package, f"{EXPORT_MARK}-appendix"), path, "application/xhtml+xml", data, spine=True)
    _add_to_nav(package, path, title)
    _add_to_ncx(package, path, title)
    return len(notes)


def _add_to_nav(package: Package, path: str, title: str) -> None:
    nav_path = package.nav_path()
    if nav_path is None or not package.epub3:
        return
    tree = package.parse(nav_path)
    navs = [n for n in tree.getroot().iter("{*}nav")]
    toc = next((n for n in navs if "toc" in (n.get(f"{{{OPS}}}type") or "").split()), navs[0] if navs else None)
    ol = next(iter(toc.iter("{*}ol")), None) if toc is not None else None
    if ol is None:
        return
    ns = etree.QName(ol).namespace
    li = etree.SubElement(ol, f"{{{ns}}}li" if ns else "li", {"class": f"{EXPORT_MARK}-added"})
    a = etree.SubElement(li, f"{{{ns}}}a" if ns else "a", href=package.href_from(nav_path, path))
    a.text = title
    _indent_last(ol)
    package.changed[nav_path] = serialize(tree)


def _add_to_ncx(package: Package, path: str, title: str) -> None:
    ncx_path = package.ncx_path()
    if ncx_path is None:
        return
    tree = package.parse(ncx_path)
    nav_map = tree.getroot().find(f"{{{NCX_NS}}}navMap")
    if nav_map is None:
        return
    orders = [int(p.get("playOrder")) for p in tree.getroot().iter(f"{{{NCX_NS}}}navPoint")
              if (p.get("playOrder") or "").isdigit()]
    point = etree.SubElement(nav_map, f"{{{NCX_NS}}}navPoint", id=f"{EXPORT_MARK}-appendix")
    if orders:
        point.set("playOrder", str(max(orders) + 1))
    label = etree.SubElement(etree.SubElement(point, f"{{{NCX_NS}}}navLabel"), f"{{{NCX_NS}}}text")
    label.text = title
    etree.SubElement(point, f"{{{NCX_NS}}}content", src=package.href_from(ncx_path, path))
    _indent_last(nav_map)
    package.changed[ncx_path] = serialize(tree)


def _indent_last(parent) -> None:
    if len(parent) > 1:
        parent[-1].tail = parent[-2].tail
        parent[-2].tail = parent[-3].tail if len(parent) > 2 else parent.text

