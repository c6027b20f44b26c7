"""Relations Japanese states between two names written next to each other (relations.py reads them): a tie
in apposition whose holder is the sentence's topic or subject — 「セエラは今、父のクルウ大尉と一緒に」 (セエラの父),
「ミンチン先生が心配して、妹のアメリア嬢を見にやると」 (ミンチン先生の妹) — or written before it with の
(「ミンチン先生の妹のアメリア嬢」). A role (女中のマリエット) is no one's: describe.py reads it as what she is."""

from __future__ import annotations

import re

RELATIONS = ("お父さん|お母さん|お父様|お母様|伯父|叔父|伯母|叔母|祖父|祖母|息子|父|母|兄|弟|姉|妹|夫|妻|娘")
RELATION_WORD = re.compile(rf"(?:{RELATIONS})")
# after the topic or subject, within its clause: 「は今、父の」, 「が心配して、妹の」 (not past another topic or
# sentence); or the holder's own の: 「の妹の」
_HELD = re.compile(rf"(?:(?:は|が)(?:[^。！？「」はがをに]{{0,12}}、)?|の)({RELATIONS})の")


def said(between: str, after: str, first: str, second: str) -> tuple[str, str, str] | None:
    """(whose, relation, to whom) the text between two names states, or None: the second is the first's."""
    if (m := _HELD.fullmatch(between)):
        return second, m.group(1), first
    return None


def label(relation: str, other: str) -> str:
    """How an infobox shows it: セエラの父."""
    return f"{other}の{relation}"
