"""Lexical retrieval: recall@k on FairytaleQA (val) against bm25s over the same chunks,
query latency, and index load time (pooled FairytaleQA and the ten volumes of 西游记).

    python bench/lexical_recall.py [--repeats N]
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import html
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import bm25s
import Stemmer

from _common import corpora_dir, median, print_table, timed
from understory_cli.ingest import ingest, store_volumes
from understory_cli.ingest.types import Block, Chapter, Volume
from understory_cli.retrieval.lexical import load_index
from understory_cli.retrieval.tokenize import tokenize
from understory_cli.store import Store, open_store
from understory_cli.store import books

KS = (1, 3, 5, 10)
POOLED = "fairytaleqa-pooled"
LOAD_GOAL_S = 0.3
STEMMER = Stemmer.Stemmer("english")

Ranker = Callable[[str, int], list[int]]  # (query, k) -> chunk ids, best first
Question = tuple[str, set[tuple[str, int]]]  # (question, evidence as (story, section) pairs)


@dataclass
class Story:
    name: str
    sections: list[str]  # section n is sections[n - 1]
    questions: list[tuple[str, frozenset[int]]]  # (question, evidence section numbers)


@dataclass
class Chunks:
    """One work's chunks as the evaluation sees them."""

    work_id: int
    ids: list[int]
    texts: list[str]
    where: dict[int, tuple[str, int]]  # chunk id -> (story, section)


# -- data ----------------------------------------------------------------------

def load_stories(root: Path) -> list[Story]:
    stories = []
    for path in sorted((root / "section-stories" / "val").glob("*-story.csv")):
        name = path.name.removesuffix("-story.csv")
        rows = _read_csv(path)
        assert [int(r["section"]) for r in rows] == list(range(1, len(rows) + 1)), path
        questions = [(r["question"], frozenset(int(n) for n in re.findall(r"\d+", r["cor_section"])))
                     for r in _read_csv(root / "questions" / "val" / f"{name}-questions.csv")]
        stories.append(Story(name, [r["text"] for r in rows], questions))
    return stories


def _read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def story_volume(story: Story) -> Volume:
    """The story as a book: one story chapter per section, one paragraph per blank-line block."""
    chapters = [Chapter(f"Section {n}", f"{story.name}.xhtml#s{n}", "story", _paragraphs(text))
                for n, text in enumerate(story.sections, start=1)]
    digest = hashlib.sha256("\n\n".join(story.sections).encode()).hexdigest()
    return Volume(source_name=f"{story.name}.csv", sha256=digest, title=story.name,
                  chapters=chapters, language="en")


def _paragraphs(text: str) -> list[Block]:
    """Blank lines separate paragraphs; single newlines are hard wraps inside one."""
    paras = [" ".join(p.split()) for p in re.split(r"\n\s*\n", text) if p.strip()]
    return [Block("p", p, f"<p>{html.escape(p)}</p>", f"<p>{html.escape(p)}</p>") for p in paras]


def read_chunks(store: Store, slug: str) -> Chunks:
    work = books.find_work(store, slug)
    story_of = {v.volume_no: v.title for v in books.volumes(store, work.work_id)}
    ids = [r[0] for r in store.all("SELECT chunk_id FROM chunks WHERE work_id = ? ORDER BY chunk_id", [work.work_id])]
    found = books.passages(store, ids)
    where = {i: (story_of[p.volume_no], int(p.locator.split(".")[1])) for i, p in found.items()}
    return Chunks(work.work_id, ids, [found[i].text for i in ids], where)


def fairytaleqa_db(db: Path, stories: list[Story]) -> Path:
    """One work per story, plus one pooled work holding every story as a volume."""
    store = open_store(db)
    for story in stories:
        store_volumes(store, [story_volume(story)], work=story.name)
    store_volumes(store, [story_volume(s) for s in stories], work=POOLED)
    store.close()
    return db


# -- rankers -------------------------------------------------------------------

def understory_ranker(store: Store, work_id: int) -> Ranker:
    index = load_index(store, work_id)
    return lambda query, k: [hit.chunk_id for hit in index.search(query, limit=k)]


def bm25s_tokens(texts: list[str]) -> bm25s.tokenization.Tokenized:
    return bm25s.tokenize(texts, stopwords="en", stemmer=STEMMER, show_progress=False)


def bm25s_ranker(chunks: Chunks) -> Ranker:
    """bm25s with default parameters, English stop words and the Snowball stemmer.

    Results scoring 0 (no query term) are dropped, as understory never returns them.
    """
    model = bm25s.BM25()
    model.index(bm25s_tokens(chunks.texts), show_progress=False)

    def rank(query: str, k: int) -> list[int]:
        tokens = bm25s.tokenize([query], stopwords="en", stemmer=STEMMER, return_ids=False, show_progress=False)
        docs, scores = model.retrieve(tokens, k=min(k, len(chunks.ids)), show_progress=False)
        return [chunks.ids[d] for d, s in zip(docs[0], scores[0]) if s > 0]

    return rank


# -- recall --------------------------------------------------------------------

def recall(rank: Ranker, chunks: Chunks, questions: list[Question]) -> dict[int, float]:
    """Share of questions with an evidence section among the top k chunks, for each k."""
    hits = {k: 0 for k in KS}
    for query, evidence in questions:
        places = [chunks.where[c] for c in rank(query, max(KS))]
        for k in KS:
            hits[k] += any(p in evidence for p in places[:k])
    return {k: hits[k] / len(questions) for k in KS}


def story_questions(story: Story) -> list[Question]:
    return [(q, {(story.name, n) for n in sections}) for q, sections in story.questions]


def per_story_recall(store: Store, stories: list[Story]) -> dict[str, list[dict[int, float]]]:
    out: dict[str, list[dict[int, float]]] = {"ours": [], "bm25s": []}
    for story in stories:
        chunks = read_chunks(store, story.name)
        out["ours"].append(recall(understory_ranker(store, chunks.work_id), chunks, story_questions(story)))
        out["bm25s"].append(recall(bm25s_ranker(chunks), chunks, story_questions(story)))
    return out


def macro_average(per_story: dict[str, list[dict[int, float]]]) -> dict[str, dict[int, float]]:
    return {who: {k: sum(r[k] for r in runs) / len(runs) for k in KS} for who, runs in per_story.items()}


def report_recall(stories: list[Story], per_story: dict, macro: dict, pooled: dict) -> None:
    n_questions = sum(len(s.questions) for s in stories)
    rows = []
    evaluations = {f"per story, macro over {len(stories)}": macro, f"pooled, {n_questions} questions": pooled}
    for label, result in evaluations.items():
        for k in KS:
            ours, base = result["ours"][k], result["bm25s"][k]
            rows.append([label if k == 1 else "", f"@{k}", ours, base, f"{ours - base:+.3f}"])
    print_table("recall@k (FairytaleQA val; hit = a top-k chunk lies in an evidence section)",
                ["evaluation", "k", "ours", "bm25s", "diff"], rows)
    rows = [[s.name, len(s.questions), len(s.sections)]
            + [per_story[who][i][k] for k in (1, 5) for who in ("ours", "bm25s")] for i, s in enumerate(stories)]
    print_table("per story", ["story", "questions", "sections", "ours@1", "bm25s@1", "ours@5", "bm25s@5"], rows)


# -- speed ---------------------------------------------------------------------

def query_latency(ours: Ranker, base: Ranker, queries: list[str], repeats: int) -> tuple[float, float]:
    """Median seconds per top-10 query, the two rankers taking turns on every query."""
    times: dict[str, list[float]] = {"ours": [], "bm25s": []}
    for _ in range(repeats):
        for query in queries:
            times["ours"].append(timed(ours, query, 10)[0])
            times["bm25s"].append(timed(base, query, 10)[0])
    return median(times["ours"]), median(times["bm25s"])


def saved_bm25s(corpus_tokens: bm25s.tokenization.Tokenized | list[list[str]], directory: Path) -> Path:
    model = bm25s.BM25()
    model.index(corpus_tokens, show_progress=False)
    model.save(str(directory))
    return directory


def load_times(db: Path, slug: str, bm25s_dir: Path, repeats: int) -> tuple[float, float]:
    """Median seconds of load_index on a freshly opened store, and of bm25s.BM25.load."""
    ours, base = [], []
    for _ in range(repeats):
        store = open_store(db, read_only=True)
        work_id = books.find_work(store, slug).work_id
        ours.append(timed(load_index, store, work_id)[0])
        store.close()
        base.append(timed(bm25s.BM25.load, str(bm25s_dir), show_progress=False)[0])
    return median(ours), median(base)


def xiyouji_db(tmp: Path) -> tuple[Path, Path]:
    """西游记 ingested once, and bm25s saved over the same chunks in understory's tokens
    (bm25s has no CJK tokenizer), so both load an index of the same size."""
    db = tmp / "xiyouji.duckdb"
    store = open_store(db)
    ingest(store, sorted((corpora_dir() / "chinese" / "xiyouji").glob("*.epub")), work="xiyouji")
    texts = read_chunks(store, "xiyouji").texts
    store.close()
    return db, saved_bm25s([tokenize(t) for t in texts], tmp / "bm25s-xiyouji")


def report_speed(measures: dict[str, tuple[float, float]]) -> None:
    rows = [[name, ours * 1e3, base * 1e3, f"{ours / base:.2f}x"] for name, (ours, base) in measures.items()]
    print_table("speed (median ms; ratio = ours / bm25s, < 1 means understory is faster)",
                ["measure", "ours ms", "bm25s ms", "ratio"], rows)


def report_goals(macro: dict, pooled: dict, latency: tuple[float, float], xiyouji_load: float) -> None:
    goals = [
        ("recall >= bm25s at every k (per story, macro)", all(macro["ours"][k] >= macro["bm25s"][k] for k in KS)),
        ("recall >= bm25s at every k (pooled)", all(pooled["ours"][k] >= pooled["bm25s"][k] for k in KS)),
        ("query latency within 2x of bm25s", latency[0] <= 2 * latency[1]),
        (f"xiyouji index load < {LOAD_GOAL_S} s ({xiyouji_load:.3f} s)", xiyouji_load < LOAD_GOAL_S),
    ]
    print("\ngoals")
    for text, ok in goals:
        print(f"  [{'met' if ok else 'MISSED'}] {text}")


# -- main ----------------------------------------------------------------------

def fairytaleqa(tmp: Path, repeats: int) -> tuple[dict, dict, tuple[float, float], tuple[float, float]]:
    """Recall (printed), query latency and index load on FairytaleQA: macro, pooled, latency, load."""
    stories = load_stories(corpora_dir() / "qa" / "fairytaleqa")
    db = fairytaleqa_db(tmp / "fairytaleqa.duckdb", stories)
    store = open_store(db)
    per_story = per_story_recall(store, stories)
    chunks = read_chunks(store, POOLED)
    ours, base = understory_ranker(store, chunks.work_id), bm25s_ranker(chunks)
    questions = [q for s in stories for q in story_questions(s)]
    pooled = {"ours": recall(ours, chunks, questions), "bm25s": recall(base, chunks, questions)}
    latency = query_latency(ours, base, [q for q, _ in questions], repeats)
    store.close()
    macro = macro_average(per_story)
    report_recall(stories, per_story, macro, pooled)
    load = load_times(db, POOLED, saved_bm25s(bm25s_tokens(chunks.texts), tmp / "bm25s-pooled"), repeats)
    return macro, pooled, latency, load


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="understory-bench-") as tmp_name:
        tmp = Path(tmp_name)
        macro, pooled, latency, pooled_load = fairytaleqa(tmp, args.repeats)
        xiyouji, xiyouji_bm25s = xiyouji_db(tmp)
        xiyouji_load = load_times(xiyouji, "xiyouji", xiyouji_bm25s, args.repeats)
    report_speed({
        "query, pooled FairytaleQA (top 10)": latency,
        "index load, pooled FairytaleQA": pooled_load,
        "index load, xiyouji 10 volumes": xiyouji_load,
    })
    report_goals(macro, pooled, latency, xiyouji_load[0])


if __name__ == "__main__":
    main()
