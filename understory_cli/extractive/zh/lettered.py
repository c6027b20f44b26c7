"""Places a modern story veils behind a Latin letter (鲁迅's Ｓ城, a Ｎ镇, a Ｋ省): the letter is not Chinese, so the
dictionary splits it from the place's word (Ｓ|城) and no frequency of Chinese words finds the two together."""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..types import Candidate, Paragraph, Votes
from .lexicon import ZH_PLACE_SUFFIXES
from .segment import MIN_COUNT

# a capital, in the full width of Chinese typesetting or plain, alone (not the end of a Latin word: ＢｏｙＳ城 is
# none), before a place's word; 市 (a city) is a suffix only here, where no common word ends in it
LETTERED_PLACE = re.compile(r"(?<![A-Za-zＡ-Ｚａ-ｚ])[A-ZＡ-Ｚ][" + "".join(sorted(ZH_PLACE_SUFFIXES | {"市"})) + "]")


def lettered_places(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[str, Candidate]:
    """Ｓ城 written four times or more: a place, added to `out` (and returned)."""
    counts = Counter(m.group() for p in paragraphs for m in LETTERED_PLACE.finditer(p.text))
    found = {form: Candidate(form, n, Votes({"place": float(n)}))
             for form, n in counts.items() if n >= MIN_COUNT and form not in out}
    out.update(found)
    return found
