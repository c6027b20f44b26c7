"""The stored lexical index: postings per chunk and a packed snapshot per work."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from . import Store


def read_postings(store: "Store", work_id: int) -> dict:
    """All postings of a work sorted by term, with chunk rows in chunk_id order."""
    post = store.numpy("""
        SELECT dense_rank() OVER (ORDER BY p.term) - 1 AS tid, k.row - 1 AS row, p.tf
        FROM lexical_postings p
        JOIN (SELECT chunk_id, row_number() OVER (ORDER BY chunk_id) AS row FROM chunks WHERE work_id = ?) k
          USING (chunk_id)
        WHERE p.work_id = ?
        ORDER BY p.term, k.row""", [work_id, work_id])
    terms = store.scalar("""
        SELECT coalesce(string_agg(term, chr(10) ORDER BY term), '')
        FROM (SELECT DISTINCT term FROM lexical_postings WHERE work_id = ?)""", [work_id])
    chunks = store.numpy("SELECT n_tokens FROM chunks WHERE work_id = ? ORDER BY chunk_id", [work_id])
    return {"terms": terms.split("\n") if terms else [], "tid": post["tid"], "rows": post["row"],
            "tfs": post["tf"], "chunk_lens": chunks["n_tokens"]}


def write_snapshot(store: "Store", work_id: int, version: str, terms: list[str], term_ptr: np.ndarray,
                   rows: np.ndarray, weights: np.ndarray) -> None:
    store.all("DELETE FROM lexical_snapshots WHERE work_id = ?", [work_id])
    store.all("INSERT INTO lexical_snapshots VALUES (?, ?, ?, ?, ?, ?)", [
        work_id, version, "\n".join(terms), term_ptr.astype(np.int64).tobytes(),
        rows.astype(np.int32).tobytes(), weights.astype(np.float32).tobytes()])


def read_snapshot(store: "Store", work_id: int) -> dict | None:
    row = store.one("SELECT version, terms, term_ptr, rows, weights FROM lexical_snapshots WHERE work_id = ?", [work_id])
    if row is None:
        return None
    chunks = store.numpy("""
        SELECT k.chunk_id, k.chapter_no, v.volume_no FROM chunks k
        JOIN chapters c USING (chapter_id) JOIN volumes v ON v.volume_id = c.volume_id
        WHERE k.work_id = ? ORDER BY k.chunk_id""", [work_id])
    return {
        "version": row[0],
        "terms": row[1].split("\n") if row[1] else [],
        "term_ptr": np.frombuffer(row[2], dtype=np.int64),
        "rows": np.frombuffer(row[3], dtype=np.int32),
        "weights": np.frombuffer(row[4], dtype=np.float32),
        "chunk_ids": chunks["chunk_id"].astype(np.int64),
        "chapter_nos": chunks["chapter_no"].astype(np.int64),
        "volume_nos": chunks["volume_no"].astype(np.int64),
    }
