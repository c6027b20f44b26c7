"""Counting where each point is named: the narrative track and co-occurrence.

A name counts for a point in a chapter only once the text has linked it to the point
(its alias reveal_at): before 2.23, 'Ozma' said in 2.20 is not an appearance of Tip.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Callable, Iterable, Mapping, Sequence

from ..extractive.scan import KATAKANA_NAME, first_chars, trie_regex
from ..store.books import StoryParagraph
from ..store.points import GivenAway, Mention, Point

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff21-\uff3a\uff41-\uff5a]")  # full-width letters: CJK text (Ｇ某)
_KATAKANA_WHOLE = "(?<![\u30a1-\u30fa\u30fc]){}(?![\u30a1-\u30fa\u30fc])"


def matcher(names: Iterable[str]) -> re.Pattern:
    """Whole-word matches for names in spaced scripts (Tip, not Tipped); plain for CJK."""
    # (a katakana name is no use inside a longer katakana word: ジャン of ジャンヌ, as extractive.scan reads it)
    names = sorted(set(names), key=len, reverse=True)
    parts = [(_KATAKANA_WHOLE.format(re.escape(n)) if KATAKANA_NAME.fullmatch(n) else re.escape(n)) if _CJK.search(n)
             else rf"(?<!\w){_spaces(re.escape(n))}(?!\w)" for n in names]
    if not parts:
        return re.compile(r"(?!x)x")
    # (names opening with a lookbehind are tried one by one at every position: their first characters are tested
    # first, as one class; plain names need not, the regex engine skips ahead to their first characters itself)
    guard = first_chars(names) if any(part.startswith("(?<") for part in parts) else ""
    return re.compile(f"{guard}(?:{'|'.join(parts)})" if guard else "|".join(parts))


def _spaces(escaped: str) -> str:
    """Any space between words: books write Mr.\u00a0Dashwood with a no-break space."""
    return escaped.replace("\\ ", r"\s+")


def count_mentions(points: Sequence[Point], paragraphs: Sequence[StoryParagraph],
                   uncounted: Mapping[int, Mapping[str, Counter]] | None = None, others: Iterable[str] = ()) -> list[Mention]:
    """Each point's mentions per chapter. `uncounted` (point id -> form -> locator -> uses) are the uses the name
    finder's context gave to no one or someone else (NameEntity.uncounted): 大姑娘 said to 凤喜 is no mention of 秀姑.
    A spaced name written inside a longer name, another point's or one of `others` (names no point has), is no mention
    of its own: Stapleton in Miss Stapleton is not her brother, Barrymore in Mrs. Barrymore not her husband."""
    counts: Counter = Counter()
    longer = _longest_uses([n for p in points for n in (p.name, *(a.alias for a in p.aliases))], others)
    for point in points:
        skipped = (uncounted or {}).get(point.point_id, {})
        names = [(point.name, point.reveal_at), *((a.alias, a.reveal_at) for a in point.aliases)]
        patterns: dict[tuple[str, ...], re.Pattern] = {}  # one per set of usable names, not per paragraph
        # a name matches only where its longest word is written: most paragraphs need no more than that look
        words = {max(n.split(" "), key=len) for n, _ in names}
        for p in paragraphs:
            if not any(w in p.text for w in words):
                continue
            usable = tuple(n for n, gate in names if gate <= p.chapter_no)
            if usable:
                if usable not in patterns:
                    patterns[usable] = matcher(usable)
                hits = sum(1 for m in patterns[usable].finditer(p.text) if not _inside(m, longer(p)))
                if hits and skipped:
                    hits -= sum(min(by_place.get(p.locator, 0), p.text.count(form))
                                for form, by_place in skipped.items() if form in usable)
                if hits > 0:
                    counts[(point.point_id, p.chapter_no)] += hits
    return [Mention(pid, chapter, n) for (pid, chapter), n in sorted(counts.items())]


def given_away(points: Sequence[Point], paragraphs: Sequence[StoryParagraph],
                uncounted: Mapping[int, Mapping[str, Counter]]) -> list[GivenAway]:
    """The uses count_mentions subtracts, per point, paragraph and form, stored beside the mentions so the site's
    in-chapter places skip them too (a paragraph's uses, never more than the form is written there)."""
    out = []
    for point in points:
        skipped = uncounted.get(point.point_id)
        if not skipped:
            continue
        for p in paragraphs:
            for form, by_place in sorted(skipped.items()):
                if (uses := min(by_place.get(p.locator, 0), p.text.count(form))) > 0:
                    out.append(GivenAway(point.point_id, p.chapter_no, p.locator, form, uses))
    return out


def _longest_uses(names: Iterable[str], others: Iterable[str]) -> Callable[[StoryParagraph], list[tuple[int, int]]]:
    """A paragraph -> the spans of the longest spaced names written in it (the finder's scan), found once."""
    spaced = {n for n in (*names, *others) if n and not _CJK.search(n)}
    pattern = trie_regex(spaced, words=True)
    cache: dict[str, list[tuple[int, int]]] = {}

    def spans(p: StoryParagraph) -> list[tuple[int, int]]:
        if p.locator not in cache:
            cache[p.locator] = [m.span() for m in pattern.finditer(p.text)] if spaced else []
        return cache[p.locator]
    return spans


def _inside(m: re.Match, spans: list[tuple[int, int]]) -> bool:
    """The match lies within a longer name's use."""
    return any(a <= m.start() and m.end() <= b and b - a > m.end() - m.start() for a, b in spans)


def points_after(known: Sequence[Point], analysis) -> list[Point]:
    """The points as they stand once `analysis` (a VolumeAnalysis) is added to `known`."""
    added: dict[int, list] = {}
    for pid, alias in analysis.aliases:
        added.setdefault(pid, []).append(alias)
    merged = [Point(p.point_id, p.name, p.kind, p.description, p.volume_no, p.reveal_at, p.source,
                    [*p.aliases, *added.get(p.point_id, [])], p.records) for p in known]
    return merged + list(analysis.new_points)
