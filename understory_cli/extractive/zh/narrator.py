"""The first-person narrator's kin, named by their kin term (relations.py's `narrated`): in a story told by 我, the
narration's 四叔, 四婶, 母亲 are the narrator's (「我回到四叔的书房里」, 「我的母亲」), who has no entry, so the kin's
own line says whose they are (叙述者的四叔) where the text says nothing else of them.

Only the narration counts: inside quotation marks 我 is a speaker (「我们的阿毛」 is 祥林嫂's son), and a kin term
said there is the speaker's. A quotation that is the name alone (称之曰“四叔”) is the narration naming it.
"""

from __future__ import annotations

import re
from typing import Iterable

NARRATOR = "叙述者"  # who the relation is to: the narrator, no entry of the book's
# kin terms a narrator calls a relative by, alone (母亲, 舅舅) or after a birth order (四叔, 大伯, 二姑): not a
# title others use too (老爷, 太太, 姑娘, 大人)
_KIN_WORDS = ("叔叔|叔父|婶婶|婶娘|婶子|伯伯|伯父|伯母|舅舅|舅父|舅母|姑母|姑父|姑姑|姨妈|姨父|哥哥|姐姐|妹妹|弟弟|嫂嫂|嫂子"
              "|母亲|父亲|爹爹|爷爷|祖母|祖父|外婆|外公|妈妈")
_ORDERED = "叔|婶|伯|舅|姑|姨|哥|姐|嫂|爷|奶奶|太太|公公"  # only after a birth order: 四叔, 大伯, 三太太
_KIN = re.compile(rf"(?:[大二三四五六七八九十小老]?(?:{_KIN_WORDS})|[大二三四五六七八九十小](?:{_ORDERED}))")
_OPENS, _CLOSES = frozenset("“「『"), frozenset("”」』")
_MARKS = re.compile("([“”「」『』])")
_I = re.compile(r"我(?!们|辈)")
_NOT_OTHERS = "(?<![的之他她你您其])"  # 他的祖母, 连殳的祖母, 你母亲: another's kin, not the narrator's  # the narrator alone (我们 may be anyone with him)
WINDOW = 3  # paragraphs before a use in which the narration says 我: the story is told in the first person there
USES_MIN = 2  # uses in such a telling, at the least, without a 我的X…
SHARE = 0.5  # …and this share of the form's narration uses: the form is the narrator's, not another story's


def kin_term(form: str) -> bool:
    """The form is a kin term a narrator may call a relative by (四叔, 母亲), no name of its own."""
    return bool(_KIN.fullmatch(form))


def narration(text: str, forms: frozenset[str]) -> str:
    """The paragraph without what is said in quotation marks (nested ones, and an unclosed one to the paragraph's
    end), each left as ｜; but a quotation that is one of `forms` alone (称之曰“四叔”) is the narration naming it."""
    if not _OPENS.intersection(text):
        return text
    out: list[str] = []
    quoted: list[str] = []
    depth = 0
    for piece in _MARKS.split(text):
        if piece in _OPENS:
            depth += 1
            quoted = [] if depth == 1 else quoted
        elif piece in _CLOSES and depth:
            depth -= 1
            if depth == 0:
                said = "".join(quoted)
                out.append(said if said in forms else "｜")
        elif depth:
            quoted.append(piece if depth == 1 else "｜")
        else:
            out.append(piece)
    if depth:
        out.append("｜")
    return "".join(out)


def narrated(texts: list[str], forms: Iterable[str]) -> list[tuple[str, str, int]]:
    """(form, its kin term, paragraph) for each kin-term form the narrator's, the paragraph the first that says so:
    said 我的X / 我X in the narration, or used there USES_MIN times in the telling, SHARE of its narration uses. A
    use is in the telling within WINDOW paragraphs after the narration's 我, or between the first and the last such
    use of the form (a story told by 我 may tell a past in the third person: 祝福's 四叔 before and after it); and
    then another kin term's uses are in the telling in that stretch too (四婶, named only in the past told)."""
    kin = frozenset(f for f in forms if kin_term(f))
    if not kin:
        return []
    # (a paragraph with neither 我 nor a kin form tells nothing here: left empty, the book read once)
    told = [narration(t, kin) if "我" in t or any(f in t for f in kin) else "" for t in texts]
    first_person = [bool(_I.search(t)) for t in told]
    uses = {form: [i for i, t in enumerate(told) if re.search(f"{_NOT_OTHERS}{form}", t)] for form in sorted(kin)}
    windowed = {form: [i for i in at if any(first_person[max(0, i - WINDOW):i + 1])] for form, at in uses.items()}
    found: dict[str, int] = {}

    def take(form: str, spans: list[tuple[int, int]]) -> None:
        at = uses[form]
        own = next((i for i in at if re.search(f"我的?{form}", told[i])), None)
        telling = [i for i in at if any(a <= i <= b for a, b in spans)]
        if own is not None or len(telling) >= USES_MIN and len(telling) >= SHARE * len(at):
            found[form] = own if own is not None else telling[0]

    for form, at in windowed.items():  # each form's own telling
        take(form, [(at[0], at[-1])] if at else [])
    stretches = [(windowed[f][0], windowed[f][-1]) for f in found if len(windowed[f]) >= USES_MIN]
    for form in uses.keys() - found.keys():  # the other kin named in the stretches its narrator's kin span
        take(form, stretches + [(i, i) for i in windowed[form]])
    return [(form, form, i) for form, i in sorted(found.items(), key=lambda kv: kv[1])]


def sentence_of(text: str, form: str) -> str:
    """The paragraph's sentence that says the form is the narrator's: with 我 and the form, else the first with it."""
    said = [s for s in re.split(r"(?<=[。！？])", text) if form in s]
    return next((s for s in said if _I.search(narration(s, frozenset([form])))), said[0] if said else text)
