"""The English name finder's entry point (the approach: __init__.py)."""

from __future__ import annotations

from typing import Sequence

from ..types import Discovery, Paragraph
from .candidates import find_candidates
from .rules import EnglishRules


def discover(paragraphs: Sequence[Paragraph]) -> Discovery:
    """The book's candidates and the rules that relate them (no form straddles words: names match as words)."""
    return Discovery(find_candidates(paragraphs), EnglishRules())
