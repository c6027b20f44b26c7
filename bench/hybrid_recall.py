"""Semantic and hybrid retrieval on FairytaleQA (val) against bm25s, and the cost of the
local embedding models.

    python bench/hybrid_recall.py [--models use,e5] [--repeats 3]

For each local model: embedding throughput through understory's embed stage against
calling the model directly on the same texts (overhead goal <= 5%); recall@k of
lexical, semantic and every fusion candidate, per story and pooled, beside bm25s;
hybrid query latency on the ten volumes of 西游记.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import numpy as np

from _common import corpora_dir, median, print_table
from lexical_recall import (KS, POOLED, bm25s_ranker, fairytaleqa_db, load_stories, read_chunks, recall,
                            story_questions)
from understory_cli.embed import embed_work
from understory_cli.ingest import ingest
from understory_cli.llm.embeddings import LOCAL_MODELS
from understory_cli.retrieval import hybrid
from understory_cli.retrieval.lexical import load_index
from understory_cli.retrieval.vectors import load_vector_index
from understory_cli.store import books, open_store

ALPHAS = (0.3, 0.4, 0.5, 0.6, 0.7)


def rankers(store, work_id, embedder):
    """Every candidate: name -> (query, k) -> chunk ids."""
    lex = load_index(store, work_id)
    vec = load_vector_index(store, work_id, embedder.model_id)
    cache: dict[str, tuple[np.ndarray, np.ndarray]] = {}

    def scores(q):
        if q not in cache:
            cache[q] = (lex.scores(q), vec.scores(embedder.embed_query(q)))
        return cache[q]

    def top(fused, k):
        return [int(vec.chunk_ids[i]) for i in np.argsort(-fused, kind="stable")[:k]]

    out = {
        "lexical": lambda q, k: top(scores(q)[0], k),
        "semantic": lambda q, k: top(scores(q)[1], k),
        "rrf k=60": lambda q, k: top(hybrid.rrf(*scores(q)), k),
    }
    for a in ALPHAS:
        out[f"convex a={a}"] = lambda q, k, a=a: top(hybrid.convex(*scores(q), lexical_weight=a), k)
    out["convex a=0.7 + context"] = lambda q, k: top(hybrid.with_context(hybrid.convex(*scores(q)), lex.volume_nos), k)
    out["shipped"] = lambda q, k: top(hybrid.fuse(*scores(q), lex.volume_nos), k)
    return out


def evaluate(db: Path, stories, embedder) -> dict[str, dict[str, dict[int, float]]]:
    store = open_store(db)
    results: dict[str, dict[str, dict[int, float]]] = {}
    pooled = read_chunks(store, POOLED)
    pooled_q = [q for s in stories for q in story_questions(s)]
    for name, rank in rankers(store, pooled.work_id, embedder).items():
        results.setdefault(name, {})["pooled"] = recall(rank, pooled, pooled_q)
    results.setdefault("bm25s", {})["pooled"] = recall(bm25s_ranker(pooled), pooled, pooled_q)
    per_story: dict[str, list[dict[int, float]]] = {}
    for story in stories:
        chunks = read_chunks(store, story.name)
        for name, rank in rankers(store, chunks.work_id, embedder).items():
            per_story.setdefault(name, []).append(recall(rank, chunks, story_questions(story)))
        per_story.setdefault("bm25s", []).append(recall(bm25s_ranker(chunks), chunks, story_questions(story)))
    for name, rows in per_story.items():
        results[name]["per story"] = {k: float(np.mean([r[k] for r in rows])) for k in KS}
    return results


def throughput(db: Path, embedder, repeats: int) -> tuple[float, float]:
    """chars/s through embed_work (fresh vectors each time) and calling the model directly."""
    store = open_store(db)
    texts = [t for (t,) in store.all("SELECT DISTINCT text FROM chunks ORDER BY text")]
    chars = sum(map(len, texts))
    ours, direct = [], []
    embedder.embed_passages(texts[:2])  # load the model's weights outside the timing
    for _ in range(repeats):
        store.all("DELETE FROM chunk_vectors WHERE model = ?", [embedder.model_id])
        t = time.perf_counter()
        embed_work(store, embedder, work=POOLED)
        ours.append(chars / (time.perf_counter() - t))
        t = time.perf_counter()
        for i in range(0, len(texts), 32):
            embedder.embed_passages(texts[i:i + 32])
        direct.append(chars / (time.perf_counter() - t))
    store.close()
    return median(ours), median(direct)


def xiyouji_latency(embedder, repeats: int) -> list[list]:
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(Path(tmp) / "x.duckdb")
        ingest(store, sorted((corpora_dir() / "chinese" / "xiyouji").glob("*.epub")))
        t = time.perf_counter()
        result = embed_work(store, embedder)
        embed_s = time.perf_counter() - t
        work = books.resolve_work(store, None)
        queries = ["孙悟空大闹天宫", "唐僧被妖怪捉去", "猪八戒娶媳妇", "火焰山借芭蕉扇", "真假美猴王"]
        rows = []
        for mode in ("lexical", "semantic", "hybrid"):
            times = []
            for _ in range(repeats):
                for q in queries:
                    t = time.perf_counter()
                    hybrid.search(store, work.work_id, q, mode=mode, limit=10, embedder=embedder)
                    times.append((time.perf_counter() - t) * 1000)
            rows.append([mode, f"{median(times):.2f}"])
        store.close()
        print(f"\n西游记: embedded {result.embedded} chunks, {result.characters:,} chars in {embed_s:.1f} s "
              f"({result.chars_per_second:,.0f} chars/s)")
        return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--models", default="use", help="comma-separated: " + ",".join(LOCAL_MODELS))
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    stories = load_stories(corpora_dir() / "qa" / "fairytaleqa")
    for key in args.models.split(","):
        embedder = LOCAL_MODELS[key]()
        with tempfile.TemporaryDirectory() as tmp:
            db = fairytaleqa_db(Path(tmp) / "fqa.duckdb", stories)
            ours, direct = throughput(db, embedder, 1 if key == "e5" else args.repeats)
            print(f"\n== {embedder.model_id}: embed stage {ours:,.0f} chars/s, model called directly "
                  f"{direct:,.0f} chars/s, overhead {100 * (direct / ours - 1):+.1f}% (goal <= 5%)")
            results = evaluate(db, stories, embedder)
        for scope in ("pooled", "per story"):
            base = results["bm25s"][scope]
            rows = [[name] + [f"{r[scope][k]:.3f} ({100 * (r[scope][k] - base[k]):+.1f})" for k in KS]
                    for name, r in results.items()]
            print_table(f"{embedder.model_id}: recall@k, {scope} (difference to bm25s in points)",
                        ["ranker"] + [f"@{k}" for k in KS], rows)
        shipped, base = results["shipped"], results["bm25s"]
        print("goals (shipped fusion):")
        print(f"  pooled R@1 >= bm25s: {shipped['pooled'][1]:.3f} vs {base['pooled'][1]:.3f}")
        print(f"  pooled R@5 >= bm25s + 3 points: {shipped['pooled'][5]:.3f} vs {base['pooled'][5] + 0.03:.3f}")
        print(f"  per story R@1, R@3 above bm25s: {shipped['per story'][1]:.3f} vs {base['per story'][1]:.3f}, "
              f"{shipped['per story'][3]:.3f} vs {base['per story'][3]:.3f}")
        print_table("hybrid query latency on 西游记 (ms, median, query embedding included)", ["mode", "ms"],
                    xiyouji_latency(embedder, args.repeats))


if __name__ == "__main__":
    main()
