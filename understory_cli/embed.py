"""The embed stage: a vector for every chunk that has none yet for this model.

Each batch is committed on its own, so an interrupted run keeps what it finished and
the next run continues; vectors are keyed by chunk text, so re-ingesting unchanged
text costs nothing.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from .llm.embeddings import Embedder
from .progress import ProgressFn, reporter
from .store import Store
from .store import books
from .store import vectors as vector_store



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
               progress: ProgressFn | None = None) -> EmbedResult:
    target = books.resolve_work(store, work)
    vector_store.delete_orphans(store)  # the vectors of text a re-ingested volume no longer has
    todo = vector_store.chunks_to_embed(store, target.work_id, embedder.model_id)
    tell = reporter("embed", progress)
    started, done_chars = time.perf_counter(), 0
    for start in range(0, len(todo), batch_size):
        batch = todo[start:start + batch_size]
        matrix = embedder.embed_passages([text for _, text in batch])
        vector_store.save_vectors(store, embedder.model_id, [sha for sha, _ in batch], matrix)
        done_chars += sum(len(text) for _, text in batch)
        tell(start + len(batch), len(todo), "chunks embedded", chars=done_chars)
    total = vector_store.coverage(store, target.work_id).get(embedder.model_id, (0, 0))[1]
    return EmbedResult(embedder.model_id, total, len(todo), done_chars, time.perf_counter() - started)
