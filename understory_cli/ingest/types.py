"""What a parsed volume looks like before it is stored."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Block:
    """One paragraph-level unit: a paragraph, heading, list, table, image or note."""

    kind: str  # p | heading | list | table | image | note | pre
    text: str  # plain text, ruby readings dropped
    html: str  # basic semantic HTML (b/i/u/sub/sup/blockquote/ruby/lists/tables)
    html_styled: str  # the same with the book's classes and safe inline styles kept
    anchors: tuple[str, ...] = ()  # element ids at or just before this block
    types: tuple[str, ...] = ()  # epub:type of the sections around it (chapter, frontmatter...)


@dataclass
class Chapter:
    title: str
    href: str  # container path of the spine item, plus #fragment when split
    role: str  # story | front | back | part (a part's title page: front matter heading the chapters after it)
    blocks: list[Block]
    toc_level: int | None = None


@dataclass
class Fragment:
    """One spine item as an e-reader counts it (KOReader's `DocFragment[N]`, N = its place in
    the spine): where it begins in the volume's chapters, and where each of its `<p>`s went."""

    chapter: int  # index into Volume.chapters
    block: int  # index into that chapter's blocks
    paragraphs: list[tuple[int, int]] = field(default_factory=list)  # (chapter, block) of each p block


@dataclass
class Asset:
    href: str  # container path, e.g. OEBPS/images/map.jpg
    media_type: str
    data: bytes


@dataclass
class Volume:
    source_name: str
    sha256: str
    title: str
    chapters: list[Chapter]
    authors: list[str] = field(default_factory=list)
    language: str | None = None
    identifier: str | None = None
    series: str | None = None
    series_index: float | None = None
    description: str | None = None  # dc:description as plain text
    assets: list[Asset] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    reader_ids: dict[str, str] = field(default_factory=dict)  # e-reader document ids by method (ingest/koreader.py)
    fragments: list[Fragment] = field(default_factory=list)  # the spine items, in order

    @property
    def story_chapters(self) -> list[Chapter]:
        return [c for c in self.chapters if c.role == "story"]
