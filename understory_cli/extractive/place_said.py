"""What kind of place the text calls a place where it introduces it by name, in the shapes every book of a language
writes and the language's own roles.py does not read (roles.py asks this where the language's `said` found none):
Japanese 「シャヴァノンという村」, 「与良といふ町」, 「下枝という小さな村」 — the name, a word that introduces it (という,
と云う, といふ) and the class noun of a place. Not 「…という所」 (a place, which says nothing) nor a word the name
already ends with (五番町という町 would echo the title).

And Japanese 「飯山の町」 (破戒), 「市川の町」 (野菊の墓): a name ending in a hill's or a river's word (飯山, 市川) that the
text calls a town with の, which ja/roles.py leaves unsaid (長良川の村 is a village on the river, not the river):
the town, where a town of Japan of TOWN_FLOOR people or more bears the name (gazetteer.japanese_town; no town is
called 長良川 or 富士山).
"""

from __future__ import annotations

import re

from .gazetteer import japanese_town
from .languages import family

# the class nouns of a place a Japanese introduction writes (not 所, 土地, 地方: any place)
JA_KINDS = ("町", "村", "市", "港", "島", "国", "街", "宿場", "城下", "温泉場", "温泉")
_JA_INTRODUCING = r"(?:という|と云う|といふ|とかいう|と言う|と申す)"
_JA_ADJECTIVE = r"(?:小さな|大きな|小さい|大きい|古い|古びた|美しい|静かな|寂しい|淋しい|賑やかな|にぎやかな|田舎の|山間の|海辺の)"
# …and a town the text writes with の after a name ending in a hill's or a river's word (飯山の町)
_JA_TOWN_OF = re.compile(rf"^の{_JA_ADJECTIVE}?(?:町|市|村)(?![\u4e00-\u9fff々\u30a1-\u30fcー])")
_JA_NAMED_AFTER = ("山", "川", "河", "島", "湖")
_JA_INTRODUCED = re.compile(rf"^{_JA_INTRODUCING}{_JA_ADJECTIVE}?(?:{'|'.join(JA_KINDS)})(?![\u4e00-\u9fff々\u30a1-\u30fcー])")


def said(language: str | None, after: str, name: str) -> str | None:
    """The words after a place's name that introduce it with its class noun (という村), or call a town so named a
    town (飯山|の町), as written, or None."""
    if family(language) != "ja":
        return None
    if (m := _JA_INTRODUCED.match(after)) and not name.endswith(JA_KINDS):
        return m.group()
    if (m := _JA_TOWN_OF.match(after)) and name.endswith(_JA_NAMED_AFTER) and japanese_town(name):
        return m.group()
    return None
