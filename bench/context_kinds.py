"""The within-book kind classifier (understory_cli/extractive/context_kinds.py) on its own: its held-out accuracy
inside each book (every firmly typed entry predicted from the book's other firm entries, leave-one-out), by
confidence, and the kinds it gives (the entries it changes, with their uses).

    python bench/context_kinds.py BOOK [BOOK …] [--workdir DIR]

A BOOK is an EPUB or .txt (ingested into a scratch store), or a pickle `lobo.py --workdir` left (its paragraphs).
"""

from __future__ import annotations

import argparse
import pickle
import sys
import tempfile
from collections import Counter
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent))
from understory_cli.extractive import context_kinds  # noqa: E402
from understory_cli.extractive.names import find_characters  # noqa: E402

BINS = (0.0, 0.6, 0.8, 0.9, 0.99)


def paragraphs_of(path: Path, folder: Path) -> tuple[list, str | None]:
    if path.suffix == ".pickle":
        return pickle.loads(path.read_bytes()).paragraphs, None
    from understory_cli.ingest import ingest
    from understory_cli.store import books, open_store

    store = open_store(folder / f"{path.stem}.duckdb")
    ingest(store, [path])
    work = books.works(store)[0]
    paragraphs = books.story_paragraphs(store, work.work_id)
    store.close()
    return paragraphs, work.language


def measure(path: Path, folder: Path) -> list[tuple[str, str, str, float]]:
    paragraphs, language = paragraphs_of(path, folder)
    seen: list[tuple] = []
    real = context_kinds.rekinded

    def keep(entities, paragraphs, candidates, family):
        seen.append((list(entities), paragraphs, candidates, family))
        before = {e.name: e.kind for e in entities}
        real(entities, paragraphs, candidates, family)
        for e in entities[:60]:
            if before[e.name] != e.kind:
                print(f"  {e.name}: {before[e.name]} -> {e.kind} ({e.mentions} uses, rank {entities.index(e) + 1})")

    print(f"{path.name}:")
    with mock.patch.object(context_kinds, "rekinded", keep):
        find_characters(paragraphs, language)
    entities, paragraphs, candidates, family = seen[0]
    return [(family, *row) for row in context_kinds.heldout(entities, paragraphs, candidates, family)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("books", nargs="+", type=Path)
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.books:
            got = measure(path, Path(tmp))
            right = sum(r[2] == r[3] for r in got)
            print(f"  held out: {right}/{len(got)} right; by kind {Counter(r[2] for r in got)}")
            rows.extend(got)
    by: dict[tuple[str, float], list[bool]] = {}
    for family, _, kind, guess, p in rows:
        low = max(b for b in BINS if p >= b)
        by.setdefault((family, low), []).append(kind == guess)
    print("language  posterior≥  right/n")
    for (family, low), hits in sorted(by.items()):
        print(f"{family:8}  {low:<10}  {sum(hits)}/{len(hits)}")


if __name__ == "__main__":
    main()
