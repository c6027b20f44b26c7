"""find_characters: names, their aliases and mentions, from the text alone (DESIGN §8)."""

from __future__ import annotations

from typing import Iterable

from . import aliases, entities
from .languages import REGISTRY, has_part, language_family, part
from .scan import scan
from .types import NameEntity, Paragraph


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
    if found.counted is not None:  # a form of address counts for its bearer where the context says so
        stream = found.counted(stream, uf.find)
    return entities.build(uf, roles, found.candidates, stream, paragraphs, found.rules)
