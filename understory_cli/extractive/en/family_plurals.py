"""A family in the plural is a group, not a thing nor one person (issue 43, stop 62: "the Miss Browns", "the Miss
Barkers" in Cranford, "the Epanchins" in The Idiot, typed "term").

A plural is a family's where its singular is a surname the book gives people: the last word of a name after a title
or a given name (Captain Brown, Miss Jessie Brown; Mrs. Epanchin, General Epanchin). The plural is the bare surname
with -s or -es (Browns, Joneses), alone or after the sisters' or brothers' title (Miss Browns, Misses Barker's plural
"Miss Barkers", Messrs). Not a surname that ends in -s itself (Mr. Jennings is no plural of a Jenning), nor a people
(Munchkins: no one is titled Munchkin). An entry all of whose forms are such plurals is a group (entities.build).

A people in the plural is a group too (issue 43, stop 65: "the Indians" and "three Brahmins" of The Moonstone typed a
thing and a person, "the Filipinos" of El Filibusterismo a thing): a one-word plural the text writes after an
article, a determiner or a number in most of its uses ("the Indians", "two Indians"), whose singular is a people's
noun by its shape (-an, -ian, -in, -ino, -ese, -ite: Indian, Brahmin, Filipino) or written once after "a"/"an" ("an
Indian"), and no place the votes type (the Highlands). Its singular, where it is a form of the book written after
"a"/"an" or never after a title and no person by its votes, goes with it ("a Filipino" beside "the Filipinos"; not
Muishkin of Prince Muishkin beside "the Muishkins", nor Morgan, who speaks, beside "the Morgans": `people_plurals`)."""

from __future__ import annotations

import re
from typing import Sequence

from ..gazetteer import is_country
from ..types import Candidate, Paragraph
from .lexicon import EN_FAMILY_TITLES, EN_MARRIED_TITLES, EN_RANKS, EN_TITLES
from .persons import GIVEN

_GROUP_TITLES = frozenset("Miss Misses Messrs Mesdames".split())
_TITLES = EN_FAMILY_TITLES | EN_RANKS | frozenset("Dr Capt Col Gen Rev".split())
_WIVES = EN_MARRIED_TITLES | frozenset({"Lady"})  # the title of a wife, before her husband's surname (Lady Bertram)


def _surnames(forms: set[str], titles: frozenset[str], given: bool = False) -> set[str]:
    """The last word of each name written after one of `titles` or a given name (Captain Brown, Jessie Brown);
    `given`: a given name's too (Lady Bertram)."""
    out = set()
    for f in forms:
        words = f.split()
        if len(words) >= 2 and "of" not in words and "the" not in words \
                and (words[0].rstrip(".") in titles or words[0] in GIVEN) and words[-1][:1].isupper() \
                and (given or not (len(words) == 2 and words[1] in GIVEN)):  # Sir William: no Williams family
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
    # the sisters' title before a plural makes it a surname's, a given name's too where a wife's title bears it (the
    # Miss Bertrams beside Lady Bertram, Mansfield Park: Bertram is a given name, as William of "Sir William" is), and
    # its bare plural with it; not a man's given name after his title (Miss Peters beside Mr Peter is one woman)
    loose = _surnames(forms, _WIVES, given=True)
    sisters = {f for f in forms if len(f.split()) == 2 and f.split()[0].rstrip(".") in _GROUP_TITLES
               and f.endswith("s") and f.split()[1][:-1] in loose and f.split()[1] not in own}
    return out | sisters | {f.split()[1] for f in sisters if f.split()[1] in forms}


PEOPLE_END = re.compile(r"(?:an|in|ino|ese|ite)$")  # Indian, Brahmin, Filipino, Chinese, Israelite
PEOPLE_SHARE = 0.5  # this share of the plural's uses after an article, a determiner or a number
_COUNTED = r"(?:[Tt]he|[Tt]hese|[Tt]hose|[Ss]ome|[Mm]any|[Aa]ll|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]everal|" \
    r"[Oo]ther)"


def people_plurals(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> frozenset[str]:
    """The forms naming a people in the plural, with their singulars where those are forms (module docstring)."""
    plurals = {f: f[:-1] for f, c in candidates.items() if " " not in f and len(f) > 3 and f.endswith("s")
               and f[-2] not in "su'’" and f[:1].isupper() and not _placed(f, c)}
    if not plurals:
        return frozenset()
    words = "|".join(re.escape(f) for f in sorted(plurals, key=len, reverse=True))
    bare = re.compile(rf"(?<![\w.])({words})(?!\w)")
    counted = re.compile(rf"\b{_COUNTED}\s+(?:[a-z][\w-]*\s+)?({words})(?!\w)")
    singular = re.compile(r"\b[Aa]n?\s+(?:[a-z][\w-]*\s+)?(" + "|".join(re.escape(s) for s in plurals.values())
                          + r")(?![\w’'])")
    uses: dict[str, int] = dict.fromkeys(plurals, 0)
    after: dict[str, int] = dict.fromkeys(plurals, 0)
    singly: set[str] = set()
    for p in paragraphs:
        if p.kind == "heading":
            continue
        for m in bare.finditer(p.text):
            uses[m.group(1)] += 1
        for m in counted.finditer(p.text):
            after[m.group(1)] += 1
        singly.update(m.group(1) for m in singular.finditer(p.text))
    out = {f for f, one in plurals.items() if uses[f] and after[f] >= PEOPLE_SHARE * uses[f]
           and (PEOPLE_END.search(one) or one in singly)}
    # the singular too, where the text writes it after "a"/"an" (a Filipino), or never after a title where the votes
    # make no person of it ("the good Filipino"): not the surname of a family (Prince Muishkin beside "the
    # Muishkins"), nor a man named bare ("said Morgan" beside "the Morgans")
    ones = {plurals[f] for f in out if plurals[f] in candidates}
    titled = re.compile(r"\b(?:" + "|".join(sorted(EN_TITLES | _TITLES)) + r")\.?\s+(" + "|".join(map(re.escape, ones))
                        + r")\b") if ones else None
    borne = {m.group(1) for p in paragraphs for m in titled.finditer(p.text)} if titled else set()
    return frozenset(out | {one for one in ones if one in singly or one not in borne and not _person(candidates[one])})


def _person(c: Candidate) -> bool:
    """The votes make a person of the form (it speaks, it owns: Morgan)."""
    return c.kind_votes["person"] > 0 and c.kind_votes["person"] >= max(c.kind_votes.values())


def _placed(form: str, c: Candidate) -> bool:
    """The votes type the form a place, or the gazetteer knows it (the Philippines: "a Philippine town")."""
    return is_country(form, "en") or c.kind_votes["place"] > 0 and c.kind_votes["place"] >= max(c.kind_votes.values())
