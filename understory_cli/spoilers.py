"""Evidence decides spoilers (DESIGN §3).

A statement may be shown after the end of the latest chapter it cites; a model's own
spoiler tag can only move that later, never earlier; with no evidence it waits for the
end of the volume it was recorded in.
"""

from __future__ import annotations

from collections.abc import Iterable


def reveal_at(evidence_chapters: list[int], *, volume_end: int, tagged: int | None = None) -> int:
    gate = max(evidence_chapters) if evidence_chapters else volume_end
    return max(gate, tagged) if tagged is not None else gate



def late_names(names: Iterable[tuple[str, int]], title_gate: int) -> set[str]:
    """The names (name, gate) learned after the title they belong to: how identity twists
    show (Tip is Ozma). Strict mode hides them whatever the progress."""
    return {name for name, gate in names if gate is not None and int(gate) > title_gate}
