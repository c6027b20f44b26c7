"""Chapters of a plain-text collection whose stories each open under the same header line.

A story collection saved as one .txt often repeats the book's line before every story (鲁迅《彷徨》:
`彷徨鲁迅著`, then the story's title, or straight into its text) and has no `第N章` heading at all. Cut
into pieces of a fixed size, such a book mixes stories, and whatever is read per chapter (one name
used far apart is two people, a relation tied to its story) reads across them. A short line that
recurs before blocks of text is a running head: each one starts a chapter, titled by the line under
it where that is a short title, else numbered.
"""

from __future__ import annotations

import re
from collections import Counter

from .headings import Heading

MIN_REPEATS = 3  # a line seen twice may be a refrain; three times before long blocks is a head
MAX_HEAD = 40  # characters
MAX_TITLE = 20  # characters: a longer line under the head is the story's first sentence
MIN_STORY = 500  # characters of text between heads: shorter runs are verses or a refrain
_CLOSES = "。！？!?…」』”.;；：:,，"
_PROSE = re.compile(r"[。，,；;“”「」『』!?！？]")
_WORD = re.compile(r"\w")


def running_head(lines: list[str]) -> str | None:
    """The short line repeated before blocks of text, or None."""
    counts = Counter(_clean(line) for line in lines)
    heads = [line for line, n in counts.most_common(3) if n >= MIN_REPEATS and _head_like(line)]
    for head in heads:
        at = [i for i, line in enumerate(lines) if _clean(line) == head]
        spans = [sum(len(line.strip()) for line in lines[a + 1:b]) for a, b in zip(at, [*at[1:], len(lines)])]
        if all(span >= MIN_STORY for span in spans):
            return head
    return None


def split_at_head(lines: list[str], head: str) -> tuple[list[str], list[tuple[Heading, list[str]]]]:
    """The lines above the first head, and each story: its heading and its lines."""
    preamble: list[str] = []
    stories: list[tuple[Heading, list[str]]] = []
    pending = False  # just past a head: the next filled line may be the story's title
    for line in lines:
        text = _clean(line)
        if text == head:
            number = len(stories) + 1
            stories.append((Heading("chapter", str(number), head, number), []))
            pending = True
            continue
        if not stories:
            preamble.append(line)
            continue
        if pending and text:
            pending = False
            if _title_like(text):
                number = len(stories)
                stories[-1] = (Heading("chapter", " ".join(text.split()), text, number), [])
                continue
        stories[-1][1].append(line)
    return preamble, stories


def _clean(line: str) -> str:
    return line.strip(" \t\u3000\ufeff")


def _head_like(line: str) -> bool:
    return 2 <= len(line) <= MAX_HEAD and bool(_WORD.search(line)) and line[-1] not in _CLOSES and not _PROSE.search(line)


def _title_like(line: str) -> bool:
    return len(line) <= MAX_TITLE and line[-1] not in _CLOSES and not _PROSE.search(line)
