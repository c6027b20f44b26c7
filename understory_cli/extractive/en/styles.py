"""Two styles of one given name are two people (issue 43, stop 62: Cranford's "Sir Peter Arley", the godfather named
four times, took the 62 uses of "Peter" and "Mr Peter", Matty's brother Peter Jenkyns, whom the text never names in
full).

A title before a given name says what its bearer is called by: a knight or baronet is "Sir Peter" all his life, never
"Mr Peter", which is a younger son of a house ("Mr Peter", "Master Peter"); a lady by birth is "Lady Catherine", never
"Miss Catherine". So the word after "Sir" (Sir Peter, Sir Peter Arley) and the same word after "Mr" or "Master" (Mr
Peter, Mr Peter Jenkyns) name two men, and "Lady" and "Miss" before one word two women: the text's own forms are the
bearers of the bare name, and aliases.UnionFind keeps each entity to one style per word. Which bearer the bare word
goes with is the merge's order (aliases.merge): a plain-styled form first, since the narration names a knight by his
title every time ("Sir John"), and a younger son or a daughter by the bare given name ("poor Peter", "Matty").
Only the word straight after the title counts: "Sir Walter Elliot" and "Mr Elliot", his heir, share a surname, which
no style of a given name says anything of.
"""

from __future__ import annotations

from .candidates import _title

# title -> the style it gives the word after it; two styles of one word are never one person
STYLES = {"Sir": "rank", "Dame": "rank", "Lady": "rank", "Mr": "plain", "Mister": "plain", "Master": "plain",
          "Miss": "plain"}
_SEX = {"Sir": "m", "Mr": "m", "Mister": "m", "Master": "m", "Dame": "f", "Lady": "f", "Miss": "f"}


def styles(forms: set[str]) -> dict[str, tuple[str, str]]:
    """form -> (the word after its title and the title's sex, "rank" or "plain") for each titled form of a
    name: Sir Peter Arley -> ("Peter m", "rank"), Mr Peter -> ("Peter m", "plain")."""
    out = {}
    for f in forms:
        words = f.split()
        title = _title(words[0]) if len(words) >= 2 else ""
        if title in STYLES and words[1][:1].isupper():
            out[f] = (f"{words[1]} {_SEX[title]}", STYLES[title])
    return out

