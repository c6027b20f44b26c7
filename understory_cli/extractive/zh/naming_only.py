"""A sentence that only names someone (那人回称姓霍，名叫士端; 他叫做三荷包; 这是觉英) says nothing of who they are: a
reader learns a name, no kind, calling or tie. describe.py's patterns still find the naming, but it weighs nothing: no
card quotes it, another line of the person's (or the generated line) stands instead.
Not a naming with a tie or a kind before it (他儿子叫宋清, 还有个老家人，姓张，名叫进宝: a comma, or a kin or role word in
the lead), nor one that closes a description of the sentence before (起名叫以扫: describe.py's bare_naming joins them)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .lexicon import (ZH_KINSHIP, ZH_LONE_CALLINGS, ZH_LONE_ROLES, ZH_MODERN_CALLINGS, ZH_MODERN_OFFICES, ZH_OFFICES, ZH_RANKS,
                      ZH_SURNAME_TITLES)
from .script import to_simplified

_LEAD = "[^，,。！？；：“”「」]{0,6}"
_NAMING = ("(?:[复覆]?姓[^，,。！？；“”]{1,2}[，,]?(?:双|单)?名(?:唤|叫|为)?|名字叫(?:做)?|名叫|名唤|叫做|叫作|唤做|唤作"
           "|(?<![^\\s“「])(?:这|那)(?:个人|位|人)?(?:就|便)?是)")
NAMING_ONLY = re.compile(rf"^\s*[“「]?{_LEAD}{_NAMING}[^，,。！？；：“”、的之]{{1,8}}[。．！]?[”」]?\s*$")
# a kin word or a being's noun in the lead says something (他儿子叫…, 一个和尚叫做…): not a naming only
_SAYS_SOMETHING = re.compile("儿|女|子|妻|夫|父|母|兄|弟|姐|妹|哥|嫂|叔|伯|姑|姨|舅|侄|孙|婆|公|爷|奶|娘|师|官|生|徒|仆|丫|僧|和尚|道士|"
                             "家人|朋友|伙计|同学|学生|先生|个|位")
_CALLED = re.compile("|".join(sorted(ZH_MODERN_CALLINGS | ZH_MODERN_OFFICES | ZH_OFFICES | ZH_LONE_CALLINGS | ZH_LONE_ROLES
                                      | ZH_KINSHIP | ZH_RANKS | ZH_SURNAME_TITLES, key=len, reverse=True)))
_ORIGIN = re.compile("起名|乳名|小名")  # the child named after its description (describe.bare_naming)


@lru_cache(maxsize=65536)
def naming_only(sentence: str) -> bool:
    text = to_simplified(sentence)
    m = NAMING_ONLY.match(text)
    if m is None or _ORIGIN.search(text):
        return False
    lead = text[:m.end()].split("姓")[0] if "姓" in text else re.split("名叫|名唤|叫做|叫作|唤做|唤作|名字叫|这|那", text)[0]
    # nor a calling, an office or a kin word written with the name (这是工头李金才)
    return not _SAYS_SOMETHING.search(lead) and not _CALLED.search(text)


_SENTENCE = re.compile(r"[^。！？!?]*(?:[。！？!?]+[”」』]?|$)")


@lru_cache(maxsize=65536)
def blanked(text: str) -> str:
    """The text with each sentence that only names someone blanked out, of the same length (a card's passage may go on
    past it: 那人回稱姓霍，名叫士端。那首縣便道：「…」)."""
    if "名" not in text and "叫" not in text and "唤" not in text and "是" not in text:
        return text
    return "".join("\u3000" * len(m.group()) if m.group() and naming_only(m.group()) else m.group()
                   for m in _SENTENCE.finditer(text))


class UnlessNamingOnly:
    """A describe.py pattern that finds nothing in a naming only (module doc)."""
    __slots__ = ("_pattern",)

    def __init__(self, pattern: Any):
        self._pattern = pattern

    def search(self, sentence: str) -> Any:
        return self._pattern.search(blanked(sentence))
