"""Reading positions, in one place (DESIGN §3): locators, the story order, and the reader's limit.

A locator is `volume.chapter` (`2.22`) or `volume.chapter.paragraph` (`2.22.56`). Users
write them (`--at`, `--until`, `understory progress`); the store, the site and the agents
pass them around. This module is the only one that takes them apart.

One strict reading of what a user writes: ASCII digits only (no Arabic-Indic or
full-width digits), two or three parts, no empty value. A malformed position is a
UsageError (exit 2); a well-formed one the book does not have is a NotFoundError (exit 3).
A paragraph position means the chapter it lies in, and only when the book has that
paragraph — for every option alike.

A `Horizon` (what the reader allows to be shown) is resolved once at the edge — the CLI
or a served request — through the work's `BookIndex`; stages take the Horizon.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .errors import NotFoundError, UsageError

if TYPE_CHECKING:
    from .store import Store

MODES = ("off", "auto", "strict")

_LOCATOR = re.compile(r"([0-9]{1,6})\.([0-9]{1,6})(?:\.([0-9]{1,7}))?")
_VOLUMES = re.compile(r"([0-9]{1,6})(?:-([0-9]{1,6}))?")


@dataclass(frozen=True)
class Locator:
    volume: int
    chapter: int
    paragraph: int | None = None

    @property
    def chapter_locator(self) -> str:
        return f"{self.volume}.{self.chapter}"

    def __str__(self) -> str:
        return self.chapter_locator + (f".{self.paragraph}" if self.paragraph is not None else "")


def parse_locator(text: str | None, *, what: str = "position", paragraph: bool = True) -> Locator:
    """`2.22` or (when `paragraph`) `2.22.56`; UsageError for anything else, '' included."""
    shown = "VOLUME.CHAPTER" + (" or VOLUME.CHAPTER.PARAGRAPH" if paragraph else "")
    if text is None or not str(text).strip():
        raise UsageError(f"the {what} is empty; write {shown}, e.g. 2.22")
    value = str(text).strip()
    match = _LOCATOR.fullmatch(value)
    if not match or (match.group(3) is not None and not paragraph):
        raise UsageError(f"'{value}' is not a {what}; write {shown} in digits 0-9, e.g. 2.22")
    volume, chapter = int(match.group(1)), int(match.group(2))
    return Locator(volume, chapter, int(match.group(3)) if match.group(3) is not None else None)


def is_locator(text: str) -> bool:
    """A well-formed story locator (chapter or paragraph), as a model or a page may send."""
    return bool(_LOCATOR.fullmatch(text or ""))


def parse_volume_range(text: str, *, what: str = "--volumes") -> tuple[int, int]:
    """`3` or `3-5` (digits 0-9); UsageError otherwise."""
    match = _VOLUMES.fullmatch((text or "").strip())
    if not match:
        raise UsageError(f"{what}: '{text}' is not a volume or a range; write e.g. 3 or 3-5")
    lo = int(match.group(1))
    hi = int(match.group(2)) if match.group(2) is not None else lo
    if hi < lo:
        raise UsageError(f"{what}: the range {text} ends before it starts")
    return lo, hi


# -- the parts of a stored locator (trusted: written by ingest) ---------------------------

def chapter_of(locator: str) -> str:
    """The chapter part of a paragraph or chapter locator: 2.23.56 -> 2.23 (2.f1.3 -> 2.f1)."""
    return ".".join(locator.split(".")[:2])


def volume_of(locator: str) -> int:
    """The volume number of a locator: 2.23.56 -> 2; 0 for one that has none."""
    head = locator.split(".", 1)[0]
    return int(head) if head.isdigit() else 0


def paragraph_of(locator: str) -> int | None:
    """The paragraph number of a paragraph locator: 2.23.56 -> 56; None for a chapter."""
    parts = locator.split(".")
    return int(parts[2]) if len(parts) > 2 and parts[2].isdigit() else None


def order_key(locator: str) -> tuple[int, ...]:
    """Story order of locators (2.9 before 2.10; front and back matter by their digits)."""
    return tuple(int("".join(ch for ch in part if ch.isdigit()) or 0) for part in locator.split("."))


# -- a work's positions --------------------------------------------------------------------

@dataclass
class BookIndex:
    """Every story locator of a work and its reading number (`chapter_no`), read once."""

    chapter_no_of: dict[str, int]  # every story paragraph and chapter locator -> chapter_no
    locator_of: dict[int, str] = field(default_factory=dict)  # chapter_no -> '2.22'

    def __post_init__(self) -> None:
        if not self.locator_of:
            self.locator_of = {no: loc for loc, no in self.chapter_no_of.items() if loc.count(".") == 1}

    @classmethod
    def load(cls, store: "Store", work_id: int, *, up_to_volume: int | None = None) -> "BookIndex":
        from .store import books

        return cls(books.paragraph_chapters(store, work_id, up_to_volume=up_to_volume))

    def chapter_no(self, locator: str) -> int | None:
        """The reading number of a stored chapter or paragraph locator; None when not a story one."""
        return self.chapter_no_of.get(locator)

    def __contains__(self, locator: str) -> bool:
        return locator in self.chapter_no_of

    def position(self, chapter_no: int | None) -> str | None:
        """The chapter locator of a progress number (None: unknown, or not started)."""
        return self.locator_of.get(chapter_no) if chapter_no else None

    def resolve(self, text: str | None, *, what: str = "position") -> tuple[str, int]:
        """A position the user wrote -> (its chapter locator, that chapter's chapter_no).

        UsageError when malformed; NotFoundError naming it when the book lacks the chapter
        or (for `2.22.56`) the paragraph."""
        where = parse_locator(text, what=what)
        canonical = where.chapter_locator
        no = self.chapter_no_of.get(canonical)
        if no is None:
            raise NotFoundError(f"there is no chapter {canonical} in this work")
        if where.paragraph is not None and str(where) not in self.chapter_no_of:
            numbers = [p for loc in self.chapter_no_of
                       if chapter_of(loc) == canonical and (p := paragraph_of(loc)) is not None]
            has = (f"its paragraphs are {canonical}.{min(numbers)} to {canonical}.{max(numbers)}" if numbers
                   else "it has no paragraphs")
            raise NotFoundError(f"there is no paragraph {where} in this work: {has} "
                                f"(or give the chapter alone, e.g. {canonical})")
        return canonical, no

    def horizon(self, text: str | None, mode: str, *, what: str = "position") -> "Horizon":
        """The Horizon of a position the user wrote (None: nothing read yet) in `mode`."""
        if text is None:
            return Horizon(None, None, mode)
        canonical, no = self.resolve(text, what=what)
        return Horizon(no, canonical, mode)


@dataclass
class Horizon:
    """What the reader allows to be shown: their progress and spoiler mode.

    A reader who finished chapter P may see what has `reveal_at <= P`. `off` shows all;
    `strict` also hides whatever is marked as a spoiler. When the reader consents to a
    full answer, the horizon is widened to the whole work for the rest of the run."""

    position: int | None  # chapter_no of the last chapter finished; None when unknown
    position_locator: str | None  # e.g. 2.22
    mode: str  # off | auto | strict
    widened: bool = False  # the reader chose the full answer

    @classmethod
    def everything(cls) -> "Horizon":
        return cls(None, None, "off")

    @property
    def limit(self) -> int | None:
        """The latest chapter_no the tools may show; None for no limit."""
        if self.mode == "off" or self.widened:
            return None
        return self.position if self.position is not None else 0

    @property
    def limited(self) -> bool:
        return self.limit is not None

    def shows(self, reveal_at: int | None, spoiler: bool = False) -> bool:
        limit = self.limit
        if limit is None:
            return True
        if self.mode == "strict" and spoiler:
            return False
        return reveal_at is not None and reveal_at <= limit

    def covers(self, limit: int | None, mode: str | None) -> bool:
        """Whether a view given as (limit, mode) — e.g. the one an earlier answer was given
        under — is no wider than this horizon: nothing it showed is hidden here. A view
        with no limit (spoilers off, or a full answer) is covered only by another; a strict
        horizon covers only strict views (`None`: not recorded, so not strict)."""
        mine = self.limit
        if mine is None:
            return True
        if limit is None or limit > mine:
            return False
        return self.mode != "strict" or mode == "strict"

    def describe(self) -> str:
        if self.widened:
            return "the whole book (the reader chose a full answer)"
        if self.mode == "off":
            return "the whole book (spoilers off)"
        where = f"chapter {self.position_locator}" if self.position_locator else "nothing read yet"
        extra = "; passages marked as spoilers stay hidden" if self.mode == "strict" else ""
        return f"up to the end of {where}{extra}"


@dataclass
class ChapterMoves:
    """Where the chapters of a work went when a volume was replaced (store.anchors re-anchors what was
    made from them with it): a chapter's number and locator, as evidence, a gate and a horizon."""
    chapters: dict[int, int]  # old chapter_no -> new, for every chapter whose text is still there
    gates: dict[int, int]  # old chapter_no -> new gate, for every old chapter (gone ones included)
    locators: dict[str, str]  # old chapter locator -> new, same chapters as `chapters`
    old_locators: dict[int, str]  # old chapter_no -> its locator, every old chapter
    old_volumes: dict[int, int]  # old chapter_no -> its volume

    def __post_init__(self) -> None:
        self._gone = {loc for no, loc in self.old_locators.items() if no not in self.chapters}
        self._kept = sorted(self.chapters)

    @property
    def identity(self) -> bool:
        return not self._gone and all(k == v for k, v in self.chapters.items()) \
            and all(k == v for k, v in self.locators.items())

    def chapter(self, no: int) -> int | None:
        return self.chapters.get(no)

    def gate(self, no: int) -> int:
        if no in self.gates or no <= 0 or not self.gates:
            return self.gates.get(no, no)
        return max(self.gates.values()) + max(0, no - max(self.gates))  # past the end: stays past it

    def horizon(self, no: int) -> int:
        i = bisect_right(self._kept, no)
        return self.chapters[self._kept[i - 1]] if i else 0

    def new_locator(self, new_no: int) -> str | None:
        """The chapter locator a new chapter number has, among the chapters that moved or stayed."""
        return next((self.locators.get(self.old_locators[old], self.old_locators[old])
                     for old, new in self.chapters.items() if new == new_no), None)

    def locator(self, loc: str) -> str | None:
        """A paragraph or chapter locator moved with its chapter; None when its chapter is gone.
        Front and back matter (2.f1) map to themselves."""
        parts = loc.split(".")
        head = ".".join(parts[:2])
        if head in self._gone:
            return None
        return ".".join([self.locators[head], *parts[2:]]) if head in self.locators else loc
