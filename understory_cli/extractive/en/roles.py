"""What English says a place or a person is, where no sentence describes it (roles.py reads and counts these):

- a place's kind in its own name (`named`): the head noun (Baker Street: a street, Northumberland Hotel: a hotel,
  Baskerville Hall: a hall, the City of Emeralds: a city, Cape Horn: a cape), a county's "-shire" (Devonshire) or a
  moor's "-moor" written solid (Dartmoor);
- a place's kind the text writes with it (`said`): "the town of Grimpen", "Rokovoko, an island far away", or the
  ocean or sea it heads ("the Pacific Ocean": the Pacific is an ocean; not a country's, the China Sea);
- a vessel's, the noun of ships before the name or apposed to it ("the ship Pequod", "our ship, the Pequod");
- a family, the plural of a person's surname (the Baskervilles);
- a person's rank or crown in the name or before it (Captain Ahab, Colonel Brandon, the Queen of Hearts: a captain,
  a colonel, a queen), and the common noun that is a person's name ("the Dodo" is a dodo, "the Knave of Hearts" a
  knave, "the Wicked Witch of the West" a witch): English writes no "the" before a proper name.

The role is given in the language's own words, lower case (street, county, queen, dodo; but a Christian, a Manxman,
a Gay-Header); messages.role_words says it.
"""

from __future__ import annotations

import re

from functools import lru_cache

from ..gazetteer import placed
from ..regions import region
from .callings import apposed_calling
from .narrator import PRONOUN
from .venues import BODY_AFTER, BODY_HEADS
from .lexicon import EN_CROWNS, EN_FAMILY_TITLES, EN_NATIONALITIES, EN_PLACE_HEADS, EN_RANKS, EN_TITLES

__all__ = ["CUT", "ENDS", "FIRST_PERSON", "NARRATOR", "NARRATOR_FIRST", "OPENS", "WINDOW", "WORDS", "named", "said", "surname_title",
           "worn_otherwise"]

WINDOW = 48  # characters either side: "the little fishing village of"
CUT = re.compile(r"[.;:!?\n\"“”()\[\]—]")  # a role is read within the name's clause (a comma stays: "X, a town")
WORDS = True
ENDS = frozenset(" \n\u00a0")  # "the town of X", "the Dodo", "Captain X": a word before the name
OPENS = frozenset(",'’")  # "X, a small town"; "X's Bank"
NARRATOR, FIRST_PERSON = "the narrator", frozenset({PRONOUN})  # roles.narrated: "Call me Ishmael."
NARRATOR_FIRST = True  # "the narrator" tells more than a role of his title (Dr. Watson: a doctor) or a noun (roles.py)

# Heads that say what the place is. Not those naming a place after something else (Charing Cross, Aldgate's Gate,
# Mount Vernon is an estate as often as a mountain, Port Said a town, Wuthering Heights a house) nor plural ones
# the line could not say with an article (Gardens, Fields), nor a street called a Place (Portland Place)
KIND_HEADS = frozenset(h.lower() for h in EN_PLACE_HEADS - {
    "Cross", "Gate", "Gates", "Mount", "Port", "Buildings", "Dominions", "Heights", "Continent", "Gardens", "Fields",
    "Plains", "Caves", "Downs", "Fens", "Hills", "Field", "Row", "Place", "Plaza"}) | frozenset(
    "moor heath common church chapel cathedral inn farm cottage lodge grange county hamlet parish prison".split())
# written first, before the place's own name (Cape Horn, Lake Geneva, Fort Sumter, the Villa Geneviève)
_FIRST = frozenset("cape lake fort isle villa".split())
_SHIRE = re.compile(r"[A-Z][a-z]{2,}shire")  # Devonshire, Yorkshire: a county
_MOOR = re.compile(r"[A-Z][a-z]{2,}moor")  # Dartmoor, Exmoor: a moor, the head written solid
# what the text calls a place in "the town of X" and "X, a small town"
_STATED = ("town city village hamlet county island isle kingdom country parish port state province republic duchy "
           "principality realm land valley river forest moor lake palace castle prison abbey convent suburb").split()
_KIND = "|".join(_STATED)
_OF = re.compile(rf"\b[Tt]he\s({_KIND})\sof\s(?:the\s)?$")  # (the palace of the Luxembourg)
# "X, a small town in Kent": up to three words that are not "of" between the article and the kind, and after it only
# the clause's end or a word placing it (a town clerk, a city man, a county family are someone else)
_APPOSITION = re.compile(rf", (?:a|an|the) (?:(?!of\b)[a-z-]+ ){{0,3}}({_KIND})"
                         r"(?=$|,| (?:in|on|of|near|by|at|where|which|that|with|upon|beside|between|lying|called|"
                         r"situated|some|about|not|far|north|south|east|west|across|beyond|and)\b)")
# "the Luxembourg palace", "Lowick parish": a one-word place's kind written after it in lower case, the clause going on
# (not "the Lowick village people", a village's people: only before the clause's end or a word that places it)
_KIND_AFTER = re.compile(r"^ (village|parish|palace|castle|prison|abbey|convent)(?=$|,| (?:in|on|of|near|by|at|where|"
                         r"which|that|with|and|was|is|had|has|stood|lay|itself)\b)")
# "the Pacific Ocean", "the Pacific ocean": a water the name heads (a capital or not); "the Pacific Oceans" too
_WATER_AFTER = re.compile(r"^ ((?i:ocean|sea))s?\b")
# "the ship Pequod", "our ship, the Pequod", "that ship there, the Pequod": what kind of vessel a thing is
_VESSELS = "ship|whaler|whale-ship|whaleship|schooner|brig|barque|frigate|sloop|steamer|yacht|vessel|packet|cutter"
_VESSEL_BEFORE = re.compile(rf"(?:^|\s)(?i:the|our|that|this|his|her|their|my|your)\s({_VESSELS})(?:\s+there)?"
                            r"(?:,\s(?:the|that)\s|\s)$")
# a person's rank or crown (Captain, Queen); Dr. is a doctor
_RANKS = {w.lower(): w.lower() for w in EN_RANKS | EN_CROWNS} | {"dr": "doctor"}
_RANK_BEFORE = re.compile(r"(?:^|\s)([A-Z][a-z]+)\.?\s$")
_THE = re.compile(r"(?:^|\s)[Tt]he\s$")
_NAME_GOES_ON = re.compile(r"\s+[A-Z]")  # the form is the first part of a longer name written after "the"
# "the Levaque woman", "the Pierron girl", "the Lennox brothers": a surname before a noun of people is no noun of its own
_PEOPLE_AFTER = re.compile(r"\s+(?:wom[ae]n|m[ae]n|boys?|girls?|lads?|lass(?:es)?|child(?:ren)?|kids?|babe|baby|brothers?|"
                           r"sisters?|twins|couple|family|families|folks?|people|household|clan|wife|husband|widow)\b")
# kinds of people English writes with a capital: nationalities, creeds, islanders
_PROPER_KINDS = EN_NATIONALITIES | frozenset(
    "Christian Jew Manxman Cornishman Irishman Scotchman Welshman Dutchman Yorkshireman Islander Highlander".split())
_ADJECTIVE = re.compile(r"(?:ed|ly|ful|ous|ive|able|ible|less)$")  # the ends of words that are no kind of being
# words that are a person's title, never what they are (the Father William of a rhyme, Uncle Henry)
_NOT_KINDS = frozenset(w.lower() for w in EN_TITLES) - set(_RANKS)


def named(name: str, kind: str, places: frozenset[str] = frozenset(),
          people: frozenset[str] = frozenset()) -> str | None:
    """The role a subject's own name says it has (its head noun, a county's -shire, a rank; a family, the plural of
    a surname among the persons' forms `people`: the Baskervilles of Henry Baskerville), or None."""
    words = name.replace(".", "").split()
    if kind == "organisation" and len(words) > 1 and words[-1] in BODY_HEADS:
        return words[-1].lower()  # Tellson's Bank: a bank
    if kind in ("term", "organisation") and len(words) == 1 and name.endswith("s"):
        surnames = {f.split()[-1] for f in people if len(f.split()) > 1}
        return "family" if name[:-1] in surnames else None
    if kind == "place":
        if len(words) == 1:
            return "county" if _SHIRE.fullmatch(name) else "moor" if _MOOR.fullmatch(name) else region(name, "en")
        head = _head(words)
        first = words[0].lower()
        return first if first in _FIRST and " of " not in f" {name} " else head if head in KIND_HEADS else None
    # a person's first word: Captain Ahab, Dr. Mortimer, the Queen of Hearts, the King
    return _RANKS.get(words[0].lower()) if kind == "person" and words else None


def said(before: str, after: str, name: str, kind: str, places: frozenset[str]) -> str | None:
    """The role or kind of place the text writes with the name here (`before`/`after`: its clause on either side;
    `name`: the form written), or None."""
    if kind == "place":
        m = _OF.search(before) or _APPOSITION.match(after) or (_KIND_AFTER.match(after) if " " not in name else None)
        if m is None and (water := _WATER_AFTER.match(after)) and not _known(name):
            return water.group(1).lower()
        return m.group(1) if m else None
    if kind == "organisation":  # Tellson|'s Bank: what kind of body (venues.py voted it one by the same words)
        return next(w for w in m.groups() if w).lower() if (m := BODY_AFTER.match(after)) else None
    if kind != "person":
        return m.group(1) if (m := _VESSEL_BEFORE.search(before)) else None
    if (m := _RANK_BEFORE.search(before)) and m.group(1).lower() in _RANKS and m.group(1) not in name.split():
        return _RANKS[m.group(1).lower()]
    if len(name.split()) > 1 and (rank := named(name, kind)):  # a form with its rank: the Princess Maybloom
        return rank
    if (calling := apposed_calling(before, after)) is not None:  # "the cook, Nastasya", "Bessie, the nurse"
        return calling
    if _THE.search(before) and not _NAME_GOES_ON.match(after) and not _PEOPLE_AFTER.match(after):
        # (not "the Tom Buchanans": a family, "tom" no kind; not "the Levaque woman": his wife, "levaque" no kind)
        return _common_noun(name)
    return None


@lru_cache(maxsize=1024)
def _known(name: str) -> bool:
    """A country or city the gazetteer knows: its name before "Sea" makes a sea named after it (the China Sea)."""
    return bool(placed({name: (name,)}, "en"))


def _head(words: list[str]) -> str:
    """The head noun of a name: the word before its "of" (the City of Emeralds), else its last (Baker Street)."""
    return (words[words.index("of") - 1] if "of" in words[1:] else words[-1]).lower()


def _common_noun(name: str) -> str | None:
    """The kind a name written after "the" says (the Dodo: dodo; the Wicked Witch of the West: witch), or None
    where it is a family (the Dashwoods), a title (the Father) or no word (the Mr. Palmer)."""
    words = name.split()
    if not all(w[:1].isupper() or w in ("of", "the") for w in words) or any("." in w for w in words):
        return None
    head = words[words.index("of") - 1] if "of" in words[1:] else words[-1]
    if len(head) < 3 or head.lower() in _NOT_KINDS or (head.endswith("s") and not head.endswith("ss")) \
            or _ADJECTIVE.search(head):
        return None  # a family (the Dashwoods), a title, or no noun (the Highly Magnified)
    if any(w in EN_TITLES for w in words[:words.index(head)]):
        return None  # the Princess Maybloom: a title and her name (`named` reads the title)
    # in lower case (the Dodo is a dodo), but a people's or a creed's word (the Christian, the Manxman)
    proper = head in _PROPER_KINDS or "-" in head  # (a Gay-Header, a Guernsey-man: of a place)
    return _RANKS.get(head.lower()) or (head if proper else head.lower())


def worn_otherwise(before: str, written: str, forms: list[str]) -> bool:
    """A rank before the name or in the form written (Inspector Brown) where the subject's own forms give that
    surname a family title (Mr. Brown): two forms of the name that say different things, the rank worn once by a man
    the text calls Mr. (a villain's alias, a disguise), no calling of his."""
    words = written.replace(".", "").split()
    rank = _RANK_BEFORE.search(before)
    if not words or not (rank and rank.group(1).lower() in _RANKS or len(words) > 1 and words[0].lower() in _RANKS):
        return False
    return any(len(f.split()) == 2 and f.split()[0].rstrip(".") in EN_FAMILY_TITLES and f.split()[1] == words[-1]
               for f in forms)


def surname_title(name: str, alias: str, seen: str) -> str | None:
    """English ties no surname-and-title form to a role (Mr. Dashwood is a man of that family, not a calling)."""
    return None
