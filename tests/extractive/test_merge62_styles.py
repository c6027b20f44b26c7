"""Issue 43, stop 62: one given name borne under two styles is two people. Cranford's godfather "Sir Peter Arley",
named four times, took every bare "Peter" and "Mr Peter" of Matty's brother, whom the text never names in full:
a knight is "Sir Peter" all his life, never "Mr Peter" (en/styles.py, read by aliases.UnionFind)."""

from __future__ import annotations

from support.written_book import entity_with, told_over, written_book

from understory_cli.extractive.aliases import UnionFind
from understory_cli.extractive.en.family_plurals import family_plurals
from understory_cli.extractive.en.styles import styles
from understory_cli.extractive.names import find_characters

# a brother called by his given name, and a knight of that given name named in full, as Cranford writes them
CRANFORD = [
    "Miss Matty sighed, and she spoke of poor Peter, who had gone to sea long ago.",
    "Peter was the only son of the rector, and he was a very gentlemanly boy.",
    "“Mr Peter is come home,” said the old servant to Miss Matty, and she wept.",
    "Peter laughed at his sister, and he went out into the garden.",
    "Miss Matty told me that Peter had been the darling of his mother.",
    "My father was related to Sir Peter Arley, said Miss Pole, and she smiled.",
    "Peter wrote to his mother, and he said that he was going to India.",
    "Miss Matty kept the letters of Peter in a box, and she read them at night.",
    "The servants were fond of Mr Peter, and he played tricks on Miss Matty.",
    "Everyone in the town said that Mr Peter was a wild boy, and he laughed.",
]


def test_a_knight_of_a_given_name_never_takes_the_bare_name_of_a_mister_of_it():
    found = find_characters(written_book(["\n".join(CRANFORD)] * 4, 1), "en")
    peter = entity_with(found, "Peter")
    assert "Mr Peter" in peter.names
    assert "Sir Peter Arley" not in peter.names  # the old code gave Peter and Mr Peter to the knight


def test_styles_are_read_from_the_word_after_the_title():
    said = styles({"Sir Peter Arley", "Mr Peter", "Miss Matty", "Lady Glenmire", "Peter", "Mrs Jenkyns"})
    assert said == {"Sir Peter Arley": ("Peter m", "rank"), "Mr Peter": ("Peter m", "plain"),
                    "Miss Matty": ("Matty f", "plain"), "Lady Glenmire": ("Glenmire f", "rank")}
    uf = UnionFind(["Sir Peter Arley", "Peter", "Mr Peter", "Sir Walter Elliot", "Mr Elliot"])
    uf.styles = {f: {s} for f, s in styles(set(uf.parent)).items()}
    uf.union("Peter", "Mr Peter")
    uf.union("Sir Peter Arley", "Peter")
    assert uf.find("Sir Peter Arley") != uf.find("Peter")
    uf.union("Sir Walter Elliot", "Mr Elliot")  # a surname after Mr says nothing of Sir Walter's given name
    assert uf.find("Sir Walter Elliot") == uf.find("Mr Elliot")


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
]


def test_a_surname_in_a_family_phrase_is_the_familys_not_the_titled_persons():
    found = find_characters(told_over(PRINCE, 4, []), "en")
    prince = entity_with(found, "Prince Muishkin")
    assert prince.mentions == 4 * 6  # per chapter: Prince Muishkin 4 + Muishkin 2, not "stock of Muishkin", "Muishkin descent"
