"""A surname's bearers as the text names them (stop 63, issue 43 §4: two people who share a name are two entries).

- `shared_surnames`: a surname the text writes after two or more given names ("Nikolai Petrovitch Kirsanov", "Pavel
  Kirsanov", "Piotr Kirsanov, General-Major") has several bearers, however few of those full names are forms of their
  own: alone, it is no one's by its form only — it joins a bearer where the discourse says which (the container
  written before it in the chapter: aliases._attach_parts), else no one (Fathers and Children's bare "Kirsanov" had
  gone to Pavel, the one full name written three times, with his brother's, his nephew's and his father's uses);
- `late_surnames`: a surname written alone after "the late" or "the deceased" ("the late Odintsov") is a dead man's,
  so a man's: never a form of the widow the text titles with it (Madame Odintsov), whatever her title's core says.

A given name is a form of one word (Pavel, Arkady) or one the lists know (persons.GIVEN), never a title (nor the Great
of "the Great Oz": no form alone); walking back from the surname over the capitalised words before it, the first such word is the bearer's
("Arkady Nikolaitch Kirsanov": Arkady; "When John Bold": John)."""

from __future__ import annotations

import re
from typing import Sequence

from ..types import Paragraph
from .lexicon import EN_TITLES
from .persons import GIVEN

MIN_BEARERS = 2  # given names written before a surname, for it to be several people's
_RUN = re.compile(r"((?:[A-Z][\w’'-]*\.?\s+){1,3})([A-Z][\w’'-]+)(?![\w’'-])")
_LATE = re.compile(r"\bthe\s+(?:late|deceased)\s+([A-Z][\w’'-]+)(?![\w’'-])")


def _given_words(forms: set[str]) -> set[str]:
    """The words that are a name alone: the forms of one word and the lists' given names, never a title (not the
    Great of "the Great Oz", no form alone)."""
    single = {f for f in forms if " " not in f and f[:1].isupper()}
    return {w for w in single | GIVEN if w.rstrip(".") not in EN_TITLES}


def shared_surnames(paragraphs: Sequence[Paragraph], forms: set[str]) -> frozenset[str]:
    """Bare surnames (forms of one word) the text writes after MIN_BEARERS or more given names."""
    bare = {f for f in forms if " " not in f and f[:1].isupper()}
    if not bare:
        return frozenset()
    given = _given_words(forms)
    seen: dict[str, set[str]] = {}
    for p in paragraphs:
        for m in _RUN.finditer(p.text):
            if m.group(2) not in bare:
                continue
            words = m.group(1).split()
            first = next((w for w in reversed(words) if w in given and w != m.group(2)), None)
            if first is not None and not any(w.rstrip(".") in EN_TITLES for w in words[words.index(first):]):
                seen.setdefault(m.group(2), set()).add(first)
    return frozenset(s for s, names in seen.items() if len(names) >= MIN_BEARERS)


def late_surnames(paragraphs: Sequence[Paragraph], forms: set[str]) -> frozenset[str]:
    """Bare surnames written after "the late" or "the deceased": a dead man's (the widow keeps her title's form)."""
    bare = {f for f in forms if " " not in f and f[:1].isupper()}
    return frozenset(m.group(1) for p in paragraphs for m in _LATE.finditer(p.text) if m.group(1) in bare)
