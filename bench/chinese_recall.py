"""A Chinese retrieval measurement that needs no model: each 回's couplet title, half by half,
as a query for its own 回, with the heading paragraph left out of the index (西游记, 水浒传).

Each book is stored as volumes of ten 回 (like the EPUB series), one story chapter per 回,
one paragraph per line, the heading line removed (for the fused headings of 第一百回 on, only
the heading part: the two halves have the same length). A query is a hit at k when one of the
top k chunks lies in its 回. bm25s runs with jieba words (rjieba, punctuation dropped) on the
same chunks. The CJK n-gram lengths are the one tunable here: they are chosen on one book and
scored on the other; fusion settings are the ones FairytaleQA chose (never tuned here).
"""

from __future__ import annotations

import hashlib
import html
import re
import time
from collections import Counter
from pathlib import Path

import bm25s
import numpy as np
import rjieba

from _common import corpora_dir, print_table
from _folds import first_hit, fuse_rows, recall
from understory_cli.embed import embed_work
from understory_cli.ingest import store_volumes
from understory_cli.ingest.types import Block, Chapter, Volume
from understory_cli.retrieval import hybrid
from understory_cli.retrieval.lexical import index_from_counts
from understory_cli.retrieval.tokenize import CJK_GRAMS, tokenize
from understory_cli.retrieval.vectors import load_vector_index
from understory_cli.store import books, open_store

BOOKS = {"xiyouji": "西游记", "shuihu": "水浒传"}
GRAMS = [CJK_GRAMS, (2,), (1,), (1, 2, 3), (2, 3)]
_HEADING = re.compile(r"^第[一二三四五六七八九十百零〇]+回\u3000")
_WORD = re.compile(r"\w", re.U)


def parse_book(path: Path) -> list[tuple[int, list[str], list[str]]]:
    """(回 number, the two title halves, the 回's paragraphs without its heading)."""
    chapters: list[tuple[int, list[str], list[str]]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line:
            continue
        if _HEADING.match(line):
            _, first, rest = line.split("\u3000", 2)
            second, body = rest[:len(first)], rest[len(first):].strip()
            chapters.append((len(chapters) + 1, [first, second], [body] if body else []))
        elif chapters:
            chapters[-1][2].append(line)
    return chapters


def book_volumes(name: str, chapters) -> list[Volume]:
    volumes = []
    for start in range(0, len(chapters), 10):
        part = chapters[start:start + 10]
        chs = [Chapter(f"第{no}回", f"v.xhtml#c{no}", "story",
                       [Block("p", p, f"<p>{html.escape(p)}</p>", f"<p>{html.escape(p)}</p>") for p in paras])
               for no, _, paras in part]
        digest = hashlib.sha256("".join(p for _, _, ps in part for p in ps).encode()).hexdigest()
        volumes.append(Volume(source_name=f"{name}-{start // 10 + 1:02d}.txt", sha256=digest,
                              title=f"第{start // 10 + 1}卷", chapters=chs, language="zh"))
    return volumes


def jieba_tokens(text: str) -> list[str]:
    return [w for w in rjieba.cut(text) if _WORD.search(w)]


def measure_book(store, name: str, chapters, embedder) -> dict:
    work = books.find_work(store, name)
    rows = store.all("SELECT chunk_id, chapter_no, text FROM chunks WHERE work_id = ? ORDER BY chunk_id", [work.work_id])
    vols = store.all("""SELECT v.volume_no FROM chunks k JOIN chapters c USING (chapter_id)
                        JOIN volumes v ON v.volume_id = c.volume_id WHERE k.work_id = ? ORDER BY k.chunk_id""",
                     [work.work_id])
    texts = [r[2] for r in rows]
    chapter_of = np.array([r[1] for r in rows])
    volume_nos = np.array([v[0] for v in vols])
    queries = [(half, no) for no, halves, _ in chapters for half in halves]
    hits = np.array([chapter_of == no for _, no in queries])
    n = len(texts)
    out = {"queries": len(queries), "chunks": n}
    lexical = {}
    for grams in GRAMS:
        tok = lambda t, g=grams: tokenize(t, g)  # noqa: E731
        counts = [Counter(tok(t)) for t in texts]
        index = index_from_counts(counts, [sum(c.values()) for c in counts], np.arange(n), chapter_of, volume_nos,
                                  tokenizer=tok)
        lexical[grams] = np.array([index.scores(q) for q, _ in queries])
        out[("lexical", grams)] = first_hit(lexical[grams], hits, floor=0.0)
    model = bm25s.BM25()
    model.index([jieba_tokens(t) for t in texts], show_progress=False)
    base = np.array([model.get_scores(jieba_tokens(q)) for q, _ in queries])
    out["bm25s + jieba"] = first_hit(base, hits, floor=0.0)
    vec = load_vector_index(store, work.work_id, embedder.model_id)
    sem = np.array([vec.scores(embedder.embed_query(q)) for q, _ in queries])
    out["semantic"] = first_hit(sem, hits)
    fusion = hybrid.fusion_for(embedder.model_id)
    for grams in GRAMS:
        out[("hybrid", grams)] = first_hit(fuse_rows(lexical[grams], sem, volume_nos, fusion.lexical,
                                                     fusion.neighbour, fusion.volume), hits)
    return out


def chinese(workdir: Path, embedder) -> None:
    db = workdir / "chinese.duckdb"
    store = open_store(db)
    parsed = {}
    for name in BOOKS:
        path = corpora_dir() / "chinese" / f"{name}.txt"
        parsed[name] = parse_book(path)
        if books.find_work(store, name) is None:
            store_volumes(store, book_volumes(name, parsed[name]), work=name)
        t = time.perf_counter()
        result = embed_work(store, embedder, work=name)
        if result.embedded:
            print(f"{name}: embedded {result.embedded} chunks in {time.perf_counter() - t:.1f} s")
    measured = {name: measure_book(store, name, parsed[name], embedder) for name in BOOKS}
    store.close()

    def objective(ranks):
        return (np.mean(ranks <= 1) + np.mean(ranks <= 3)) / 2

    rows = []
    for name, other in (("xiyouji", "shuihu"), ("shuihu", "xiyouji")):
        m = measured[name]
        grams = max(GRAMS, key=lambda g: (objective(measured[other][("lexical", g)]), -GRAMS.index(g)))
        base = recall(m["bm25s + jieba"])
        label = f"{BOOKS[name]} ({m['queries']} queries, {m['chunks']} chunks)"
        for what, ranks in [("bm25s + jieba", m["bm25s + jieba"]),
                            (f"lexical, n-grams {grams} (chosen on {BOOKS[other]})", m[("lexical", grams)]),
                            (f"lexical, shipped n-grams {CJK_GRAMS}", m[("lexical", CJK_GRAMS)]),
                            (f"semantic {embedder.model_id}", m["semantic"]),
                            (f"hybrid, n-grams {grams} (chosen on {BOOKS[other]})", m[("hybrid", grams)]),
                            (f"hybrid, shipped n-grams {CJK_GRAMS}", m[("hybrid", CJK_GRAMS)])]:
            r = recall(ranks)
            rows.append([label, what] + [f"{r[k]:.3f} ({100 * (r[k] - base[k]):+.1f})" for k in (1, 3, 10)])
            label = ""
    print_table("Chinese: couplet-title halves -> their own 回 (heading left out); points vs bm25s + jieba",
                ["book", "ranker"] + [f"R@{k}" for k in (1, 3, 10)], rows)
    rows = [[BOOKS[name], f"lexical {g}"] + [f"{recall(measured[name][('lexical', g)])[k]:.3f}" for k in (1, 3, 10)]
            for name in BOOKS for g in GRAMS]
    print_table("Chinese, every n-gram choice (for reference; the held-out rows are above)",
                ["book", "ranker", "R@1", "R@3", "R@10"], rows)
    for name in BOOKS:
        ours, base = recall(measured[name][("hybrid", CJK_GRAMS)]), recall(measured[name]["bm25s + jieba"])
        ok = ours[1] >= base[1] + 0.05
        print(f"  [{'met' if ok else 'MISSED'}] {BOOKS[name]} hybrid R@1 >= bm25s+jieba + 5 points: "
              f"{ours[1]:.3f} vs {base[1] + 0.05:.3f}")
