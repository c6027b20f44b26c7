"""find_characters: names, their aliases and mentions, from the text alone (DESIGN §8)."""

from __future__ import annotations

from collections import Counter
from typing import Iterable

from . import aliases, context_kinds, entities, place_kinds, titles
from .famous import figure_of
from .gazetteer import country_code, known_place
from .languages import REGISTRY, has_part, language_family, part
from .scan import scan
from .types import Candidate, NameEntity, Paragraph


def find_characters(paragraphs: Iterable[Paragraph], language: str | None = None) -> list[NameEntity]:
    """Characters, places, organisations and terms of a book, most salient first.

    `paragraphs` are the story paragraphs in reading order (store.books.story_paragraphs);
    `language` is the book's metadata language ('zh-CN', 'en'...), guessed from the text when None.
    """
    paragraphs = list(paragraphs)
    family = language_family(language, paragraphs)
    # a language may read the book through a view of it (Traditional Chinese through Simplified) and give
    # the names back in the book's own script
    viewed = part(family, "reading").reading_view(paragraphs) if has_part(family, "reading") else None
    if viewed is not None:
        view, restore = viewed
        return restore(_found(view, family))
    return _found(paragraphs, family)


def _found(paragraphs: list[Paragraph], family: str) -> list[NameEntity]:
    found = part(family, "names").discover(paragraphs)
    stream = scan(paragraphs, found.candidates, words=REGISTRY[family].spaced, straddling=found.straddling)
    uf, roles = aliases.merge(found.candidates, stream, paragraphs, found.rules)
    _famous_tied(uf, found.candidates, family)  # 拿破崙 and 波拿巴: one figure's two names, one entry
    _countries_tied(uf, found.candidates, family)  # 英国 and イギリス: one country's two names, one entry
    # a form of address counts for its bearer where the context says so; a title several hold, where it is tied
    counted = found.counted(stream, uf.find) if found.counted is not None else stream
    counted = titles.counted(counted, paragraphs, uf.find, uf.edges, found.rules)
    if counted is stream:
        built = entities.build(uf, roles, found.candidates, stream, paragraphs, found.rules)
    else:
        built = entities.build(uf, roles, found.candidates, counted, paragraphs, found.rules)
        _mark_uncounted(built, stream, counted, paragraphs)
    place_kinds.rekinded(built, paragraphs, family)  # a bank, a town by the kind word after the name
    context_kinds.rekinded(built, paragraphs, found.candidates, family)  # the rest by the book's own contexts
    _famous_people(built, family)
    return built


def _famous_people(built: list[NameEntity], family: str) -> None:
    """An entry all of whose names are one world-famous figure's (famous.txt: Christ, キリスト, 波拿巴 of Napoleon) is a
    person, whatever its contexts voted (Christ at "in Christ", 「キリストの」 read as a place's or a term's) — not a place
    the lists know by the name (Columbus, a city: the review)."""
    for e in built:
        if e.kind != "person" and figure_of(e.names, family) is not None \
                and not (e.kind == "place" and known_place(tuple(e.names), family)):
            e.kind = "person"


def _famous_tied(uf: aliases.UnionFind, candidates: dict[str, Candidate], family: str) -> None:
    """Two groups of forms each all of whose forms are one world-famous figure's (famous.txt: 拿破崙 and 波拿巴,
    Napoleon and Bonaparte) are that figure, one entry, where their uses together vote a person (not Columbus, a city,
    beside Christopher Columbus)."""
    by_figure: dict[int, list[tuple[str, list[str]]]] = {}
    for root, forms in uf.groups().items():
        if (figure := figure_of(forms, family)) is not None:
            by_figure.setdefault(id(figure), []).append((root, forms))
    for groups in by_figure.values():
        votes = [candidates[f].kind_votes for _, forms in groups for f in forms if f in candidates]
        if len(groups) < 2 or sum(v["person"] for v in votes) <= sum(v["place"] for v in votes):
            continue
        _joined_to_most_used(uf, groups, candidates)


def _joined_to_most_used(uf: aliases.UnionFind, groups: list[tuple[str, list[str]]],
                         candidates: dict[str, Candidate]) -> None:
    """The groups (root, forms) one entry, the most used leading."""
    groups.sort(key=lambda g: -sum(candidates[f].count for f in g[1] if f in candidates))
    for other, _ in groups[1:]:
        uf.union(groups[0][0], other)


def _countries_tied(uf: aliases.UnionFind, candidates: dict[str, Candidate], family: str) -> None:
    """Two groups of forms each all of whose forms name one country (英国 and イギリス in one Japanese novel, 俄国 and
    俄罗斯) are that country, one entry, the most used leading."""
    by_country: dict[str, list[tuple[str, list[str]]]] = {}
    for root, forms in uf.groups().items():
        codes = {country_code(f, family) for f in forms}
        if len(codes) == 1 and (code := codes.pop()) is not None:
            by_country.setdefault(code, []).append((root, forms))
    for groups in by_country.values():
        _joined_to_most_used(uf, groups, candidates)


def _mark_uncounted(built: list[NameEntity], stream: list[list[str]], counted: list[list[str]],
                    paragraphs: list[Paragraph]) -> None:
    """Tell each entity which uses of its forms the context gave to no one (NameEntity.uncounted), so the mentions
    counted again from the text (analyze.mentions) follow the same decision."""
    owner = {a.name: e for e in built for a in e.aliases}
    for p, found, kept in zip(paragraphs, stream, counted):
        if found is kept:
            continue
        for form, n in (Counter(found) - Counter(kept)).items():
            if form in owner:
                owner[form].uncounted.setdefault(form, Counter())[p.locator] += n
