"""The reader: one page per chapter (front and back matter too) and the contents page."""

from __future__ import annotations

import hashlib
from typing import Iterator

from . import paths
from .bookhtml import image_map, reader_html
from .bookstyle import VolumeStyle, anchored
from .collect import SiteData, VolumeView
from .data_files import keyed_script, volume_gates
from .render import Renderer


def reader_pages(site: SiteData, r: Renderer) -> Iterator[tuple[str, str]]:
    gates, titles = volume_gates(site), title_gates(site)
    toc = [{"title": v.title, "no": v.volume_no, "reveal": gates[v.volume_no],
            "chapters": [{"locator": c.locator, "title": c.title, "chapter_no": c.chapter_no,
                          "reveal": titles[c.locator], "path": paths.chapter(c.locator), "part": c.role == "part"}
                          for c in v.chapters]}
           for v in site.volumes]
    yield paths.CONTENTS, r.page("contents.html", paths.CONTENTS, kind="contents", title=r.t("reader.contents"),
                                 volumes=toc)
    images = image_map(site.images)
    order = site.chapters
    position = {c.locator: i for i, c in enumerate(order)}
    total = max(site.story, default=0)
    stylesheets: set[str] = set()
    for volume in site.volumes:
        # The book's markup with its classes renamed and inline styles made classes (the
        # CSP allows no inline style); the volume's stylesheet collects their rules.
        style = VolumeStyle()
        root = paths.depth_root(paths.chapter(volume.chapters[0].locator))  # every chapter is in reader/
        by_chapter: dict[str, list] = {}
        for p in site.paragraphs(volume.volume_no):
            html = reader_html(p.html_styled or p.html, volume.volume_no, images, root, styled=True)
            by_chapter.setdefault(p.chapter_locator, []).append(
                anchored(style.fragment(html), paths.anchor(p.locator), p.kind))
        css = style.css(site.stylesheets.get(volume.volume_no, []))
        sheet = f"assets/book/{hashlib.sha256(css.encode()).hexdigest()[:20]}.css" if css else None
        if sheet and sheet not in stylesheets:
            stylesheets.add(sheet)
            yield sheet, css
        scales = _volume_scale(volume)
        for chapter in volume.chapters:
            path = paths.chapter(chapter.locator)
            i = position[chapter.locator]
            paragraphs = by_chapter.get(chapter.locator, [])
            if chapter.chapter_no is not None:
                yield flow_path(chapter.chapter_no), flow_part(chapter, paragraphs)
            yield path, r.page("chapter.html", path, kind="chapter", title=chapter.title, chapter=chapter,
                               volume_title=volume.title, paragraphs=paragraphs, book_css=sheet,
                               prev=_nav(order[i - 1], titles) if i > 0 else None,
                               next=_nav(order[j], titles) if (j := _following(order, i)) is not None else None,
                               glance=_glance(site, chapter.chapter_no),
                               scales=_scales(site, chapter, scales, total) if chapter.chapter_no else None)


FLOW_GLOBAL = "UNDERSTORY_FLOW"


def flow_path(chapter_no: int) -> str:
    """A story chapter's text for continuous reading: the page before it appends it when the
    reader nears its end (a script, since file:// pages cannot fetch). Named by number only."""
    return f"data/flow/{chapter_no}.js"


def flow_part(chapter, paragraphs: list[str]) -> str:
    data = {"n": chapter.chapter_no, "loc": chapter.locator, "vol": chapter.volume_no, "html": "\n".join(paragraphs)}
    return keyed_script(FLOW_GLOBAL, chapter.chapter_no, data)


def _volume_scale(volume: VolumeView) -> tuple[int, int] | None:
    numbers = [c.chapter_no for c in volume.chapters if c.chapter_no]
    return (min(numbers), max(numbers)) if numbers else None


def _scales(site: SiteData, chapter, volume: tuple[int, int] | None, total: int) -> dict:
    """The dual progress bar: where this chapter sits in the whole work and in its volume.
    Drawn as SVG (no inline style under the CSP); the script adds the reader's progress
    and the open entry's appearances."""
    no = chapter.chapter_no
    starts = sorted({min(c.chapter_no for c in v.chapters if c.chapter_no) for v in site.volumes
                     if any(c.chapter_no for c in v.chapters)})
    first, last = volume or (no, no)
    return {
        "book": {"from": 1, "to": total, "at": no, "width": total, "volume_lines": [s - 1 for s in starts[1:]]},
        "volume": {"from": first, "to": last, "at": no - first + 1, "width": last - first + 1, "volume_lines": []},
    }


def title_gates(site: SiteData) -> dict[str, int]:
    """Chapter locator -> when its title may show. A title can give the story away ("How
    Ozma Was Found"; a later volume's title page): once the story chapter before it is read."""
    gates, last = {}, 0
    for c in site.chapters:
        gates[c.locator] = c.chapter_no - 1 if c.chapter_no is not None else last
        last = c.chapter_no if c.chapter_no is not None else last
    return gates


def _following(order: list, i: int) -> int | None:
    """The page "Next" opens: after a story chapter, the volume's next story chapter, or at
    its last the next volume's first page, past this volume's back matter (the end of Oz 1
    once went on to its colophon); after front or back matter, the page after it."""
    here = order[i]
    if here.chapter_no is not None:
        later = range(i + 1, len(order))
        same = next((j for j in later if order[j].volume_no == here.volume_no and order[j].chapter_no is not None), None)
        if same is not None:
            return same
        other = next((j for j in later if order[j].volume_no != here.volume_no), None)
        if other is not None:
            return other
    return i + 1 if i + 1 < len(order) else None


def _nav(chapter, titles: dict[str, int]) -> dict:
    return {"path": paths.chapter(chapter.locator), "title": chapter.title, "reveal": titles[chapter.locator]}


def _glance(site: SiteData, chapter_no: int | None) -> dict | None:
    """A spoiler-free introduction, shown once the chapter before it is finished."""
    if not chapter_no:
        return None
    glance = site.glances.get(chapter_no)
    if glance is None:
        return None
    reveal = chapter_no - 1
    slugs = [s for pid in glance.point_ids for s in site.glance_entries.get(pid, [])]
    links = [site.link(s, reveal) for s in dict.fromkeys(slugs)]
    # Filled in by the extractive path where the model (which wrote the others) gave none: say so.
    from_text = glance.source == "extractive" and any(g.source == "model" for g in site.glances.values())
    return {"text": glance.text, "reveal": reveal, "links": [x for x in links if x], "from_text": from_text,
            "by_model": glance.source == "model" and not _by_agents(site)}


def _by_agents(site: SiteData) -> bool:
    """Every glance the model's: a model that read the book wrote them (no mark); a small model's
    checked glances stand among the text's (analyze.glances) and carry its mark (✦)."""
    return all(g.source == "model" for g in site.glances.values())
