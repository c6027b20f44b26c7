"""A place the cross-book gazetteer knows that the finder filed as a person or a term (九三年's 巴黎, 雷恩 and 聖馬洛,
French cities a Chinese translation's speech and action verbs made persons, and 布列塔尼, an old province: regions.py): a place again, where every name of the
entry is a country or a city the gazetteer knows (gazetteer.placed, the finder's own question: the book's other
places name the country, or in Chinese a foreign city of a million people whatever the book names, and no person of
the book bears the name) and the text writes it as it writes a place,
in MIN_TIMES uses and a SHARE of them: after a word of being in, going to or coming from it (在巴黎, 到巴黎, 從巴黎,
離開巴黎; not 在林肯面前, a person's place), or, in Japanese, before a particle of going there (フランスへ, フランスに行く; a katakana name only: 松本 and 岡山 are surnames as often). A person
who bears a city's name (悉尼 of 悉尼·卡尔顿, a Santiago) is seldom written so. English is left to en/countries.py
(a country's verbs and possessives): "in Florence" and "to Florence" are said of a woman too.
"""

from __future__ import annotations

import re
from typing import Sequence

from .regions import is_region
from .scan import trie_regex
from .types import NameEntity, Paragraph

MIN_TIMES = 3
SHARE = 0.15
FROM = frozenset({"person", "term"})
# the words before a place's name that are a going, a being or a coming (Simplified and Traditional)
_ZH_BEFORE = re.compile(r"(?:在|到|去|从|從|往|回|来到|來到|离开|離開|前往|住在|抵达|抵達|逃到|回到|进入|進入|飞往|飛往)$")
# …unless a person's place follows the name (在林肯面前, 到杰克逊那里, 从杰克逊手里, 在他家: where a person is, not a city)
_ZH_PERSONS_PLACE = re.compile(r"^(?:面前|身边|身邊|跟前|那里|那裡|那儿|那兒|这里|這裡|这儿|這兒|家|手里|手裡|手中|的)")
# …and after a Japanese name: the particle of a direction, or one of arriving, living, going, returning
# (not に言った, に向かって: said and turned to a person; not への (ベスへの御厚意), まで (シャーロットまで泣き出した: even
# her) nor に渡した (handed to her); not から来た手紙, a person's letter)
_JA_AFTER = re.compile(r"^(?:へ(?!手紙|の)|に(?:行|着|帰|住))")
# a Japanese name only in katakana, a foreign place's script: a kanji surname is a town's name too often (松本, 岡山)
_KATAKANA = re.compile(r"[\u30a1-\u30fa・ー]+")


def rekinded_known(entities: list[NameEntity], paragraphs: Sequence[Paragraph], language: str) -> None:
    """Give a place's kind to the persons and terms the gazetteer knows as places and the text writes as places
    (the module's rule), in place."""
    if language not in ("zh", "ja"):
        return
    candidates = [e for e in entities if e.kind in FROM and e.mentions >= MIN_TIMES
                  and (language == "zh" or all(_KATAKANA.fullmatch(n) for n in e.names))]
    owner = {n: e for e in candidates for n in e.names if len(n) >= 2}
    if not owner:
        return
    pattern = trie_regex(owner, words=False)
    located: dict[str, int] = {}
    for p in paragraphs:  # the text's frames first: the lists are read only for a name written as a place
        for m in pattern.finditer(p.text):
            if _located(p.text, m.start(), m.end(), language):
                name = owner[m.group()].name
                located[name] = located.get(name, 0) + 1
    written = [e for e in candidates if located.get(e.name, 0) >= max(MIN_TIMES, SHARE * e.mentions)]
    if not written:
        return
    from .gazetteer import placed  # the lists, only for a book with a name so written
    places = {e.name: tuple(e.names) for e in entities if e.kind == "place"}
    own = {n for e in written for n in e.names}
    people = frozenset(n for e in entities if e.kind == "person" for n in e.names) - own  # (松本さん's 松本)
    # (a Chinese translation's world city, 巴黎, though the book never names its country: world)
    known = placed(places | {e.name: tuple(e.names) for e in written}, language, people, world=language == "zh")
    for e in written:
        if e.name in known or all(is_region(n, language) for n in e.names):  # (布列塔尼, an old province)
            e.kind = "place"


def _located(text: str, start: int, end: int, language: str) -> bool:
    """The name at text[start:end] is written as a place is: after 在, 到, 從 (Chinese), before へ, に行く (Japanese)."""
    if language == "zh":
        return _ZH_BEFORE.search(text[max(start - 3, 0):start]) is not None and not _ZH_PERSONS_PLACE.match(text[end:end + 2])
    return _JA_AFTER.match(text[end:end + 3]) is not None
