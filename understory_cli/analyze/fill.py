"""What a weak model could not do, filled in by the extractive path and marked as such (DESIGN §6a).

The model's valid work is kept as it is. Chapters it left without a summary or glance get
the extractive ones; an empty volume summary gets the extractive one; and the volume's
most mentioned names that no model point carries become extractive points (source
`extractive`), with the finder's aliases and records, gated exactly as in the extractive path.
A capable model that covered them adds nothing here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..store.books import VolumeInfo
from ..store.points import EXTRACTIVE, Point, VolumeAnalysis
from .mentions import count_mentions, points_after

if TYPE_CHECKING:  # extractive.py imports the stage package: no import at module level
    from .extractive import ExtractiveReading

TOP_NAMES = 15  # of the volume's most mentioned extractive entities, those no model point names are added


@dataclass
class Filled:
    chapters: int = 0  # chapter summaries (and glances) from the extractive path
    points: int = 0  # extractive points added
    volume_summary: bool = False


def fill_extractive(analysis: VolumeAnalysis, reading: "ExtractiveReading", volume: VolumeInfo, known: list[Point],
                 next_id: int, *, top_names: int | None = TOP_NAMES) -> Filled:
    """Complete `analysis` in place from the extractive reading of the same volume.

    `top_names` bounds the extractive names added; None adds every one the extractive path has
    for the volume (a model that gave nothing: the volume then holds what an extractive run would).

    `reading` must number its entities apart from the store's ids (ExtractiveReading.of with a
    `first_id` past them): points taken from it get `next_id` onwards.
    """
    extractive = reading.volume(volume)
    due = {c.chapter_no for c in volume.chapters}
    filled = Filled()
    have = {s.chapter_no for s in analysis.chapter_summaries}
    for summary in extractive.chapter_summaries:
        if summary.chapter_no in due and summary.chapter_no not in have:
            summary.source = EXTRACTIVE
            analysis.chapter_summaries.append(summary)
            filled.chapters += 1
    glanced = {g.chapter_no for g in analysis.glances}
    extractive_ids = {p.point_id for p in extractive.new_points} | {pid for pid, _ in extractive.records}
    for glance in extractive.glances:
        if glance.chapter_no in due and glance.chapter_no not in glanced:
            # The extractive glance's point ids are the finder's own numbering: left out.
            analysis.glances.append(type(glance)(glance.chapter_no, glance.text, [], EXTRACTIVE))
    analysis.chapter_summaries.sort(key=lambda s: s.chapter_no)
    analysis.glances.sort(key=lambda g: g.chapter_no)
    if not analysis.volume_summary.strip():
        analysis.volume_summary, analysis.volume_summary_source = extractive.volume_summary, EXTRACTIVE
        filled.volume_summary = True

    # Names the model's points carry: what the extractive path would add there is already covered.
    named = {n.casefold() for p in [*known, *analysis.new_points] if p.source != EXTRACTIVE
             for n in [p.name, *(a.alias for a in p.aliases)]}
    named |= {a.alias.casefold() for _, a in analysis.aliases}
    mentioned = reading.volume_mentions(analysis.volume_no)
    earlier = {p.name: p.point_id for p in known if p.source == EXTRACTIVE}  # filled in an earlier volume
    top = [e for e in sorted(reading.entities, key=lambda e: -mentioned.get(e.name, 0))[:top_names]
           if mentioned.get(e.name, 0) and (e.name in earlier or not any(n.casefold() in named for n in e.names))]
    for entity in top:
        pid = reading.ids[entity.name]
        if pid not in extractive_ids:
            continue
        point = next((p for p in extractive.new_points if p.point_id == pid), None)
        records = [r for i, r in extractive.records if i == pid]
        aliases = [a for i, a in extractive.aliases if i == pid]
        if entity.name in earlier:  # this volume's record of a point filled in before
            analysis.records += [(earlier[entity.name], r) for r in (point.records if point else records)]
            analysis.aliases += [(earlier[entity.name], a) for a in (point.aliases if point else aliases)]
            continue
        if point is None:  # first met earlier, where the model named it otherwise: created here
            canonical = entity.alias(entity.name)
            first = canonical.first_chapter_no if canonical else min(entity.chapter_mentions)
            point = Point(pid, entity.name, entity.kind, None, analysis.volume_no, first, EXTRACTIVE, aliases, records)
        point.point_id, point.volume_no = next_id, analysis.volume_no
        next_id += 1
        analysis.new_points.append(point)
        filled.points += 1
    return filled


def from_text(reading: "ExtractiveReading", volumes: list[VolumeInfo], known: list[Point],
              next_id: int) -> list[VolumeAnalysis]:
    """`volumes`, in reading order, as the extractive path reads them on top of `known` (the
    points of every volume before them): what stands for each volume until the model's reading
    of it lands, so a model run stopped anywhere leaves at least the no-model analysis (issue 39).
    Stored with provider `extractive`, so the next model run takes them again."""
    analyses = []
    points = list(known)
    for volume in volumes:
        analysis = VolumeAnalysis(volume.volume_no, volume.source_sha256, EXTRACTIVE, EXTRACTIVE, [], [], [], [], "",
                                  volume.last_chapter_no, [])
        if volume.chapters:
            fill_extractive(analysis, reading, volume, points, next_id, top_names=None)
            next_id = max([next_id, *(p.point_id + 1 for p in analysis.new_points)])
            points = points_after(points, analysis)
            analysis.mentions = count_mentions(points, reading.by_volume.get(volume.volume_no, []),
                                               reading.uncounted(points))
            analysis.given_away = reading.given_away(points, volume.volume_no)
        analyses.append(analysis)
    return analyses
