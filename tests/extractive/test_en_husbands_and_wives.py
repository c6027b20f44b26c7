"""Issue 43 §4, one person one entry, two people two entries (stop 61): a wife's title and her husband's bare
surname. A man's title claims no given name English gives women only (Mr. Henchard is no Susan Henchard: persons.
GIVEN_FEMALE), and a woman's title may claim one (Mrs. Henchard, Susan); a Mrs. whose husband the text names once
with a man's given name ("Richard Newson, mariner") is a family's, so the bare surname (Newson, the sailor) is no form of
hers."""

from __future__ import annotations

from support.written_book import entity_with, told_over

from understory_cli.extractive.en.couples import men_named
from understory_cli.extractive.names import find_characters

# Casterbridge's shape, in sentences of this test's own
HENCHARD = [
    "Henchard walked into the town, and the people in the street looked at him.",
    "Susan Henchard waited at the inn with her daughter Elizabeth, and she was tired.",
    "“Mr. Henchard is the mayor,” said the waiter, and Henchard came down the steps.",
    "Susan Henchard looked up, and she saw her husband in the hall.",
    "Mrs. Henchard took her daughter's hand; Susan said nothing.",
    "“You are Mrs. Henchard,” said the maid, and Mrs. Henchard nodded.",
    "Henchard sat down to dinner, and he drank no wine. Mr. Henchard was a hard man.",
    "The men in the street spoke of Mr. Henchard, and Mr. Henchard heard them.",
    "Elizabeth asked Susan who the mayor was, and Susan Henchard told her.",
]

NEWSON = [
    "Mrs. Newson came to the town with Elizabeth, and she asked for a cheap inn.",
    "Newson had sailed to Newfoundland, and he never came home.",
    "“In affectionate memory of Richard Newson, mariner,” said the stone.",
    "Mrs. Newson wept, and Elizabeth held her arm.",
    "Newson was a kind man, and he had loved the girl.",
    "Elizabeth went to the inn with Mrs. Newson, and they slept there.",
]


def test_a_wifes_title_claims_the_womans_given_name_and_a_mans_title_does_not():
    """Mrs. Henchard is Susan Henchard's (on main: an entry of its own); Mr. Henchard is his, with the bare Henchard."""
    found = find_characters(told_over(HENCHARD, 4), "en")
    assert entity_with(found, "Mrs. Henchard") is entity_with(found, "Susan Henchard")
    husband = entity_with(found, "Mr. Henchard")
    assert "Henchard" in husband.names and "Susan Henchard" not in husband.names and "Susan" not in husband.names


def test_a_wifes_title_is_no_form_of_her_husbands_bare_surname_the_text_gives_a_mans_name():
    """On main, Mrs. Newson, Newson and Richard Newson were one entry."""
    found = find_characters(told_over(NEWSON, 4), "en")
    assert "Newson" not in entity_with(found, "Mrs. Newson").names
    assert men_named(told_over(["“In affectionate memory of Richard Newson,” said the stone."], 1)) == frozenset({"Newson"})
    without = [line for line in NEWSON if "Richard" not in line]  # no man's name with it: she may be the Newson
    assert "Newson" in entity_with(find_characters(told_over(without, 4), "en"), "Mrs. Newson").names


def test_a_mans_given_name_written_with_the_surname_is_the_mr_of_a_husband_and_wife():
    """Michael, written with Henchard in its paragraphs and once as "Mr. Michael Henchard", is Mr. Henchard where the
    surname carries Mr. and Mrs. (on main: no tie, two titles of the surname)."""
    lines = HENCHARD + ["“Michael,” said Susan, and she touched his arm.", "Susan looked at Michael, and he said nothing.", "She gave the letter to Michael, and he read it."]
    once = ["Michael Henchard stood up in the hall.", "“I am looking for Mr. Michael Henchard,” said Susan."]
    found = find_characters(told_over(lines, 4, once), "en")
    assert entity_with(found, "Michael") is entity_with(found, "Mr. Henchard")
    assert entity_with(found, "Michael") is not entity_with(found, "Mrs. Henchard")


THORNTON = ["Margaret met Mr. Thornton at the mill, and he bowed.", "Margaret called on Mrs. Thornton, and she was cold to her.",
            "The widow, Mrs. Thornton, loved her son above all things.",
            "Margaret thought that Fanny was silly; she talked of nothing but dresses.",
            "Her mother scolded Fanny, and the girl pouted.", "Margaret looked at Mr. Thornton, and he said nothing."]


def test_a_child_introduced_by_full_name_is_not_the_parent_of_that_sex():
    """"His sister, Fanny Thornton," beside Mr. and Mrs. Thornton: a daughter, no Mrs. Thornton (the review's case: a
    child's full name written once tied it to the parent of its sex); only "Mrs. Fanny Thornton" would say so."""
    found = find_characters(told_over(THORNTON, 4, ["His sister, Fanny Thornton, was a weak girl."]), "en")
    assert entity_with(found, "Fanny") is not entity_with(found, "Mrs. Thornton")
