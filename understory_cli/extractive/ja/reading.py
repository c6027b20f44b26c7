"""A Japanese book read with its repeat marks written out: the finder sees おずおず where an older text, as Aozora
Bunko transcribes it, writes おず／＼ (the くの字点, ／″＼ voiced), so the half before the mark is no word of its own
(オズ／＼ is no place called オズ). The view changes no name: the names found are the book's own."""

from __future__ import annotations

import re
import unicodedata
from typing import Callable, Sequence

from ..types import NameEntity, Paragraph, ViewParagraph

# the mark (as Aozora's text writes it, or in Unicode's vertical kana) repeats the two characters before it (most
# often: いよいよ, なかなか); the voiced mark, voiced
REPEAT = re.compile(r"(.)(.)(／＼|／″＼|〳〵|〴〵)")
VOICED = ("／″＼", "〴〵")


def reading_view(paragraphs: Sequence[Paragraph]
                 ) -> tuple[list[Paragraph], Callable[[list[NameEntity]], list[NameEntity]]] | None:
    """The paragraphs with their repeat marks written out, or None when the book writes none."""
    if not any(REPEAT.search(p.text) for p in paragraphs):
        return None
    view: list[Paragraph] = [ViewParagraph(p.locator, p.chapter_no, p.volume_no, p.kind, written_out(p.text))
                             for p in paragraphs]
    return view, lambda entities: entities


def written_out(text: str) -> str:
    return REPEAT.sub(_repeated, text)


def _repeated(m: re.Match[str]) -> str:
    first, second, mark = m.groups()
    again = unicodedata.normalize("NFC", first + "\u3099") if mark in VOICED else first
    return first + second + (again if len(again) == 1 else first) + second
