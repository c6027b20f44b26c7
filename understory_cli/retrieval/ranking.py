"""Turning a score per chunk into ranked hits, with the reader's position applied first."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass
class Hit:
    chunk_id: int
    score: float
    rank: int  # 1 = best


def top_hits(scores: np.ndarray, chunk_ids: np.ndarray, chapter_nos: np.ndarray, limit: int,
             until_chapter_no: int | None, floor: float = 0.0) -> list[Hit]:
    """Best `limit` rows scoring above `floor`; chunks past the position are removed before ranking."""
    allowed = scores > floor
    if until_chapter_no is not None:
        allowed &= chapter_nos <= until_chapter_no
    candidates = np.flatnonzero(allowed)
    if len(candidates) == 0:
        return []
    k = min(limit, len(candidates))
    top = candidates[np.argpartition(-scores[candidates], k - 1)[:k]]
    top = top[np.lexsort((chapter_nos[top], -scores[top]))]
    return [Hit(int(chunk_ids[i]), float(scores[i]), r + 1) for r, i in enumerate(top)]
