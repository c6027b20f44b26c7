"""A speaker's own kin, 「私の娘のマーサが…」と、ボブは云った。: the name after 私の + a kin word inside a quotation is the
kin of the one the quotation's tag names (relations.py reads it through ja/relations.py's `named` hook: マーサ, ボブの娘).
The tag is the clause right after the quotation's closing mark, opening with と or って, in its paragraph or the next one (a translation
writes 「と、ボブは云った。」 as a paragraph of its own), naming one of the book's names as the subject of a verb of speech;
a quotation no tag follows, or a tag naming no one the finder knows (「と、彼は云った」), ties no one.
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from .lexicon import JA_SPEECH, name_alternation

_SELF = r"(?:私|わたし|わたくし|僕|ぼく|あたし|おれ|俺|わし|あたい)"
_QUOTE = re.compile(r"「([^「」]*)」")
_NESTED = re.compile(r"『[^『』]*』")
_HONORIFIC = r"(?:さん|さま|様|君|くん|氏|殿|夫人|嬢|老人|少年|少女|爺さん|婆さん)?"
_SPEECH = "|".join(JA_SPEECH)


def told(texts: Sequence[str], forms: Iterable[str], relations: str) -> list[tuple[str, str, str, int]]:
    """(the name, its kin word, the speaker, paragraph) for each 「私の娘のX」 in a quotation whose tag names its speaker;
    `relations`, the kin words' alternation (ja/relations.RELATIONS)."""
    if not (names := name_alternation(forms)):
        return []
    kin = re.compile(rf"(?<![\u4e00-\u9fff]){_SELF}の({relations})の?({names})(?![\u30a1-\u30fcー・])")
    # the tag opens with と/って (a quotation with none is anyone's: the next speaker may be answering it), and no
    # other subject stands before the verb (「…」と、ボブはジョーが言うのを聞いた: ジョー says it)
    tag = re.compile(rf"^\s*(?:と|って)[、，]?\s*({names}){_HONORIFIC}(?:は|が)[^。「」が]{{0,20}}?(?:{_SPEECH})")
    out = []
    for i, text in enumerate(texts):
        if "「" not in text:
            continue
        for quote in _QUOTE.finditer(text):
            said = list(kin.finditer(_NESTED.sub(lambda m: "＿" * len(m.group()), quote.group(1))))  # (『…』: another's)
            if not said:
                continue
            after = text[quote.end():]
            if not after.strip() and i + 1 < len(texts):
                after = texts[i + 1]  # 「…」 / と、ボブは云った。
            if (speaker := tag.match(after)) is None:
                continue
            out += [(m.group(2), m.group(1), speaker.group(1), i) for m in said if m.group(2) != speaker.group(1)]
    return out
