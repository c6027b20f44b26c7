"""What the name finder returns, and the paragraph shape it reads."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Container, Mapping, Protocol, Sequence

KINDS = ("person", "place", "organisation", "term")


class Paragraph(Protocol):
    """Anything shaped like store.books.StoryParagraph (the package never reads the store)."""

    locator: str
    chapter_no: int
    volume_no: int
    kind: str
    text: str


@dataclass
class ViewParagraph:
    """A paragraph as a language reads it (its `reading_view`: Traditional through Simplified, repeat marks written out)."""

    locator: str
    chapter_no: int
    volume_no: int
    kind: str
    text: str


class Rules(Protocol):
    """What a language contributes to merging (see en.rules.EnglishRules, zh.rules.ChineseRules, ja.rules.JapaneseRules)."""

    def variant_key(self, form: str) -> str: ...

    def core(self, form: str) -> str | None: ...

    def parts(self, form: str) -> list[str]: ...

    def abbreviations(self, form: str) -> list[str]: ...

    def stated(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        """(a, b) -> indices of the paragraphs stating a and b name one being, in reading order."""

    part_ratio: float  # a part used more than this many times as often as its only container stays apart

    def is_title(self, part: str) -> bool: ...

    def qualified(self, part: str, form: str) -> bool:
        """`form` is `part` with a qualifier of its own (Wizard of Oz / Wizard)."""

    def declared(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        """Naming statements whose subject is plain (法名叫做X in the bearer's own speech): once is enough."""

    def ties(self, paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
        """Weaker statements than `stated` (X乃Y, 我乃Y in X's speech, two names written together),
        weighed per entity once the forms are clustered."""

    def families(self, forms: set[str]) -> dict[str, set[str]]: ...

    def familiar_surname(self, form: str) -> str | None: ...

    def member_title(self, part: str) -> bool:
        """A family member's title written after a surname (达西先生: 先生), which leaves the surname a name of its own
        (entities._fragment); False in a language that writes its titles before the name, or apart."""


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
    # form -> paragraph locator -> uses of the form there that count for no one or someone else (Discovery.counted:
    # 大姑娘 said to 凤喜 is written in 秀姑's form but is not her): whoever counts mentions from the text skips them
    uncounted: dict[str, Counter[str]] = field(default_factory=dict)

    def alias(self, name: str) -> Alias | None:
        return next((a for a in self.aliases if a.name == name), None)

    @property
    def names(self) -> list[str]:
        return [a.name for a in self.aliases]


class Votes(dict[str, float]):
    """Weights for each kind, a counter of fractions: a kind nothing voted for weighs 0."""

    def __missing__(self, kind: str) -> float:
        return 0.0

    def add(self, other: Mapping[str, float]) -> None:
        for kind, weight in other.items():
            self[kind] += weight

    def copy(self) -> Votes:
        return Votes(self)


@dataclass
class Candidate:
    """A form the discovery step believes is a name, with the evidence the later steps weigh."""

    form: str
    count: int
    kind_votes: Votes = field(default_factory=Votes)


@dataclass(frozen=True)
class Discovery:
    """What a language package's discover() finds in a book: the candidates, the rules that relate them,
    and the character pairs across a match's start that show it begins inside a longer word (scan)."""

    candidates: dict[str, Candidate]
    rules: Rules
    straddling: Container[str] = ()
    # given the forms found in each paragraph and each form's root once merged, the uses that count for their
    # entity: a title several people hold counts for its bearer only where the context points to them
    counted: Callable[[list[list[str]], Callable[[str], str]], list[list[str]]] | None = None
