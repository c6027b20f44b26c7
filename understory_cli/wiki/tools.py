"""Lookup tools the architect and the entry workers share: point histories and the text."""

from __future__ import annotations

import json

from pydantic import BaseModel, Field

from ..agents import Tool
from ..retrieval.search import search_passages
from ..store import Store
from ..store.points import Point


class SearchArgs(BaseModel):
    query: str = Field(min_length=1)
    limit: int = Field(6, ge=1, le=12)


class HistoryArgs(BaseModel):
    ids: list[int] = Field(min_length=1)


def lookup_tools(store: Store, work_slug: str, points: dict[int, Point]) -> list[Tool]:
    def search(args: SearchArgs) -> str:
        hits = search_passages(store, args.query, work=work_slug, limit=args.limit)
        return "\n".join(f"[{h.locator}] {h.text[:300]}" for h in hits) or "no passage matches"

    def history(args: HistoryArgs) -> str:
        found = [points[i] for i in args.ids if i in points]
        return json.dumps([{"id": p.point_id, "name": p.name, "kind": p.kind,
                            "aliases": [a.alias for a in p.aliases], "records": [
                                {"volume": r.volume_no, "text": r.text, "evidence": r.evidence} for r in p.records]}
                           for p in found], ensure_ascii=False) or "[]"

    return [Tool("search_original_text", "Search the book; returns passages with locators.", SearchArgs, search),
            Tool("get_point_history", "Full records of knowledge points by id.", HistoryArgs, history)]
