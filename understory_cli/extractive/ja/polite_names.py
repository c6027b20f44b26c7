"""A woman called by お and one kanji (野菊の墓's お増, the maid; お浜): the analyser reads the prefix お and a common
noun (増, increase), so no dictionary tag finds her. The kanji is written after お at nearly all its uses — a
word of its own it is not — and the form is a candidate; its uses must then speak for a person (she speaks, acts,
is called), as a polite common noun's never do (お茶, お皿, お互: nothing a person does).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterable

from ..types import Votes
from .analyser import Token
from .shapes import KANJI

PREFIXES = ("お", "御")
PREFIXED_MIN = 3  # uses of the form
PREFIXED_SHARE = 0.8  # of the kanji's uses as a word of its own, after お
PERSON_MIN = 4.0  # the person votes its uses give (two cues: she speaks, acts): a polite noun's give about none


def prefixed(book: Iterable[list[Token]]) -> Counter[str]:
    """お + one kanji the analyser reads as a common noun, whose kanji is written nearly only so."""
    after: Counter[str] = Counter()
    alone: Counter[str] = Counter()
    for toks in book:
        for k, t in enumerate(toks):
            if not (t.pos[0] == "名詞" and t.pos[1] == "普通名詞" and re.fullmatch(f"[{KANJI}]", t.surface)):
                continue
            before = toks[k - 1] if k else None
            if before is not None and before.surface in PREFIXES and before.pos[0] == "接頭辞" and before.end == t.start:
                after[before.surface + t.surface] += 1
            else:
                alone[t.surface] += 1
    return Counter({f: n for f, n in after.items() if n >= PREFIXED_MIN and n >= PREFIXED_SHARE * (n + alone[f[1:]])})


def speaks_for_a_person(votes: Votes) -> bool:
    """The form's uses make it a person: a polite noun (お茶) is drunk, never speaks or acts."""
    return votes["person"] >= PERSON_MIN and votes["person"] > votes["place"]
