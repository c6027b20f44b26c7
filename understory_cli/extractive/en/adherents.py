"""A demonym or a faction's noun written as a noun for one of its members ("a tall, strapping, black-eyed Catalan",
"denounce him … as a Bonapartist agent", "a Socialist"), which a translation keeps capitalised: no name, however
often it points at one character (judges' R10-2). The text's own shape tells it: the word is written after an
article or a determiner, or before a common noun as an adjective, nearly every time, with an indefinite article at
least once (a name is seldom "a Dantès"), and ends as the language's demonyms and adherents' nouns end (-an, -ian,
-ist, -in, -ine, -ite, -ese, -ish, -al, -ic, -ais); and the tagger reads it as a people, a creed or a party (NORP) in
most of its first uses (a fairy tale's "the Tin Woodman", "a Munchkin" have the same shape), unless it is an adherent's
-ist after a stem of five letters or more (Bonapartist, Socialist; not Christ). A
form the stem of such a noun heads, the same noun's feminine or its adjective ("the Catalane" beside "a Catalan"),
goes with it. A plural is left: it names
the people or the place they live in ("the village of the Catalans")."""

from __future__ import annotations

import re
from typing import Sequence

from ..types import Candidate, Paragraph
from .tagger import english

ENDINGS = re.compile(r"(?:an|ane|ian|ienne?|ist|in|ine|ite|ese|ish|al|ic|ais|aise)$")
# an adherent's -ist after a stem of its own (Bonapart-ist, Social-ist), which the tagger need not read a people; not
# "Christ" (stop 58's review)
_ADHERENT = re.compile(r"^[A-Z]\w{4,}ist$")
SAMPLE = 6  # uses the tagger reads of a word the text's shape already marks …
WINDOW = 120  # … with this many characters each side
DETERMINED_SHARE = 0.75  # this share of the uses written after a determiner or before a common noun
# (the words between are its adjectives, "a tall, strapping, black-eyed Catalan", not a clause: "a war, and Spain")
_DETERMINER = re.compile(r"\b(a|an|the|this|that|every|any|no|another|some|each|one|his|her|their|our|my|your|its)"
                         r"\s+(?:(?!(?:and|or|but|nor|then|than|that|which|who|to|of|in|on|at|by|for|with|from|as|is|"
                         r"was|were|are|be|had|has|have|said)\b)[a-z][\w-]*,?\s+){0,3}$", re.IGNORECASE)
_INDEFINITE = frozenset("a an another every each one no any".split())
_AFTER_INDEFINITE = re.compile(r"\b(?i:a|an|another|every|each|one|no|any)\s+(?:[a-z][\w-]*,?\s+){0,3}([A-Z][\w’'-]*)")
# the word before a common noun as its adjective ("a Bonapartist agent", "your Catalan knife"), not before a verb
# or a function word ("the Catalan watched him")
_NOUN_AFTER = re.compile(r"\s+[a-z]{2,}(?<!ed)(?<![^s]s)\b")  # (not a verb's "Spain knows", "Spain wished")
_NOT_NOUN = re.compile(r"\s+(?:and|or|of|to|in|was|is|had|has|who|which|with|said|would|could|should|will|did|does|"
                       r"were|are|at|on|for|from|by|as|that|but|not|whom|whose|himself|herself|came|went|looked|took|"
                       r"made|gave|replied|answered|cried|asked|resumed|watched|seemed|turned|began|might|must)\b")


def _uses(text: str, form: str) -> tuple[int, int, int]:
    """How often `form` is written, of those how often determined or as an adjective, and how often indefinite."""
    n = determined = indefinite = 0
    for m in re.finditer(r"(?<![\w’'])" + re.escape(form) + r"(?![\w’'])", text):
        n += 1
        det = _DETERMINER.search(text[max(0, m.start() - 60):m.start()])
        after = text[m.end():m.end() + 20]
        if det or _NOUN_AFTER.match(after) and not _NOT_NOUN.match(after):
            determined += 1
        if det and det.group(1).lower() in _INDEFINITE:
            indefinite += 1
    return n, determined, indefinite


def _people_word(text: str, form: str) -> bool:
    """The tagger reads the word as a nationality, a creed or a party (NORP) in most of its first uses: a fairy tale's
    "the Tin Woodman", "a Munchkin", "the Guardian of the Gates" end as demonyms do and are written the same way."""
    uses = [m.start() for m in re.finditer(r"(?<![\w’'])" + re.escape(form) + r"(?![\w’'])", text)][:SAMPLE]
    nlp = english()
    norp = 0
    with nlp.select_pipes(enable=["ner"]):
        for at, doc in zip(uses, nlp.pipe(text[max(0, at - WINDOW):at + len(form) + WINDOW] for at in uses)):
            offset = at - max(0, at - WINDOW)
            norp += any(e.label_ == "NORP" and e.start_char <= offset < e.end_char for e in doc.ents)
    return norp > len(uses) / 2


def adherents(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> set[str]:
    """The one-word forms of `out` that are a demonym or a faction's noun (module docstring), and their variants."""
    text = "\n".join(p.text for p in paragraphs if p.kind != "heading")
    found: set[str] = set()
    # (one pass finds the words written after an indefinite article: only those are read)
    indefinite_before = {m.group(1) for m in _AFTER_INDEFINITE.finditer(text)}
    for form in out:
        if form not in indefinite_before or " " in form or not ENDINGS.search(form):
            continue
        n, determined, indefinite = _uses(text, form)
        if n and indefinite and determined >= DETERMINED_SHARE * n and (_ADHERENT.search(form) or _people_word(text, form)):
            found.add(form)
    for form in out:  # the Catalane of a Catalan: the same stem, written after a determiner every time
        if form not in found and " " not in form and not form.endswith("s") \
                and any(form != f and form.startswith(f) and len(form) - len(f) <= 2 for f in found):
            n, determined, _ = _uses(text, form)
            if n and determined == n:
                found.add(form)
    return found
