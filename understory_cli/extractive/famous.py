"""World-famous people a novel names without introducing them (ナポレオン, ダンテ, Jonah, 拿破崙): what they are, from
a cross-book list (famous.txt, shipped in the package), for the card's generated line where the text says nothing
of the subject (DESIGN §8). Never one title's list: historical, religious, literary and artistic figures any book
may mention in passing, each with the forms English, Chinese (either script) and Japanese books write for them,
older spellings included (シェークスピア, 奈破崙, 基督), and a short role in each language.

Only an entry every one of whose names is a listed form of one and the same figure is that figure: a namesake the
finder knows by a longer name too (Moses Primrose, 「ナポレオン三世」) is not, nor an entry mixing two people (Alice's
William, both the Conqueror and Father William). A form two figures share (ミレー: Millet or Millais) has a line of
its own whose role is true of both ("a nineteenth-century painter"); a form that also names a common thing or a
fictional character's given name is not listed at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Iterable

from .languages import family, in_script

COLUMNS = ("en", "zh", "ja")  # the forms' columns; the roles' follow in the same order
# what joins a name's parts: a form is looked up without them (ドン・キホーテ, ドンキホーテ, 达·芬奇, 达芬奇)
_JOINS = re.compile(r"[・･·•＝=\-‐\s]")


@dataclass(frozen=True)
class Figure:
    forms: dict[str, tuple[str, ...]]  # language -> the forms its books write
    roles: dict[str, str]  # language -> what the figure is (Chinese in Simplified)


@lru_cache(maxsize=1)
def figures() -> tuple[Figure, ...]:
    """Every figure of the list, in its order."""
    text = resources.files(__package__).joinpath("famous.txt").read_text("utf-8")
    out = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        forms, roles = fields[:len(COLUMNS)], fields[len(COLUMNS):]
        out.append(Figure({lang: tuple(f.strip() for f in cell.split(" / ") if f.strip()) for lang, cell in zip(COLUMNS, forms)},
                          dict(zip(COLUMNS, roles))))
    return tuple(out)


def _key(name: str, language: str) -> str:
    """A name as it is looked up: Chinese in Simplified, without the marks joining its parts; English as written."""
    if language == "zh":
        from .zh.script import to_simplified  # OpenCC only when a Chinese book has a person to look up
        name = to_simplified(name)
    return _JOINS.sub("", name) if language != "en" else " ".join(name.split())


@lru_cache(maxsize=4)
def _index(language: str) -> dict[str, int]:
    """A form as looked up -> its figure's place in the list; a form two lines give is no one's."""
    found: dict[str, int] = {}
    shared: set[str] = set()
    for i, figure in enumerate(figures()):
        for form in figure.forms.get(language, ()):
            key = _key(form, language)
            if key in found and found[key] != i:
                shared.add(key)
            found[key] = i
    return {key: i for key, i in found.items() if key not in shared}


def figure_of(names: Iterable[str], language: str) -> Figure | None:
    """The figure every one of an entry's names is a form of, else None (`language`: en, zh or ja)."""
    if language not in COLUMNS:
        return None
    index = _index(language)
    found = {index.get(_key(n, language)) for n in names if n}
    only = found.pop() if len(found) == 1 else None
    return figures()[only] if only is not None else None


def famous_role(kind: str, names: Iterable[str], language: str | None, sample: str = "") -> str | None:
    """What the list says the entry is, in the book's language and script (a Traditional book's role in
    Traditional: `sample` is the book's own text), for a person only; None where it knows no such figure."""
    code = family(language)
    if kind != "person" or code not in COLUMNS:
        return None
    figure = figure_of(names, code)
    if figure is None or not figure.roles.get(code):
        return None
    return in_script(code, language, sample)(figure.roles[code], [])
