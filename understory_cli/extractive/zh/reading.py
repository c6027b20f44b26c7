"""A Traditional book read through its Simplified view (script.py), its names given back in its own script."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Callable, Sequence

from ..scan import trie_regex
from ..types import NameEntity, Paragraph, ViewParagraph
from .script import SAMPLE_CHARS, is_traditional, to_simplified

Restore = Callable[[list[NameEntity]], list[NameEntity]]


def reading_view(paragraphs: Sequence[Paragraph]) -> tuple[list[Paragraph], Restore] | None:
    """The paragraphs to find names in and how to give the names found back in the book's script, or None
    when the book is Simplified already."""
    sample = "".join(p.text for p in paragraphs[:2000])[:SAMPLE_CHARS]
    if not is_traditional(sample):
        return None
    view: list[Paragraph] = [ViewParagraph(p.locator, p.chapter_no, p.volume_no, p.kind, to_simplified(p.text))
                             for p in paragraphs]
    original = "\n".join(p.text for p in paragraphs)
    seen = "\n".join(p.text for p in view)

    def restore(entities: list[NameEntity]) -> list[NameEntity]:
        spelled = _spellings(original, seen, _forms(entities))
        return [_respelled(e, spelled) for e in entities]

    return view, restore


def _forms(entities: list[NameEntity]) -> set[str]:
    return {f for e in entities for f in (e.name, *(a.name for a in e.aliases), *e.cooccurrences)}


def _spellings(original: str, seen: str, forms: set[str]) -> dict[str, str]:
    """Each form as the book writes it where the view has it: the commonest spelling at its positions
    (发 is 發 in 發怒 and 髮 in 頭髮; the same position tells which)."""
    spellings: dict[str, Counter[str]] = {f: Counter() for f in forms if f}
    if not spellings:
        return {}
    for m in trie_regex(set(spellings), words=False).finditer(seen):
        spellings[m.group()][original[m.start():m.end()]] += 1
    for form, counts in spellings.items():
        if not counts:  # only ever inside a longer form that the one pass took
            at = seen.find(form)
            if at >= 0:
                counts[original[at:at + len(form)]] += 1
    return {f: counts.most_common(1)[0][0] if counts else f for f, counts in spellings.items()}


def _respelled(entity: NameEntity, spelled: dict[str, str]) -> NameEntity:
    def own(form: str) -> str:
        return spelled.get(form, form)
    return replace(entity, name=own(entity.name), aliases=[replace(a, name=own(a.name)) for a in entity.aliases],
                   cooccurrences=Counter({own(k): v for k, v in entity.cooccurrences.items()}),
                   uncounted={own(k): v for k, v in entity.uncounted.items()})
