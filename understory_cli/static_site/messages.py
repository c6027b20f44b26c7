"""The site's message catalogue: every word the site and the companion show, in the interface's
language, assembled from the language folders (extractive/<code>/messages.py, one per registered
language); a key a language lacks is shown in English.

Templates call `t(key, **values)`; the page scripts get the same catalogue, in the page's
language, as data/messages.js and call `Understory.t(key, values)`. `{name}` marks a
value. The interface speaks the book's language (its `dc:language`) unless the stored
reading setting `interface_language` says otherwise. A test renders a Chinese and a
Japanese site and fails on any English word in their interface, and another fails on
any key a built-in language is missing.
"""

from __future__ import annotations

import re
from typing import Callable

from ..extractive.languages import DEFAULT, REGISTRY, family, in_script, words


_VOLUME = re.compile(r"^Volume (\d+)$")
_VOLUMES = re.compile(r"^(volumes?) (\d+(?:[–-]\d+)?(?:, \d+(?:[–-]\d+)?)*)$")


def interface_language(setting: str | None, configured: str | None, book_language: str | None) -> str:
    """The interface's language: the stored reading setting unless 'auto', else the
    configured output language when the catalogue has it, else the book's."""
    if setting in REGISTRY:
        return setting
    for code in (configured, book_language or DEFAULT):
        if lang := family((code or "").split(",")[0]):
            return lang
    return DEFAULT


SCRIPT_SAMPLE = 200  # paragraphs of the first volume that tell the book's script


def book_catalogue(language: str, book_language: str | None, sample: str) -> "Catalogue":
    """The interface's messages; written in the book's own script when the interface speaks the book's
    language (a Traditional Chinese book's site in Traditional, whatever its metadata code says)."""
    if language != family(book_language or ""):
        return Catalogue(language)
    return Catalogue(language, in_script(language, book_language, sample))


class Catalogue:
    """The messages of one language."""

    def __init__(self, language: str, written: Callable[[str, list[str]], str] | None = None):
        """`written`: how the book's script writes the interface's words (languages.in_script: a
        Traditional book's interface in Traditional), when the interface speaks the book's language."""
        self.language = language
        self.texts = words(language, "MESSAGES")
        if written is not None:
            self.texts = {key: written(text, []) for key, text in self.texts.items()}
        self.comma = words(language, "NOTES")["comma"]  # between the numbers of "volumes 1–3, 5"

    def __call__(self, key: str, **values) -> str:
        text = self.texts[key]
        for name, value in values.items():
            text = text.replace("{" + name + "}", str(value))
        return text

    def messages(self) -> dict[str, str]:
        return dict(self.texts)

    def word(self, text: str) -> str:
        """A word the no-model wiki wrote in English (an infobox label, an entry kind, a
        'Volume 2' heading) in the interface's language; anything else as written."""
        if f"label.{text}" in self.texts:
            return self(f"label.{text}")
        if f"kind.{text}" in self.texts:
            return self(f"kind.{text}")
        if f"heading.{text}" in self.texts:
            return self(f"heading.{text}")
        if m := _VOLUME.match(text):
            return self("heading.volume", n=m.group(1))
        if m := _VOLUMES.match(text):  # "volumes 1–3, 5"
            numbers = m.group(2).replace(", ", self.comma)
            return self("label." + m.group(1), n=numbers)
        return text
