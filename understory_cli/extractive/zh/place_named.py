"""Chinese shapes that say what kind of place a name is where the name's own last word does not (issue 43 §6, stop
63: 平凡的世界's 东拉河 and 紅與黑's 韋爾吉 had a card saying nothing), read by describe.py's patterns (strength 3, a
noun for the subject) and its `subject_at`; Simplified, as the patterns read:

- a place's noun, then the name it is called by: 「小河叫东拉河，就是在这分水岭下发源的」, 「这个村子名叫…」;
- the name, then a demonstrative and a place's noun in apposition: 「就举家住进韦尔吉，这个村子因…而出了名」.

Also here (moved out of describe.py, at the line cap): 马先生's guard, whose 小马先生 and 老马先生 are other men.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .lexicon import ZH_SURNAME_TITLES, ZH_SURNAMES

# the nouns of a place, a water, a settlement (longest first where one holds another)
PLACE_NOUN = ("(?:小河|河流|河|小溪|溪|村子|村庄|小村|山村|村|镇子|小镇|集镇|镇|小城|城市|县城|城|大山|山峰|山|山沟|沟|湾|川"
              "|庄子|寨子|街道|小街|街|巷子|胡同|海岛|小岛|岛|湖泊|湖|峡谷|平原|地方|寺院|寺|庙宇|庙|庄园|别墅|古堡|城堡)")
_CALLED = "(?:就|便|也)?(?:叫做|叫作|名叫|名为|称为|叫)"
_THIS = "(?:这|那)(?:个|座|条|片|所)?"
# a place's noun and the name it is called by (the noun opening its clause, or a demonstrative's, or one of a count)
PLACE_CALLED = (r"(?:(?<=[，,。！？；;\n\s“])|^|(?<=[这那])|(?<=[这那][个座条片所])|(?<=一[个座条片所]))"
                rf"(?:小|大)?{PLACE_NOUN}{_CALLED}")
PLACE_CALLED_ENDS = re.compile(f"{PLACE_NOUN}{_CALLED}$")
# the name, then the place's noun a demonstrative holds, in apposition
PLACE_APPOSED = rf"[，,]{_THIS}(?>{PLACE_NOUN})(?![里裡中上下外内旁边的])"  # (not 这个村子里, 这个村子的…: where, whose)
PLACE_APPOSED_AFTER = re.compile(f"^{PLACE_APPOSED}")


_YOUNG_OR_OLD = re.compile("[小老]$")


def young_or_old_of(name: str) -> bool:  # 马先生, whose 小马先生 (the son) and 老马先生 are other men: not him
    return any(name[:n] in ZH_SURNAMES and name[n:] in ZH_SURNAME_TITLES for n in (1, 2))


@lru_cache(maxsize=256)
def guarded(name: str, guard: re.Pattern[str] | None) -> re.Pattern[str] | None:  # …and for 马先生 a 小 or 老 before it
    if not young_or_old_of(name):
        return guard
    return re.compile(f"{guard.pattern}|{_YOUNG_OR_OLD.pattern}") if guard else _YOUNG_OR_OLD
