"""The story so far (issue 38): a recap at the reader's position, from the stored summaries.

Finished volumes are told by their volume summaries, the volume being read by its chapters'
summaries, each condensed: a part keeps the sentences that name the most of the people and
places met by then (a chapter one, a volume three), in their order. Nothing is written anew,
so with the extractive path's summaries the recap quotes the book, and with a model's it
condenses the model's prose. Every part carries its gate (DESIGN §3): a chapter's at its end,
a volume's at its last chapter's end (or its summary's evidence, if later), and the recap at
chapter P holds only parts gated at P or before. The CLI prints it (`understory recap`); the
site ships the parts by gate in its names parts (`static_site/data_files.py`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .store import Store, books
from .store.points import load_points, recap_sources

# A sentence ends at . ! ? (or their CJK forms), with any closing quotes after it.
_SENTENCE = re.compile(r"[^.!?。！？…]+(?:[.!?。！？…]+[\"'”’」』）)]*|$)")
CHAPTER_SENTENCES, VOLUME_SENTENCES = 1, 3


@dataclass(frozen=True)
class RecapPart:
    kind: str  # volume | chapter
    volume_no: int
    locator: str | None  # the chapter's (2.22); None for a volume
    reveal_at: int  # the chapter_no after whose end it may be shown
    text: str


def recap_parts(store: Store, work_id: int) -> list[RecapPart]:
    """Every part the recap can be made of, each with its gate, in story order."""
    chapter_rows, volume_rows = recap_sources(store, work_id)
    infos = {v.volume_no: v for v in books.volume_infos(store, work_id)}
    locators = {c.chapter_no: c.locator for v in infos.values() for c in v.chapters}
    points = load_points(store, work_id)
    names = [(p.name, p.reveal_at) for p in points] + [(a.alias, a.reveal_at) for p in points for a in p.aliases]
    parts = []
    for volume_no, summary, reveal in volume_rows:
        info = infos.get(volume_no)
        if info and info.chapters and summary.strip():
            gate = max(info.last_chapter_no, reveal)
            parts.append(RecapPart("volume", volume_no, None, gate, condensed(summary, names, gate, VOLUME_SENTENCES)))
    for chapter_no, volume_no, summary, reveal in chapter_rows:
        if chapter_no in locators and summary.strip():
            gate = max(chapter_no, reveal)
            parts.append(RecapPart("chapter", volume_no, locators[chapter_no], gate,
                                   condensed(summary, names, gate, CHAPTER_SENTENCES)))
    return sorted(parts, key=lambda p: (p.volume_no, p.kind == "chapter", p.reveal_at))


def story_so_far(parts: list[RecapPart], position: int) -> list[RecapPart]:
    """The recap after chapter `position`: each finished volume, then the chapters read of
    the volume being read. Nothing gated later is in it."""
    finished = {p.volume_no for p in parts if p.kind == "volume" and p.reveal_at <= position}
    return [p for p in parts if p.reveal_at <= position and (p.kind == "volume" or p.volume_no not in finished)]


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def condensed(summary: str, names: list[tuple[str, int]], gate: int, keep: int) -> str:
    """The `keep` sentences of a summary that name the most names met by `gate` (the first
    on ties), in their order: a recap names the people it is about, not the furniture."""
    said = sentences(summary)
    if len(said) <= keep:
        return " ".join(said) if said else summary.strip()
    known = [n for n, reveal in names if reveal <= gate and len(n) > 1]

    def score(i: int) -> tuple[int, bool, int]:  # a bare exclamation tells little, whoever says it
        return (-sum(1 for n in known if n in said[i]), len(said[i]) < 40, i)

    chosen = sorted(sorted(range(len(said)), key=score)[:keep])
    joiner = "" if re.search(r"[。！？]$", said[0]) else " "
    return joiner.join(said[i] for i in chosen)
