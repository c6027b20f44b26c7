"""The story so far (issue 38): a recap at the reader's position, from the stored summaries.

Finished volumes are told by their volume summaries, the volume being read by its chapters'
summaries. Where the model wrote recaps at analyze (analyze/recaps.py: a volume's story up
to each chapter's end, `so_far`, and the whole volume), they stand in: the latest `so_far`
of the volume being read, then the chapters after it that it does not cover. Elsewhere each
summary is condensed: a part keeps the sentences that name the most of the people and places
met by then (a chapter one, a volume three), in their order, so with the extractive path's
summaries the recap quotes the book. Every part carries its gate (DESIGN §3): a chapter's at
its end, a volume's at its last chapter's end (or its summaries' evidence, if later), and the
recap at chapter P holds only parts gated at P or before. A model's recap is used only while
the summaries it was told from stand (their hash) and while it names nobody first met after
its gate (checked again here on every reading). The CLI prints it (`understory recap`); the
site ships the parts by gate in its names parts (`static_site/data_files.py`).
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass

from .store import Store, books
from .store import recaps as recap_store
from .store.points import Point, load_points, recap_sources

# A sentence ends at . ! ? (or their CJK forms), with any closing quotes after it.
_SENTENCE = re.compile(r"[^.!?。！？…]+(?:[.!?。！？…]+[\"'”’」』）)]*|$)")
_LATIN = re.compile(r"[A-Za-z0-9À-ɏ' .-]+")
CHAPTER_SENTENCES, VOLUME_SENTENCES = 1, 3
RECAP_VERSION = 1  # in each recap's inputs hash: a new way of telling them asks the model again


@dataclass(frozen=True)
class RecapPart:
    kind: str  # volume | chapter | so_far (the model's: the volume up to this chapter's end)
    volume_no: int
    locator: str | None  # the chapter's (2.22); None for a volume
    reveal_at: int  # the chapter_no after whose end it may be shown
    text: str
    chapter_no: int = 0  # the chapter's; a volume's last
    by_model: bool = False


@dataclass(frozen=True)
class RecapUnit:
    """One recap the model may write at analyze: its volume's story up to a chapter's end, or
    the whole volume (locator "")."""

    volume_no: int
    locator: str
    chapter_no: int
    reveal_at: int
    summary: str  # what it adds: the chapter's summary, or the volume's
    sources: tuple[str, ...]  # every summary it is told from: the volume's chapters up to it, its own
    inputs_hash: str


def recap_units(store: Store, work_id: int) -> list[RecapUnit]:
    """Every recap the model may write, in story order (a volume's chapters, then its end)."""
    chapter_rows, volume_rows = recap_sources(store, work_id)
    volumes = {v: (summary, reveal) for v, summary, reveal in volume_rows if summary.strip()}
    by_chapter = {no: (summary, reveal) for no, _, summary, reveal in chapter_rows if summary.strip()}
    units = []
    for info in books.volume_infos(store, work_id):
        told: list[str] = []
        gate = 0
        for chapter in info.chapters:
            if chapter.chapter_no not in by_chapter:
                continue
            summary, reveal = by_chapter[chapter.chapter_no]
            told.append(summary)
            gate = max(gate, chapter.chapter_no, reveal)
            units.append(RecapUnit(info.volume_no, chapter.locator, chapter.chapter_no, gate, summary, tuple(told),
                                   _hash("so_far", told)))
        if info.chapters and info.volume_no in volumes:
            summary, reveal = volumes[info.volume_no]
            sources = (*told, summary)
            units.append(RecapUnit(info.volume_no, "", info.last_chapter_no, max(gate, info.last_chapter_no, reveal),
                                   summary, sources, _hash("volume", list(sources))))
    return units


def _hash(kind: str, sources: list[str]) -> str:
    return hashlib.sha256(json.dumps([RECAP_VERSION, kind, sources], ensure_ascii=False).encode()).hexdigest()[:16]


def recap_parts(store: Store, work_id: int) -> list[RecapPart]:
    """Every part the recap can be made of, each with its gate, in story order: the model's
    recaps where it wrote them, else the summaries condensed."""
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
            parts.append(RecapPart("volume", volume_no, None, gate, condensed(summary, names, gate, VOLUME_SENTENCES),
                                   info.last_chapter_no))
    for chapter_no, volume_no, summary, reveal in chapter_rows:
        if chapter_no in locators and summary.strip():
            gate = max(chapter_no, reveal)
            parts.append(RecapPart("chapter", volume_no, locators[chapter_no], gate,
                                   condensed(summary, names, gate, CHAPTER_SENTENCES), chapter_no))
    parts = _with_model_recaps(parts, store, work_id, points)
    return sorted(parts, key=lambda p: (p.volume_no, p.kind != "volume", p.chapter_no, p.kind == "chapter"))


def _with_model_recaps(parts: list[RecapPart], store: Store, work_id: int, points: list[Point]) -> list[RecapPart]:
    stored = recap_store.recaps(store, work_id)
    if not stored:
        return parts
    known = names_known(points)
    volumes = {p.volume_no: i for i, p in enumerate(parts) if p.kind == "volume"}
    for unit in recap_units(store, work_id):
        row = stored.get((unit.volume_no, unit.locator))
        if (row is None or row.status != recap_store.KEPT or row.inputs_hash != unit.inputs_hash
                or unmet_names(row.text, known, unit.reveal_at, unit.sources)):
            continue
        if unit.locator:
            parts.append(RecapPart("so_far", unit.volume_no, unit.locator, unit.reveal_at, row.text, unit.chapter_no,
                                   by_model=True))
        elif unit.volume_no in volumes:
            parts[volumes[unit.volume_no]] = RecapPart("volume", unit.volume_no, None, unit.reveal_at, row.text,
                                                       unit.chapter_no, by_model=True)
    return parts


def story_so_far(parts: list[RecapPart], position: int) -> list[RecapPart]:
    """The recap after chapter `position`: each finished volume, then the volume being read:
    the model's latest recap of it, if any, and the chapters read after that one. Nothing
    gated later is in it."""
    shown = [p for p in parts if p.reveal_at <= position]
    finished = {p.volume_no for p in shown if p.kind == "volume"}
    latest: dict[int, RecapPart] = {}
    for p in shown:
        if p.kind == "so_far" and p.volume_no not in finished and p.chapter_no >= latest.get(p.volume_no, p).chapter_no:
            latest[p.volume_no] = p
    return [p for p in shown if p.kind == "volume" or (p.volume_no not in finished and (
        p is latest.get(p.volume_no) if p.kind == "so_far"
        else p.chapter_no > (latest[p.volume_no].chapter_no if p.volume_no in latest else 0)))]


def names_known(points: list[Point]) -> dict[str, int]:
    """Every name and alias of the knowledge table -> the earliest chapter after which a reader knows it."""
    known: dict[str, int] = {}
    for p in points:
        for name, gate in [(p.name, p.reveal_at), *((a.alias, a.reveal_at) for a in p.aliases)]:
            name = name.strip()
            if len(name) > 1:
                known[name] = min(gate, known.get(name, gate))
    return known


def unmet_names(text: str, known: dict[str, int], gate: int, sources: tuple[str, ...] = ()) -> list[str]:
    """The names `text` uses that a reader at `gate` has not met: known only after it, and in
    none of the summaries it was told from (those are gated by then: their words are the book's
    up to there, "the Sorceress" before she is known to be Glinda)."""
    return sorted(n for n, at in known.items() if at > gate and said(n, text) and not any(said(n, s) for s in sources))


def said(name: str, text: str) -> bool:
    """Whether `text` names `name`: a Latin name as a whole word, as written; a CJK one anywhere."""
    if name not in text:
        return False
    if not _LATIN.fullmatch(name):
        return True
    return re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", text) is not None


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def condensed(summary: str, names: list[tuple[str, int]], gate: int, keep: int) -> str:
    """The `keep` sentences of a summary that name the most names met by `gate` (the first
    on ties), in their order: a recap names the people it is about, not the furniture."""
    said_ = sentences(summary)
    if len(said_) <= keep:
        return " ".join(said_) if said_ else summary.strip()
    known = [n for n, reveal in names if reveal <= gate and len(n) > 1]

    def score(i: int) -> tuple[int, bool, int]:  # a bare exclamation tells little, whoever says it
        return (-sum(1 for n in known if n in said_[i]), len(said_[i]) < 40, i)

    chosen = sorted(sorted(range(len(said_)), key=score)[:keep])
    joiner = "" if re.search(r"[。！？]$", said_[0]) else " "
    return joiner.join(said_[i] for i in chosen)
