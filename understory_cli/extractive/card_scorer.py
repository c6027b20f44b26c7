"""The learned card chooser: where the rules give an entry no description (its card would be the generated
template, or a plot sentence they rate as no full description), the best short excerpt among the sentences that
name it in its first chapters, by a logistic scorer over card_features.FEATURES, kept only above a learned
threshold (below it the template stands: a weak candidate gives less, never a false card). The weights and the
threshold are a few numbers in card_weights.json, learned by bench/train_cards.py on the dev books' reader labels
(never the gold books'), with their provenance in the file."""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Sequence, TypeVar

from .card_features import FEATURES, _name_at, features
from .languages import script_of

WEIGHTS = Path(__file__).with_name("card_weights.json")
SCORED = "scored description"  # the note of the record it chooses (wiki/extractive.py: a rule's card wins over it)
MAX_SENTENCES = 60  # the entity's first sentences read, in reading order
CARD_CHARS = {"en": 200, "zh": 80, "ja": 80}  # the most of a sentence a card quotes; longer ones are cut around the name
_CLAUSE = re.compile(r"[,;:—，；：、。！？!?]")

P = TypeVar("P")


@lru_cache(maxsize=None)
def model(path: Path | None = None) -> tuple[list[float], float, float] | None:
    """(weights in FEATURES' order, the bias, the threshold) or None (no file: no scorer). `path`: WEIGHTS, unless
    a bench names another (a book's leave-one-out weights)."""
    path = path or WEIGHTS
    if not path.exists():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    if list(data["features"]) != list(FEATURES):  # stale weights: say so, never score with the wrong columns
        raise ValueError(f"{path}: its features {data['features']} are not card_features.FEATURES: "
                         "run bench/train_cards.py --write")
    return [float(w) for w in data["weights"]], float(data["bias"]), float(data["threshold"])


def probability(row: Sequence[float], weights: Sequence[float], bias: float) -> float:
    z = bias + sum(w * x for w, x in zip(weights, row))
    return 1.0 / (1.0 + math.exp(-max(min(z, 30.0), -30.0)))


def cut(sentence: str, names: list[str]) -> str:
    """The sentence, or where it is long the clauses around the subject's first name within CARD_CHARS, marked cut."""
    limit = CARD_CHARS.get(script_of(sentence), CARD_CHARS["en"])
    text = " ".join(sentence.split())
    at = _name_at(text, names)
    if len(text) <= limit or at is None:
        return text
    bounds = [0, *(m.end() for m in _CLAUSE.finditer(text)), len(text)]
    start = max(b for b in bounds if b <= at[0])
    end = min((b for b in bounds if b >= at[1]), default=len(text))
    if end - start > limit:  # the name's own clause is too long: the words around the name
        start, end = max(at[0] - limit // 2, 0), min(at[1] + limit // 2, len(text))
    grown = True
    while grown and end - start < limit // 2:  # a clause after, then one before, until it says enough (never
        grown = False  # the name alone: "…Lord Mauleverer.")
        for side in (1, 0):
            if side and (after := [b for b in bounds if b > end and b - start <= limit]):
                end, grown = after[0], True
            elif not side and (before := [b for b in bounds if b < start and end - b <= limit]):
                start, grown = before[-1], True
    piece = text[start:end].strip().rstrip(",;:—，；：、")
    return f"{'…' if start > 0 else ''}{piece}{'…' if end < len(text) and piece[-1:] not in '.!?。！？」”' else ''}"


def rows(said: Iterable[tuple[P, list[str], list[str], list[bool], bool]], others) \
        -> list[tuple[P, str, list[str], list[float]]]:
    """(paragraph, sentence, names, features) of the first MAX_SENTENCES sentences naming the entity, from
    `said`: each paragraph, the names usable there, its sentences, which are spoken and whether it is in the
    entity's first chapter."""
    out: list[tuple[P, str, list[str], list[float]]] = []
    for p, names, sentences, talk, first in said:
        for sentence, spoken in zip(sentences, talk):
            if len(out) >= MAX_SENTENCES:
                return out
            row = features(sentence, names, others, spoken=spoken, rank=len(out), first_chapter=first)
            if row is not None:
                out.append((p, sentence, names, row))
    return out


def chosen(said: Iterable[tuple[P, list[str], list[str], list[bool], bool]], others,
           path: Path | None = None) -> tuple[P, str, float] | None:
    """The best-scored excerpt (paragraph, card text, probability) at or above the threshold, else None."""
    fitted = model(path)
    if fitted is None:
        return None
    weights, bias, threshold = fitted
    best: tuple[P, str, float] | None = None
    for p, sentence, names, row in rows(said, others):
        score = probability(row, weights, bias)
        if score >= threshold and (best is None or score > best[2]):
            best = (p, cut(sentence, names), score)
    return best
