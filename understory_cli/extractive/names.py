"""find_characters: names, their aliases and mentions, from the text alone (DESIGN §8)."""

from __future__ import annotations

from collections.abc import Container
from typing import Iterable

from . import aliases, cjk, english, entities, japanese
from .language import language_family
from .model import Candidate, NameEntity, Paragraph
from .scan import scan


def find_characters(paragraphs: Iterable[Paragraph], language: str | None = None) -> list[NameEntity]:
    """Characters, places, organisations and terms of a book, most salient first.

    `paragraphs` are the story paragraphs in reading order (store.books.story_paragraphs);
    `language` is the book's metadata language ('zh-CN', 'en'...), guessed from the text when None.
    """
    paragraphs = list(paragraphs)
    family = language_family(language, paragraphs)
    candidates, rules, straddling = _discover(paragraphs, family)
    stream = scan(paragraphs, candidates, words=family == "en", straddling=straddling)
    uf, roles = aliases.merge(candidates, stream, paragraphs, rules)
    return entities.build(uf, roles, candidates, stream, paragraphs, rules)


def _discover(paragraphs: list[Paragraph], family: str) -> tuple[dict[str, Candidate], aliases.Rules, Container[str]]:
    if family == "en":
        return english.find_candidates(paragraphs), english.EnglishRules(), ()
    if family == "ja":
        candidates, rules = japanese.discover(paragraphs)
        return candidates, rules, japanese.STRADDLING
    segmenter = cjk.chinese_segmenter() if family == "zh" else cjk.Segmenter(cjk.script_run_tagger)
    candidates, vocabulary, two_character_words, declared = cjk.find_candidates(paragraphs, segmenter)
    return candidates, cjk.ChineseRules(vocabulary, declared), two_character_words
