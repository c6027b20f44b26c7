"""The ingest stage: EPUB, plain-text and Markdown books -> one work of volumes, chapters, paragraphs and chunks.

Every file is parsed before anything is written, and everything is written in one
transaction, so a bad file or a crash leaves the store exactly as it was.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..errors import EmptyBookError, TextLossError, UsageError
from ..progress import ProgressFn, reporter
from ..retrieval.lexical import postings_for, rebuild_index
from ..store import Store
from ..store import anchors, books, devices
from .anchoring import chapter_moves, describe
from .chunking import chunk_paragraphs
from .sources import read_book
from .types import Volume
from .replacing import text_loss
from .series import order_volumes, slugify, volume_number, work_key, work_title



@dataclass
class VolumeReport:
    volume_no: int
    title: str
    source: str
    status: str  # added | replaced | unchanged
    story_chapters: int = 0
    other_chapters: int = 0
    paragraphs: int = 0
    characters: int = 0
    images: int = 0
    chunks: int = 0
    warnings: list[str] = field(default_factory=list)


@dataclass
class IngestResult:
    work_slug: str
    work_title: str
    volumes: list[VolumeReport]


def ingest(store: Store, paths: list[str | Path], *, work: str | None = None, allow_empty: bool = False,
           new_work: bool = True, allow_loss: bool = False, strict: bool = False,
           progress: ProgressFn | None = None) -> IngestResult:
    """Read every file, then write them all in one transaction (or nothing).

    A volume with no story text at all (every chapter empty, or pictures only) is an
    EmptyBookError unless `allow_empty`: it would otherwise stand in for a real volume.
    A file replacing its volume with less text is compared chapter by chapter
    (replacing.py): a loss is a warning, a large one (any one with `strict`) a
    TextLossError unless `allow_loss`.
    """
    parsed = [volume for volumes in read_books(paths, allow_empty=allow_empty, progress=progress) for volume in volumes]
    return store_volumes(store, parsed, work=work, new_work=new_work, allow_empty=allow_empty,
                         allow_loss=allow_loss, strict=strict, progress=progress)


def read_books(paths: list[str | Path], *, allow_empty: bool = False, progress: ProgressFn | None = None
               ) -> list[list[Volume]]:
    """Each file's volumes (a .txt with 第N卷 lines holds several), all read before anything is written."""
    tell = reporter("ingest", progress)
    read = []
    for i, path in enumerate(paths):
        tell(i, len(paths), f"reading {Path(path).name}")
        volumes = read_book(path)
        for volume in volumes:
            if not story_characters(volume):
                if not allow_empty:
                    chapters = len(volume.chapters)
                    raise EmptyBookError(path, f"no story text in its {chapters} chapter{'s' * (chapters != 1)} "
                                               "(empty, or pictures only); --allow-empty ingests it anyway")
                volume.warnings.append("no story text (ingested because of --allow-empty)")
        read.append(volumes)
    tell(len(paths), len(paths), "read")
    return read


def story_characters(volume: Volume) -> int:
    """Characters of text in the story chapters, leaving out images' alt text."""
    return sum(len(b.text) for c in volume.chapters if c.role == "story" for b in c.blocks if b.kind != "image")


def store_volumes(store: Store, parsed: list[Volume], *, work: str | None = None, new_work: bool = True,
                  allow_empty: bool = False, allow_loss: bool = False, strict: bool = False,
                  progress: ProgressFn | None = None) -> IngestResult:
    """Write parsed volumes as one work (also the way in for text that is not an EPUB).

    A volume without story text never replaces one with text silently: the report says so.
    Without `work` and `new_work`, files whose title names no work of a store that holds
    others are refused: they are more often a later volume titled differently than a new book."""
    tell = reporter("ingest", progress)
    parsed = order_volumes(parsed)

    title = work_title(parsed)
    slug = slugify(work) if work else slugify(work_key(parsed))
    existing = books.find_work(store, slug)
    if existing is None and not work:
        others = books.works(store)
        # the book, or its series, started under a --work name (one book is titled by itself, not its series)
        series = {v.series for v in parsed if v.series}
        existing = next((w for w in others if w.title == title or (len(series) == 1 and series <= {
            s for _, s, _, _ in books.volume_labels(store, w.work_id) if s})), None)
        if existing:
            slug = existing.slug
        elif others and not new_work:
            have = ", ".join(w.slug for w in others)
            raise UsageError(f"these files would start a new work '{slug}' beside {have} in this store: "
                             f"pass --work {others[0].slug} to add them as its volumes, or --new-work to start '{slug}'")
    old = books.volumes(store, existing.work_id) if existing else []
    plan = _assign_numbers(parsed, old)

    prepared = {}
    todo = [(no, v) for no, v, status in plan if status != "unchanged"]
    for i, (no, volume) in enumerate(todo):
        tell(i, len(todo), f"indexing volume {no}")
        prepared[no] = _prepare_chunks(volume)

    reports = []
    with store.transaction():
        target = existing or books.create_work(store, slug, title, parsed[0].language)
        by_no = {v.volume_no: v for v in old}
        before = anchors.chapter_anchors(store, target.work_id) if old else []
        for no, volume, status in plan:
            if status == "unchanged":
                reports.append(VolumeReport(no, volume.title, volume.source_name, status))
                if volume.reader_ids and not devices.has_ids(store, by_no[no].volume_id):  # stored before m016
                    devices.record_volume(store, target.work_id, by_no[no].volume_id, volume.reader_ids,
                                          volume.fragments)
                continue
            if no in by_no:
                had = books.story_characters(store, by_no[no].volume_id)
                if had and not story_characters(volume):
                    volume.warnings.append(f"replaces volume {no} ({by_no[no].source_name}), which had {had:,} "
                                           "characters of story text, with a volume that has none")
                loss = text_loss(no, by_no[no].source_name, books.chapter_texts(store, by_no[no].volume_id), volume)
                # --allow-empty already let in a volume without text, knowing what it replaces
                allowed = allow_loss or (allow_empty and not story_characters(volume))
                if loss is not None:
                    if (loss.large or strict) and not allowed:  # raised inside the transaction: nothing is written
                        raise TextLossError(volume.source_name, loss.describe() + "; nothing was changed "
                                            "(--allow-loss replaces it anyway)")
                    volume.warnings.append(loss.describe())
                books.delete_volume(store, by_no[no].volume_id)
                devices.forget_volume(store, by_no[no].volume_id)
            volume_id = books.write_volume(store, target.work_id, no, volume, prepared[no])
            devices.record_volume(store, target.work_id, volume_id, volume.reader_ids, volume.fragments)
            reports.append(_report(no, volume, status, len(prepared[no])))
        books.renumber_chapters(store, target.work_id)
        if todo:
            rebuild_index(store, target.work_id)
        if before:
            _reanchor(store, target.work_id, before, plan, reports)
    tell(1, 1, "done")
    return IngestResult(slug, target.title, sorted(reports, key=lambda r: r.volume_no))


def _reanchor(store: Store, work_id: int, before: list[anchors.ChapterAnchor], plan: list[tuple[int, Volume, str]],
              reports: list[VolumeReport]) -> None:
    """Move what was derived from each chapter with it (chapter numbers are global: a chapter added
    to volume 1 renumbers every later one) and say per chapter what moved, is new or is stale."""
    after = anchors.chapter_anchors(store, work_id)
    replaced = {no for no, _, status in plan if status == "replaced"}
    moves = chapter_moves(before, after, replaced)
    if moves.identity:
        return
    anchors.reanchor(store, work_id, moves)
    for report in reports:
        if report.volume_no in replaced:
            report.warnings.extend(describe(before, after, moves, report.volume_no))


def _assign_numbers(parsed: list[Volume], old: list[books.VolumeRow]) -> list[tuple[int, Volume, str]]:
    """Volume numbers for the new files, and whether each is added, replaced or unchanged.

    The book's own volume number wins (series index, 'Vol. 3', '第3卷', '03_'); a file
    without one takes the place of an earlier copy of the same file name, else the next free number.
    """
    by_sha = {v.source_sha256: v.volume_no for v in old}
    by_name = {v.source_name: v.volume_no for v in old}
    taken = {v.volume_no for v in old}
    numbers = [volume_number(v) for v in parsed]
    use_own = all(n is not None and float(n).is_integer() for n in numbers) and len(set(numbers)) == len(numbers)
    plan = []
    for volume, own in zip(parsed, numbers):
        if volume.sha256 in by_sha:
            plan.append((by_sha[volume.sha256], volume, "unchanged"))
            continue
        if use_own and own is not None:  # use_own: every volume has one
            no = int(own)
        elif volume.source_name in by_name:
            no = by_name[volume.source_name]
        else:
            no = max(taken | {n for n, _, _ in plan} | {0}) + 1
        plan.append((no, volume, "replaced" if no in taken else "added"))
    return plan


def _prepare_chunks(volume: Volume) -> list[books.PreparedChunk]:
    out: list[books.PreparedChunk] = []
    for index, chapter in enumerate(volume.chapters):
        if chapter.role != "story":
            continue
        spans = chunk_paragraphs([b.text for b in chapter.blocks])
        counts, lens = postings_for([s.text for s in spans])
        out.extend(books.PreparedChunk(index, s, c, n) for s, c, n in zip(spans, counts, lens))
    return out


def _report(no: int, volume: Volume, status: str, n_chunks: int) -> VolumeReport:
    story = volume.story_chapters
    return VolumeReport(
        volume_no=no,
        title=volume.title,
        source=volume.source_name,
        status=status,
        story_chapters=len(story),
        other_chapters=len(volume.chapters) - len(story),
        paragraphs=sum(len(c.blocks) for c in volume.chapters),
        characters=sum(len(b.text) for c in volume.chapters for b in c.blocks),
        images=sum(1 for a in volume.assets if a.media_type.startswith("image/")),
        chunks=n_chunks,
        warnings=volume.warnings,
    )
