"""A sentence that says who someone is only through a relation a pronoun anchors ("Mr. Stone, my companion,", "Vassily
was one of his old comrades", "Mr. Tracy is an intimate friend of mine"): whose, a reader cannot tell from the line
(issue 43), so a card gives way to a relation the text states with a name (wiki/extractive.py asks
describe.anchored_on_pronoun, which asks this part of a language that has one). Where the book states no such
relation the sentence stays the card: a line that names the pronoun's antecedent ("Stepan Arkadyevitch … his
sister-in-law, Kitty") still tells the reader whose."""

from __future__ import annotations

import re

from .describe import patterns
from .told import RELATIONS

_POSSESSIVE = r"(?:his|her|their|my|our)"
_KIN = rf"(?:{RELATIONS})s?(?:-in-law)?"
_ADJECTIVES = r"(?:[\w-]+\s+){0,2}?"


def _ties(name: str) -> re.Pattern[str]:
    """A pronoun's relation next to the name: before it ("his sister-in-law, Kitty"), apposed after it ("Mr. Stone, my
    companion,") or after its copula ("was one of his old comrades", "is an intimate friend of mine"); a calling
    ("Joseph, his old servant") is none: what one is, whoever's."""
    spaced = r"\s+".join(re.escape(w) for w in name.split())
    owned = rf"(?:one\s+of\s+)?{_POSSESSIVE}\s+{_ADJECTIVES}{_KIN}\b"
    of_mine = rf"(?:a|an|the|one)\s+{_ADJECTIVES}{_KIN}\s+of\s+(?:mine|his|hers|ours|yours|theirs)\b"
    return re.compile(rf"(?P<tie>\b{_POSSESSIVE}\s+{_ADJECTIVES}{_KIN},?\s+)(?=(?:the\s+)?{spaced}\b)"
                      rf"|{spaced}(?P<apposed>,\s+{owned})"
                      rf"|{spaced}\s+(?:was|is|had\s+been|became)\s+(?P<copula>{owned}|{of_mine})", re.IGNORECASE)


def _blank(found: re.Match[str]) -> str:
    """The match with its relation (not the name) blanked, the same length; the space before the name kept, so the name
    still stands as a word ("by her cousin Edmund, the youngest of the sons": Edmund's own apposition still reads)."""
    group = next(g for g in ("tie", "apposed", "copula") if found.group(g) is not None)
    start, end = found.start(group) - found.start(), found.end(group) - found.start()
    tie = found.group()[start:end]
    kept = len(tie) - len(tie.rstrip())
    return found.group()[:start] + "_" * (end - start - kept) + tie[len(tie) - kept:] + found.group()[end:]


def pronoun_anchored(sentence: str, names: list[str]) -> bool:
    """The sentence says with a noun who one of `names` is only through a relation a pronoun anchors: with that
    relation blanked no pattern of strength 3 reads it any more."""
    for name in names:
        if not name or name not in sentence or not (tie := _ties(name)).search(sentence):
            continue
        blanked = tie.sub(_blank, sentence)
        if not any(strength == 3 and (found := pattern.search(blanked)) and not (guard and guard.search(blanked[:found.start()]))
                   for strength, pattern, guard in patterns(name)):
            return True
    return False
