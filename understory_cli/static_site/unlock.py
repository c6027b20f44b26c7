"""Gated content out of the page: what a page shows only from chapter N is not in its HTML.

The templates mark everything gated the same way (`data-reveal="N"`, and `data-ref-reveal`
on a link whose address waits longer than its words). Once a page is rendered, every such
element is cut out and left as an empty shell with the same tag and gate; its markup goes
to the page's unlock part for that chapter, `data/unlock/<page>/<N>.js` (the reader's pages
share theirs, `data/unlock/reader/<N>.js`: each has only a title or two). The page's script
loads the parts up to the reader's progress and puts each element back in its shell;
`understory serve` puts them back before it sends the page. So the bytes a browser holds
at progress p name nothing gated after p, whatever the reader does with them (view
source, a translator, a screen reader, a saved page). An element inside a gated one with
a later gate is cut again into its own part, so a part holds only its own chapter's.

The cut works on the pages' own markup (well-formed: the templates' and the sanitized
book's), finding each gated element's end by counting its tag's nesting.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from .data_files import keyed_script

UNLOCK_GLOBAL = "UNDERSTORY_UNLOCK"

_TAG = re.compile(r"""<(/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>""")
_REVEAL = re.compile(r'\sdata-reveal="(\d+)"')
_MARK = re.compile(r'\sdata-(?:(?:ref-)?reveal|until)="\d+"')
_UNTIL = re.compile(r'\sdata-until="(\d+)"')
_REF = re.compile(r'\sdata-ref="([^"]*)"')
_REF_REVEAL = re.compile(r'\sdata-ref-reveal="(\d+)"')
# What a shell keeps of its element: how the script and the stylesheet find and gate it.
_KEPT = re.compile(r'\s(?:class|data-reveal|data-spoiler|data-title|data-chapter|data-n)(?:="[^"]*")?(?=[\s/>]|$)')
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@dataclass
class Part:
    """One chapter's unlock part of a page: cut elements by slot, link addresses by slot."""

    html: dict[str, str] = field(default_factory=dict)
    refs: dict[str, str] = field(default_factory=dict)
    until: list[str] = field(default_factory=list)  # slots of things shown until this chapter (data-until)


@dataclass
class SplitPage:
    html: str  # the page with every later element an empty shell
    parts: dict[int, Part]  # chapter -> what opens there


SHARED = "reader/"  # the reader's pages hold a few small gated things each: one set of parts for all


def unlock_dir(page_path: str) -> str:
    """'entries/tip.html' -> 'data/unlock/entries/tip' (the page's own name: nothing new);
    every reader page -> 'data/unlock/reader'. A shared part holds the things of many pages
    that open at its chapter, which is as safe: a page loads only the parts up to the
    reader's progress, whoever's they are."""
    if page_path.startswith(SHARED):
        return "data/unlock/" + SHARED.rstrip("/")
    return "data/unlock/" + page_path.removesuffix(".html")


def unlock_path(page_path: str, gate: int) -> str:
    return f"{unlock_dir(page_path)}/{gate}.js"


def part_script(gate: int, part: Part) -> str:
    return keyed_script(UNLOCK_GLOBAL, gate, {"html": part.html, "refs": part.refs, "until": part.until})


def read_part(script: str) -> Part:
    """A part script back as data (for `serve`, which fills the shells itself)."""
    body = script[script.index("=", script.index("]")) + 1:].rstrip().rstrip(";")
    data = json.loads(body)
    return Part(data.get("html", {}), data.get("refs", {}), data.get("until", []))


def split_page(html: str, floor: int = 0, prefix: str = "") -> SplitPage:
    """Cut every element gated after `floor` (0: anything not open before the first
    chapter) out of a rendered page; its slots are named `prefix` + a number."""
    if "data-reveal=" not in html and "data-ref-reveal=" not in html:
        return SplitPage(html, {})
    cutter = _Cutter(prefix)
    return SplitPage(cutter.cut(html, floor), dict(sorted(cutter.parts.items())))


class Unlocker:
    """A build's pages without what they show later, and the parts that hold it."""

    def __init__(self) -> None:
        self.parts: dict[str, dict[int, Part]] = {}  # unlock dir -> chapter -> part

    def page(self, path: str, html: str) -> str:
        """The page to write; its cut elements are kept for `scripts`. Its body lists the
        chapters of its parts and where they are, for its script."""
        folder = unlock_dir(path)
        shared = path.startswith(SHARED)
        split = split_page(html, prefix=path[len(SHARED):].removesuffix(".html") + "/" if shared else "")
        if not split.parts:
            return split.html
        mine = self.parts.setdefault(folder, {})
        for gate, part in split.parts.items():
            into = mine.setdefault(gate, Part())
            into.html.update(part.html)
            into.refs.update(part.refs)
            into.until += part.until
        gates = " ".join(str(g) for g in split.parts)
        return split.html.replace("<body ", f'<body data-unlock="{gates}" data-unlock-dir="{folder}/" ', 1)

    def scripts(self):
        for folder, parts in self.parts.items():
            for gate, part in sorted(parts.items()):
                yield f"{folder}/{gate}.js", part_script(gate, part)


class _Cutter:
    def __init__(self, prefix: str = ""):
        self.parts: dict[int, Part] = {}
        self.prefix = prefix
        self.count = 0

    def _slot(self) -> str:
        self.count += 1
        return f"{self.prefix}{self.count}"

    def cut(self, text: str, floor: int) -> str:
        out: list[str] = []
        at = 0
        mark = _MARK.search(text)
        while mark:
            tag = _TAG.match(text, text.rfind("<", 0, mark.start()))
            if tag is None or tag.end() < mark.end() or tag.group(1):  # not inside a start tag: text
                mark = _MARK.search(text, mark.end())
                continue
            name, attrs = tag.group(2).lower(), tag.group(3)
            gate = _REVEAL.search(attrs)
            if gate is None or int(gate.group(1)) <= floor or name in _VOID or attrs.rstrip().endswith("/"):
                opened = self._later(tag.group(0), floor)
                if opened != tag.group(0):
                    out += [text[at:tag.start()], opened]
                    at = tag.end()
                mark = _MARK.search(text, tag.end())
                continue
            reveal = int(gate.group(1))
            end = _matching_end(text, tag.end(), name)
            inner = self.cut(text[tag.end():end.start()], reveal)
            slot = self._slot()
            self._part(reveal).html[slot] = self._later(tag.group(0), reveal) + inner + end.group(0)
            kept = "".join(k.group(0) for k in _KEPT.finditer(attrs))
            out += [text[at:tag.start()], f'<{tag.group(2)}{kept} data-slot="{slot}"></{tag.group(2)}>']
            at = end.end()
            mark = _MARK.search(text, at)
        out.append(text[at:])
        return "".join(out)

    def _later(self, tag: str, floor: int) -> str:
        """A start tag less what it tells of a chapter after `floor`: the address of a link
        that opens then, and the chapter where a value gives way to a fuller one ("volume 1"
        until "volumes 1–2": when the entry is met again). Each goes to that chapter's part."""
        own, ref = _REF_REVEAL.search(tag), _REF.search(tag)
        if own is not None and ref is not None and int(own.group(1)) > floor:
            slot = self._slot()
            self._part(int(own.group(1))).refs[slot] = ref.group(1)
            tag = tag[:ref.start()] + f' data-ref-slot="{slot}"' + tag[ref.end():]
        until = _UNTIL.search(tag)
        if until is not None and int(until.group(1)) > floor:
            slot = self._slot()
            self._part(int(until.group(1))).until.append(slot)
            tag = tag[:until.start()] + f' data-until-slot="{slot}"' + tag[until.end():]
        return tag

    def _part(self, gate: int) -> Part:
        return self.parts.setdefault(gate, Part())


def _matching_end(text: str, start: int, name: str) -> re.Match:
    depth = 1
    for m in _named(name).finditer(text, start):
        if m.group(2).rstrip().endswith("/"):
            continue
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return m
    raise ValueError(f"<{name}> is not closed")


@functools.lru_cache(maxsize=64)
def _named(name: str) -> re.Pattern:
    """Start and end tags of one element name (its attributes may quote a '>')."""
    return re.compile(rf"""<(/?){re.escape(name)}(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>""", re.I)


_SHELL = re.compile(r'<([a-zA-Z][\w:-]*)\b[^>]*\sdata-slot="([^"]+)"[^>]*></\1>')
_REF_SLOT = re.compile(r' data-ref-slot="([^"]+)"')


def fill(html: str, parts: dict[int, Part], limit: int) -> tuple[str, list[int]]:
    """Put back the parts up to `limit` (what `serve` sends a reader at that progress), in
    story order, so an element cut from inside an earlier one finds its shell; returns the
    page and the gates still to load."""
    for gate in sorted(g for g in parts if g <= limit):
        part = parts[gate]
        if part.html:
            html = _SHELL.sub(lambda m: part.html.get(m.group(2), m.group(0)), html)
        for slot in part.until:
            html = html.replace(f' data-until-slot="{slot}"', f' data-until="{gate}"', 1)
        if part.refs:
            html = _REF_SLOT.sub(lambda m: f' data-ref="{part.refs[m.group(1)]}"' if m.group(1) in part.refs
                                 else m.group(0), html)
    return html, sorted(g for g in parts if g > limit)


_LISTED = re.compile(r'<body\b[^>]*?\sdata-unlock="([\d ]*)"')


def page_at(site: Path, rel: str, limit: int) -> str:
    """A built page as a reader at progress `limit` may hold it: the parts up to there put
    back, the body telling the script which it holds and which are still to load."""
    html = (site / rel).read_text(encoding="utf-8")
    listed = _LISTED.search(html)
    if listed is None:
        return html
    gates = [int(g) for g in listed.group(1).split()]
    parts = {g: read_part((site / unlock_path(rel, g)).read_text(encoding="utf-8")) for g in gates if g <= limit}
    if not parts:
        return html  # as built
    html, rest = fill(html, parts, limit)
    held = " ".join(str(g) for g in sorted(parts))
    return _LISTED.sub(lambda m: m.group(0).replace(f'data-unlock="{m.group(1)}"',
                                                   f'data-unlock="{" ".join(map(str, rest))}" data-unlock-filled="{held}"'),
                       html, count=1)
