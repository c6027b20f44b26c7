"""Full-text search for the served site: the book's hybrid search (DESIGN §9) within the
reader's progress, each hit pointed at the paragraph that holds the match."""

from __future__ import annotations

import re
from typing import Any

from ..config import Config
from ..retrieval.search import search_passages
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


def search_text(store: Store, book: Book, config: Config, query: str, progress: int | None, mode: str) -> dict[str, Any]:
    query = query.strip()[:MAX_QUERY]
    if not query:
        return {"mode": None, "results": []}
    until = None if mode == "off" else book.position(progress)
    if mode != "off" and until is None:
        return {"mode": None, "results": [], "note": "Set how far you have read to search the text."}
    embedder = book.embedder(config, store)
    how = "hybrid" if embedder is not None else "lexical"
    hits = search_passages(store, query, work=book.slug, limit=LIMIT, until=until, mode=how, embedder=embedder)
    wanted = terms(query)
    results, seen = [], set()
    for hit in hits:
        paragraph = _matching_paragraph(store, book, hit.locator, hit.end_locator, wanted)
        locator, text = paragraph or (hit.locator, hit.text)
        if locator in seen:  # overlapping passages can point at one paragraph
            continue
        seen.add(locator)
        results.append({"locator": locator, "chapter": hit.chapter_title, "rank": hit.rank,
                        "n": book.chapter_of.get(locator, 0), "text": snippet(text, query, SNIPPET_TOKENS),
                        "href": paths.href(paths.cite(locator))})
    return {"mode": how, "terms": wanted, "results": results}


def _matching_paragraph(store: Store, book: Book, start: str, end: str, wanted: list[str]) -> tuple[str, str] | None:
    """The first paragraph of the passage start..end (one chapter) that names a query word."""
    chapter = paths.chapter_of(start)
    first, last = int(start.rsplit(".", 1)[1]), int(end.rsplit(".", 1)[1])
    cache = store.cache.setdefault(("serve-paragraphs", book.work_id), {})
    if chapter not in cache:
        volume = int(chapter.split(".")[0])
        for p in books.story_paragraphs(store, book.work_id, volume=volume):
            cache.setdefault(paths.chapter_of(p.locator), {})[int(p.locator.rsplit(".", 1)[1])] = p.text
    paragraphs = cache.get(chapter, {})
    span = [(n, paragraphs[n]) for n in range(first, last + 1) if n in paragraphs]
    for n, text in span:
        lowered = text.lower()
        if any(w in lowered for w in wanted):
            return f"{chapter}.{n}", text
    return (f"{chapter}.{span[0][0]}", span[0][1]) if span else None
