"""An EPUB's table of contents as nested entries: the EPUB 3 navigation document (with its
landmarks) or the EPUB 2 NCX."""

from __future__ import annotations

from dataclasses import dataclass, field

from .container import resolve_href
from .xml import attr, children, descendants, first, local, parse_xhtml, parse_xml, squash


@dataclass
class TocEntry:
    label: str
    path: str
    fragment: str
    level: int
    parent: "TocEntry | None" = field(default=None, repr=False, compare=False)  # the linked entry above it (through unlinked grouping items)


def nav_entries(data: bytes, nav_path: str) -> tuple[list[TocEntry], dict[str, str]]:
    """The entries of a navigation document's toc <nav>, and its landmarks (epub:type -> path)."""
    root, _ = parse_xhtml(data)
    navs = descendants(root, "nav")
    toc_nav = next((n for n in navs if "toc" in (attr(n, "type") or "").split()), navs[0] if navs else None)
    entries: list[TocEntry] = []
    if toc_nav is not None:
        lists = [c for c in toc_nav.iter() if local(c) == "ol"]
        if lists:
            _nav_list(lists[0], nav_path, 1, entries, None)
    landmarks: dict[str, str] = {}
    for n in navs:
        if "landmarks" in (attr(n, "type") or "").split():
            for a in descendants(n, "a"):
                resolved = resolve_href(nav_path, a.get("href") or "")
                for kind in (attr(a, "type") or "").split():
                    if resolved:
                        landmarks.setdefault(kind, resolved[0])
    return entries, landmarks


def _nav_list(ol, nav_path: str, level: int, out: list[TocEntry], parent: TocEntry | None) -> None:
    for li in children(ol, "li"):
        link = next((c for c in li if local(c) in ("a", "span")), None)
        above = parent  # an unlinked item (a <span> grouping stories by author) passes its parent on
        if link is not None and local(link) == "a":
            resolved = resolve_href(nav_path, link.get("href") or "")
            if resolved:
                above = TocEntry(_label(link), resolved[0], resolved[1], level, parent)
                out.append(above)
        for sub in children(li, "ol"):
            _nav_list(sub, nav_path, level + 1, out, above)


def ncx_entries(data: bytes, ncx_path: str) -> list[TocEntry]:
    """The entries of an NCX's navMap, in document order."""
    root = parse_xml(data)
    nav_map = first(root, "navmap")
    out: list[TocEntry] = []

    def visit(parent, level: int, above: TocEntry | None) -> None:
        for point in children(parent, "navpoint"):
            content = first(point, "content")
            label_el = first(point, "navlabel")
            label = squash("".join(label_el.itertext())) if label_el is not None else ""
            resolved = resolve_href(ncx_path, content.get("src") or "") if content is not None else None
            entry = above
            if resolved:
                entry = TocEntry(label, resolved[0], resolved[1], level, above)
                out.append(entry)
            visit(point, level + 1, entry)

    if nav_map is not None:
        visit(nav_map, 1, None)
    return out


def _label(link) -> str:
    text = squash("".join(link.itertext()))
    if text:
        return text
    for el in link.iter():
        for key in ("alt", "title", "aria-label"):
            if el.get(key) and squash(el.get(key)):
                return squash(el.get(key))
    return ""
