"""The reader: one page per chapter (front and back matter too) and the contents page."""

from __future__ import annotations

from typing import Iterator

from . import paths
from .bookhtml import image_map, reader_html
from .collect import SiteData
from .render import Renderer


def reader_pages(site: SiteData, r: Renderer) -> Iterator[tuple[str, str]]:
    yield paths.CONTENTS, r.page("contents.html", paths.CONTENTS, kind="contents", title="Contents", volumes=[
        {"title": v.title, "chapters": [{"locator": c.locator, "title": c.title, "chapter_no": c.chapter_no,
                                         "path": paths.chapter(c.locator)} for c in v.chapters]}
        for v in site.volumes])
    images = image_map(site.images)
    order = site.chapters
    position = {c.locator: i for i, c in enumerate(order)}
    for volume in site.volumes:
        by_chapter: dict[str, list] = {}
        for p in site.paragraphs(volume.volume_no):
            by_chapter.setdefault(p.chapter_locator, []).append(p)
        for chapter in volume.chapters:
            path = paths.chapter(chapter.locator)
            root = paths.depth_root(path)
            i = position[chapter.locator]
            paragraphs = [{"anchor": paths.anchor(p.locator), "kind": p.kind,
                           "html": reader_html(p.html, volume.volume_no, images, root)}
                          for p in by_chapter.get(chapter.locator, [])]
            yield path, r.page("chapter.html", path, kind="chapter", title=chapter.title, chapter=chapter,
                               volume_title=volume.title, paragraphs=paragraphs,
                               prev=_nav(order[i - 1]) if i > 0 else None,
                               next=_nav(order[i + 1]) if i + 1 < len(order) else None,
                               glance=_glance(site, chapter.chapter_no))


def _nav(chapter) -> dict:
    """A chapter's title can give the story away: shown once the chapter before it is read."""
    reveal = chapter.chapter_no - 1 if chapter.chapter_no else 0
    return {"path": paths.chapter(chapter.locator), "title": chapter.title, "reveal": reveal}


def _glance(site: SiteData, chapter_no: int | None) -> dict | None:
    """A spoiler-free introduction, shown once the chapter before it is finished."""
    glance = site.glances.get(chapter_no) if chapter_no else None
    if glance is None:
        return None
    reveal = chapter_no - 1
    slugs = [s for pid in glance.point_ids for s in site.glance_entries.get(pid, [])]
    links = [site.link(s, reveal) for s in dict.fromkeys(slugs)]
    return {"text": glance.text, "reveal": reveal, "links": [x for x in links if x]}
