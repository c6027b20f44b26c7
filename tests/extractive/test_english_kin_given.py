"""Issue 43: a kin title with a given name ("Aunt Jane", "Uncle Tom") is an elder of the family, not the younger
bearer of that given name the book names in full ("Jane Finn"): the two stay two entries unless the text ties
them. With no other bearer ("Aunt Em", "Em"), the kin title is still a form of the given name."""

from __future__ import annotations

from support.written_book import entity_with, written_book

from understory_cli.extractive.en.kin_titles import kin_apart
from understory_cli.extractive.names import find_characters

# The Secret Adversary's shape: the cousin's mother is "Aunt Jane", the missing girl "Jane Finn" (and "Jane")
TOLD = [
    "Tommy said that Jane Finn had gone down with the ship, and Tuppence nodded at him.",
    "“Jane Finn is the girl we are looking for,” said Tuppence to Tommy that morning.",
    "Julius said: “When my aunt made up her mind to marry, Aunt Jane went out West and we never heard of her.”",
    "“What about your Aunt Jane, way out West? They left a daughter, Jane, who was saved,” said Julius.",
    "Tommy thought of Jane Finn again, and of Jane, lost somewhere in London, and he frowned.",
    "Tuppence found a photograph of Jane Finn in the drawer, and she showed it to Tommy.",
    "Julius looked at it and said that Jane was his cousin, and that he would find her.",
]


def test_a_kin_title_with_a_given_name_another_bears_in_full_is_another_person():
    found = find_characters(written_book(["\n".join(TOLD)], 4), "en")
    jane = entity_with(found, "Jane Finn")
    assert "Aunt Jane" not in jane.names and "Jane" in jane.names
    assert all(e is jane or "Jane" not in e.names for e in found)


def test_a_kin_title_is_apart_only_where_another_bears_the_given_name():
    assert kin_apart({"Aunt Jane", "Jane", "Jane Finn"}) == {"Aunt Jane"}
    assert kin_apart({"Uncle Tom", "Tom", "Tom Sawyer", "Cousin John", "John"}) == {"Uncle Tom"}
    assert kin_apart({"Aunt Em", "Em", "Uncle Henry"}) == frozenset()  # no other Em: Aunt Em is Em
    assert kin_apart({"Aunt Reed", "Mrs. Reed", "John Reed"}) == frozenset()  # a surname: kin_ties decides
