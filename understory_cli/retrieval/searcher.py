"""How a work's text is searched, chosen once for the CLI, the companion and ask alike:
the model its vectors were made with, the query embedder (built on first need, once),
and the mode that follows from them."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from ..errors import UnderstoryError
from ..store import books
from .hybrid import vector_model
from .search import SearchHit, search_passages

if TYPE_CHECKING:
    from ..config import Config
    from ..store import Store

MODES = ("lexical", "semantic", "hybrid")


class Searcher:
    def __init__(self, config: "Config", work: books.WorkRow, model: str | None, embedder: Any = None):
        self.config, self.work, self.vector_model = config, work, model
        self._embedder: Any = embedder
        self._failure: UnderstoryError | None = None
        self._lock = threading.Lock()  # serve's request threads share one

    def embedder(self, store: "Store") -> Any:
        """The query embedder for the work's vectors; None without vectors, or when their
        model cannot be had here (then search is lexical, and `mode` says why)."""
        if self.vector_model is None:
            return None
        with self._lock:
            if self._embedder is None and self._failure is None:
                from ..llm.embeddings import embedder_for_vectors

                try:
                    self._embedder = embedder_for_vectors(self.vector_model, self.config, store, self.work.work_id)
                except UnderstoryError as exc:
                    self._failure = exc
            return self._embedder

    @property
    def unavailable(self) -> str | None:
        """Why the work's vectors cannot be used here (their model is not configured), once tried."""
        return str(self._failure) if self._failure is not None else None

    def mode(self, store: "Store", wanted: str | None = None) -> str:
        """`wanted` (None or auto: hybrid when the vectors can be used here, else lexical);
        UnderstoryError when semantic or hybrid is asked for and cannot be had."""
        if wanted in (None, "auto"):
            return "hybrid" if self.embedder(store) is not None else "lexical"
        if wanted not in MODES:
            raise UnderstoryError(f"search mode must be one of {', '.join(MODES)}, not {wanted!r}")
        if wanted != "lexical" and self.embedder(store) is None:
            if self._failure is not None:
                raise self._failure
            raise UnderstoryError("this work has no vectors yet; run `understory embed` first")
        return wanted

    def search(self, store: "Store", query: str, *, limit: int, until: int | None = None,
               mode: str | None = None) -> tuple[str, list[SearchHit]]:
        """(the mode used, the hits in story order) for `query` up to chapter_no `until`."""
        used = self.mode(store, mode)
        embedder = self.embedder(store) if used != "lexical" else None
        return used, search_passages(store, query, work=self.work.slug, limit=limit, until=until, mode=used,
                                     embedder=embedder)


def searcher(store: "Store", config: "Config", work: str | None = None, *, embedder: Any = None) -> Searcher:
    """The Searcher of `work` (the only one when None); `embedder` when the caller has one."""
    target = books.resolve_work(store, work)
    return Searcher(config, target, vector_model(store, target.work_id), embedder)
