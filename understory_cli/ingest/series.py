"""Several EPUBs as one work: which volume is which, and what the work is called."""

from __future__ import annotations

import re
import unicodedata

from ..text import slugify  # noqa: F401 - re-exported: ingest names works by it
from .types import Volume

_CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000}
_NUM = r"([0-9０-９]+|[零〇一二两三四五六七八九十百千]+)"
_TITLE_PATTERNS = [
    re.compile(r"第\s*" + _NUM + r"\s*[卷部册集巻冊話章篇]"),
    re.compile(r"\b(?:vol(?:ume)?|book|part|tome|band|livre)\.?\s*#?\s*([0-9]+|[ivxlc]+)\b", re.I),
    re.compile(r"\(\s*([0-9]+)\s*\)\s*$"),
]
_FILE_PATTERNS = [
    re.compile(r"^([0-9]{1,3})(?=[ _.\-])"),
    re.compile(r"(?:vol(?:ume)?|book|part|v)[ _.\-]?([0-9]{1,3})(?![0-9])", re.I),
    re.compile(r"第\s*" + _NUM + r"\s*[卷部册集巻冊]"),
    # a trailing number, not the end of a range of chapters ("ch1-10", "1~12") nor a chapter's own ("ch10")
    re.compile(r"(?<![0-9])(?<![0-9][\-–~])(?<!ch)(?<!chap)(?<!chapter)([0-9]{1,3})$", re.I),
]


def cjk_number(text: str) -> int | None:
    """'３' -> 3, '十二' -> 12, '一百零三' -> 103, 'xii' -> 12."""
    text = unicodedata.normalize("NFKC", text).strip()
    if text.isdigit():
        return int(text)
    if re.fullmatch(r"[ivxlc]+", text, re.I):
        return _roman(text.lower())
    total, current = 0, 0
    for ch in text:
        if ch in _CN_DIGITS:
            current = _CN_DIGITS[ch]
        elif ch in _CN_UNITS:
            total += (current or 1) * _CN_UNITS[ch]
            current = 0
        else:
            return None
    return total + current or None


def _roman(text: str) -> int:
    values = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}
    total = 0
    for a, b in zip(text, text[1:] + " "):
        v = values[a]
        total += -v if b in values and values[b] > v else v
    return total


MAX_VOLUME_NUMBER = 9_999  # a larger number in a title is not a volume number (and would not fit the store)


def volume_number(volume: Volume) -> float | None:
    """The volume's number in its series: metadata first, then its title, then its file name."""
    if volume.series_index is not None and 0 < volume.series_index <= MAX_VOLUME_NUMBER:
        return volume.series_index
    for pattern in _TITLE_PATTERNS:
        match = pattern.search(volume.title or "")
        if match and (n := cjk_number(match.group(1))) and n <= MAX_VOLUME_NUMBER:
            return float(n)
    stem = re.sub(r"\.(?:epub|txt|text|md|markdown)$", "", volume.source_name, flags=re.I)
    for pattern in _FILE_PATTERNS:
        match = pattern.search(stem)
        if match and (n := cjk_number(match.group(1))) and n <= MAX_VOLUME_NUMBER:
            return float(n)
    return None


def order_volumes(volumes: list[Volume]) -> list[Volume]:
    """Reading order: series numbers where every volume has a distinct one, else argument order."""
    numbers = [n for n in map(volume_number, volumes) if n is not None]
    if len(numbers) == len(volumes) and len(set(numbers)) == len(numbers):
        return [v for _, v in sorted(zip(numbers, volumes), key=lambda pair: pair[0])]
    return list(volumes)


def work_title(volumes: list[Volume]) -> str:
    """The series name when several volumes share one, else the first volume's title. One
    book is called by its own title: its OPF's collection can be a detective's cycle
    ("Poirot" for The Mysterious Affair at Styles) or a publisher's list (Sense and
    Sensibility belongs to "The BBC's 100 Greatest British Novels")."""
    series = {v.series for v in volumes if v.series}
    if len(volumes) > 1 and len(series) == 1:
        return series.pop()
    return volumes[0].title


def work_key(volumes: list[Volume]) -> str:
    """What names the work in the store (its slug): the series the volumes share, even for
    one book of it, so its next volume, ingested later, joins the same work."""
    series = {v.series for v in volumes if v.series}
    return series.pop() if len(series) == 1 else work_title(volumes)
