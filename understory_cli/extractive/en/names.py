"""The English name finder's entry point (the approach: __init__.py)."""

from __future__ import annotations

from typing import Sequence

from ..types import Discovery, Paragraph
from .candidates import find_candidates
from .narrator import add_pronoun
from .rules import EnglishRules


def discover(paragraphs: Sequence[Paragraph]) -> Discovery:
    """The book's candidates and the rules that relate them (no form straddles words: names match as words); a
    first-person narration's "I" is a candidate when it names its narrator (narrator.py)."""
    candidates = find_candidates(paragraphs)
    rules = EnglishRules()
    rules.narrator = add_pronoun(paragraphs, candidates)
    return Discovery(candidates, rules)
