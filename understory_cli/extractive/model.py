"""What the name finder returns, and the paragraph shape it reads."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Protocol

KINDS = ("person", "place", "organisation", "term")


class Paragraph(Protocol):
    """Anything shaped like store.books.StoryParagraph (the package never reads the store)."""

    locator: str
    chapter_no: int
    volume_no: int
    kind: str
    text: str


@dataclass(frozen=True)
class Alias:
    """One written form of an entity, gated for spoilers (DESIGN §3) by the later of its two locators.

    `first_locator` is the form's first mention. `linked_locator` is the first paragraph that states
    the form names this entity (号 / 叫做 / "Nick Chopper, the Tin Woodman"), when only such a
    statement ties it; None when the form shows the tie itself (a part, a title, a spelling variant)
    or usage does (surname families, discourse). Before it, a reader meets the form as someone else.
    """

    name: str
    first_locator: str
    first_chapter_no: int
    mentions: int
    linked_locator: str | None = None


@dataclass
class NameEntity:
    name: str  # canonical: the most mentioned form among the fullest ones
    kind: str  # one of KINDS
    aliases: list[Alias]  # every form, the canonical one included, in order of first mention
    mentions: int
    chapter_mentions: dict[int, int]  # chapter_no -> mentions (the narrative track)
    first_locator: str
    last_locator: str
    volumes: list[int]
    salience: float  # 0..1, relative to the most salient entity of the book
    cooccurrences: Counter[str] = field(default_factory=Counter)  # other entity's name -> shared paragraphs

    def alias(self, name: str) -> Alias | None:
        return next((a for a in self.aliases if a.name == name), None)

    @property
    def names(self) -> list[str]:
        return [a.name for a in self.aliases]


@dataclass
class Candidate:
    """A form the discovery step believes is a name, with the evidence the later steps weigh."""

    form: str
    count: int
    kind_votes: Counter[str] = field(default_factory=Counter)
