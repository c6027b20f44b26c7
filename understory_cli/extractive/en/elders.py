"""The elder generation of a name is a person of his own (issue 43 §4: two people, two entries): "old Dantès", "the
elder Dantès", "father Dantès" are the father of Dantès, the son the book names, where the text writes two
generations of the name ("the elder X", "X the younger", "the X, father and son") and the elder's uses are a small
share of the name's. Their forms are candidates of one entry (EnglishRules.variant_key), no fuller name of the
bare surname (EnglishRules.parts: "Dantès" stays the son's) — not where the family has two named bearers (the
entry of the bare titled form may then be the elder himself: family_uses.py)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..types import Candidate, Paragraph, Votes
from .family_uses import SHARE, two_generations
from .lexicon import EN_TITLES

ELDER_WORDS = ("old", "Old", "elder", "father")  # before the surname: old Dantès, the elder Dantès, father Dantès
MIN_USES = 3  # the elder named this often, all forms together
_NAMED = re.compile(r"^[A-Z][\w’'-]+$")


def elder_form(form: str) -> str | None:
    """The surname an elder's form names ("old Dantès" -> Dantès), else None."""
    words = form.split()
    return words[1] if len(words) == 2 and words[0] in ELDER_WORDS and _NAMED.match(words[1]) else None


def elder_candidates(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> tuple[dict[str, str], frozenset[str]]:
    """Add the elder generation's forms of a surname as candidates (a person's: a father), each with the uses it has,
    taken from the surname's own count; returns surname -> the one full name of its younger bearer (Edmond Dantès),
    whose the bare surname stays (EnglishRules.stated: the elder beside him would leave it to no one), and the forms
    added: only those are an elder's (a book of one generation's "Old Scrooge" is Scrooge)."""
    surnames = [f for f, c in candidates.items() if _NAMED.match(f) and c.kind_votes["person"] > 0]
    younger: dict[str, str] = {}
    added: set[str] = set()
    if not surnames:
        return younger, frozenset()
    text = "\n".join(p.text for p in paragraphs)
    generations = two_generations(text)
    for surname in surnames:
        if surname not in generations:
            continue
        given = {f for f in candidates if len(w := f.split()) == 2 and w[1] == surname and _NAMED.match(w[0])
                 and w[0] not in EN_TITLES}
        if len(given) > 1:
            continue  # two named bearers: which one is the elder, the text does not say here
        uses = Counter(m.group(1) for m in re.finditer(rf"(?<![\w.])({'|'.join(ELDER_WORDS)})\s+{re.escape(surname)}(?![\w’'-])", text))
        total = sum(uses.values())
        if total < MIN_USES or total > SHARE * candidates[surname].count:
            continue
        for word, n in uses.items():
            candidates[f"{word} {surname}"] = Candidate(f"{word} {surname}", n, Votes(person=float(n)))
            added.add(f"{word} {surname}")
        candidates[surname].count -= total
        if given:
            younger[surname] = next(iter(given))
    return younger, frozenset(added)
