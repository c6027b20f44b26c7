"""A transliterated family name several people bear (泰伊番 of 维多莉·泰伊番, her father 泰伊番先生 and her brother): the
family, no one person's alias. The forms say so where the name closes two dotted full names of different given names
(维多莉·泰伊番, 弗莱特烈·泰伊番), or is written with titles of both sexes (泰伊番先生 and 泰伊番小姐) or with a man's title
beside a full name and a woman's (a father, a daughter). One bearer with one title (修雷·诺赞, 诺赞先生) stays one."""

from __future__ import annotations

import re
from typing import AbstractSet

from .gender import address_sex
from .usage import NAME_DOTS

FEMININE_ENDINGS = "莉丽娜娅妮莎丝黛琳蒂"  # the characters a translation closes a woman's given name with
FAMILY_TITLES = ("先生", "太太", "夫人", "小姐", "姑娘", "少爷", "女士")


def shared_families(forms: AbstractSet[str]) -> set[str]:
    out = set()
    last = {re.split(f"[{NAME_DOTS}]", g)[-1] for g in forms if any(d in g for d in NAME_DOTS)}
    for family in {*forms, *last, *(f[:-len(t)] for f in forms for t in FAMILY_TITLES if f.endswith(t))}:
        if len(family) < 2 or any(d in family for d in NAME_DOTS):
            continue
        given = {g for g in forms if len(g) > len(family) + 1 and g[-len(family) - 1] in NAME_DOTS and g.endswith(family)}
        sexes = {address_sex(t) for t in FAMILY_TITLES if family + t in forms} - {None}
        if len(given) >= 2 or len(sexes) == 2 or given and len(sexes) == 1 and _other_sex(given, sexes):
            out.add(family)
    return out


def _other_sex(given: set[str], sexes: set[str | None]) -> bool:
    """A full name of the other sex than the one title (维多莉·泰伊番 beside 泰伊番先生): by a woman's given name's
    last character, the transliteration's feminine endings."""
    feminine = any(re.split(f"[{NAME_DOTS}]", g)[0][-1:] in FEMININE_ENDINGS for g in given)
    return feminine and sexes == {"m"}
