"""What a speaker says of someone, read across the dialogue tag that may break the speech (describe.py's
patterns use these): a view stays a view wherever the tag falls ("“I think,” said I, …, “that Dr. Mortimer is
a successful, elderly medical man…”": the speaker's guess, never a card), and an introduction made in speech
states who someone is ("No, this is my friend Dr. Watson.", "Let me introduce my cousin, Miss Steele")."""

from __future__ import annotations

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
