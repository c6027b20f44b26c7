"""English sentences that give the subject another of its own names, not what it is (describe.py asks `renaming`
after a pattern matched): "ruled by Oz, the Great Wizard", "Oz is a Great Wizard", "I’m a very bad Wizard"; and the
copula's noun that says no more than that one is someone, or only gives the name (`VACUOUS`: "Dr. Watson is the very
man", "Toby was the name")."""

from __future__ import annotations

import re
from typing import Iterable

# an apposition ("Oz, the Great Wizard") before the other name, or a copula with words of quality ("Oz is a Great
# Wizard", "Oz is a good wizard": his own title, and how good)
_APPOSED = re.compile(r",\s+(?:the|a|an)\s+")
_COPULA_TO = r"\s+(?:is|was)\s+(?:(?:really|truly|indeed|only|just)\s+)?(?:the|a|an)\s+(?:[a-z][\w-]*\s+){0,2}"
# "I’m a very bad Wizard", "he was a very great Wizard": one of the subject's names as a common noun, a kind it is
_SELF_KIND = r"(?:I\s+am|I’m|I'm|I\s+was|he\s+is|she\s+is|he\s+was|she\s+was)\s+(?:a|an)\s+"
# the other name is the whole noun: the clause ends, or a clause of who speaks of it follows ("… I told you of")
_NAME_ENDS = r"(?:\s*[,;.!?”’\"—\u2060]|\s*$|\s+(?:I|you|he|she|we|they|how|and|but)\b)"

# a person noun with nothing of its own: the very or same one ("is the very man for it"), or the bare noun ending
# the clause ("is the man.")
_PERSON_NOUN = r"(?:man|woman|person|one|fellow|thing|party|chap|lady|gentleman|creature|individual)"
VACUOUS = (rf"the\s+(?:very\s+|same\s+|right\s+|very\s+same\s+){_PERSON_NOUN}\b"
           rf"|(?:the|a|an)\s+{_PERSON_NOUN}(?=\s*(?:[,;.!?”’\"—]|$))"
           # … nor the name itself: "Toby was the name", "Catherine Linton was her maiden name" (a naming: whose?)
           r"|(?:the|his|her|my|their|its|our|your)\s+(?:[a-z-]+\s+)?name(?=\s*(?:[,;.!?”’\"—]|$))"
           # … nor one of a group only a pronoun names: "Williams, who drove you to-night, was one of them"
           # (not "one of those iron men": a noun of its own)
           r"|one\s+of\s+(?:them|us|you)\b|one\s+of\s+(?:those|these)(?=\s*(?:[,;.!?”’\"—]|$))")


def renaming(said: str, name: str, names: Iterable[str]) -> bool:
    """An apposition or a copula whose noun is another of the subject's own names, whole ("ruled by Oz, the Great
    Wizard I told you of", "Oz is a Great Wizard, and …", "Oz is a good wizard"; not "Glinda, the Good Witch of
    the South"), or a self-introduction by one of them with "a" ("I’m a very bad Wizard"): a second name, or the
    entry's own title, not what the subject is. `said`: the sentence from the match on."""
    if re.match(rf"{_SELF_KIND}(?:[\w-]+\s+){{0,2}}{re.escape(name)}{_NAME_ENDS}", said):
        return True
    at = said.find(name)
    rest = said[at + len(name):] if at >= 0 else ""
    if article := _APPOSED.match(rest):  # (the name itself again is a cry, "The White Whale, the White Whale!")
        return any(re.match(rf"{re.escape(other)}{_NAME_ENDS}", rest[article.end():]) for other in names if other)
    return any(other != name and re.match(rf"{_COPULA_TO}(?i:{re.escape(other)}){_NAME_ENDS}", rest)
               for other in names if other)
