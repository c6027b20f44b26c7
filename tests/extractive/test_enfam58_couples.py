"""Issue 43 §4, Mr. X in a family of several: where the text writes the couple "Mr and Mrs Musgrove" again and again
and the son Charles has a wife of his own ("Mrs Charles Musgrove"), Mr Musgrove is the father, not Charles."""

from __future__ import annotations

from support.written_book import P, entity_with, told_over

from understory_cli.extractive.en.couples import coupled_heads
from understory_cli.extractive.names import find_characters

# Persuasion's shape: Mr and Mrs Musgrove of the Great House; their son Charles Musgrove and his wife Mary
HOUSE = [
    "Mary had become Mrs Charles Musgrove, and Charles Musgrove was a civil, agreeable young man.",
    "Charles went out shooting, and Mary sat with Anne at the cottage all the morning.",
    "Mr and Mrs Musgrove were a very good sort of people, and Anne liked them.",
    "Mr Musgrove rode over to the cottage, and Charles walked beside his horse.",
    "“Charles is out,” said Mary to Anne, and she sighed over the letter.",
    "Mrs Musgrove talked to Anne of her children, and Mr Musgrove read the newspaper.",
]


def _told(lines: list[str], repeat: int = 4) -> list[P]:
    return told_over(lines, repeat)


def test_the_couples_mr_is_not_the_son_whose_wife_has_her_own_name():
    found = find_characters(_told(HOUSE), "en")
    charles = entity_with(found, "Charles Musgrove")
    assert "Mr Musgrove" not in charles.names


def test_a_couple_written_with_a_given_name_makes_no_head():
    assert coupled_heads(_told(["Mr and Mrs Musgrove came."])) == frozenset({"Musgrove"})
    assert coupled_heads(_told(["Mr and Mrs Musgrove came.", "Mr. and Mrs. Charles Musgrove came."])) == frozenset()
    assert coupled_heads(_told(["Mr and Mrs Musgrove came."], 2)) == frozenset()  # twice: too seldom to say
