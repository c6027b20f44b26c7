"""Whether a passage supports a small model's one-line claim (issue 39 item 2, DESIGN §6a).

One check for every narrow task a small model is given (an entry's line in wiki.lines, a
chapter's glance in analyze.glances): the claim is kept only when the passage it names holds
most of its words (CJK: characters) beyond the subject's name.
"""

from __future__ import annotations

from typing import Sequence

from .tokenize import tokenize

SUPPORT = 0.6  # share of the line's words (CJK: characters) its passage must hold
GRAMS = (1,)  # CJK: characters (pairs across a particle, 是花 or 山的, would count as unsupported)


def said_words(line: str, names: Sequence[str]) -> set[str]:
    """The line's words (CJK: characters) beyond the subject's names."""
    return set(tokenize(line, GRAMS)) - {t for name in names for t in tokenize(name, GRAMS)}


def supported(line: str, names: Sequence[str], passage: str) -> str | None:
    """Why the passage does not support the line (None: it does): most of the line's words must
    be the passage's, and beyond the subject's names it must say something."""
    said = said_words(line, names)
    if len(said) < 2:
        return "says nothing beyond the name"
    held = said & set(tokenize(passage, GRAMS))
    if len(held) < SUPPORT * len(said):
        return f"the passage holds {len(held)} of its {len(said)} words"
    return None
