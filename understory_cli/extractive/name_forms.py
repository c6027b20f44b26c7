"""One method for the forms of one person's name a translation writes (en/patronymics.py, en/petnames.py,
ja/forenames.py; ja/foreign.py and zh/cut_sounds.py keep a name's parts whole): a pet
form (Mitya, ミーチャ, Gania) and the full name of its group with a patronymic (Dmitri Fyodorovitch, ドミトリイ・
フョードロヴィッチ) are one person's where the text writes them in one paragraph, in speech or in narration
("this Mitya, or rather Dmitri Fyodorovitch"), and the group has one such bearer. Two guards tell two people apart:

- written joined by "and", "with" or と/や (「ナタリヤ・イワーノヴナとナターシャは」) anywhere in the book: two people;
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
                if joiners.fullmatch(between):
                    return []
        together.append(i)
    return together if len(together) <= SHARE_MAX * pets else []


def spans(pattern: re.Pattern[str]) -> Finder:
    """A finder of a pattern's spans."""
    return lambda text: (m.span() for m in pattern.finditer(text))
