"""Works, volumes, chapters, paragraphs, assets and chunks."""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, Sequence

import numpy as np

from ..errors import NotFoundError

if TYPE_CHECKING:
    from . import Store


# What the store reads from a parsed volume (ingest.types makes these; the store does not import it).
# Sequences are read-only properties: a list of ingest's Chapters is a Sequence of ParsedChapters.
class ParsedBlock(Protocol):
    kind: str
    text: str
    html: str
    html_styled: str


class ParsedChapter(Protocol):
    title: str
    href: str
    role: str  # story | front | back | part (a part's title page: front matter heading the chapters after it)
    toc_level: int | None

    @property
    def blocks(self) -> Sequence[ParsedBlock]: ...


class ParsedAsset(Protocol):
    href: str
    media_type: str
    data: bytes


class ParsedVolume(Protocol):
    source_name: str
    sha256: str
    title: str
    authors: list[str]
    language: str | None
    identifier: str | None
    series: str | None
    series_index: float | None
    description: str | None
    warnings: list[str]

    @property
    def chapters(self) -> Sequence[ParsedChapter]: ...
    @property
    def assets(self) -> Sequence[ParsedAsset]: ...


class ChunkSpan(Protocol):
    para_start: int  # 1-based, inclusive
    para_end: int
    text: str

    @property
    def sha256(self) -> str: ...


@dataclass
class WorkRow:
    work_id: int
    slug: str
    title: str
    language: str | None


@dataclass
class VolumeRow:
    volume_id: int
    volume_no: int
    title: str
    source_name: str
    source_sha256: str


@dataclass
class PreparedChunk:
    chapter_index: int  # index into Volume.chapters
    span: ChunkSpan
    counts: Counter
    n_tokens: int


def works(store: "Store") -> list[WorkRow]:
    return [WorkRow(*r) for r in store.all("SELECT work_id, slug, title, language FROM works ORDER BY work_id")]


def find_work(store: "Store", slug: str) -> WorkRow | None:
    row = store.one("SELECT work_id, slug, title, language FROM works WHERE slug = ?", [slug])
    return WorkRow(*row) if row else None


def work_language(store: "Store", work_id: int) -> str | None:
    return store.scalar("SELECT language FROM works WHERE work_id = ?", [work_id])


def authors(store: "Store", work_id: int) -> list[str]:
    """The names the work's volumes give as their authors, each once, in volume order."""
    rows = store.all("SELECT authors FROM volumes WHERE work_id = ? ORDER BY volume_no", [work_id])
    return list(dict.fromkeys(" ".join(a.split()) for (names,) in rows for a in names or [] if a.strip()))


def volume_labels(store: "Store", work_id: int) -> list[tuple[str, str | None, list[str], str]]:
    """Each volume's title, series, authors and source hash, in volume order: what `add` files a book by."""
    rows = store.all("SELECT title, series, authors, source_sha256 FROM volumes WHERE work_id = ? ORDER BY volume_no",
                     [work_id])
    return [(title, series, list(names or []), sha) for title, series, names, sha in rows]


def resolve_work(store: "Store", slug: str | None) -> WorkRow:
    """The work named by `slug`, or the only work in the store."""
    if slug:
        work = find_work(store, slug)
        if work is None:
            known = ", ".join(w.slug for w in works(store)) or "none yet"
            raise NotFoundError(f"no work '{slug}' in {store.path} (works: {known})")
        return work
    all_works = works(store)
    if not all_works:
        raise NotFoundError(f"{store.path} holds no book yet; run `understory ingest BOOK.epub`")
    if len(all_works) > 1:
        raise NotFoundError(f"{store.path} holds several works; choose one with --work ({', '.join(w.slug for w in all_works)})")
    return all_works[0]


def create_work(store: "Store", slug: str, title: str, language: str | None) -> WorkRow:
    work_id = store.next_id("works", "work_id")
    store.all("INSERT INTO works (work_id, slug, title, language) VALUES (?, ?, ?, ?)", [work_id, slug, title, language])
    return WorkRow(work_id, slug, title, language)


def volumes(store: "Store", work_id: int) -> list[VolumeRow]:
    rows = store.all(
        "SELECT volume_id, volume_no, title, source_name, source_sha256 FROM volumes WHERE work_id = ? ORDER BY volume_no",
        [work_id])
    return [VolumeRow(*r) for r in rows]


def delete_volume(store: "Store", volume_id: int) -> None:
    chapter_ids = "SELECT chapter_id FROM chapters WHERE volume_id = ?"
    store.all(f"DELETE FROM lexical_postings WHERE chunk_id IN (SELECT chunk_id FROM chunks WHERE chapter_id IN ({chapter_ids}))", [volume_id])
    store.all(f"DELETE FROM chunks WHERE chapter_id IN ({chapter_ids})", [volume_id])
    store.all(f"DELETE FROM paragraphs WHERE chapter_id IN ({chapter_ids})", [volume_id])
    store.all("DELETE FROM chapters WHERE volume_id = ?", [volume_id])
    store.all("DELETE FROM assets WHERE volume_id = ?", [volume_id])
    store.all("DELETE FROM volumes WHERE volume_id = ?", [volume_id])


def story_characters(store: "Store", volume_id: int) -> int:
    """Characters of the volume's story chapters."""
    return int(store.scalar("SELECT coalesce(sum(n_chars), 0) FROM chapters WHERE volume_id = ? AND is_body",
                            [volume_id]) or 0)


def chapter_locators(volume_no: int, roles: list[str]) -> list[str]:
    """'2.1', '2.2' for story chapters; '2.f1' before, '2.b1' after the story."""
    last_story = max((i for i, r in enumerate(roles) if r == "story"), default=-1)
    out, story, front, back = [], 0, 0, 0
    for i, role in enumerate(roles):
        if role == "story":
            story += 1
            out.append(f"{volume_no}.{story}")
        elif 0 <= last_story < i:
            back += 1
            out.append(f"{volume_no}.b{back}")
        else:
            front += 1
            out.append(f"{volume_no}.f{front}")
    return out


def write_volume(store: "Store", work_id: int, volume_no: int, volume: ParsedVolume, chunks: list[PreparedChunk]) -> int:
    """Insert one parsed volume with its chunks and postings; returns its volume_id."""
    volume_id = store.next_id("volumes", "volume_id")
    store.all(
        """INSERT INTO volumes (volume_id, work_id, volume_no, title, authors, language, identifier, series,
                                series_index, source_name, source_sha256, warnings, description)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
        [volume_id, work_id, volume_no, volume.title, volume.authors, volume.language, volume.identifier,
         volume.series, volume.series_index, volume.source_name, volume.sha256, volume.warnings, volume.description])

    first_chapter = store.next_id("chapters", "chapter_id")
    locators = chapter_locators(volume_no, [c.role for c in volume.chapters])
    story_nos, n = [], 0
    for c in volume.chapters:
        n += c.role == "story"
        story_nos.append(n if c.role == "story" else None)
    store.insert_columns("chapters", {
        "chapter_id": [first_chapter + i for i in range(len(volume.chapters))],
        "work_id": [work_id] * len(volume.chapters),
        "volume_id": [volume_id] * len(volume.chapters),
        "seq": list(range(1, len(volume.chapters) + 1)),
        "locator": locators,
        "story_no": story_nos,
        "title": [c.title for c in volume.chapters],
        "role": [c.role for c in volume.chapters],
        "is_body": [c.role == "story" for c in volume.chapters],
        "href": [c.href for c in volume.chapters],
        "toc_level": [c.toc_level for c in volume.chapters],
        "n_chars": [sum(len(b.text) for b in c.blocks) for c in volume.chapters],
    })

    para: dict[str, list] = {k: [] for k in ("work_id", "chapter_id", "para_no", "locator", "kind", "text", "html", "html_styled")}
    for i, chapter in enumerate(volume.chapters):
        for no, block in enumerate(chapter.blocks, start=1):
            para["work_id"].append(work_id)
            para["chapter_id"].append(first_chapter + i)
            para["para_no"].append(no)
            para["locator"].append(f"{locators[i]}.{no}")
            para["kind"].append(block.kind)
            para["text"].append(block.text)
            para["html"].append(block.html)
            para["html_styled"].append(block.html_styled)
    store.insert_columns("paragraphs", para)

    store.insert_columns("assets", {  # one statement: a manga volume has thousands of images
        "work_id": [work_id] * len(volume.assets),
        "volume_id": [volume_id] * len(volume.assets),
        "href": [a.href for a in volume.assets],
        "media_type": [a.media_type for a in volume.assets],
        "sha256": [hashlib.sha256(a.data).hexdigest() for a in volume.assets],
        "data": [a.data for a in volume.assets],
    })

    _write_chunks(store, work_id, first_chapter, chunks)
    return volume_id


def _write_chunks(store: "Store", work_id: int, first_chapter: int, chunks: list[PreparedChunk]) -> None:
    if not chunks:
        return
    first_chunk = store.next_id("chunks", "chunk_id")
    ids = list(range(first_chunk, first_chunk + len(chunks)))
    store.insert_columns("chunks", {
        "chunk_id": ids,
        "work_id": [work_id] * len(chunks),
        "chapter_id": [first_chapter + c.chapter_index for c in chunks],
        "chapter_no": [0] * len(chunks),  # set by renumber_chapters
        "para_start": [c.span.para_start for c in chunks],
        "para_end": [c.span.para_end for c in chunks],
        "text": [c.span.text for c in chunks],
        "n_tokens": [c.n_tokens for c in chunks],
        "sha256": [c.span.sha256 for c in chunks],
    })
    sizes = [len(c.counts) for c in chunks]
    terms = [t for c in chunks for t in c.counts]
    tfs = [f for c in chunks for f in c.counts.values()]
    store.insert_columns("lexical_postings", {
        "work_id": np.full(len(terms), work_id, dtype=np.int32),
        "chunk_id": np.repeat(np.array(ids, dtype=np.int64), sizes),
        "term": np.array(terms, dtype=object),
        "tf": np.array(tfs, dtype=np.int32),
    })


def renumber_chapters(store: "Store", work_id: int) -> None:
    """Give story chapters their reading number across the work (volume order, then story order)."""
    store.all("""
        UPDATE chapters SET chapter_no = n.no FROM (
            SELECT c.chapter_id, row_number() OVER (ORDER BY v.volume_no, c.story_no) AS no
            FROM chapters c JOIN volumes v USING (volume_id)
            WHERE c.work_id = ? AND c.is_body) AS n
        WHERE chapters.chapter_id = n.chapter_id""", [work_id])
    store.all("""
        UPDATE chunks SET chapter_no = c.chapter_no FROM chapters c
        WHERE chunks.chapter_id = c.chapter_id AND chunks.work_id = ?""", [work_id])


@dataclass
class Passage:
    chunk_id: int
    locator: str  # first paragraph, e.g. 2.23.56
    end_locator: str
    chapter_no: int
    chapter_title: str
    volume_no: int
    text: str


def passages(store: "Store", chunk_ids: list[int]) -> dict[int, Passage]:
    if not chunk_ids:
        return {}
    rows = store.all("""
        SELECT k.chunk_id, c.locator || '.' || k.para_start, c.locator || '.' || k.para_end, k.chapter_no,
               c.title, v.volume_no, k.text
        FROM chunks k JOIN chapters c USING (chapter_id) JOIN volumes v ON v.volume_id = c.volume_id
        WHERE k.chunk_id IN (SELECT unnest(?::INTEGER[]))""", [chunk_ids])
    return {r[0]: Passage(*r) for r in rows}


@dataclass
class ChapterText:
    """How much text a stored chapter holds, for comparing a volume with its replacement."""

    locator: str
    title: str
    href: str
    characters: int  # of its paragraphs, images' alt text left out
    text_sha256: str  # of its paragraphs' text, as store.anchors hashes it


def chapter_texts(store: "Store", volume_id: int) -> list[ChapterText]:
    """The volume's story chapters in order, each with its characters of text."""
    rows = store.all("""
        SELECT c.locator, c.title, c.href, coalesce(sum(length(p.text)) FILTER (WHERE p.kind <> 'image'), 0),
               sha256(coalesce(string_agg(p.text, chr(10) ORDER BY p.para_no), ''))
        FROM chapters c LEFT JOIN paragraphs p USING (chapter_id)
        WHERE c.volume_id = ? AND c.is_body
        GROUP BY c.chapter_id, c.seq, c.locator, c.title, c.href ORDER BY c.seq""", [volume_id])
    return [ChapterText(r[0], r[1], r[2], int(r[3]), r[4]) for r in rows]


@dataclass
class ChapterRow:
    locator: str
    chapter_no: int | None
    title: str
    role: str
    n_chars: int


def table_of_contents(store: "Store", work_id: int, *, volume: int | None = None, include_matter: bool = False) -> list[ChapterRow]:
    rows = store.all("""
        SELECT c.locator, c.chapter_no, c.title, c.role, c.n_chars
        FROM chapters c JOIN volumes v USING (volume_id)
        WHERE c.work_id = ? AND (? IS NULL OR v.volume_no = ?) AND (? OR c.is_body)
        ORDER BY v.volume_no, c.seq""", [work_id, volume, volume, include_matter])
    return [ChapterRow(*r) for r in rows]


@dataclass
class WorkCounts:
    volumes: int
    story_chapters: int
    other_chapters: int
    paragraphs: int
    characters: int
    chunks: int


def work_counts(store: "Store", work_id: int) -> WorkCounts:
    # always one row: every column is a count
    row = store.all("""
        SELECT (SELECT count(*) FROM volumes WHERE work_id = $1),
               (SELECT count(*) FROM chapters WHERE work_id = $1 AND is_body),
               (SELECT count(*) FROM chapters WHERE work_id = $1 AND NOT is_body),
               (SELECT count(*) FROM paragraphs WHERE work_id = $1),
               (SELECT coalesce(sum(n_chars), 0) FROM chapters WHERE work_id = $1),
               (SELECT count(*) FROM chunks WHERE work_id = $1)""", [work_id])[0]
    return WorkCounts(*map(int, row))


@dataclass
class StoryParagraph:
    locator: str  # 2.23.56
    chapter_no: int
    volume_no: int
    kind: str
    text: str


def story_paragraphs(store: "Store", work_id: int, *, volume: int | None = None,
                     through_volume: int | None = None) -> list[StoryParagraph]:
    """The text of story chapters in reading order (front and back matter left out):
    all of them, one `volume`'s, or those up to and including `through_volume`."""
    rows = store.all("""
        SELECT p.locator, c.chapter_no, v.volume_no, p.kind, p.text
        FROM paragraphs p JOIN chapters c USING (chapter_id) JOIN volumes v ON v.volume_id = c.volume_id
        WHERE p.work_id = ? AND c.is_body AND (? IS NULL OR v.volume_no = ?) AND (? IS NULL OR v.volume_no <= ?)
        ORDER BY c.chapter_no, p.para_no""", [work_id, volume, volume, through_volume, through_volume])
    return [StoryParagraph(*r) for r in rows]


@dataclass
class VolumeChapter:
    chapter_no: int
    locator: str
    title: str


@dataclass
class VolumeInfo:
    volume_no: int
    title: str
    source_sha256: str
    chapters: list[VolumeChapter]  # story chapters in order

    @property
    def last_chapter_no(self) -> int:
        return self.chapters[-1].chapter_no if self.chapters else 0


def volume_infos(store: "Store", work_id: int) -> list[VolumeInfo]:
    rows = store.all("""
        SELECT v.volume_no, v.title, v.source_sha256, c.chapter_no, c.locator, c.title
        FROM volumes v LEFT JOIN chapters c ON c.volume_id = v.volume_id AND c.is_body
        WHERE v.work_id = ? ORDER BY v.volume_no, c.chapter_no""", [work_id])
    out: dict[int, VolumeInfo] = {}
    for vno, vtitle, sha, cno, loc, ctitle in rows:
        info = out.setdefault(vno, VolumeInfo(vno, vtitle, sha, []))
        if cno is not None:
            info.chapters.append(VolumeChapter(cno, loc, ctitle))
    return list(out.values())


def paragraph_texts(store: "Store", work_id: int, locators: list[str]) -> dict[str, str]:
    """The text of each of these paragraphs, by locator (a plan's few evidence paragraphs, not the book)."""
    if not locators:
        return {}
    rows = store.all(f"SELECT locator, text FROM paragraphs WHERE work_id = ? AND locator IN ({', '.join('?' * len(locators))})",
                     [work_id, *locators])
    return dict(rows)


def paragraph_chapters(store: "Store", work_id: int, *, up_to_volume: int | None = None) -> dict[str, int]:
    """Every story paragraph and chapter locator (up to a volume, or all) -> its chapter_no (for evidence checks)."""
    rows = store.all("""
        SELECT p.locator, c.locator, c.chapter_no FROM paragraphs p JOIN chapters c USING (chapter_id)
        JOIN volumes v ON v.volume_id = c.volume_id
        WHERE p.work_id = ? AND c.is_body AND (? IS NULL OR v.volume_no <= ?)""", [work_id, up_to_volume, up_to_volume])
    out = {}
    for para, chapter, no in rows:
        out[para] = no
        out[chapter] = no
    return out
