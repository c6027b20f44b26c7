"""A novel in one .txt (or .md) file -> volumes of chapters, the same Volume an EPUB becomes.

Chapters start at heading lines (headings.py); a `第N卷` line starts a new volume, so one file
may give several volumes, each numbered by its line and hashed by its own text: re-ingesting
the file with one volume edited replaces that volume only, and within it the chapters whose
text is unchanged keep what was made from them (store/anchors.py). The lines above the first
heading give the title and author (`《书名》` / `作者：…`, or Aozora Bunko's title and author
lines); any prose there is front matter. A story collection with no heading but the same short
line above every story (running_heads.py) is cut at that line, a chapter a story. A file with no heading at all is cut into chapters of
about 20,000 characters at paragraph ends, with a warning.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import BadInputError, EmptyBookError, TooLargeError
from .container import MAX_MEMBER_BYTES
from .encoding import decode_text
from .epub import MAX_PARAGRAPHS
from .gutenberg import body_lines
from .headings import Heading, counted_headings, read_heading
from .running_heads import running_head, split_at_head
from .textblocks import is_japanese, is_wrapped, markdown_blocks, paragraphs, text_block
from .types import Block, Chapter, Volume

CHUNK_CHARACTERS = 20_000
STORY_PREAMBLE = 2_000  # characters above the first heading: more is a chapter, not a blurb
MARKDOWN = {".md", ".markdown"}
_AUTHOR = re.compile(r"^(?:作者|著者|作\s*者|原作|author|by|written by)\s*[:：]?\s*(.+)$", re.I)
_TITLE_MARKS = "《》「」『』【】\"“”#* \u3000"
# 《红楼梦》曹雪芹: the title in its marks, then its author on the same line
_TITLE_THEN_AUTHOR = re.compile(r"^[《『【]([^《》『』【】]+)[》』】]\s*(?:(?:作者|著者)\s*[:：]?\s*)?([^\s:：]{1,20}?)\s*(?:著|作|撰)?$")


@dataclass
class _Part:
    heading: Heading | None
    lines: list[str] = field(default_factory=list)


def read_bytes(path: Path) -> bytes:
    if not path.is_file():
        raise BadInputError(path, "no such file")
    size = path.stat().st_size
    if size > MAX_MEMBER_BYTES:
        raise TooLargeError(path, f"{size:,} bytes; the limit for one text file is {MAX_MEMBER_BYTES:,}")
    return path.read_bytes()


def read_text_book(path: str | Path) -> list[Volume]:
    """Every volume of one plain-text or Markdown novel file."""
    path = Path(path)
    data = read_bytes(path)
    text, _encoding = decode_text(path, data)
    lines = body_lines(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
    markdown = path.suffix.lower() in MARKDOWN
    japanese = is_japanese(text)
    preamble, volumes = _split(lines, markdown)
    title, author, front = _front_matter(preamble, fallback=path.stem)
    warnings: list[str] = []
    if not _has_chapters(volumes) and (head := running_head(lines)):
        preamble, stories = split_at_head(lines, head)
        volumes = [(None, [_Part(heading, story) for heading, story in stories])]
        title, author, front = _front_matter(preamble, fallback=path.stem)
    if not _has_chapter_lines(volumes) and (counted := counted_headings(lines)):  # chapters headed `1.`, `2.` …
        preamble, volumes = _split(lines, markdown, counted)
        title, author, front = _front_matter(preamble, fallback=path.stem)
    if not _has_chapters(volumes):
        warnings.append(f"no chapter headings found (第N章, 第N回, Chapter N, 序章 …): cut into chapters of "
                        f"about {CHUNK_CHARACTERS:,} characters")
        volumes = [(None, [_Part(None, front if any(line.strip() for line in front) else lines)])]
        front = []
    out: list[Volume] = []
    numbered = _volume_numbers([h for h, _ in volumes])
    for index, ((heading, parts), number) in enumerate(zip(volumes, numbered)):
        chapters = _chapters(parts, path.name, markdown, japanese, warnings if index == 0 else [])
        if index == 0 and front:
            blocks = _blocks(front, markdown, japanese, is_wrapped(front))
            long = sum(len(b.text) for b in blocks) >= STORY_PREAMBLE  # the first chapter, its heading left out
            chapters.insert(0, Chapter(title, f"{path.name}#front", "story" if long else "front", blocks))
        if not chapters:
            continue
        _check_size(path, chapters)
        single = len(volumes) == 1
        name = path.name if single else f"{path.name} {heading.title if heading else number}"
        sha = hashlib.sha256(data if single else _volume_text(number, chapters).encode("utf-8")).hexdigest()
        out.append(Volume(
            source_name=name, sha256=sha,
            title=title if single else f"{title} {heading.title if heading else number}",
            chapters=chapters, authors=[author] if author else [], language=text_language(text),
            series=None if single else title, series_index=None if single else float(number),
            warnings=list(warnings) if index == 0 else []))
    if not out:
        raise EmptyBookError(path, "no text under its headings")
    return out


def _split(lines: list[str], markdown: bool, counted: dict[int, Heading] | None = None
           ) -> tuple[list[str], list[tuple[Heading | None, list[_Part]]]]:
    """The lines before the first heading, and the volumes' parts (each a heading and its lines); `counted`: the
    lines that head chapters by their number alone (headings.counted_headings)."""
    preamble: list[str] = []
    volumes: list[tuple[Heading | None, list[_Part]]] = [(None, [])]
    for i, line in enumerate(lines):
        heading = (counted or {}).get(i) or read_heading(line.lstrip("#").strip() if markdown and line.startswith("#") else line)
        if heading is None:
            parts = volumes[-1][1]
            (parts[-1].lines if parts else preamble).append(line)
            continue
        if volume := (heading if heading.kind == "volume" else heading.volume):
            if volumes[-1][0] is None and not any(_has_text(p) for p in volumes[-1][1]):
                volumes[-1] = (volume, volumes[-1][1])  # chapters before the first volume line open it
            else:
                volumes.append((volume, []))
        if heading.kind != "volume":
            volumes[-1][1].append(_Part(heading, [heading.rest] if heading.rest else []))
    return preamble, [v for v in volumes if v[1]] or [(None, [])]


def _has_chapters(volumes: list[tuple[Heading | None, list[_Part]]]) -> bool:
    return any(part.heading and part.heading.kind != "volume" for _, parts in volumes for part in parts)


def _has_chapter_lines(volumes: list[tuple[Heading | None, list[_Part]]]) -> bool:
    """A chapter heading read (a `CONTENTS` or `PART ONE` line alone leaves the chapters unheaded)."""
    return any(part.heading and part.heading.kind == "chapter" for _, parts in volumes for part in parts)


def _has_text(part: _Part) -> bool:
    return any(line.strip() for line in part.lines)


def _front_matter(lines: list[str], fallback: str) -> tuple[str, str | None, list[str]]:
    """Title, author and what else stands above the first heading."""
    filled = [line.strip(" \t\u3000\ufeff") for line in lines if line.strip(" \t\u3000\ufeff")]
    title, author, rest = fallback, None, list(lines)
    short = [line for line in filled[:3] if len(line) <= 40 and not re.search(r"[。．.!?！？]$", line)]
    if short and filled and short[0] == filled[0]:
        title = short[0].strip(_TITLE_MARKS) or fallback
        rest = _without(rest, filled[0])
        both = _TITLE_THEN_AUTHOR.match(short[0])
        if both:
            title, author = both.group(1).strip(), both.group(2)
        if len(filled) > 1 and author is None:
            named = _AUTHOR.match(filled[1])
            if named or (filled[1] in short and len(filled[1]) <= 20 and not filled[1].isupper()):  # Aozora: the author's line under the title
                author = (named.group(1) if named else filled[1]).strip(_TITLE_MARKS)
                rest = _without(rest, filled[1])
    for line in filled:
        named = _AUTHOR.match(line)
        if author is None and named and len(line) <= 40:
            author = named.group(1).strip(_TITLE_MARKS)
            rest = _without(rest, line)
    return title, author, rest if any(line.strip() for line in rest) else []


def _without(lines: list[str], line: str) -> list[str]:
    out = list(lines)
    for i, candidate in enumerate(out):
        if candidate.strip(" \t\u3000\ufeff") == line:
            del out[i]
            break
    return out


def _chapters(parts: list[_Part], name: str, markdown: bool, japanese: bool, warnings: list[str]) -> list[Chapter]:
    chapters: list[Chapter] = []
    skipped = 0
    for part in parts:
        wrapped = is_wrapped(part.lines)
        if part.heading is None:  # no headings at all: pieces of about CHUNK_CHARACTERS
            for n, piece in enumerate(_pieces(paragraphs(part.lines, wrapped)), start=1):
                chapters.append(Chapter(str(n), f"{name}#{n}", "story",
                                        [text_block(p, japanese=japanese) for p in piece]))
            continue
        if not _has_text(part) and part.heading.kind == "chapter":
            skipped += 1  # a table of contents: headings one under another
            continue
        role = {"front": "front", "back": "back"}.get(part.heading.kind, "story")
        if part.heading.kind == "part" and not _has_text(part):
            role = "part"  # a divider page between chapters (Part II); a part with its own text is a chapter
        head = text_block(part.heading.line, "heading", japanese=japanese)
        body = _blocks(part.lines, markdown, japanese, wrapped)
        chapters.append(Chapter(part.heading.title, f"{name}#{len(chapters) + 1}", role, [head, *body], toc_level=1))
    if skipped:
        warnings.append(f"{skipped} heading{'s' * (skipped > 1)} with no text under {'them' if skipped > 1 else 'it'} "
                        "left out (a table of contents?)")
    return chapters


def _blocks(lines: list[str], markdown: bool, japanese: bool, wrapped: bool) -> list[Block]:
    if markdown:
        return markdown_blocks("\n".join(lines), limit=MAX_PARAGRAPHS)
    return [text_block(p, japanese=japanese) for p in paragraphs(lines, wrapped)]


def _pieces(paras: list[str]) -> list[list[str]]:
    pieces: list[list[str]] = [[]]
    size = 0
    for para in paras:
        if size >= CHUNK_CHARACTERS:
            pieces.append([])
            size = 0
        pieces[-1].append(para)
        size += len(para)
    return [p for p in pieces if p]


def _volume_numbers(headings: list[Heading | None]) -> list[int]:
    """Each volume's own number where every one has a distinct one, else 1, 2, 3 in file order."""
    numbers = [h.number if h else None for h in headings]
    if all(n is not None and 0 < n <= 9_999 for n in numbers) and len(set(numbers)) == len(numbers):
        return [int(n) for n in numbers if n is not None]
    return list(range(1, len(headings) + 1))


def _volume_text(number: int, chapters: list[Chapter]) -> str:
    return f"{number}\n" + "\n".join(c.title + "\n" + "\n".join(b.html for b in c.blocks) for c in chapters)


def _check_size(path: Path, chapters: list[Chapter]) -> None:
    count = sum(len(c.blocks) for c in chapters)
    if count > MAX_PARAGRAPHS:
        raise TooLargeError(path, f"{count:,} paragraphs in one volume; the limit is {MAX_PARAGRAPHS:,} "
                                  "(a 第N卷 line starts a new volume)")


def text_language(text: str) -> str | None:
    """zh or ja from the script, as the EPUB's dc:language would say; None (guessed later) otherwise."""
    sample = text[:50_000]
    han = len(re.findall(r"[\u3400-\u9fff]", sample))
    kana = len(re.findall(r"[\u3041-\u309f\u30a1-\u30fa]", sample))
    latin = len(re.findall(r"[A-Za-z]", sample))
    if kana > 0.05 * (han + kana) and han + kana > latin:
        return "ja"
    return "zh" if han > latin else None
