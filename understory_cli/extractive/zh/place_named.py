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
# (not 这个村子里, 这个村子的…: where, whose; nor the head of a longer word: 村长, 山东汉子, 街坊)
_NOT_HEAD = "(?![里裡中上下外内旁边的长長东東西南北汉漢坊祝民人口])"
PLACE_APPOSED = rf"[，,]{_THIS}(?>{PLACE_NOUN}){_NOT_HEAD}"
PLACE_APPOSED_AFTER = re.compile(f"^{PLACE_APPOSED}")
# a name left or passed before the clause (离开X，这座城市…; 蹚过东拉河，这个村子…): the noun is where one arrives
_LEFT = re.compile("(?:离开|離開|走出|蹚过|蹚過|过了|過了|经过|經過|越过|越過|出了|穿过|穿過)$")
# a name's own last word of a place: the apposed noun must be of its kind (东拉河 is no 村子)
_OWN_KIND = {"河": "河溪", "溪": "河溪", "村": "村庄山寨", "庄": "村庄寨", "山": "山峰", "城": "城市镇", "镇": "镇集城",
             "湖": "湖", "岛": "岛", "寺": "寺庙", "庙": "庙寺", "街": "街巷", "沟": "沟", "湾": "湾"}


def apposed_pattern(n: str) -> str:
    """The description pattern of `place_apposed` after `n`, a name's expression (the pattern is shared by every name:
    the name's own last word of a place is read behind the comma)."""
    left = "".join(f"(?<!{w})" for w in _LEFT.pattern[3:-2].split("|"))
    nouns = PLACE_NOUN[3:-1].split("|")
    kinds = "|".join(f"(?<={c})[，,]{_THIS}(?>{'|'.join(w for w in nouns if any(k in own for k in w))})"
                     for c, own in _OWN_KIND.items())
    return rf"{left}{n}(?:{kinds}|(?<![{''.join(_OWN_KIND)}])[，,]{_THIS}(?>{PLACE_NOUN})){_NOT_HEAD}"


def place_apposed(name: str, before: str, after: str) -> bool:
    """韦尔吉，这个村子…: the name, then a demonstrative's place noun in apposition that can be its kind."""
    m = PLACE_APPOSED_AFTER.match(after)
    if m is None or _LEFT.search(before):
        return False
    own = _OWN_KIND.get(name[-1:])
    noun = re.sub(f"^[，,]{_THIS}", "", m.group())
    return own is None or any(c in own for c in noun)


_YOUNG_OR_OLD = re.compile("[小老]$")


def young_or_old_of(name: str) -> bool:  # 马先生, whose 小马先生 (the son) and 老马先生 are other men: not him
    return any(name[:n] in ZH_SURNAMES and name[n:] in ZH_SURNAME_TITLES for n in (1, 2))


@lru_cache(maxsize=256)
def guarded(name: str, guard: re.Pattern[str] | None) -> re.Pattern[str] | None:  # …and for 马先生 a 小 or 老 before it
    if not young_or_old_of(name):
        return guard
    return re.compile(f"{guard.pattern}|{_YOUNG_OR_OLD.pattern}") if guard else _YOUNG_OR_OLD
