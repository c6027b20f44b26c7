"""A folder of chapter files (a writer's draft: `01-arrival.md`, `02-the-storm.md`, … or .txt) ->
one volume, a chapter per file in natural file-name order (`2.md` before `10.md`).

Each chapter's href is its file name, so re-ingesting the folder after editing one file pairs
every chapter with its old self: the text-loss check compares like with like, and only the
edited chapter's analysis goes stale (ingest/anchoring.py). A chapter's title is its first
heading, else its file name without the leading number.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from ..errors import EmptyBookError, TooLargeError
from .container import MAX_BOOK_BYTES
from .encoding import decode_text
from .epub import MAX_PARAGRAPHS, MAX_SPINE_ITEMS
from .headings import read_heading
from .plaintext import MARKDOWN, text_language, read_bytes
from .textblocks import is_japanese, is_wrapped, markdown_blocks, paragraphs, text_block
from .types import Chapter, Volume

CHAPTER_FILES = MARKDOWN | {".txt", ".text"}


def chapter_files(folder: Path) -> list[Path]:
    """The folder's chapter files in natural order; hidden files and other kinds left out."""
    files = [p for p in folder.iterdir()
             if p.is_file() and p.suffix.lower() in CHAPTER_FILES and not p.name.startswith(".")]
    return sorted(files, key=_natural)


def _natural(path: Path) -> list[tuple[int, int | str]]:
    return [(0, int(part)) if part.isdigit() else (1, part.casefold())
            for part in re.split(r"(\d+)", path.name) if part]


def read_chapter_folder(path: str | Path) -> Volume:
    folder = Path(path)
    files = chapter_files(folder)
    if not files:
        raise EmptyBookError(folder, "a folder with no chapter files in it (.md, .markdown or .txt)")
    if len(files) > MAX_SPINE_ITEMS:
        raise TooLargeError(folder, f"{len(files):,} chapter files; the limit is {MAX_SPINE_ITEMS:,}")
    digest = hashlib.sha256()
    chapters: list[Chapter] = []
    warnings: list[str] = []
    total = 0
    sample = ""
    for file in files:
        data = read_bytes(file)
        total += len(data)
        if total > MAX_BOOK_BYTES:
            raise TooLargeError(folder, f"its chapter files hold more than {MAX_BOOK_BYTES:,} bytes")
        digest.update(file.name.encode("utf-8") + b"\0" + hashlib.sha256(data).digest())
        if not data.strip():
            warnings.append(f"{file.name} is empty: left out")
            continue
        text, _ = decode_text(file, data)
        sample = sample or text
        chapters.append(_chapter(file, text))
    paragraphs_in = sum(len(c.blocks) for c in chapters)
    if paragraphs_in > MAX_PARAGRAPHS:
        raise TooLargeError(folder, f"{paragraphs_in:,} paragraphs; the limit is {MAX_PARAGRAPHS:,}")
    return Volume(source_name=folder.name, sha256=digest.hexdigest(), title=folder.name, chapters=chapters,
                  language=text_language(sample), warnings=warnings)


def _chapter(file: Path, text: str) -> Chapter:
    if file.suffix.lower() in MARKDOWN:
        blocks = markdown_blocks(text, limit=MAX_PARAGRAPHS)
    else:
        lines = text.replace("\r\n", "\n").split("\n")
        japanese = is_japanese(text)
        blocks = [text_block(p, japanese=japanese) for p in paragraphs(lines, is_wrapped(lines))]
        if len(blocks) > 1 and (read_heading(blocks[0].text) or _title_line(blocks[0].text)):
            blocks[0] = text_block(blocks[0].text, "heading", japanese=japanese)
    title = next((b.text for b in blocks[:1] if b.kind == "heading"), "") or _title_from_name(file)
    heading = read_heading(title)
    role = {"front": "front", "back": "back"}.get(heading.kind if heading else "", "story")
    return Chapter(" ".join(title.split()), file.name, role, blocks, toc_level=1)


def _title_line(text: str) -> bool:
    """A chapter file's first line reads as its title: short, and not a sentence."""
    return len(text) <= 50 and not re.search(r"[.!?。！？…,，;；:：\"”」』]$", text)


def _title_from_name(file: Path) -> str:
    """`03-the_storm.md` -> 'the storm'; `07.md` -> '07'."""
    stem = re.sub(r"^\d+[\s._\-]*", "", file.stem).replace("_", " ").strip()
    return stem or file.stem

