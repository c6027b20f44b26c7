"""A bare name one man bears under his own calling, another under a title before it (issue 43, stop 65: El
Filibusterismo's "the medical student, Basilio", "the student Basilio", beside the rich "Capitan Basilio"; the bare
name, 65 of the 83 uses, is the student's, and the finder filed them all under the Capitan and carded him with the
student's sentence).

A two-word form "W X" whose W is a title or office that is no family's (not Mr., Señor, Don: those are said to one
man under any calling; nor a given name, nor a word the book names a person by: Henry Crawford is a full name) keeps
its bare X apart (`EnglishRules.namesakes`: X is no part of it, as Sir John's John is not) where the text writes X
alone after "the" and a calling of another walk of life than W's at least twice ("the student Basilio", "the medical
student, Basilio"; not "the captain, Brown" of a Captain Brown, nor "the detective Cuff" of Sergeant Cuff) and X alone
more often than "W X" (the namesake is the bare name's main bearer, not a man once called by his trade)."""

from __future__ import annotations

import re
from typing import Sequence

from ..types import Candidate, Paragraph
from .callings import CALLINGS
from .lexicon import EN_FAMILY_TITLES
from .persons import GIVEN

MIN_CALLED = 2  # the bare name after another calling at least this often
_CALLING = "|".join(re.escape(c) for c in sorted(CALLINGS, key=len, reverse=True))
# callings of one walk of life: a title's man is called by any of his walk's (Sergeant Cuff, "the detective Cuff"; Padre
# Irene, "the priest Irene"), so only a calling of another walk makes the bare name another man's (the student Basilio)
_WALKS = (frozenset("detective inspector constable policeman sergeant superintendent officer".split()),
          frozenset("soldier officer sergeant lieutenant colonel major general admiral captain capitan capt col gen "
                    "commander corporal".split()),
          frozenset("captain capitan capt skipper mate pilot boatswain sailor seaman harpooneer harpooner".split()),
          frozenset("parson clergyman curate vicar rector chaplain priest minister padre father fray friar reverend rev "
                    "canon bishop abbé abbe archdeacon dean".split()),
          frozenset("doctor dr surgeon physician apothecary chemist".split()),
          frozenset("lawyer attorney solicitor magistrate judge justice".split()))


def _own_walk(title: str, calling: str) -> bool:
    """The calling is the title's own or of its walk of life (capitan, captain; sergeant, detective)."""
    t = title.lower().rstrip(".")
    return calling[:4] == t[:4] or any(t in walk and calling in walk for walk in _WALKS)


def namesakes(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> frozenset[str]:
    """The titled forms whose bare name is another man's (module docstring)."""
    pairs = {f: f.split() for f in candidates if len(f.split()) == 2}
    titled = {f: (w, x) for f, (w, x) in pairs.items() if w[:1].isupper() and x[:1].isupper() and x in candidates
              and w.rstrip(".") not in EN_FAMILY_TITLES and w.isalpha() and w not in GIVEN and not _named(w, candidates)}
    if not titled:
        return frozenset()
    bare = "|".join(re.escape(x) for x in sorted({x for _, x in titled.values()}, key=len, reverse=True))
    called = re.compile(rf"\b[Tt]he\s+(?:[a-z][\w-]*\s+)?({_CALLING}),?\s+({bare})(?![\w’'-])")
    callings: dict[str, list[str]] = {}
    for p in paragraphs:
        for m in called.finditer(p.text):
            callings.setdefault(m.group(2), []).append(m.group(1))
    out = set()
    for f, (w, x) in titled.items():
        other = [c for c in callings.get(x, []) if not _own_walk(w, c)]
        if len(other) >= MIN_CALLED and candidates[x].count > candidates[f].count:
            out.add(f)
    return frozenset(out)


def _named(word: str, candidates: dict[str, Candidate]) -> bool:
    """The first word is a person's name of its own (Henry of Henry Crawford beside "the clergyman Crawford"), no
    title: the pair is a full name, which the bare surname belongs to."""
    c = candidates.get(word)
    return c is not None and c.kind_votes["person"] > 0 and c.kind_votes["person"] >= max(c.kind_votes.values())
