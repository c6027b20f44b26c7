"""Which rules a book gets: from its metadata language, or guessed from its script; each language package
(zh/, en/, ja/) exposes discover(paragraphs) -> Discovery, looked up here by the language's family."""

from __future__ import annotations

import re
from typing import Callable, Sequence

from . import en, ja, zh
from .types import Discovery, Paragraph

HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
KANA = re.compile(r"[\u3040-\u30ff]")
LATIN = re.compile(r"[A-Za-z]")
SAMPLE_CHARS = 200_000


def language_family(language: str | None, paragraphs: Sequence[Paragraph]) -> str:
    """'zh', 'ja' or 'en' (every cased, space-separated script is read like English)."""
    code = (language or "").split("-")[0].split("_")[0].lower()
    if code in ("zh", "ja"):
        return code
    if code:
        return "en"
    sample = "".join(p.text for p in paragraphs[:2000])[:SAMPLE_CHARS]
    han, kana, latin = (len(r.findall(sample)) for r in (HAN, KANA, LATIN))
    if kana > 0.05 * (han + kana) and han + kana > latin:
        return "ja"
    return "zh" if han > latin else "en"


Discover = Callable[[Sequence[Paragraph]], Discovery]
DISCOVERERS: dict[str, Discover] = {"zh": zh.discover, "en": en.discover, "ja": ja.discover}


def discoverer(family: str) -> Discover:
    """The language package's discover() for a family language_family returned."""
    return DISCOVERERS[family]
