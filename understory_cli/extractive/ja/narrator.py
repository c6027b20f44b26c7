"""The first-person narrator's name: a narrator's pronoun (わたし, おれ) is never an entry of its own. It is
the alias of the name the text gives the narrator, and where the text gives none it is dropped.

The text gives it
- in a statement (statements.py): 「まだ坊っちゃんと呼ぶ」, 「わたしの名はレミです」, 「わたしはレミといいます」;
- in dialogue: the narration calls the narrator by the pronoun, so the one name the others address at the
  start of their speech (「レミ、…」, 「レミや」) and hardly write anywhere but inside speech is the narrator's.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..types import Candidate
from .lexicon import is_address
from . import given_forms
from .statements import Statement

QUOTE = re.compile(r"「[^「」]*」|『[^『』]*』")
# 「レミ、 / 「レミ！ / 「レミや、 / 「政夫さん、 (an honorific the form does not hold)
VOCATIVE_AFTER = re.compile(r"(?:さん|ちゃん|さま|様|君|くん|殿)?(?:[、，！!？?…―]|や[、！!」]|よ[、！!」])")
ADDRESSED_MIN = 3  # the narrator addressed by name this often
QUOTED_SHARE = 0.7  # … a name written inside speech at least this share of its uses (the narration says わたし)
AHEAD = 2.0  # … and addressed at least this many times as often as any other such name


def named_by_others(texts: Sequence[str], candidates: dict[str, Candidate], narrator: str,
                    others: frozenset[str] = frozenset()) -> tuple[str, int] | None:
    """(the narrator's name, the paragraph of its first address), or None: the one person candidate most
    addressed at a quotation's start whose uses are nearly all inside quotations; never a form of address
    (司祭さん, a priest's) nor one of `others`, forms the text ties to someone else."""
    forms = [f for f, c in candidates.items() if f != narrator and len(f) >= 2 and c.kind_votes["person"] > 0
             and f not in others and not is_address(f)]
    if not forms:
        return None
    pattern = re.compile("|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)))
    quoted: Counter[str] = Counter()
    outside: Counter[str] = Counter()
    addressed: Counter[str] = Counter()
    first: dict[str, int] = {}
    for i, text in enumerate(texts):
        spans = [(q.start(), q.end()) for q in QUOTE.finditer(text)]
        for m in pattern.finditer(text):
            inside = next((a for a, b in spans if a < m.start() < b), None)
            if inside is None:
                outside[m.group()] += 1
                continue
            quoted[m.group()] += 1
            if m.start() == inside + 1 and VOCATIVE_AFTER.match(text, m.end()):
                addressed[m.group()] += 1
                first.setdefault(m.group(), i)
    ranked = [(n, f) for f, n in addressed.items()
              if n >= ADDRESSED_MIN and quoted[f] >= QUOTED_SHARE * (quoted[f] + outside[f])]
    if not ranked:
        return None
    ranked.sort(reverse=True)
    if len(ranked) > 1 and ranked[0][0] < AHEAD * ranked[1][0]:
        return None  # two names of speech alike: no telling which is the narrator's
    name = ranked[0][1]
    return name, first[name]


def statement(texts: Sequence[str], candidates: dict[str, Candidate], narrator: str | None,
              said: Sequence[Statement]) -> Statement | None:
    """The statement tying the narrator to a name, when no statement of the text already names the narrator."""
    if narrator is None or any(st.a in candidates and st.a != narrator and (st.how == "called" or st.b == narrator)
                               for st in said):
        return None
    others = frozenset(st.a for st in said if st.how == "addressed" and st.b != narrator)  # 司祭さん: the bishop answers
    others |= given_forms.forms_of(said)  # 「民さん、…」: a form of a name the narration writes (民子), not the narrator's
    found = named_by_others(texts, candidates, narrator, others)
    return Statement(found[0], narrator, found[1], "addressed") if found else None
