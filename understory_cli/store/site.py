"""What the static site needs from the book that the other store modules do not offer:
every chapter (front and back matter too) with its volume, paragraphs ready to show,
and the book's images."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from . import Store


@dataclass
class SiteChapter:
    volume_no: int
    volume_title: str
    locator: str  # 2.23, or 2.f1 / 2.b1 for front and back matter
    chapter_no: int | None  # None for front and back matter
    title: str
    role: str
    text_id: str  # a short hash of its text: the browser's saved progress names the chapter by it


@dataclass
class SiteParagraph:
    chapter_locator: str
    locator: str  # 2.23.56
    kind: str
    text: str  # plain text (style level off)
    html: str  # sanitized by ingest (basic level)
    html_styled: str  # the same with the book's classes and safe inline styles (advanced level)


@dataclass
class SiteImage:
    volume_no: int
    href: str  # the container path that paragraph HTML refers to
    media_type: str
    sha256: str
    data: bytes


def chapters(store: "Store", work_id: int) -> list[SiteChapter]:
    rows = store.all("""
        SELECT v.volume_no, v.title, c.locator, c.chapter_no, c.title, c.role,
               left(sha256(coalesce(string_agg(p.text, chr(10) ORDER BY p.para_no), '')), 12)
        FROM chapters c JOIN volumes v USING (volume_id) LEFT JOIN paragraphs p USING (chapter_id)
        WHERE c.work_id = ? GROUP BY c.chapter_id, c.seq, v.volume_no, v.title, c.locator, c.chapter_no, c.title, c.role ORDER BY v.volume_no, c.seq""", [work_id])
    return [SiteChapter(*r) for r in rows]


def volume_paragraphs(store: "Store", work_id: int, volume_no: int) -> list[SiteParagraph]:
    """One volume at a time keeps a long series out of memory."""
    rows = store.all("""
        SELECT c.locator, p.locator, p.kind, p.text, p.html, p.html_styled
        FROM paragraphs p JOIN chapters c USING (chapter_id) JOIN volumes v ON v.volume_id = c.volume_id
        WHERE p.work_id = ? AND v.volume_no = ? ORDER BY c.seq, p.para_no""", [work_id, volume_no])
    return [SiteParagraph(*r) for r in rows]


def front_matter_pictures(store: "Store", work_id: int) -> list[tuple[int, str]]:
    """(volume_no, html) of the paragraphs with a picture in each volume's front matter
    (before its first story chapter), in reading order: where a cover is."""
    return store.all("""
        SELECT v.volume_no, p.html
        FROM paragraphs p JOIN chapters c USING (chapter_id) JOIN volumes v ON v.volume_id = c.volume_id
        WHERE p.work_id = ? AND c.chapter_no IS NULL AND p.html LIKE '%<img%'
          AND c.seq < coalesce((SELECT min(s.seq) FROM chapters s WHERE s.volume_id = c.volume_id AND s.chapter_no IS NOT NULL), 1e9)
        ORDER BY v.volume_no, c.seq, p.para_no""", [work_id])


def images(store: "Store", work_id: int) -> list[SiteImage]:
    rows = store.all("""
        SELECT v.volume_no, a.href, a.media_type, a.sha256, a.data
        FROM assets a JOIN volumes v USING (volume_id)
        WHERE a.work_id = ? AND a.media_type LIKE 'image/%' ORDER BY v.volume_no, a.href""", [work_id])
    return [SiteImage(r[0], r[1], r[2], r[3], bytes(r[4])) for r in rows]


def paragraph_locators(store: "Store", work_id: int) -> set[str]:
    """Every paragraph that has an anchor in the reader (to check citations against)."""
    return {r[0] for r in store.all("SELECT locator FROM paragraphs WHERE work_id = ?", [work_id])}


@dataclass
class SiteStylesheet:
    volume_no: int
    href: str
    css: str  # sanitized by ingest (no imports, no scripts, only the book's own URLs)


def stylesheets(store: "Store", work_id: int) -> list[SiteStylesheet]:
    """The book's CSS per volume, for the reader's advanced style level."""
    rows = store.all("""
        SELECT v.volume_no, a.href, a.data
        FROM assets a JOIN volumes v USING (volume_id)
        WHERE a.work_id = ? AND a.media_type = 'text/css' ORDER BY v.volume_no, a.href""", [work_id])
    return [SiteStylesheet(r[0], r[1], bytes(r[2]).decode("utf-8", errors="replace")) for r in rows]


def volume_descriptions(store: "Store", work_id: int) -> dict[int, str]:
    """volume_no -> the volume's dc:description, where it has one."""
    rows = store.all("SELECT volume_no, description FROM volumes WHERE work_id = ? AND description IS NOT NULL",
                     [work_id])
    return {no: text for no, text in rows}
