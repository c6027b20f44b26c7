"""Citations in an answer: find them, check them against the book and the horizon, drop bad ones.

A citation is a locator in square brackets: `[2.23.56]`, a chapter `[2.23]`, or several
`[2.23.56, 2.23.57]`. It must name a story paragraph or chapter that exists and that the
reader allowed (within their position unless they chose the full answer).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

LOC = r"\d+\.\d+(?:\.\d+)?"
GROUP = re.compile(rf"\[\s*({LOC}(?:\s*[,;]\s*{LOC})*)\s*\]")
SPLIT = re.compile(r"\s*[,;]\s*")


@dataclass(frozen=True)
class BadCitation:
    locator: str
    reason: str  # "not in the book" | "beyond what the reader allowed"


def cited(text: str) -> list[str]:
    """Every locator cited in `text`, in order of first appearance."""
    found = [loc for group in GROUP.findall(text) for loc in SPLIT.split(group.strip())]
    return list(dict.fromkeys(found))


def check(locators: list[str], chapter_of: dict[str, int], limit: int | None) -> list[BadCitation]:
    bad = []
    for loc in dict.fromkeys(locators):
        if loc not in chapter_of:
            bad.append(BadCitation(loc, "not in the book"))
        elif limit is not None and chapter_of[loc] > limit:
            bad.append(BadCitation(loc, "beyond what the reader allowed"))
    return bad


def drop(text: str, locators: set[str]) -> str:
    """`text` without the given citations (a bracket left empty disappears with its space)."""
    def keep(match: re.Match) -> str:
        left = [loc for loc in SPLIT.split(match.group(1).strip()) if loc not in locators]
        return f"[{', '.join(left)}]" if left else ""

    out = GROUP.sub(keep, text)
    return re.sub(r"[ \t]+([.,;:!?])", r"\1", re.sub(r"[ \t]{2,}", " ", out))


def describe(bad: list[BadCitation]) -> str:
    return "; ".join(f"[{b.locator}] {b.reason}" for b in bad)


_UNKNOWN = ("can't tell", "cannot tell", "can not tell", "the book does not say", "the book doesn't say",
            "书中没有提到", "书里没有说", "无法从书中", "本には書かれていません")


def says_unknown(answer: str) -> bool:
    """An honest "the book has not said": supported without a citation."""
    folded = answer.casefold().replace("’", "'")
    return any(words in folded for words in _UNKNOWN)
