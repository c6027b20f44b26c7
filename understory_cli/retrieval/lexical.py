"""BM25 over postings stored at ingest; loaded once per process into numpy arrays."""

from __future__ import annotations

from collections import Counter

import duckdb
import numpy as np

from ..errors import NotFoundError
from ..store.lexical import read_postings, read_snapshot, write_snapshot
from .ranking import Hit, top_hits
from .tokenize import TOKENIZER_VERSION, tokenize

# Chosen by 5-fold cross-validation over FairytaleQA stories (bench/hybrid_recall.py): the choice of
# BM25 alone and of the English default's hybrid ranker; a store indexed with other values is
# reweighed from its postings on first load.
K1 = 0.9
B = 0.5
INDEX_VERSION = f"{TOKENIZER_VERSION};bm25-lucene;k1={K1};b={B}"


def postings_for(chunk_texts: list[str]) -> tuple[list[Counter], list[int]]:
    """Term frequencies and token counts of each chunk, for storing at ingest."""
    counts = [Counter(tokenize(text)) for text in chunk_texts]
    return counts, [sum(c.values()) for c in counts]


class LexicalIndex:
    """A work's BM25 index: per-term slices of (chunk row, precomputed weight) in CSR form."""

    def __init__(self, terms: list[str], term_ptr: np.ndarray, rows: np.ndarray, weights: np.ndarray,
                 chunk_ids: np.ndarray, chapter_nos: np.ndarray, volume_nos: np.ndarray | None = None,
                 tokenizer=tokenize):
        self.terms = terms
        self.vocab = dict(zip(terms, range(len(terms))))
        self.tokenizer = tokenizer
        # (row_ptr, term ids, weights): each chunk's terms, built on first expansion
        self._by_row: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
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
        tids = [tid for term in self.tokenizer(query) if (tid := self.vocab.get(term)) is not None]
        return self._weighted(dict(Counter(tids)), self._readable(until_chapter_no))

    def _readable(self, until_chapter_no: int | None) -> np.ndarray | None:
        return None if until_chapter_no is None else self.chapter_nos <= until_chapter_no

    def _weighted(self, term_weights: dict[int, float], readable: np.ndarray | None) -> np.ndarray:
        """Sum over terms of weight x BM25 contribution; idf from the readable chunks only."""
        scores = np.zeros(len(self.chunk_ids), dtype=np.float32)
        n_readable = len(self.chunk_ids) if readable is None else int(readable.sum())
        for tid, w in term_weights.items():
            lo, hi = self.term_ptr[tid], self.term_ptr[tid + 1]
            rows, weights = self.rows[lo:hi], self.weights[lo:hi]
            factor = float(w)
            if readable is not None:
                factor *= _idf(n_readable, int(readable[rows].sum())) / _idf(len(self.chunk_ids), hi - lo)
            scores[rows] += weights * np.float32(factor)  # a term occurs once per chunk row
        return scores

    def expanded_scores(self, query: str, until_chapter_no: int | None = None, *, docs: int = 3,
                        terms: int = 10, original_weight: float = 0.7) -> np.ndarray:
        """BM25 with RM3-style pseudo-relevance feedback: the `terms` heaviest terms of the
        `docs` best readable chunks (each chunk's BM25 term weights, normalised, weighted by the
        chunk's normalised score) are added to the query with `1 - original_weight` of the mass.
        Feedback comes from readable chunks only, so later chapters cannot choose the terms."""
        readable = self._readable(until_chapter_no)
        tids = [tid for term in self.tokenizer(query) if (tid := self.vocab.get(term)) is not None]
        if not tids or original_weight >= 1.0 or docs <= 0 or terms <= 0:
            return self._weighted(dict(Counter(tids)), readable)
        query_weights = {t: c / len(tids) for t, c in Counter(tids).items()}
        base = self._weighted(query_weights, readable)
        if readable is not None:
            base = np.where(readable, base, 0.0).astype(np.float32)
        top = np.argsort(-base, kind="stable")[:docs]
        top = top[base[top] > 0]
        if len(top) == 0:
            return base
        row_ptr, row_tids, row_w = self._forward()
        mass: dict[int, float] = {}
        doc_weights = base[top] / base[top].sum()
        for row, dw in zip(top, doc_weights):
            lo, hi = row_ptr[row], row_ptr[row + 1]
            row_terms, w = row_tids[lo:hi], row_w[lo:hi].astype(np.float64)
            if readable is not None:  # the weights' idf counted every chunk; count the readable ones only
                w = w * self._idf_ratio(row_terms, readable)
            for tid, p in zip(row_terms.tolist(), (dw * w / max(w.sum(), 1e-12)).tolist()):
                mass[tid] = mass.get(tid, 0.0) + p
        chosen = sorted(mass.items(), key=lambda kv: -kv[1])[:terms]
        total = sum(p for _, p in chosen) or 1.0
        combined = {t: original_weight * w for t, w in query_weights.items()}
        for tid, p in chosen:
            combined[tid] = combined.get(tid, 0.0) + (1 - original_weight) * p / total
        return self._weighted(combined, readable)

    def _idf_ratio(self, tids: np.ndarray, readable: np.ndarray) -> np.ndarray:
        n, n_readable = len(self.chunk_ids), int(readable.sum())
        out = np.empty(len(tids))
        for i, tid in enumerate(tids.tolist()):
            lo, hi = self.term_ptr[tid], self.term_ptr[tid + 1]
            out[i] = _idf(n_readable, int(readable[self.rows[lo:hi]].sum())) / _idf(n, hi - lo)
        return out

    def _forward(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        if self._by_row is None:
            term_of = np.repeat(np.arange(len(self.term_ptr) - 1), np.diff(self.term_ptr))
            order = np.argsort(self.rows, kind="stable")
            row_ptr = np.searchsorted(self.rows[order], np.arange(len(self.chunk_ids) + 1))
            self._by_row = (row_ptr, term_of[order], self.weights[order])
        return self._by_row

    def search(self, query: str, limit: int = 10, until_chapter_no: int | None = None) -> list[Hit]:
        """Best chunks first; `until_chapter_no` drops later chunks before ranking."""
        return top_hits(self.scores(query, until_chapter_no), self.chunk_ids, self.chapter_nos, limit, until_chapter_no)


def _idf(n: int, df: int) -> float:
    return float(np.log1p((n - df + 0.5) / (df + 0.5)))


def bm25_weights(term_ptr: np.ndarray, rows: np.ndarray, tfs: np.ndarray, chunk_lens: np.ndarray,
                 k1: float = K1, b: float = B) -> np.ndarray:
    """Each posting's BM25 contribution (Lucene idf); query-independent, so computed once."""
    n = max(len(chunk_lens), 1)
    avg = max(float(chunk_lens.mean()) if len(chunk_lens) else 1.0, 1e-9)
    df = np.diff(term_ptr).astype(np.float64)
    idf = np.log1p((n - df + 0.5) / (df + 0.5))  # as _idf, vectorized
    term_of = np.repeat(np.arange(len(df)), np.diff(term_ptr))
    tfs = tfs.astype(np.float64)
    norm = k1 * (1 - b + b * chunk_lens[rows].astype(np.float64) / avg)
    return (idf[term_of] * tfs * (k1 + 1) / (tfs + norm)).astype(np.float32)


def index_from_texts(texts: list[str], chunk_ids, chapter_nos, volume_nos=None, *, k1: float = K1, b: float = B,
                     tokenizer=tokenize) -> LexicalIndex:
    """An in-memory index of `texts` (tests and benchmarks; the product loads its snapshot)."""
    counts = [Counter(tokenizer(t)) for t in texts]
    return index_from_counts(counts, [sum(c.values()) for c in counts], chunk_ids, chapter_nos, volume_nos,
                             k1=k1, b=b, tokenizer=tokenizer)


def index_from_counts(counts: list[Counter], lens, chunk_ids, chapter_nos, volume_nos=None, *, k1: float = K1,
                      b: float = B, tokenizer=tokenize) -> LexicalIndex:
    terms = sorted({t for c in counts for t in c})
    tid = {t: i for i, t in enumerate(terms)}
    triples = sorted((tid[t], row, tf) for row, c in enumerate(counts) for t, tf in c.items())
    arr = np.array(triples, dtype=np.int64).reshape(-1, 3)
    term_ptr = np.searchsorted(arr[:, 0], np.arange(len(terms) + 1)).astype(np.int64)
    weights = bm25_weights(term_ptr, arr[:, 1], arr[:, 2], np.asarray(lens, dtype=np.float64), k1, b)
    return LexicalIndex(terms, term_ptr, arr[:, 1], weights, np.asarray(chunk_ids), np.asarray(chapter_nos),
                        None if volume_nos is None else np.asarray(volume_nos), tokenizer=tokenizer)


def rebuild_index(store, work_id: int) -> None:
    """Recompute the work's packed index from its postings (inside the ingest transaction)."""
    data = read_postings(store, work_id)
    term_ptr = np.searchsorted(data["tid"], np.arange(len(data["terms"]) + 1)).astype(np.int64)
    rows = data["rows"].astype(np.int64)
    weights = bm25_weights(term_ptr, rows, data["tfs"], data["chunk_lens"].astype(np.float64))
    write_snapshot(store, work_id, INDEX_VERSION, data["terms"], term_ptr, rows, weights)


def _reweigh(store, work_id: int, snapshot: dict) -> dict | None:
    """A `snapshot` made with older BM25 settings (k1, b) over the same tokens: its weights are
    recomputed from the stored postings and saved when the store can be written (a read-only
    store keeps the result for this process only)."""
    if not store._in_tx:
        try:
            with store.transaction():
                rebuild_index(store, work_id)
            return read_snapshot(store, work_id)
        except duckdb.Error:  # opened read-only
            pass
    data = read_postings(store, work_id)
    term_ptr = np.searchsorted(data["tid"], np.arange(len(data["terms"]) + 1)).astype(np.int64)
    rows = data["rows"].astype(np.int64)
    snapshot.update(version=INDEX_VERSION, terms=data["terms"], term_ptr=term_ptr, rows=rows,
                    weights=bm25_weights(term_ptr, rows, data["tfs"], data["chunk_lens"].astype(np.float64)))
    return snapshot


def load_index(store, work_id: int) -> LexicalIndex:
    """The work's index, read from the store once per process and store."""
    cache = store.cache.setdefault("lexical", {})
    if work_id not in cache:
        data = read_snapshot(store, work_id)
        if data is not None and data["version"] != INDEX_VERSION and data["version"].startswith(f"{TOKENIZER_VERSION};"):
            data = _reweigh(store, work_id, data)  # same tokens, other BM25 settings: recomputed from the postings
        if data is None or data["version"] != INDEX_VERSION:
            raise NotFoundError("this work has no search index for this version; run `understory ingest` again")
        cache[work_id] = LexicalIndex(data["terms"], data["term_ptr"], data["rows"], data["weights"],
                                      data["chunk_ids"], data["chapter_nos"], data["volume_nos"])
    return cache[work_id]
