"""Extractive summaries and glances: sentences chosen from the text, never written anew.

A chapter's summary is its most central sentences (TF-IDF weight of their words across
the volume, a little weight for the opening), shown in story order; a glance is the
chapter's own opening, so it can never give away what comes later.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import Sequence

from ..retrieval.tokenize import tokenize
from ..store.books import StoryParagraph

# (the fullwidth full stop ．ends a sentence too: older Chinese e-texts write it for 。, 红楼梦's for five in eight)
_SENTENCE = re.compile(r"[^。！？!?.…．]+(?:[。！？!?.…．]+[”’」』\"')]*|$)", re.S)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
SUMMARY_SENTENCES = 3


_ABBREVIATION = re.compile(r"(?:^|[\s(“‘'\"—-])(?:Mr|Mrs|Ms|Dr|St|Sr|Jr|Capt|Col|Gen|Lt|Rev|Prof|Messrs|Mme|Mlle|[A-Z])\.$")


def sentences(text: str) -> list[str]:
    """The text's sentences; a title's or an initial's full stop ("Mrs. John Dashwood") ends none."""
    out: list[str] = []
    for piece in _SENTENCE.findall(text):
        if out and _ABBREVIATION.search(out[-1].rstrip()):
            out[-1] += piece
        else:
            out.append(piece)
    return [s.strip() for s in out if len(s.strip()) > 1]


def _is_cjk(text: str) -> bool:
    return len(_CJK.findall(text)) > len(text) / 3


def _limit(text: str) -> int:
    """Characters of a short summary sentence: CJK packs ~3x more per character."""
    return 120 if _is_cjk(text) else 320


def _glance_chars(text: str) -> int:
    return 100 if _is_cjk(text) else 240


def chapter_summary(paragraphs: Sequence[StoryParagraph], df: Counter, n_docs: int) -> str:
    """The chapter's most central sentences, in the order they occur."""
    body = [p for p in paragraphs if p.kind not in ("heading", "image")]
    candidates = [(i, s) for i, p in enumerate(body) for s in sentences(p.text)]
    if not candidates:
        return ""
    terms = [set(tokenize(s)) for _, s in candidates]  # each sentence read once, for tf and for its score
    tf = Counter(t for ts in terms for t in ts)
    weight = {t: n * math.log((1 + n_docs) / (1 + df[t])) for t, n in tf.items()}  # each term's, once

    def score(k: int) -> float:
        position, sentence = candidates[k]
        if len(sentence) < (10 if _is_cjk(sentence) else 30):
            return 0.0  # "He said:" tells nothing
        return sum(map(weight.__getitem__, terms[k])) / math.sqrt(len(sentence)) * (1.15 if position == 0 else 1.0)

    top = sorted(range(len(candidates)), key=score, reverse=True)[:SUMMARY_SENTENCES]
    best = sorted((candidates[k] for k in top), key=lambda c: c[0])
    return " ".join(s if len(s) <= _limit(s) else s[:_limit(s)] + "…" for _, s in best)


def glance(paragraphs: Sequence[StoryParagraph]) -> str:
    """The chapter's opening lines (after its heading), cut at a sentence near a glance's length."""
    body = [p for p in paragraphs if p.kind not in ("heading", "image")]
    if not body:
        return ""
    limit = _glance_chars(" ".join(p.text for p in body[:3]))
    text = ""
    for p in body:
        for sentence in sentences(p.text):
            if text and len(text) + len(sentence) > limit:
                return text
            text = text + sentence if _is_cjk(sentence) else f"{text} {sentence}".strip()
        if len(text) >= limit / 2:
            return text
    return text[:limit]


def document_frequencies(chapters: Sequence[Sequence[StoryParagraph]]) -> Counter:
    """In how many chapters each term occurs (the IDF of chapter summaries)."""
    df: Counter = Counter()
    for chapter in chapters:
        df.update({t for p in chapter for t in tokenize(p.text)})
    return df


def volume_summary(chapter_summaries: Sequence[str], limit: int = 8) -> str:
    """The first sentence of evenly spread chapter summaries."""
    picked = [s for s in chapter_summaries if s]
    step = max(1, math.ceil(len(picked) / limit))
    return " ".join(sentences(s)[0] for s in picked[::step] if sentences(s))
