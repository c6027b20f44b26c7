"""A woman named by a house's surname and a wife's or a widow's title, written solid (不如帰's 加藤子爵夫人 and 加藤夫人,
the aunt; its 川島未亡人, the hero's mother; 細雪's 陣場夫人): a person of her own, never the man the text calls by the
bare surname (加藤, the uncle; 片岡, the general) nor the house (片岡家). Her forms are candidates of their own, so their
uses leave the surname's count; the wife's forms (X夫人 with or without a peer's rank, X子爵夫人) are one woman, tied by
a statement the merge reads as it reads the text's naming statements; the widow (X未亡人) is told apart from them (the
widowed mother and her son's wife share the house's name). The bare surname stays the man's or the house's, even where
it is she who is addressed so (細雪's 丹生さん、 to 丹生夫人's face, beside 「丹生さんの奥さん」): a split, never a merge.
Katakana surnames with a title are candidates already (candidates.TITLED: ルピック夫人).

Only where the bare surname is a MAN in the text (`husband`: X氏, X君, 夫のX, Xという男, X with a man's title — 加藤子爵
not followed by 夫人 —, or the bare X beside X夫人 in one paragraph twice): a woman called both 園田夫人 and 園田さん and
no man 園田 is one person, as on main (rules.abbreviations cuts 園田夫人 to 園田 for her). And only a surname (the
analyser's 姓, or a word the dictionary has as no name at all that the text calls a man: 細雪's 陣場, a place to it):
静子夫人 is 静子, a given name with the title, never a wife of her own."""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from ..types import Candidate, Votes
from .analyser import entries
from .given_forms import HOW
from .lexicon import JA_TITLES
from .shapes import KANJI
from .statements import Statement
from .uses import PERSON_HONORIFIC

_RANKS = tuple(t for t in JA_TITLES if t.endswith("爵"))  # 子爵, 伯爵 … (a peer's wife: 加藤子爵夫人)
_WIFE = rf"(?:{'|'.join(_RANKS)})?(?:夫人|令夫人)"
_WIDOW = "未亡人"
_HERS = re.compile(rf"([{KANJI}]{{2,4}}?)(?:{_WIFE}|{_WIDOW})")  # (lazy: 加藤|子爵夫人, not 加藤子爵|夫人)
# 加藤子爵, 片岡中将, 片岡陸軍中将: a man's (the lexicon's titles but a woman's, and the generals' ranks it lacks)
_MANS_TITLES = "|".join([t for t in JA_TITLES if t not in ("嬢", "女史")] + ["大将", "中将", "少将", "陸軍", "海軍"])
_PARTICLE = "[はがをにともへ]"
TITLED_MIN = 2  # uses of the surname with her titles, all forms together
BESIDE_MIN = 2  # paragraphs writing the bare surname beside X夫人: a husband by the scene


def titled_woman(form: str, whole: str) -> bool:
    """A surname whose man the text names and a wife's or a widow's title (陣場夫人): no nickname cut to its first two
    (rules.abbreviations), which would be her husband's surname. Not 園田夫人 where no man is 園田: she is 園田."""
    m = _HERS.fullmatch(form)
    return m is not None and a_surname(m.group(1), whole) and husband(m.group(1), whole)


def husband(form: str, whole: str) -> bool:
    """The text writes the bare surname as a man's: X氏, X君, 夫のX, Xという男, X with a man's title, or the bare X
    beside X夫人 in BESIDE_MIN paragraphs."""
    x = re.escape(form)
    if re.search(rf"{x}(?:氏|君|くん)|(?:夫|主人|亭主|良人)の{x}(?![{KANJI}])|{x}(?:という|と云う|と言う|ていう)男"
                 rf"|{x}(?:{_MANS_TITLES})(?!夫人|令夫人)", whole):
        return True
    beside = rf"{x}{_PARTICLE}"
    return sum(1 for p in whole.split("\n") if re.search(beside, p) and re.search(rf"{x}(?:{_WIFE})", p)) >= BESIDE_MIN


def a_surname(form: str, whole: str) -> bool:
    """A surname: the dictionary has it as one (加藤), or as no name at all and the text calls it a man (陣場, a place
    to the dictionary: 「陣場と云う男」). A given name (静子) never."""
    names = {pos[3] for pos in entries(form) if pos[2] == "人名"}
    return "姓" in names or not names and husband(form, whole)


def _surnames(out: dict[str, Candidate], whole: str) -> list[str]:
    """The kanji surnames of two to four characters the uses make a person's more than a place's and the text makes a
    man's (陣場夫人's husband 陣場)."""
    return [f for f, c in out.items() if re.fullmatch(rf"[{KANJI}]{{2,4}}", f)
            and c.kind_votes["person"] >= c.kind_votes["place"] and a_surname(f, whole) and husband(f, whole)]


def titled_women(out: dict[str, Candidate], texts: list[str]) -> tuple[dict[str, Candidate], list[Statement]]:
    """(her forms as new candidates, the statements tying a wife's forms to her most written one)."""
    whole = "\n".join(texts)
    forms = [f for f in _surnames(out, whole) if f + "夫人" in whole or f + _WIDOW in whole]
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
                added[f] = Candidate(f, written[f], Votes({"person": PERSON_HONORIFIC * written[f]}))
            if f != main:
                said.append(Statement(f, main, first[f], HOW))
    return added, said
