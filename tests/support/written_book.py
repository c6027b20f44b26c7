"""A book written for a test, as the name finder reads it: paragraphs with their locators, for
the shapes no shared book shows (a narrator named only in speech, a detective's three names)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class P:
    locator: str
    chapter_no: int
    volume_no: int
    kind: str
    text: str


def written_book(chapters: list[str], repeat: int) -> list[P]:
    """Each chapter's lines as paragraphs of one volume, the chapters told `repeat` times over (a
    name must recur to be found)."""
    out: list[P] = []
    for c in range(repeat):
        for k, chapter in enumerate(chapters):
            no = c * len(chapters) + k + 1
            out += [P(f"1.{no}.{len(out) + j}", no, 1, "text", line) for j, line in enumerate(chapter.split("\n"))]
    return out


def told_over(lines: list[str], repeat: int = 5, once: list[str] | None = None) -> list[P]:
    """The same lines as chapters 1…`repeat`, one paragraph a line (a name must recur to be found), then
    `once` in a last chapter of its own (a form written once is no candidate)."""
    out = [P(f"1.{c + 1}.{i}", c + 1, 1, "text", t) for c in range(repeat) for i, t in enumerate(lines)]
    return out + [P(f"1.{repeat + 1}.{i}", repeat + 1, 1, "text", t) for i, t in enumerate(once or [])]


@dataclass
class Passage:
    """One paragraph written for a test, standing in chapter 1 unless told."""
    text: str
    locator: str = "1.1.1"
    chapter_no: int = 1
    volume_no: int = 1
    kind: str = "text"


def entity_with(found, name: str):
    """The entity the finder gave `name` among its names."""
    return next(e for e in found if name in e.names)


def holding(entities, form: str):
    """The entity whose names hold `form`, or None."""
    return next((e for e in entities if form in e.names), None)
