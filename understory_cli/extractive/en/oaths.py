"""An oath is no mention: "By George!", "By Jove, sir", “Mon Dieu!” name nobody in the story, and a George of the
book must not take them in. The frame is closed: an oath word (by, mon) just before one capitalised word, and an
exclamation after it (or a comma, where the oath opens the sentence)."""

from __future__ import annotations

from typing import Protocol

OATH_WORDS = frozenset({"by", "mon"})


class _Run(Protocol):
    words: list[str]
    initial: bool
    before: str
    mark: str


def oath(run: _Run) -> bool:
    """The run of capitalised words is an oath's ("By George", "Mon Dieu" or "by Jove" and its "!")."""
    if len(run.words) == 2 and run.words[0].lower() in OATH_WORDS:
        return run.mark == "!" or run.mark == "," and run.initial  # “By George!” / "By Jove, sir, …"
    return len(run.words) == 1 and run.before in OATH_WORDS and run.mark == "!"  # “Well, by Jove!”
