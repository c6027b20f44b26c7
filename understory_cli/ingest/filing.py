"""Which work of the library a book belongs to, and why (for `understory add`).

The evidence, strongest first: the file is already one of the work's volumes; the series the book's metadata names (calibre:series, an EPUB 3
collection, the title over a .txt's 第N卷 lines) is a work's title or one of its volumes'
series; then the book's title is the work's, or the work's with a volume number
(`西游记 第三卷` → 西游记); then the same author and a significant word of the title in common
(`The Road to Oz` by L. Frank Baum beside the Oz books). Only the strongest kind found counts:
one work there is the answer, two are a question for the reader (`--work`), none is a new work.
The same author alone is not enough: 夏目漱石 wrote 坊っちゃん and こころ, two works.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from .types import Volume

_VOLUME_MARK = re.compile(
    r"(?:第\s*[0-9０-９零〇一二两三四五六七八九十百千]+\s*[卷巻部册冊集]|\b(?:vol(?:ume)?|book|part|tome)\.?\s*#?\s*"
    r"(?:[0-9]+|[ivxlc]+)\b|[(（]?\s*[0-9０-９]+\s*[)）]?\s*$)", re.I)
_STOPWORDS = set("""a an and the of in on at to for with from by or is as de la le les du des der die das und
el los las del di il lo una un une et or vol volume book part tome""".split())
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]{2,}")


@dataclass
class Shelf:
    """What is known of one work: stored, or being filed in this same command."""
    slug: str
    title: str
    series: set[str] = field(default_factory=set)
    titles: set[str] = field(default_factory=set)
    authors: set[str] = field(default_factory=set)
    files: set[str] = field(default_factory=set)  # sha256 of the volumes' sources
    named_by_titles: bool = False  # a new work named by its volumes' titles less their numbers

    def take(self, volumes: list[Volume]) -> None:
        for v in volumes:
            self.files |= {v.sha256} if v.sha256 else set()
            self.series |= {norm(v.series)} if v.series else set()
            self.titles.add(norm(v.title))
            self.authors |= {norm(a) for a in v.authors if a.strip()}


@dataclass(frozen=True)
class Match:
    shelf: Shelf
    strength: int  # 4 the same file, 3 series, 2 title, 1 author and a title word
    reason: str


def matches(volumes: list[Volume], shelves: list[Shelf]) -> list[Match]:
    """The works the book could join, at the strongest kind of evidence found (empty: none)."""
    found = [m for shelf in shelves if (m := _match(volumes, shelf))]
    best = max((m.strength for m in found), default=0)
    return [m for m in found if m.strength == best]


def _match(volumes: list[Volume], shelf: Shelf) -> Match | None:
    if any(v.sha256 in shelf.files for v in volumes):
        return Match(shelf, 4, "this very file is already one of its volumes")
    names = {norm(shelf.title)} | shelf.series
    for v in volumes:
        if v.series and norm(v.series) in names:
            return Match(shelf, 3, f"its series '{v.series}' is this work's")
    titles = {norm(shelf.title)} | shelf.titles
    stems = {_stem(t) for t in titles} - {""}
    for v in volumes:
        if norm(v.title) in titles:
            return Match(shelf, 2, f"its title '{v.title}' is this work's")
        if _stem(v.title) and _stem(v.title) in stems and _stem(v.title) != norm(v.title):
            return Match(shelf, 2, f"its title '{v.title}' is this work's with a volume number")
    authors = {norm(a) for v in volumes for a in v.authors if a.strip()} & shelf.authors
    if authors:
        words = set().union(*(_words(v.title) for v in volumes)) & set().union(*(_words(t) for t in titles))
        if words:
            author = next(a for v in volumes for a in v.authors if norm(a) in authors)
            return Match(shelf, 1, f"the same author ({author}) and '{sorted(words)[0]}' in its title")
    return None


def norm(text: str | None) -> str:
    return " ".join(unicodedata.normalize("NFKC", text or "").casefold().split())


def _stem(title: str) -> str:
    """The title without its volume number: 'Foo Vol. 3' -> 'foo', '西游记 第三卷' -> '西游记'."""
    return norm(_VOLUME_MARK.sub(" ", norm(title))).strip(" -:：·・")


def series_from_title(title: str) -> str | None:
    """'西游记 第三卷' -> '西游记', 'Foo, Vol. 2' -> 'Foo': the series a volume-numbered title names, as written."""
    stem = " ".join(_VOLUME_MARK.sub(" ", unicodedata.normalize("NFKC", title)).split()).strip(" -:：·・,，")
    return stem if stem and norm(stem) != norm(title) else None


def _words(title: str) -> set[str]:
    """The words of a title that could name a series: no stopwords, no numbers; CJK runs whole."""
    stem = _stem(title)
    latin = {w for w in re.findall(r"[^\W\d_]{2,}", stem) if w not in _STOPWORDS and not _CJK_RUN.match(w)}
    return latin | set(_CJK_RUN.findall(stem))
