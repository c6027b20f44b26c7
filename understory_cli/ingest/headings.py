"""Which lines of a plain-text novel are chapter and volume headings.

A web novel in a .txt file has no markup: its structure is lines like `第十二章　某某`,
`第三回　…　…`, `第2話`, `Chapter 7`, `序章`, `番外一` and, above them, `第二卷 …` starting a
volume. One line may hold both, the volume's word before the chapter's (`上卷 第一章　小城`, `第一部 第三章`):
it opens the volume and the chapter. A heading line is short and reads as a title, not a sentence, so a line of prose
that happens to begin `第三章说` is not one. Classical novels sometimes fuse the first sentence
onto the heading (`第一百回　径回东土　五圣成真且不言他四众脱身，…` in 西游记): the heading is a
couplet of two equal halves, so the second half is cut at the first half's length and the
rest is the chapter's first paragraph.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .series import cjk_number

MAX_HEADING = 50  # characters: a longer line is prose
_NUM = r"[0-9０-９]+|[零〇○一二两兩三四五六七八九十百千万萬壹贰貳叁參肆伍陆陸柒捌玖拾佰]+"
_GAP = r"[\s\u3000:：.．、,，\-—]*"
# 段 (老舍's parts: 第一段) only alone or before a space: 第一段路 is prose
_CHAPTER = re.compile(r"^第\s*(" + _NUM + r")\s*(?:[章回話话节節集幕]|段(?=$|[\s\u3000]))")
_VOLUME = re.compile(r"^第\s*(" + _NUM + r")\s*[卷巻部册冊]")
# a volume's word that a chapter heading may follow on its line, or that stands alone: 第一卷, 上卷, 卷下, 卷三
_VOLUME_WORD = r"第\s*(?:" + _NUM + r")\s*[卷巻部册冊]|[上中下][卷巻册冊]|[卷巻](?:[上中下]|" + _NUM + ")"
_VOLUME_ALONE = re.compile(r"^(?:" + _VOLUME_WORD + r")$")
_VOLUME_BEFORE = re.compile(r"^(" + _VOLUME_WORD + r")[\s\u3000]+(?=\S)")
_LATIN = re.compile(r"^(?:chapter|chap\.|ch\.)\s*([0-9]+|[ivxlcdm]+|[a-z]+)\b", re.I)
# 一　午後の授業 / 二 / 12　Title: a number, an ideographic space (or two spaces) and a short title, or a
# CJK number alone on its line (Japanese novels and Aozora Bunko texts number chapters so)
_NUMBERED = re.compile(r"^([0-9０-９]{1,4}|[一二三四五六七八九十百]{1,6})(?:(?:\u3000|\s{2,})\s*(\S.{0,29})|)$")
_LATIN_VOLUME = re.compile(r"^(?:volume|vol\.|book)\s*([0-9]+|[ivxlcdm]+)\b", re.I)
_STORY_WORDS = re.compile(r"^(?:序章|楔子|引子|序幕|终章|終章|尾声|尾聲|番外|外传|外傳|プロローグ|エピローグ|"
                          r"prologue|epilogue|interlude)(?=$|[\s\u3000:：.．、\-—0-9０-９一二三四五六七八九十（(《「篇章之])", re.I)
_FRONT_WORDS = re.compile(r"^(?:序|序言|前言|引言|简介|簡介|内容简介|內容簡介|作品简介|作品簡介|文案|目录|目錄|目次|"
                          r"preface|foreword|introduction|contents|table of contents)$", re.I)
_BACK_WORDS = re.compile(r"^(?:后记|後記|完本感言|作者的话|作者的話|あとがき|afterword|author'?s note)$", re.I)
_WORD_NUMBERS = {w: n for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split())}
# `Part II` / `PART TWO. THE TOWN` divides one novel (Madame Bovary's parts). The number must be all the
# line holds, or stand before a stop, a colon or a spaced dash and a title: `Part did not…`, `Part I
# thought…`, `Part one-third of…`, `Part 3.5 of…` are prose.
_ROMAN = r"(?=[ivxlcdm])m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})"
_LATIN_PART = re.compile(r"^part\s+([0-9]+|" + _ROMAN + "|" + "|".join(_WORD_NUMBERS) +
                         r")(?:[.:]?$|[.:](?!\d)\s*\S|\s+[\-—–]\s+\S|—\s*\S)", re.I)
# Aozora Bunko marks headings with an annotation: ［＃５字下げ］二［＃「二」は中見出し］
_AOZORA = re.compile(r"［＃「(.+?)」は[大中小]?見出し］")
_AOZORA_NOTE = re.compile(r"［＃[^］]*］")
_SENTENCE_END = "。！？!?…」』”"
_PROSE = re.compile(r"[。，,；;“”「」『』]")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
_NOT_A_TITLE = re.compile(r"[。；;“”「」『』]")  # a comma may stand in a short title, a full stop not


@dataclass(frozen=True)
class Heading:
    kind: str  # chapter | volume | part | front | back
    title: str  # the heading as written, whitespace runs made one space
    line: str  # the heading line as it stands in the text (without a fused sentence)
    number: int | None = None
    rest: str = ""  # a first sentence fused onto the heading line
    volume: Heading | None = None  # the volume a chapter's line opens first (`上卷 第一章　小城`)


def read_heading(raw: str) -> Heading | None:
    """The heading this line is, or None when it is text."""
    line = raw.strip().strip("\ufeff")
    aozora = _AOZORA.search(line)
    if aozora:
        return Heading("chapter", _collapse(aozora.group(1)), aozora.group(1), _number(aozora.group(1)))
    line = _AOZORA_NOTE.sub("", line).strip()
    if not line:
        return None
    before = _VOLUME_BEFORE.match(line)
    if before and (opened := read_heading(line[before.end():])) and opened.kind == "chapter":
        word = before.group(1)
        return replace(opened, volume=Heading("volume", _collapse(word), word, _number_of_volume(word)))
    if _VOLUME_ALONE.match(line):
        return Heading("volume", line, line, _number_of_volume(line))
    volume = _VOLUME.match(line) or _LATIN_VOLUME.match(line)
    if volume and _title_like(line, line[volume.end():]):
        return Heading("volume", _collapse(line), line, _number(volume.group(1)))
    part = _LATIN_PART.match(line)
    if part and _title_like(line, line[part.end():]):
        return Heading("part", _collapse(line), line, _number(part.group(1)))
    chapter = _CHAPTER.match(line) or _LATIN.match(line)
    if chapter:
        number = _number(chapter.group(1))
        if _LATIN.match(line) and number is None:
            return None  # "Chapter and verse": no number after it
        if _title_like(line, line[chapter.end():]):
            return Heading("chapter", _collapse(line), line, number)
        if not _CJK.search(line):  # no couplet to cut: `CHAPTER I. THE YOUNG ADVENTURERS, LTD.` is a title
            return Heading("chapter", _collapse(line), line, number) if _latin_title(line) else None
        fused = _split_couplet(line, chapter.end())
        return Heading("chapter", _collapse(fused[0]), fused[0], number, fused[1]) if fused else None
    if len(line) > MAX_HEADING or line[-1] in _SENTENCE_END:
        return None
    numbered = _NUMBERED.match(line)
    if numbered and (numbered.group(2) or not numbered.group(1).isdigit()) and not _PROSE.search(line):
        return Heading("chapter", _collapse(line), line, _number(numbered.group(1)))
    word = re.sub(r"^[#\s]+|[\s:：]+$", "", line)
    if _STORY_WORDS.match(word) and not _PROSE.search(word):
        return Heading("chapter", _collapse(line), line)
    if _FRONT_WORDS.match(word):
        return Heading("front", _collapse(line), line)
    if _BACK_WORDS.match(word):
        return Heading("back", _collapse(line), line)
    return None


def _title_like(line: str, title: str) -> bool:
    return len(line) <= MAX_HEADING and not _NOT_A_TITLE.search(title) and (len(line) <= 30 or not _PROSE.search(title))


def _latin_title(line: str) -> bool:
    """A short English heading with a comma in it, not a sentence (no quotation, no full stop before its end)."""
    return len(line) <= MAX_HEADING and not _NOT_A_TITLE.search(line) and not re.search(r"[a-z]\. [A-Za-z]", line)


def _split_couplet(line: str, start: int) -> tuple[str, str] | None:
    """`第一百回　径回东土　五圣成真且不言…` -> ('第一百回　径回东土　五圣成真', '且不言…'): the
    title's halves are as long as each other, so what runs past the second half is text."""
    previous = ""
    for match in re.finditer(r"[^\s\u3000]+", line[start:]):
        segment = match.group()
        if previous and (len(segment) > len(previous) or _PROSE.search(segment)):
            width = len(previous)
            if len(segment) <= width or _PROSE.search(segment[:width]):
                return None
            cut = start + match.start() + width
            return line[:cut], line[cut:]
        if _PROSE.search(segment):
            return None
        previous = segment
    return None


# a line that is a number alone, Arabic or Roman, a stop after it or not (`12.`, `XII`): a chapter's heading only
# where such lines count up through the book, one chapter of text apart (`counted_headings`)
_BARE_NUMBER = re.compile(r"^(?:([0-9]{1,3})|(" + _ROMAN + r"))\.?$", re.I)
COUNTED_MIN = 3  # headings in the run at least
SECTION_MIN = 500  # characters of text under each: a numbered list's items are no chapters
PREAMBLE_SHARE = 0.25  # the run starts within the book's first quarter: a list half-way through is no start
CANDIDATES_MAX = 2_000  # more bare numbers than this (a verse-numbered text) are no chapter run


def counted_headings(lines: list[str]) -> dict[int, Heading]:
    """Line index -> chapter heading, for a book whose chapters are headed by a number alone (`1.`, `2.` … or
    `I`, `II` …): the longest run of such lines counting up by one — or starting again at 1, a book in parts
    whose numbers restart — with at least SECTION_MIN characters under each; where a number stands twice, the
    later one (a list inside chapter 1 comes before the heading of chapter 2). {} where the best run is shorter
    than COUNTED_MIN or starts late in the book."""
    before = [0]
    for line in lines:
        before.append(before[-1] + len(line.strip()))  # characters before each line
    best: list[tuple[int, int]] = []
    for roman in (False, True):
        found = [(i, n) for i, raw in enumerate(lines)
                 if (m := _BARE_NUMBER.match(raw.strip())) and bool(m.group(2)) == roman
                 and (n := _number(m.group(1) or m.group(2))) is not None]
        if len(found) <= CANDIDATES_MAX and len(run := _longest_run(found, before)) > len(best):
            best = run
    if len(best) < COUNTED_MIN or before[best[0][0]] > PREAMBLE_SHARE * before[-1]:
        return {}
    return {i: Heading("chapter", lines[i].strip(), lines[i], n) for i, n in best}


def _longest_run(found: list[tuple[int, int]], before: list[int]) -> list[tuple[int, int]]:
    """The longest chain of (line, number) that starts at 1 and goes on by one or starts again at 1, each a
    section's length after the one before; of equally long chains, the one through the later lines."""
    length: list[int] = []  # per candidate: the longest chain ending there (0: none), and where it came from
    previous: list[int] = []
    for j, (line, n) in enumerate(found):
        length.append(1 if n == 1 else 0)
        previous.append(-1)
        for k in range(j):
            prev_line, prev_n = found[k]
            if length[k] and length[k] + 1 >= length[j] and before[line] - before[prev_line + 1] >= SECTION_MIN \
                    and (n == prev_n + 1 or n == 1 < prev_n):
                length[j], previous[j] = length[k] + 1, k
    if not any(length):
        return []
    j = max(range(len(found)), key=lambda e: (length[e], e))
    out = []
    while j >= 0:
        out.append(found[j])
        j = previous[j]
    return out[::-1]


def _number(text: str) -> int | None:
    text = text.strip().lower()
    if text in _WORD_NUMBERS:
        return _WORD_NUMBERS[text]
    simple = text.translate(str.maketrans("○兩萬壹贰貳叁參肆伍陆陸柒捌玖拾佰", "〇两万一二二三三四五六六七八九十百"))
    if "万" in simple:
        high, _, low = simple.partition("万")
        head, tail = cjk_number(high or "一"), cjk_number(low) if low else 0
        return head * 10_000 + (tail or 0) if head else None
    return cjk_number(simple)


def _number_of_volume(word: str) -> int | None:
    """第三卷, 卷三: 3; 上卷 / 下卷 count in file order (None: a 上 and a 下 are not volumes 1 and 3)."""
    digits = re.search(_NUM, word)
    return _number(digits.group()) if digits else None


def _collapse(text: str) -> str:
    return " ".join(text.replace("\u3000", " ").split())
