"""An entry a family title names ("Miss Baker") is titled by the person's own full name where the entry holds one
("Jordan Baker", and the given name alone, "Jordan"), written with the given name at least as often as the
title (issue 43 §4: a merged entry titled by its weaker form). The title is a name of the entry's person the text
writes: shown once it is read (wiki/extractive.py, title_steps), the family title before."""

from __future__ import annotations

from collections import Counter

from .lexicon import EN_FAMILY_TITLES, EN_TITLES


def full_name_title(name: str, forms: list[str], mentions: Counter[str]) -> str:
    """"Jordan Baker" for "Miss Baker" among the entity's forms, where it is the one full name of the surname, its
    given name is one of the forms too, and the two are written at least as often as the titled form; else the name."""
    words = name.split()
    if len(words) != 2 or words[0].rstrip(".") not in EN_FAMILY_TITLES:
        return name
    full = [f for f in forms if len(w := f.split()) == 2 and w[1] == words[1] and w[0][:1].isupper()
            and w[0].rstrip(".") not in EN_TITLES and w[0] in forms]
    if len(full) != 1 or mentions[full[0]] + mentions[full[0].split()[0]] < mentions[name]:
        return name
    return full[0]
