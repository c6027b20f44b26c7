"""A family's full names (stop 60, issue 43 §4): a surname the text writes after several given names is a family's, and
each full name a form of its own however seldom written — a use inside one is that person's, never the bare
surname's entry (Germinal's "His grandfather, Guillaume Maheu, an urchin of fifteen" was Maheu's card)."""

from __future__ import annotations

from support.written_book import P, entity_with, holding, told_over

from understory_cli.extractive.names import find_characters

STORY = [
    "Maheu went down the pit with his daughter Catherine at four in the morning.",
    "“Get on, then,” said Maheu, and Catherine followed him with the lamp.",
    "Maheu was a good hewer, and the captain knew it; Maheu never complained.",
    "Étienne asked for work, and Maheu took him into his gang.",
]
ONCE = ["The old man told his story. His grandfather, Guillaume Maheu, a boy of fifteen then, had found the coal.",
        "Then his father, Nicolas Maheu, called Le Rouge, had died in the pit at forty.",
        "His son, Toussaint Maheu, was being worked to death there now."]


def test_a_forebears_full_name_written_once_is_no_use_of_the_bare_surname():
    found = find_characters(told_over(STORY, 4, ONCE), "en")
    maheu = entity_with(found, "Maheu")
    assert maheu.mentions == 4 * 5  # the bare surname's own uses only
    grandfather = holding(found, "Guillaume Maheu")
    assert grandfather is not None and grandfather is not maheu


def test_one_given_name_before_the_surname_makes_no_family():
    found = find_characters(told_over(STORY, 4, ONCE[2:]), "en")
    assert holding(found, "Toussaint Maheu") is None  # written once and alone of its family: no form
    assert entity_with(found, "Maheu").mentions == 4 * 5 + 1


def test_a_word_the_text_writes_in_lower_case_is_no_given_name():
    lines = STORY + ["Poor Maheu said nothing.", "Old Maheu laughed; the old man was poor."]
    found = find_characters(told_over(lines, 4, []), "en")
    assert holding(found, "Poor Maheu") is None and holding(found, "Old Maheu") is None


# North and South's shape: the Captain and his brother Mr. Lennox (Henry Lennox)
BROTHERS = [
    "Captain Lennox had married Edith, and Captain Lennox was away with his regiment.",
    "Henry Lennox came to dinner, and Mr. Lennox talked with Margaret all the evening.",
    "“You must come,” said Mr. Lennox; Margaret laughed at Mr. Lennox and his drawing.",
    "Mrs. Shaw sighed on the sofa, for Mrs. Shaw had married General Shaw long ago.",
    "Margaret went to Mrs. Shaw. Lennox was a name all London knew, and Shaw too.",
]


def test_an_officer_and_a_civil_title_of_one_surname_are_two_people_and_the_surname_no_ones():
    found = find_characters(told_over(BROTHERS, 4, []), "en")
    captain, brother = entity_with(found, "Captain Lennox"), entity_with(found, "Mr. Lennox")
    assert captain is not brother
    assert holding(found, "Lennox") is None  # the family alone is no one
