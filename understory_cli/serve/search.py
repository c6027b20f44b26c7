"""Full-text search for the served site: the book's hybrid search (DESIGN §9) within the
reader's progress, each hit pointed at the paragraph that holds the match."""

from __future__ import annotations

import re
from typing import Any

from ..position import chapter_of, paragraph_of, volume_of
from ..retrieval.snippets import snippet
from ..static_site import paths
from ..text import CJK_PATTERN
from ..store import Store, books
from .book import Book

LIMIT = 20
CJK = re.compile(CJK_PATTERN)
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
    typed = list(dict.fromkeys(re.findall(r"\w+", query)))
    results: list[dict[str, Any]] = []
    seen: set[str] = set()
    for hit in hits:
        paragraph = _matching_paragraph(store, book, hit.locator, hit.end_locator, wanted)
        locator, text = paragraph or (hit.locator, hit.text)
        if locator in seen:  # overlapping passages can point at one paragraph
            continue
        seen.add(locator)
        results.append({"locator": locator, "chapter": hit.chapter_title, "rank": hit.rank,
                        "n": (book.index.chapter_no(locator) or 0), "text": snippet(text, query, SNIPPET_TOKENS),
                        "href": paths.href(paths.cite(locator)), "whole": match_class(text, wanted, typed)})
    # Passages holding the words whole, as typed, first; story order within each (a name is not a stem).
    results.sort(key=lambda r: int(r.pop("whole")))
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
    named = [(match_class(text, wanted), n, text) for n, text in span if any(w in text.lower() for w in wanted)]
    if named:
        _, n, text = min(named, key=lambda found: found[:2])  # the word whole before a longer word holding it
        return f"{chapter}.{n}", text
    return (f"{chapter}.{span[0][0]}", span[0][1]) if span else None


def match_class(text: str, words: list[str], typed: list[str] | None = None) -> int:
    """How well `text` holds the query's words, 0 best: all whole and as typed ("Tip"; a word
    typed in lower case in any case), 1 whole in another case ("tip"), 2 some only inside
    longer words ("tipped", "never" for "Eve")."""
    worst = 0
    for i, word in enumerate(words):
        if CJK.search(word):  # no word breaks to find
            continue
        whole = [m.group(0) for m in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.I)]
        as_typed = typed[i] if typed is not None and i < len(typed) else word
        cased = as_typed != as_typed.lower()  # "Tip": a name, not "tip"
        worst = max(worst, 2 if not whole else 1 if cased and as_typed not in whole else 0)
    return worst
