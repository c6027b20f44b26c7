"""How KOReader names a book and a place in it, worked out at ingest (DESIGN §10b, serve/kosync.py).

- The document id KOReader's progress sync sends is, by its "binary" method (the default),
  `util.partialMD5` of the file: MD5 over 1024-byte samples read at offsets
  `bit.lshift(1024, 2*i)` for i = -1..10, stopping at the first offset past the end. LuaJIT's
  shift takes its count modulo 32, so i = -1 shifts by 30 and the 32-bit result is 0: the
  samples start at 0, then 1 KiB, 4 KiB, 16 KiB … 1 GiB. By its "filename" method it is the MD5
  of the file's name (no folder).
- A position is an XPointer into crengine's DOM of the whole book, where each spine item is a
  `DocFragment`, numbered from 1 in spine order: `/body/DocFragment[12]/body/div/p[7]/text().42`.
  Each fragment's start and its `<p>` blocks are kept by chapter and block, so the store can
  say which paragraph the e-reader is at.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Sequence

from .types import Block, Chapter, Fragment

SAMPLE = 1024


def partial_md5(path: Path) -> str:
    """KOReader's `util.partialMD5` of a file (its `fastDigest`)."""
    digest = hashlib.md5()
    with open(path, "rb") as fh:
        for i in range(-1, 11):
            fh.seek((SAMPLE << (2 * i) % 32) & 0xFFFFFFFF)  # LuaJIT's 32-bit bit.lshift
            sample = fh.read(SAMPLE)
            if not sample:  # Lua's file:read gives nil at the end: no more samples
                break
            digest.update(sample)
    return digest.hexdigest()


def filename_md5(name: str) -> str:
    """KOReader's "filename" document id: the MD5 of the file's base name, as UTF-8."""
    return hashlib.md5(name.encode("utf-8")).hexdigest()


def reader_ids(path: Path) -> dict[str, str]:
    """A book file's ids by KOReader's two methods; none for an unpacked folder (no e-reader opens one)."""
    if not path.is_file():
        return {}
    return {"binary": partial_md5(path), "filename": filename_md5(path.name)}


def fragments(spine: Sequence[Sequence[Block]], chapters: Sequence[Chapter]) -> list[Fragment]:
    """Each spine item's place in the final chapters (after story units merged sections), found
    by the blocks themselves: a block is the same object from the document to its chapter."""
    where: dict[int, tuple[int, int]] = {}
    for c, chapter in enumerate(chapters):
        for b, block in enumerate(chapter.blocks):
            where.setdefault(id(block), (c, b))
    out: list[Fragment] = []
    last = (0, 0)
    for blocks in spine:
        placed = [where[id(b)] for b in blocks if id(b) in where]
        start = placed[0] if placed else last  # an empty item (a bare cover) sits where the book is
        ps = [where[id(b)] for b in blocks if b.kind == "p" and id(b) in where]
        out.append(Fragment(start[0], start[1], ps))
        last = placed[-1] if placed else last
    return out
