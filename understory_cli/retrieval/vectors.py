"""Semantic search: cosine over normalised chunk vectors, in numpy, loaded once."""

from __future__ import annotations

import numpy as np

from ..store.vectors import load_vectors
from .ranking import Hit, top_hits


class VectorIndex:
    def __init__(self, chunk_ids: np.ndarray, chapter_nos: np.ndarray, matrix: np.ndarray):
        self.chunk_ids = chunk_ids
        self.chapter_nos = chapter_nos
        self.matrix = matrix

    @property
    def size(self) -> int:
        return len(self.chunk_ids)

    def scores(self, query_vector: np.ndarray) -> np.ndarray:
        return self.matrix @ query_vector.astype(np.float32)

    def search(self, query_vector: np.ndarray, limit: int = 10, until_chapter_no: int | None = None) -> list[Hit]:
        return top_hits(self.scores(query_vector), self.chunk_ids, self.chapter_nos, limit, until_chapter_no,
                        floor=-np.inf)


def load_vector_index(store, work_id: int, model: str) -> VectorIndex:
    cache = store.cache.setdefault("vectors", {})
    if (work_id, model) not in cache:
        data = load_vectors(store, work_id, model)
        cache[(work_id, model)] = VectorIndex(data["chunk_ids"], data["chapter_nos"], data["matrix"])
    return cache[(work_id, model)]
