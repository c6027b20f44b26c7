"""What a reader may know at one position: the names to link and what a note on an entry says.

A position is a progress, as the site counts it: the last story chapter finished. A
note placed in chapter N is written at progress N-1 (the reader is inside N, which
may hold its own twist, DESIGN §3), so it shows what the site's entry page and selection
popup show to a reader who has just opened N. Names come from the site's own search
data (the selection popup's names and gates); note texts from the entry's gated parts
(summary steps, body spans, related entries, infobox rows). Anything a model marked as
a spoiler stays out: a footnote in a book has no "show it anyway".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..position import chapter_of, volume_of
from ..static_site.collect import SiteData
from ..static_site.data_files import search_data
from ..static_site.last_seen import snippet
from ..text import LINK_PATTERN

_LINK = re.compile(LINK_PATTERN)
_CITES = re.compile(r"\s*\[\d+\.\d+(?:\.\d+)?(?:\s*[,;]\s*\d+\.\d+(?:\.\d+)?)*\]")
FACTS = 3  # body spans a note shows beside the summary: the latest the reader has reached
COMPANIONS = 6  # related entries named in a note
MAX_FACT = 280  # characters of one fact; a long quotation is cut
NOT_FACTS = {"appearances", "often_with"}  # body sections that are lists, not statements
PERSON_KINDS = {"person", "people", "character", "characters", "人物", "登場人物", "角色"}


@dataclass
class Note:
    slug: str
    title: str
    kind: str
    summary: str | None
    facts: list[str] = field(default_factory=list)
    companions: list[str] = field(default_factory=list)
    aliases: list[str] = field(default_factory=list)  # its other names, as far as known
    first_seen: int | None = None  # the entry's title gate: the chapter it was first met in
    last_seen: tuple[str, str] | None = None  # (locator, passage) of the last paragraph naming it so far


class Knowledge:
    """The site's data, asked what is visible at a progress."""

    def __init__(self, site: SiteData):
        self.site = site
        self.entries = {e.slug: e for e in site.entries}
        data = search_data(site)["entries"]  # the order of site.entries
        # slug -> [(name, gate)]: the entry's title at its own gate, then its other names
        self.names: dict[str, list[tuple[str, int]]] = {}
        self.spoiler_titles: set[str] = set()
        for e, found in zip(site.entries, data):
            self.names[e.slug] = [(e.title, found["reveal"])] + [(n, gate) for n, gate, _late in found["names"]]
            if found["spoiler"]:
                self.spoiler_titles.add(e.slug)
        self._names_at: dict[int, dict[str, str]] = {}
        self._given_away: dict[str, dict[str, dict[str, set[str]]]] | None = None

    def given_away_in(self, chapter_locator: str) -> dict[str, dict[str, set[str]]]:
        """A paragraph of the chapter, by its text without spaces -> entry slug -> the forms whose every use there the
        name finder gave to no one or someone else (SiteData.given_away): no link there to that entry's note."""
        if self._given_away is None:
            self._given_away = {}
            places = {loc for by_place in self.site.given_away.values() for loc in by_place}
            text = {p.locator: p.text for volume_no in sorted({volume_of(loc) for loc in places})
                    for p in self.site.paragraphs(volume_no) if p.locator in places}
            for slug, by_place in self.site.given_away.items():
                for loc, forms in by_place.items():
                    written = text.get(loc, "")
                    away = {form for form, uses in forms.items() if 0 < written.count(form) <= uses}
                    if away:
                        key = "".join(written.split())
                        self._given_away.setdefault(chapter_of(loc), {}).setdefault(key, {}).setdefault(
                            slug, set()).update(away)
        return self._given_away.get(chapter_locator, {})

    def names_at(self, progress: int) -> dict[str, str]:
        """name -> entry slug for every name a reader at `progress` may see tied to its entry.
        An entry's own title wins over another's alias; a name two entries share only as an
        alias is left out (a link to the wrong person is worse than none)."""
        if progress in self._names_at:
            return self._names_at[progress]
        titles: dict[str, str] = {}
        aliases: dict[str, set[str]] = {}
        for slug, names in self.names.items():
            if slug in self.spoiler_titles or names[0][1] > progress:
                continue
            titles.setdefault(names[0][0], slug)
            for name, gate in names[1:]:
                if gate <= progress:
                    aliases.setdefault(name, set()).add(slug)
        out = dict(titles)
        for name, slugs in aliases.items():
            if name not in out and len(slugs) == 1:
                out[name] = next(iter(slugs))
        self._names_at[progress] = out
        return out

    def note(self, slug: str, progress: int) -> Note:
        e = self.entries[slug]
        own = self.site.links[slug]
        data = e.data

        def visible(reveal_at: int, spoiler: bool = False, until: int | None = None) -> bool:
            return not spoiler and max(reveal_at, own.reveal) <= progress and not (until and until <= progress)

        steps = [s for s in data.summary_steps if visible(s.reveal_at, s.spoiler, s.until)]
        summary_item = max(steps, key=lambda s: s.reveal_at) if steps else (
            data.summary if data.summary and visible(data.summary.reveal_at, data.summary.spoiler, data.summary.until)
            else None)
        summary = self.plain(summary_item.text, progress) if summary_item else None
        seen = {summary} if summary else set()
        spans: list[tuple[int, int, str]] = []
        for section in data.body:
            if section.kind in NOT_FACTS or not visible(section.heading.reveal_at):
                continue
            for span in section.spans:
                text = self.plain(span.text, progress) if visible(span.reveal_at, span.spoiler, span.until) else ""
                if text and text not in seen and not (summary and (text in summary or summary in text)):
                    seen.add(text)
                    spans.append((span.reveal_at, len(spans), _cut(text)))
        latest = sorted(spans, key=lambda s: (s[0], s[1]))[-FACTS:]
        companions: list[str] = []
        for rel in data.related:
            link = self.site.link(rel.slug, max(rel.reveal_at, own.reveal))
            if link and link.reveal <= progress and not link.spoiler and not rel.spoiler \
                    and link.title not in companions:
                companions.append(link.title)
        # Where the reader last met it, as the site's entry page says: the last paragraph naming
        # it in the latest chapter up to the progress (never one inside the chapter being read).
        met = [no for no in self.site.last_seen.get(slug, {}) if no <= progress]
        last = self.site.last_seen[slug][max(met)] if met else None
        return Note(slug, e.title, self.kind(slug), summary, [t for _, _, t in sorted(latest, key=lambda s: s[1])],
                    companions[:COMPANIONS], self._aliases(e, progress), own.reveal,
                    (last[0], snippet(last[1])) if last else None)

    def kind(self, slug: str) -> str:
        e = self.entries[slug]
        row = next((r.value for r in e.data.infobox if r.label == "kind"), None)
        return row or self.site.links[slug].category or e.category

    def is_person(self, slug: str) -> bool:
        return self.kind(slug).casefold() in PERSON_KINDS or self.entries[slug].category.casefold() in PERSON_KINDS

    def known_at(self, progress: int) -> list[str]:
        """Entries whose titles a reader at `progress` may see, in the order they were met."""
        shown = [s for s, names in self.names.items() if names[0][1] <= progress and s not in self.spoiler_titles]
        return sorted(shown, key=lambda s: (self.names[s][0][1], self.entries[s].title))

    def plain(self, text: str, progress: int) -> str:
        """A span's text as a note prints it: links become their labels (a bare link, the
        target's title once it may show), inline citations go (no reader page to open)."""
        def label(m: re.Match) -> str:
            slug, named = m.group(1).strip(), (m.group(2) or "").strip()
            if named and named != slug:
                return named
            link = self.site.link(slug)
            return link.title if link and link.reveal <= progress else ""

        return " ".join(_CITES.sub("", _LINK.sub(label, text)).split())

    def _aliases(self, e, progress: int) -> list[str]:
        """The entry's other names as the selection popup has them at `progress`."""
        return list(dict.fromkeys(n for n, gate in self.names.get(e.slug, [])[1:] if gate <= progress and n != e.title))


def _cut(text: str) -> str:
    return text if len(text) <= MAX_FACT else text[:MAX_FACT - 1].rstrip() + "…"
