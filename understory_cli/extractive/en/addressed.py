"""A name the speech addresses, “Rodya, read it,” / “Is that you, Nelly?”: people (and the beasts a story talks to)
are spoken to, places and things are spoken of. A candidate that nothing around it voted a person, a place or an
organisation (a term by default: a nurse, a maid, a diminutive met mostly in dialogue) and that a quotation addresses
ADDRESSED_MIN times is a person's, unless the book writes the word in lower case too (“Tar!” of tar-water: a common
noun exclaimed). An oath ("By George!", “Mon Dieu!”) is no address: the name must open the
quotation or follow a comma, and end its clause."""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..aliases import kind_of
from ..scan import trie_regex
from ..types import Candidate, Paragraph
from .coreference import QUOTED
from .quotes import speech_marked

ADDRESSED_MIN = 2
# the name opening the quotation or after a comma in it ("Nelly, …", "…, Nelly?"), and ending its clause
_BEFORE = re.compile(r"(?:^[“\"‘]|,\s+)$")
_AFTER = re.compile(r"^(?:\s*[,!?;—]|[.]\s*[”\"’]?\s*$)")


def addressed_votes(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> None:
    """Give a term spoken to ADDRESSED_MIN times a person's votes, one for each address."""
    open_forms = {f for f, c in candidates.items() if kind_of(c) == "term" and f[:1].isupper()}
    if not open_forms:
        return
    texts = [p.text for p in paragraphs]
    lower = {f.lower() for f in open_forms}
    common = {w for t in texts for w in re.findall(r"\b[a-z]+\b", t) if w in lower}
    open_forms = {f for f in open_forms if f.lower() not in common}
    if not open_forms:
        return
    pattern = trie_regex(open_forms, words=True)
    addressed: Counter[str] = Counter()
    for text in speech_marked(texts):  # 'Nelly, …' in a single-quoted book
        for q in QUOTED.finditer(text):
            quote = q.group()
            for m in pattern.finditer(quote):
                if _BEFORE.search(quote[:m.start()]) and _AFTER.match(quote[m.end():]):
                    addressed[m.group()] += 1
    for form, n in addressed.items():
        if n >= ADDRESSED_MIN and form in candidates:
            candidates[form].kind_votes["person"] += n
