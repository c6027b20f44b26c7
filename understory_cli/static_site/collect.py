"""Phase 1 of the build: read everything the site shows from the store, in a stable order.

Nothing here knows about HTML; the render phase gets plain data, and paragraphs are
read one volume at a time as the reader pages are rendered.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Callable

from ..corrections import corrected
from ..position import chapter_of
from ..reading import reading_settings
from ..recap import RecapPart, recap_parts
from ..spoilers import late_names
from ..store import Store, books
from ..store import points as point_store
from ..store import site as site_store
from ..store import wiki as wiki_store
from ..store.points import Alias, Glance, Point
from ..store.site import SiteChapter, SiteImage, SiteParagraph
from ..store.wiki import EntryRow, PageRow
from . import paths
from .bookhtml import image_map
from .last_seen import last_paragraphs

_IMG = re.compile(r'<img\b[^>]*?\ssrc="([^"]*)"')


@dataclass
class VolumeView:
    volume_no: int
    title: str
    chapters: list[SiteChapter]  # reading order, front and back matter included


@dataclass
class Link:
    """A link to an entry as a page shows it: gated by the later of the link's own
    reveal_at and the entry's title, so no page shows a name before its entry may."""

    path: str
    title: str
    category: str  # as a page shows it: the category page's title, or the entry's kind
    reveal: int
    spoiler: bool
    category_reveal: int = 0  # the category page's own title gate
    until: int | None = None  # shown until then (a companion that leaves the entry's closest for good)


@dataclass
class SiteData:
    work: books.WorkRow
    volumes: list[VolumeView]
    entries: list[EntryRow]
    pages: list[PageRow]
    links: dict[str, Link]  # entry slug -> a link to it, gated by its title
    aliases: dict[str, list[Alias]]  # entry slug -> the aliases of its points
    glances: dict[int, Glance]  # chapter_no -> glance
    glance_entries: dict[int, list[str]]  # point_id -> entry slugs about it
    images: list[SiteImage]
    anchors: set[str]  # every paragraph locator, for citation links
    paragraphs: Callable[[int], list[SiteParagraph]]  # volume_no -> its paragraphs
    stylesheets: dict[int, list[str]]  # volume_no -> the book's CSS (sanitized at ingest)
    defaults: dict  # the reading settings stored by the CLI: the site's defaults
    description: str | None = None  # the first volume's dc:description, for the home page
    front_pictures: list[tuple[int, str]] = field(default_factory=list)  # (volume_no, html) before each volume's story
    recap: list[RecapPart] = field(default_factory=list)  # the story so far, in parts by gate
    # entry slug -> {paragraph locator: {form: uses}} its names' uses there that are no one's or another's (GivenAway)
    given_away: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)

    @cached_property
    def last_seen(self) -> dict[str, dict[int, tuple[str, str]]]:
        """Entry slug -> {chapter_no: (locator, text) of the last paragraph there naming it}."""
        numbers = {c.locator: c.chapter_no for c in self.chapters if c.chapter_no is not None}
        return last_paragraphs(self.entries, self.aliases, numbers,
                               (p for v in self.volumes for p in self.paragraphs(v.volume_no)), self.given_away)

    @cached_property
    def covers(self) -> dict[int, str]:
        """volume_no -> its cover's file in the site (read after the build checks the images)."""
        return _covers(self.front_pictures, image_map(self.images))

    @property
    def topics(self) -> list[PageRow]:
        return [p for p in self.pages if p.kind == "topic"]

    def topic_link(self, slug: str, reveal_at: int = 0) -> Link | None:
        page = next((p for p in self.topics if p.slug == slug), None)
        if page is None:
            return None
        return Link(paths.topic(page.slug), page.title, "topic", max(reveal_at, page.reveal_at), False)

    def category_page(self, category: str) -> PageRow | None:
        """The category page an entry belongs to: the architect's entries carry its slug,
        the extractive wiki's its kind (the page's title)."""
        return _category_page(self.pages, category)

    def late_alias(self, slug: str, name: str) -> bool:
        """A name the reader learns after the entry's title: how identity twists show up
        (Tip is Ozma). Strict mode hides these whatever the progress."""
        title = self.links[slug].reveal if slug in self.links else 0
        return name in late_names(((a.alias, a.reveal_at) for a in self.aliases.get(slug, [])), title)

    def identity_gate(self, slug: str, label: str, source: str | None = None) -> int:
        """When the book shows that a link's label is its target ("a strange girl" -> Ozma):
        the label as one of the target's own later names, and any join between the page's
        entry and the target (one known by the other's name, as Tip is Ozma). 0 when neither."""
        names = {a.alias.casefold(): a.reveal_at for a in self.aliases.get(slug, [])}
        gates = [names[label.casefold()]] if label and label.casefold() in names else []
        if source and source != slug and source in self.links and slug in self.links:
            theirs = {self.links[slug].title.casefold(), *names}
            ours = {self.links[source].title.casefold(), *(a.alias.casefold() for a in self.aliases.get(source, []))}
            ties = [a.reveal_at for a in self.aliases.get(source, []) if a.alias.casefold() in theirs]
            ties += [a.reveal_at for a in self.aliases.get(slug, []) if a.alias.casefold() in ours]
            # A writer's twist ("Tip is really Princess Ozma", tagged) joins the two as well.
            ties += [gate for text, gate in self.told.get(source, []) if any(n in text for n in theirs if n)]
            ties += [gate for text, gate in self.told.get(slug, []) if any(n in text for n in ours if n)]
            if ties:
                gates.append(min(ties))  # one shown tie is the evidence
        return max(gates, default=0)

    @cached_property
    def told(self) -> dict[str, list[tuple[str, int]]]:
        """Entry slug -> the spans its page marks as spoilers (text casefolded, gate)."""
        return {e.slug: [(sp.text.casefold(), sp.reveal_at) for sec in e.data.body for sp in sec.spans if sp.spoiler]
                for e in self.entries}

    def link(self, slug: str, reveal_at: int = 0) -> Link | None:
        target = self.links.get(slug)
        if target is None:  # a model may name an entry that was never written
            return None
        return replace(target, reveal=max(reveal_at, target.reveal))

    def cite_path(self, locator: str) -> str | None:
        """The reader page (and paragraph) a citation opens; None when the book has no such place."""
        if locator in self.anchors:
            return paths.cite(locator)
        chapter = chapter_of(locator)
        return paths.chapter(chapter) if chapter in self.chapter_locators else None

    @cached_property
    def chapter_locators(self) -> set[str]:
        return {c.locator for c in self.chapters}

    @cached_property
    def chapters(self) -> list[SiteChapter]:
        return [c for v in self.volumes for c in v.chapters]

    @cached_property
    def story(self) -> dict[int, SiteChapter]:
        """Story chapters by chapter_no (front and back matter have none)."""
        return {c.chapter_no: c for c in self.chapters if c.chapter_no is not None}

    @cached_property
    def part_pages(self) -> dict[int, list[SiteChapter]]:
        """Story chapter_no -> the part title pages that head it (`2.f3` before 2.13; a book and a part
        page, both): the next story chapter of their volume after them."""
        out: dict[int, list[SiteChapter]] = {}
        for volume in self.volumes:
            waiting: list[SiteChapter] = []
            for c in volume.chapters:
                if c.role == "part":
                    waiting.append(c)
                elif c.chapter_no is not None:
                    if waiting:
                        out[c.chapter_no] = waiting
                    waiting = []
        return out


def collect(store: Store, work: str | None) -> SiteData:
    target = books.resolve_work(store, work)
    wid = target.work_id
    volumes: dict[int, VolumeView] = {}
    for c in site_store.chapters(store, wid):
        volumes.setdefault(c.volume_no, VolumeView(c.volume_no, c.volume_title, [])).chapters.append(c)
    entries = wiki_store.entries(store, wid)
    table = corrected(store, wid)  # with the reader's corrections
    points = {p.point_id: p for p in table.points}
    about: dict[int, list[str]] = {}
    for e in entries:
        # Only its main point: a chapter intro naming the other (hidden) identity must not
        # point at this entry before the book joins them.
        if e.point_ids:
            about.setdefault(e.point_ids[0], []).append(e.slug)
    pages = wiki_store.pages(store, wid)
    css: dict[int, list[str]] = {}
    for sheet in site_store.stylesheets(store, wid):
        css.setdefault(sheet.volume_no, []).append(sheet.css)
    return SiteData(
        work=target,
        volumes=list(volumes.values()),
        entries=entries,
        pages=pages,
        links={e.slug: _entry_link(e, pages) for e in entries},
        aliases={e.slug: _names(e, points) for e in entries},
        glances=_glances(point_store.glances(store, wid), table.moved),
        glance_entries=about,
        images=site_store.images(store, wid),
        anchors=site_store.paragraph_locators(store, wid),
        paragraphs=lambda volume_no: site_store.volume_paragraphs(store, wid, volume_no),
        stylesheets=css,
        defaults=reading_settings(store, wid).model_dump(),
        # The first volume's blurb is the book's: a later one's may tell what comes after.
        description=site_store.volume_descriptions(store, wid).get(1),
        front_pictures=site_store.front_matter_pictures(store, wid),
        recap=recap_parts(store, wid),
        given_away=_given_away(entries, point_store.given_away(store, wid)),
    )


def _given_away(entries: list[EntryRow], by_point: dict[int, dict[str, dict[str, int]]]) -> dict:
    """Entry slug -> {locator: {form: uses}}, summed over its points."""
    out: dict[str, dict[str, dict[str, int]]] = {}
    for e in entries:
        for pid in e.point_ids:
            for locator, forms in by_point.get(pid, {}).items():
                place = out.setdefault(e.slug, {}).setdefault(locator, {})
                for form, uses in forms.items():
                    place[form] = place.get(form, 0) + uses
    return out


def _glances(glances: dict[int, Glance], moved: dict[int, int | None]) -> dict[int, Glance]:
    """A glance links no point a correction merged away or hid: a chapter's intro naming Ozma must
    not point at Tip's entry before the book joins them (and a hidden name is never linked)."""
    if not moved:
        return glances
    return {ch: replace(g, point_ids=[pid for pid in g.point_ids if pid not in moved]) for ch, g in glances.items()}


def _covers(pictures: list[tuple[int, str]], files: dict[tuple[int, str], str]) -> dict[int, str]:
    """volume_no -> the site file of the first picture in its front matter (its cover)."""
    out: dict[int, str] = {}
    for volume_no, fragment in pictures:
        src = next((html.unescape(m.group(1)) for m in _IMG.finditer(fragment)), None)
        if volume_no not in out and src is not None and (volume_no, src) in files:
            out[volume_no] = files[(volume_no, src)]
    return out


def _category_page(pages: list[PageRow], category: str) -> PageRow | None:
    cats = [p for p in pages if p.kind == "category"]
    return next((p for p in cats if p.slug == category), None) or next((p for p in cats if p.title == category), None)


def _entry_link(e: EntryRow, pages: list[PageRow]) -> Link:
    """A link to an entry, its category shown by the category page's title (gated by that
    page's own gate: an architect's category title can carry a later name)."""
    page = _category_page(pages, e.category)
    return Link(paths.entry(e.slug), e.title, page.title if page else e.category, e.title_reveal_at,
                e.data.title_is_spoiler, page.reveal_at if page else 0)


def _names(entry: EntryRow, points: dict[int, Point]) -> list[Alias]:
    """The other names an entry is found by, each with its gate. The wiki stores them gated
    (an entry joining two identities holds the second back until the book joins them);
    entries written before it did fall back to their points' aliases."""
    if entry.data.names is not None:
        return [Alias(n.name, 0, [], n.reveal_at) for n in entry.data.names if n.name != entry.title]
    return [a for pid in entry.point_ids if pid in points for a in points[pid].aliases]
