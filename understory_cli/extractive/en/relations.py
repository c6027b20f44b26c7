"""Relations English states between two names written next to each other: "Margaret, Mrs. Dashwood's
daughter", "the daughter of X", "X's wife, Y" (relations.py reads them); those a possessive tells ("my aunt, Mrs. Reed", "his nephew, Fred") are
told.py's, which relations.told_relations asks for through `told`."""

from __future__ import annotations

import re

from .coreference import title_sex
from .told import FIRST_PERSON, HOUSEHOLD, NARRATOR, relation_sex, told  # noqa: F401  (read through this module: languages.part(language, "relations"))

RELATIONS = ("daughter|son|wife|husband|sister|brother|mother|father|aunt|uncle|cousin|niece|nephew|"
             "grandfather|grandmother|grandson|granddaughter|master|mistress|friend|guardian|heir|" + HOUSEHOLD)
RELATION_WORD = re.compile(rf"(?i:{RELATIONS})")

# (pattern between the two names, pattern after the second, which of them the relation is of)
# "Margaret, Mrs. Dashwood's daughter" / "Margaret was Mrs. Dashwood's daughter": the first is the second's
_OF_SECOND = re.compile(r",\s+|\s+(?:was|is)\s+")
_POSSESSIVE_AFTER = re.compile(rf"[’']s\s+(?:only\s+|eldest\s+|youngest\s+|elder\s+|younger\s+|own\s+)?({RELATIONS})\b")
# "Margaret, the daughter of Mrs. Dashwood" / "Margaret was the youngest daughter of …"
_OF_BETWEEN = re.compile(rf"(?:,\s+|\s+(?:was|is)\s+)(?:the|a|an)\s+(?:only\s+|eldest\s+|youngest\s+|elder\s+|"
                         rf"younger\s+|own\s+)?({RELATIONS})\s+of\s+(?:the\s+)?")
# "Mrs. Dashwood's daughter, Margaret": the second is the first's
_FIRST_POSSESSIVE = re.compile(rf"[’']s\s+(?:only\s+|eldest\s+|youngest\s+|elder\s+|younger\s+)?({RELATIONS}),?\s+")


def said(between: str, after: str, first: str, second: str) -> tuple[str, str, str] | None:
    """(whose, relation, to whom) the text between two names (and after the second) states, or None; never one whose
    holder's title says the other sex ("Mr. Norris" an aunt: the two names are not the relation's two ends)."""
    found = _said(between, after, first, second)
    if found and (sex := relation_sex(found[1])) and title_sex(found[0]) not in (None, sex):
        return None
    return found


def _said(between: str, after: str, first: str, second: str) -> tuple[str, str, str] | None:
    if (m := _OF_BETWEEN.fullmatch(between)):
        return first, m.group(1), second
    if _OF_SECOND.fullmatch(between) and (m := _POSSESSIVE_AFTER.match(after)):
        return first, m.group(1), second
    if (m := _FIRST_POSSESSIVE.fullmatch(between)):
        return second, m.group(1), first
    return None


def label(relation: str, other: str) -> str:
    """How an infobox shows it: "daughter of Mrs. Dashwood"."""
    return f"{relation} of {other}"
