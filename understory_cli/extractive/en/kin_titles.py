"""A kin title with a surname is a form of the one elder of that family it can be (issue 43): "Aunt Reed" is
"Mrs. Reed" where the book writes one married woman of the Reeds, "Uncle Reed" is "Mr. Reed" where no Reed man
has a given name of his own (John Reed could be Mr. Reed too). A lone form of address a servant says for the
mistress of the house ("Missis") names no one by itself: no entry of its own (EnglishRules.honorific)."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Sequence

from ..types import Paragraph
from .lexicon import EN_FEMALE_TITLES, EN_TITLES

# the kin title -> the titles its holder is written with elsewhere (a married woman; a man)
_HOLDERS = {"Aunt": frozenset({"Mrs", "Lady", "Madame"}), "Uncle": frozenset({"Mr", "Mister"})}
# the titles a relative calls kin by, with a given name (Aunt Jane, Uncle Tom, Cousin John)
KIN_GIVEN_TITLES = frozenset({"Aunt", "Uncle", "Cousin"})
# how servants and children address the mistress of the house, and anyone a lady, her name unsaid ("Mum," said
# Mr. Pumblechook to Mrs. Joe)
LONE_ADDRESSES = frozenset({"Missis", "Missus", "Mum", "Ma'am", "Ma’am", "Marm"})


def lone_address(form: str) -> bool:
    """A form of address alone ("Missis"): it names whoever is addressed, never a person of its own."""
    return form in LONE_ADDRESSES


def kin_apart(forms: set[str]) -> frozenset[str]:
    """Kin titles with a given name another full name bears ("Aunt Jane" beside "Jane Finn"): the aunt is an elder
    of the family, Jane Finn another who bears her name (often her niece or daughter), so the bare "Jane" is no part
    of "Aunt Jane" and "Aunt Jane" no form of "Jane". Only a statement of the text ties them (aliases.merge)."""
    bearers = {words[0] for f in forms if len(words := f.split()) == 2 and words[0] not in KIN_GIVEN_TITLES
               and words[0].rstrip(".") not in EN_TITLES and words[1][:1].isupper() and words[0][:1].isupper()}
    return frozenset(f for f in forms if len(words := f.split()) == 2 and words[0] in KIN_GIVEN_TITLES
                     and words[1] in bearers and words[1] in forms)


def _surname(form: str) -> tuple[str, str] | None:
    """(title, surname) of a titled surname ("Mrs. Reed" -> Mrs, Reed; "Aunt Reed" -> Aunt, Reed), else None."""
    words = form.split()
    if len(words) != 2 or not words[1][:1].isupper():
        return None
    return words[0].rstrip("."), words[1]


def _given_named(forms: set[str], surname: str) -> bool:
    """Someone of the family is named by a given name (John Reed, Mr. John Reed; a woman's untitled name too, whose
    sex the form does not say): "Mr. Reed" may then be a son, not the uncle."""
    for f in forms:
        words = f.split()
        if len(words) >= 2 and words[-1] == surname and words[0].rstrip(".") not in EN_FEMALE_TITLES \
                and any(w.rstrip(".") not in EN_TITLES for w in words[:-1]):
            return True
    return False


def kin_ties(paragraphs: Sequence[Paragraph], forms: set[str]) -> dict[tuple[str, str], list[int]]:
    """(holder, kin form) -> [the paragraph where the reader has met both]: "Mrs. Reed" and
    "Aunt Reed" when Mrs. Reed is the Reeds' only married woman the book names (no "Lady Reed" beside her)."""
    titled: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))  # surname -> title -> forms
    for f in forms:
        if (said := _surname(f)) is not None:
            titled[said[1]][said[0]].append(f)
        elif len(words := f.split()) > 2 and words[0].rstrip(".") in EN_TITLES:  # Mrs. John Reed: a holder too
            titled[words[-1]][words[0].rstrip(".")].append(f)
    pairs: set[tuple[str, str]] = set()
    for surname, by_title in titled.items():
        for kin, holding in _HOLDERS.items():
            holders = [f for title in holding for f in by_title.get(title, [])]
            for kin_form in by_title.get(kin, []):
                if len(holders) != 1 or kin == "Uncle" and _given_named(forms, surname):
                    continue
                pairs.add((holders[0], kin_form))
    if not pairs:
        return {}
    out: dict[tuple[str, str], list[int]] = {}
    patterns = {f: re.compile(rf"(?<!\w){re.escape(f)}(?!\w)") for pair in pairs for f in pair}
    met: set[str] = set()
    for i, p in enumerate(paragraphs):
        met |= {f for f, pattern in patterns.items() if f not in met and pattern.search(p.text)}
        for pair in pairs:
            if pair not in out and set(pair) <= met:
                out[pair] = [i]  # the reader knows both forms from here
    return out
