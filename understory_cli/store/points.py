"""Knowledge points, their aliases and per-volume records, summaries and glances."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from . import Store


@dataclass
class Alias:
    alias: str
    volume_no: int
    evidence: list[str]
    reveal_at: int


@dataclass
class Record:
    volume_no: int
    text: str
    evidence: list[str]
    note: str | None
    reveal_at: int
    tagged_reveal_at: int | None = None


@dataclass
class Point:
    point_id: int
    name: str
    kind: str
    description: str | None
    volume_no: int  # the volume that created it
    reveal_at: int  # when its name may be shown
    source: str  # model | extractive
    aliases: list[Alias] = field(default_factory=list)
    records: list[Record] = field(default_factory=list)


# Who wrote a summary or glance: the model, or the extractive path filling in where a weak
# model gave nothing valid. None: the volume's provider.
MODEL, EXTRACTIVE = "model", "extractive"


@dataclass
class ChapterSummary:
    chapter_no: int
    summary: str
    model_thinks_story: bool = True
    source: str | None = None


@dataclass
class Glance:
    chapter_no: int
    text: str
    point_ids: list[int]
    source: str | None = None


@dataclass
class Mention:
    point_id: int
    chapter_no: int
    mentions: int


@dataclass
class GivenAway:
    """Uses of a point's form in one paragraph that the name finder's context gave to no one or someone else
    (NameEntity.uncounted): 大姑娘 said to 凤喜 is no use of 秀姑's name. The site's in-chapter places (met,
    last seen) and the export's notes skip a paragraph whose only uses of a point's names are these."""

    point_id: int
    chapter_no: int
    locator: str
    form: str
    uses: int


@dataclass
class VolumeAnalysis:
    """Everything one volume adds, written in one transaction."""

    volume_no: int
    source_sha256: str
    provider: str
    mode: str
    new_points: list[Point]  # with their aliases and this volume's records
    aliases: list[tuple[int, Alias]]  # (existing point id, alias) added to older points
    records: list[tuple[int, Record]]  # (existing point id, record)
    chapter_summaries: list[ChapterSummary]
    volume_summary: str
    volume_reveal_at: int
    glances: list[Glance]
    run_id: int | None = None
    mentions: list[Mention] = field(default_factory=list)  # names counted in this volume's chapters
    given_away: list[GivenAway] = field(default_factory=list)  # uses of names in its paragraphs not counted
    volume_summary_source: str | None = None


def load_points(store: "Store", work_id: int, *, before_volume: int | None = None) -> list[Point]:
    """The work's points with their full history, in creation order.

    `before_volume` keeps only what earlier volumes recorded: what a volume's agent may
    build on when that volume is (re)analyzed.
    """
    limit = before_volume if before_volume is not None else 2**31 - 1
    points = {r[0]: Point(*r) for r in store.all(
        "SELECT point_id, name, kind, description, volume_no, reveal_at, source FROM points "
        "WHERE work_id = ? AND volume_no < ? ORDER BY point_id", [work_id, limit])}
    for pid, alias, vol, evidence, reveal in store.all(
            "SELECT point_id, alias, volume_no, evidence, reveal_at FROM point_aliases WHERE work_id = ? "
            "AND volume_no < ? ORDER BY volume_no, reveal_at, alias", [work_id, limit]):
        points[pid].aliases.append(Alias(alias, vol, list(evidence), reveal))
    for pid, vol, text, evidence, note, reveal, tagged in store.all(
            "SELECT point_id, volume_no, text, evidence, note, reveal_at, tagged_reveal_at FROM point_records "
            "WHERE work_id = ? AND volume_no < ? ORDER BY volume_no, record_id", [work_id, limit]):
        points[pid].records.append(Record(vol, text, list(evidence), note, reveal, tagged))
    return list(points.values())


def analyzed_volumes(store: "Store", work_id: int) -> dict[int, str]:
    """volume_no -> the source hash it was analyzed from."""
    return dict(store.all("SELECT volume_no, source_sha256 FROM analyzed_volumes WHERE work_id = ?", [work_id]))


def volumes_from_text(store: "Store", work_id: int) -> set[int]:
    """The volumes whose analysis is the extractive path's, not a model's."""
    return {r[0] for r in store.all("SELECT volume_no FROM analyzed_volumes WHERE work_id = ? AND provider = ?",
                                    [work_id, EXTRACTIVE])}


def next_point_id(store: "Store", work_id: int | None = None, from_volume: int | None = None) -> int:
    """The next free point id; with `work_id` and `from_volume`, as it will be once that volume's
    analysis replaces its own and every later one's (their points are forgotten then)."""
    if work_id is None or from_volume is None:
        return store.next_id("points", "point_id")
    return int(store.scalar("SELECT coalesce(max(point_id), 0) + 1 FROM points WHERE NOT (work_id = ? AND volume_no >= ?)",
                            [work_id, from_volume]))


def reset_from(store: "Store", work_id: int, volume_no: int) -> None:
    """Forget the analysis of `volume_no` and every later volume (they built on it)."""
    for table in ("point_records", "point_aliases", "volume_summaries", "chapter_summaries", "analyzed_volumes"):
        store.all(f"DELETE FROM {table} WHERE work_id = ? AND volume_no >= ?", [work_id, volume_no])
    for table in ("glances", "point_mentions", "point_given_away"):
        store.all(f"""DELETE FROM {table} WHERE work_id = ? AND chapter_no IN (
                        SELECT c.chapter_no FROM chapters c JOIN volumes v USING (volume_id)
                        WHERE c.work_id = ? AND v.volume_no >= ?)""", [work_id, work_id, volume_no])
    store.all("DELETE FROM points WHERE work_id = ? AND volume_no >= ?", [work_id, volume_no])
    store.all("DELETE FROM stale_units WHERE work_id = ? AND stage = 'analyze' AND volume_no >= ?", [work_id, volume_no])


def write_volume_analysis(store: "Store", work_id: int, analysis: VolumeAnalysis) -> None:
    """Land one volume's analysis atomically (replacing an earlier analysis of it)."""
    write_volume_analyses(store, work_id, [analysis])


def write_volume_analyses(store: "Store", work_id: int, analyses: list[VolumeAnalysis]) -> None:
    """Land consecutive volumes' analyses in one transaction, replacing the analysis of the first
    and of every later volume: a model's volume and the text's reading of the volumes after it."""
    with store.transaction():
        reset_from(store, work_id, analyses[0].volume_no)
        for analysis in analyses:
            _insert_analysis(store, work_id, analysis)


def _insert_analysis(store: "Store", work_id: int, analysis: VolumeAnalysis) -> None:
    # one bulk statement a table: a row's own INSERT costs milliseconds, and a long book writes thousands
    _insert_rows(store, "points", ["point_id", "work_id", "name", "kind", "description", "volume_no", "reveal_at", "source"],
                 [(p.point_id, work_id, p.name, p.kind, p.description, p.volume_no, p.reveal_at, p.source)
                  for p in analysis.new_points])
    aliases = [(p.point_id, a) for p in analysis.new_points for a in p.aliases] + analysis.aliases
    records = [(p.point_id, r) for p in analysis.new_points for r in p.records] + analysis.records
    _insert_rows(store, "point_aliases", ["work_id", "point_id", "alias", "volume_no", "evidence", "reveal_at"],
                 [(work_id, pid, a.alias, a.volume_no, a.evidence, a.reveal_at) for pid, a in aliases])
    first_record = store.next_id("point_records", "record_id")
    _insert_rows(store, "point_records", ["record_id", "work_id", "point_id", "volume_no", "text", "evidence", "note",
                                          "reveal_at", "tagged_reveal_at"],
                 [(first_record + i, work_id, pid, r.volume_no, r.text, r.evidence, r.note, r.reveal_at,
                   r.tagged_reveal_at) for i, (pid, r) in enumerate(records)])
    _insert_rows(store, "chapter_summaries", ["work_id", "chapter_no", "volume_no", "summary", "model_thinks_story",
                                              "reveal_at", "source"],
                 [(work_id, s.chapter_no, analysis.volume_no, s.summary, s.model_thinks_story, s.chapter_no,
                   s.source or analysis.provider) for s in analysis.chapter_summaries])
    store.all("INSERT INTO volume_summaries VALUES (?, ?, ?, ?, ?)",
              [work_id, analysis.volume_no, analysis.volume_summary, analysis.volume_reveal_at,
               analysis.volume_summary_source or analysis.provider])
    _insert_rows(store, "glances", ["work_id", "chapter_no", "text", "point_ids", "source"],
                 [(work_id, g.chapter_no, g.text, g.point_ids, g.source or analysis.provider) for g in analysis.glances])
    store.insert_columns("point_mentions", {
        "work_id": [work_id] * len(analysis.mentions),
        "point_id": [m.point_id for m in analysis.mentions],
        "chapter_no": [m.chapter_no for m in analysis.mentions],
        "mentions": [m.mentions for m in analysis.mentions]})
    _insert_rows(store, "point_given_away", ["work_id", "point_id", "chapter_no", "locator", "form", "uses"],
                 [(work_id, g.point_id, g.chapter_no, g.locator, g.form, g.uses) for g in analysis.given_away])
    store.all("INSERT INTO analyzed_volumes (work_id, volume_no, source_sha256, provider, mode, run_id) "
              "VALUES (?, ?, ?, ?, ?, ?)",
              [work_id, analysis.volume_no, analysis.source_sha256, analysis.provider, analysis.mode,
               analysis.run_id])


def _insert_rows(store: "Store", table: str, columns: list[str], rows: list[tuple]) -> None:
    store.insert_columns(table, {name: list(values) for name, values in zip(columns, zip(*rows))})


def chapter_summaries(store: "Store", work_id: int) -> dict[int, str]:
    return dict(store.all("SELECT chapter_no, summary FROM chapter_summaries WHERE work_id = ?", [work_id]))


def volume_summaries(store: "Store", work_id: int) -> dict[int, str]:
    return dict(store.all("SELECT volume_no, summary FROM volume_summaries WHERE work_id = ?", [work_id]))


def glances(store: "Store", work_id: int) -> dict[int, Glance]:
    return {r[0]: Glance(r[0], r[1], list(r[2]), r[3]) for r in store.all(
        "SELECT chapter_no, text, point_ids, source FROM glances WHERE work_id = ?", [work_id])}


def write_model_glance(store: "Store", work_id: int, chapter_no: int, text: str, point_ids: list[int]) -> None:
    """A small model's checked glance in place of the chapter's glance from the text (analyze.glances)."""
    with store.transaction():
        store.all("DELETE FROM glances WHERE work_id = ? AND chapter_no = ?", [work_id, chapter_no])
        store.all("INSERT INTO glances VALUES (?, ?, ?, ?, ?)", [work_id, chapter_no, text, point_ids, MODEL])


def mentions(store: "Store", work_id: int) -> dict[int, dict[int, int]]:
    """point_id -> {chapter_no: mentions}."""
    out: dict[int, dict[int, int]] = {}
    for pid, chapter, n in store.all(
            "SELECT point_id, chapter_no, mentions FROM point_mentions WHERE work_id = ? ORDER BY chapter_no", [work_id]):
        out.setdefault(pid, {})[chapter] = n
    return out


def given_away(store: "Store", work_id: int) -> dict[int, dict[str, dict[str, int]]]:
    """point_id -> {paragraph locator: {form: uses given away there}} (GivenAway)."""
    out: dict[int, dict[str, dict[str, int]]] = {}
    for pid, locator, form, uses in store.all(
            "SELECT point_id, locator, form, uses FROM point_given_away WHERE work_id = ?", [work_id]):
        out.setdefault(pid, {}).setdefault(locator, {})[form] = uses
    return out


def changed_volumes(store: "Store", work_id: int) -> list[int]:
    """Volumes whose text changed since they were analyzed."""
    return [r[0] for r in store.all(
        "SELECT a.volume_no FROM analyzed_volumes a JOIN volumes v USING (work_id, volume_no) "
        "WHERE a.work_id = ? AND a.source_sha256 <> v.source_sha256 ORDER BY 1", [work_id])]


def summary_sources(store: "Store", work_id: int) -> dict[int, dict[str, int]]:
    """volume_no -> {source: chapter summaries written by it} (model, extractive)."""
    return _counted(store.all(
        "SELECT s.volume_no, coalesce(s.source, a.provider), count(*) FROM chapter_summaries s "
        "JOIN analyzed_volumes a USING (work_id, volume_no) WHERE s.work_id = ? GROUP BY ALL", [work_id]))


def point_sources(store: "Store", work_id: int) -> dict[int, dict[str, int]]:
    """volume_no -> {source: points created in it}."""
    return _counted(store.all("SELECT volume_no, source, count(*) FROM points WHERE work_id = ? GROUP BY ALL",
                              [work_id]))


def _counted(rows: list[tuple]) -> dict[int, dict[str, int]]:
    out: dict[int, dict[str, int]] = {}
    for volume_no, source, n in rows:
        out.setdefault(volume_no, {})[source] = n
    return out


def analysis_state(store: "Store", work_id: int) -> dict[int, tuple[str, str]]:
    """volume_no -> (provider, mode) of its analysis."""
    return {r[0]: (r[1], r[2]) for r in store.all(
        "SELECT volume_no, provider, mode FROM analyzed_volumes WHERE work_id = ?", [work_id])}


def recap_sources(store: "Store", work_id: int) -> tuple[list[tuple[int, int, str, int]], list[tuple[int, str, int]]]:
    """What the story so far is made of: (chapter_no, volume_no, summary, reveal_at) of every
    chapter summary and (volume_no, summary, reveal_at) of every volume summary, in story order."""
    chapters = store.all("SELECT chapter_no, volume_no, summary, reveal_at FROM chapter_summaries "
                         "WHERE work_id = ? AND model_thinks_story ORDER BY chapter_no", [work_id])
    volumes = store.all("SELECT volume_no, summary, reveal_at FROM volume_summaries WHERE work_id = ? "
                        "ORDER BY volume_no", [work_id])
    return chapters, volumes
