"""Where a replacing ingest moved each chapter: the chapters of volumes left alone stay at their
locators, those of a replaced volume are found again by their text (a new edition may add,
drop or reorder chapters). The result, position.ChapterMoves, re-anchors every stored unit;
`describe` says per chapter what moved, what is new and what changed."""

from __future__ import annotations

from ..position import ChapterMoves
from ..store.anchors import ChapterAnchor


def chapter_moves(old: list[ChapterAnchor], new: list[ChapterAnchor], replaced: set[int]) -> ChapterMoves:
    """Old chapters matched to new ones: by locator in a volume not replaced, by text in one that
    was (the same place first, then the first unused chapter of the volume with that text)."""
    by_locator = {a.locator: a for a in new}
    free: dict[tuple[int, str], list[ChapterAnchor]] = {}
    for a in new:
        if a.volume_no in replaced:
            free.setdefault((a.volume_no, a.text_sha256), []).append(a)
    chapters: dict[int, int] = {}
    locators: dict[str, str] = {}
    for a in old:
        if a.volume_no not in replaced:
            partner = by_locator.get(a.locator)
        else:
            candidates = free.get((a.volume_no, a.text_sha256), [])
            partner = next((c for c in candidates if c.locator == a.locator), candidates[0] if candidates else None)
            if partner is not None:
                candidates.remove(partner)
        if partner is not None:
            chapters[a.chapter_no] = partner.chapter_no
            locators[a.locator] = partner.locator
    last_of_volume: dict[int, int] = {}
    for a in new:
        last_of_volume[a.volume_no] = max(last_of_volume.get(a.volume_no, 0), a.chapter_no)
    gates = {}
    for a in old:  # a chapter that is gone gates at the end of its volume: never before its text could be
        earlier = [n for v, n in last_of_volume.items() if v <= a.volume_no]
        gates[a.chapter_no] = chapters.get(a.chapter_no, max(earlier, default=a.chapter_no))
    return ChapterMoves(chapters, gates, locators, {a.chapter_no: a.locator for a in old},
                        {a.chapter_no: a.volume_no for a in old})


def describe(old: list[ChapterAnchor], new: list[ChapterAnchor], moves: ChapterMoves, volume_no: int) -> list[str]:
    """A line per chapter of `volume_no` that moved, is new, changed or was dropped."""
    matched_new = set(moves.chapters.values())
    gone = [a for a in old if a.volume_no == volume_no and moves.chapter(a.chapter_no) is None]
    added = [a for a in new if a.volume_no == volume_no and a.chapter_no not in matched_new]
    added_at = {a.locator: a for a in added}
    lines = []
    for a in old:
        if a.volume_no == volume_no and a.locator in moves.locators and moves.locators[a.locator] != a.locator:
            lines.append(f'chapter {a.locator} "{a.title}" is now {moves.locators[a.locator]}')
    for a in gone:
        if a.locator in added_at:
            lines.append(f'chapter {a.locator} "{a.title}" changed: what was made from it is stale')
            del added_at[a.locator]
        else:
            lines.append(f'chapter {a.locator} "{a.title}" is not in the new copy: what was made from it is stale')
    lines += [f'chapter {a.locator} "{a.title}" is new' for a in added_at.values()]
    return lines
