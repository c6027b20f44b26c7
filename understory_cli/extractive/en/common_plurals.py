"""A capitalised plural that is no one's name: "don't wave Fishers aloft", "five times better than Fishers" (banknotes
called after the man who signed them). Dropped from the candidates where it is never written after an article or a
determiner (the, a, these, two), its singular is no name of the book, and once every cue is counted
(en/names.discover) nothing says it is someone or somewhere: a people is "the Munchkins", a family "the Dashwoods"
beside Mrs. Dashwood."""

from __future__ import annotations

import re
from typing import Sequence

from ..types import Candidate, Paragraph

PLURAL_END = re.compile(r"[a-z](?<![aiosu])s$")  # Fishers, Johnnies; not Christmas, Thomas, Paris, Boris, Jesus
_ARTICLE = r"\b(?:[Tt]he|[Aa]n?|[Tt]hese|[Tt]hose|[Oo]ur|[Mm]y|[Tt]wo|[Ss]ome)\s+(?:[a-z]+\s+)?"


def drop_common_plurals(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> None:
    """Remove the plurals of the module's rule from `candidates`."""
    plurals = [f for f, c in candidates.items() if " " not in f and PLURAL_END.search(f) and f[:-1] not in candidates
               and not any(v > 0 for v in c.kind_votes.values())]
    if not plurals:
        return
    articled = re.compile(_ARTICLE + r"(" + "|".join(re.escape(f) for f in plurals) + r")\b")
    kept = {m.group(1) for p in paragraphs for m in articled.finditer(p.text)}
    for form in plurals:
        if form not in kept:
            del candidates[form]
