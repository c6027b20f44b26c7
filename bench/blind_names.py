"""Issue 43 on a book with no gold cast: the no-model wiki's top entries as a reader judges them.

    python bench/blind_names.py BOOK [BOOK …] [--top 30] [--workdir DIR] [--labels who_BOOK.yaml …]

A BOOK is an EPUB, a .txt/.md novel, or a folder whose EPUBs are its volumes in order. Each goes through
ingest, analyze (extractive) and compose, as `understory run` does with no model, and the bench prints
its top entries in the finder's order: mentions, kind, the names it carries, the card's class and the card.

The class is the bench's classifier (lobo_metrics.summary_class: says who / generated / partial / plot; a
generated line that carries a role or a kind of place, 「人物（舵手）」, "A place, a street", 「地點，一條街」, is
"generated+role"), not a reader's judgement: it knows no gold, so whether a title is a real name, whether a kind is right and
which entries merge or split people are left to the person reading the table, which is the point of
books nobody tuned on (issue 43: "the same figures will be measured on books you do not have").
Where a reader has labelled what the text says each subject is (--labels, one file a book, in
tests/data/who_sense.yaml's form), the top 20 are graded as bench/who_labels.py grades the gold books.
"""

from __future__ import annotations

import argparse
import re
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from _common import print_table
from offline_names import Book
from lobo import kept_reading
from lobo_metrics import entry_of, summary_class
from who_labels import labels_in, shares, who_grades


@dataclass(frozen=True)
class Given(Book):
    """A book named by its path on the command line."""

    path: str = ""

    def files(self, corpora: Path) -> list[Path]:
        path = Path(self.path)
        return sorted(path.glob("*.epub")) if path.is_dir() else [path]


def given(path: str) -> Given:
    name = Path(path).stem
    return Given(key=name, title=name, folder="", path=path)


# a generated line saying what the subject is: 「…人物（舵手）。」, "A person, a hatter, first met…", 「人物，一位公爵，初見…」
_ROLE_LINE = re.compile(r"(?:人物|場所|事物|団体)（|^An? [a-z]+, (?!first met)|^[^，]{2}，(?!初见|初見)")


def card_class(entry) -> str:
    """The bench's class of the entry's card, a generated line with a role told apart from the template."""
    kind = summary_class(entry)
    generated_role = kind == "generated" and _ROLE_LINE.search(entry.data.summary.text)
    return "generated+role" if generated_role else kind


def rows(reading, top: int) -> list[list]:
    out = []
    for entity in reading.entities[:top]:
        entry = entry_of(entity, reading.entries)
        card = entry.data.summary.text if entry is not None and entry.data.summary else ""
        out.append([entity.name, entity.mentions, entity.kind, " / ".join(entity.names[1:6]),
                    card_class(entry), " ".join(card.split())[:110]])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("books", nargs="+", help="EPUB, .txt/.md, or a folder of volume EPUBs")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--workdir", type=Path, default=None,
                        help="keep each book's reading here (delete its pickle to measure changed code)")
    parser.add_argument("--labels", type=Path, nargs="*", default=[],
                        help="a reader's who_BOOK.yaml for each BOOK, in order: grade the top 20's cards by it")
    args = parser.parse_args()
    if args.labels and len(args.labels) != len(args.books):
        parser.error("--labels needs one file for each book")
    for index, path in enumerate(args.books):
        book = given(path)
        with tempfile.TemporaryDirectory() as folder:
            reading = kept_reading(book, Path("."), Path(folder), None, args.workdir)
        table = rows(reading, args.top)
        print_table(f"{book.title}: {sum(len(p.text) for p in reading.paragraphs):,} characters, "
                    f"top {args.top} (class: the bench's classifier, not a reader)",
                    ["title", "mentions", "kind", "other names", "card", "card text"], table)
        classes = Counter(row[4] for row in table[:20])
        took = reading.seconds.get("analyze", reading.seconds["names"])
        print("  top-20 cards: " + ", ".join(f"{c} {n}" for c, n in classes.most_common())
              + f"; analyze {took:.1f} s, compose {reading.seconds.get('compose', 0.0):.1f} s\n")
        if args.labels:
            grades = who_grades(reading.entities, reading.entries, labels_in(args.labels[index]))
            print_table(f"{book.title}: says who by the reader's labels", ["title", "class", "card text"],
                        [[title, kind, " ".join(text.split())[:110]] for title, kind, text in grades])
            share, plots = shares(grades)
            print(f"  says who (labels) {round(share * len(grades))}/{len(grades)}, plot sentences {plots}\n")


if __name__ == "__main__":
    main()
