"""A surname the text gives another of the family is no one member's by a full name written once (issue 43, stop 62:
細雪's 「わたしカタリナ・キリレンコ」 joined カタリナ to キリレンコ, which the book writes for her brother, 「兄のキリレンコ」,
and for their house, 「キリレンコの家」, 「キリレンコ一家」, 「キリレンコ達」).

The surname's bearers are read from the text before any tie: a kin word and の before it (兄の, 父の, 妹の: a brother, a
father, a sister of someone's) names another member than the given name's bearer, and a house's word after it (一家,
の家, 達, 夫婦, 兄妹) the family. Where such uses are OTHERS_MIN or more and a share OTHERS_SHARE of the surname's,
the full name's tie of the given name to the surname is left out (JapaneseRules.declared), and the surname stays an
entry of its own: the member the text calls by it."""

from __future__ import annotations

import re
from typing import Sequence

from .shapes import KANJI, KATAKANA

OTHERS_MIN = 3
OTHERS_SHARE = 0.3
_KIN = "兄|弟|姉|妹|父|母|夫|妻|息子|娘|伯父|叔父|伯母|叔母|祖父|祖母|従兄|従弟|従姉|従妹|兄さん|姉さん|父親|母親"
_HOUSE = "一家|の家|家の|達|たち|夫婦|兄妹|姉妹|兄弟|親子|家族"


def borne_by_others(surname: str, texts: Sequence[str]) -> bool:
    """The text writes the surname for a kin of someone's or for the house in a fair share of its uses."""
    name = re.escape(surname)
    uses = others = 0
    pattern = re.compile(rf"(?<![{KATAKANA}{KANJI}・])((?:{_KIN})の)?{name}(?![{KATAKANA}・])({_HOUSE})?")
    for text in texts:
        if surname not in text:
            continue
        for m in pattern.finditer(text):
            uses += 1
            others += bool(m.group(1) or m.group(2))
    return others >= OTHERS_MIN and others >= OTHERS_SHARE * uses
