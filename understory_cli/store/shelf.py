"""What the library's shelf needs from the store: each work as a reader picks it from a shelf
(title, authors, series, volumes, language), and a fingerprint of everything its site is
built from, so a rebuild of the library skips the works that did not change."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from . import Store


@dataclass
class ShelfWork:
    work_id: int
    slug: str
    title: str
    language: str | None
    authors: list[str]
    series: str | None  # the series metadata of its first volume that names one
    volumes: int
    chapters: int  # story chapters


def shelf_works(store: "Store") -> list[ShelfWork]:
    rows = store.all("""
        SELECT w.work_id, w.slug, w.title, w.language,
               (SELECT list(v.authors ORDER BY v.volume_no) FROM volumes v WHERE v.work_id = w.work_id),
               (SELECT v.series FROM volumes v WHERE v.work_id = w.work_id AND v.series IS NOT NULL
                ORDER BY v.volume_no LIMIT 1),
               (SELECT count(*) FROM volumes v WHERE v.work_id = w.work_id),
               (SELECT count(*) FROM chapters c WHERE c.work_id = w.work_id AND c.chapter_no IS NOT NULL)
        FROM works w ORDER BY w.work_id""")
    out = []
    for work_id, slug, title, language, authors, series, volumes, chapters in rows:
        names = list(dict.fromkeys(" ".join(a.split()) for names in authors or [] for a in names or [] if a.strip()))
        out.append(ShelfWork(work_id, slug, title, language, names, series, volumes, chapters))
    return out


# Every table a work's site is read from. Paragraphs, assets and stylesheets change only with
# their volume's row (a new source_sha256 and ingested_at), so the volumes row stands for them:
# hashing a whole series' text on every rebuild would cost what the skip saves.
_SITE_TABLES = ("works", "volumes", "chapters", "settings", "points", "point_aliases", "glances", "point_given_away",
                "wiki_entries", "wiki_pages",
                "chapter_summaries", "volume_summaries", "recaps")  # the story so far (recap.py)


def site_fingerprint(store: "Store", work_id: int) -> str:
    """A value that changes whenever anything the work's site shows may have changed."""
    parts = []
    for table in _SITE_TABLES:
        count, digest = store.one(f"SELECT count(*), coalesce(bit_xor(hash(t)), 0) FROM {table} t WHERE work_id = ?",
                                  [work_id]) or (0, 0)
        parts.append(f"{table}:{count}:{digest}")
    return ";".join(parts)
