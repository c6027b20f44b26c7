"""The reader's corrections applied to the knowledge table: the one view every consumer reads.

The stored analysis stays as the analysis made it (analyze builds on it, and `fix undo` needs
it); `corrected` returns the points and mentions with every correction of `store/corrections.py`
applied in order. The wiki's plan (both paths), the site (and through it the popup, search,
graph, navboxes and the X-Ray EPUB), `ask` and `status` read the table through it, so a
correction survives any re-run of analyze and shows in the next compose-wiki and build-site.

Spoilers (DESIGN §3): a name a correction ties to an entry opens no earlier than the book ties
it: at the first paragraph that sets it beside one of the entry's names, or, when the book never
does (the reader made the tie), at its own first mention. A merged point's records and mentions
join the entry from that tie on, so merging Ozma into Tip at 2.22 shows nothing of Ozma on
Tip's page before 2.23.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Callable, Iterable

from .errors import BadInputError, NotFoundError
from .store import Store, books
from .store import corrections as correction_store
from .store import points as point_store
from .store.books import StoryParagraph
from .store.corrections import Correction
from .store.points import Alias, Point

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff21-\uff3a\uff41-\uff5a]")  # full-width letters: CJK text (Ｇ某)


@dataclass
class Corrected:
    points: list[Point]
    mentions: dict[int, dict[int, int]]  # point_id -> {chapter_no: mentions}
    applied: list[Correction] = field(default_factory=list)
    unmatched: list[tuple[Correction, str]] = field(default_factory=list)  # and why it matched nothing
    moved: dict[int, int | None] = field(default_factory=dict)  # a point merged away -> its entry's, hidden -> None


def corrected(store: Store, work_id: int, *, text: Callable[[], list[StoryParagraph]] | None = None) -> Corrected:
    """The work's points and mentions with the reader's corrections applied."""
    return apply(point_store.load_points(store, work_id), point_store.mentions(store, work_id),
                 correction_store.corrections(store, work_id), text or _story(store, work_id))


def _story(store: Store, work_id: int) -> Callable[[], list[StoryParagraph]]:
    """The story text, read from the store once, when first asked for."""
    return cache(lambda: books.story_paragraphs(store, work_id))


def apply(points: list[Point], mentions: dict[int, dict[int, int]], corrections: list[Correction],
          paragraphs: Callable[[], list[StoryParagraph]]) -> Corrected:
    """`corrections` applied in order; `paragraphs` (the story text) is read only when a tie is looked for."""
    table = _Table(points, mentions, paragraphs)
    out = Corrected([], {})
    for c in corrections:
        reason = getattr(table, c.action)(c.subject, c.value)
        if reason:
            out.unmatched.append((c, reason))
        else:
            out.applied.append(c)
    out.points = list(table.points.values())
    out.mentions = {pid: dict(sorted(chapters.items())) for pid, chapters in table.mentions.items()
                    if pid in table.points and chapters}
    out.moved = table.moved
    return out


def correct(store: Store, work_id: int, action: str, subject: str, value: str | None = None) -> Correction:
    """Store one correction, refused (nothing stored) when it matches nothing in today's table."""
    trial = Correction(0, action, subject, value)
    text = _story(store, work_id)
    table = corrected(store, work_id, text=text)
    result = apply(table.points, table.mentions, [trial], text)
    if result.unmatched:
        raise NotFoundError(f"{trial.describe()}: {result.unmatched[0][1]} (see `understory fix list`)")
    return correction_store.add_corrections(store, work_id, [(action, subject, value)])[0]


def to_yaml(corrections: list[Correction]) -> str:
    """A small readable file, one line per correction in the order they apply."""
    import yaml

    lines = ["- " + yaml.safe_dump({c.action: c.subject if c.value is None else [c.subject, c.value]},
                                   allow_unicode=True, default_flow_style=False if c.value is None else None,
                                   width=10**6).strip()
             for c in corrections]
    return "\n".join(["# understory corrections: one per line, applied in order (`understory fix import FILE`)",
                      "corrections:" + ("" if lines else " []"), *lines]) + "\n"


def from_yaml(text: str, path: str) -> list[tuple[str, str, str | None]]:
    """(action, subject, value) from a file `to_yaml` wrote; a bad file is refused, naming it and why."""
    import yaml

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise BadInputError(path, f"not readable YAML ({str(exc).splitlines()[0]})") from exc
    items = data.get("corrections") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise BadInputError(path, "no `corrections:` list (write it with `understory fix export`)")
    out = []
    for n, item in enumerate(items, 1):
        action, args = next(iter(item.items())) if isinstance(item, dict) and len(item) == 1 else (None, None)
        args = [args] if isinstance(args, str) else args
        takes = correction_store.ACTIONS.get(str(action))
        if takes is None or not isinstance(args, list) or len(args) != 1 + takes or \
                not all(isinstance(a, str) and a.strip() for a in args):
            raise BadInputError(path, f"correction {n} is not one of " + ", ".join(
                f"`{a}: {'[A, B]' if v else 'A'}`" for a, v in correction_store.ACTIONS.items()))
        out.append((str(action), args[0], args[1] if takes else None))
    return out


def import_corrections(store: Store, work_id: int, items: list[tuple[str, str, str | None]]
                       ) -> tuple[list[Correction], list[tuple[Correction, str]]]:
    """Store the corrections not already stored; (those added, those of them that match nothing)."""
    have = {(c.action, c.subject, c.value) for c in correction_store.corrections(store, work_id)}
    added = correction_store.add_corrections(store, work_id, [i for i in dict.fromkeys(items) if i not in have])
    ids = {c.correction_id for c in added}
    return added, [(c, why) for c, why in corrected(store, work_id).unmatched if c.correction_id in ids]


def matcher(names: Iterable[str]) -> re.Pattern:
    """Whole words in spaced scripts (Tip, not Tipped), plain for CJK; any space between words."""
    parts = [re.escape(n) if _CJK.search(n) else "(?<!\\w)" + re.escape(n).replace("\\ ", r"\s+") + "(?!\\w)"
             for n in sorted(set(names), key=len, reverse=True) if n]
    return re.compile("|".join(parts)) if parts else re.compile(r"(?!x)x")


def names_of(p: Point) -> list[tuple[str, int]]:
    return [(p.name, p.reveal_at), *((a.alias, a.reveal_at) for a in p.aliases)]


class _Table:
    """The points being corrected; each action returns None when applied, else why it matched nothing."""

    def __init__(self, points: list[Point], mentions: dict[int, dict[int, int]],
                 paragraphs: Callable[[], list[StoryParagraph]]):
        # copies: the caller's points stay as the analysis made them
        self.points = {p.point_id: replace(p, aliases=list(p.aliases), records=list(p.records)) for p in points}
        self.mentions: dict[int, dict[int, int]] = defaultdict(dict, {k: dict(v) for k, v in mentions.items()})
        self.moved: dict[int, int | None] = {}
        self._paragraphs = paragraphs
        self._text: list[StoryParagraph] | None = None
        self._naming: dict[str, list[StoryParagraph]] = {}
        self._next_id = max(self.points, default=0) + 1

    @property
    def text(self) -> list[StoryParagraph]:
        if self._text is None:
            self._text = self._paragraphs()
        return self._text

    def find(self, name: str) -> Point | None:
        """The point titled `name`, else the one with it as an alias (case aside)."""
        key = name.casefold()
        for p in self.points.values():
            if p.name.casefold() == key:
                return p
        return next((p for p in self.points.values() if any(a.alias.casefold() == key for a in p.aliases)), None)

    def naming(self, name: str) -> list[StoryParagraph]:
        """The paragraphs that name `name`, found once (a plain substring test first: a series has
        hundreds of thousands of paragraphs, and the regular expression is the slow part)."""
        if name not in self._naming:
            key, own = max(name.split() or [name], key=len), matcher([name])
            self._naming[name] = [p for p in self.text if key in p.text and own.search(p.text)]
        return self._naming[name]

    def first(self, name: str, beside: list[str] | None = None) -> StoryParagraph | None:
        """The first paragraph naming `name` (and, with `beside`, one of those names too)."""
        others = matcher([n for n in beside if n.casefold() != name.casefold()]) if beside is not None else None
        return next((p for p in self.naming(name) if others is None or others.search(p.text)), None)

    def counts(self, name: str) -> dict[int, int]:
        found: dict[int, int] = defaultdict(int)
        pattern = matcher([name])
        for p in self.naming(name):
            hits = len(pattern.findall(p.text))
            if hits:
                found[p.chapter_no] += hits
        return found

    def tie_gate(self, name: str, floor: int, entry: Point) -> tuple[int, list[str]]:
        """When `name` may open as one of `entry`'s names, and the paragraph that says so."""
        tie = self.first(name, [n for n, _ in names_of(entry)])
        if tie is None:  # the reader made the tie: from the name's own first mention
            tie = self.first(name)
        if tie is None:  # not in the text at all: a label of the reader's own
            return max(floor, entry.reveal_at), []
        return max(floor, tie.chapter_no, entry.reveal_at), [tie.locator]

    def _move_mentions(self, name: str, source: int | None, source_since: int, target: int | None,
                       target_since: int) -> None:
        """`name`'s mentions taken from `source` (from `source_since` on) and given to `target`."""
        for chapter, n in self.counts(name).items():
            if source is not None and chapter >= source_since:
                left = self.mentions[source].get(chapter, 0) - n
                if left > 0:
                    self.mentions[source][chapter] = left
                else:
                    self.mentions[source].pop(chapter, None)
            if target is not None and chapter >= target_since:
                self.mentions[target][chapter] = self.mentions[target].get(chapter, 0) + n

    # the actions, one per `fix` command

    def merge(self, subject: str, value: str | None) -> str | None:
        entry, other = self.find(subject), self.find(value or "")
        if entry is None or other is None:
            return f'no entry is named "{subject if entry is None else value}"'
        if entry is other:
            return f'"{subject}" and "{value}" are already one entry'
        own = {n.casefold() for n, _ in names_of(entry)}
        gates = {}
        for name, gate in names_of(other):
            gates[name] = self.tie_gate(name, gate, entry)
        join = gates[other.name][0]
        for name, (gate, evidence) in gates.items():
            if name.casefold() not in own:
                entry.aliases.append(Alias(name, other.volume_no, evidence, max(gate, join)))
        entry.records.extend(replace(r, reveal_at=max(r.reveal_at, join)) for r in other.records)
        entry.records.sort(key=lambda r: r.volume_no)
        for chapter, n in self.mentions.pop(other.point_id, {}).items():
            if chapter >= join:
                self.mentions[entry.point_id][chapter] = self.mentions[entry.point_id].get(chapter, 0) + n
        del self.points[other.point_id]
        self._moved(other.point_id, entry.point_id)
        return None

    def split(self, subject: str, value: str | None) -> str | None:
        entry = self.find(subject)
        if entry is None:
            return f'no entry is named "{subject}"'
        alias = next((a for a in entry.aliases if a.alias.casefold() == (value or "").casefold()), None)
        if alias is None:
            return f'"{value}" is not one of the names of "{entry.name}"' + \
                (" (it is its title: rename the entry first)" if (value or "").casefold() == entry.name.casefold() else "")
        entry.aliases.remove(alias)
        first = self.first(alias.alias)
        gate = first.chapter_no if first else alias.reveal_at
        stays = matcher([n for n, _ in names_of(entry)])
        own = matcher([alias.alias])
        leaving = [r for r in entry.records if own.search(r.text) and not stays.search(r.text)]
        entry.records = [r for r in entry.records if r not in leaving]
        new = Point(self._next_id, alias.alias, entry.kind, None, first.volume_no if first else alias.volume_no,
                    gate, entry.source, [], leaving)
        self._next_id += 1
        self.points[new.point_id] = new
        # counted for the entry from the alias's gate on, for the new point from its first mention
        self._move_mentions(alias.alias, entry.point_id, alias.reveal_at, new.point_id, 0)
        return None

    def rename(self, subject: str, value: str | None) -> str | None:
        entry = self.find(subject)
        if entry is None or not value:
            return f'no entry is named "{subject}"'
        if value.casefold() == entry.name.casefold():
            entry.name = value
            return None
        alias = next((a for a in entry.aliases if a.alias.casefold() == value.casefold()), None)
        old = Alias(entry.name, entry.volume_no, [], entry.reveal_at)
        if alias is not None:  # one of its own names: the title waits for that name's gate
            entry.aliases.remove(alias)
            entry.name, entry.reveal_at = alias.alias, max(alias.reveal_at, entry.reveal_at)
        else:  # the reader's own title: a name the book uses waits until the book ties it to the entry
            entry.name, entry.reveal_at = value, self.tie_gate(value, entry.reveal_at, entry)[0]
        entry.aliases.insert(0, old)
        return None

    def kind(self, subject: str, value: str | None) -> str | None:
        entry = self.find(subject)
        if entry is None or not value:
            return f'no entry is named "{subject}"'
        entry.kind = value
        return None

    def hide(self, subject: str, value: str | None) -> str | None:
        entry = self.find(subject)
        if entry is None:
            return f'no entry is named "{subject}"'
        if entry.name.casefold() != subject.casefold():  # one of its names only: that name is never linked
            return self.unalias(entry.name, subject)
        del self.points[entry.point_id]
        self.mentions.pop(entry.point_id, None)
        self._moved(entry.point_id, None)
        return None

    def alias(self, subject: str, value: str | None) -> str | None:
        entry = self.find(subject)
        if entry is None or not value:
            return f'no entry is named "{subject}"'
        if any(n.casefold() == value.casefold() for n, _ in names_of(entry)):
            return None
        gate, evidence = self.tie_gate(value, 0, entry)
        entry.aliases.append(Alias(value, entry.volume_no, evidence, gate))
        self._move_mentions(value, None, 0, entry.point_id, gate)
        return None

    def unalias(self, subject: str, value: str | None) -> str | None:
        entry = self.find(subject)
        if entry is None:
            return f'no entry is named "{subject}"'
        alias = next((a for a in entry.aliases if a.alias.casefold() == (value or "").casefold()), None)
        if alias is None:
            return f'"{value}" is not an alias of "{entry.name}"'
        entry.aliases.remove(alias)
        self._move_mentions(alias.alias, entry.point_id, alias.reveal_at, None, 0)
        return None

    def _moved(self, gone: int, into: int | None) -> None:
        self.moved[gone] = into
        for k, v in self.moved.items():  # an entry merged into one later merged or hidden follows it
            if v == gone:
                self.moved[k] = into
