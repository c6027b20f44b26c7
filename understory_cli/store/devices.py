"""E-readers' names for the stored books (m016): each volume's KOReader document ids and
where its spine items begin, so a position an e-reader pushes finds its paragraph."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from . import Store


@dataclass(frozen=True)
class ReaderDocument:
    work_id: int
    volume_id: int
    volume_no: int
    method: str  # binary (KOReader's partial MD5) | filename (MD5 of the file name)


@dataclass(frozen=True)
class ReaderPlace:
    chapter: str  # the chapter the e-reader is in (front matter too: 2.f1)
    paragraph: str | None  # its paragraph, when the volume's spine says
    finished: int | None  # the last story chapter finished there (chapter_no), None before the first


@dataclass(frozen=True)
class PushedPosition:
    work_id: int | None
    document: str
    progress: str
    percentage: float
    device: str
    device_id: str | None
    pushed_at: int  # seconds since the epoch, as kosync's timestamp
    locator: str | None  # where it fell: a paragraph, else a chapter
    finished: str | None  # the chapter it counts as finished


def record_volume(store: "Store", work_id: int, volume_id: int, ids: dict[str, str], fragments: list[Any]) -> None:
    """Replace what is known of a volume's e-reader ids and spine (`ingest.types.Fragment`s)."""
    forget_volume(store, volume_id)
    for method, document in sorted(ids.items()):
        store.all("INSERT INTO reader_documents VALUES (?, ?, ?, ?)", [work_id, volume_id, method, document])
    if fragments:
        store.insert_columns("reader_fragments", {
            "volume_id": [volume_id] * len(fragments),
            "fragment_no": list(range(1, len(fragments) + 1)),
            "chapter_seq": [f.chapter + 1 for f in fragments],
            "para_no": [f.block + 1 for f in fragments],
            "p_chapter_seqs": [[c + 1 for c, _ in f.paragraphs] for f in fragments],
            "p_para_nos": [[b + 1 for _, b in f.paragraphs] for f in fragments],
        })


def forget_volume(store: "Store", volume_id: int) -> None:
    store.all("DELETE FROM reader_documents WHERE volume_id = ?", [volume_id])
    store.all("DELETE FROM reader_fragments WHERE volume_id = ?", [volume_id])


def has_ids(store: "Store", volume_id: int) -> bool:
    return bool(store.scalar("SELECT count(*) FROM reader_documents WHERE volume_id = ?", [volume_id]))


def find_document(store: "Store", document: str) -> ReaderDocument | None:
    """The volume an e-reader's document id names, in any work of the store."""
    row = store.one("""SELECT d.work_id, d.volume_id, v.volume_no, d.method FROM reader_documents d
                       JOIN volumes v USING (volume_id) WHERE d.document = ?
                       ORDER BY d.method LIMIT 1""", [document.lower()])
    return ReaderDocument(*row) if row else None


def chapter_no(store: "Store", work_id: int, locator: str) -> int | None:
    return store.scalar("SELECT chapter_no FROM chapters WHERE work_id = ? AND locator = ? AND is_body",
                        [work_id, locator])


def chapter_locator(store: "Store", work_id: int, chapter_no: int) -> str | None:
    return store.scalar("SELECT locator FROM chapters WHERE work_id = ? AND chapter_no = ? AND is_body",
                        [work_id, chapter_no])


def place(store: "Store", volume_id: int, fragment_no: int | None, p_index: int | None,
          fraction: float) -> ReaderPlace | None:
    """Where `DocFragment[fragment_no]` (and its `p_index`-th `<p>`, from 1) is; with no fragment
    (or one the volume lacks), where the share `fraction` of the volume's text falls."""
    row = store.one("""SELECT chapter_seq, para_no, p_chapter_seqs, p_para_nos FROM reader_fragments
                       WHERE volume_id = ? AND fragment_no = ?""", [volume_id, fragment_no or 0])
    if row is not None:
        seq, para, p_seqs, p_paras = row
        if p_index and p_seqs:
            k = min(p_index, len(p_seqs)) - 1
            seq, para = p_seqs[k], p_paras[k]
    else:  # counted in characters, as near as an e-reader's page count gets
        seq = store.scalar("""WITH c AS (SELECT seq, sum(n_chars) OVER (ORDER BY seq) AS upto,
                                                sum(n_chars) OVER () AS total FROM chapters WHERE volume_id = ?)
                              SELECT seq FROM c WHERE upto >= ? * total ORDER BY seq LIMIT 1""",
                           [volume_id, max(0.0, min(1.0, fraction))])
        para = None
        if seq is None:
            return None
    found = store.one("""
        SELECT c.locator, p.locator,
               -- at the chapter's last <p>, the chapter is finished; else the story chapter before it
               (SELECT max(o.chapter_no) FROM chapters o JOIN volumes ov ON ov.volume_id = o.volume_id
                WHERE o.work_id = c.work_id AND o.is_body
                  AND (ov.volume_no < v.volume_no OR (ov.volume_no = v.volume_no AND o.seq < c.seq)
                       OR (o.chapter_id = c.chapter_id AND ? >= (SELECT max(para_no) FROM paragraphs
                                                                WHERE chapter_id = c.chapter_id AND kind = 'p'))))
        FROM chapters c JOIN volumes v ON v.volume_id = c.volume_id
        LEFT JOIN paragraphs p ON p.chapter_id = c.chapter_id AND p.para_no = ?
        WHERE c.volume_id = ? AND c.seq = ?""", [para or 0, para or 0, volume_id, seq])
    return ReaderPlace(found[0], found[1], found[2]) if found else None


def record_push(store: "Store", pushed: PushedPosition) -> None:
    with store.transaction():
        position_id = store.next_id("reader_positions", "position_id")
        store.all("INSERT INTO reader_positions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                  [position_id, pushed.work_id, pushed.document, pushed.progress, pushed.percentage, pushed.device,
                   pushed.device_id, pushed.pushed_at, pushed.locator, pushed.finished])


_PUSHED = ("SELECT work_id, document, progress, percentage, device, device_id, pushed_at, locator, finished "
           "FROM reader_positions")


def last_push(store: "Store", document: str) -> PushedPosition | None:
    row = store.one(f"{_PUSHED} WHERE document = ? ORDER BY position_id DESC LIMIT 1", [document])
    return PushedPosition(*row) if row else None


def last_push_in_work(store: "Store", work_id: int) -> PushedPosition | None:
    """The newest position any e-reader pushed for one of the work's volumes."""
    row = store.one(f"{_PUSHED} WHERE work_id = ? ORDER BY position_id DESC LIMIT 1", [work_id])
    return PushedPosition(*row) if row else None
