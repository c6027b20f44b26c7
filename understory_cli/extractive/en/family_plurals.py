"""A family in the plural is a group, not a thing nor one person (issue 43, stop 62: "the Miss Browns", "the Miss
Barkers" in Cranford, "the Epanchins" in The Idiot, typed "term").

A plural is a family's where its singular is a surname the book gives people: the last word of a name after a title
or a given name (Captain Brown, Miss Jessie Brown; Mrs. Epanchin, General Epanchin). The plural is the bare surname
with -s or -es (Browns, Joneses), alone or after the sisters' or brothers' title (Miss Browns, Misses Barker's plural
"Miss Barkers", Messrs). Not a surname that ends in -s itself (Mr. Jennings is no plural of a Jenning), nor a people
(Munchkins: no one is titled Munchkin). An entry all of whose forms are such plurals is a group (entities.build)."""

from __future__ import annotations

from .lexicon import EN_FAMILY_TITLES, EN_RANKS
from .persons import GIVEN

_GROUP_TITLES = frozenset("Miss Misses Messrs Mesdames".split())
_TITLES = EN_FAMILY_TITLES | EN_RANKS | frozenset("Dr Capt Col Gen Rev".split())


def _surnames(forms: set[str], titles: frozenset[str]) -> set[str]:
    """The last word of each name written after one of `titles` or a given name (Captain Brown, Jessie Brown)."""
    out = set()
    for f in forms:
        words = f.split()
        if len(words) >= 2 and "of" not in words and "the" not in words \
                and (words[0].rstrip(".") in titles or words[0] in GIVEN) and words[-1][:1].isupper() \
                and not (len(words) == 2 and words[1] in GIVEN):  # Sir William: no Williams family
            out.add(words[-1])
    return out


def family_plurals(forms: set[str]) -> set[str]:
    """The forms that name a family in the plural: Browns, Miss Browns, Joneses."""
    surnames = _surnames(forms, _TITLES)
    own = _surnames(forms, _TITLES - _GROUP_TITLES)  # Mr. Jennings (not Miss Browns: the sisters' title is plural too)
    out = set()
    for f in forms:
        words = f.split()
        if len(words) > 2 or len(words) == 2 and words[0].rstrip(".") not in _GROUP_TITLES:
            continue
        last = words[-1]
        if last in own or not last.endswith("s"):
            continue  # Mr. Jennings: the surname itself
        if last[:-1] in surnames or last.endswith("es") and last[:-2] in surnames:
            out.add(f)
    return out
