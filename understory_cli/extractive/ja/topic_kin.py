"""A kin word before a name with no holder written (「甥のフレッド」, 「妹のファン」) is the kin of the one the sentence
before is about: 「スクルージは顔を上げた。甥のフレッドが這入って来た。」 — フレッド, スクルージの甥 (relations.py reads
it through ja/relations.py's `named` hook). The sentence before must open on its topic or subject, one of the book's
names (「スクルージは」, 「スクルージが」), and the kin phrase open its own sentence, nothing before the kin word: 「…の甥の
フレッド」 has its holder written (relations.said reads it), and a kin phrase deep in a sentence may be anyone's.
Where no sentence says whose, the phrase says what the name is all the same: describe.py reads 「甥のフレッド」 as who
he is (a role before the name).
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from .lexicon import name_alternation

_SENTENCE = re.compile(r"[^。！？]+[。！？]?")
_OPENING = re.compile(r"^[\s　「『]*")  # a sentence's opening: its indent or a quotation mark


def told(texts: Sequence[str], forms: Iterable[str], relations: str) -> list[tuple[str, str, str, int]]:
    """(the name, its kin word, the holder, paragraph) for each kin phrase opening a sentence, 「甥のフレッド」,
    whose sentence before opens on another name as its topic or subject; `relations`, the kin words' alternation."""
    if not (names := name_alternation(forms)):
        return []
    kin = re.compile(rf"({relations})の({names})(?![\u30a1-\u30fc・])")
    topic = re.compile(rf"({names})(?:は|が)")
    out = []
    for i, text in enumerate(texts):
        sentences = _SENTENCE.findall(text)
        for before, sentence in zip(sentences, sentences[1:]):
            m, t = kin.match(sentence, _opened(sentence)), topic.match(before, _opened(before))
            if m and t and t.group(1) != m.group(2):
                out.append((m.group(2), m.group(1), t.group(1), i))
    return out


def _opened(sentence: str) -> int:
    """Where the sentence's words start, past its indent or quotation mark."""
    m = _OPENING.match(sentence)
    return m.end() if m else 0
