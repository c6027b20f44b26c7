"""Who a name is, by the words English keeps for beings: a name written bare (never "the X") that the next clause
calls he or she, a name followed by ", who", and a beast's proper name set beside its kind's word (our cat Dinah,
Dinah was the cat, Toto, the little dog). Each says "someone" as a speech verb does: a character, the kind given to
people and to a story's named beasts alike (Toto, Jim the cab-horse). Also a title named in a naming statement:
"that white whale must be the same that some call Moby Dick" (titles_called, read by rules.EnglishRules.declared)."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Sequence

from ..scan import trie_regex
from ..types import Candidate, Paragraph
from .lexicon import EN_BEASTS, EN_MALE_PRONOUNS

ARTICLE_BEFORE = re.compile(r"\b(?:[Tt]he|[Aa]n?|[Tt]his|[Tt]hat|[Oo]ne)\s+(?:[a-z][\w’'-]*\s+){0,3}$")
CLAUSE_END = re.compile(r"[.!?;:“”\"()—]")
PRONOUN = re.compile(r"\b(?:[Hh]e|[Hh]imself|[Ss]he|[Hh]erself)\b")
_BEAST = r"(?:" + "|".join(sorted(EN_BEASTS)) + r")(?![\w-])"
# our cat Dinah, his dog Toto; Dinah was the cat, Dinah’s our cat; Toto, the little black dog; that whale, Moby Dick
BEAST_BEFORE = re.compile(r"\b(?:[Oo]ur|[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Yy]our|[Tt]he|[Tt]hat|[Aa])\s+(?:[a-z]+\s+){0,2}"
                          + _BEAST + r",?\s+$")
BEAST_AFTER = re.compile(r"^(?:\s+(?:was|is)|’s|'s|,)\s+(?:the|our|my|his|her|their|your|a|an)\s+(?:[a-z]+\s+){0,2}"
                         + _BEAST)
# the Queen of Ev, who …; King Ev-ol-do: the use is a piece of another's name, and the cue is that other's
INSIDE = re.compile(r"\bof\s+(?:the\s+)?$")
PLURAL = re.compile(r"[a-rt-z]s$")  # the Winged Monkeys, who …: a people, not someone
WHO_AFTER = re.compile(r"^,\s+who\b")  # the Lizard, who seemed too much overcome: "who" is said of someone
MIN_GENDERED = 3  # pronouns after a form's bare uses, before they tell a being
SEX_SHARE = 2 / 3  # of them, one sex


def being_votes(paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate]) -> None:
    """Add a person vote to each form for every he or she that follows a bare use of it in its clause, when they
    are many and of one sex (Moby Dick … he; a place or a thing is "the X", and its clause's he is someone else's),
    and for every use set beside a beast's word (Dinah was the cat) or followed by "who" (the Lizard, who …).
    Not a form with an of-phrase (the House of the Sorcerer, who …: the who is the Sorcerer's)."""
    forms = {f for f in candidates if " of " not in f and not f.startswith("the ")}
    if not forms:
        return
    pattern = trie_regex(forms, words=True)
    sexes: dict[str, Counter[str]] = defaultdict(Counter)
    beings: Counter[str] = Counter()  # beside a beast's word, or before who
    for p in paragraphs:
        text = p.text
        matches = list(pattern.finditer(text))
        for m, nxt in zip(matches, matches[1:] + [None]):
            form = " ".join(m.group().split())
            if INSIDE.search(text, max(0, m.start() - 8), m.start()) or text[m.end():m.end() + 1] == "-":
                continue
            if BEAST_BEFORE.search(text, max(0, m.start() - 40), m.start()) or BEAST_AFTER.match(text[m.end():m.end() + 40]):
                beings[form] += 1
            elif WHO_AFTER.match(text[m.end():m.end() + 8]) and not PLURAL.search(form):
                beings[form] += 1
            if ARTICLE_BEFORE.search(text, max(0, m.start() - 40), m.start()):
                continue
            end = nxt.start() if nxt else len(text)
            stop = CLAUSE_END.search(text, m.end(), end)
            pronoun = PRONOUN.search(text, m.end(), stop.start() if stop else end)
            if pronoun:
                sexes[form]["m" if pronoun.group().lower() in EN_MALE_PRONOUNS else "f"] += 1
    for form, counts in sexes.items():
        n, total = max(counts.values()), sum(counts.values())
        if total >= MIN_GENDERED and n >= SEX_SHARE * total:
            candidates[form].kind_votes["person"] += n
    for form, n in beings.items():
        candidates[form].kind_votes["person"] += n


# that white whale must be the same that some call Moby Dick; the old horse, whom the children called Dobbin
SOME_CALL = re.compile(r"[^.;!?“”\"]{0,60}?\b(?:that|whom|which)\s+(?:some|they|men|people|folk|we|many|others|everyone|"
                       r"everybody|all|the\s+\w+)\s+(?:call|called|name|named)\s+$")


def titles_called(paragraphs: Sequence[Paragraph], forms: set[str]):
    """(title, name) pairs: a title the text writes with "the" and capitals (the White Whale), written with its
    article (in either case: "that white whale") and then named: "… the same that some call Moby Dick". Once
    is enough, as for any naming statement."""
    titles = {f.casefold(): f for f in forms if len(f.split()) > 1 and all(w[:1].isupper() for w in f.split())}
    if not titles:
        return
    title = re.compile(r"\b(?:the|that|this)\s+(" + "|".join(re.escape(t) for t in sorted(titles, key=len, reverse=True))
                       + r")\b", re.IGNORECASE)
    names = trie_regex(forms, words=True)
    for i, p in enumerate(paragraphs):
        for t in title.finditer(p.text):
            for b in names.finditer(p.text, t.end(), t.end() + 120):
                name = " ".join(b.group().split())
                if SOME_CALL.fullmatch(p.text, t.end(), b.start()) and name.casefold() != t.group(1).casefold():
                    yield titles[" ".join(t.group(1).split()).casefold()], name, i
                    break
