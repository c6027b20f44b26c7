"""What the English finder takes from spaCy's named-entity tallies (`en/entity_votes.py`): junk, kinds and a name's
full extent, only where the tagger agrees with itself over a form's sample.

Measured on Great Expectations, The Murder on the Links, The Secret Adversary, Jane Eyre, Oz and Sense and
Sensibility, the small model is right about *what kind of thing* a form is far less often than the rules: it calls
Biddy a place eight times out of eight, Calais a person, Buenos Ayres and Marchaud organisations, Tickler the cane an
ORG, "Mum" and "Jacks" PERSON. So the tallies never overrule a kind the rules gave (speech, titles, prepositions,
given names), and they decide only what the rules leave open:

- a form nothing types whose sampled uses the tagger calls a date or a feast (Christmas Day, "Every Christmas Day")
  is no name: the shape it is consistent on. That it tags nothing is no evidence: it leaves Tar (of tar-water) and
  "Dieu" untagged, but as often a name it does not know (Ishmael, Queequeg, Auguste);
- a bare name nothing types (seldom written after an article, "of" or another capital) is a person where most of its
  sampled uses are tagged and nearly all PERSON (Léonie, Hercule Poirot, M. Poirot). Places and groups are not read:
  on Oz the tagger made the Sorcerer, the Rainbow and the Wicked Witch of the West organisations and the Love Magnet a
  place, and a fairy tale's "the X" it calls a person at random (the Gargoyle, the Golden Cap); on the detective
  stories it was right (Young Adventurers, Esthonia Glassware Co), which is too few to trust;
- a form the tagger reads, use after use, as the tail of a longer name with capitalised words before it (South
  America where the finder kept America, a compass word being no name alone; South Audley Mansions) is that name:
  the longer form is the candidate, and the short one goes unless the text writes it alone often enough.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..types import Candidate, Paragraph, Votes
from .candidates import MIN_COUNT
from .entity_votes import NONE, Tally, entity_tallies

MIN_READ = 4  # a tally of fewer uses says nothing
TIME_SHARE = 0.5  # a form tagged a date this often is a date
TAGGED_SHARE = 0.5  # a kind is read only where at least this share of the sample is tagged …
AGREE_SHARE = 0.75  # … and this share of the tagged uses agree
NER_KIND_VOTE = 1.0  # one cue, as a speech verb is: less than the firm votes that forbid a merge
WIDER_SHARE = 0.75  # a longer entity around this share of the uses is the form's full name
ARTICLED_SHARE = 0.25  # a form written after an article (or another capital) this often is no bare name


def entity_rules(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> None:
    """Apply the module's three readings to `candidates`, in place. Only the forms a reading can change are tagged:
    the untyped ones not written after an article (a date is junk however written: "every Christmas Day" is bare), and
    those written after another capital."""
    widened = _after_capitals(paragraphs, candidates)
    tallies = entity_tallies(paragraphs, candidates, [f for f, c in candidates.items() if _untyped(c) or f in widened],
                             lambda f, t: f in widened or not _articled(t))
    for form, tally in tallies.items():
        c = candidates.get(form)
        if c is None or tally.read < MIN_READ:
            continue
        if _untyped(c) and _junk(form, tally):
            del candidates[form]
            continue
        _widen(paragraphs, candidates, form, tally)
        if form in candidates and _untyped(c):
            kind = _agreed_kind(form, tally)
            if kind:
                c.kind_votes[kind] += NER_KIND_VOTE


def _after_capitals(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> set[str]:
    """The forms most often written after a capitalised word in mid-sentence (South America), the only ones a
    longer name can hold: only these of the typed forms are tagged."""
    forms = sorted(candidates, key=len, reverse=True)
    pattern = re.compile(r"(?<=[\w,] )([A-Z][\w’']*) (" + "|".join(re.escape(f) for f in forms) + r")(?!\w)")
    after: Counter[str] = Counter()
    for p in paragraphs:
        for m in pattern.finditer(p.text):
            after[m.group(2)] += 1
    return {f for f, n in after.items() if n >= WIDER_SHARE * candidates[f].count}


def _untyped(c: Candidate) -> bool:
    return not any(v > 0 for v in c.kind_votes.values())


def _junk(form: str, tally: Tally) -> bool:
    """A date or a feast. (Not a form the tagger leaves untagged: it drops Tar and "Dieu", but also Ishmael of "Call
    me Ishmael" and Queequeg, names the small model does not know.)"""
    return tally.share("time") >= TIME_SHARE


def _articled(tally: Tally) -> bool:
    return tally.articled >= ARTICLED_SHARE * tally.uses


def _agreed_kind(form: str, tally: Tally) -> str | None:
    """A person, where the tagger agrees on it and the form is a bare name: seldom after an article, "of" or another
    capitalised word (the Sorcerer, the Golden Cap, the Valley of Voe are a fairy tale's things and places, which the
    tagger takes for people or organisations at random)."""
    tagged = tally.read - tally.buckets[NONE]
    if tagged < MIN_READ - 1 or tagged < TAGGED_SHARE * tally.read or " of " in form \
            or tally.articled + tally.capped >= ARTICLED_SHARE * tally.uses:
        return None
    return "person" if tally.buckets["person"] >= AGREE_SHARE * tagged else None


def _widen(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate], form: str, tally: Tally) -> None:
    """Make the form's longer name a candidate (module docstring); the form goes when the text seldom writes it
    alone."""
    if not tally.wider:
        return
    wider, n = tally.wider.most_common(1)[0]
    words = wider.split()
    head = words[:len(words) - len(form.split())]
    if n < WIDER_SHARE * tally.read or not wider.endswith(" " + form) or wider in candidates \
            or not all(w[:1].isupper() and w.isalpha() for w in head):
        return
    written = sum(len(re.findall(r"(?<!\w)" + re.escape(wider) + r"(?!\w)", p.text)) for p in paragraphs)
    if written < MIN_COUNT:
        return
    candidates[wider] = Candidate(wider, written, Votes(candidates[form].kind_votes))
    if candidates[form].count - written < MIN_COUNT:
        del candidates[form]
