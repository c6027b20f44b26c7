"""Lookup tools the architect and the entry workers share: point histories, the wiki
written so far, and the text."""

from __future__ import annotations

import json

from pydantic import BaseModel, Field

from ..agents import Tool
from ..retrieval.search import search_passages
from ..retrieval.snippets import snippet
from ..store import Store
from ..store import wiki as wiki_store
from ..store.points import Point
from ..store.wiki import Span


SNIPPET_TOKENS = 90


class SearchArgs(BaseModel):
    query: str = Field(min_length=1)
    limit: int = Field(6, ge=1, le=12)


class HistoryArgs(BaseModel):
    ids: list[int] = Field(min_length=1)


class EntryArgs(BaseModel):
    slug: str = Field(min_length=1)


def lookup_tools(store: Store, work_slug: str, points: dict[int, Point], work_id: int | None = None) -> list[Tool]:
    """`work_id` adds `read_wiki_entry`, for writers that should agree with entries already written."""
    def search(args: SearchArgs) -> str:
        hits = search_passages(store, args.query, work=work_slug, limit=args.limit)
        return "\n".join(f"[{h.locator}] {snippet(h.text, args.query, SNIPPET_TOKENS)}" for h in hits) \
            or "no passage matches"

    def history(args: HistoryArgs) -> str:
        found = [points[i] for i in args.ids if i in points]
        return json.dumps([{"id": p.point_id, "name": p.name, "kind": p.kind,
                            "aliases": [a.alias for a in p.aliases], "records": [
                                {"volume": r.volume_no, "text": r.text, "evidence": r.evidence} for r in p.records]}
                           for p in found], ensure_ascii=False) or "[]"

    def read_entry(args: EntryArgs) -> str:
        entry = wiki_store.entry(store, work_id, args.slug) if work_id is not None else None
        if entry is None or (entry.source == "extractive" and not entry.inputs_hash):  # a page the model redoes
            return f"no entry {args.slug!r} has been written yet"
        summary = [entry.data.summary] if entry.data.summary else []
        spans = summary + [s for section in entry.data.body for s in section.spans]
        # With their citations, so a writer restating a fact cites (and is gated by) the same evidence.
        return "\n".join([f"# {entry.title}"] + [_cited(s) for s in spans if s.text])

    tools = [Tool("search_original_text", "Search the book; returns passages with locators.", SearchArgs, search),
             Tool("get_point_history", "Full records of knowledge points by id.", HistoryArgs, history)]
    if work_id is not None:
        tools.append(Tool("read_wiki_entry", "An entry of this wiki already written, by slug.", EntryArgs, read_entry))
    return tools


def _cited(span: Span) -> str:
    missing = [c for c in span.cites if c not in span.text]
    return span.text + (f" [{', '.join(missing)}]" if missing else "")
