"""Japanese words and their parts of speech, from SudachiPy with its core dictionary (chosen over fugashi +
unidic-lite on 坊っちゃん: bench/japanese_analysers.py).

Mode C keeps a dictionary's longest units whole (山城屋, 勘太郎), which is what a name is.
Sudachi refuses inputs over 49,149 bytes: long paragraphs are cut at sentence ends before tagging.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

MAX_CHARS = 8000  # well under Sudachi's byte limit, at three bytes a character (UTF-8 kana and kanji)
_SENTENCE_END = re.compile(r"(?<=[。！？\n])")


@dataclass(frozen=True)
class Token:
    surface: str
    start: int  # offset in the paragraph's text
    pos: tuple[str, ...]  # 名詞, 固有名詞, 人名, 姓 …

    @property
    def end(self) -> int:
        return self.start + len(self.surface)

    @property
    def proper(self) -> str | None:
        """人名, 地名 or 組織 for a proper noun the dictionary knows, else None."""
        return self.pos[2] if len(self.pos) > 2 and self.pos[1] == "固有名詞" and self.pos[2] in ("人名", "地名", "組織") else None

    @property
    def noun(self) -> bool:
        return self.pos[0] == "名詞"


@lru_cache(maxsize=1)
def _tokenizer():
    from sudachipy import Dictionary, SplitMode

    dictionary = Dictionary(dict="core")
    return (getattr(dictionary, "tokenizer", None) or dictionary.create)(SplitMode.C)


def tokens(text: str) -> list[Token]:
    """The text's words in order, each with its offset."""
    out: list[Token] = []
    tokenizer = _tokenizer()
    for offset, piece in _pieces(text):
        for m in tokenizer.tokenize(piece):
            out.append(Token(m.surface(), offset + m.begin(), tuple(m.part_of_speech()[:4])))
    return out


@lru_cache(maxsize=65536)
def holds_a_name(word: str) -> bool:
    """A word the dictionary knows a proper noun in (大徹: 徹 is a given name)."""
    return any(m.part_of_speech()[1] == "固有名詞" for m in _tokenizer().tokenize(word))


@lru_cache(maxsize=65536)
def reading(word: str) -> str:
    """The word's reading in katakana, as the dictionary reads it (野だいこ and のだいこ: ノダイコ)."""
    return "".join(m.reading_form() for m in _tokenizer().tokenize(word))


@lru_cache(maxsize=65536)
def is_noun_phrase(word: str) -> bool:
    """No verb, adjective or auxiliary in it, and a noun at its end (のだいこ: yes; 行い難い: no)."""
    words = [(m.part_of_speech()[0], m.surface()) for m in _tokenizer().tokenize(word)]
    return bool(words) and all(pos not in ("動詞", "形容詞", "助動詞") for pos, _ in words) \
        and words[-1][0] in ("名詞", "接尾辞")


def _pieces(text: str) -> list[tuple[int, str]]:
    if len(text) <= MAX_CHARS:
        return [(0, text)] if text else []
    pieces, start, at = [], 0, 0
    for part in _SENTENCE_END.split(text):
        if at - start + len(part) > MAX_CHARS and at > start:
            pieces.append((start, text[start:at]))
            start = at
        at += len(part)
        while at - start > MAX_CHARS:  # one sentence longer than the limit
            pieces.append((start, text[start:start + MAX_CHARS]))
            start += MAX_CHARS
    if at > start:
        pieces.append((start, text[start:at]))
    return pieces
