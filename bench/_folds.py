"""Scoring many rankers at once and choosing their settings by cross-validation.

A "unit" is one index with its questions: the pooled FairytaleQA work, or one story's work.
Each candidate setting produces, per question, the rank of the first hit (1..10, or 11 for a
miss). Choosing a setting for a fold only averages those numbers over the training
questions, so trying hundreds of settings costs one scoring pass each.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

import numpy as np

KS = (1, 3, 5, 10)
MISS = 11


@dataclass
class Unit:
    name: str
    questions: list[str]
    groups: np.ndarray  # per question: the story it belongs to (fold assignment)
    hits: np.ndarray  # (questions, chunks) bool: the chunk lies in an evidence section
    volume_nos: np.ndarray  # per chunk, chunks in story order
    lexical: dict = field(default_factory=dict)  # setting -> (questions, chunks) scores
    semantic: dict = field(default_factory=dict)  # model -> (questions, chunks) cosines
    pieces: dict = field(default_factory=dict)  # model -> (questions, chunks) best-piece cosines (--pieces)


def first_hit(scores: np.ndarray, hits: np.ndarray, floor: float | None = None) -> np.ndarray:
    """Rank (1-based) of the first hit among the top 10 of each row, MISS when none.
    With `floor`, rows scoring <= floor are not retrieved at all (lexical drops zero scores)."""
    scores = np.asarray(scores, dtype=np.float64)
    if floor is not None:
        scores = np.where(scores > floor, scores, -np.inf)
    k = min(10, scores.shape[1])
    top = np.argpartition(-scores, k - 1, axis=1)[:, :k]
    top_scores = np.take_along_axis(scores, top, axis=1)
    order = np.argsort(-top_scores, axis=1, kind="stable")
    top, top_scores = np.take_along_axis(top, order, axis=1), np.take_along_axis(top_scores, order, axis=1)
    found = np.take_along_axis(hits, top, axis=1) & np.isfinite(top_scores)
    return np.where(found.any(axis=1), found.argmax(axis=1) + 1, MISS)


def recall(ranks: np.ndarray) -> dict[int, float]:
    return {k: float(np.mean(ranks <= k)) if len(ranks) else float("nan") for k in KS}


def scale_rows(m: np.ndarray) -> np.ndarray:
    lo = np.minimum(m.min(axis=1, keepdims=True), 0.0) if m.size else m
    hi = np.maximum(m.max(axis=1, keepdims=True), 0.0)
    span = hi - lo
    return np.where(span > 0, (m - lo) / np.where(span > 0, span, 1.0), 0.0)


def minmax_rows(m: np.ndarray) -> np.ndarray:
    lo, hi = m.min(axis=1, keepdims=True), m.max(axis=1, keepdims=True)
    span = hi - lo
    return np.where(span > 0, (m - lo) / np.where(span > 0, span, 1.0), 0.0)


def fuse_rows(lex: np.ndarray, sem: np.ndarray, volume_nos: np.ndarray, alpha: float, neighbour: float,
              volume: float) -> np.ndarray:
    """understory_cli.retrieval.hybrid.fuse for every question at once (rows = questions)."""
    s = alpha * scale_rows(lex) + (1 - alpha) * minmax_rows(sem)
    return with_context_rows(s, volume_nos, neighbour, volume)


def with_context_rows(s: np.ndarray, volume_nos: np.ndarray, neighbour: float, volume: float) -> np.ndarray:
    out = s.copy()
    if neighbour:
        same_prev = np.r_[False, volume_nos[1:] == volume_nos[:-1]]
        same_next = np.r_[volume_nos[:-1] == volume_nos[1:], False]
        nb = np.zeros_like(s)
        nb[:, 1:] += s[:, :-1] * same_prev[1:]
        nb[:, :-1] += s[:, 1:] * same_next[:-1]
        out += neighbour * nb
    if volume:
        starts = np.flatnonzero(np.r_[True, volume_nos[1:] != volume_nos[:-1]])
        best = np.maximum.reduceat(s, starts, axis=1)
        seg = np.repeat(np.arange(len(starts)), np.diff(np.r_[starts, len(volume_nos)]))
        out += volume * scale_rows(best)[:, seg]
    return out


@dataclass
class Candidates:
    """For one family of rankers: setting -> {unit name -> first-hit ranks per question}."""

    name: str
    ranks: dict = field(default_factory=dict)

    def add(self, setting, unit: str, ranks: np.ndarray) -> None:
        self.ranks.setdefault(setting, {})[unit] = ranks


def objective(ranks_by_unit: dict, units: dict[str, Unit], groups: set) -> float:
    """What settings are chosen by: mean of (R@1 + R@5) / 2 pooled and macro over the stories,
    on the questions of `groups` only."""
    pooled, per_story = [], []
    for name, ranks in ranks_by_unit.items():
        mask = np.isin(units[name].groups, list(groups))
        if not mask.any():
            continue
        r = ranks[mask]
        value = (np.mean(r <= 1) + np.mean(r <= 5)) / 2
        (pooled if name == "pooled" else per_story).append(value)
    parts = [np.mean(x) for x in (pooled, per_story) if x]
    return float(np.mean(parts))


def choose(cands: Candidates, units: dict[str, Unit], groups: set):
    return max(cands.ranks, key=lambda s: (objective(cands.ranks[s], units, groups), _prefer(s)))


def _prefer(setting) -> float:
    return 0.0  # ties keep the first setting tried (the grids list the defaults first)


def folds_of(groups: list[str], n: int) -> list[set]:
    ordered = sorted(set(groups))
    return [set(ordered[i::n]) for i in range(n)]


def held_out(cands: Candidates, units: dict[str, Unit], folds: list[set]):
    """Per unit, the first-hit ranks of every question scored with the setting chosen on the
    other folds; and the settings chosen per fold."""
    out = {name: np.full(len(u.questions), MISS) for name, u in units.items()}
    chosen = []
    everyone = set().union(*folds)
    for fold in folds:
        setting = choose(cands, units, everyone - fold)
        chosen.append(setting)
        for name, unit in units.items():
            mask = np.isin(unit.groups, list(fold))
            out[name][mask] = cands.ranks[setting][name][mask]
    return out, chosen


def summarise(ranks_by_unit: dict[str, np.ndarray]) -> dict[str, dict[int, float]]:
    stories = [recall(r) for name, r in ranks_by_unit.items() if name != "pooled"]
    out = {"per story": {k: float(np.mean([s[k] for s in stories])) for k in KS}}
    if "pooled" in ranks_by_unit:
        out["pooled"] = recall(ranks_by_unit["pooled"])
    return out


def grid(**axes):
    keys = list(axes)
    return [tuple(zip(keys, values)) for values in itertools.product(*axes.values())]
