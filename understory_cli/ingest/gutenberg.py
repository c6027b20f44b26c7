"""A Project Gutenberg book's wrapper: the header before "*** START OF THE PROJECT GUTENBERG EBOOK …" and the
licence after "*** END OF THE PROJECT GUTENBERG EBOOK …", which Gutenberg writes into the same file as the
story. Left in, the licence's words became the wiki's entries ("Project Gutenberg", "United States")."""

from __future__ import annotations

import re
from typing import Any

from .types import Block, Chapter

START = re.compile(r"^\W*\*{3}\s*START OF (?:THE|THIS) PROJECT GUTENBERG", re.I)
END = re.compile(r"^\W*\*{3}\s*END OF (?:THE|THIS) PROJECT GUTENBERG", re.I)


def split_wrapper(chapter: Chapter) -> list[Chapter]:
    """A chapter holding a marker, cut at it: the header (through the START line) and the licence (from the
    END line) become chapters of their own, which classify_roles files as front and back matter. No block is
    dropped (KOReader's positions count every paragraph of the file); the cut pieces get a fragment of their
    own so that the story keeps the file's start (export-epub finds chapters by file and fragment)."""
    start = _first(chapter.blocks, START)
    end = _first(chapter.blocks, END)
    if start is None and end is None:
        return [chapter]
    file = chapter.href.partition("#")[0]
    body_from = start + 1 if start is not None else 0
    body_to = end if end is not None and end >= body_from else len(chapter.blocks)
    pieces = [(chapter.blocks[:body_from], "Project Gutenberg", f"{file}#understory-gutenberg-header"),
              (chapter.blocks[body_from:body_to], chapter.title, chapter.href),
              (chapter.blocks[body_to:], "Project Gutenberg License", f"{file}#understory-gutenberg-license")]
    return [Chapter(title, href, chapter.role, blocks, chapter.toc_level) for blocks, title, href in pieces if blocks]


def unwrapped(chapters: list[Chapter], doc_of: dict[int, Any], entry_of: dict[int, Any]) -> list[Chapter]:
    """The chapters without their wrapper, each piece in the reader's maps by identity (epub._Reader): from its
    chapter's document, and the piece that keeps the chapter's place (its href) with its TOC entry."""
    out: list[Chapter] = []
    for chapter in chapters:
        for piece in split_wrapper(chapter):
            doc_of[id(piece)] = doc_of[id(chapter)]
            if piece.href == chapter.href and id(chapter) in entry_of:
                entry_of[id(piece)] = entry_of[id(chapter)]
            out.append(piece)
    return out


def body_lines(lines: list[str]) -> list[str]:
    """A plain-text Gutenberg file's lines between its markers (all of them when it has none)."""
    start = next((i for i, line in enumerate(lines) if START.match(line)), None)
    end = next((i for i, line in enumerate(lines) if END.match(line)), None)
    begin = start + 1 if start is not None else 0
    return lines[begin:end if end is not None and end >= begin else len(lines)]


def _first(blocks: list[Block], marker: re.Pattern[str]) -> int | None:
    return next((i for i, b in enumerate(blocks) if marker.match(b.text or "")), None)
