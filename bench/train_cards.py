"""Learn the card chooser's weights (understory_cli/extractive/card_scorer.py) from the dev books' reader labels.

    python bench/train_cards.py [--books /tmp/brief/devbooks.tsv] [--cache DIR] [--write] [--lobo]

Each dev book (language, path, a reader's who_*.yaml) is read from its cached reading (DIR/<stem>-all.pickle, as
blind_names.py --workdir keeps it; else the book is run). For each labelled top-20 subject, every sentence that
names it in its first chapters (card_scorer.rows: the window analyze/described.py reads) is a row of
card_features.FEATURES; its target: the excerpt the card would quote holds one of the subject's label words
(who_labels._stated). A logistic regression (numpy, L2) learns the weights; the threshold is the one that most
raises says-who on the training books, a false card (a template made a plot sentence) costing FALSE_COST.
--lobo: for each dev book, weights learned on the OTHER books only, its top-20 graded before → after (a simulation
on the cached reading: the scorer's card where the cached card is the template with no role, or a quoted sentence
that is no full description). --write: learn on all the books and write card_weights.json with its provenance.
The gold books' labels (tests/data/who_*.yaml) are never read: they stay the held-out measure.
"""

from __future__ import annotations

import argparse
import json
import pickle
import subprocess
import tempfile
from collections import defaultdict
from pathlib import Path

import numpy as np

from blind_names import card_class, given
from lobo import kept_reading
from lobo_metrics import entry_of
from who_labels import _label_of, _plain, _stated, labels_in, who_class
from understory_cli.analyze.described import DESCRIBE_WINDOW
from understory_cli.analyze.summarize import sentences
from understory_cli.extractive import card_scorer
from understory_cli.extractive.card_features import FEATURES, others_pattern
from understory_cli.extractive.describe import is_full_description, spoken

FALSE_COST = 3.0  # a template made a plot sentence costs this many cards that say who
L2 = 1.0
EVEN = False


def said_of(entity, paragraphs, by_chapter):
    """card_scorer's input for one entity: its window's paragraphs that write one of its names."""
    chapters = sorted(entity.chapter_mentions)[:DESCRIBE_WINDOW]
    first = min(chapters) if chapters else None
    names = [n for n in entity.names if n]
    for c in chapters:
        for p in by_chapter.get(c, ()):
            if p.kind == "heading" or not any(n in p.text for n in names):
                continue
            said = sentences(p.text)
            yield p, names, said, spoken(p.text, said), c == first


def applies(entity, entry) -> bool:
    """The rules gave the entry no description: the template with no role, or a quoted non-full sentence."""
    if entity.kind != "person":  # (analyze/described.py scores a person's sentences only)
        return False
    summary = entry.data.summary if entry is not None else None
    if summary is None or not summary.text:
        return False
    if summary.generated:
        return card_class(entry) == "generated"
    names = [n.name for n in entry.data.names or []] + list(entity.names)
    return not is_full_description(summary.text, names)


def book_rows(path: Path, labels_path: Path, cache: Path) -> list[dict]:
    """One dict per labelled top-20 subject: its before class, whether the scorer applies, its candidates'
    features, targets and card texts."""
    book = given(str(path))
    with tempfile.TemporaryDirectory() as folder:
        reading = kept_reading(book, Path("."), Path(folder), None, cache)
    labels = labels_in(labels_path)
    by_chapter = defaultdict(list)
    for p in reading.paragraphs:
        by_chapter[p.chapter_no].append(p)
    others = others_pattern(n for e in reading.entities for n in e.names)
    out = []
    for entity in reading.entities[:20]:
        words = _label_of(entity, labels)
        entry = entry_of(entity, reading.entries)
        before = who_class(entity, entry, labels)
        if words is None:
            out.append({"title": entity.name, "before": before[0], "card": before[1], "applies": False, "rows": []})
            continue
        plain_names = {_plain(n) for n in entity.names}
        cands = []
        for p, sentence, names, row in card_scorer.rows(said_of(entity, reading.paragraphs, by_chapter), others):
            text = card_scorer.cut(sentence, names)
            hit = any(_stated(_plain(text), w, plain_names - {w}) for w in words if w)
            cands.append((row, hit, text, p.chapter_no))
        out.append({"title": entity.name, "before": before[0], "card": before[1], "applies": applies(entity, entry),
                    "rows": cands})
    return out


def fit(X: np.ndarray, y: np.ndarray, weight: np.ndarray) -> tuple[np.ndarray, float]:
    """L2-regularised logistic regression by Newton's method, each row weighted (`weight`)."""
    n, d = X.shape
    A = np.hstack([X, np.ones((n, 1))])
    w = np.zeros(d + 1)
    reg = np.full(d + 1, L2)
    reg[-1] = 0.0
    for _ in range(25):
        p = 1 / (1 + np.exp(-np.clip(A @ w, -30, 30)))
        grad = A.T @ (weight * (p - y)) + reg * w
        H = (A * (weight * p * (1 - p))[:, None]).T @ A + np.diag(reg) + 1e-6 * np.eye(d + 1)
        step = np.linalg.solve(H, grad)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    return w[:-1], float(w[-1])


def choose(subject: dict, weights, bias) -> tuple[float, bool, str, int] | None:
    best = None
    for row, hit, text, chapter in subject["rows"]:
        score = card_scorer.probability(row, weights, bias)
        if best is None or score > best[0]:
            best = (score, hit, text, chapter)
    return best


def net(subjects: list[dict], weights, bias, threshold: float) -> float:
    gain = 0.0
    for s in subjects:
        if not s["applies"] or (best := choose(s, weights, bias)) is None or best[0] < threshold:
            continue
        was = s["before"] == "says who"
        gain += (best[1] and not was) - (was and not best[1]) - FALSE_COST * (not best[1] and s["before"] == "generated")
    return gain


def learn(subjects: list[dict]) -> tuple[list[float], float, float]:
    X = np.array([row for s in subjects for row, *_ in s["rows"]], dtype=float)
    y = np.array([hit for s in subjects for _, hit, *_ in s["rows"]], dtype=float)
    # each subject weighs as one: a subject named in sixty sentences teaches no more than one named in five
    weight = np.array([1.0 / len(s["rows"]) for s in subjects for _ in s["rows"]]) * len(subjects) if EVEN \
        else np.ones(len(y))
    weights, bias = fit(X, y, weight)
    grid = np.round(np.arange(0.2, 0.96, 0.025), 3)
    best = max(grid, key=lambda t: (net(subjects, weights, bias, t), t))
    return [float(w) for w in weights], bias, float(best)


def after_class(subject: dict, weights, bias, threshold) -> tuple[str, str]:
    if subject["applies"] and (best := choose(subject, weights, bias)) is not None and best[0] >= threshold:
        return ("says who" if best[1] else "plot"), best[2]
    return subject["before"], subject["card"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--books", type=Path, default=Path("/tmp/brief/devbooks.tsv"))
    parser.add_argument("--cache", type=Path, required=True, help="the books' readings (<stem>-all.pickle)")
    parser.add_argument("--rows", type=Path, default=None, help="keep the rows here (a pickle)")
    parser.add_argument("--lobo", action="store_true")
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--lobo-weights", type=Path, default=None,
                        help="with --lobo: write each book's leave-one-out weights here (<stem>.json)")
    args = parser.parse_args()
    books = [line.split("\t") for line in args.books.read_text().splitlines() if line and not line.startswith("#")]
    if args.rows and args.rows.exists():
        data = pickle.loads(args.rows.read_bytes())
    else:
        data = {Path(path).stem: (lang, book_rows(Path(path), Path(labels.strip()), args.cache))
                for lang, path, labels in books}
        if args.rows:
            args.rows.write_bytes(pickle.dumps(data))
    if args.lobo:
        totals: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0])
        for key, (lang, subjects) in data.items():
            rest = [s for k, (_, ss) in data.items() if k != key for s in ss]
            weights, bias, threshold = learn(rest)
            if args.lobo_weights:
                args.lobo_weights.mkdir(parents=True, exist_ok=True)
                (args.lobo_weights / f"{key}.json").write_text(json.dumps(
                    {"provenance": f"bench/train_cards.py --lobo: the dev books but {key}", "books": sorted(set(data) - {key}),
                     "features": list(FEATURES), "weights": weights, "bias": bias, "threshold": threshold}), encoding="utf-8")
            before = sum(s["before"] == "says who" for s in subjects)
            after = [after_class(s, weights, bias, threshold) for s in subjects]
            says = sum(c == "says who" for c, _ in after)
            plots = sum(c == "plot" for c, _ in after) - sum(s["before"] == "plot" for s in subjects)
            changed = [(s["title"], s["before"], c, t) for s, (c, t) in zip(subjects, after) if t != s["card"]]
            print(f"{key} ({lang}): says who {before} → {says} /{len(subjects)}, plot {plots:+d}, threshold {threshold}")
            for title, was, now, text in changed:
                print(f"    {title}: {was} → {now}: {' '.join(text.split())[:140]}")
            for bucket in (lang, "all"):
                t = totals[bucket]
                t[0] += before
                t[1] += says
                t[2] += len(subjects)
                t[3] += plots
                t[4] += len(changed)
        for bucket, (b, a, n, p, c) in totals.items():
            print(f"LOBO {bucket}: says who {b} → {a} / {n}, plot {p:+d}, cards changed {c}")
    if args.write:
        subjects = [s for _, ss in data.values() for s in ss]
        weights, bias, threshold = learn(subjects)
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
        card_scorer.WEIGHTS.write_text(json.dumps({
            "provenance": f"bench/train_cards.py on {len(data)} dev books ({args.books}), readings cached by the "
                          f"finder at or near {commit}; {sum(len(s['rows']) for s in subjects)} rows; gold books' "
                          f"labels never read; FALSE_COST {FALSE_COST}, L2 {L2}",
            "books": sorted(data), "features": list(FEATURES), "weights": [round(w, 4) for w in weights],
            "bias": round(bias, 4), "threshold": threshold}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {card_scorer.WEIGHTS}: threshold {threshold}, " + ", ".join(
            f"{f} {w:+.2f}" for f, w in zip(FEATURES, weights)) + f", bias {bias:+.2f}")


if __name__ == "__main__":
    main()
