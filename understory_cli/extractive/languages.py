"""The languages understory knows, one line each, and the one place a language code is read.

A language is one folder (extractive/zh/, en/, ja/) holding everything said in it: how names are found
(names.py: discover(paragraphs) -> Discovery), how a sentence says what a name is (describe.py), which
relations it states (relations.py), its word lists (lexicon.py) and the interface's words (messages.py).
The registry names the folder; a part is imported only when asked for, so the site and the export get
their words without loading the name finder.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType
from typing import Any, Callable, Sequence

from .types import Paragraph

DEFAULT = "en"  # every cased, space-separated script is read like English


@dataclass(frozen=True)
class Language:
    code: str  # the primary subtag of the codes it reads: 'zh' for zh-CN, zh-Hant, zh_TW
    package: str  # its folder, as a module path
    script: str | None = None  # characters that make a sentence this language's (the last registered wins)
    spaced: bool = False  # words stand apart: a name matches whole words only


REGISTRY: dict[str, Language] = {}


def register(language: Language) -> None:
    REGISTRY[language.code] = language


register(Language("en", f"{__package__}.en", spaced=True))
register(Language("zh", f"{__package__}.zh", "[\u3400-\u4dbf\u4e00-\u9fff]"))
register(Language("ja", f"{__package__}.ja", "[\u3041-\u309f\u30a1-\u30fa]"))  # kana: wins over the Han it shares with zh


def codes() -> tuple[str, ...]:
    """Every registered language, in registry order."""
    return tuple(REGISTRY)


def family(code: str | None) -> str | None:
    """The registered language a code names ('zh-CN', 'zh_TW', 'ZH' -> 'zh'), or None (no code, or one of
    a language with no folder: its caller decides, usually DEFAULT)."""
    primary = re.split(r"[-_]", (code or "").strip().lower(), maxsplit=1)[0]
    return primary if primary in REGISTRY else None


def part(code: str, name: str) -> ModuleType:
    """One part of a language's folder (`messages`, `names`, `describe`, `relations`, `lexicon`)."""
    return importlib.import_module(f"{REGISTRY[code].package}.{name}")


def has_part(code: str, name: str) -> bool:
    """The language's folder has that part (a toy language may leave one out)."""
    return importlib.util.find_spec(f"{REGISTRY[code].package}.{name}") is not None


def words(code: str, table: str) -> dict[str, str]:
    """One table of the language's messages.py (MESSAGES: the site's; NOTES: the exported notes'; KINDS: the
    generated line's), in English's order, with English's word for any key the language lacks."""
    english: dict[str, str] = getattr(part(DEFAULT, "messages"), table)
    own: dict[str, str] = getattr(part(code, "messages"), table, {}) if has_part(code, "messages") else {}
    return {key: own.get(key, text) for key, text in english.items()}


def phrasing(code: str, name: str) -> Callable[..., Any]:
    """A function of the language's messages.py that words a line (generated_line, relation_words);
    English's when the language has none."""
    own = part(code, "messages") if has_part(code, "messages") else None
    return getattr(own, name, None) or getattr(part(DEFAULT, "messages"), name)


def in_script(code: str, language: str | None, sample: str) -> Callable[[str, list[str]], str]:
    """How generated words are written for a book whose metadata says `language` and whose own text
    `sample` is: the language's messages.py `script_for` (Traditional Chinese for a Traditional book),
    else as they are. The returned function leaves the given names as the book writes them."""
    own = part(code, "messages") if has_part(code, "messages") else None
    chooser = getattr(own, "script_for", None)
    convert: Callable[[str], str] | None = chooser(language, sample) if chooser else None
    if convert is None:
        return lambda text, kept: text

    def written(text: str, kept: list[str]) -> str:
        kept = sorted({k for k in kept if k}, key=len, reverse=True)
        for n, name in enumerate(kept):  # private-use marks keep the names out of the conversion
            text = text.replace(name, chr(0xE000 + n))
        text = convert(text)
        for n, name in enumerate(kept):
            text = text.replace(chr(0xE000 + n), name)
        return text
    return written


def script_of(text: str) -> str:
    """The language whose script the text is written in: of those whose script occurs in it, the last
    registered (a later language refines an earlier one: kana over the Han characters), else DEFAULT."""
    for language in reversed(REGISTRY.values()):
        if language.script and _compiled(language.script).search(text):
            return language.code
    return DEFAULT


@lru_cache(maxsize=None)
def _compiled(script: str) -> re.Pattern[str]:
    return re.compile(script)


HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
KANA = re.compile(r"[\u3040-\u30ff]")
LATIN = re.compile(r"[A-Za-z]")
SAMPLE_CHARS = 200_000


def language_family(language: str | None, paragraphs: Sequence[Paragraph]) -> str:
    """The book's language: its metadata's family (any code with no folder is read like English), else
    guessed from its script ('zh', 'ja' or 'en')."""
    if (language or "").strip():
        return family(language) or DEFAULT
    sample = "".join(p.text for p in paragraphs[:2000])[:SAMPLE_CHARS]
    han, kana, latin = (len(r.findall(sample)) for r in (HAN, KANA, LATIN))
    if kana > 0.05 * (han + kana) and han + kana > latin:
        return "ja"
    return "zh" if han > latin else "en"
