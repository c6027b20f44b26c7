"""An entry a family title names ("Miss Baker") is titled by the person's own full name where the entry holds one
("Jordan Baker", and the given name alone, "Jordan"), written with the given name at least as often as the
title (issue 43 §4: a merged entry titled by its weaker form), and met no later than the title: an entry is dated by its
title's ties, so a full name met chapters after "Miss Baker" would hide the entry from a reader who knows her already
(stop 58's review)."""

from __future__ import annotations

from collections import Counter
from typing import Mapping

from .lexicon import EN_FAMILY_TITLES, EN_TITLES


def full_name_title(name: str, forms: list[str], mentions: Counter[str], met: Mapping[str, int] | None = None) -> str:
    """"Jordan Baker" for "Miss Baker" among the entity's forms, where it is the one full name of the surname, its
    given name is one of the forms too, the two are written at least as often as the titled form, and the full name
    is met (`met`: form -> first chapter) no later than the title; else the name."""
    words = name.split()
    if len(words) != 2 or words[0].rstrip(".") not in EN_FAMILY_TITLES:
        return name
    full = [f for f in forms if len(w := f.split()) == 2 and w[1] == words[1] and w[0][:1].isupper()
            and w[0].rstrip(".") not in EN_TITLES and w[0] in forms]
    if len(full) != 1 or mentions[full[0]] + mentions[full[0].split()[0]] < mentions[name]:
        return name
    if met is not None and met.get(full[0], 0) > met.get(name, 0):
        return name
    return full[0]
