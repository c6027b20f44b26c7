"""What a speaker says of someone, read across the dialogue tag that may break the speech (describe.py's
patterns use these): a view stays a view wherever the tag falls ("“I think,” said I, …, “that Dr. Mortimer is
a successful, elderly medical man…”": the speaker's guess, never a card), and an introduction made in speech
states who someone is ("No, this is my friend Dr. Watson.", "Let me introduce my cousin, Miss Steele"); a quotation's
tail, a clause on who speaks and a question weaken a description (`weakened`, read by describe.py)."""

from __future__ import annotations

import re

# a dialogue tag between two quotations of one speech: the closing mark, the tag, the opening mark
TAG_GAP = r",?\s*[”\"](?:[^“”\"]{1,160})[“\"]\s*"

# whom one presents besides kin and friends (describe.py's relations)
_PRESENTED = "colleague|associate|pupil|assistant|partner|client|patron"


def introducing(relation: str) -> str:
    """What opens a speaker's presenting someone by the relation to themself, up to the name: "this is my friend
    Dr. Watson", "here is my cousin, Miss Steele", "let me introduce my colleague X" (`relation`: the relation
    nouns). Whom a speaker presents is before the reader, and so is the speaker: the relation is a known one's."""
    return (r"\b(?i:this\s+is|here\s+is|allow\s+me\s+to\s+introduce|let\s+me\s+introduce|may\s+I\s+introduce)\s+"
            rf"(?:my|our)\s+(?:[\w-]+\s+){{0,2}}?(?:{relation}|{_PRESENTED})(?:-in-law)?,?\s+")


def introduction(relation: str, name: str) -> str:
    """`introducing` and the name (`name`: its pattern)."""
    return rf"{introducing(relation)}{name}(?!\w)"


_FRAGMENT = re.compile(r"^\W*[a-z]")
# "replied the Woodman, who was greatly pleased": a clause on the speaker of a dialogue tag says how they
# speak, not what they are
_SPEAKER_CLAUSE = re.compile(r"\b(?:said|says|replied|asked|cried|remarked|called|answered|exclaimed|returned|"
                             r"continued|observed|added|inquired|enquired|declared|shouted|whispered|murmured|"
                             r"announced|responded|retorted|sighed|laughed|growled|groaned|sobbed)\s+"
                             r"(?:[\w’'-]+\s+){0,3}?[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*)*,\s+(?:who|which|whose)\b")


# a question whether someone is there ("Is there a little girl called Jane Eyre here?"): it asks, it says nothing (a
# question of why or of whom still carries what it names: "…from our own island of Tuckernuck?")
_WHETHER = re.compile(r"^\W*(?:Is|Are|Was|Were)\s+there\b")


def weakened(sentence: str, score: int) -> int:
    """A description's strength, less one for the tail of a quotation or a clause on who speaks ("cried
    Lucy, who …"): a weaker summary; a question whether one is there, a quality's (it asks: "Is there a little girl
    called Jane Eyre here?")."""
    if _WHETHER.match(sentence) and re.search(r"\?[”’\"')\]]*\s*$", sentence):
        return min(score, 1)
    if _FRAGMENT.match(sentence) or score == 2 and _SPEAKER_CLAUSE.search(sentence):
        return max(1, score - 1)
    return score
