"""A kin tie said with a copula, the holder named: 「よし子は野々宮の妹である」, 「マーサはボブの娘で、…」 — the subject
(the sentence's topic, Xは or Xも, opening its clause) is the named holder's kin, and so is the name a holder's kin is
said to be, 「スクルージの甥はフレッドである」 (relations.py reads it through
ja/relations.py's `named` hook, over the whole book: the generated line says it, 人物（野々宮の妹）, from the chapter that
states it). Only the copula closing the clause or continued by で、; not a question (「…の妹ですか」), not a negation
(「…の妹ではない」: で is then followed by は, no 、), and not a likeness (「…の妹のようだ」: のよう is no copula).
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from .lexicon import name_alternation

_SENTENCE = re.compile(r"[^。！？]+[。！？]?")
_HONORIFIC = r"(?:さん|さま|様|君|くん|氏|殿|夫人|嬢|老人|少年|少女)?"
# the copula closing the clause (before 。, 」, ！ or the end) or continued by で、 / であって / であり、
_COPULA = r"(?:である|であった|であります|でした|です|だった|だ|でございます|なのです|なのだ)(?=[。！」』]|$)|で、|であって|であり、"
_OPENING = r"(?:^|(?<=[、「『\s　]))"  # the topic opens its clause
_HONOURED = re.compile(r"(?:さん|さま|様|君|くん|氏|殿|夫人|嬢)")


def told(texts: Sequence[str], forms: Iterable[str], relations: str) -> list[tuple[str, str, str, int]]:
    """(the subject, its kin word, the holder, paragraph) for each 「XはAの妹だ」 between two of `forms`; `relations`, the
    kin words' alternation (ja/relations.RELATIONS)."""
    if not (names := name_alternation(forms)):
        return []
    # (at most a few words between the topic and the holder: 「よし子は、野々宮の妹である」, 「マーサはこの家の…」 is not)
    said = re.compile(rf"{_OPENING}(?P<x>{names}){_HONORIFIC}(?:は|も)、?(?P<a>{names}){_HONORIFIC}の(?P<kin>{relations})"
                      rf"(?:{_COPULA})")
    # …or the holder's kin the topic, the name its predicate: 「スクルージの甥はフレッドである」
    named = re.compile(rf"{_OPENING}(?P<a>{names}){_HONORIFIC}の(?P<kin>{relations})(?:は|が)、?(?P<x>{names}){_HONORIFIC}"
                       rf"(?:{_COPULA})")
    out = []
    for i, text in enumerate(texts):
        for sentence in _SENTENCE.findall(text):
            for m in [*said.finditer(sentence), *named.finditer(sentence)]:
                # (娘 after a bare name may be a girl of a place, 「メアリーはロンドンの娘だ」: only with an honorific)
                honoured = _HONOURED.match(sentence, m.end("a")) or re.search(f"{_HONOURED.pattern}$", m.group("a"))
                if m.group("x") != m.group("a") and (m.group("kin") != "娘" or honoured):
                    out.append((m.group("x"), m.group("kin"), m.group("a"), i))
    return out

