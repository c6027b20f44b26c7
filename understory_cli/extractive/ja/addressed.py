"""Whom a form of address names (「お嬢様、…」): the one who answers it. A form of address alone is no one's entry
(lexicon.is_address), but when the same person answers it again and again it is that person's alias, from the first
answer on — as English's coreference.py ties "Miss Dashwood" to Elinor.

The one who answers is the first person the next paragraph's narration makes a subject (セエラは椅子から飛び降りて…),
never the speaker of the address itself (」とベッキイがいいました).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..aliases import kind_of
from ..types import Candidate, Votes
from .candidates import QUOTE_SPAN, _is_role
from .lexicon import is_address
from .statements import Statement

VOCATIVE = re.compile(r"「([^「」、。！？\s]{2,6})[、！]")
SPEAKER = re.compile(r"[」』]と")
ANSWERS_MIN = 3
ANSWER_SHARE = 0.7


def ties(texts: Sequence[str], candidates: dict[str, Candidate]) -> tuple[dict[str, Candidate], list[Statement]]:
    """(the forms of address to add as candidates, the statements tying each to the person who answers it)."""
    people = sorted((f for f, c in candidates.items() if kind_of(c) == "person" and len(f) >= 2), key=len, reverse=True)
    if not people:
        return {}, []
    subject = re.compile(rf"({'|'.join(map(re.escape, people))})(?:[はが])")
    answers: dict[str, Counter[str]] = {}
    first: dict[tuple[str, str], int] = {}
    for i, text in enumerate(texts[:-1]):
        for m in VOCATIVE.finditer(text):
            word = m.group(1)
            if word in candidates or not (is_address(word) or _is_role(word)):
                continue
            speaker = subject.search(text, m.end()) if SPEAKER.search(text, m.end()) else None
            narration = QUOTE_SPAN.sub(lambda q: " " * len(q.group()), texts[i + 1])
            answer = subject.search(narration)
            if answer is None or (speaker is not None and speaker.group(1) == answer.group(1)):
                continue
            answers.setdefault(word, Counter())[answer.group(1)] += 1
            first.setdefault((word, answer.group(1)), i)
    added: dict[str, Candidate] = {}
    said: list[Statement] = []
    whole = "\n".join(texts)
    for word, tally in answers.items():
        person, n = tally.most_common(1)[0]
        if n >= ANSWERS_MIN and n >= ANSWER_SHARE * sum(tally.values()):
            uses = whole.count(word)
            added[word] = Candidate(word, uses, Votes({"person": float(uses)}))
            said.append(Statement(word, person, first[(word, person)], "addressed"))
    return added, said
