"""What spaCy's named-entity layer (en_core_web_sm, `tagger.english`) calls each candidate, over a bounded sample of its
uses: the tally the English finder's rules then read (`en/entity_rules.py`).

The small model is noisy on old prose (Tickler the cane tagged ORG, "Mum" PERSON, "Carols" ORG), so no single tag
is trusted: each form is read in up to SAMPLE_PER_FORM of its uses (its first meetings and a spread of the rest), and
only a tally that agrees is used. The sample is bounded per form and per book (BOOK_CHARS), the forms most used first,
so a long book costs what a short one does: the finder stays within issue 43's speed budget (1.5× main's time per
character). Only the `ner` pipe runs: in en_core_web_sm it embeds the words itself (the shared tok2vec feeds the
tagger and the parser, which are not read here).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ..types import Candidate, Paragraph
from .tagger import english

SAMPLE_PER_FORM = 8
FIRST_USES = 3  # a form's first meetings are always read: a name is often introduced in full there
WINDOW = 120  # characters read on either side of a use (the tagger's context is a few words wide)
BOOK_CHARS = 150_000  # at most this much text is tagged per book

# the tag's bucket: what a reader calls the entity
BUCKETS = {"PERSON": "person", "GPE": "place", "LOC": "place", "FAC": "place", "ORG": "group", "NORP": "group",
           "DATE": "time", "TIME": "time", "EVENT": "time", "WORK_OF_ART": "thing", "PRODUCT": "thing",
           "LAW": "thing", "LANGUAGE": "thing"}
NONE = "none"  # no entity over the use
OTHER = "other"  # a number, a quantity, money


@dataclass
class Tally:
    """One form's reading: how many sampled uses each bucket took, and the longer entities the uses sat inside
    ("the Three Jolly Bargemen" around "Jolly Bargemen"), as written, without a leading article."""

    buckets: Counter[str] = field(default_factory=Counter)
    wider: Counter[str] = field(default_factory=Counter)
    uses: int = 0  # every use in the book, and of them those written after …
    articled: int = 0  # … an article, a determiner or "of" (the Hulks, a Mangaboo, Valley of Voe)
    capped: int = 0  # … a capitalised word in mid-sentence (the Golden Cap, Mon Dieu)

    @property
    def read(self) -> int:
        return sum(self.buckets.values())

    def share(self, *buckets: str) -> float:
        return sum(self.buckets[b] for b in buckets) / self.read if self.read else 0.0


def _sample(uses: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """The first FIRST_USES uses and an even spread of the rest, SAMPLE_PER_FORM in all."""
    if len(uses) <= SAMPLE_PER_FORM:
        return uses
    rest = uses[FIRST_USES:]
    step = len(rest) / (SAMPLE_PER_FORM - FIRST_USES)
    return uses[:FIRST_USES] + [rest[int(i * step)] for i in range(SAMPLE_PER_FORM - FIRST_USES)]


# not every, each, this, next: a time's words (every Christmas Day), and a date is junk however it is written
_ARTICLED = re.compile(r"\b(?:the|a|an|another|some|any|of|these|those|our|my|his|her|their|your|its)\s+$", re.IGNORECASE)
_CAPPED = re.compile(r"[\w,]\s+[A-Z][\w’']*\s+$")


def _contexts(paragraphs: Sequence[Paragraph], uses: list[tuple[int, int, int]]) -> tuple[int, int]:
    """How many of the uses follow an article or "of", and how many a capitalised word in mid-sentence."""
    before = [paragraphs[i].text[max(0, s - 30):s] for i, s, _ in uses]
    return sum(bool(_ARTICLED.search(b)) for b in before), sum(bool(_CAPPED.search(b)) for b in before)


def _window(text: str, start: int, end: int) -> tuple[int, int]:
    """A stretch around a use, cut at spaces so no word is halved."""
    lo = max(0, start - WINDOW)
    hi = min(len(text), end + WINDOW)
    if lo > 0:
        space = text.find(" ", lo, start)
        lo = space + 1 if space >= 0 else start
    if hi < len(text):
        space = text.rfind(" ", end, hi)
        hi = space if space >= 0 else end
    return lo, hi


def entity_tallies(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate], forms: Sequence[str],
                   wanted: Callable[[str, Tally], bool] = lambda form, tally: True) -> dict[str, Tally]:
    """The tally of each of `forms` (candidates) over its sample, for the forms `wanted` by how they are written
    (a Tally with its contexts only): forms with no sampled use are absent."""
    forms = [f for f in forms if f[:1].isupper()]
    if not forms:
        return {}
    pattern = re.compile(r"(?<![\w.])(" + "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
                         + r")(?![\w])")
    uses: dict[str, list[tuple[int, int, int]]] = {f: [] for f in forms}
    for i, p in enumerate(paragraphs):
        if p.kind == "heading":
            continue
        for m in pattern.finditer(p.text):
            uses[m.group(1)].append((i, m.start(), m.end()))
    out: dict[str, Tally] = {}
    for f, u in uses.items():
        articled, capped = _contexts(paragraphs, u)
        out[f] = Tally(uses=len(u), articled=articled, capped=capped)
    forms = [f for f in forms if uses[f] and wanted(f, out[f])]
    if not forms:  # importing spaCy and loading its model cost about 2.5 s: not for nothing
        return {}
    # the most used forms first, each its sample, until the book's budget is spent
    chosen: dict[int, list[tuple[int, int, str]]] = {}
    spent = 0
    for form in sorted(forms, key=lambda f: -candidates[f].count):
        picked = _sample(uses[form])
        cost = sum(min(2 * WINDOW, len(paragraphs[i].text)) for i, _, _ in picked)
        if spent + cost > BOOK_CHARS:
            continue
        spent += cost
        for i, s, e in picked:
            chosen.setdefault(i, []).append((s, e, form))
    # one stretch per overlapping group of windows in a paragraph, each tagged once
    stretches: list[tuple[int, int, int, list[tuple[int, int, str]]]] = []
    for i, hits in sorted(chosen.items()):
        text = paragraphs[i].text
        for s, e, form in sorted(hits):
            lo, hi = _window(text, s, e)
            if stretches and stretches[-1][0] == i and lo <= stretches[-1][2]:
                last = stretches[-1]
                stretches[-1] = (i, last[1], max(last[2], hi), last[3] + [(s, e, form)])
            else:
                stretches.append((i, lo, hi, [(s, e, form)]))
    nlp = english()
    with nlp.select_pipes(enable=["ner"]):
        docs = nlp.pipe((paragraphs[i].text[lo:hi] for i, lo, hi, _ in stretches), batch_size=64)
        for (i, lo, hi, hits), doc in zip(stretches, docs):
            ents = [(lo + e.start_char, lo + e.end_char, e.label_, e.text) for e in doc.ents]
            for s, e, form in hits:
                tally = out[form]
                over = next((x for x in ents if x[0] < e and s < x[1]), None)
                if over is None:
                    tally.buckets[NONE] += 1
                    continue
                tally.buckets[BUCKETS.get(over[2], OTHER)] += 1
                if over[0] <= s and e <= over[1] and (over[0], over[1]) != (s, e):
                    tally.wider[re.sub(r"^(?:[Tt]he)\s+", "", over[3])] += 1
    return {f: out[f] for f in forms if out[f].read}
