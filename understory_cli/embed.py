"""The embed stage: a vector for every chunk that has none yet for this model, and one
for each of its pieces (runs of two sentences, retrieval/pieces.py).

Each batch is committed on its own, so an interrupted run keeps what it finished and
the next run continues; vectors are keyed by chunk text, so re-ingesting unchanged
text costs nothing.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

import numpy as np

from .llm.embeddings import Embedder
from .retrieval.pieces import pieces as pieces_of
from .store import Store
from .store import books
from .store import vectors as vector_store

Progress = Callable[[int, int, int], None]  # (chunks done, chunks to do, characters done)


@dataclass
class EmbedResult:
    model: str
    chunks: int  # chunks in the work
    embedded: int  # embedded by this run
    characters: int
    seconds: float

    @property
    def chars_per_second(self) -> float:
        return self.characters / self.seconds if self.seconds else 0.0


def embed_work(store: Store, embedder: Embedder, *, work: str | None = None, batch_size: int = 32,
               progress: Progress | None = None) -> EmbedResult:
    target = books.resolve_work(store, work)
    vector_store.delete_orphans(store)  # the vectors of text a re-ingested volume no longer has
    todo = vector_store.chunks_to_embed(store, target.work_id, embedder.model_id)
    started, done_chars = time.perf_counter(), 0
    for start in range(0, len(todo), batch_size):
        batch = todo[start:start + batch_size]
        matrix = embedder.embed_passages([text for _, text in batch])
        vector_store.save_vectors(store, embedder.model_id, [sha for sha, _ in batch], matrix,
                                  _piece_vectors(embedder, [text for _, text in batch], batch_size))
        done_chars += sum(len(text) for _, text in batch)
        if progress:
            progress(start + len(batch), len(todo), done_chars)
    total = vector_store.coverage(store, target.work_id).get(embedder.model_id, (0, 0))[1]
    return EmbedResult(embedder.model_id, total, len(todo), done_chars, time.perf_counter() - started)


def _piece_vectors(embedder: Embedder, texts: list[str], batch_size: int) -> list[np.ndarray]:
    """Per text, the (k, dim) vectors of its pieces, embedded `batch_size` pieces a call."""
    split = [pieces_of(text) for text in texts]
    flat = [piece for group in split for piece in group]
    rows = np.concatenate([embedder.embed_passages(flat[i:i + batch_size]) for i in range(0, len(flat), batch_size)])
    ends = np.cumsum([len(group) for group in split])
    return np.split(rows, ends[:-1])
