"""A chunk's pieces: short runs of sentences, embedded beside the whole chunk.

A question usually matches one or two sentences of a passage, and a vector of the whole
passage averages them away; so the semantic score also takes the chunk's best piece
(retrieval/vectors.py; measured in bench/hybrid_recall.py).
"""

from __future__ import annotations

import re

# A sentence runs to its end mark and any closing quotes or brackets: Latin marks need a space
# (or the end) after them, so "3.5" and "Mr.Smith" stay whole; CJK marks need nothing.
_SENTENCE = re.compile(r"\S.*?(?:[.!?…]+[\"'”’」』）)\]]*(?=\s|$)|[。！？!?…]+[”’」』）)\]]*|$)", re.S)
# Sentences per piece. Held-out on FairytaleQA, single sentences, overlapping pairs, these and
# ~200-300-character runs all score within a point of each other; pairs embed the fewest pieces.
PIECE_SENTENCES = 2


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def pieces(text: str) -> list[str]:
    """The text cut between sentences into runs of PIECE_SENTENCES (the last may be shorter)."""
    found = sentences(text) or [text]
    joiner = "" if _cjk(text) else " "
    return [joiner.join(found[i:i + PIECE_SENTENCES]) for i in range(0, len(found), PIECE_SENTENCES)]


def _cjk(text: str) -> bool:
    return bool(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text[:200]))
