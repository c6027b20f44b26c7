"""The architect's blueprint: the wiki's shape, checked before any worker starts.

The architect proposes categories, entries (one or several points each, with a tier and,
for several, the paragraph that joins them),
topics (pages of insight across the work), navboxes and the home page. `check` returns
every problem at once so the architect can fix them in one more round: unknown points,
duplicate slugs, empty or unknown categories, an entry count outside the range for this
book, major points neither covered nor deliberately left out, reader requests ignored.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ..text import slugify
from ..store.points import Point

Tier = Literal["core", "supporting", "local"]
TEMPLATES = ("character", "place", "group", "power", "event", "object", "concept")


class CategorySpec(BaseModel):
    slug: str = Field(min_length=1)
    title: str = Field(min_length=1)
    description: str = ""


class EntrySpec(BaseModel):
    title: str = Field(min_length=1, description="the name a reader knows the subject by")
    slug: str = Field(min_length=1)
    category: str = Field(description="slug of one of your categories")
    tier: Tier
    points: list[int] = Field(min_length=1, description="ids of the knowledge points this entry covers, main one first")
    joined_at: str | None = Field(None, description="for several points: the paragraph locator where the book shows "
                                                    "they are one (their other names stay hidden until then)")
    template: str = Field("character", description=f"one of {', '.join(TEMPLATES)}")
    request_id: int | None = Field(None, description="the reader request this entry answers, if any")


class TopicSpec(BaseModel):
    title: str = Field(min_length=1)
    slug: str = Field(min_length=1)
    brief: str = Field(min_length=1, description="what the page should explain, for its writer")
    points: list[int] = Field(min_length=1)
    request_id: int | None = None


class NavRowSpec(BaseModel):
    label: str = Field(min_length=1)
    entries: list[str] = Field(min_length=1, description="entry slugs")


class NavboxSpec(BaseModel):
    slug: str = Field(min_length=1)
    title: str = Field(min_length=1)
    rows: list[NavRowSpec] = Field(min_length=1)


class HomeSpec(BaseModel):
    intro: str = Field(min_length=1, description="two or three sentences on the work; cite paragraphs as [1.1.2]")
    featured_entries: list[str] = Field(default_factory=list)
    featured_topics: list[str] = Field(default_factory=list)
    featured_categories: list[str] = Field(default_factory=list)


class LeftOut(BaseModel):
    point: int
    reason: str = Field(min_length=1)


class BlueprintArgs(BaseModel):
    home: HomeSpec
    categories: list[CategorySpec] = Field(min_length=1)
    entries: list[EntrySpec] = Field(min_length=1)
    topics: list[TopicSpec] = Field(default_factory=list)
    navboxes: list[NavboxSpec] = Field(default_factory=list)
    left_out: list[LeftOut] = Field(default_factory=list, description="major points deliberately without an entry")


def entry_range(n_points: int, min_entries: int, max_entries: int) -> tuple[int, int]:
    """How many entries a book with `n_points` points should get: about 60%, within the bounds."""
    target = max(min_entries, min(max_entries, round(0.6 * n_points)))
    low = min(n_points, max(min_entries, round(target * 0.75)))
    return low, max(low, min(max_entries, round(target * 1.25)))


def normalized(args: BlueprintArgs) -> BlueprintArgs:
    """Slugs in the site's normal form, so 'Tin Woodman' and 'tin-woodman' are the same page."""
    data = args.model_copy(deep=True)
    named: list[CategorySpec | EntrySpec | TopicSpec | NavboxSpec] = [*data.categories, *data.entries, *data.topics,
                                                                       *data.navboxes]
    for item in named:
        item.slug = slugify(item.slug)
    for entry in data.entries:
        entry.category = slugify(entry.category)
    for box in data.navboxes:
        for row in box.rows:
            row.entries = [slugify(s) for s in row.entries]
    home = data.home
    home.featured_entries = [slugify(s) for s in home.featured_entries]
    home.featured_topics = [slugify(s) for s in home.featured_topics]
    home.featured_categories = [slugify(s) for s in home.featured_categories]
    return data


def check(args: BlueprintArgs, points: dict[int, Point], *, major: list[int], size: tuple[int, int],
          requests: dict[int, str]) -> list[str]:
    """Every problem with a (normalized) blueprint; empty when it may go to the workers."""
    problems: list[str] = []
    categories = [c.slug for c in args.categories]
    entry_slugs = [e.slug for e in args.entries]
    topic_slugs = [t.slug for t in args.topics]
    for what, slugs in (("category", categories), ("entry/topic", entry_slugs + topic_slugs),
                        ("navbox", [b.slug for b in args.navboxes])):
        dupes = sorted({s for s in slugs if slugs.count(s) > 1})
        if dupes:
            problems.append(f"duplicate {what} slug(s): {', '.join(dupes)}")
    for entry in args.entries:
        if entry.category not in categories:
            problems.append(f"entry {entry.slug}: category {entry.category!r} is not one of your categories")
    for entry in args.entries:
        if len(set(entry.points)) > 1 and not entry.joined_at:
            problems.append(f"entry {entry.slug} covers several points: give joined_at, the paragraph where the book "
                            f"shows they are one, or split it")
    pages: list[EntrySpec | TopicSpec] = [*args.entries, *args.topics]
    for item in pages:
        unknown = [i for i in item.points if i not in points]
        if unknown:
            problems.append(f"{item.slug}: unknown point id(s) {unknown}")
    empty = [c for c in categories if not any(e.category == c for e in args.entries)]
    if empty:
        problems.append(f"empty categories (give them entries or drop them): {', '.join(empty)}")
    low, high = size
    # two identities the book joins make one entry: on a small book the floor would forbid the join
    joined = sum(len(set(e.points)) - 1 for e in args.entries if e.joined_at)
    low = max(1, low - joined)
    if not low <= len(args.entries) <= high:
        problems.append(f"{len(args.entries)} entries planned; this book needs between {low} and {high}")
    covered = {i for item in pages for i in item.points} | {x.point for x in args.left_out}
    missing = [i for i in major if i not in covered]
    if missing:
        problems.append("major points neither covered by an entry nor listed in left_out: "
                        + ", ".join(f"{i} {points[i].name}" for i in missing))
    answered = {item.request_id for item in pages if item.request_id is not None}
    for request_id, title in requests.items():
        if request_id not in answered:
            problems.append(f"reader request {request_id} ({title!r}) has no entry or topic with that request_id")
    known = set(entry_slugs)
    for box in args.navboxes:
        for row in box.rows:
            bad = [s for s in row.entries if s not in known]
            if bad:
                problems.append(f"navbox {box.slug}, row {row.label!r}: unknown entry slug(s) {', '.join(bad)}")
    for what, wanted, have in (("featured_entries", args.home.featured_entries, known),
                               ("featured_topics", args.home.featured_topics, set(topic_slugs)),
                               ("featured_categories", args.home.featured_categories, set(categories))):
        bad = [s for s in wanted if s not in have]
        if bad:
            problems.append(f"home.{what}: unknown slug(s) {', '.join(bad)}")
    return problems
