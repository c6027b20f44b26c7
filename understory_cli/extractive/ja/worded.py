"""A form the analyser reads, where the text writes it, as a word of the language that no name is: a verb's or an
adjective's stem (不如帰's 入り of 「日は入り、」「入り来し」, which a roster-shaped clause had named), an adverb (大分 of
「大分ゆっくりじゃった」, だいぶ, though the dictionary has 大分 the city too), a conjunction. A name is a noun at its
uses; one read as such a word at WORDED_SHARE of them is no candidate, unless an honorific marks it a name (a one-kanji
name's verb uses, 進 of 進んで, are verb_uses.py's: the name stays, those uses are no mentions).

Where the other uses speak for a person (the subject of speech, an honorific, a vocative: 「…」と沢山は言った beside
「花が沢山咲いていた」) the name stays and those uses are no mentions of it (`uses`, read by verb_uses.py's hook).

(一 with a counter, the article "a" — 一条 —, is numbered.article's.)"""

from __future__ import annotations

import re
from typing import Sequence

from .analyser import Token, entries

WORDED_SHARE = 1 / 3  # of the form's uses (大分: 5 adverbs in 12)
WORDED_MIN = 2
CAP = 60  # uses read per form
_NAMES_PARTICLES = tuple("はがをのへも")  # (に, で: 流石に, 大分で are the adverb's too)
_NO_NAME = frozenset(("動詞", "形容詞", "副詞", "助動詞", "接続詞", "連体詞", "感動詞"))


def worded(form: str, texts: Sequence[str], tokens: Sequence[list[Token]]) -> bool:
    """The analyser reads the form, at WORDED_SHARE of its uses or more, as a word that is no noun."""
    if not any(pos[0] in _NO_NAME for pos in entries(form)):  # (no such word of the dictionary: no use is one)
        return False
    uses = words = 0
    for text, toks in zip(texts, tokens):
        if form not in text:
            continue
        if uses >= CAP:  # (a book's words are made when read: a main name's hundreds of uses need not all be)
            break
        starts = {m.start() for m in re.finditer(re.escape(form), text)}
        uses += len(starts)
        # the word is the analyser's at the use only where its token spans the form (not 荒 of 荒|町, split there)
        words += sum(t.start in starts and t.end >= t.start + len(form) and t.pos[0] in _NO_NAME for t in toks)
    return words >= WORDED_MIN and words >= WORDED_SHARE * uses


def word_at(text: str, toks: Sequence[Token], start: int, form: str) -> bool:
    """The analyser's token at `start` spans the form and is a word that is no noun (沢山 of 花が沢山咲いて), and no case
    particle follows it as it follows a name (流石は言った, 流石を訪ねた: the analyser's adverb, the text's name)."""
    return text[start + len(form):start + len(form) + 1] not in _NAMES_PARTICLES \
        and any(t.start == start and t.end >= start + len(form) and t.pos[0] in _NO_NAME for t in toks)


def wordlike(form: str) -> bool:
    """A kanji form of two characters or more that the dictionary also has as a word that is no noun (沢山, 流石)."""
    return len(form) > 1 and bool(re.search(r"[\u4e00-\u9fff]", form)) and any(pos[0] in _NO_NAME for pos in entries(form))
