"""The title a reader knows an English entry by, past the first chapter's gate (issue 43): a bare name met first
("That'll do, Brown") titles the entry "Mr. Brown" when the book writes the titled form more often than the bare one
and gives the name one family title only; never a given name (Jane of Jane Eyre, whom servants call "Miss Jane").
The family title adds no name the reader has not met; the entry is shown by the bare name until the titled form is
read (wiki/extractive.py, title_steps)."""

from __future__ import annotations

from collections import Counter

from .lexicon import EN_FAMILY_TITLES


def known_title(name: str, forms: list[str], mentions: Counter[str]) -> str:
    """"Mr. Brown" for "Brown" among the entity's forms, when it is the one family-titled form of the name and written
    more often than the name alone; else the name."""
    if len(name.split()) != 1 or not name[:1].isupper():
        return name
    if any(len(words := f.split()) >= 2 and words[0] == name for f in forms):
        return name  # a given name (Jane of Jane Eyre): "Miss Jane" is the servants' address, not the name she is known by
    titled = [f for f in forms if len(words := f.split()) == 2 and words[1] == name
              and words[0].rstrip(".") in EN_FAMILY_TITLES]
    if len(titled) != 1 or mentions[titled[0]] <= mentions[name]:
        return name
    return titled[0]
