"""Fusing lexical and semantic evidence into one ranking."""

from __future__ import annotations

import numpy as np

from ..store import vectors as vector_store
from .lexical import load_index
from .ranking import Hit, top_hits
from .vectors import load_vector_index

RRF_K = 60
LEXICAL_WEIGHT = 0.5


def rrf(lexical: np.ndarray, semantic: np.ndarray, k: int = RRF_K) -> np.ndarray:
    """Reciprocal-rank fusion: 1/(k + rank) summed over both rankings."""
    return _rrf_part(lexical, k) + _rrf_part(semantic, k)


def _rrf_part(scores: np.ndarray, k: int) -> np.ndarray:
    ranks = np.empty(len(scores))
    ranks[np.argsort(-scores, kind="stable")] = np.arange(1, len(scores) + 1)
    return 1.0 / (k + ranks)


def convex(lexical: np.ndarray, semantic: np.ndarray, lexical_weight: float = LEXICAL_WEIGHT) -> np.ndarray:
    """Weighted sum of scores scaled to [0, 1]: BM25 by its best score, cosine min-max.

    Unlike rank fusion this keeps how far ahead the best lexical match is, which is what
    wins on names and rare words, while the semantic part breaks ties and finds paraphrases.
    """
    return lexical_weight * _scale(lexical) + (1 - lexical_weight) * _scale(semantic)


def _scale(scores: np.ndarray) -> np.ndarray:
    lo, hi = float(scores.min(initial=0.0)), float(scores.max(initial=0.0))
    return (scores - lo) / (hi - lo) if hi > lo else np.zeros_like(scores, dtype=np.float64)


fuse = convex


def vector_model(store, work_id: int) -> str | None:
    """The model whose vectors cover every chunk of the work, if any."""
    for model, (have, total) in vector_store.coverage(store, work_id).items():
        if total and have == total:
            return model
    return None


def search(store, work_id: int, query: str, *, mode: str, limit: int, embedder=None,
           until_chapter_no: int | None = None) -> list[Hit]:
    """lexical | semantic | hybrid hits, best first, nothing past `until_chapter_no`."""
    lexical = load_index(store, work_id)
    if mode == "lexical":
        return lexical.search(query, limit, until_chapter_no)
    vectors = load_vector_index(store, work_id, embedder.model_id)
    semantic = vectors.scores(embedder.embed_query(query))
    if mode == "semantic":
        return top_hits(semantic, vectors.chunk_ids, vectors.chapter_nos, limit, until_chapter_no, floor=-np.inf)
    assert np.array_equal(vectors.chunk_ids, lexical.chunk_ids), "vectors must cover every chunk"
    fused = fuse(lexical.scores(query), semantic)
    return top_hits(fused, vectors.chunk_ids, vectors.chapter_nos, limit, until_chapter_no, floor=-np.inf)
