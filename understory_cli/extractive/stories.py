"""Books within a book: a collection's stories share no cast, so one name in two of them is two people (ネリ,
Budori's sister and Pemperu's, in two of 宮沢賢治's stories). Chapters are one story's when two names recur in
both; in a collection (no story holds half the chapters), an entity whose uses fall in several stories, each
with a cast of its own, is one entity a story. A novel's chapters share its cast, so nothing in it is split."""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Callable, Sequence

from .aliases import UnionFind
from .types import Paragraph

CHAPTER_USES = 2  # a name's uses in a chapter for it to be that chapter's cast
STORY_LINKS = 2  # names of its cast a chapter must share with a story to belong to it
STORY_CAST = 2  # names a story holds alone: fewer, and it is an episode of the book's one story
COLLECTION_SHARE = 0.5  # no story holds more of the chapters: else the book is one story with a few loose chapters
PART_USES = 3  # an entity's uses in a story for that story's part of it to be a person of its own


def parts(find: Callable[[str], str], kept: set[str], stream: Sequence[list[str]],
          paragraphs: Sequence[Paragraph]) -> dict[str, dict[int, int]]:
    """For each entity (a root of `find`, among `kept`) used in several stories: chapter number -> its part
    there (0 for the story it is used most in). Entities in one story are absent."""
    uses: dict[str, Counter[int]] = defaultdict(Counter)
    for p, found in zip(paragraphs, stream):
        for form in found:
            root = find(form)
            if root in kept:
                uses[root][p.chapter_no] += 1
    chapters = sorted({c for u in uses.values() for c in u})
    cast = {c: {r for r, u in uses.items() if u[c] >= CHAPTER_USES} for c in chapters}
    story = UnionFind([str(c) for c in chapters])
    seen_in: dict[str, set[int]] = defaultdict(set)  # a name -> the chapters it is cast in so far
    for c in chapters:
        shared = Counter(s for r in cast[c] for s in {story.find(str(x)) for x in seen_in[r]})
        for s, n in shared.items():
            if n >= STORY_LINKS:
                story.union(str(c), s)
        for r in cast[c]:
            seen_in[r].add(c)
    stories = {c: story.find(str(c)) for c in chapters}
    if max(Counter(stories.values()).values(), default=0) > COLLECTION_SHARE * len(chapters):
        return {}
    owners: dict[str, set[str]] = defaultdict(set)
    for r, u in uses.items():
        held = {stories[c] for c in u}
        if len(held) == 1:
            owners[held.pop()].add(r)
    out: dict[str, dict[int, int]] = {}
    for r, u in uses.items():
        per_story: Counter[str] = Counter()
        for c, n in u.items():
            per_story[stories[c]] += n
        big = [s for s, n in per_story.most_common() if n >= PART_USES and len(owners[s]) >= STORY_CAST]
        if len(big) >= 2:
            number = {s: i for i, s in enumerate(big)}
            out[r] = {c: number.get(stories[c], 0) for c in u}
    return out
