"""Story units: what counts as one chapter in a collection or a novel in parts.

Runs after roles are classified, on the chapters cut from the spine and the table of
contents. Two rules, decided by the TOC's nesting where there is one and by text length
and headings where there is not:

- A story whose numbered sections (I, II, III / 1, 2 / 一, 二) are separate files or TOC
  entries is one chapter: its title page and its sections, in order, with each section's
  heading kept as a heading paragraph.
- A part's title page (only a heading, maybe an epigraph; "PART ONE", "BOOK II", "第一部",
  or any short page whose TOC children stay chapters) is front matter of the part, not a
  chapter; its children stay chapters. A chapter's heading entry over a single subtitle
  entry in the same file (Gutenberg's Moby-Dick) is that chapter, not a part.

Anything not clearly one of these keeps the chapters it had: a novel's chapters are never
merged (a part label, the book's own title, "Chapter N" labels, more sections or text than
a story has, or a story that is all its volume holds, each keep them apart).
"""

from __future__ import annotations

import html
import re
import unicodedata
from typing import Mapping, Sequence

from .frontmatter import MATTER_TITLES, NUMBERED_HEADING, PROLOGUE_HEADING, normalized_title
from .types import Block, Chapter
from .series import cjk_number
from .toc import TocEntry

# A title page: headings plus at most this much other text (a page number, a line or two)...
TITLE_PAGE_TEXT = 300
# ...and an epigraph (quoted, or marked as one) up to this much in all.
PART_PAGE_TEXT = 1500
# A story's title page may carry an editor's headnote before its sections.
STORY_HEAD_TEXT = 3000
# More sections or more text than this is a novel or a novella's chapters, not one story.
MAX_SECTIONS = 15
MAX_STORY_TEXT = 120_000

_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
          "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
_ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
             "eleventh", "twelfth"]
_NUM = (r"(?:[0-9０-９]{1,3}|[ivxlc]{1,7}|[零〇一二两三四五六七八九十百]{1,4}|" + "|".join(_WORDS + _ORDINALS) + ")")
# "PART ONE", "Book the First", "Volume II.", "第一部", "卷三"
_PART = re.compile(
    r"^\s*(?:(?:part|book|volume|vol\.|tome|livre|teil|buch|parte|libro)\s+(?:the\s+)?" + _NUM + r"\b|"
    r"(?:premi[eè]re|seconde|\w+i[eè]me)\s+partie\b|(?:erster|zweiter|dritter|\w+ter)\s+teil\b|"
    r"第\s*[0-9０-９零〇一二两三四五六七八九十百千]+\s*[部卷巻册冊篇编編集]|[卷巻]\s*[0-9０-９零〇一二两三四五六七八九十百千]+|"
    r"[上中下]\s*[部卷巻册冊篇](?:\s|$))",
    re.I)
_PART_NUMBER = re.compile(r"^\s*(?:part|book)\s+(?:the\s+)?(?P<rest>" + _NUM + r"\b.*)$", re.I | re.S)
# A section's label: its number, maybe with a title ("II", "2.", "(3)", "IV. An Eastern Garden", "（一）").
_SECTION = re.compile(
    r"^\s*(?:section\s+|§\s*)?[(\[（【]?\s*(?P<n>" + _NUM + r")\s*[)\]）】]?\s*(?:[.:．：、。\-–—]\s*|\s+|$)(?P<rest>.*)$",
    re.I | re.S)
_DOTTED = re.compile(r"^\s*\d{1,3}(?:[.\-–]\d{1,3})*[.\-–](?P<n>\d{1,3})\.?(?:\s+|$)(?P<rest>.*)$", re.S)
_CLOSING = re.compile(r"^\s*(?:prologue|epilogue|prolog|epilog|序章|终章|終章|尾声|尾聲|楔子)", re.I)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]")


def weighted_len(text: str) -> int:
    """Characters of text, a CJK character counting as three (about as much story)."""
    return len(text) + 2 * len(_CJK.findall(text))


def section_number(label: str, *, bare: bool = False, parts: bool = False) -> int | None:
    """The number of a section label ('III', '2.', '（一）', 'IV. An Eastern Garden'); None if it is
    not one. `bare`: only a number, no title after it. 'Chapter 3' is a chapter, not a section;
    'Part Two' is one only with `parts` (a leaf under a story, not a part title page)."""
    label = unicodedata.normalize("NFKC", label or "").strip()
    if parts and (part := _PART_NUMBER.match(label)):
        label = part.group("rest")
    if not label or NUMBERED_HEADING.match(label) or _PART.match(label):
        return None
    dotted = _DOTTED.match(label)  # "2.3 The Storm": the third section of section 2
    if dotted:
        return None if bare and dotted.group("rest").strip() else int(dotted.group("n"))
    match = _SECTION.match(label)
    if not match or (bare and match.group("rest").strip()):
        return None
    word = match.group("n").lower()
    if word in _WORDS:
        return _WORDS.index(word) + 1
    if word in _ORDINALS:
        return _ORDINALS.index(word) + 1
    if re.fullmatch(r"[ivxlc]+", word) and not _valid_roman(word):
        return None
    return cjk_number(word)


def _valid_roman(word: str) -> bool:
    return bool(re.fullmatch(r"(?:c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})", word)) and word != ""


def is_part_label(title: str) -> bool:
    return bool(_PART.match(unicodedata.normalize("NFKC", title or "")))


def _other_text(chapter: Chapter) -> int:
    """Weighted text of a chapter beside its headings (and images)."""
    return sum(weighted_len(b.text) for b in chapter.blocks if b.kind not in ("heading", "image"))


def _is_epigraph(block: Block) -> bool:
    return block.html.startswith("<blockquote") or "epigraph" in block.types


def _text(chapters: list[Chapter]) -> int:
    return sum(weighted_len(b.text) for c in chapters for b in c.blocks)


def _heading_of(chapter: Chapter) -> str:
    return next((b.text for b in chapter.blocks[:4] if b.kind == "heading" and b.text.strip()), "")


def _is_title_page(chapter: Chapter, plain_limit: int = TITLE_PAGE_TEXT) -> bool:
    """Only a heading (or its TOC label), maybe a page number or a line or two (`plain_limit`),
    and an epigraph (quoted, or marked as one): no story text of its own."""
    plain = quoted = 0
    for block in chapter.blocks:
        if block.kind not in ("heading", "image"):
            if _is_epigraph(block):
                quoted += weighted_len(block.text)
            else:
                plain += weighted_len(block.text)
    return plain <= plain_limit and plain + quoted <= max(plain_limit, PART_PAGE_TEXT)


def _same_title(a: str, b: str | None) -> bool:
    if not (a and b):
        return False
    return normalized_title(a) == normalized_title(b)


def apply_story_units(chapters: list[Chapter], entry_of: Mapping[int, TocEntry], toc: Sequence[TocEntry],
                      book_title: str | None) -> list[Chapter]:
    """The chapter list with story sections merged and part title pages made front matter.

    `entry_of` maps id(chapter) to the TOC entry that starts it; `toc` is every entry.
    Chapters are changed in place; the returned list may be shorter."""
    kids: dict[int, list[TocEntry]] = {}
    for entry in toc:
        if entry.parent is not None:
            kids.setdefault(id(entry.parent), []).append(entry)
    chapters = _merge_nested_sections(chapters, entry_of, toc, kids, book_title)
    chapters = _merge_flat_sections(chapters, book_title)
    _part_title_pages(chapters, entry_of, kids)
    return chapters


def _can_head_a_story(title: str, book_title: str | None) -> bool:
    return bool(title) and not (is_part_label(title) or _same_title(title, book_title) or NUMBERED_HEADING.match(title)
                                or PROLOGUE_HEADING.match(title) or MATTER_TITLES.match(normalized_title(title)))


def _with_headings(sections: list[Chapter], labels: list[str]) -> list[Block]:
    """The sections' blocks in order, each section opening with a heading: the book's own,
    a plain line holding just its number made one, or its TOC label."""
    out: list[Block] = []
    for chapter, label in zip(sections, labels):
        blocks = list(chapter.blocks)
        first = next((i for i, b in enumerate(blocks) if b.text.strip() and b.kind != "image"), None)
        if label and (first is None or blocks[first].kind != "heading"):
            if first is not None and blocks[first].kind == "p" \
                    and normalized_title(blocks[first].text) == normalized_title(label):
                # the book set the number as a plain line ("II", centred): it is the heading
                block = blocks[first]
                blocks[first] = Block("heading", block.text, _as_heading(block.text), _as_heading(block.text),
                                      block.anchors, block.types)
            else:
                blocks.insert(0, Block("heading", label, _as_heading(label), _as_heading(label)))
        out.extend(blocks)
    return out


def _as_heading(text: str) -> str:
    return f"<h3>{html.escape(text, quote=False)}</h3>"


def _merge_nested_sections(chapters: list[Chapter], entry_of: Mapping[int, TocEntry], toc: Sequence[TocEntry],
                           kids: dict[int, list[TocEntry]], book_title: str | None) -> list[Chapter]:
    """A TOC entry whose children are leaves numbered as sections (I, II, III) of one story."""
    index_of = {id(e): i for i, c in enumerate(chapters) if (e := entry_of.get(id(c))) is not None}
    stories_before = _stories_before(chapters)
    drop: set[int] = set()
    for parent in toc:
        children = kids.get(id(parent), [])
        if not children or len(children) > MAX_SECTIONS or any(id(c) in kids for c in children):
            continue  # sections are leaves; a part's children have children of their own
        shown = [c for c in children if id(c) in index_of]  # entries sharing a position own no chapter
        own = index_of.get(id(parent))
        if own is None and shown:
            first = index_of[id(shown[0])]
            before = chapters[first - 1] if first else None
            if (before is not None and id(before) not in entry_of and _is_title_page(before, STORY_HEAD_TEXT)
                    and before.href.split("#")[0] == chapters[first].href.split("#")[0]):
                own = first - 1  # the untitled opening of the file that holds section I: the story's title
        if len(children) == 1 and shown and own is not None:
            # a chapter's heading over one text (its subtitle or epigraph entry): one chapter. A
            # heading in a file of its own that is not a chapter's is a part's title page instead.
            same_file = chapters[own].href.split("#")[0] == chapters[index_of[id(shown[0])]].href.split("#")[0]
            if (not _is_title_page(chapters[own]) or is_part_label(parent.label)
                    or _same_title(parent.label, book_title) or MATTER_TITLES.match(normalized_title(parent.label))
                    or not (same_file or NUMBERED_HEADING.match(parent.label) or _CLOSING.match(parent.label))):
                continue
            numbers = [1]
        else:
            # any entry but a part, the book's own title or front matter: a story, a chapter, a prologue
            if not parent.label or is_part_label(parent.label) or _same_title(parent.label, book_title) \
                    or MATTER_TITLES.match(normalized_title(parent.label)):
                continue
            found = [section_number(c.label, parts=not _is_title_page(chapters[index_of[id(c)]])) for c in shown]
            numbers = [n for n in found if n is not None]
            if (len(shown) < 2 or len(numbers) < len(found) or numbers[0] not in (1, 2)
                    or numbers != list(range(numbers[0], numbers[0] + len(numbers)))):
                continue
        idx = [index_of[id(c)] for c in shown]
        lo, hi = (own if own is not None else idx[0]), idx[-1]
        if hi - lo > 4 * MAX_SECTIONS or idx != sorted(idx) or lo > idx[0] or any(i in drop for i in range(lo, hi + 1)):
            continue
        members = {id(parent)} | {id(c) for c in children}
        span = [chapters[i] for i in range(lo, hi + 1)]
        if any((e := entry_of.get(id(c))) is not None and id(e) not in members for c in span):
            continue  # another entry sits inside: not one story
        if any(c.role != "story" for c in span[1:]) or _text(span) > MAX_STORY_TEXT:
            continue
        if len(shown) > 1 and stories_before[lo] == 0 and stories_before[-1] == stories_before[hi + 1]:
            continue  # the volume's whole story: its sections are the only chapters it has
        head = span[0]
        if own is not None:
            if head.role != "story" and not _is_title_page(head, STORY_HEAD_TEXT):
                continue
            if numbers[0] == 1 and _other_text(head) > STORY_HEAD_TEXT:
                continue  # a long text of its own before section 1: not a title page
            blocks = list(head.blocks)
            sections = span[1:]
        else:
            blocks = []
            heading = _heading_of(head)
            if not (heading and normalized_title(parent.label) in normalized_title(heading)):
                blocks.append(Block("heading", parent.label, _as_heading(parent.label), _as_heading(parent.label)))
            sections = span
        labels = [getattr(entry_of.get(id(c)), "label", "") or "" for c in sections]
        head.blocks = blocks + _with_headings(sections, labels)
        head.title = parent.label if (own is None or id(head) not in entry_of) else head.title
        head.role = "story"
        head.toc_level = parent.level
        drop.update(range(lo + 1, hi + 1))
    return [c for i, c in enumerate(chapters) if i not in drop]


def _stories_before(chapters: list[Chapter]) -> list[int]:
    """[k]: how many story chapters come before chapter k (k = len(chapters): all of them)."""
    out = [0]
    for chapter in chapters:
        out.append(out[-1] + (chapter.role == "story"))
    return out


def _merge_flat_sections(chapters: list[Chapter], book_title: str | None) -> list[Chapter]:
    """Without nesting: a story's title page followed by chapters titled only by a section
    number counting from I (or from II, when the title page holds section I), listed in the
    TOC beside it or not listed at all (titled by their own headings)."""
    out: list[Chapter] = []
    stories_before = _stories_before(chapters)
    i = 0
    while i < len(chapters):
        head = chapters[i]
        out.append(head)
        i += 1
        if head.role != "story" or not _can_head_a_story(head.title, book_title) or section_number(head.title) is not None:
            continue
        run: list[Chapter] = []
        j, last = i, 0  # last: the section number of run[-1]
        while j < len(chapters) and len(run) <= MAX_SECTIONS:
            chapter = chapters[j]
            n = section_number(chapter.title, bare=True)
            if n is None or chapter.role != "story" or chapter.toc_level not in (head.toc_level, None):
                break
            if (not run and n not in (1, 2)) or (run and n != last + 1):
                break
            run.append(chapter)
            j, last = j + 1, n
        if len(run) < 2 or len(run) > MAX_SECTIONS or _text([head, *run]) > MAX_STORY_TEXT:
            continue
        if stories_before[i - 1] == 0 and stories_before[-1] == stories_before[j]:
            continue  # the volume's whole story: its sections are the only chapters it has
        first = section_number(run[0].title, bare=True)
        if first == 1 and _other_text(head) > STORY_HEAD_TEXT:
            continue
        if first == 2 and _other_text(head) < 200:
            continue  # section I is nowhere: these are not one story's sections
        head.blocks = list(head.blocks) + _with_headings(run, [c.title for c in run])
        i = j
    return out


def _part_title_pages(chapters: list[Chapter], entry_of: Mapping[int, TocEntry], kids: dict[int, list[TocEntry]]) -> None:
    """A part's title page is front matter of the part (role "part": the contents heads its chapters with it):
    it opens chapters, it is not one. A page already front matter is a part's where its heading says so
    (PART I, 第一部) or its TOC entry is one of several over chapters (The Old World, The New World), not
    where it is the one entry over the whole book (its title page)."""
    entries = [entry_of.get(id(c)) for c in chapters]
    over_story: set[int] = set()  # entries with a story chapter somewhere below them
    for chapter, entry in zip(chapters, entries):
        if chapter.role != "story" or entry is None:
            continue
        parent, steps = entry.parent, 0
        while parent is not None and id(parent) not in over_story and steps < 10_000:
            over_story.add(id(parent))
            parent, steps = parent.parent, steps + 1
    roots = [e for e in entries if e is not None and e.parent is None]
    last_story = max((i for i, c in enumerate(chapters) if c.role == "story"), default=-1)
    for i, chapter in enumerate(chapters[:last_story]):
        if chapter.role not in ("story", "front") or not _is_title_page(chapter):
            continue
        entry = entries[i]
        labelled = is_part_label(chapter.title) or is_part_label(_heading_of(chapter))
        heads = entry is not None and id(entry) in over_story  # a short page over TOC children that stay chapters
        if heads:
            siblings = kids.get(id(entry.parent), []) if entry is not None and entry.parent is not None else roots
            several = sum(id(e) in over_story for e in siblings) > 1
            if several or chapter.role == "story":
                chapter.role = "part" if several else "front"  # the one entry over the whole book: its title page
                continue
        if labelled:
            chapter.role = "part"
