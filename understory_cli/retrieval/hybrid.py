"""Fusing lexical and semantic evidence into one ranking."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import NotFoundError
from ..store import vectors as vector_store
from .lexical import load_index
from .ranking import Hit, top_hits
from .vectors import load_vector_index


@dataclass(frozen=True)
class Fusion:
    lexical: float  # BM25 carries names and rare words; the semantic part adds paraphrase
    neighbour: float  # a passage next to a strong match is likelier to hold the answer
    volume: float  # ... and so is one in the volume where the query matches best


# Chosen per model by 5-fold cross-validation over FairytaleQA stories (bench/hybrid_recall.py),
# with BM25 at the index's k1/b. A stronger semantic half needs no help from the neighbours.
FUSION = {"local:all-minilm-l6-v2": Fusion(lexical=0.7, neighbour=0.0, volume=1.0)}
DEFAULT_FUSION = Fusion(lexical=0.6, neighbour=0.1, volume=1.0)  # USE, and models never measured


def fusion_for(model_id: str) -> Fusion:
    return FUSION.get(model_id, DEFAULT_FUSION)


def convex(lexical: np.ndarray, semantic: np.ndarray, lexical_weight: float) -> np.ndarray:
    """Weighted sum of scores scaled to [0, 1]: BM25 by its best score, cosine min-max.

    Unlike rank fusion (1/(k + rank)) this keeps how far ahead the best lexical match is, which is what
    wins on names and rare words, while the semantic part breaks ties and finds paraphrases.
    """
    return lexical_weight * _scale(lexical) + (1 - lexical_weight) * _scale(semantic)


def with_context(scores: np.ndarray, volume_nos: np.ndarray, neighbour_weight: float,
                 volume_weight: float) -> np.ndarray:
    """Add a little of each passage's neighbours' scores and of its volume's best score.

    Rows are chunks in id order, which is story order within a volume.
    """
    same_prev = np.r_[False, volume_nos[1:] == volume_nos[:-1]]
    same_next = np.r_[volume_nos[:-1] == volume_nos[1:], False]
    neighbours = np.r_[0.0, scores[:-1]] * same_prev + np.r_[scores[1:], 0.0] * same_next
    volumes, index = np.unique(volume_nos, return_inverse=True)
    best = np.zeros(len(volumes))
    np.maximum.at(best, index, scores)
    return scores + neighbour_weight * neighbours + volume_weight * _scale(best)[index]


def _scale(scores: np.ndarray) -> np.ndarray:
    lo, hi = float(scores.min(initial=0.0)), float(scores.max(initial=0.0))
    return (scores - lo) / (hi - lo) if hi > lo else np.zeros_like(scores, dtype=np.float64)


def fuse(lexical: np.ndarray, semantic: np.ndarray, volume_nos: np.ndarray, fusion: Fusion) -> np.ndarray:
    """The shipped hybrid score (bench/hybrid_recall.py compares it with the alternatives)."""
    return with_context(convex(lexical, semantic, fusion.lexical), volume_nos, fusion.neighbour, fusion.volume)


def vector_model(store, work_id: int) -> str | None:
    """The model whose vectors cover every chunk of the work, if any."""
    for model, (have, total) in vector_store.coverage(store, work_id).items():
        if total and have == total:
            return model
    return None


def search(store, work_id: int, query: str, *, mode: str, limit: int, embedder=None,
           until_chapter_no: int | None = None) -> list[Hit]:
    """lexical | semantic | hybrid hits, best first, nothing past `until_chapter_no`.

    For hybrid, chunks past the position are removed before fusing, so that no score
    derived from them (a neighbour's, a volume's best) can move what the reader sees.
    """
    lexical = load_index(store, work_id)
    if mode == "lexical":
        return lexical.search(query, limit, until_chapter_no)
    vectors = load_vector_index(store, work_id, embedder.model_id)
    semantic = vectors.scores(embedder.embed_query(query))
    if mode == "semantic":
        return top_hits(semantic, vectors.chunk_ids, vectors.chapter_nos, limit, until_chapter_no, floor=-np.inf)
    if not np.array_equal(vectors.chunk_ids, lexical.chunk_ids):
        raise NotFoundError("some chunks have no vector yet; run `understory embed` again")
    keep = np.ones(len(semantic), dtype=bool) if until_chapter_no is None else lexical.chapter_nos <= until_chapter_no
    fused = fuse(lexical.scores(query, until_chapter_no)[keep], semantic[keep], lexical.volume_nos[keep],
                 fusion_for(embedder.model_id))
    return top_hits(fused, vectors.chunk_ids[keep], vectors.chapter_nos[keep], limit, None, floor=-np.inf)
