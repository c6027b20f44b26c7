"""Embedding with the bundled local model, incremental and resumable; semantic and hybrid search."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import SAMPLE
from understory_cli.embed import embed_work
from understory_cli.ingest import ingest
from understory_cli.llm.embeddings import UniversalSentenceEncoder
from understory_cli.retrieval import hybrid
from understory_cli.retrieval.pieces import pieces, sentences
from understory_cli.retrieval.search import search_passages
from understory_cli.retrieval.vectors import VectorIndex, load_vector_index
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

    def stop_after_two_batches(done, total, chars):
        if done >= 8:
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
                                embedder=embedder, limit=50, until="2.4")
        assert early and all(tuple(map(int, h.locator.split(".")[:2])) <= (2, 4) for h in early)


def test_fusion_keeps_how_far_ahead_the_lexical_match_is():
    semantic = np.array([0.9, 0.5, 0.1, 0.2])  # passage 0 is the best paraphrase
    far_ahead = np.array([1.0, 9.0, 0.5, 0.0])  # passage 1 holds the rare name many times
    close = np.array([8.0, 9.0, 0.5, 0.0])
    assert int(np.argmax(hybrid.convex(far_ahead, semantic))) == 1
    assert int(np.argmax(hybrid.convex(close, semantic))) == 0  # a near tie: the meaning decides
    assert int(np.argmax(hybrid.convex(far_ahead, semantic, lexical_weight=0.0))) == 0


def test_hybrid_ranking_before_a_position_ignores_later_chapters(tmp_path, embedder):
    """Make every chunk after 2.4 a perfect semantic match: results up to 2.4 must not move."""
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1", SAMPLE / "vol2"])
    embed_work(store, embedder)
    query = "who is the Grey Pilot under the hood"
    before = search_passages(store, query, mode="hybrid", embedder=embedder, limit=8, until="2.4")
    later = [sha for (sha,) in store.all("SELECT sha256 FROM chunks WHERE chapter_no > 10")]
    assert later
    target = embedder.embed_query(query).astype("<f4").tobytes()
    store.all("UPDATE chunk_vectors SET vector = ? WHERE sha256 IN (SELECT unnest(?::VARCHAR[]))", [target, later])
    store.cache.clear()
    after = search_passages(store, query, mode="hybrid", embedder=embedder, limit=8, until="2.4")
    assert [(h.locator, h.rank) for h in after] == [(h.locator, h.rank) for h in before]
    unrestricted = search_passages(store, query, mode="semantic", embedder=embedder, limit=3)
    assert all(tuple(map(int, h.locator.split(".")[:2])) > (2, 4) for h in unrestricted)  # the change did bite


def test_every_chunk_keeps_the_vectors_of_its_pieces(embedded):
    store, _ = embedded
    rows = store.all("""SELECT any_value(k.text), any_value(v.dim), any_value(octet_length(v.pieces))
                        FROM chunks k JOIN chunk_vectors v USING (sha256) GROUP BY k.sha256""")
    assert rows and all(size == len(pieces(text)) * dim * 2 for text, dim, size in rows)  # float16
    work_id = books.resolve_work(store, None).work_id
    index = load_vector_index(store, work_id, UniversalSentenceEncoder.model_id)
    assert index.pieces.shape == (sum(len(pieces(t)) for (t,) in store.all(
        "SELECT text FROM chunks WHERE work_id = ?", [work_id])), 512)


def test_a_store_embedded_before_pieces_is_searched_then_completed(tmp_path, embedder):
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, [SAMPLE / "vol1"])
    embed_work(store, embedder)
    store.all("UPDATE chunk_vectors SET pieces = NULL")  # what migration m011 leaves in an older store
    store.cache.clear()
    work_id = books.resolve_work(store, None).work_id
    assert load_vector_index(store, work_id, embedder.model_id).pieces is None
    assert search_passages(store, "the lighthouse keeper", mode="semantic", embedder=embedder, limit=3)
    again = embed_work(store, embedder)
    assert again.embedded == again.chunks
    assert store.scalar("SELECT count(*) FROM chunk_vectors WHERE pieces IS NULL") == 0
    assert store.scalar("SELECT count(*) FROM chunk_vectors") == store.scalar("SELECT count(DISTINCT sha256) FROM chunks")


def test_a_passage_whose_one_piece_answers_the_question_ranks_first():
    query = np.array([1.0, 0.0, 0.0], dtype=np.float32)
    matrix = np.array([[0.5, 0.866, 0.0], [0.6, 0.0, 0.8]], dtype=np.float32)  # chunk 1 is closer as a whole
    pieces_ = np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0],  # chunk 0: one piece says exactly what is asked
                        [0.6, 0.0, 0.8]], dtype=np.float32)
    index = VectorIndex(np.array([10, 11]), np.array([1, 1]), matrix, pieces_, np.array([0, 2]))
    assert np.allclose(index.scores(query), [0.75, 0.6])
    assert np.allclose(VectorIndex(np.array([10, 11]), np.array([1, 1]), matrix).scores(query), [0.5, 0.6])


def test_pieces_are_pairs_of_sentences_in_any_script():
    assert sentences('He said, "Go home." Then he left! Mr. Smith paid 3.5 dollars.') == [
        'He said, "Go home."', "Then he left!", "Mr.", "Smith paid 3.5 dollars."]
    assert sentences("玉帝大惊！“你是何人？”他道：“我乃齐天大圣。”") == ["玉帝大惊！", "“你是何人？”", "他道：“我乃齐天大圣。”"]
    assert pieces("One. Two. Three.") == ["One. Two.", "Three."]
    assert pieces("甲说。乙笑。丙走。丁哭。") == ["甲说。乙笑。", "丙走。丁哭。"]
    assert pieces("A single line without an end mark") == ["A single line without an end mark"]
