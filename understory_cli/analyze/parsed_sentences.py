"""Which sentences the language's parser reads for the descriptions (issue 43 §2, §7): a bounded few per name.

A parser (English's spaCy, extractive/en/parsed.py) reads grammar the description patterns miss ("Mr. Hubble the
wheelwright", "I remember Mrs. Hubble as a little … person"), but it is slow next to the statistics: it never reads
a whole book. Only the most mentioned names the patterns found no noun for are read, each in its first meetings
and a spread of its later sentences, up to a cap per name and per book.
"""

from __future__ import annotations

from typing import Callable

from ..extractive.describe import forget_parses, parse, parses, spoken
from ..extractive.types import NameEntity
from ..store.books import StoryParagraph
from .summarize import sentences

PARSED_NAMES = 30  # the most mentioned names whose sentences may be parsed
FIRST, SPREAD = 8, 6  # per name: the sentences of its first meetings, then a spread of its later ones
PER_BOOK = 300  # sentences parsed at most per book


class ParseBudget:
    """The parser's sentences for a book: which names may have theirs read, and how many are left."""

    def __init__(self, entities: list[NameEntity]) -> None:
        forget_parses()  # a book's readings are its own: none left from an earlier book or test in the process
        top = sorted(entities, key=lambda e: -getattr(e, "mentions", 0))[:PARSED_NAMES]
        self.names = {e.name for e in top}
        self.left = PER_BOOK
        self.language: bool | None = None  # the book's language has a parser (read at the first call)

    def read(self, entity: NameEntity, paragraphs: list[StoryParagraph], by_chapter: dict[int, list[int]],
             writes: Callable[[StoryParagraph], bool], usable, split: dict[int, tuple[list[str], list[bool]]]) -> bool:
        """Parse the entity's sentences (within the budget); whether any was parsed. `writes(p)`: the paragraph
        writes one of the entity's names for it (described.names_it)."""
        if entity.name not in self.names or self.left <= 0:
            return False
        if self.language is None:
            self.language = parses(" ".join(p.text for p in paragraphs[:50]))
        if not self.language:
            return False
        chosen = _sample(_sentences_of(entity, paragraphs, by_chapter, writes, usable, split))[:self.left]
        done = parse(chosen)
        self.left -= done
        return done > 0


def _sentences_of(entity: NameEntity, paragraphs: list[StoryParagraph], by_chapter: dict[int, list[int]],
                  writes: Callable[[StoryParagraph], bool], usable,
                  split: dict[int, tuple[list[str], list[bool]]]) -> list[str]:
    """The sentences writing one of the entity's names, in reading order."""
    out: list[str] = []
    for k in sorted(k for c in entity.chapter_mentions for k in by_chapter.get(c, ())):
        p = paragraphs[k]
        if p.kind == "heading" or not writes(p):
            continue
        if id(p) not in split:
            said = sentences(p.text)
            split[id(p)] = (said, spoken(p.text, said))
        names = usable(entity, p.chapter_no)
        out += [s for s in split[id(p)][0] if any(n and n in s for n in names)]
    return out


def _sample(found: list[str]) -> list[str]:
    """The first FIRST sentences, then SPREAD spread evenly over the rest."""
    rest = found[FIRST:]
    step = max(len(rest) / SPREAD, 1)
    return found[:FIRST] + [rest[int(i * step)] for i in range(min(SPREAD, len(rest)))]
