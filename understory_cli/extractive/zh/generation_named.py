"""老索莱尔, 小索莱尔: a generation marker before a transliterated name (the father and the son of one foreign family,
a translation's 老X / 小X). Each marked form is a candidate of its own and says its generation (ChineseRules.generations),
so the elder and the younger are never one entry, whatever the bare name between them (aliases.UnionFind)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..types import Candidate, Paragraph, Votes
from .familiar import met_both
from .usage import NAME_DOTS, ZH_TRANSLITERATION

GENERATION_MIN = 2  # uses of 老X or 小X for the form to be a person's (紅與黑: 老索萊爾 9, 小索萊爾 3)
_MARKERS = {"老": "old", "小": "young"}
# an old man called by the family's first sound and an elder's word (索老爹 of 老索莱尔): the elder, one person
ELDER_CALLINGS = ("老爹", "老头", "老爷子", "老汉")


def _sounds(name: str) -> bool:
    """A transliterated name of three sounds or more (索莱尔, 德·莱纳): a foreign family, not a Chinese surname."""
    sounds = [c for c in name if c not in NAME_DOTS]
    return len(sounds) >= 3 and all(c in ZH_TRANSLITERATION for c in sounds) and name[0] not in NAME_DOTS


def generation_named(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> dict[str, tuple[str, str]]:
    """老X and 小X where X is a transliterated person's candidate, written GENERATION_MIN times or more and not
    inside a longer sound run (a sound before 老 makes 老 part of another name): each becomes a candidate, and the
    form -> (X, "old" or "young")."""
    names = sorted((w for w, c in out.items() if _sounds(w) and c.kind_votes["person"] > 0
                    and c.kind_votes["person"] >= max(c.kind_votes.values())), key=len, reverse=True)
    if not names:
        return {}
    pattern = re.compile(f"[{''.join(_MARKERS)}](?:{'|'.join(map(re.escape, names))})")
    uses: Counter[str] = Counter()
    for p in paragraphs:
        for m in pattern.finditer(p.text):
            before = p.text[m.start() - 1:m.start()]
            after = p.text[m.end():m.end() + 1]
            if before and before in ZH_TRANSLITERATION or after and after in ZH_TRANSLITERATION:
                continue
            uses[m.group()] += 1
    found = {}
    for form, n in uses.items():
        if n < GENERATION_MIN:
            continue
        found[form] = (form[1:], _MARKERS[form[0]])
        if form not in out:
            out[form] = Candidate(form, n, Votes({"person": float(n)}))
    return found


def generation_ties(paragraphs: Sequence[Paragraph], out: dict[str, Candidate],
                    found: dict[str, tuple[str, str]]) -> tuple[dict[str, tuple[str, str]], dict[tuple[str, str], list[int]]]:
    """Who each generation of a family X is, by the text's own full forms: the elder 老X is the X老爹 candidate (索老爹:
    the family's first sound and an elder's calling; it says the elder generation too), and the younger 小X is Y where
    the text writes Y·X (于连·索莱尔) for one given name Y only and Y is a person's candidate (two given names before X:
    which is the son, nothing here says). Returns the extra marked forms and the ties, each dated where both are met."""
    marked: dict[str, tuple[str, str]] = {}
    ties: dict[tuple[str, str], list[int]] = {}
    for form, (family, generation) in sorted(found.items()):
        if generation == "old":
            for calling in (family[0] + c for c in ELDER_CALLINGS):
                if calling in out and calling not in found:
                    marked[calling] = (family, "old")
                    ties[(form, calling)] = met_both(paragraphs, form, calling)
            continue
        before = Counter(p.text[max(0, m.start() - 5):m.start()] for p in paragraphs
                         for m in re.finditer(f"[{NAME_DOTS}]{re.escape(family)}", p.text))
        given = {max((w[k:] for k in range(len(w) - 1) if w[k:] in out), key=len, default="") for w in before}
        if len(given) == 1 and (y := next(iter(given))) and out[y].kind_votes["person"] > 0:
            ties[(y, form)] = met_both(paragraphs, y, form)
    return marked, ties

