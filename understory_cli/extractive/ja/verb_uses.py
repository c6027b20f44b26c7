"""A one-kanji given name is also a verb's stem (進 of 進む, 進んで, 進められ; 守 of 守る): a use the dictionary reads,
with the kana written after it, as a verb or an adjective is the word, no use of the name (issue 43: a hero called 進
counted in every 進んで of the book). Read as the Discovery's `counted` hook, so the mentions counted again from the
text (analyze.mentions) leave those uses too. So are the adverb and verb uses of a longer name the dictionary also has
as such a word (沢山 of 「花が沢山咲いていた」 beside 「と沢山は言った」: worded.py keeps the name where the other uses
speak for a person, and its word uses are none of its mentions)."""

from __future__ import annotations

import re
from typing import Callable, Sequence

from ..types import Paragraph
from .analyser import tokens
from .uses import STRADDLING
from .worded import word_at, wordlike

_KANJI = re.compile(r"[\u4e00-\u9fff々]")
_INFLECTED = {"動詞", "形容詞"}


def verb_at(text: str, start: int) -> bool:
    """The kanji at `start` is the stem of an inflected word written with its kana (進んで, 清い)."""
    first = tokens(text[start:start + 5])[:1]
    return bool(first) and first[0].start == 0 and first[0].pos[0] in _INFLECTED and len(first[0].surface) > 1


def _flags(text: str, form: str) -> list[bool]:
    """For each use of the form that the scan counts (none inside a longer kanji word), whether it is a verb (a
    one-kanji form) or a word that is no noun (a longer one: worded.word_at)."""
    toks = tokens(text) if len(form) > 1 else []
    return [word_at(text, toks, m.start(), form) if len(form) > 1 else verb_at(text, m.start())
            for m in re.finditer(re.escape(form), text) if not (m.start() and text[m.start() - 1:m.start() + 1] in STRADDLING)]


def uncounting(paragraphs: Sequence[Paragraph], forms: Sequence[str]
               ) -> Callable[[list[list[str]], Callable[[str], str]], list[list[str]]] | None:
    """The hook that drops from each paragraph's found forms the verb uses of the one-kanji names (None: no such
    name)."""
    singles = {f for f in forms if len(f) == 1 and _KANJI.fullmatch(f) or wordlike(f)}
    if not singles:
        return None

    def counted(stream: list[list[str]], _root: Callable[[str], str]) -> list[list[str]]:
        out = []
        for p, found in zip(paragraphs, stream):
            if not singles & set(found):
                out.append(found)
                continue
            flags = {f: _flags(p.text, f) for f in singles & set(found)}
            seen = dict.fromkeys(flags, 0)
            kept = []
            for form in found:
                if form in flags:
                    i = seen[form]
                    seen[form] += 1
                    if i < len(flags[form]) and flags[form][i]:
                        continue
                kept.append(form)
            out.append(kept if len(kept) < len(found) else found)
        return out
    return counted
