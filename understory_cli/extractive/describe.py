"""Sentences that say what a named thing is: appositions ("Glinda, the Good Witch"), copulas ("Toto
was a little black dog"), introductions ("a man named Pratt") and, in Chinese, 是/乃/名唤/姓…名
statements (那猴乃是石卵化生; 姓宋，名江). Used for an entry's one-line summary (DESIGN §8)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_HEADING = re.compile(r"^\s*(?:chapter|part|book|volume)\s+[\w.:-]+|^\s*第[\d一二三四五六七八九十百千零〇]+[回章节卷部]"
                      r"|^\s*[IVXLC]+\.?\s*$|^\s*\d+\.?\s*$", re.I)


def _cjk(text: str) -> bool:
    return bool(_CJK.search(text))


@lru_cache(maxsize=4096)
def _pattern(name: str) -> re.Pattern[str]:
    n = re.escape(name)
    if _cjk(name):
        return re.compile(
            rf"{n}[，,]?(?:乃是|乃|本是|原是|原来是|便是|就是|即是|是)(?!不|否)"
            rf"|(?:名唤|名叫|叫做|唤做|唤作|名字叫|法名|道号|绰号|浑名|诨名|人称|人都称|号为|号曰)[^，。！？]{{0,4}}{n}"
            rf"|{n}[，,]?(?:原|本)?(?:是|系)?[^，。！？“”]{{1,10}}人(?:氏|也)"
            rf"|姓.{{1,2}}[，,]?(?:双|单)?名(?:唤)?[^，。]{{0,2}}[，,。].{{0,12}}{n}|{n}[，,]?姓.{{1,2}}[，,]?(?:双|单)?名")
    spaced = n.replace(r"\ ", r"\s+")
    return re.compile(
        # apposition: "Saltmarsh, a town of tar and rope," / a sentence opening "Glinda, the Good Witch"
        rf"(?<!\w){spaced}(?:’s?)?,\s+(?:a|an|the)\s+[^,.;:!?“”]{{3,80}}[,;]"
        rf"|^(?:The\s+)?{spaced},\s+(?:a|an|the|who|whose|one\s+of)\b"
        # copula: "Toto was a little black dog"
        rf"|(?<!\w){spaced}\s+(?:was|is|had\s+been|became)\s+(?:a|an|the|his|her|their|one|very|quite|rather|by\s+far|"
        rf"so|too|always|only)\b"
        # introduction: "a man named Pratt", "was called Wren", "called him the Grey Pilot"
        rf"|\b(?:a|an|the|one)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:named|called)\s+(?:the\s+)?{spaced}(?!\w)"
        rf"|\b(?:was|were|is|are|be|been)\s+(?:called|named|known\s+as)\s+(?:the\s+)?{spaced}(?!\w)"
        rf"|\bcall(?:ed|s)?\s+(?:him|her|me|it|them|herself|himself)\s+(?:the\s+)?{spaced}(?!\w)")


def is_heading(text: str) -> bool:
    """A chapter or part heading: Chapter 4: The Grey Pilot, 第一回, IV."""
    return bool(_HEADING.match(text))


def describes(sentence: str, names: Iterable[str]) -> bool:
    """The sentence says what one of `names` is (and is no heading)."""
    if is_heading(sentence):
        return False
    return any(name and name in sentence and _pattern(name).search(sentence) for name in names)


def quoted_share(sentence: str) -> bool:
    """The sentence is inside a quotation (a character's speech, not the narration)."""
    s = sentence.lstrip()
    return s[:1] in "“\"‘「『"
