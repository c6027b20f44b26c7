"""Issue 43 §6 graded apart from the product's own rules: what the text says each subject is, labelled by hand in
tests/data/who_<book>.yaml (read in the book, never taken from the wiki's output), and each top-20 card's summary
judged by whether it states one of those words for its subject. The product's describe rules grade their own
choices (lobo_metrics.summary_class), so they cannot see a sentence they wrongly take for a description: here a
"plot" sentence is any quoted summary that says none of what the labels say the subject is.

- says who: the summary holds one of the subject's words outside its own names ("a Scarecrow, placed high on a
  pole" says who by "pole", not by "Scarecrow"; a word that is itself one of its names, 卷帘大将, counts whole); a generated line says who where its stated relation
  does (人物，哈兰的儿子，…);
- plot: quoted from the text, holding none of them;
- generated: a generated line holding none;
- unlabelled: no label for the subject (a junk entry, or one not labelled); none: no entry or no summary.
Chinese is compared in Simplified (the Traditional 創世記 through OpenCC's view), case ignored.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from lobo_metrics import entry_of, unqualified

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
WHO_CLASSES = ("says who", "generated", "plot", "unlabelled", "none")
LABEL_FILES = {"genesis-hans": "genesis"}  # one text in two scripts: one set of labels


def _plain(text: str) -> str:
    from understory_cli.extractive.zh.script import to_simplified

    return to_simplified(" ".join(text.split())).casefold()


def load_labels(book_key: str) -> list[tuple[set[str], list[str]]] | None:
    """(the subject's names, the words the text uses for what it is) per labelled subject; None: no labels."""
    path = DATA / f"who_{LABEL_FILES.get(book_key, book_key)}.yaml"
    return labels_in(path) if path.exists() else None


def labels_in(path: Path) -> list[tuple[set[str], list[str]]]:
    """The labels of one file (a gold book's, or a judge's of a book with no gold cast)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return [({_plain(n) for n in str(key).split("|")}, [_plain(str(w)) for w in words or []])
            for key, words in data.items()]


def _label_of(entity, labels):
    """The label of the entity's title (its story's qualifier dropped next), else of any of its names."""
    for wanted in (entity.name, unqualified(entity.name), *entity.names):
        key = _plain(wanted)
        found = next((words for names, words in labels if key in names), None)
        if found is not None:
            return found
    return None


def _stated(text: str, word: str, names: set[str]) -> bool:
    """The word occurs in the text outside every one of the subject's own names (a label word that is
    itself a name, 卷帘大将 or 齐天大圣, counts where it stands whole)."""
    covered = [(m, m + len(n)) for n in names if n for m in _all(text, n)]
    return any(not any(a <= at and at + len(word) <= b for a, b in covered) for at in _all(text, word))


def _all(text: str, part: str) -> list[int]:
    out, at = [], text.find(part)
    while at >= 0:
        out.append(at)
        at = text.find(part, at + 1)
    return out


def _kind_words() -> set[str]:
    """The words the generated lines of every language name a kind by (地点, 人物, person)."""
    from understory_cli.extractive.languages import words

    return {_plain(w) for code in ("en", "zh", "ja") for w in words(code, "KINDS").values()}


def who_class(entity, entry, labels) -> tuple[str, str]:
    """(one of WHO_CLASSES, the summary text) for one entity."""
    summary = entry.data.summary if entry is not None else None
    if summary is None or not summary.text:
        return "none", ""
    words = _label_of(entity, labels)
    if words is None:
        return "unlabelled", summary.text
    text = _plain(summary.text)
    if summary.generated:  # the entries it is met with say nothing of it (法老's line naming 埃及, a label word of his),
        # nor does the line's own kind word (地点 holds 迦南's 地)
        for other in sorted({*(_plain(r.title) for r in entry.data.related or [] if r.title), *_kind_words()},
                            key=len, reverse=True):
            text = text.replace(other, "\u3000")
    names = {_plain(n.name) for n in entry.data.names or []} | {_plain(entity.name), *map(_plain, entity.names)}
    if any(_stated(text, w, names - {w}) for w in words if w):
        return "says who", summary.text
    return ("generated" if summary.generated else "plot"), summary.text


def who_grades(entities, entries, labels, n: int = 20) -> list[tuple[str, str, str]]:
    """(entity title, class, summary text) for the first n entities."""
    return [(e.name, *who_class(e, entry_of(e, entries), labels)) for e in entities[:n]]


def shares(grades: list[tuple[str, str, str]]) -> tuple[float, int]:
    """(share that says who, how many are plot sentences)."""
    classes = [c for _, c, _ in grades]
    return classes.count("says who") / max(len(classes), 1), classes.count("plot")
