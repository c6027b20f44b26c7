"""A name glossed in brackets by a pointing description: 然后把“拿破仑”（那只小白胖狗。）叫上来. The narration goes on
calling the being by a shorter description of the same kind (小狗儿, 小白狗: the little dog), which is then the named
one's, not someone else's: a pet, a horse, a servant the story calls by name and by what it is."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Sequence

from ..types import Candidate, Paragraph

# “拿破仑”（那只小白胖狗。）: the name, quoted or not, then a bracket opening with 那/这 and a measure word
GLOSSED = re.compile(r"[“「]?([\u4e00-\u9fff]{2,6})[”」]?[（(][那这]一?[只个条匹头位座间把]([\u4e00-\u9fff]{1,8}?)[。.]?[）)]")
SUFFIXES = "儿子"  # a noun's suffixes (小狗儿): no word of the gloss


def glossed_descriptions(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[tuple[str, str], list[int]]:
    """(name, description) for each candidate description made of the gloss's characters and holding its last one,
    the kind (狗): 小狗儿 of 那只小白胖狗. A description that fits the glosses of two names is neither's."""
    fits: dict[str, dict[str, int]] = defaultdict(dict)
    for i, p in enumerate(paragraphs):
        for m in GLOSSED.finditer(p.text):
            name, gloss = m.group(1), m.group(2)
            if name not in out:
                continue
            for form in out:
                if form != name and gloss[-1] in form and set(form.rstrip(SUFFIXES)) <= set(gloss):
                    fits[form].setdefault(name, i)
    return {(name, form): [i] for form, names in fits.items() if len(names) == 1 for name, i in names.items()}
