"""A kind for the names no rule types, learned inside the book from the contexts of the names the rules type firmly
(DESIGN §8, issue 43 §5).

The rules vote a name's kind from cues they read use by use (a speech verb, a title, a locative, an honorific); a name
few uses or no cue reaches gets no vote and falls to "term", or one stray cue decides it (Bébert at "in"). Every book
types most of its own names firmly, so the book is its own training data: each entry is represented by the tokens
around its uses — left and right apart, the nearest one and pair by position, the rest of a small window as a bag —
("said X", "X nodded", "to X", 「Xは言った」, 「Xへ」, "在X", "X说"), words for a spaced language, characters otherwise,
with another entry's use written as that entry's kind (the rules'), so coordination ("Lénore and Henri", 「XとY」,
"X和Y", "X、Y") is one more context. A multinomial naive Bayes over those counts, fitted on the firmly typed entries
(votes at least aliases.FIRM_VOTES, in a share FIRM_SHARE), gives every other entry a posterior over the kinds (two
learned at least); where it is confident (POSTERIOR; a place PLACE_POSTERIOR) in a kind the book's own firm entries,
each held out in turn, are predicted precisely (`_trusted`), its kind replaces the weak or missing vote. A firm vote
is never overruled, nor a kind a later rule gave over the votes (place_kinds.py), nor a country or a city the
gazetteer knows (Moscow) made anything but a place. One pass over the paragraphs.

`heldout` measures the classifier itself: each firmly typed entry predicted from the others (leave-one-out).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from .aliases import FIRM_SHARE, FIRM_VOTES, entity_kind
from .gazetteer import known_place
from .languages import REGISTRY
from .scan import trie_regex
from .types import KINDS, Candidate, NameEntity, Paragraph, Votes

WINDOW = 3  # tokens each side read as a bag (words for a spaced language, characters otherwise)
MIN_TRAIN = 3  # a kind learned from fewer firmly typed entries is never predicted
MIN_FEATURES = 2  # a feature seen around fewer entries is left out
ALPHA = 0.5  # Laplace smoothing
CAP = 8  # uses beyond this add no confidence: the evidence is scaled to at most CAP uses' worth
TEMPER = 0.25  # a use's features are read together (L1, L2 and the bag overlap): a quarter of their naive weight
PRECISION = 0.9  # a kind is given only where the book's own firm entries, held out, are predicted it this precisely
POSTERIOR = 0.9  # the classifier's kind is given only at this posterior or more
# …and a place's at this: no rule types a thing (a "term" is the absence of a vote), so the model learns no thing's
# contexts, and a thing's ("the Golden Cap", "in the Love Magnet") and a plural family's ("the Maheus went") are a
# place's too; a person's are not (the dev books' term -> place guesses at 0.9 were one right in four)
PLACE_POSTERIOR = 0.995
MIN_USES = 2  # an entry read fewer times has too little context to learn from
_WRAPPING = frozenset(("「」", "『』"))  # a quoted word's brackets (`contexts`)
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?|[,.;:!?\"“”‘’()—]")


@dataclass(frozen=True)
class Guess:
    entity: str
    kind: str  # the classifier's kind
    posterior: float
    before: str  # the entry's kind from the rules


def firm(votes: Votes) -> str | None:
    """The kind the votes give firmly (as aliases.firm_kind does for one form), else None."""
    total = sum(v for v in votes.values() if v > 0)
    if total <= 0:
        return None
    kind = max(KINDS, key=lambda k: votes[k])
    return kind if votes[kind] >= FIRM_VOTES and votes[kind] >= FIRM_SHARE * total else None


def entity_votes(e: NameEntity, candidates: dict[str, Candidate]) -> Votes:
    votes = Votes()
    for a in e.aliases:
        if a.name in candidates:
            votes.add({k: v for k, v in candidates[a.name].kind_votes.items() if v > 0})
    return votes


def contexts(entities: Sequence[NameEntity], paragraphs: Sequence[Paragraph], language: str,
             labels: dict[str, str]) -> dict[str, Counter[str]]:
    """Each entity's context features, counted over its uses; another entity's use reads as its label ('@person')."""
    spaced = REGISTRY[language].spaced if language in REGISTRY else False
    owner = {f: e.name for e in entities for f in e.names if f.strip()}
    out: dict[str, Counter[str]] = {e.name: Counter() for e in entities}
    if not owner:
        return out
    pattern = trie_regex(owner, words=spaced)
    for p in paragraphs:
        if p.kind == "heading":
            continue
        text = p.text
        matches = [(m, name) for m in pattern.finditer(text) if (name := owner.get(_spaced(m.group())))]
        if not matches:
            continue
        tokens: list[str] = []
        at: list[int] = []  # the token index of each match
        end = 0
        for m, name in matches:
            # a name wrapped whole in corner brackets (「カピトリウム」の壇: a word the writer quotes, a term or a
            # place) reads without them: a bracket is a person's context only as a line of speech opens or closes
            wrapped = text[m.start() - 1:m.start()] + text[m.end():m.end() + 1] in _WRAPPING
            tokens.extend(_tokens(text[end:m.start() - wrapped], spaced))
            at.append(len(tokens))
            tokens.append("@" + labels.get(name, "?"))
            end = m.end() + wrapped
        tokens.extend(_tokens(text[end:], spaced))
        for (_, name), i in zip(matches, at):
            out[name].update(_features(tokens, i))
    return out


def _spaced(match: str) -> str:
    """A match as its form is written: the pattern reads any space between words (Mr.\xa0Dashwood)."""
    return " ".join(match.split()) if " " not in match else match


def _tokens(text: str, spaced: bool) -> list[str]:
    if spaced:
        return [w.lower() for w in _WORD.findall(text)]
    return [c for c in text if not c.isspace()]


def _features(tokens: list[str], i: int) -> list[str]:
    left = tokens[max(0, i - WINDOW):i]
    right = tokens[i + 1:i + 1 + WINDOW]
    out = ["L1:" + (left[-1] if left else "^"), "R1:" + (right[0] if right else "$")]
    if len(left) >= 2:
        out.append("L2:" + left[-2] + "|" + left[-1])
    if len(right) >= 2:
        out.append("R2:" + right[0] + "|" + right[1])
    out.extend("L:" + t for t in set(left))
    out.extend("R:" + t for t in set(right))
    out.append("uses")  # counts the uses, dropped from the vocabulary below
    return out


class Model:
    """Multinomial naive Bayes over the entities' feature counts (uniform prior: the book's share of people says
    nothing about one name)."""

    def __init__(self, features: dict[str, Counter[str]], labels: dict[str, str]):
        seen: Counter[str] = Counter()
        for name in labels:
            seen.update(f for f in features[name] if f != "uses")
        self.vocabulary = {f for f, n in seen.items() if n >= MIN_FEATURES}
        self.totals: dict[str, Counter[str]] = {}
        self.members: Counter[str] = Counter(labels.values())
        for name, kind in labels.items():
            self.totals.setdefault(kind, Counter()).update(self._kept(features[name]))

    def _kept(self, counts: Counter[str]) -> Counter[str]:
        return Counter({f: n for f, n in counts.items() if f in self.vocabulary})

    def posterior(self, counts: Counter[str], without: str | None = None) -> dict[str, float]:
        """P(kind | contexts) over the kinds learned from MIN_TRAIN entries or more (`without`: the kind of an entry
        whose own counts are taken out of the training, leave-one-out)."""
        kept = self._kept(counts)
        uses = max(counts["uses"], 1)
        scale = TEMPER * min(uses, CAP) / uses
        size = len(self.vocabulary)
        scores: dict[str, float] = {}
        for kind, totals in self.totals.items():
            members = self.members[kind] - (kind == without)
            if members < MIN_TRAIN:
                continue
            own = kept if kind == without else Counter()
            mass = sum(totals.values()) - sum(own.values())
            scores[kind] = scale * sum(n * math.log((totals[f] - own[f] + ALPHA) / (mass + ALPHA * size))
                                       for f, n in kept.items())
        if len(scores) < 2:  # one kind learned: nothing to tell it from
            return {}
        top = max(scores.values())
        weights = {k: math.exp(s - top) for k, s in scores.items()}
        total = sum(weights.values())
        return {k: w / total for k, w in weights.items()}


def _reading(entities: Sequence[NameEntity], paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate],
             language: str) -> tuple[dict[str, Counter[str]], dict[str, str], set[str]]:
    """The features, the firm labels, and the entries open to the classifier (no firm vote, and the kind the votes
    give still the entry's: no later rule decided it)."""
    labels: dict[str, str] = {}
    weak: set[str] = set()
    for e in entities:
        votes = entity_votes(e, candidates)
        kind = firm(votes)
        if kind is not None and kind == e.kind:
            labels[e.name] = kind
        elif kind is None and e.kind == entity_kind([f for f in e.names if f in candidates], candidates):
            weak.add(e.name)
    # another entry's use reads as its kind (the rules', weak or firm): 'Lénore and Henri' with Lénore a person
    return contexts(entities, paragraphs, language, {e.name: e.kind for e in entities}), labels, weak


def guesses(entities: Sequence[NameEntity], paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate],
            language: str) -> list[Guess]:
    """The classifier's confident kinds for the weakly typed or untyped entries, where they differ from the rules'."""
    features, labels, weak = _reading(entities, paragraphs, candidates, language)
    if not labels or not weak:
        return []
    model = Model(features, labels)
    by_name = {e.name: e for e in entities}
    trusted = _trusted(_left_out(model, features, labels))
    out = []
    for e in entities:
        if e.name not in weak or features[e.name]["uses"] < MIN_USES:
            continue
        post = model.posterior(features[e.name])
        if not post:
            continue
        kind = max(post, key=post.__getitem__)
        if post[kind] >= (PLACE_POSTERIOR if kind == "place" else POSTERIOR) and kind != e.kind and kind in trusted:
            out.append(Guess(e.name, kind, post[kind], e.kind))
    if language == "en" and any(g.kind == "person" for g in out):  # "the Moonstone", "the Shivering Sand": no one
        out = [g for g in out if g.kind != "person" or not _articled(by_name[g.entity], paragraphs)]
    if any(g.before == "place" for g in out):  # a country or a city of the lists is a place whatever its contexts (日本, Moscow)
        out = [g for g in out if g.before != "place" or not known_place(tuple(by_name[g.entity].names), language)]
    return out


ARTICLED = 0.75  # an English name written after "the" in this share of its uses is no person the classifier may guess


def _articled(e: NameEntity, paragraphs: Sequence[Paragraph]) -> bool:
    """Every name of the entry is written after "the" in ARTICLED of its uses: a named thing or place ("the Moonstone",
    "the Shivering Sand"), whose contexts the model never learns (no rule types a thing), not a person (stop 65: both
    were people in The Moonstone). A person so written is typed by the rules (the Scarecrow speaks), not guessed."""
    names = [n for n in e.names if n[:1].isupper()]
    if not names:
        return False
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    pattern = re.compile(rf"(?<![\w.])(?:(the|The)\s+)?(?:{alternatives})(?![\w’'-])")
    uses = [m.group(1) for p in paragraphs for m in pattern.finditer(p.text)]
    return bool(uses) and sum(u is not None for u in uses) >= ARTICLED * len(uses)


def rekinded(entities: list[NameEntity], paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate],
             language: str) -> None:
    """Give the weakly typed or untyped entries the kind their contexts say, where the classifier is confident
    (the module's rule), in place."""
    by_name = {e.name: e for e in entities}
    for g in guesses(entities, paragraphs, candidates, language):
        by_name[g.entity].kind = g.kind


def heldout(entities: Sequence[NameEntity], paragraphs: Sequence[Paragraph], candidates: dict[str, Candidate],
            language: str) -> list[tuple[str, str, str, float]]:
    """(entity, firm kind, predicted kind, posterior) for every firmly typed entry read MIN_USES times, each predicted
    by the model with its own counts taken out (its neighbours' labels stay: they are the rules', not its own)."""
    features, labels, _ = _reading(entities, paragraphs, candidates, language)
    return _left_out(Model(features, labels), features, labels)


def _trusted(left_out: list[tuple[str, str, str, float]]) -> set[str]:
    """The kinds the model predicts confidently and rightly often enough in this book: of its held-out predictions at
    POSTERIOR or more, at least MIN_TRAIN of the kind and a share PRECISION right — one miss allowed among five or
    more (a short book's 日本 read as a person's among six people)."""
    said: Counter[str] = Counter()
    right: Counter[str] = Counter()
    for _, kind, guess, p in left_out:
        if p >= POSTERIOR:
            said[guess] += 1
            right[guess] += kind == guess
    return {k for k, n in said.items() if n >= MIN_TRAIN and n - right[k] <= max(1.0 if n >= 5 else 0.0, (1 - PRECISION) * n)}


def _left_out(model: Model, features: dict[str, Counter[str]], labels: dict[str, str]) -> list[tuple[str, str, str, float]]:
    out = []
    for name, kind in labels.items():
        if features[name]["uses"] < MIN_USES:
            continue
        post = model.posterior(features[name], without=kind)
        if kind in post:  # its own kind still learned without it
            best = max(post, key=post.__getitem__)
            out.append((name, kind, best, post[best]))
    return out
