"""The names a reader meets inside the chapter they are reading, one part per chapter.

An entry whose title opens at the end of chapter N is, until then, one locked page: yet the
reader may have met its name three paragraphs ago. Part N (`data/met/N.js`) lists, for each
such entry, the names the book uses for it in chapter N and the paragraph where each is
first written. The page loads it only while the reader is inside N (the chapter after their
progress), whose text they hold anyway, and shows an entry only once the furthest
paragraph they reached has passed its name (site_assets/met.js). So the part says nothing
chapter N's own text does not, and nothing of any later chapter: only entries and names
whose gates are N itself, never a name marked a spoiler or learned late (strict mode).
"""

from __future__ import annotations

import re

from ..position import chapter_of, paragraph_of
from ..text import CJK_PATTERN
from . import paths
from .collect import SiteData
from .data_files import keyed_script

MET_GLOBAL = "UNDERSTORY_MET"
_CJK = re.compile(CJK_PATTERN)


def met_path(chapter_no: int) -> str:
    return f"data/met/{chapter_no}.js"


def first_paragraph(name: str, paragraphs: list[tuple[int, str]],
                    given_away: dict[int, int] | None = None) -> int | None:
    """The number of the first paragraph that writes `name`: as a whole word in spaced
    scripts, anywhere in CJK (as the popup matches a selection). `given_away`: paragraph number
    -> the uses of `name` there the name finder gave to no one or someone else (大姑娘 said to 凤喜
    is not where the reader met 秀姑): a paragraph with no other use of it is passed over."""
    if _CJK.search(name):
        pattern = re.compile(re.escape(name))
    else:
        pattern = re.compile(rf"(?<![\w]){re.escape(name)}(?![\w])", re.I)
    away = given_away or {}
    return next((n for n, text in paragraphs if len(pattern.findall(text)) > away.get(n, 0)), None)


def met_parts(site: SiteData) -> dict[int, str]:
    """chapter_no -> its part: {"n", "loc", "met": [[href, name, paragraph, is_title]]}."""
    by_gate: dict[int, list] = {}
    for e in site.entries:
        link = site.links.get(e.slug)
        if link is None or link.spoiler or link.reveal not in site.story:
            continue
        names = [(e.title, True)] + [(a.alias, False) for a in site.aliases.get(e.slug, [])
                                     if a.alias != e.title and max(a.reveal_at, link.reveal) == link.reveal
                                     and not site.late_alias(e.slug, a.alias)]
        by_gate.setdefault(link.reveal, []).append((paths.href(paths.entry(e.slug)), names,
                                                    site.given_away.get(e.slug, {})))
    parts: dict[int, str] = {}
    for volume in site.volumes:
        story = {c.locator: c.chapter_no for c in volume.chapters if c.chapter_no is not None}
        text: dict[str, list[tuple[int, str]]] = {}
        for p in site.paragraphs(volume.volume_no):
            if story.get(p.chapter_locator) in by_gate:
                text.setdefault(p.chapter_locator, []).append((paragraph_of(p.locator) or 0, p.text))
        for loc, chapter_no in story.items():
            met = []
            for href, names, away in by_gate.get(chapter_no, []):
                for name, is_title in dict.fromkeys(names):
                    given = {paragraph_of(place) or 0: forms[name] for place, forms in away.items()
                             if name in forms and chapter_of(place) == loc}
                    at = first_paragraph(name, text.get(loc, []), given)
                    if at is not None:
                        met.append([href, name, at, int(is_title)])
            # Every story chapter has its part, empty or not: the page asks for it blind.
            parts[chapter_no] = keyed_script(MET_GLOBAL, chapter_no, {"n": chapter_no, "loc": loc, "met": met})
    return parts
