"""The stored lexical index: postings per chunk and a packed snapshot per work."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from . import Store


def write_snapshot(store: "Store", work_id: int, tokenizer: str) -> None:
    """Pack the work's postings (sorted by term) into one row."""
    post = store.numpy("""
        SELECT dense_rank() OVER (ORDER BY term) - 1 AS tid, chunk_id, tf
        FROM lexical_postings WHERE work_id = ? ORDER BY term, chunk_id""", [work_id])
    terms = store.scalar("""
        SELECT coalesce(string_agg(term, chr(10) ORDER BY term), '')
        FROM (SELECT DISTINCT term FROM lexical_postings WHERE work_id = ?)""", [work_id])
    n_terms = terms.count("\n") + 1 if terms else 0
    tid = post["tid"].astype(np.int64)
    term_ptr = np.searchsorted(tid, np.arange(n_terms + 1)).astype(np.int64)
    store.all("DELETE FROM lexical_snapshots WHERE work_id = ?", [work_id])
    store.all("INSERT INTO lexical_snapshots VALUES (?, ?, ?, ?, ?, ?)", [
        work_id, tokenizer, terms, term_ptr.tobytes(),
        post["chunk_id"].astype(np.int64).tobytes(), post["tf"].astype(np.int32).tobytes()])


def read_snapshot(store: "Store", work_id: int) -> dict | None:
    row = store.one("SELECT tokenizer, terms, term_ptr, chunk_ids, tfs FROM lexical_snapshots WHERE work_id = ?", [work_id])
    if row is None:
        return None
    chunks = store.numpy(
        "SELECT chunk_id, n_tokens, chapter_no FROM chunks WHERE work_id = ? ORDER BY chunk_id", [work_id])
    return {
        "tokenizer": row[0],
        "terms": row[1].split("\n") if row[1] else [],
        "term_ptr": np.frombuffer(row[2], dtype=np.int64),
        "posting_chunk_ids": np.frombuffer(row[3], dtype=np.int64),
        "tfs": np.frombuffer(row[4], dtype=np.int32),
        "chunk_ids": chunks["chunk_id"].astype(np.int64),
        "chunk_lens": chunks["n_tokens"].astype(np.float32),
        "chapter_nos": chunks["chapter_no"].astype(np.int64),
    }
