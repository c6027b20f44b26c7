"""Turning a written entry into gated JSON: evidence decides every span's reveal_at.

Used for model-written entries (a worker's submit) so they share the extractive wiki's
shape: every span, row and moment carries the latest chapter it cites; a writer's own
spoiler tag can only move that later; text that cites nothing waits for the latest
evidence of the records it was written from. Citations that do not exist are errors
for the writer; links to entries that do not exist become plain text; no HTML survives.
"""

from __future__ import annotations

import re
from typing import Callable

from pydantic import BaseModel, Field

from ..agents import ToolError
from ..position import BookIndex
from ..store.wiki import EntryData, GatedText, InfoRow, Moment, Related, Section, Span, Track
from ..text import LINK, labels_only  # noqa: F401 - labels_only re-exported

CITE = re.compile(r"\[(\d+\.\d+\.\d+(?:\s*[,;]\s*\d+\.\d+\.\d+)*)\]")
TAG = re.compile(r"<[^>]*>")


class SpanArg(BaseModel):
    text: str = Field(min_length=1, description="markdown; cite paragraphs as [2.23.56]; link entries as [[slug|text]]")
    spoiler_from: str | None = Field(None, description="locator where a reader learns this, if it is a twist")


class SectionArg(BaseModel):
    heading: str
    spans: list[SpanArg] = Field(min_length=1)


class InfoRowArg(BaseModel):
    label: str = Field(min_length=1)
    value: str = Field(min_length=1)
    cites: list[str] = Field(default_factory=list)
    spoiler_from: str | None = None


class MomentArg(BaseModel):
    locator: str
    note: str = Field(min_length=1)


class EntryArgs(BaseModel):
    title: str = Field(min_length=1)
    summary: SpanArg
    infobox: list[InfoRowArg] = Field(default_factory=list)
    body: list[SectionArg] = Field(min_length=1)
    related: list[str] = Field(default_factory=list, description="slugs of related entries")
    moments: list[MomentArg] = Field(default_factory=list, description="curated moments of the narrative track")
    title_is_spoiler: bool = False


def gate_entry(args: EntryArgs, *, index: BookIndex, slugs: dict[str, int], fallback: int,
               title_gate: int, floor: Callable[[str, list[str]], int] = lambda text, cites: 0,
               related_floor: int = 0, lenient: bool = False) -> EntryData:
    """The entry with every part gated; ToolError lists every unknown citation.

    `index` gives the paragraph locators' chapter_no; `slugs` maps known entry slugs to
    their title gates; `fallback` gates uncited text (the latest evidence of the records
    the entry was written from); `title_gate` is the entry's own title gate; `floor(text,
    cites)` can hold a part back further (an entry joining two identities holds back what
    comes from the second until the book joins them); `related_floor` holds back the
    writer's related links (of such an entry, a link may point at the hidden identity).
    `lenient` (a writer's second try): unknown citations are dropped instead of refused, and
    what cited one waits for `fallback` at least, since its evidence cannot be known.
    """
    unknown: list[str] = []

    def chapters(locators: list[str]) -> list[int]:
        found = []
        for loc in locators:
            no = index.chapter_no(loc)
            if no is not None:
                found.append(no)
            else:
                unknown.append(loc)
        return found

    def gate(cited: list[str], tag: str | None, text: str) -> int:
        before = len(unknown)
        cited_chapters = chapters(cited)
        base = max(cited_chapters) if cited_chapters else fallback
        tagged = chapters([tag])[0] if tag and tag in index else None
        if tag and tag not in index:
            unknown.append(tag)
        if len(unknown) > before:  # evidence it cannot show: as late as the entry's latest record
            base = max(base, fallback)
        return max(base, tagged or 0, title_gate, floor(text, cited))

    def span(arg: SpanArg) -> Span:
        text, cites = _clean(arg.text, slugs)
        reveal = gate(cites, arg.spoiler_from, text)
        if lenient:
            text, cites = _without_citations(text, [c for c in cites if c not in index]), \
                [c for c in cites if c in index]
        return Span(text=text, cites=cites, reveal_at=reveal, spoiler=arg.spoiler_from is not None)

    summary = span(args.summary)
    body = []
    for section in args.body:
        spans = [span(s) for s in section.spans]
        # A writer's heading may sum up its whole section ("Unmasked"): shown with its last span.
        heading = _plain(section.heading)
        body.append(Section(heading=GatedText(text=heading, reveal_at=max([floor(heading, []), *(s.reveal_at for s in spans)])),
                            spans=spans))
    def named(text: str) -> int:  # a link with no label shows its target's name: not before its title
        return max([0, *(slugs.get(m.group(1).strip(), 0) for m in LINK.finditer(text) if not m.group(2))])

    infobox = [InfoRow(label=_plain(r.label), value=_unlinked(r.value),
                       cites=[c for c in r.cites if c in index] if lenient else r.cites,
                       reveal_at=max(gate(r.cites, r.spoiler_from, f"{r.label} {r.value}"), named(r.value)))
               for r in args.infobox]
    moments = [Moment(locator=m.locator, note=_unlinked(m.note),
                      reveal_at=max(gate([m.locator], None, m.note), named(m.note))) for m in args.moments
               if not lenient or m.locator in index]
    related = [Related(slug=s, reveal_at=max(slugs[s], title_gate, floor(s, []), related_floor))
               for s in args.related if s in slugs]
    if unknown and not lenient:
        raise ToolError(f"unknown citation(s) {', '.join(sorted(set(unknown)))}: cite paragraph locators "
                        f"from the material you were given")
    return EntryData(summary=summary, infobox=infobox, body=body, related=related,
                     track=Track(moments=moments), title_is_spoiler=args.title_is_spoiler)


def _without_citations(text: str, drop: list[str]) -> str:
    """The text with the bracketed citations of `drop` taken out."""
    if not drop:
        return text

    def keep(match: re.Match) -> str:
        kept = [c.strip() for c in re.split(r"[,;]", match.group(1)) if c.strip() not in drop]
        return f"[{', '.join(kept)}]" if kept else ""

    return re.sub(r"\s*" + CITE.pattern, lambda m: (" " if keep(m) else "") + keep(m), text).strip()


def _plain(text: str) -> str:
    return TAG.sub("", text).strip()


def _unlinked(text: str) -> str:
    """Short fields (infobox values, moment notes) are plain text: a link keeps its label."""
    return labels_only(_plain(text))


def _clean(text: str, slugs: dict[str, int]) -> tuple[str, list[str]]:
    """Strip HTML, keep links to known entries (others become their text), collect citations."""
    text = _plain(text)

    def link(match: re.Match) -> str:
        slug, label = match.group(1).strip(), (match.group(2) or match.group(1)).strip()
        return f"[[{slug}|{label}]]" if slug in slugs else label

    text = LINK.sub(link, text)
    cites = [c.strip() for group in CITE.findall(text) for c in re.split(r"[,;]", group)]
    return text, list(dict.fromkeys(cites))
