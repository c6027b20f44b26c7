"""The search stage: ranked passages for a query, shown in story order."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from ..position import paragraph_of
from ..store import Store
from ..store import books
from . import hybrid


@dataclass
class SearchHit:
    rank: int
    score: float
    locator: str
    end_locator: str
    chapter_title: str
    text: str


def search_passages(store: Store, query: str, *, work: str | None = None, limit: int = 10,
                    until: int | None = None, mode: str = "lexical", embedder=None) -> list[SearchHit]:
    """Top `limit` passages by relevance, returned in reading order with their rank.

    `until` is the last chapter_no a hit may come from (None: the whole book); `mode` is
    lexical, semantic or hybrid; the last two need `embedder`, the model the work's
    vectors were made with.
    """
    target = books.resolve_work(store, work)
    hits = hybrid.search(store, target.work_id, query, mode=mode, limit=limit, embedder=embedder,
                         until_chapter_no=until)
    found = books.passages(store, [h.chunk_id for h in hits])
    out = []
    for hit in hits:
        p = found[hit.chunk_id]
        out.append((p.chapter_no, p.locator, SearchHit(hit.rank, round(hit.score, 4), p.locator, p.end_locator, p.chapter_title, p.text)))
    out.sort(key=lambda t: (t[0], paragraph_of(t[1]) or 0))
    return [h for _, _, h in out]


def hits_as_json(hits: list[SearchHit]) -> list[dict]:
    return [asdict(h) for h in hits]
