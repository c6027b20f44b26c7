"""A foreign name called by its first syllables (“亚力！饭好了” to 亚力山大, “凯！” to 凯萨林: Alex, Kay), as family and
friends call one another in translated and London-set prose: the short form is the full name's bearer."""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..types import Candidate, Paragraph, Votes
from .lexicon import ZH_SURNAMES
from .usage import transliterated

CALLED_MIN = 2  # calls for a short form to be one; a full name is written far more often
# a call: opening a quotation or after a comma inside it, and closed by an exclamation, a comma or a question
CALL = "(?:(?<=[“「『‘])|(?<=[，,]))({})(?=[！!，,？?”」])"


def called_short(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """(full name, short form) for a short form called CALLED_MIN times or more, the start of one candidate's
    transliterated name only (亚力 of 亚力山大); the short form is added to `out` as a person."""
    full_names = [f for f in out if _foreign(f) and max(out[f].kind_votes, key=out[f].kind_votes.__getitem__,
                                                               default=None) == "person"]
    starts: dict[str, list[str]] = {}
    for name in full_names:
        for n in range(1, len(name) - 1):
            starts.setdefault(name[:n], []).append(name)
    shorts = {s: names[0] for s, names in starts.items() if len(names) == 1 and s not in out}
    if not shorts:
        return {}
    call = re.compile(CALL.format("|".join(sorted(shorts, key=len, reverse=True))))
    calls: Counter[str] = Counter()
    first: dict[str, int] = {}
    for i, p in enumerate(paragraphs):
        for m in call.finditer(p.text):
            calls[m.group(1)] += 1
            first.setdefault(m.group(1), i)
    tied = {}
    for short, n in calls.items():
        if n >= CALLED_MIN:
            out[short] = Candidate(short, n, Votes({"person": float(n)}))
            tied[(shorts[short], short)] = [first[short]]
    return tied


def _foreign(form: str) -> bool:
    """凯萨林 (every character one that transliterates), 亚力山大 (four characters and no surname first: 力, 山 and 大
    transliterate too, but are common enough to be left out of that list)."""
    return transliterated(form) or len(form) >= 4 and form[0] not in ZH_SURNAMES and form[:2] not in ZH_SURNAMES
