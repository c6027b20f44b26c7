"""Issue 43 §7's speed work changes how the Chinese analyze runs, never what it finds: this checks it.

    python bench/zh_identity.py --baseline CHECKOUT [--books modern,xiyouji,shuihu,genesis,genesis-hans]
    python bench/zh_identity.py --patterns [--books …]

Without --patterns: each book is ingested once; then `analyze extractive` runs on a copy of that store with
CHECKOUT's code and with this checkout's (fresh processes, PYTHONHASHSEED=0: equal counts are otherwise ordered by
a set's order, which differs between runs of the same code), and every table the analyze writes (points, aliases,
records — the summaries —, mentions, chapter and volume summaries, glances) is compared row for row.

With --patterns: every sentence of the book holding one of the found names (each alias form) is read by the shared
description patterns (zh/describe.patterns) and by the name's own compiled ones (zh/describe.own_patterns): the
two must find the same matches at the same places, for every strength.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHECKOUT = HERE.parent
BOOKS = {"modern": "chinese/modern", "xiyouji": "chinese/xiyouji", "shuihu": "chinese/shuihu",
         "genesis": "chinese/genesis", "genesis-hans": "chinese/genesis-hans"}
TABLES = ["points", "point_aliases", "point_records", "point_mentions", "chapter_summaries", "volume_summaries", "glances"]


def _ingest(db: Path, folder: str) -> None:
    sys.path.insert(0, str(HERE))
    from _common import corpora_dir
    from understory_cli.ingest import ingest
    from understory_cli.store import open_store

    store = open_store(db)
    ingest(store, sorted((corpora_dir() / folder).glob("*.epub")))
    store.close()


def _analyze_dump(db: Path, out: Path) -> None:
    """In the child: analyze extractive on the store, then every analyze table's rows, sorted, as text."""
    from understory_cli.analyze.extractive import analyze_extractive
    from understory_cli.store import open_store

    store = open_store(db)
    analyze_extractive(store)
    dump = {t: [repr(r) for r in store.all(f"SELECT * FROM {t} ORDER BY ALL")] for t in TABLES}
    store.close()
    out.write_text(json.dumps(dump, ensure_ascii=False))


def _child(checkout: Path, *args: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(checkout), "PYTHONHASHSEED": "0"}
    subprocess.run([sys.executable, str(Path(__file__).resolve()), *args], env=env, check=True)


def identity(keys: list[str], baseline: Path) -> bool:
    same = True
    with tempfile.TemporaryDirectory() as tmp:
        for key in keys:
            stored = Path(tmp) / f"{key}.duckdb"
            _child(CHECKOUT, "--child-ingest", str(stored), BOOKS[key])
            dumps = {}
            for label, checkout in (("baseline", baseline), ("now", CHECKOUT)):
                db, out = Path(tmp) / f"{key}-{label}.duckdb", Path(tmp) / f"{key}-{label}.json"
                shutil.copyfile(stored, db)
                _child(checkout, "--child-analyze", str(db), str(out))
                dumps[label] = json.loads(out.read_text())
            for table in TABLES:
                base, now = dumps["baseline"][table], dumps["now"][table]
                digest = hashlib.sha256("\n".join(now).encode()).hexdigest()[:12]
                verdict = "same" if base == now else f"DIFFERENT ({len(set(base) - set(now))} rows only before, " \
                                                    f"{len(set(now) - set(base))} only now)"
                same &= base == now
                print(f"{key:13} {table:18} {len(base):7} rows before, {len(now):7} now  sha {digest}  {verdict}",
                      flush=True)
    return same


def patterns(keys: list[str]) -> bool:
    """The shared patterns against each name's own, on every sentence of the books holding a found name."""
    from understory_cli.analyze.summarize import sentences
    from understory_cli.extractive.describe import _reading, _viewed
    from understory_cli.extractive.names import find_characters
    from understory_cli.extractive.zh import describe as zh
    from understory_cli.store import books, open_store

    same = True
    for key in keys:
        with tempfile.TemporaryDirectory() as tmp:
            _ingest(Path(tmp) / "book.duckdb", BOOKS[key])
            store = open_store(Path(tmp) / "book.duckdb")
            paragraphs = books.story_paragraphs(store, books.works(store)[0].work_id)
            store.close()
        texts = [p.text for p in paragraphs]
        entities = find_characters(paragraphs)
        forms = sorted({a.name for e in entities for a in e.aliases})
        pairs = matched = differ = 0
        own: dict[str, tuple] = {}
        for text in texts:
            for sentence in sentences(text):
                if _reading(sentence) is not zh:
                    continue
                seen, names = _viewed(zh, sentence, forms)
                for name in {n for n in names if n in seen}:
                    pairs += 1
                    if name not in own:
                        own[name] = zh.own_patterns(name)
                    for (_, old, _), (_, new, _) in zip(own[name], zh.patterns(name)):
                        a, b = old.search(seen), new.search(seen)
                        matched += a is not None
                        if (a and a.start()) != (b and b.start()) or (a is None) != (b is None):
                            differ += 1
                            print(f"  {key} {name}: own {a and a.start()} shared {b and b.start()}: {seen}")
        same &= differ == 0
        print(f"{key:13} {len(forms)} name forms, {pairs} (sentence, name) pairs, {matched} matches, "
              f"{differ} different", flush=True)
    return same


if __name__ == "__main__":
    if sys.argv[1] == "--child-ingest":
        _ingest(Path(sys.argv[2]), sys.argv[3])
        sys.exit()
    if sys.argv[1] == "--child-analyze":
        _analyze_dump(Path(sys.argv[2]), Path(sys.argv[3]))
        sys.exit()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--books", default=",".join(BOOKS))
    parser.add_argument("--baseline", type=Path, help="the checkout to compare with (a copy of main)")
    parser.add_argument("--patterns", action="store_true", help="the shared patterns against each name's own")
    args = parser.parse_args()
    keys = args.books.split(",")
    if not args.patterns and not args.baseline:
        parser.error("--baseline or --patterns")
    ok = patterns(keys) if args.patterns else identity(keys, args.baseline.resolve())
    print("IDENTICAL" if ok else "DIFFERENT")
    sys.exit(0 if ok else 1)
