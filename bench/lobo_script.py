"""A Simplified book measured in Traditional (issue 43: "the same book in the other script gives the same figures").

    python bench/offline_names.py --lobo --books modern,modern-hant,modern-tw,xiyouji,xiyouji-hant --workdir DIR

`modern-hant` and `xiyouji-hant` are 啼笑姻缘 and 西游记 converted to Traditional at bench time with OpenCC's s2t
(phrases first), `modern-tw` and `xiyouji-tw` with s2tw (Taiwan's standard characters: 裡, 著 for the aspect
particle 着, 峰, 床), written as EPUBs into the bench's work folder (never into the repository), their metadata
language made `zh-Hant` as a Traditional book's is, and measured against their cast converted the same way.
The hand labels are the original's (who_labels reads both scripts through a Simplified view).

What makes the comparison unfair: s2t writes OpenCC's standard forms, some of which no Taiwan book prints (裏, 牀,
峯, 喫, 揹, 汽車伕) and keeps 着 where a Taiwan book writes 著; s2tw is nearer a modern Taiwan book, and neither
writes a 1919 book's own variants (祇, 囘, 牠); `cast_drift` counts the gold forms whose conversion alone differs from their
conversion inside the text (a phrase of the dictionary taking the name's characters with it), which the
Traditional side cannot find however well it reads.
"""

from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from offline_names import Book
from name_quality import Cast, CastMember

TEXT_PARTS = (".xhtml", ".html", ".htm", ".opf", ".ncx")
LANGUAGE = re.compile(r"(<dc:language[^>]*>)[^<]*(</dc:language>)")
CONFIGS = {"hant": "s2t", "tw": "s2tw"}  # key suffix -> OpenCC's conversion


@lru_cache(maxsize=2)
def _converter(config: str):
    import opencc

    return opencc.OpenCC(config)


def s2t(text: str, config: str = "s2t") -> str:
    """The text in Traditional by OpenCC's `config` (s2t, s2tw)."""
    return _converter(config).convert(text)


@dataclass(frozen=True)
class Converted(Book):
    """A book of the corpora converted to Traditional into `out` when its files are first asked for."""

    source: str = ""  # the original's key: its cast and its hand labels
    out: Path = Path(".")
    config: str = "s2t"

    def files(self, corpora: Path) -> list[Path]:
        folder = self.out / "converted" / self.key
        originals = Book(self.source, self.title, self.folder).files(corpora)
        folder.mkdir(parents=True, exist_ok=True)
        converted = [folder / f.name for f in originals]
        for original, target in zip(originals, converted):
            if not target.exists():
                convert_epub(original, target, self.config)
        return converted

    def cast(self, corpora: Path) -> Cast:
        return converted_cast(Book(self.source, self.title, self.folder).cast(corpora), self.config)

    def drift(self, corpora: Path) -> list[tuple[str, int, int]]:
        """cast_drift over the original's text parts (the markup holds no Han character, so it counts nothing)."""
        original = Book(self.source, self.title, self.folder)
        text = "".join(_text_parts(f) for f in original.files(corpora))
        return cast_drift(original.cast(corpora), text, s2t(text, self.config), self.config)


def convert_epub(source: Path, target: Path, config: str) -> None:
    """The EPUB with every text part in Traditional and its language zh-Hant; other parts copied byte for byte
    (the mimetype first and stored, as the format asks)."""
    partial = target.with_suffix(".part")
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(partial, "w") as dst:
        for info in src.infolist():
            data = src.read(info)
            if info.filename.lower().endswith(TEXT_PARTS):
                text = s2t(data.decode("utf-8"), config)
                text = LANGUAGE.sub(r"\1zh-Hant\2", text)
                data = text.encode("utf-8")
            dst.writestr(info, data, compress_type=info.compress_type)
    partial.replace(target)


def _text_parts(epub: Path) -> str:
    with zipfile.ZipFile(epub) as z:
        return "".join(z.read(n).decode("utf-8") for n in z.namelist() if n.lower().endswith(TEXT_PARTS))


def converted_cast(cast: Cast, config: str) -> Cast:
    """The gold cast with every form converted as the text was."""

    def convert(text: str) -> str:
        return s2t(text, config)

    members = [CastMember(convert(m.name), [convert(a) for a in m.aliases], [convert(a) for a in m.rare], m.kind, m.uses)
               for m in cast.members]
    return Cast(members, {convert(n) for n in cast.other_names}, {convert(n) for n in cast.ambiguous},
                {convert(f): k for f, k in cast.form_kinds.items()}, {convert(f): t for f, t in cast.form_types.items()},
                {convert(f): [(convert(w), n) for w, n in who] for f, who in cast.shared_names.items()})


def cast_drift(cast: Cast, original_text: str, converted_text: str, config: str) -> list[tuple[str, int, int]]:
    """Gold forms the conversion writes otherwise in the text than alone: (form, uses in the original, uses of the
    converted form in the converted text), where the converted text has fewer."""
    drift = []
    for m in cast.members:
        for form in m.forms:
            before, after = original_text.count(form), converted_text.count(s2t(form, config))
            if after < before:
                drift.append((form, before, after))
    return drift


def traditional_books(books: list[Book], out: Path) -> list[Converted]:
    """The Traditional twins of each book: key + '-hant' (s2t), key + '-tw' (s2tw)."""
    return [Converted(f"{b.key}-{suffix}", f"{b.title} ({config})", b.folder, b.slug, source=b.key, out=out, config=config)
            for b in books for suffix, config in CONFIGS.items()]
