"""Issue 43: an English entry is titled by the form a reader knows it by. A bare surname met first, and rarely
("That'll do, Brown"), gives way to the one family-titled form the book writes most ("Mr. Brown"); a bare name written
more than its titled form ("Tuppence", "Miss Tuppence") keeps its title."""

from __future__ import annotations

from collections import Counter

from support.written_book import written_book

from understory_cli.extractive.en.known_titles import known_title
from understory_cli.extractive.names import find_characters

FIRST = ["Whittington read the note, and turned to the clerk. “That'll do, Brown,” said Whittington. “You can go.”",
         "Whittington sat down again and looked at Tuppence across the desk for a long time."]
LATER = ["“Mr. Brown is the man behind it all,” said Tommy, and Tuppence shivered at the name.",
         "Nobody had seen Mr. Brown; Tommy thought Mr. Brown might be anyone at all in London.",
         "“Mr. Brown knows everything,” said Tuppence, and Tommy nodded gravely at her.",
         "Tommy wondered whether Mr. Brown was watching them even now, and he looked about."]


def test_a_rare_bare_surname_met_first_gives_way_to_its_titled_form():
    found = find_characters(written_book(["\n".join(FIRST), "\n".join(LATER)], 4), "en")
    brown = next(e for e in found if "Mr. Brown" in e.names)
    assert brown.name == "Mr. Brown" and "Brown" in brown.names


def test_only_one_titled_form_written_more_than_the_bare_name_titles_it():
    assert known_title("Brown", ["Brown", "Mr. Brown"], Counter({"Brown": 4, "Mr. Brown": 18})) == "Mr. Brown"
    assert known_title("Tuppence", ["Tuppence", "Miss Tuppence"],
                       Counter({"Tuppence": 273, "Miss Tuppence": 3})) == "Tuppence"
    two = Counter({"Reed": 2, "Mrs. Reed": 30, "Mr. Reed": 5})  # which Reed the bare name is, the titles do not say
    assert known_title("Reed", ["Reed", "Mrs. Reed", "Mr. Reed"], two) == "Reed"
    jane = Counter({"Jane": 20, "Miss Jane": 30, "Jane Eyre": 5})  # a given name: Miss Jane is how servants call her
    assert known_title("Jane", ["Jane", "Miss Jane", "Jane Eyre"], jane) == "Jane"
    assert known_title("Jane Eyre", ["Jane Eyre", "Miss Eyre"], Counter({"Jane Eyre": 1, "Miss Eyre": 9})) == "Jane Eyre"
