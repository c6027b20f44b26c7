"""One method for the forms of one person's name a translation writes (en/patronymics.py, en/petnames.py,
ja/forenames.py; ja/foreign.py and zh/cut_sounds.py keep a name's parts whole): a pet
form (Mitya, ミーチャ, Gania) and the full name of its group with a patronymic (Dmitri Fyodorovitch, ドミトリイ・
フョードロヴィッチ) are one person's where the text writes them in one paragraph, in speech or in narration
("this Mitya, or rather Dmitri Fyodorovitch"), and the group has one such bearer. Two guards tell two people apart:

- written joined by "and", "with" or と/や (「ナタリヤ・イワーノヴナとナターシャは」) anywhere in the book, or the later
  of the two named as the earlier's kin ("Maria Ivanovna kissed her daughter Masha", 「…は娘のマーシャを見た」,
  "his cousin, but Vanya"): two people;
- written together in more than a third of the pet form's paragraphs (a sister, a mother in every scene with her): two who
  meet, not one person whom the narration names one way at a time — one person's two forms share a paragraph seldom
  (Alyosha and Alexey Fyodorovitch: 1 of 79 uses; Gania and Gavrila Ardalionovitch: 2 of 48).

Miss Matty beside Miss Matilda (one title, a pet form and its formal name) is read the same way (en/petnames.py).
PATRONYMIC_KATAKANA: a katakana patronymic's ending, for the full names that bear one."""

from __future__ import annotations

import re
from typing import Callable, Iterable, Sequence

SHARE_MAX = 0.34  # of the pet form's paragraphs, those that also write the full name
# a given name's patronymic, its sex in its ending: Fyodorovitch, フョードロヴィッチ, フォミッチ (m); Ivanovna, イワーノヴナ (f)
PATRONYMIC_KATAKANA = re.compile(r"(?:ヴィッチ|ヴィチ|ウィッチ|ウィチ|イッチ|イチ|ッチ|ヴナ|ニシュナ|ニシナ|イシナ|チシナ)$")

# a kinship word just before the later name: "her daughter Masha", "his cousin, but Vanya", 「娘のマーシャ」
KIN_BEFORE = re.compile(
    r"(?:\b(?:daughter|son|mother|father|sister|brother|wife|husband|cousin|aunt|uncle|niece|nephew|grandmother|"
    r"grandfather|grandson|granddaughter|mamma|mama|papa|widow)s?\b[\s,]*(?:(?:and|but|or)\s+)?(?:\w+\s+)?"
    r"|(?:娘|息子|母|父|姉|妹|兄|弟|妻|夫|従妹|従姉|従兄|従弟|伯母|叔母|伯父|叔父|祖母|祖父|孫|姪|甥)(?:の|さんの)?[、\s]*)$")

Finder = Callable[[str], Iterable[tuple[int, int]]]


def beside(texts: Sequence[str], pet: Finder, full: Finder, joiners: re.Pattern[str]) -> list[int]:
    """The paragraphs writing both the pet form and the full name (each given as a finder of its spans), or none
    where the guards above say two people: `joiners` matches what stands between two people's names ("and")."""
    together: list[int] = []
    pets = 0
    for i, text in enumerate(texts):
        a = list(pet(text))
        if not a:
            continue
        pets += 1
        b = list(full(text))
        if not b:
            continue
        for (s1, e1) in a:
            for (s2, e2) in b:
                between = text[e1:s2] if e1 <= s2 else text[e2:s1]
                if joiners.fullmatch(between) or KIN_BEFORE.search(between):
                    return []
        together.append(i)
    return together if len(together) <= SHARE_MAX * pets else []


def spans(pattern: re.Pattern[str]) -> Finder:
    """A finder of a pattern's spans."""
    return lambda text: (m.span() for m in pattern.finditer(text))
