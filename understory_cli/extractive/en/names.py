"""The English name finder's entry point (the approach: __init__.py)."""

from __future__ import annotations

import re
from typing import Callable, Sequence

from ..types import Candidate, Discovery, Paragraph
from .addressed import addressed_votes
from .beings import being_votes
from .candidates import find_candidates
from .common_plurals import drop_common_plurals
from .elders import elder_candidates
from .entity_rules import entity_rules
from .family_plurals import people_plurals
from .namesakes import namesakes
from .family_uses import other_members
from .lexicon import EN_PLACE_HEADS, EN_PLACE_QUALIFIERS
from .narrator import add_pronoun, first_person, own_speech
from .persons import given_name_votes, titled_votes
from .venues import venue_votes
from .rules import EnglishRules


def discover(paragraphs: Sequence[Paragraph]) -> Discovery:
    """The book's candidates and the rules that relate them (no form straddles words: names match as words); a
    first-person narration's "I" is a candidate when it names its narrator (narrator.py)."""
    candidates = find_candidates(paragraphs)
    being_votes(paragraphs, candidates)
    given_name_votes(candidates)
    titled_votes(paragraphs, candidates)
    venue_votes(paragraphs, candidates)
    drop_common_plurals(paragraphs, candidates)
    entity_rules(paragraphs, candidates)  # spaCy's named entities, where the rules leave a form open
    addressed_votes(paragraphs, candidates)  # “Rodya, read it”: a term the speech addresses is a person
    younger, elders = elder_candidates(paragraphs, candidates)  # old Dantès, the elder Dantès: the father (elders.py)
    rules = EnglishRules()
    rules.younger, rules.elders = younger, elders
    rules.narrator = add_pronoun(paragraphs, candidates)
    rules.first_person = first_person([p.text for p in paragraphs])
    rules.kinds_named_from = kinds_named_from(paragraphs, candidates)
    rules.peoples = people_plurals(paragraphs, candidates)  # the Indians: a group (family_plurals.py)
    rules.namesakes = namesakes(paragraphs, candidates)  # Capitan Basilio, the student Basilio (namesakes.py)
    members = other_members(paragraphs, set(candidates))  # Mrs. Honeychurch, old Dantès: another of the family's
    speech = own_speech(paragraphs) if rules.narrator else None

    def counted(stream: list[list[str]], root: Callable[[str], str]) -> list[list[str]]:
        return speech(members(stream, root), root) if speech else members(stream, root)

    return Discovery(candidates, rules, counted=counted)


COMMON_USES = 5  # a head the text writes in lower case this often is a common noun


def kinds_named_from(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> frozenset[str]:
    """Two-word forms naming a kind of thing after a place ("Greenland Whale": the whale the text writes in
    lower case, "the Greenland whale"): the place's name is no part of theirs, nor they a fuller name of it."""
    pairs = {f: f.split()[1] for f in candidates if len(f.split()) == 2}
    pairs = {f: head for f, head in pairs.items()
             if (first := candidates.get(f.split()[0])) and first.kind_votes["place"] > 0
             and first.kind_votes["place"] >= max(first.kind_votes.values()) and head[:1].isupper()
             # Cape Horn, New England, Barton Park: places, and the park is Barton's
             and f.split()[0] not in EN_PLACE_HEADS | EN_PLACE_QUALIFIERS and head not in EN_PLACE_HEADS}
    if not pairs:
        return frozenset()
    heads = {head.lower() for head in pairs.values()}
    uses = re.compile(r"\b(?:" + "|".join(re.escape(h) for h in sorted(heads)) + r")\b")
    counts: dict[str, int] = dict.fromkeys(heads, 0)
    for p in paragraphs:
        for m in uses.finditer(p.text):
            counts[m.group()] += 1
    return frozenset(f for f, head in pairs.items() if counts[head.lower()] >= COMMON_USES)
