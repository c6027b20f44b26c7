"""A surname the text writes mostly as a house's (ジャン・クリストフ's 「クラフト家の者は皆多少狂人じみた」, 「クラフト家には財産
はなかった」): the family's name, borne by the grandfather, the father and the sons alike, so no one person. Its
entry is the family's (the kind an organisation has), and it is no husband of the wife its title names
(「クラフト夫人」 is Melchior's wife, not the house's: titled_kin.py)."""

from __future__ import annotations

import re

from ..types import Candidate, Votes
from .shapes import KANJI, KATAKANA

# 「クラフト家の」, 「クラフトの家」, 「クラフト一家」: the house (not 家来, a retainer; 家具, 家庭, 家族 a word of its own)
_HOUSE_AFTER = re.compile(r"(?:の)?家(?![来具庭屋族])|一家")
HOUSEHOLD_MIN = 2
HOUSEHOLD_SHARE = 0.5  # of the name's uses: more the house's than anyone's (遠山 of 遠山家 and 遠山さん is マドンナ)


def household(form: str, whole: str) -> bool:
    """The form is written as a house's name in half its uses or more."""
    if not re.fullmatch(rf"[{KATAKANA}]{{2,}}|[{KANJI}]{{2,3}}", form) \
            or not any(form + house in whole for house in ("家", "の家", "一家")):  # most forms: no regex over the book
        return False
    uses = [m.end() for m in re.finditer(rf"(?<![{KATAKANA}{KANJI}・]){re.escape(form)}(?![{KATAKANA}])", whole)]
    house = sum(bool(_HOUSE_AFTER.match(whole, end)) for end in uses)
    return house >= HOUSEHOLD_MIN and house >= HOUSEHOLD_SHARE * len(uses)


def households(out: dict[str, Candidate], whole: str) -> None:
    """A house's name among the candidates is the family's: the kind an organisation has, whatever its uses' votes."""
    for form, c in list(out.items()):  # a place's houses are no family's (市川の家: a house in 市川)
        if c.kind_votes["person"] > c.kind_votes["place"] and household(form, whole):
            out[form] = Candidate(form, c.count, Votes({"organisation": float(c.count)}))
