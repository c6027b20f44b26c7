"""Where the reader last met each entry (issue 38): per chapter the entry appears in, the last
paragraph there that names it.

The site ships each (entry, chapter, paragraph) in the names part of that chapter (and never
before the entry's title), so the page finds "last seen 2.5.11" among the parts it loaded,
which stop at the reader's progress: a later mention is never in the browser. The EPUB
export reads the same table for its notes. Only chapters where the analysis counted the
entry (its track's appearances, from `point_mentions`) are looked at, and in each only the
names the reader may know it by there (an alias from its own gate on): a paragraph that
calls Tip "Ozma" is not his before the book joins the two names. Nor is one whose only uses of
its names the name finder gave to no one or someone else (`point_given_away`: 大姑娘 said to 凤喜).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterable, Mapping

from ..extractive.scan import trie_regex
from ..position import paragraph_of
from ..store.points import Alias
from ..store.site import SiteParagraph
from ..store.wiki import EntryRow
from ..text import CJK_PATTERN

_CJK = re.compile(CJK_PATTERN)
SNIPPET = 240  # characters of the passage an EPUB note quotes


def last_paragraphs(entries: list[EntryRow], aliases: dict[str, list[Alias]], chapter_no: dict[str, int],
                    paragraphs: Iterable[SiteParagraph], given_away: Mapping[str, Mapping[str, Mapping[str, int]]]
                    | None = None) -> dict[str, dict[int, tuple[str, str]]]:
    """entry slug -> {chapter_no: (locator, text) of the last paragraph there naming it}, from
    the story paragraphs in reading order (`chapter_no`: each story chapter's locator -> number).
    `given_away` (slug -> locator -> form -> uses, SiteData.given_away): uses the name finder's context
    gave to no one or someone else; a paragraph whose only uses of an entry's names are these is not its
    (大姑娘 said to 凤喜 is no place where the reader met 秀姑)."""
    forms: dict[str, list[tuple[str, int]]] = {}  # a name -> (entry slug, from which chapter it is that entry's)
    chapters: dict[str, set[int]] = {}
    for e in entries:
        chapters[e.slug] = set(e.data.track.appearances)
        names = [(e.title, 0)] + [(a.alias, a.reveal_at) for a in aliases.get(e.slug, [])]
        for name, gate in names:
            if len(name.strip()) > 1:
                forms.setdefault(name, []).append((e.slug, gate))
    if not forms:
        return {}
    patterns = [trie_regex(group, words=words) for group, words in (
        ([f for f in forms if _CJK.search(f)], False), ([f for f in forms if not _CJK.search(f)], True)) if group]
    out: dict[str, dict[int, tuple[str, str]]] = {}
    for p in paragraphs:
        no = chapter_no.get(p.chapter_locator)
        if no is None or paragraph_of(p.locator) is None:
            continue
        found = Counter(re.sub(r"\s", " ", m.group(0)) for pattern in patterns for m in pattern.finditer(p.text))
        uses: dict[str, dict[str, int]] = {}  # slug -> its forms written here -> how often
        for form in sorted(found):  # in one order: a rebuild must be byte-identical
            for slug, gate in forms.get(form, []):
                if gate <= no and no in chapters[slug]:
                    uses.setdefault(slug, {})[form] = found[form]
        for slug, written in uses.items():
            away = (given_away or {}).get(slug, {}).get(p.locator, {})
            if sum(written.values()) > sum(min(away.get(form, 0), n) for form, n in written.items()):
                out.setdefault(slug, {})[no] = (p.locator, p.text)
    return out


def snippet(text: str) -> str:
    """The passage as a note quotes it: its opening, cut at a word."""
    text = " ".join(text.split())
    if len(text) <= SNIPPET:
        return text
    cut = text[:SNIPPET]
    space = cut.rfind(" ")
    return (cut[:space] if space > SNIPPET // 2 else cut) + "…"
