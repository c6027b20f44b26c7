"""Chunk vectors, keyed by chunk text hash and model so unchanged text is never re-embedded."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from . import Store


def chunks_to_embed(store: "Store", work_id: int, model: str) -> list[tuple[str, str]]:
    """(sha256, text) of the work's chunks that have no vector for `model`, in story order."""
    return store.all("""
        SELECT sha256, any_value(text) FROM chunks k
        WHERE work_id = ? AND NOT EXISTS (SELECT 1 FROM chunk_vectors v WHERE v.sha256 = k.sha256 AND v.model = ?)
        GROUP BY sha256 ORDER BY min(chapter_no), min(chunk_id)""", [work_id, model])


def save_vectors(store: "Store", model: str, shas: list[str], vectors: np.ndarray) -> None:
    vectors = np.ascontiguousarray(vectors, dtype="<f4")
    blobs = np.empty(len(shas), dtype=object)
    blobs[:] = [row.tobytes() for row in vectors]
    with store.transaction():
        store.insert_columns("chunk_vectors", {
            "sha256": np.array(shas, dtype=object),
            "model": np.array([model] * len(shas), dtype=object),
            "dim": np.full(len(shas), vectors.shape[1], dtype=np.int32),
            "vector": blobs,
        })


def coverage(store: "Store", work_id: int) -> dict[str, tuple[int, int]]:
    """model -> (chunks with a vector, all chunks) for the work."""
    total = store.scalar("SELECT count(*) FROM chunks WHERE work_id = ?", [work_id])
    rows = store.all("""
        SELECT v.model, count(DISTINCT k.chunk_id) FROM chunks k JOIN chunk_vectors v USING (sha256)
        WHERE k.work_id = ? GROUP BY v.model""", [work_id])
    return {model: (n, total) for model, n in rows}


def load_vectors(store: "Store", work_id: int, model: str) -> dict:
    """chunk ids (ascending), their chapter numbers and an (n, dim) float32 matrix."""
    data = store.numpy("""
        SELECT k.chunk_id, k.chapter_no, v.vector FROM chunks k
        JOIN (SELECT sha256, any_value(vector) AS vector FROM chunk_vectors WHERE model = ? GROUP BY sha256) v
          USING (sha256)
        WHERE k.work_id = ? ORDER BY k.chunk_id""", [model, work_id])
    n = len(data["chunk_id"])
    matrix = np.frombuffer(b"".join(data["vector"]), dtype="<f4").reshape(n, -1) if n else np.zeros((0, 0), "<f4")
    return {"chunk_ids": data["chunk_id"].astype(np.int64), "chapter_nos": data["chapter_no"].astype(np.int64),
            "matrix": matrix}


def delete_orphans(store: "Store") -> int:
    """Drop vectors whose text no chunk has any more (after volumes were replaced)."""
    n = store.scalar("SELECT count(*) FROM chunk_vectors WHERE sha256 NOT IN (SELECT sha256 FROM chunks)")
    if n:
        store.all("DELETE FROM chunk_vectors WHERE sha256 NOT IN (SELECT sha256 FROM chunks)")
    return int(n)
