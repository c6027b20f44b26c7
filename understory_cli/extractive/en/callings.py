"""What an apposition says a person is where describe.py's own apposition reads nothing (describe.py reads both):

- a calling after a name that a preposition governs: "the chidings of Bessie, the nurse," (Jane Eyre), "a word with
  Starbuck, the chief mate." (Moby-Dick). describe.py's apposition reads no name after "of" (the Land of Oz, a place;
  "the misery of that poor girl"): there the noun after the comma may be anything ("the deliverance of Queequeg, the
  deliverance"), so only a noun of what people ARE by trade or office counts here;
- a kin relation with no article and whose it is: "Miss Prudence Cowley, fifth daughter of Archdeacon Cowley"
  (The Secret Adversary), "the Hon. Miss Morton, only daughter of the late Lord Morton" (Sense and Sensibility).
"""

from __future__ import annotations

import re

# nouns of a trade, an office or a household place: what a person is, never a thing or a quality
CALLINGS = frozenset("""
nurse nursemaid maid housemaid lady's-maid housekeeper governess butler footman valet coachman groom gardener cook
porter page steward stewardess servant mate harpooneer harpooner boatswain carpenter blacksmith cooper sailor seaman
pilot skipper captain naturalist doctor surgeon physician apothecary chemist lawyer attorney solicitor clerk banker
merchant parson clergyman curate vicar rector chaplain priest minister schoolmaster schoolmistress teacher
under-teacher tutor superintendent headmaster headmistress principal manager treasurer secretary landlord landlady
innkeeper shopkeeper baker butcher farmer shepherd miller soldier officer sergeant lieutenant colonel major general
admiral detective inspector constable policeman gamekeeper keeper warder lodge-keeper magistrate judge mayor
governor portress waiter cabman typist student
""".split())

# the article and up to two words of its kind ("the second mate", "the old family nurse"), the calling, and the
# apposition closed: not one of a list ("of Bessie, the nurse, and the cook": three people)
_CALLING = "|".join(re.escape(c) for c in sorted(CALLINGS, key=len, reverse=True))
_GOVERNING = r"\b(?:of|for|with|to|by|from|on|upon|at|about|towards?)\s+"
_CLOSED = r"(?=\s*[.;:)!?”’\"]|,(?!\s+(?:and|or)\s+(?:the|a|an|his|her|their|[A-Z])))"


def governed_apposition(bare: str) -> re.Pattern[str]:
    """The pattern of a governed name (`bare`: its regex) and a calling apposed to it."""
    return re.compile(rf"{_GOVERNING}{bare},\s+(?:the|a|an|his|her|their|our|my)\s+(?:[a-z][\w-]*\s+){{0,2}}?"
                      rf"(?:{_CALLING})(?![\w-]){_CLOSED}")


# a kin relation apposed with no article, then whose: "Miss Prudence Cowley, fifth daughter of Archdeacon Cowley"
# (The Secret Adversary), "the Hon. Miss Morton, only daughter of the late Lord Morton" (Sense and Sensibility); the
# relation names its other end, so a governed name reads it too ("biography of Miss Prudence Cowley, fifth …")
_KIN = "daughter|son|sister|brother|wife|widow|husband|niece|nephew|cousin|heir|heiress|grandson|granddaughter"
_ORDER = "only|eldest|youngest|elder|younger|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"


def kin_apposition(bare: str) -> re.Pattern[str]:
    """The pattern of a name (`bare`: its regex) and an article-less relation apposed to it, then a name."""
    return re.compile(rf"(?<![\w-]){bare},\s+(?:(?:{_ORDER})\s+)?(?:{_KIN})\s+(?:of|to)\s+(?:the\s+)?"
                      r"(?:late\s+)?[A-Z]")


# a calling apposed before a person's name, read by en/roles.said in the name's clause: "the cook, Nastasya,", "the old
# gardener Auguste", "his servant, Lal Chowdar" (whose it is is the relation's, told.py: the calling is what one is).
# Not "your servant, Sir" (a greeting), not a list. (A calling after the name, "Bessie, the nurse", describe.py and the
# parse read as the card's own sentence: a role there would set their better line aside.)
_APPOSED_BEFORE = re.compile(rf"(?:^|[\s,])(?:[Tt]he|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur|[Mm]y)\s+(?:[a-z][\w'’-]*\s+){{0,2}}?"
                             rf"({_CALLING})(,?)\s$")
# after the name the apposition a comma opened must close on the person's own clause (", who", ", was"): "the
# housemaid, Eliza, fearful of …" is the housemaid doing something, and a name closing its clause may be called out
# ("Fetch the nurse, Mary!", "Where is the governess, Jane?": the clause is cut at the mark, so nothing tells them apart)
_CLOSED_AFTER = re.compile(r",\s+(?:who|whom|whose|was|is|had|has)\b")
# with no comma the name must not be the subject of a clause of its own: "He told the doctor Ivan was ill", "the cook
# Mary had hired" (the calling is the object of the verb before it, the name another's)
_OWN_VERB_AFTER = re.compile(r"\s+(?:[a-z]+ed|had|has|was|is|were|are|would|will|could|should|did|does|can|may|might|"
                             r"must|said|told|knew|went|came|saw|took|gave|made|thought)\b")


def apposed_calling(before: str, after: str) -> str | None:
    """The calling apposed before a person's name (`before`/`after`: its clause on either side), or None."""
    m = _APPOSED_BEFORE.search(before)
    if m is None or after.startswith(("’s", "'s")) or (
            not _CLOSED_AFTER.match(after) if m.group(2) else _OWN_VERB_AFTER.match(after)):
        return None
    return m.group(1)
