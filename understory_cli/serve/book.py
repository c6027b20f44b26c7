"""What the server knows about the work it serves, read once: its positions (BookIndex),
the wiki's title gates, and how its text is searched (the query embedder built on first need)."""

from __future__ import annotations

from dataclasses import dataclass

from ..config import Config
from ..position import BookIndex
from ..retrieval.searcher import Searcher, searcher
from ..store import Store
from ..store import wiki as wiki_store


@dataclass
class Book:
    slug: str
    work_id: int
    title: str
    index: BookIndex  # every story locator <-> its chapter_no
    entry_reveal: dict[str, int]  # entry slug -> its title's gate
    searcher: Searcher  # shared by the request threads: one query embedder


def load_book(store: Store, work: str | None, config: Config) -> Book:
    find = searcher(store, config, work)
    target = find.work
    return Book(target.slug, target.work_id, target.title, BookIndex.load(store, target.work_id),
                {e.slug: e.title_reveal_at for e in wiki_store.entries(store, target.work_id)}, find)
