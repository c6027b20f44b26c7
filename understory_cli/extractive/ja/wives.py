"""A woman named by a house's surname and a wife's or a widow's title, written solid (不如帰's 加藤子爵夫人 and 加藤夫人,
the aunt; its 川島未亡人, the hero's mother; 細雪's 陣場夫人): a person of her own, never the man the text calls by the
bare surname (加藤, the uncle; 片岡, the general) nor the house (片岡家). Her forms are candidates of their own, so their
uses leave the surname's count; the wife's forms (X夫人 with or without a peer's rank, X子爵夫人) are one woman, tied by
a statement the merge reads as it reads the text's naming statements; the widow (X未亡人) is told apart from them (the
widowed mother and her son's wife share the house's name). The bare surname stays the man's or the house's, even where
it is she who is addressed so (細雪's 丹生さん、 to 丹生夫人's face, beside 「丹生さんの奥さん」): a split, never a merge.
Katakana surnames with a title are candidates already (candidates.TITLED: ルピック夫人)."""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from ..types import Candidate, Votes
from .shapes import KANJI
from .statements import Statement

_RANKS = ("子爵", "伯爵", "男爵", "侯爵", "公爵")
_WIFE = rf"(?:{'|'.join(_RANKS)})?(?:夫人|令夫人)"
_WIDOW = "未亡人"
_HERS = re.compile(rf"[{KANJI}]{{2,4}}(?:{_WIFE}|{_WIDOW})")
TITLED_MIN = 2  # uses of the surname with her titles, all forms together
PERSON_TITLED = 2.0  # per use: a title is a person's cue, as an honorific (uses.PERSON_HONORIFIC)
HOW = "affixed"  # the tie's kind: a form of one woman's name (given_forms.HOW)


def titled_woman(form: str) -> bool:
    """A surname and a wife's or a widow's title (陣場夫人): no nickname cut to its first two (rules.abbreviations), which
    would be her husband's surname."""
    return bool(_HERS.fullmatch(form))


def _surnames(out: dict[str, Candidate]) -> list[str]:
    """The kanji forms of two to four characters the uses make a person's more than a place's (陣場, a place to the
    dictionary, is 陣場夫人's husband's name)."""
    return [f for f, c in out.items() if re.fullmatch(rf"[{KANJI}]{{2,4}}", f)
            and c.kind_votes["person"] >= c.kind_votes["place"]]


def titled_women(out: dict[str, Candidate], texts: list[str]) -> tuple[dict[str, Candidate], list[Statement]]:
    """(her forms as new candidates, the statements tying a wife's forms to her most written one)."""
    forms = [f for f in _surnames(out) if any(f + t in text for text in texts for t in ("夫人", _WIDOW))]
    if not forms:
        return {}, []
    alternation = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
    pattern = re.compile(rf"({alternation})({_WIFE}|{_WIDOW})(?![{KANJI}])")
    written: Counter[str] = Counter()
    first: dict[str, int] = {}
    women: dict[tuple[str, bool], list[str]] = defaultdict(list)  # (surname, widow) -> her forms
    for i, text in enumerate(texts):
        for m in pattern.finditer(text):
            if m.group() not in first:
                first[m.group()] = i
                women[(m.group(1), m.group(2) == _WIDOW)].append(m.group())
            written[m.group()] += 1
    added: dict[str, Candidate] = {}
    said: list[Statement] = []
    for hers in women.values():
        if sum(written[f] for f in hers) < TITLED_MIN:
            continue
        main = max(hers, key=lambda f: (written[f], -len(f)))
        for f in hers:
            if f not in out:  # (加藤夫人は答えた: a subject's form, found already)
                added[f] = Candidate(f, written[f], Votes({"person": PERSON_TITLED * written[f]}))
            if f != main:
                said.append(Statement(f, main, first[f], HOW))
    return added, said
