"""Embedding with the bundled local model, incremental and resumable; semantic and hybrid search."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import SAMPLE, chapter_no_at
from understory_cli.embed import embed_work
from understory_cli.ingest import ingest
from understory_cli.llm.embeddings import UniversalSentenceEncoder
from understory_cli.position import order_key
from understory_cli.retrieval import hybrid
from understory_cli.retrieval.search import search_passages
from understory_cli.store import books, open_store
from understory_cli.store import vectors as vector_store


@pytest.fixture(scope="module")
def embedder():
    return UniversalSentenceEncoder()


@pytest.fixture(scope="module")
def embedded(tmp_path_factory, embedder):
    store = open_store(tmp_path_factory.mktemp("emb") / "s.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    result = embed_work(store, embedder)
    return store, result


def test_local_model_gives_normalised_vectors(embedder):
    vectors = embedder.embed_passages(["The lantern keeper", "灯塔守护人", "A recipe for bread"])
    assert vectors.shape == (3, 512) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1, atol=1e-5)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2]  # multilingual: the translation is closer


def test_every_chunk_gets_a_vector_and_a_rerun_embeds_nothing(embedded, embedder):
    store, first = embedded
    assert first.embedded == first.chunks > 0 and first.characters > 0
    again = embed_work(store, embedder)
    assert again.embedded == 0 and again.chunks == first.chunks


def test_interrupted_embedding_keeps_finished_batches(tmp_path, embedder):
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1"])

    class Interrupt(Exception):
        pass

    def stop_after_two_batches(event):
        if event.done >= 8:
            raise Interrupt

    with pytest.raises(Interrupt):
        embed_work(store, embedder, batch_size=4, progress=stop_after_two_batches)
    work_id = books.resolve_work(store, None).work_id
    have, total = vector_store.coverage(store, work_id)[embedder.model_id]
    assert have == 8 and total > 8
    rest = embed_work(store, embedder, batch_size=4)
    assert rest.embedded == total - 8
    assert vector_store.coverage(store, work_id)[embedder.model_id] == (total, total)


def test_reingesting_unchanged_text_reuses_vectors(tmp_path, embedder):
    import shutil

    store = open_store(tmp_path / "s.duckdb")
    vol = tmp_path / "vol1"
    shutil.copytree(SAMPLE / "vol1", vol)
    ingest(store, [vol])
    embed_work(store, embedder)
    chapter = vol / "OEBPS" / "text" / "chapter-06.xhtml"
    chapter.write_text(chapter.read_text().replace("</h2>", "</h2><p>One new line at the start.</p>", 1))
    ingest(store, [vol])
    again = embed_work(store, embedder)
    assert 0 < again.embedded <= 3  # only the changed chunks of chapter 6
    assert store.scalar("SELECT count(*) FROM chunk_vectors") == store.scalar("SELECT count(DISTINCT sha256) FROM chunks")


def test_semantic_and_hybrid_search_respect_the_position(embedded, embedder):
    store, _ = embedded
    work_id = books.resolve_work(store, None).work_id
    assert hybrid.vector_model(store, work_id) == embedder.model_id
    for mode in ("semantic", "hybrid"):
        hits = search_passages(store, "the Grey Pilot lowered his hood and showed his face", mode=mode,
                               embedder=embedder, limit=5)
        assert any(h.locator.startswith("2.5.") for h in hits), mode
        early = search_passages(store, "the Grey Pilot lowered his hood and showed his face", mode=mode,
                                embedder=embedder, limit=50, until=chapter_no_at(store, work_id, "2.4"))
        assert early and all(order_key(h.locator)[:2] <= (2, 4) for h in early)


def test_fusion_keeps_how_far_ahead_the_lexical_match_is():
    semantic = np.array([0.9, 0.5, 0.1, 0.2])  # passage 0 is the best paraphrase
    far_ahead = np.array([1.0, 9.0, 0.5, 0.0])  # passage 1 holds the rare name many times
    close = np.array([8.0, 9.0, 0.5, 0.0])
    assert int(np.argmax(hybrid.convex(far_ahead, semantic, hybrid.DEFAULT_FUSION.lexical))) == 1
    assert int(np.argmax(hybrid.convex(close, semantic, hybrid.DEFAULT_FUSION.lexical))) == 0  # a near tie: the meaning decides
    assert int(np.argmax(hybrid.convex(far_ahead, semantic, lexical_weight=0.0))) == 0


def test_hybrid_ranking_before_a_position_ignores_later_chapters(tmp_path, embedder):
    """Make every chunk after 2.4 a perfect semantic match: results up to 2.4 must not move."""
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    embed_work(store, embedder)
    query = "who is the Grey Pilot under the hood"
    until = chapter_no_at(store, books.resolve_work(store, None).work_id, "2.4")
    before = search_passages(store, query, mode="hybrid", embedder=embedder, limit=8, until=until)
    later = [sha for (sha,) in store.all("SELECT sha256 FROM chunks WHERE chapter_no > 10")]
    assert later
    target = embedder.embed_query(query).astype("<f4").tobytes()
    store.all("UPDATE chunk_vectors SET vector = ? WHERE sha256 IN (SELECT unnest(?::VARCHAR[]))", [target, later])
    store.cache.clear()
    after = search_passages(store, query, mode="hybrid", embedder=embedder, limit=8, until=until)
    assert [(h.locator, h.rank) for h in after] == [(h.locator, h.rank) for h in before]
    unrestricted = search_passages(store, query, mode="semantic", embedder=embedder, limit=3)
    assert all(order_key(h.locator)[:2] > (2, 4) for h in unrestricted)  # the change did bite
