"""Which reader a book needs: an EPUB (a .epub file or an unpacked EPUB folder), a plain-text or
Markdown novel (.txt, .md), or a folder of chapter files. Each gives ingest/types.py Volumes, so
nothing after reading knows which it was."""

from __future__ import annotations

from pathlib import Path

from .chapter_folder import CHAPTER_FILES, chapter_files, read_chapter_folder
from .epub import parse_epub
from .plaintext import read_text_book
from .types import Volume


def read_book(path: str | Path) -> list[Volume]:
    """The volumes in one file or folder (a .txt with `第N卷` lines holds several)."""
    path = Path(path)
    if path.is_dir():
        if (path / "META-INF").is_dir() or (path / "mimetype").is_file() or not chapter_files(path):
            return [parse_epub(path)]
        return [read_chapter_folder(path)]
    if path.suffix.lower() in CHAPTER_FILES:
        return read_text_book(path)
    return [parse_epub(path)]
