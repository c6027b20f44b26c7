"""compose-wiki with a model: parallel workers write the planned entries.

The plan (which points get entries, tiers, slugs, related entries, pages) comes from
wiki.extractive.plan_wiki; each worker writes one entry (wiki.worker) and the entry is
stored as soon as it is accepted, so an interrupted run keeps every finished entry and a
re-run only writes entries whose points changed.
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor, as_completed
from typing import Callable

from pydantic import BaseModel, Field

from ..agents import Tool
from ..config import Config
from ..llm.client import ModelClient
from ..retrieval.search import search_passages
from ..store import Store, books, ledger
from ..store import points as point_store
from ..store import wiki as wiki_store
from ..store.wiki import EntryRow
from .extractive import ComposeResult, PlannedEntry, plan_wiki
from .worker import EntryPlan, write_entry


class SearchArgs(BaseModel):
    query: str = Field(min_length=1)
    limit: int = Field(6, ge=1, le=12)


class HistoryArgs(BaseModel):
    ids: list[int] = Field(min_length=1)


def compose_with_model(store: Store, client: ModelClient, config: Config, *, work: str | None = None,
                       force: bool = False, progress: Callable[[int, int, str], None] | None = None) -> ComposeResult:
    plan = plan_wiki(store, work)
    work_id = plan.work.work_id
    existing = {e.slug: e.inputs_hash for e in wiki_store.entries(store, work_id)}
    todo = [item for item in plan.entries if force or existing.get(item.slug) != item.inputs_hash]
    slugs = {item.slug: item.point.reveal_at for item in plan.entries}
    paragraphs = {p.locator: p for p in books.story_paragraphs(store, work_id)}
    chapter_of = books.paragraph_chapters(store, work_id)
    points = {p.point_id: p for p in point_store.load_points(store, work_id)}
    run_id = ledger.start_run(store, work_id, "compose", "model")

    def one(item: PlannedEntry) -> EntryRow:
        reader = store.cursor()  # DuckDB: one connection per thread
        data = write_entry(client, EntryPlan(item.slug, item.point.name, item.point.reveal_at, item.point.kind,
                                             item.tier, [item.point]),
                           work_title=plan.work.title, slugs=slugs, paragraphs=paragraphs, chapter_of=chapter_of,
                           tools=_tools(reader, plan.work.slug, points), budget=config.budget("quality"),
                           run_id=run_id, work_id=work_id, language=config.language)
        data["track"]["appearances"] = {str(c): n for c, n in sorted(plan.mentions.get(item.point.point_id, {}).items())}
        return EntryRow(item.slug, item.point.name, item.point.reveal_at, item.point.kind, item.tier,
                        [item.point.point_id], "model", item.inputs_hash, data)

    done = 0
    try:
        with ThreadPoolExecutor(max_workers=config.concurrency) as pool:
            for future in as_completed([pool.submit(one, item) for item in todo]):
                entry = future.result()
                wiki_store.write_entry(store, work_id, entry)  # kept even if a later worker fails
                done += 1
                if progress:
                    progress(done, len(todo), entry.slug)
        wiki_store.write_pages(store, work_id, set(slugs), plan.pages)
    except BaseException as exc:
        ledger.finish_run(store, run_id, "failed", f"{done} of {len(todo)} entries written: {exc}"[:500])
        raise
    ledger.finish_run(store, run_id, "done", f"{done} entries")
    return ComposeResult(len(plan.entries), done, len(plan.pages))


def _tools(store: Store, work_slug: str, points: dict) -> list[Tool]:
    def search(args: SearchArgs) -> str:
        hits = search_passages(store, args.query, work=work_slug, limit=args.limit)
        return "\n".join(f"[{h.locator}] {h.text[:300]}" for h in hits) or "no passage matches"

    def history(args: HistoryArgs) -> str:
        found = [points[i] for i in args.ids if i in points]
        return json.dumps([{"id": p.point_id, "name": p.name, "records": [
            {"volume": r.volume_no, "text": r.text, "evidence": r.evidence} for r in p.records]} for p in found],
            ensure_ascii=False) or "[]"

    return [Tool("search_original_text", "Search the book; returns passages with locators.", SearchArgs, search),
            Tool("get_point_history", "Full records of knowledge points by id.", HistoryArgs, history)]
