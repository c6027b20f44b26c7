"""BM25 over postings stored at ingest; loaded once per process into numpy arrays."""

from __future__ import annotations

from collections import Counter
import numpy as np

from ..errors import NotFoundError
from ..store.lexical import read_postings, read_snapshot, write_snapshot
from .ranking import Hit, top_hits
from .tokenize import TOKENIZER_VERSION, tokenize

K1 = 1.5
B = 0.75
INDEX_VERSION = f"{TOKENIZER_VERSION};bm25-lucene;k1={K1};b={B}"


def postings_for(chunk_texts: list[str]) -> tuple[list[Counter], list[int]]:
    """Term frequencies and token counts of each chunk, for storing at ingest."""
    counts = [Counter(tokenize(text)) for text in chunk_texts]
    return counts, [sum(c.values()) for c in counts]


class LexicalIndex:
    """A work's BM25 index: per-term slices of (chunk row, precomputed weight) in CSR form."""

    def __init__(self, terms: list[str], term_ptr: np.ndarray, rows: np.ndarray, weights: np.ndarray,
                 chunk_ids: np.ndarray, chapter_nos: np.ndarray, volume_nos: np.ndarray | None = None):
        self.vocab = dict(zip(terms, range(len(terms))))
        self.term_ptr = term_ptr
        self.rows = rows
        self.weights = weights
        self.chunk_ids = chunk_ids
        self.chapter_nos = chapter_nos
        self.volume_nos = volume_nos if volume_nos is not None else np.ones_like(chapter_nos)

    @property
    def size(self) -> int:
        return len(self.chunk_ids)

    def scores(self, query: str, until_chapter_no: int | None = None) -> np.ndarray:
        """BM25 of every chunk. With `until_chapter_no`, each term's idf counts only the chunks
        up to that chapter, so how often a word occurs later cannot move the ranking."""
        scores = np.zeros(len(self.chunk_ids), dtype=np.float32)
        readable = None if until_chapter_no is None else self.chapter_nos <= until_chapter_no
        for term in tokenize(query):
            tid = self.vocab.get(term)
            if tid is None:
                continue
            lo, hi = self.term_ptr[tid], self.term_ptr[tid + 1]
            rows, weights = self.rows[lo:hi], self.weights[lo:hi]
            if readable is not None:
                df_readable = int(readable[rows].sum())
                weights = weights * np.float32(_idf(int(readable.sum()), df_readable) / _idf(len(self.chunk_ids), hi - lo))
            scores[rows] += weights  # a term occurs once per chunk row
        return scores

    def search(self, query: str, limit: int = 10, until_chapter_no: int | None = None) -> list[Hit]:
        """Best chunks first; `until_chapter_no` drops later chunks before ranking."""
        return top_hits(self.scores(query, until_chapter_no), self.chunk_ids, self.chapter_nos, limit, until_chapter_no)


def _idf(n: int, df: int) -> float:
    return float(np.log1p((n - df + 0.5) / (df + 0.5)))


def bm25_weights(term_ptr: np.ndarray, rows: np.ndarray, tfs: np.ndarray, chunk_lens: np.ndarray) -> np.ndarray:
    """Each posting's BM25 contribution (Lucene idf); query-independent, so computed once."""
    n = max(len(chunk_lens), 1)
    avg = max(float(chunk_lens.mean()) if len(chunk_lens) else 1.0, 1e-9)
    df = np.diff(term_ptr).astype(np.float64)
    idf = np.log1p((n - df + 0.5) / (df + 0.5))  # as _idf, vectorized
    term_of = np.repeat(np.arange(len(df)), np.diff(term_ptr))
    tfs = tfs.astype(np.float64)
    norm = K1 * (1 - B + B * chunk_lens[rows].astype(np.float64) / avg)
    return (idf[term_of] * tfs * (K1 + 1) / (tfs + norm)).astype(np.float32)


def rebuild_index(store, work_id: int) -> None:
    """Recompute the work's packed index from its postings (inside the ingest transaction)."""
    data = read_postings(store, work_id)
    term_ptr = np.searchsorted(data["tid"], np.arange(len(data["terms"]) + 1)).astype(np.int64)
    rows = data["rows"].astype(np.int64)
    weights = bm25_weights(term_ptr, rows, data["tfs"], data["chunk_lens"].astype(np.float64))
    write_snapshot(store, work_id, INDEX_VERSION, data["terms"], term_ptr, rows, weights)


def load_index(store, work_id: int) -> LexicalIndex:
    """The work's index, read from the store once per process and store."""
    cache = store.cache.setdefault("lexical", {})
    if work_id not in cache:
        data = read_snapshot(store, work_id)
        if data is None or data["version"] != INDEX_VERSION:
            raise NotFoundError("this work has no search index for this version; run `understory ingest` again")
        cache[work_id] = LexicalIndex(data["terms"], data["term_ptr"], data["rows"], data["weights"],
                                      data["chunk_ids"], data["chapter_nos"], data["volume_nos"])
    return cache[work_id]
