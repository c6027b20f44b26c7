"""Issue 43, stop 62: a family is one group, no member's entry: a family in the plural (the Miss Browns, the
Epanchins) and a bare surname in a family phrase (the Muishkin family, the stock of Muishkin)."""

from __future__ import annotations

from support.written_book import entity_with, told_over, written_book

from understory_cli.extractive.en.family_plurals import family_plurals
from understory_cli.extractive.names import find_characters

# a family's daughters in the plural, beside their father and each named
BROWNS = [
    "Captain Brown came to Cranford, and he was a half-pay captain.",
    "The Miss Browns lived with their father, and they were poor.",
    "Miss Jessie Brown sang, and Captain Brown smiled at her.",
    "We called on the Miss Browns, and Miss Jessie Brown made tea.",
    "Miss Brown was ill, and Captain Brown sat by her.",
    "The Miss Browns were at church, and Miss Pole saw them there.",
]


def test_a_family_in_the_plural_is_a_group():
    found = find_characters(written_book(["\n".join(BROWNS)] * 4, 1), "en")
    assert entity_with(found, "Miss Browns").kind == "organisation"  # the old code typed the sisters a thing
    assert entity_with(found, "Captain Brown").kind == "person"


def test_family_plurals_are_the_plurals_of_a_surname_people_bear():
    assert family_plurals({"Miss Browns", "Browns", "Captain Brown", "Miss Barkers", "Miss Barker", "Epanchins",
                           "General Epanchin", "Mr. Jennings", "Jennings", "Munchkins", "Sir William", "Williams"}) \
        == {"Miss Browns", "Browns", "Miss Barkers", "Epanchins"}


# The Idiot's shape: the prince, and his family's name written for the family
PRINCE = [
    "Prince Muishkin came to the house of General Epanchin, and he waited in the hall.",
    "“I am Prince Muishkin,” he said to the servant, and the servant stared at him.",
    "Mrs. Epanchin came of the princely stock of Muishkin, and she valued her Muishkin descent.",
    "General Epanchin laughed at Prince Muishkin, and Prince Muishkin smiled at him.",
    "“Muishkin,” said the general, “sit down.” And Muishkin sat down.",
    "Aglaya stepped into the line of Muishkin's sight, and Rogojin wanted the blood of Muishkin.",
]


def test_a_surname_in_a_family_phrase_is_the_familys_not_the_titled_persons():
    found = find_characters(told_over(PRINCE, 4, []), "en")
    prince = entity_with(found, "Prince Muishkin")
    # per chapter: Prince Muishkin 4 + Muishkin 2 + his own "line of Muishkin's sight" and "blood of Muishkin" 2,
    # not "stock of Muishkin", "Muishkin descent"
    assert prince.mentions == 4 * 8


# Issue 43, stop 65: a people in the plural (The Moonstone's "the Indians", "three Brahmins") is a group too
INDIANS = [
    "The Indians came to the door of the house, and Mr. Franklin Blake looked at them.",
    "Three Brahmins watched the shrine night and day, and the Brahmins prayed.",
    "An Indian stood in the road, and the Indians went on to the town.",
    "Mr. Franklin Blake said the Indians had gone, and Penelope laughed at the Indians.",
    "The Brahmins knelt, and Mr. Franklin Blake saw the Brahmins at the shrine.",
    "Penelope ran to the gate, and Mr. Franklin Blake followed Penelope.",
]


def test_a_people_in_the_plural_is_a_group():
    found = find_characters(written_book(["\n".join(INDIANS)] * 4, 1), "en")
    assert entity_with(found, "Indians").kind == "organisation"  # the old code typed the people a thing or a person
    assert entity_with(found, "Brahmins").kind == "organisation"
    assert entity_with(found, "Penelope").kind == "person"


def test_the_sisters_plural_of_a_surname_that_is_also_a_given_name_is_a_family():
    # Mansfield Park: "the Miss Bertrams" beside Lady Bertram (Bertram is a given name too); not Sir William's Williams
    assert family_plurals({"Miss Bertrams", "Bertrams", "Miss Bertram", "Lady Bertram", "Mr. Bertram", "Sir Thomas",
                           "Sir William", "Williams"}) == {"Miss Bertrams", "Bertrams"}


# a man named bare, his family's plural beside him: "Morgan" is one man, not a people though it ends in -an
MORGAN = [
    "Morgan came in and sat down. “Well,” said Morgan, and Anna smiled at Morgan.",
    "The Morgans were a large family; the Morgans lived by the mill. Morgan rode home.",
    "“Come,” said Anna. Morgan looked at Anna, and Morgan went out with Anna.",
]


def test_a_bare_surname_beside_its_familys_plural_is_a_person():
    found = find_characters(written_book(["\n".join(MORGAN)] * 4, 1), "en")
    assert entity_with(found, "Morgan").kind == "person"  # the branch's first people rule made him a group
    assert entity_with(found, "Morgans").kind == "organisation"


def test_a_miss_whose_surname_is_a_mans_given_name_plus_s_is_one_woman():
    # Miss Peters beside Mr Peter, Miss Edwards beside Captain Edward: a surname, no sisters' plural of a given name
    assert family_plurals({"Mr Peter", "Miss Peters", "Peter", "Captain Edward", "Miss Edwards"}) == set()
