"""A replacing ingest never loses text quietly: the fuzz corpus, each case as a new copy of
the good volume it was made from.

For every seed of tests/support/fuzzkit.py the good EPUB is ingested, then each of its fuzz cases
(bombs and huge spines left out) is ingested over it under the same file name, on a fresh
copy of the store, so it replaces volume 1. Added per seed, on its longest story
document: the body emptied, the body replaced by one picture, the body wrapped in 5,000
nested divs, and 5,000 nested divs appended. Each case ends as one of:

- refused: a TextLossError naming the chapters (the store unchanged);
- warned: replaced, with the loss named in the volume's warnings;
- kept: replaced, with no loss worth a word (under 3% of the volume, no chapter under half);
- unreadable: refused as a broken file (one clear line, as before);
- silent loss: replaced with more than 3% of the story text gone, or a chapter paired by its
  document under half its text, and no word: the target is 0.

    python bench/replace_loss.py [--seed 14]
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from _common import print_table  # noqa: E402
from support.fuzzkit import CORPORA, SEEDS, SLIM, Member, build, fuzz_cases, read_members, slim  # noqa: E402

from understory_cli.errors import BadInputError, TextLossError  # noqa: E402
from understory_cli.ingest import ingest  # noqa: E402
from understory_cli.store import books, open_store  # noqa: E402

BODY = re.compile(rb"(<body[^>]*>)(.*)(</body>)", re.S)
PICTURE = b'<div><img src="cover.jpg" alt="a picture"/></div>'


def body_cases(original: bytes, chapters: dict[str, int]) -> list[tuple[str, bytes]]:
    """The four body mutations on the document of the seed's longest stored story chapter."""
    members = read_members(original)
    longest = max(chapters, key=chapters.get, default="").split("#")[0]
    target = next((m for m in members if m.name == longest and BODY.search(m.data)), None)
    if target is None:
        return []
    edits = {
        "empty-body": lambda d: BODY.sub(rb"\1\3", d),
        "only-images": lambda d: BODY.sub(lambda m: m.group(1) + PICTURE + m.group(3), d),
        "deep-wrapped": lambda d: BODY.sub(lambda m: m.group(1) + b"<div>" * 5000 + m.group(2) + b"</div>" * 5000
                                           + m.group(3), d),
        "deep-nesting": lambda d: d.replace(b"</body>", b"<div>" * 5000 + b"deep" + b"</div>" * 5000 + b"</body>"),
    }
    return [(f"body-{label}", build([Member(m.name, edit(m.data) if m is target else m.data, m.compress)
                                     for m in members])) for label, edit in edits.items()]


def story_texts(store) -> tuple[int, dict[str, int]]:
    work = books.resolve_work(store, "w")
    volume = books.volumes(store, work.work_id)[0]
    chapters = books.chapter_texts(store, volume.volume_id)
    return sum(c.characters for c in chapters), {c.href: c.characters for c in chapters}


def outcome(folder: Path, good_db: Path, name: str, data: bytes,
            before: tuple[int, dict[str, int]]) -> tuple[str, float]:
    """How the case ended, and the share of the volume's story text it took away when replaced."""
    db = folder / "case.duckdb"
    shutil.copy(good_db, db)
    path = folder / "case" / name
    path.write_bytes(data)
    store = open_store(db)
    try:
        result = ingest(store, [path], work="w")
    except TextLossError:
        return "refused", 0.0
    except BadInputError:
        return "unreadable", 0.0
    finally:
        store.close()
    store = open_store(db, read_only=True)
    after = story_texts(store)
    store.close()
    report = next(v for v in result.volumes if v.volume_no == 1)
    if report.status == "unchanged":
        return "kept", 0.0
    share = (before[0] - after[0]) / before[0] if before[0] else 0.0
    if any("loses text" in w for w in report.warnings):
        return "warned", share
    emptied = any(n >= 200 and after[1].get(href, n) < n / 2 for href, n in before[1].items())
    return ("silent loss" if share > 0.03 or emptied else "kept"), share


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args()
    cases = fuzz_cases(args.seed, bombs=False, huge=False)
    rows, silent = [], []
    totals: Counter = Counter()
    worst_all = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "case").mkdir()
        for rel in SEEDS:
            original = (CORPORA / rel).read_bytes()
            if rel in SLIM:
                original = slim(original)
            stem = Path(rel).stem[:24]
            name = Path(rel).name
            good_db = folder / f"{stem}.duckdb"
            (folder / "case" / name).write_bytes(original)
            store = open_store(good_db)
            try:
                ingest(store, [folder / "case" / name], work="w", new_work=True)
            except BadInputError as exc:  # a slimmed seed may keep no story chapter: nothing to lose
                print(f"  {stem}: left out ({exc.reason[:80]})")
                continue
            finally:
                before = story_texts(store) if books.find_work(store, "w") else (0, {})
                store.close()
            mine = [(n[len(stem) + 1:], d) for n, d in cases if n.startswith(stem + "-")] + body_cases(original, before[1])
            counts: Counter = Counter()
            worst = 0.0
            for label, data in mine:
                got, share = outcome(folder, good_db, name, data, before)
                counts[got] += 1
                if got == "kept":
                    worst = max(worst, share)
                if got == "silent loss":
                    silent.append(f"{stem}: {label}")
            totals += counts
            worst_all = max(worst_all, worst)
            rows.append([stem, len(mine), before[0], *(counts[k] for k in KINDS), f"{worst:.1%}"])
    rows.append(["all", sum(r[1] for r in rows), "", *(totals[k] for k in KINDS), f"{worst_all:.1%}"])
    print_table(f"fuzz cases (seed {args.seed}) ingested over the good volume they were made from",
                ["seed", "cases", "story chars", *KINDS, "most lost when kept"], rows)
    for line in silent:
        print(f"  silent loss: {line}")


KINDS = ["refused", "warned", "kept", "unreadable", "silent loss"]

if __name__ == "__main__":
    main()
