"""Relations a Japanese name states of itself (relations.py reads them through `named`): 「クラチット夫人」 is Mrs.
Cratchit, the wife of the man the text names クラチット — 「フェッジウィッグ夫人」 of フェッジウィッグ, 「クラチット夫人」 of
ボブ・クラチット. The husband is the form written as the surname alone (where the text tells of it as a man, X氏, or
writes it beside her in one sentence: 審判's 「グルゥバッハさん」 is the widow herself) or with a man's title (X氏, X君), or the one
translated full name ending in it (ボブ・クラチット) that a sentence writes with her (家なき子's ミリガン夫人 is no wife of
ジェイムズ・ミリガン氏, told of apart: her husband's brother); where several do (ボブ・, ベリンダ・, ピータア・クラチット) the house's
head is the one the text writes far the most (DOMINANT times the next), else no one is told.
Dated at the paragraph of the title's first use, which is what states it.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterable, Sequence

from .households import household

WIFE = "妻"
_MRS = re.compile(r"(.+?)夫人")
_HIS = r"(?:氏|君|さん|様|殿|卿|大尉|旦那|親方)?"  # a man's title the husband's form may wear
_MANS = r"(?:氏|君|殿|卿|大尉|旦那|親方)"  # a title only a man wears
_HERS = ("嬢", "夫人", "婦人", "女史", "姫", "奥さん", "奥様", "婆さん", "おばさん")  # …never a woman's
DOMINANT = 3.0
# a Russian wife's surname is her husband's in its feminine form (マニーロフ → マニーロワ夫人, -ov/-ova, -in/-ina): the
# feminine form alone is her own name, no husband's, where the book also writes the masculine one
_FEMININE = (("ワ", "フ"), ("ナ", "ン"), ("カヤ", "キイ"), ("カヤ", "キー"))


def named(texts: Sequence[str], forms: Iterable[str]) -> list[tuple[str, str, str, int]]:
    """(whose, relation, to whom, paragraph) for each X夫人 among `forms` whose husband is one of them."""
    forms = list(dict.fromkeys(forms))
    out = []
    for form in forms:
        m = _MRS.fullmatch(form)
        if not m or len(surname := m.group(1)) < 2:
            continue
        husband = _husband(surname, [f for f in forms if f != form], texts, form)
        at = next((i for i, t in enumerate(texts) if form in t), None)
        if husband and at is not None:
            out.append((form, WIFE, husband, at))
    return out


def _husband(surname: str, forms: list[str], texts: Sequence[str], wife: str) -> str | None:
    hers = surname  # (a feminine surname's masculine form is told apart already: マニーロフ of マニーロワ夫人)
    surname = next((surname[:-len(f)] + m for f, m in _FEMININE
                    if surname.endswith(f) and surname[:-len(f)] + m in forms), surname)
    own = re.compile(rf"(?:.+・)?{re.escape(surname)}{_HIS}")
    held = [f for f in forms if own.fullmatch(f) and not f.endswith(_HERS)]
    # a full name only where one sentence writes it with her (not ジェイムズ・ミリガン氏, told of apart: her husband's brother)
    together = [s for t in texts if wife in t for s in re.split(r"(?<=[。！？])", t) if wife in s]
    held = [f for f in held if "・" not in f or any(f in s for s in together)]
    whole = "\n".join(texts)
    # the surname alone is a husband only where it is told of as a man (X氏, 旦那) or beside her in one sentence (「その老
    # フェッジウィッグはフェッジウィッグ夫人と」): 審判's 「グルゥバッハさん」 is the widow herself, her own split entry
    held = [f for f in held if "・" in f or f != hers or re.search(rf"{re.escape(f)}{_MANS}", whole)
            or any(re.search(rf"{re.escape(f)}(?!夫人)", s) for s in together)]
    held = [f for f in held if not household(f, whole)]  # クラフト of クラフト家: the house, no husband
    if not held:
        return None
    if len(held) == 1:
        return held[0]
    counts = Counter({f: sum(t.count(f) for t in texts) for f in held})
    (first, n), (_, m) = counts.most_common(2)
    return first if n >= DOMINANT * max(m, 1) else None
