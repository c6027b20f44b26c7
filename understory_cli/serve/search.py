"""Full-text search for the served site: the book's hybrid search (DESIGN §9) within the
reader's progress, each hit pointed at the paragraph that holds the match."""

from __future__ import annotations

import re
from typing import Any

from ..position import chapter_of, paragraph_of, volume_of
from ..retrieval.snippets import snippet
from ..static_site import paths
from ..store import Store, books
from .book import Book

LIMIT = 20
SNIPPET_TOKENS = 60
MAX_QUERY = 200


def terms(query: str) -> list[str]:
    """The words a result highlights: the query's words (an unspaced CJK query whole)."""
    return [t for t in dict.fromkeys(re.findall(r"\w+", query.lower())) if t]


def search_text(store: Store, book: Book, query: str, progress: int | None, mode: str) -> dict[str, Any]:
    query = query.strip()[:MAX_QUERY]
    if not query:
        return {"mode": None, "results": []}
    until = None if mode == "off" else progress
    if mode != "off" and not book.index.position(progress):
        return {"mode": None, "results": [], "note": "Set how far you have read to search the text."}
    how, hits = book.searcher.search(store, query, limit=LIMIT, until=until)
    wanted = terms(query)
    results, seen = [], set()
    for hit in hits:
        paragraph = _matching_paragraph(store, book, hit.locator, hit.end_locator, wanted)
        locator, text = paragraph or (hit.locator, hit.text)
        if locator in seen:  # overlapping passages can point at one paragraph
            continue
        seen.add(locator)
        results.append({"locator": locator, "chapter": hit.chapter_title, "rank": hit.rank,
                        "n": (book.index.chapter_no(locator) or 0), "text": snippet(text, query, SNIPPET_TOKENS),
                        "href": paths.href(paths.cite(locator))})
    return {"mode": how, "terms": wanted, "results": results}


def _matching_paragraph(store: Store, book: Book, start: str, end: str, wanted: list[str]) -> tuple[str, str] | None:
    """The first paragraph of the passage start..end (one chapter) that names a query word."""
    chapter = chapter_of(start)
    first, last = paragraph_of(start) or 0, paragraph_of(end) or 0
    cache = store.cache.setdefault(("serve-paragraphs", book.work_id), {})
    if chapter not in cache:
        for p in books.story_paragraphs(store, book.work_id, volume=volume_of(chapter)):
            cache.setdefault(chapter_of(p.locator), {})[paragraph_of(p.locator) or 0] = p.text
    paragraphs = cache.get(chapter, {})
    span = [(n, paragraphs[n]) for n in range(first, last + 1) if n in paragraphs]
    for n, text in span:
        lowered = text.lower()
        if any(w in lowered for w in wanted):
            return f"{chapter}.{n}", text
    return (f"{chapter}.{span[0][0]}", span[0][1]) if span else None
