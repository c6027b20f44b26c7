"""Words of a translation's foreign name that are no name alone (judges' R10-5, R10-7):

- a foreign rank the language's title list does not hold, written before a particle's name ("the Comte de Salvieux …
  the Comte d'Artois"): written after an article nearly every time (alone, or before the name when never alone),
  before two names or with uses of its own: a title, and never an entry. (Not a word before a bare name: "the
  Villa" of the Villa Geneviève is the place's short form, and "the Signora" of Signora Bertolini looks the same);
- the parts of a many-word name written with a particle ("the Allées de Meilhan", "the Torre del Gallo"): a first
  word nearly always followed by the particle and one and the same tail, and a tail nearly always written after
  that word. Both parts go; the whole name is a candidate when the text writes it often enough, its kind what
  its parts' contexts voted.

A given name is no title: written alone it is bare ("Edmond"), not "the Edmond"."""

from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

from ..types import Candidate, Paragraph, Votes
from .lexicon import EN_PARTICLES, EN_PLACE_PREPOSITIONS, EN_TITLES

MIN_COUNT = 3  # the finder's floor for a candidate
HEAD_SHARE = 0.8  # a first word followed by its tail this often is part of the name
ARTICLED_SHARE = 0.75  # a title alone is written after an article this often
_WHERE = r"\b(?:" + "|".join(sorted(EN_PLACE_PREPOSITIONS | {"of", "up", "visit", "visited"})) + r")\s+the\s+"
_PARTICLE = r"(?:(?:" + "|".join(sorted(EN_PARTICLES)) + r")\s+|d['’])"
_LEADS = re.compile(r"(?<![\w’'])([A-Z][\w’'-]*)\s+" + _PARTICLE + r"[A-Z]")
_TAIL = re.compile(r"\s+((?:(?:" + "|".join(sorted(EN_PARTICLES)) + r")\s+|d['’])?)([A-Z][\w’'-]*)")
# an article and up to two adjectives ("the old Comte"), not a kin noun: "his brother Nikolay" is a name
_KIN = "brother|sister|cousin|uncle|aunt|father|mother|son|daughter|friend|husband|wife|nephew|niece"
_ARTICLE = re.compile(r"\b(?:the|a|an|this|that|our|your|my|his|her|their)\s+(?:(?!(?:" + _KIN + r")\b)[a-z][\w-]*\s+){0,2}$",
                      re.IGNORECASE)


def _read(text: str, head: str) -> tuple[int, Counter[tuple[str, str]], int, int]:
    """How often `head` is written, the (particle, name) after it each time one follows, how often it stands alone
    and how often it is written after an article: alone, or (never alone) before the name, "the Comte de Salvieux"."""
    n = alone = articled_alone = articled = 0
    tails: Counter[tuple[str, str]] = Counter()
    for m in re.finditer(r"(?<![\w’'])" + re.escape(head) + r"(?![\w’'-])", text):
        n += 1
        t = _TAIL.match(text, m.end())
        after_article = bool(_ARTICLE.search(text[max(0, m.start() - 40):m.start()]))
        articled += after_article
        if t:
            tails[(t.group(1).strip(), t.group(2))] += 1
        else:
            alone += 1
            articled_alone += after_article
    return n, tails, alone, articled_alone if alone else articled


def compound_parts(paragraphs: Sequence[Paragraph], out: dict[str, Candidate]) -> None:
    """Drop the titles and the name parts of `out` (module docstring), in place, and add the whole names."""
    text = "\n".join(p.text for p in paragraphs if p.kind != "heading")
    drop: set[str] = set()
    wholes: dict[str, Votes] = {}
    # (one pass finds the words a particle's name follows: only those are read, a long book's candidates are many)
    led_words = {m.group(1) for m in _LEADS.finditer(text)}
    for head in [f for f in out if f in led_words]:
        if head in EN_TITLES:
            continue
        n, tails, alone, articled = _read(text, head)
        led = sum(tails.values())
        if not n or not led:
            continue
        if led >= HEAD_SHARE * n and len(tails) == 1:
            (particle, tail), _ = tails.most_common(1)[0]
            if not particle or tail not in out:
                continue
            t_n = len(re.findall(r"(?<![\w’'])" + re.escape(tail) + r"(?![\w’'-])", text))
            if led < HEAD_SHARE * t_n:
                continue
            drop |= {head, tail}
            whole = f"{head} {particle} {tail}" if particle[-1:] not in "'’" else f"{head} {particle}{tail}"
            votes = Votes(out[head].kind_votes)
            votes.add(out[tail].kind_votes)
            wholes[whole] = votes
        elif not head.endswith("s") and articled >= ARTICLED_SHARE * (alone or n) and (len(tails) >= 2 or alone >= 2) \
                and all(p for p, _ in tails):
            drop.add(head)
    for form in drop:
        out.pop(form, None)
    for whole, votes in wholes.items():
        spaced = r"\s+".join(map(re.escape, whole.split()))  # as the tail was matched: any space between words
        written = len(re.findall(r"(?<![\w’'])" + spaced + r"(?![\w’'-])", text))
        if written >= MIN_COUNT and whole not in out:
            # "to the Allées de Meilhan", "the summit of the Torre del Gallo": somewhere one goes or is
            votes["place"] += len(re.findall(_WHERE + spaced + r"(?![\w’'-])", text))
            out[whole] = Candidate(whole, written, votes)
