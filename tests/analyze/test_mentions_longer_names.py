"""Issue 43, one person one entry in what the wiki counts (The Hound of the Baskervilles, a book nobody tuned on):
a surname written inside a longer name is that name's use, not a mention of the man who bears the surname alone.
The finder kept Miss Stapleton and Mrs. Barrymore apart from the men, but the stored mentions of Stapleton and
Barrymore counted their uses too (19 for Stapleton's 13)."""

from __future__ import annotations

from support.written_book import Passage

from understory_cli.analyze.mentions import count_mentions
from understory_cli.store.points import Alias, Point


def _point(pid: int, name: str, *aliases: str) -> Point:
    return Point(pid, name, "person", None, 1, 1, "extractive", [Alias(a, 1, [], 1) for a in aliases])


TEXT = [Passage("I met Mr. Stapleton on the moor; Stapleton was chasing a butterfly.", "1.1.1"),
        Passage("Then Miss Stapleton came down the path. Miss Stapleton warned me to go back.", "1.1.2"),
        Passage("Barrymore brought the lamp, and Mrs. Barrymore was weeping in the corridor.", "1.1.3"),
        Passage("石秀和秀姑", "1.1.4")]


def test_a_surname_inside_a_longer_name_is_that_names_use():
    brother, sister = _point(1, "Mr. Stapleton", "Stapleton"), _point(2, "Miss Stapleton")
    assert {m.point_id: m.mentions for m in count_mentions([brother, sister], TEXT)} == {1: 2, 2: 2}


def test_a_name_too_rare_for_an_entry_still_holds_its_surname():
    """Mrs. Barrymore, twice in seven chapters, is no entry; Barrymore in her name is still not her husband."""
    butler = _point(3, "Barrymore", "Mr. Barrymore")
    assert {m.point_id: m.mentions for m in count_mentions([butler], TEXT, others=["Mrs. Barrymore"])} == {3: 1}


def test_unspaced_names_still_count_inside_longer_ones():
    """No word boundary to tell a name inside another in Chinese: 秀 in 石秀 and 秀姑 is counted as before."""
    counts = {m.point_id: m.mentions for m in count_mentions([_point(1, "石秀"), _point(2, "秀姑"), _point(3, "秀")], TEXT)}
    assert counts == {1: 1, 2: 1, 3: 2}
