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
    role: str  # story | front | back
    blocks: list[Block]
    toc_level: int | None = None


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

    @property
    def story_chapters(self) -> list[Chapter]:
        return [c for c in self.chapters if c.role == "story"]
