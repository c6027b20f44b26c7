"""What the server knows about the work it serves, read once: its positions (BookIndex),
the wiki's title gates, and the query embedder (built on first need)."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from ..config import Config
from ..errors import UnderstoryError
from ..position import BookIndex
from ..retrieval.hybrid import vector_model
from ..store import Store, books
from ..store import wiki as wiki_store


@dataclass
class Book:
    slug: str
    work_id: int
    title: str
    index: BookIndex  # every story locator <-> its chapter_no
    entry_reveal: dict[str, int]  # entry slug -> its title's gate
    vector_model: str | None
    _embedder: Any = field(default=None, repr=False)
    _embedder_failed: bool = field(default=False, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def embedder(self, config: Config, store: Store) -> Any:
        """The query embedder for the work's vectors, built once; None without vectors or
        when their model cannot be had here (search is then lexical)."""
        if not self.vector_model:
            return None
        with self._lock:
            if self._embedder is None and not self._embedder_failed:
                from ..llm.embeddings import embedder_for_vectors

                try:
                    self._embedder = embedder_for_vectors(self.vector_model, config, store, self.work_id)
                except UnderstoryError:
                    self._embedder_failed = True
            return self._embedder


def load_book(store: Store, work: str | None) -> Book:
    target = books.resolve_work(store, work)
    return Book(target.slug, target.work_id, target.title, BookIndex.load(store, target.work_id),
                {e.slug: e.title_reveal_at for e in wiki_store.entries(store, target.work_id)},
                vector_model(store, target.work_id))
