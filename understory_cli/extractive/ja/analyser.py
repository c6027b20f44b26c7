"""Japanese words and their parts of speech, from SudachiPy with its core dictionary (chosen over fugashi +
unidic-lite, and over GiNZA's named entities, which tag fewer of the cast at 445 times the time, on 坊っちゃん:
bench/japanese_analysers.py).

Mode C keeps a dictionary's longest units whole (山城屋, 勘太郎), which is what a name is.
Sudachi refuses inputs over 49,149 bytes: long paragraphs are cut at sentence ends before tagging.
"""

from __future__ import annotations

import re
from array import array
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterator, Sequence

MAX_CHARS = 8000  # well under Sudachi's byte limit, at three bytes a character (UTF-8 kana and kanji)
_POS: dict[tuple[str, ...], tuple[str, ...]] = {}  # one tuple per part of speech, shared by every word
_SENTENCE_END = re.compile(r"(?<=[。！？\n])")


@dataclass(frozen=True, slots=True)  # a book's every word is held at once: no per-object dict
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
def _dictionary():
    from sudachipy import Dictionary

    return Dictionary(dict="core")


@lru_cache(maxsize=1)
def _tokenizer():
    from sudachipy import SplitMode

    dictionary = _dictionary()
    return (getattr(dictionary, "tokenizer", None) or dictionary.create)(SplitMode.C)


@lru_cache(maxsize=65536)
def name_reading(word: str) -> bool:
    """The dictionary has an entry for the word as a whole that is a proper noun (遠山 the surname beside 遠山
    "distant hills", ジャーク, 寒月 the given name), whatever the tokenizer picks in running text."""
    return any(m.part_of_speech()[1] == "固有名詞" for m in _dictionary().lookup(word))


@lru_cache(maxsize=65536)
def entries(word: str) -> tuple[tuple[str, ...], ...]:
    """The parts of speech of every dictionary entry for the word as a whole (木部: a surname, a place, a common noun)."""
    return tuple(tuple(m.part_of_speech()[:4]) for m in _dictionary().lookup(word))


def tokens(text: str) -> list[Token]:
    """The text's words in order, each with its offset."""
    out: list[Token] = []
    tokenizer = _tokenizer()
    for offset, piece in _pieces(text):
        for m in tokenizer.tokenize(piece):
            pos = tuple(m.part_of_speech()[:4])
            out.append(Token(m.surface(), offset + m.begin(), _POS.setdefault(pos, pos)))
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


@lru_cache(maxsize=65536)
def unknown(word: str) -> bool:
    """A word the dictionary does not know (ファゼーロ, ペムペル): an invented or foreign name more often than a thing."""
    return any(m.is_oov() for m in _tokenizer().tokenize(word))


@lru_cache(maxsize=65536)
def one_common_noun(word: str) -> bool:
    """One word the dictionary knows, a common noun (ホテル, 名探偵, 表門; not 赤シャツ: two words)."""
    words = _tokenizer().tokenize(word)
    return len(words) == 1 and common_nouns(word)


@lru_cache(maxsize=65536)
def common_nouns(word: str) -> bool:
    """Words the dictionary knows, each a common noun (窓ガラス, 伝書バト, 赤シャツ)."""
    words = _tokenizer().tokenize(word)
    return bool(words) and all(not m.is_oov() and m.part_of_speech()[1] == "普通名詞" for m in words)


_OLD_LONG_VOWEL = re.compile(r"(?<=[\u30a1-\u30fa])[アイウエオ]")  # テエブル, ショオル: ー written as a vowel
_OLD_N = re.compile(r"ム(?=[バビブベボパピプペポ])")  # ラムプ


@lru_cache(maxsize=65536)
def common_loanword(word: str) -> bool:
    """A katakana word the dictionary knows as a common noun once written in today's spelling (テエブル, ラムプ)."""
    for modern in {_OLD_LONG_VOWEL.sub("ー", word), _OLD_N.sub("ン", word), _OLD_N.sub("ン", _OLD_LONG_VOWEL.sub("ー", word))} - {word}:
        found = _tokenizer().tokenize(modern)
        if len(found) == 1 and not found[0].is_oov() and found[0].part_of_speech()[1] == "普通名詞":
            return True
    return False


_NO_NAME = ("代名詞", "感動詞", "接続詞", "連体詞", "副詞", "助詞", "助動詞")
_NO_NAME_NOUN = ("副詞可能", "サ変可能", "助数詞可能")


@lru_cache(maxsize=65536)
def never_a_name(word: str) -> bool:
    """One word, a prefix and a suffix aside, that no name is: a pronoun, an interjection, a number, or a noun
    of time, of an action or of a count (わたし, なあ, あと, 見物, お日)."""
    words = [m.part_of_speech() for m in _tokenizer().tokenize(word)]
    while words and words[0][0] == "接頭辞":
        words = words[1:]
    while len(words) > 1 and words[-1][0] == "接尾辞":
        words = words[:-1]
    if len(words) != 1:
        return False
    pos = words[0]
    return pos[0] in _NO_NAME or pos[1] == "数詞" or pos[0] == "名詞" and pos[2] in _NO_NAME_NOUN


class BookWords(Sequence):
    """Every paragraph's words, held as small arrays a paragraph (offsets, part-of-speech numbers)
    and made into Tokens when read: a long series has millions of words."""

    def __init__(self, texts: Sequence[str]):
        self._texts = list(texts)
        self._kinds: list[tuple[str, ...]] = []
        number: dict[tuple[str, ...], int] = {}
        self._rows: list[tuple[array, array, array]] = []
        for text in self._texts:
            starts, ends, kinds = array("I"), array("I"), array("H")
            for t in tokens(text):
                if t.pos not in number:
                    number[t.pos] = len(self._kinds)
                    self._kinds.append(t.pos)
                starts.append(t.start)
                ends.append(t.end)
                kinds.append(number[t.pos])
            self._rows.append((starts, ends, kinds))

    def __len__(self) -> int:
        return len(self._rows)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        text, (starts, ends, kinds) = self._texts[i], self._rows[i]
        return [Token(text[a:b], a, self._kinds[k]) for a, b, k in zip(starts, ends, kinds)]

    def __iter__(self) -> Iterator[list[Token]]:
        return (self[i] for i in range(len(self)))


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
