"""Retrieval chunks: runs of whole paragraphs within one chapter, with a small overlap."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from ..retrieval.tokenize import text_size

MIN_SIZE = 150  # words, or twice as many CJK characters (DESIGN §9: 150-300 words, 300-600 CJK)
MAX_SIZE = 300
OVERLAP_MAX = MAX_SIZE / 4  # a short last paragraph is repeated at the start of the next chunk


@dataclass
class ChunkSpan:
    para_start: int  # 1-based, inclusive
    para_end: int
    text: str

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()


def chunk_paragraphs(texts: list[str]) -> list[ChunkSpan]:
    """Group a chapter's paragraph texts (index 0 = paragraph 1) into chunks."""
    sizes = [text_size(t) for t in texts]
    chunks: list[ChunkSpan] = []
    start, size = 0, 0.0
    i = 0
    while i < len(texts):
        if i > start and size >= MIN_SIZE and size + sizes[i] > MAX_SIZE:
            chunks.append(_span(texts, start, i))
            overlap = i - 1 > start and sizes[i - 1] <= OVERLAP_MAX
            start = i - 1 if overlap else i
            size = sizes[start] if overlap else 0.0
            continue
        size += sizes[i]
        i += 1
    if start < len(texts):
        tail = _span(texts, start, len(texts))
        if chunks and size < MIN_SIZE / 3:
            chunks[-1] = _span(texts, chunks[-1].para_start - 1, len(texts))  # fold a scrap into the last chunk
        else:
            chunks.append(tail)
    return [c for c in chunks if c.text.strip()]


def _span(texts: list[str], start: int, end: int) -> ChunkSpan:
    return ChunkSpan(start + 1, end, "\n".join(t for t in texts[start:end] if t))
