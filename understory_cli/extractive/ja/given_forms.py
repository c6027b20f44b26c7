"""A woman's given name and the forms she is called by (野菊の墓's 民子: 民さん, お民, お民さん, 「民や、」): a name the
dictionary tags a given name (人名, 名) of a kanji or two and 子 is called by the kanji without 子, with お before it or
an honorific or a calling's や after it. Such a form is her alias where one given name alone has the stem and the
text writes the form near her name (the same stretch of paragraphs), or near a use of a form tied to her so that was
itself near her (不如帰's お浪さん, said where she is 浪さん), never from a list of names.

A form the analyser does not find (民や: 民 is a common noun to it) is added as a candidate when the text writes it
often enough; the tie is a statement (`how="affixed"`) the merge reads as it reads the text's naming statements.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import defaultdict
from typing import Sequence

from ..types import Candidate, Votes
from .analyser import tokens
from .shapes import KANJI
from .statements import Statement

HONORIFICS = ("さん", "ちゃん", "さま", "様", "君", "どん", "殿")
CALLED = r"や(?=[、。！？!?」』…])"  # 「民や、」: the calling や, only before a mark (not 民や百姓: "and")
FORM_MIN = 2  # uses of a form the analyser did not find, for a candidate of its own
NEAR = 10  # paragraphs: a form written within this many of the given name's uses is near her
NEAR_SHARE = 0.5  # … at this share of its uses at least
SPOKEN_SHARE = 0.5  # of the uses of a form with no honorific (民や) the analyser reads as no name: inside speech
QUOTE = re.compile(r"「[^「」]*」|『[^『』]*』")
HOW = "affixed"


def _given_stem(form: str) -> str | None:
    """民 of 民子: a kanji or two before 子, where the dictionary reads the whole as a given name."""
    if not re.fullmatch(rf"[{KANJI}]{{1,2}}子", form):
        return None
    words = tokens(form)
    if len(words) != 1 or words[0].pos[2:4] != ("人名", "名"):
        return None
    return form[:-1]


def _written(stem: str, whole: str) -> dict[str, list[int]]:
    """Each affixed form of `stem` the text writes, with the offsets of its uses (お民さん counted as お民)."""
    honorific = "|".join(sorted(HONORIFICS, key=len, reverse=True))
    pattern = re.compile(rf"(?<![{KANJI}])(お|御)?{re.escape(stem)}(?![子{KANJI}])({honorific}|{CALLED})?")
    out: dict[str, list[int]] = defaultdict(list)
    for m in pattern.finditer(whole):
        prefix, suffix = m.group(1), m.group(2)
        if prefix:
            out[prefix + stem].append(m.start())
        elif suffix:
            out[m.group()].append(m.start())
    return out


def ties(texts: Sequence[str], candidates: dict[str, Candidate]) -> tuple[dict[str, Candidate], list[Statement]]:
    """(the affixed forms to add as candidates, the statements tying each affixed form to its given name)."""
    stems: dict[str, list[str]] = defaultdict(list)
    for form in candidates:
        if (stem := _given_stem(form)) is not None:
            stems[stem].append(form)
    if not stems:
        return {}, []
    whole = "\n".join(texts)
    starts = [0]
    for t in texts[:-1]:
        starts.append(starts[-1] + len(t) + 1)

    quotes = [(q.start(), q.end()) for q in QUOTE.finditer(whole)]

    def paragraph(offset: int) -> int:
        return bisect_left(starts, offset + 1) - 1

    added: dict[str, Candidate] = {}
    said: list[Statement] = []
    for stem, given in stems.items():
        # 民子 and 民江 both: 民さん is no one's alone
        if len(given) > 1 or any(_given_by(f, stem) for f, c in candidates.items()
                                 if f not in given and c.kind_votes["person"] > 0):
            continue
        name = given[0]
        where = sorted({paragraph(m.start()) for m in re.finditer(re.escape(name), whole)})
        written = {f: o for f, o in _written(stem, whole).items() if f != name and f not in stems}
        tied: list[str] = []
        for _ in range(2):  # お浪 written where she is 浪さん, not 浪子: near the forms tied first (お浪さん / 浪さん)
            widened: set[int] = set()
            for form, offsets in written.items():
                if form in tied:
                    continue
                at = [paragraph(o) for o in offsets]
                close = [p for p in at if _near(p, where)]
                if len(close) < NEAR_SHARE * len(at):
                    continue  # written apart from her: another's name or a word
                if not form.endswith(HONORIFICS) and not _a_name(form) \
                        and sum(_inside(o, quotes) for o in offsets) < SPOKEN_SHARE * len(offsets):
                    continue  # お花, 花や、: flowers, unless the analyser reads a name or people call her so in speech
                if form not in candidates:
                    if len(offsets) < FORM_MIN:
                        continue
                    added[form] = Candidate(form, len(offsets), Votes({"person": float(len(offsets))}))
                said.append(Statement(form, name, at[0], HOW))
                tied.append(form)
                widened.update(close)  # (only its uses near her: 花さん said of the maid お花 far away widens nothing)
            where = sorted(set(where) | widened)
    return added, said


def _a_name(form: str) -> bool:
    """お民: one word the analyser reads as a person's name."""
    words = tokens(form)
    return len(words) == 1 and words[0].proper == "人名"


def _inside(offset: int, quotes: list[tuple[int, int]]) -> bool:
    k = bisect_left(quotes, (offset + 1,)) - 1
    return k >= 0 and quotes[k][0] < offset < quotes[k][1]


def _given_by(form: str, stem: str) -> bool:
    """Another name of a kanji or two after the stem (民江 beside 民子), which the stem may name as well."""
    return bool(re.fullmatch(rf"{re.escape(stem)}[{KANJI}]{{1,2}}", form))


def _near(p: int, where: list[int]) -> bool:
    k = bisect_left(where, p)
    return any(0 <= j < len(where) and abs(where[j] - p) <= NEAR for j in (k - 1, k))


def forms_of(said: Sequence[Statement]) -> frozenset[str]:
    """The affixed forms the statements tie to a given name: names of that woman, so never the narrator's."""
    return frozenset(st.a for st in said if st.how == HOW)
