"""Positions as the user writes them: `2.22` (a chapter) or `2.22.56` (a paragraph).

One strict reading for every command: ASCII digits only (no Arabic-Indic or full-width
digits), two or three parts, no empty value. A malformed position is a UsageError (exit
2); a well-formed one the book does not have is the caller's NotFoundError (exit 3).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import UsageError

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
