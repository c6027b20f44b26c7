"""A wife the text calls by her husband's name and a word for a wife, written as her standing name: 家なき子's
「バルブレンのおっかあ」 (the narrator's foster mother, who speaks and acts under that name all through the book) is
a person of her own, X's wife, and her uses are no uses of バルブレン.

Only where the phrase is a name's: X is itself a name the text uses (not 「パン屋のおかみさん」, a shop's: describe.py
reads that as what she is), and the phrase is written STANDING_MIN times — a phrase said a few times, 「クラチットの
主婦さん」 of a woman the text names otherwise (クラチット夫人), is how she is told of there, not what she is called.
A name is never split: the phrase is X whole, の, and the wife's word whole (not 妻子's 妻).
"""

from __future__ import annotations

import re
from typing import Container, Iterable, Sequence

# what a wife is called after her husband's name, as a translation or a village says it
WIFE_WORDS = ("おっかあ", "おかみさん", "かみさん", "おかみ", "女房", "細君", "妻", "奥さん", "奥様", "家内", "主婦さん")
_WIFE = "|".join(sorted(WIFE_WORDS, key=len, reverse=True))
STANDING = re.compile(rf"(?P<husband>.+?)の(?:{_WIFE})")
STANDING_MIN = 8  # uses of the phrase: a standing name, not a passing description
WIFE = "妻"
# what may not follow the phrase for it to be whole: more of a word (妻子, 女房役), not a particle (のおっかあが)
_GOES_ON = r"[\u30a1-\u30fc\u4e00-\u9fff々]"


def standing_names(names: Iterable[str], whole: str) -> dict[str, int]:
    """Each phrase 「Xの<a wife's word>」 of a name X among `names`, written whole STANDING_MIN times: its uses."""
    names = [n for n in names if len(n) >= 2]
    if not names:
        return {}
    heads = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    pattern = re.compile(rf"(?<![\u30a1-\u30fc・])(?:{heads})の(?:{_WIFE})(?!{_GOES_ON})")
    counts: dict[str, int] = {}
    for m in pattern.finditer(whole):
        counts[m.group()] = counts.get(m.group(), 0) + 1
    return {phrase: n for phrase, n in counts.items() if n >= STANDING_MIN}


def standing(form: str, names: Container[str], uses: int) -> bool:
    """The form is a wife's standing name, its husband's name among `names`, written STANDING_MIN times."""
    m = STANDING.fullmatch(form)
    return m is not None and uses >= STANDING_MIN and m.group("husband") in names and m.group("husband") != form


def wives(texts: Sequence[str], forms: Iterable[str]) -> list[tuple[str, str, str, int]]:
    """(the phrase, 妻, X, the paragraph first writing it) for each of `forms` that is X's wife's standing name with X
    another of `forms` (ja/relations.py's `named` hook): the card says whose wife, 人物（バルブレンの妻）."""
    forms = set(forms)
    out = []
    for form in sorted(forms):
        m = STANDING.fullmatch(form)
        if m and m.group("husband") in forms and m.group("husband") != form:
            at = next((i for i, t in enumerate(texts) if form in t), None)
            if at is not None:
                out.append((form, WIFE, m.group("husband"), at))
    return out
