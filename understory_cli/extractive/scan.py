"""Finding every known form in the text: one regular expression built as a trie, longest form first."""

from __future__ import annotations

import re
from typing import Container, Iterable, Iterator, Sequence

from .types import Paragraph

_END = ""  # trie key marking the end of a form


def trie_regex(forms: Iterable[str], *, words: bool) -> re.Pattern[str]:
    """A pattern that matches the longest of `forms` at each position (whole words when `words`).

    A trie keeps the alternation shallow, so the regex engine tries a handful of branches
    per position instead of every form.
    """
    trie: dict = {}
    for form in forms:
        node = trie
        for ch in form:
            node = node.setdefault(ch, {})
        node[_END] = {}
    if not trie:  # no forms (a tale with no name in it): a pattern matching nothing, not the empty string everywhere
        return re.compile(r"(?!x)x")
    body = _trie_body(trie, words)
    return re.compile(rf"{_first_of(trie)}(?<![\w'’-]){body}" if words else body)


def every_start(forms: Iterable[str]) -> re.Pattern[str]:
    """A pattern whose group 1 is the longest of `forms` starting at each position, overlapping ones too
    (龙王 inside 北海龙王): a lookahead around the trie, which tries a handful of branches per position
    where an alternation of every form tries them all."""
    forms = list(forms)
    return re.compile(first_chars(forms) + "(?=(" + trie_regex(forms, words=False).pattern + "))")


def first_chars(forms: Iterable[str]) -> str:
    """A lookahead for the forms' first characters, to open a pattern of alternatives with: a position no form
    starts at is passed over by one class test instead of the alternatives' first characters one by one (the regex
    engine tries them in turn; only a pattern opening with a plain alternation of characters is skipped ahead by its
    own first characters). Nothing where a form is empty. A space is any space, as the trie reads it."""
    return _first_of(dict.fromkeys(form[:1] for form in forms))


def _first_of(trie: dict) -> str:
    if _END in trie or not trie:
        return ""
    return "(?=[" + "".join(r"\s" if ch == " " else re.escape(ch) for ch in sorted(trie)) + "])"


class FoundOnce:
    """A pattern whose matches in a text are found once however often they are asked for: the Chinese ties read the
    book three times over with the pattern of its forms (their pairs, a surname's titles, the pronouns after names)."""

    def __init__(self, pattern: re.Pattern[str]):
        self._pattern = pattern
        self._found: dict[str, list[re.Match[str]]] = {}

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        if (found := self._found.get(text)) is None:
            found = self._found[text] = list(self._pattern.finditer(text))
        return iter(found)


def _trie_body(node: dict, words: bool) -> str:
    # a space in a form matches any space: books write Mr.\u00a0Dashwood with a no-break space
    branches = [(r"\s" if ch == " " else re.escape(ch)) + _trie_body(child, words)
                for ch, child in sorted(node.items()) if ch != _END]
    if _END in node:
        branches.append(r"(?![\w-])" if words else "")  # the shorter form is tried last
    if len(branches) == 1:
        return branches[0]
    return "(?:" + "|".join(branches) + ")"


def scan(paragraphs: Sequence[Paragraph], forms: Iterable[str], *, words: bool,
         straddling: Container[str] = ()) -> list[list[str]]:
    """For each paragraph, the forms found in it, in order of appearance.

    Unspaced scripts have no word boundary to check, so a match is dropped when a two-character
    word of the book straddles its start: 行者 in 大德行者 (德行). Not its end: names are followed by
    verbs they often form words with (沙僧道: 僧道). A katakana name inside a longer katakana word (ジャン of
    ジャンヌ) is no use of it.
    """
    forms = [f for f in forms if f]
    if not forms:
        return [[] for _ in paragraphs]
    pattern = trie_regex(forms, words=words)
    katakana = not words and any(KATAKANA_NAME.fullmatch(f) for f in forms)
    if not straddling and not katakana:
        return [[_spaced(f) for f in pattern.findall(p.text)] for p in paragraphs]
    return [[_spaced(m.group()) for m in pattern.finditer(p.text)
             if not _straddled(p.text, m.start(), straddling) and not inside_katakana(p.text, m.start(), m.end())]
            for p in paragraphs]


KATAKANA_NAME = re.compile("[\u30a1-\u30fa\u30fc]+")
_KATAKANA = re.compile("[\u30a1-\u30fa\u30fc]")


def inside_katakana(text: str, start: int, end: int) -> bool:
    """A katakana name written inside a longer katakana word: ジャン of ジャンヌ or ジャンリー, ロン of ロンドン (another
    name the book does not know, no use of this one)."""
    if not KATAKANA_NAME.fullmatch(text[start:end]):
        return False
    return bool(start and _KATAKANA.match(text[start - 1]) or end < len(text) and _KATAKANA.match(text[end]))


def _spaced(form: str) -> str:
    """The form as the candidates write it (one plain space between words, whatever the text had:
    a line break or a no-break space inside a name)."""
    return " ".join(form.split()) if any(c.isspace() for c in form) else form


def _straddled(text: str, start: int, straddling: Container[str]) -> bool:
    return start > 0 and text[start - 1:start + 1] in straddling


class Found:
    """Where a shared pattern matched in the sentence (the part of re.Match describe.py reads)."""
    __slots__ = ("_start",)

    def __init__(self, start: int):
        self._start = start

    def start(self) -> int:
        return self._start


class SharedPattern:
    """One name's view of a pattern compiled once for every name (a language's describe.py): the name is set on a
    line before the sentence, which the pattern reads back by reference; search(sentence) finds where the name's
    own pattern would, its group `found` the match's start in the sentence."""
    __slots__ = ("_head", "_pattern")

    def __init__(self, name: str, pattern: re.Pattern[str]):
        self._head, self._pattern = f"{name}\n", pattern

    def search(self, sentence: str) -> Found | re.Match[str] | None:
        found = self._pattern.search(self._head + sentence)
        return Found(found.start("found") - len(self._head)) if found else None
