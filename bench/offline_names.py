"""Names and aliases without a model: quality against the cast lists in tests/data and time, on the
whole Oz series and the ten volumes of 西游记; plus the tagger choice (rjieba against jieba).

    python bench/offline_names.py [--repeats N]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from _common import corpora_dir, median, print_table, timed
from understory_cli.extractive import find_characters
from understory_cli.extractive.quality import evaluate, load_cast
from understory_cli.ingest import ingest
from understory_cli.store import books, open_store

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
GOALS = {"precision": 0.9, "alias_recall": 0.7}
TIME_GOAL_S = 60.0


def load(tmp: Path, name: str, files: list[Path], slug: str | None):
    store = open_store(tmp / f"{name}.duckdb")
    seconds, _ = timed(ingest, store, files, work=slug)
    work = books.works(store)[0]
    return work, books.story_paragraphs(store, work.work_id), seconds


def tagger_baseline(paragraphs) -> list[list]:
    """jieba.posseg (pure Python) against rjieba.tag (jieba-rs): same dictionary, time and agreement."""
    import rjieba

    texts = [p.text for p in paragraphs]
    rows = []
    rs_time, rs = timed(lambda: [rjieba.tag(t, hmm=False) for t in texts])
    try:
        import jieba
        import jieba.posseg as pseg
    except ImportError:
        print("\n(jieba not installed: `pip install jieba` to time the baseline tagger)")
        return [["rjieba.tag", rs_time, "", ""]]
    jieba.setLogLevel(60)
    jieba.initialize()
    py_time, py = timed(lambda: [[(w.word, w.flag) for w in pseg.cut(t, HMM=False)] for t in texts])
    same = sum(a == b for a, b in zip(rs, py)) / len(texts)
    rows.append(["jieba.posseg (baseline)", py_time, 1.0, ""])
    rows.append(["rjieba.tag", rs_time, py_time / rs_time, same])
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    corpora = corpora_dir()
    books_ = [
        ("Oz (5 volumes)", "oz", sorted((corpora / "series" / "oz").glob("*.epub")), "oz", "cast_oz.yaml"),
        ("西游记 (10 volumes)", "xiyouji", sorted((corpora / "chinese" / "xiyouji").glob("*.epub")), None,
         "cast_xiyouji.yaml"),
    ]
    summary, met = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for title, name, files, slug, cast_file in books_:
            work, paragraphs, ingest_s = load(Path(tmp), name, files, slug)
            times, entities = [], []
            for _ in range(args.repeats):
                seconds, entities = timed(find_characters, paragraphs, work.language)
                times.append(seconds)
            cast = load_cast(DATA / cast_file)
            q = evaluate(entities, cast)
            seconds = median(times)
            summary.append([title, len(paragraphs), len(entities), q.precision, q.distinct_precision,
                            q.alias_recall, q.junk_rate, q.cast_found, seconds, ingest_s])
            print_table(f"{title}: top 20 people by salience (✓ = cast member or alias)",
                        ["#", "name", "kind", "mentions", "chapters", "salience", "cast"],
                        [[i + 1, e.name, e.kind, e.mentions, len(e.chapter_mentions), e.salience,
                          (m.name if (m := cast.member_of(e.name)) else "✗")]
                         for i, e in enumerate([e for e in entities if e.kind == "person"][:20])])
            print(f"  junk in the top 50 ({len(q.junk)}): {', '.join(q.junk) or '-'}")
            print(f"  false merges (two cast members in one entity): {q.false_merges or '-'}")
            print("  aliases not attached to their character:")
            for member, lost in q.missed_aliases.items():
                print(f"    {member}: {', '.join(lost)}")
            for metric, goal in GOALS.items():
                value = getattr(q, metric)
                met.append(f"{'met' if value >= goal else 'MISSED'}: {title} {metric} {value:.2f} (goal ≥ {goal})")
            met.append(f"{'met' if seconds <= TIME_GOAL_S else 'MISSED'}: {title} time {seconds:.1f} s (goal ≤ {TIME_GOAL_S:.0f} s)")
            if name == "xiyouji":
                print_table("Tagging 西游记: the tagger the CJK path uses against pure-Python jieba",
                            ["tagger", "seconds", "speed-up", "identical paragraphs"], tagger_baseline(paragraphs))

    print_table("Names from the text alone (median of find_characters over repeats; ingest shown apart)",
                ["book", "paragraphs", "entities", "top-20 precision", "distinct", "alias recall", "junk top-50",
                 "cast found", "names s", "ingest s"], summary)
    print()
    print("\n".join(met))


if __name__ == "__main__":
    sys.exit(main())
