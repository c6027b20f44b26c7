"""Tokenizing, chunking and BM25 search over the stored index."""

from __future__ import annotations

import numpy as np
import pytest

from conftest import chapter_no_at
from understory_cli.errors import NotFoundError
from understory_cli.ingest.chunking import MAX_SIZE, MIN_SIZE, chunk_paragraphs
from understory_cli.position import BookIndex, order_key
from understory_cli.retrieval.lexical import LexicalIndex, bm25_weights, index_from_texts, load_index
from understory_cli.retrieval.search import search_passages
from understory_cli.retrieval.tokenize import text_size, tokenize
from understory_cli.store import books


def test_tokenize_english_and_cjk():
    assert tokenize("The Tin Woodman's hearts were beating") == ["tin", "woodman", "heart", "beat"]
    assert tokenize("孙悟空") == ["孙", "悟", "空", "孙悟", "悟空"]
    assert tokenize("Tip和Ozma") == ["tip", "和", "ozma"]


def test_cjk_ngram_lengths_are_a_setting():
    assert tokenize("孙悟空", (2, 3)) == ["孙悟", "悟空", "孙悟空"]
    assert tokenize("孙悟空 Tip", (1,)) == ["孙", "悟", "空", "tip"]


def test_bm25_parameters_change_length_normalisation():
    texts = ["witch " + "filler " * 40, "witch witch"]
    no_norm = index_from_texts(texts, [1, 2], [1, 1], b=0.0)
    full = index_from_texts(texts, [1, 2], [1, 1], b=1.0)
    assert full.scores("witch")[0] < no_norm.scores("witch")[0]  # the long chunk is penalised only with b > 0
    assert index_from_texts(texts, [1, 2], [1, 1], k1=0.5).scores("witch")[1] < \
        index_from_texts(texts, [1, 2], [1, 1], k1=3.0).scores("witch")[1]  # repeats count more with a larger k1


def test_query_expansion_reaches_passages_without_the_query_words():
    texts = ["the humbug wizard of omaha fooled everyone", "omaha balloon wizard humbug",
             "the balloon rose over omaha", "a field of poppies", "the scarecrow wanted brains"]
    index = index_from_texts(texts, [1, 2, 3, 4, 5], [1, 2, 3, 4, 5])
    plain = index.scores("humbug")
    expanded = index.expanded_scores("humbug", docs=2, terms=4, original_weight=0.5)
    assert plain[2] == 0 and expanded[2] > 0  # "balloon", "omaha" came from the feedback passages
    assert expanded[3] == 0 and expanded[4] == 0
    assert np.array_equal(index.expanded_scores("humbug", original_weight=1.0), plain)


def test_query_expansion_takes_feedback_only_from_what_was_read():
    """With a position, the expansion of an index equals that of an index of the readable chunks alone."""
    early = ["the humbug wizard", "a quiet balloon", "wizard poppies"]
    later = ["humbug humbug secret omaha", "omaha omaha humbug"]
    whole = index_from_texts(early + later, [1, 2, 3, 4, 5], [1, 2, 3, 4, 5])
    alone = index_from_texts(early, [1, 2, 3], [1, 2, 3])
    got = whole.expanded_scores("humbug", until_chapter_no=3, docs=3, terms=5, original_weight=0.5)[:3]
    want = alone.expanded_scores("humbug", docs=3, terms=5, original_weight=0.5)
    assert np.argsort(-got).tolist() == np.argsort(-want).tolist()
    assert (got > 0).tolist() == (want > 0).tolist()


def test_chunks_are_paragraph_aligned_within_bounds():
    paragraphs = [f"Sentence number {i} with some more words to make it longer than a few." * 3 for i in range(60)]
    chunks = chunk_paragraphs(paragraphs)
    assert chunks[0].para_start == 1 and chunks[-1].para_end == 60
    for prev, cur in zip(chunks, chunks[1:]):
        assert cur.para_start in (prev.para_end, prev.para_end + 1)  # contiguous, at most one paragraph of overlap
    for chunk in chunks[:-1]:
        assert MIN_SIZE <= text_size(chunk.text) <= MAX_SIZE + 1
        assert chunk.text == "\n".join(paragraphs[chunk.para_start - 1:chunk.para_end])


def test_cjk_chunks_hold_three_to_six_hundred_characters():
    paragraphs = ["天" * 120] * 30
    for chunk in chunk_paragraphs(paragraphs)[:-1]:
        assert 300 <= len(chunk.text.replace("\n", "")) <= 600


def test_a_huge_paragraph_is_its_own_chunk():
    ordinary = "word " * 200  # a chunk's worth on each side
    huge = "word " * 2000
    chunks = chunk_paragraphs([ordinary, huge, ordinary])
    assert [(c.para_start, c.para_end) for c in chunks] == [(1, 1), (2, 2), (3, 3)]
    assert chunks[1].text == huge  # never cut inside
    # scraps beside it are folded in rather than left as chunks of a few words; it is still whole
    [chunk] = chunk_paragraphs(["short one.", huge, "short two."])
    assert (chunk.para_start, chunk.para_end) == (1, 3) and huge in chunk.text


def test_bm25_prefers_rare_terms_and_respects_position():
    texts = ["the witch and the wizard", "a witch a witch", "the scarecrow", "wizard humbug humbug"]
    index = _index(texts, chapter_nos=[1, 2, 3, 4])
    assert [h.chunk_id for h in index.search("humbug")] == [4]
    assert [h.chunk_id for h in index.search("witch")][:1] == [2]
    assert [h.chunk_id for h in index.search("humbug wizard", until_chapter_no=3)] == [1]
    assert index.search("nothing matches this") == []


def test_later_chapters_cannot_move_the_ranking_of_what_was_read():
    """Word counts past the position must not change the ranking: it equals that of an index
    of the readable chapters alone. (Scores differ a little: length normalization uses the
    whole work's average chunk length, which says nothing about the story.)"""
    early = ["alpha one two", "gamma three", "gamma four five"]
    later = ["alpha later"] * 5
    whole = _index(early + later, chapter_nos=[1, 2, 3, 4, 5, 6, 7, 8])
    alone = _index(early, chapter_nos=[1, 2, 3])
    assert [h.chunk_id for h in whole.search("alpha gamma")][0] != 1  # everything known: alpha is common
    assert [h.chunk_id for h in whole.search("alpha gamma", until_chapter_no=3)] == \
           [h.chunk_id for h in alone.search("alpha gamma")] == [1, 2, 3]


def _index(texts, chapter_nos):
    from understory_cli.retrieval.lexical import postings_for

    counts, lens = postings_for(texts)
    terms = sorted({t for c in counts for t in c})
    ptr, rows, tfs = [0], [], []
    for t in terms:
        for row, c in enumerate(counts):
            if t in c:
                rows.append(row)
                tfs.append(c[t])
        ptr.append(len(rows))
    ptr, rows = np.array(ptr), np.array(rows)
    weights = bm25_weights(ptr, rows, np.array(tfs), np.array(lens, dtype=np.float64))
    return LexicalIndex(terms, ptr, rows, weights, np.arange(1, len(texts) + 1), np.array(chapter_nos))


@pytest.mark.corpus
def test_search_finds_the_twist_and_hides_it_before_its_chapter(oz_store):
    hits = search_passages(oz_store, "Tip Princess Ozma girl transformed", work="oz", limit=5)
    assert any(h.locator.startswith("2.23.") for h in hits)
    assert sorted(h.rank for h in hits) == list(range(1, len(hits) + 1))
    order = [order_key(h.locator) for h in hits]
    assert order == sorted(order), "results are shown in story order"
    wid = books.find_work(oz_store, "oz").work_id
    early = search_passages(oz_store, "Tip Princess Ozma girl transformed", work="oz", limit=50,
                            until=chapter_no_at(oz_store, wid, "2.22"))
    assert early and all(order_key(h.locator)[:2] <= (2, 22) for h in early)


@pytest.mark.corpus
def test_search_chinese_names(xiyouji_store):
    hits = search_passages(xiyouji_store, "美猴王", limit=5)
    assert hits and all("美猴王" in h.text or "猴王" in h.text for h in hits)
    wid = books.resolve_work(xiyouji_store, None).work_id
    before = search_passages(xiyouji_store, "弼马温", limit=10, until=chapter_no_at(xiyouji_store, wid, "1.3"))
    assert all("弼马温" not in h.text for h in before)  # first named in 回 4
    after = search_passages(xiyouji_store, "弼马温", limit=3, until=chapter_no_at(xiyouji_store, wid, "1.4"))
    assert "弼马温" in next(h for h in after if h.rank == 1).text


@pytest.mark.corpus
def test_index_is_loaded_once_per_process(oz_store, monkeypatch):
    from understory_cli.retrieval import lexical

    reads = []
    real = lexical.read_snapshot
    monkeypatch.setattr(lexical, "read_snapshot", lambda store, work_id: reads.append(work_id) or real(store, work_id))
    work = books.find_work(oz_store, "oz")
    oz_store.cache.get("lexical", {}).pop(work.work_id, None)
    first = [h.chunk_id for h in load_index(oz_store, work.work_id).search("Scarecrow brains", 5)]
    again = [h.chunk_id for h in load_index(oz_store, work.work_id).search("Scarecrow brains", 5)]
    assert reads == [work.work_id] and first == again and len(first) == 5


@pytest.mark.corpus
def test_bad_positions_are_clear_errors(oz_store):
    from understory_cli.errors import UsageError

    index = BookIndex.load(oz_store, books.find_work(oz_store, "oz").work_id)
    with pytest.raises(NotFoundError, match="no chapter 9.1"):
        index.resolve("9.1")
    with pytest.raises(UsageError, match="'soon' is not a position"):  # malformed: a usage error (exit 2)
        index.resolve("soon")
    with pytest.raises(UsageError, match="position is empty"):  # an empty position is no position, not "no limit"
        index.resolve("")
    # one rule for a paragraph position: the chapter it lies in, only when the book has the paragraph
    assert index.resolve("2.22.3") == index.resolve("2.22")
    with pytest.raises(NotFoundError, match=r"no paragraph 2\.22\.999 .*its paragraphs are 2\.22\.1 to"):
        index.resolve("2.22.999")


def test_an_index_made_with_other_bm25_settings_is_reweighed_from_its_postings(sample_store, tmp_path):
    """A store indexed with older k1/b (same tokens) needs no new ingest: the weights are
    recomputed from the postings, saved when the store is writable, kept in memory when not."""
    from understory_cli.retrieval import lexical
    from understory_cli.store import open_store

    work = books.resolve_work(sample_store, None)
    want = [h.chunk_id for h in load_index(sample_store, work.work_id).search("lighthouse keeper lamp", 10)]
    old = f"{lexical.TOKENIZER_VERSION};bm25-lucene;k1=1.5;b=0.75-old"
    sample_store.all("UPDATE lexical_snapshots SET version = ?, weights = ? WHERE work_id = ?",
                     [old, np.zeros(1, np.float32).tobytes(), work.work_id])
    path = sample_store.path
    sample_store.close()
    readonly = open_store(path, read_only=True)
    assert [h.chunk_id for h in load_index(readonly, work.work_id).search("lighthouse keeper lamp", 10)] == want
    assert readonly.scalar("SELECT version FROM lexical_snapshots") == old  # nothing written
    readonly.close()
    writable = open_store(path)
    assert [h.chunk_id for h in load_index(writable, work.work_id).search("lighthouse keeper lamp", 10)] == want
    assert writable.scalar("SELECT version FROM lexical_snapshots") == lexical.INDEX_VERSION
    writable.all("UPDATE lexical_snapshots SET version = 'another-tokenizer;bm25' WHERE work_id = ?", [work.work_id])
    writable.cache.clear()
    with pytest.raises(NotFoundError, match="run `understory ingest` again"):
        load_index(writable, work.work_id)
    writable.close()
