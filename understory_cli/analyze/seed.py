"""The volume agent's starting list: the names the no-model finder sees, gated like everything else.

The finder (extractive.find_characters, DESIGN §8) reads the whole work once per run; its
statistics see later chapters, so each volume's list is cut to what the text has shown by
the end of that volume:
- a written form is listed only from its first mention on;
- two forms share a line only once a paragraph up to the end of the volume names both, and
  never before the statement the finder tied one of them by ("Nick Chopper, the Tin
  Woodman"). Until then they are separate lines: the Grey Pilot and Captain Orrin Vale
  stay apart until the chapter that unmasks him.
Counts and the first locator are this volume's. The list is a hint, not a point: the agent
still creates points with evidence, and every gate comes from that evidence.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from ..extractive.names import find_characters
from ..extractive.scan import scan
from ..extractive.types import NameEntity
from ..store import Store, books
from ..store.books import StoryParagraph, VolumeInfo
from ..store.points import Point

MIN_MENTIONS = 3  # in the whole work: rarer forms are mostly noise
SEED_MIN = 3  # mentions in the volume for a line
SEED_MAX = 30  # lines per volume, the most mentioned first (the tail is mostly noise)

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")


@dataclass(frozen=True)
class Candidate:
    names: tuple[str, ...]  # the most used form so far first
    kind: str
    mentions: int  # in this volume
    first: str  # locator of the first mention in this volume
    new: bool  # first met in this volume
    point_ids: tuple[int, ...] = ()  # existing points that carry one of these names

    def line(self) -> str:
        others = f" ({', '.join(self.names[1:])})" if len(self.names) > 1 else ""
        tail = " new" if self.new else ""
        if self.point_ids:
            tail += " = " + ", ".join(f"#{i}" for i in self.point_ids)
        return f"- {self.names[0]}{others} {self.kind} {self.mentions} {self.first}{tail}"


@dataclass
class _Form:
    entity: int
    first: tuple[int, int]  # (paragraph index, chapter_no) of its first mention
    stated: int  # chapter from which a statement ties it to the entity (0: no statement needed)
    counts: Counter  # volume_no -> mentions
    firsts: dict  # volume_no -> paragraph index of its first mention in that volume


class Seeds:
    """Every volume's starting list, from one pass of the finder over the whole work."""

    def __init__(self, entities: Sequence[NameEntity], paragraphs: Sequence[StoryParagraph]):
        self.kinds = [e.kind for e in entities]
        self.locators = [p.locator for p in paragraphs]
        chapter_of = {p.locator: p.chapter_no for p in paragraphs}
        owner: dict[str, int] = {}
        for i, named in enumerate(entities):
            for name in named.names:
                owner.setdefault(name, i)
        stated = {a.name: chapter_of.get(a.linked_locator, 0) if a.linked_locator else 0
                  for e in entities for a in e.aliases}
        self.forms: dict[str, _Form] = {}
        # (entity, form a, form b) -> chapter of the first paragraph naming both
        self.together: dict[tuple[int, str, str], int] = {}
        # The finder's own scanner: longest form at each place, whole words in spaced scripts.
        mentioned = scan(paragraphs, owner, words=not any(_CJK.search(f) for f in owner))
        for index, (p, forms) in enumerate(zip(paragraphs, mentioned)):
            found: dict[int, set[str]] = defaultdict(set)
            for form in forms:
                entity = owner[form]
                f = self.forms.get(form)
                if f is None:
                    f = self.forms[form] = _Form(entity, (index, p.chapter_no), stated.get(form, 0), Counter(), {})
                f.counts[p.volume_no] += 1
                f.firsts.setdefault(p.volume_no, index)
                found[entity].add(form)
            for entity, together in found.items():
                for a, b in combinations(sorted(together), 2):
                    self.together.setdefault((entity, a, b), p.chapter_no)
        self.by_entity: dict[int, list[str]] = defaultdict(list)
        for form, f in self.forms.items():
            self.by_entity[f.entity].append(form)

    def for_volume(self, volume: VolumeInfo, known: Sequence[Point] = ()) -> list[Candidate]:
        """The lines for `volume`: nothing the text has not shown by its last chapter."""
        if not volume.chapters:
            return []
        end, start = volume.last_chapter_no, volume.chapters[0].chapter_no
        points_by_name: dict[str, set[int]] = defaultdict(set)
        for point in known:
            for name in [point.name, *(a.alias for a in point.aliases)]:
                points_by_name[name].add(point.point_id)
        out = []
        for entity, forms in self.by_entity.items():
            visible = [f for f in forms if self.forms[f].first[1] <= end]
            for group in self._linked(entity, visible, end):
                mentions = sum(self.forms[f].counts[volume.volume_no] for f in group)
                if mentions < SEED_MIN:
                    continue
                so_far = {f: sum(n for v, n in self.forms[f].counts.items() if v <= volume.volume_no) for f in group}
                names = tuple(sorted(group, key=lambda f: (-so_far[f], self.forms[f].first[0])))
                first = min(self.forms[f].firsts[volume.volume_no] for f in group
                            if volume.volume_no in self.forms[f].firsts)
                ids = tuple(sorted({i for f in group for i in points_by_name.get(f, ())}))
                out.append((first, Candidate(names, self.kinds[entity], mentions, self.locators[first],
                                             min(self.forms[f].first[1] for f in group) >= start, ids)))
        out.sort(key=lambda pair: (-pair[1].mentions, pair[0]))
        return [c for _, c in out[:SEED_MAX]]

    def _linked(self, entity: int, forms: list[str], end: int) -> list[list[str]]:
        """The forms grouped by the links the text has shown by chapter `end`."""
        parent = {f: f for f in forms}

        def find(x: str) -> str:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for a, b in combinations(sorted(forms), 2):
            together = self.together.get((entity, a, b))
            if together is not None and max(together, self.forms[a].stated, self.forms[b].stated) <= end:
                parent[find(b)] = find(a)
        groups: dict[str, list[str]] = defaultdict(list)
        for f in forms:
            groups[find(f)].append(f)
        return list(groups.values())


def render(candidates: Sequence[Candidate]) -> str:
    return "\n".join(c.line() for c in candidates)


_cache: dict[tuple, Seeds] = {}


def work_seeds(store: Store, work: books.WorkRow) -> Seeds:
    """The finder's candidates for the whole work, computed once per process and text (the key is
    the volumes' text hashes: the same books in another store give the same candidates)."""
    key = (work.language, tuple((v.volume_no, v.source_sha256) for v in books.volume_infos(store, work.work_id)))
    if key not in _cache:
        paragraphs = books.story_paragraphs(store, work.work_id)
        entities = [e for e in find_characters(paragraphs, work.language) if e.mentions >= MIN_MENTIONS]
        if len(_cache) >= 4:
            _cache.pop(next(iter(_cache)))
        _cache[key] = Seeds(entities, paragraphs)
    return _cache[key]


