"""Hotels, inns, restaurants and clubs: places, where nothing else says what the name is (en/names.discover).

- a name headed by a venue's word (the Savoy Hotel, the Blue Boar Inn, South Audley Mansions) is a place, a club
  too (the Reform Club: a house one goes to, before a body of members);
- a name the text writes before such a word even once ("the Savoy hotel") is that place written short;
- a one-word name written as "the X" (more often gone to than written bare: "“Ritz,” replied Tuppence"), that
  nothing else gives a kind, is a place where the text goes to it, is at or near it or comes from it ("strolled
  round to the Ritz", "took up their abode at the Ritz", "near the Luxembourg", a palace), and a thing where one is
  on or aboard it or written after a vessel's noun (the Lusitania, "his frigate, the Laconia": a ship);
- a bank or a company, a body (Tellson's Bank, the East India Company), is an organisation: a name headed by its
  word, or a name written before it twice ("Tellson's bank", "Tellson's Bank"; roles.py states the word).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..types import Candidate, Paragraph

VENUE_HEADS = frozenset("Hotel Inn Club Tavern Arms Restaurant Café Cafe Mansions Chambers Theatre Theater".split())
# after a name in lower case too ("the Savoy hotel"); not arms nor chambers, a body's ("Boris's arms")
_HEADS = "|".join(sorted(VENUE_HEADS | {h.lower() for h in VENUE_HEADS} - {"arms", "chambers", "mansions"}))
# at the Ritz, to the Savoy, from the Ritz, out of the Ritz, into the Savoy, near the Luxembourg, “To the Luxembourg!”
# (not "in the": in the Times, in the Bible, in the Navy are no places)
_TO_THE = re.compile(r"\b(?:[Aa]t|[Tt]o|[Ff]rom|[Ii]nto|out\s+of|[Nn]ear|[Tt]owards?)\s+the\s+$")
_ON_THE = re.compile(r"\b(?:on|aboard|board)\s+(?:the\s+)?$")  # on the Lusitania: a vessel
# "Captain Wentworth's frigate, the Laconia", "the ship Pharaon": a vessel's noun before the name, which one sails from
# and goes to as to a place (Persuasion's "from the Laconia", "went away to the Laconia")
_VESSEL_THE = re.compile(r"\b(?i:ship|frigate|sloop|schooner|brig|barque|steamer|yacht|vessel|cutter|launch|whaler)"
                         r"(?:,\s+|\s+)(?:the\s+)?$")
_THE = re.compile(r"\b[Tt]he\s+$")
MIN_VISITS = 2
# a body's word heading a name or written after it (Tellson's Bank, "Tellson's bank"; the Bank of England is the
# country's): an organisation. A capital, or "bank" after a possessive: "the Thames bank" is a river's side
BODY_HEADS = frozenset({"Bank", "Company"})  # (not a school or a hospital: a place one goes to as often)
BODY_AFTER = re.compile(r"(?:’s|'s)?\s+(Bank|Company)\b|(?:’s|'s)\s+(bank)\b")


def venue_votes(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> None:
    """Place votes for the venues among the forms, organisation votes for the bodies (the module's rules)."""
    for form, c in candidates.items():
        words = form.split()
        if len(words) > 1 and words[-1] in VENUE_HEADS and "of" not in words:
            c.kind_votes["place"] += 1 + c.kind_votes.pop("organisation", 0.0)
        elif len(words) > 1 and words[-1] in BODY_HEADS and "of" not in words:
            c.kind_votes["organisation"] += 1 + c.kind_votes.pop("person", 0.0)
    bare = [f for f, c in candidates.items() if " " not in f and not any(v > 0 for v in c.kind_votes.values())]
    if not bare:
        return
    pattern = re.compile(r"\b(" + "|".join(re.escape(f) for f in sorted(bare, key=len, reverse=True)) + r")\b")
    headed: set[str] = set()
    visits: Counter[str] = Counter()
    unarticled: Counter[str] = Counter()
    vessels: set[str] = set()
    bodies: Counter[str] = Counter()
    for p in paragraphs:
        text = p.text.replace("_", "")  # the _Ritz_: an italic name
        for m in pattern.finditer(text):
            form, before = m.group(1), text[max(0, m.start() - 24):m.start()]
            if re.match(rf"(?:’s|'s)?\s+(?:{_HEADS})\b", text[m.end():m.end() + 16]):
                headed.add(form)
            elif BODY_AFTER.match(text[m.end():m.end() + 16]):
                bodies[form] += 1
            if _ON_THE.search(before) or _VESSEL_THE.search(before):
                vessels.add(form)
            elif not _THE.search(before):
                unarticled[form] += 1
            elif _TO_THE.search(before):
                visits[form] += 1
    for form in headed:
        candidates[form].kind_votes["place"] += 1
    for form, n in bodies.items():
        if n >= MIN_VISITS and form not in headed:
            candidates[form].kind_votes["organisation"] += n
    for form, n in visits.items():
        if n >= MIN_VISITS and n > unarticled[form] and form not in vessels | headed:
            candidates[form].kind_votes["place"] += 0.5 * n
