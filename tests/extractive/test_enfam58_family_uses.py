"""Issue 43 §4 (one person, one entry; two people, two entries): a family's name written for another member than the
entry's person counts for no one — the surname after a title of the other sex or of a wife beside a daughter ("M. de
Saint-Méran", "Mrs. Honeychurch" in Miss Honeychurch's entry), and the elder generation's "old Dantès", "the elder
Dantès", "M. d'Artagnan the elder" in the son's entry where the text writes two generations of the name."""

from __future__ import annotations

from support.written_book import P, entity_with, told_over

from understory_cli.extractive.names import find_characters

# The Count of Monte Cristo's shape: the son is Dantès, his father "old Dantès" / "the elder Dantès"
SON = [
    "The sailor Edmond Dantès leaped ashore and ran through the streets to his father's house.",
    "“My dear father,” said Dantès, and he kissed the old man.",
    "Dantès told him of the voyage, of Captain Leclere and of the ship.",
    "“Go, my dear boy,” said old Dantès, “and Heaven bless you in your wife.”",
    "“I am glad,” said Edmond Dantès, and went down to the harbour, where Danglars was waiting for him.",
    "Danglars watched Dantès with a jealous eye, and Dantès did not see it.",
    "The elder Dantès laughed, and Dantès laughed with him.",
]


def _told(lines: list[str], once: list[str]) -> list[P]:
    return told_over(lines, 4, once)


def test_the_elder_generation_is_no_use_of_the_sons_entry():
    found = find_characters(_told(SON, []), "en")
    son = entity_with(found, "Edmond Dantès")
    # per chapter: Edmond Dantès 2 + Dantès 7, less "old Dantès" and "The elder Dantès"
    assert son.mentions == 4 * 7
    father = entity_with(found, "old Dantès")  # the father: an entry of his own (elders.py)
    assert father is not son and "elder Dantès" in father.names and father.mentions == 4 * 2


def test_old_is_the_entrys_own_where_no_elder_is_written():
    lines = [line.replace("The elder Dantès", "His father") for line in SON]  # "old Dantès" may be Dantès himself
    found = find_characters(_told(lines, []), "en")
    assert entity_with(found, "Edmond Dantès").mentions == 4 * 8
    assert not any("old Dantès" in e.names for e in found)


# A Room with a View's shape: Miss Honeychurch, and once her mother, Mrs. Honeychurch
DAUGHTER = [
    "Miss Honeychurch sat at the piano, and Miss Bartlett watched her from the window.",
    "“Miss Honeychurch plays Beethoven,” said Mr. Beebe to Miss Bartlett.",
    "Miss Bartlett said that Miss Honeychurch was tired, and Mr. Beebe bowed.",
]
MOTHER = ["A letter came from Mrs. Honeychurch, and Mr. Beebe read it to Miss Bartlett."]


def test_a_wifes_title_is_no_use_of_the_daughters_entry():
    found = find_characters(_told(DAUGHTER, MOTHER), "en")
    assert entity_with(found, "Miss Honeychurch").mentions == 4 * 3


def test_the_same_title_written_out_is_the_entrys_own():
    same = ["A letter came from Mademoiselle Honeychurch, and Mr. Beebe read it to Miss Bartlett."]
    found = find_characters(_told(DAUGHTER, same), "en")
    assert entity_with(found, "Miss Honeychurch").mentions == 4 * 3 + 1


def test_an_old_x_of_a_book_of_one_generation_is_x_himself():
    """Stop 58's review: "Old Marley" in a book that never writes two generations of the name is Marley, one entry
    (an elder's form is only one elders.py added)."""
    lines = ["Old Scrooge sat in his counting-house, and he never painted out Old Marley's name.",
             "Old Scrooge signed the book. Scrooge knew Marley was dead.",
             "Marley was as dead as a door-nail, and Scrooge was his sole executor.",
             "The firm was known as Scrooge and Marley, and Old Marley had been dead seven years."]
    found = find_characters(_told(lines, []), "en")
    marley = entity_with(found, "Marley")
    assert "Old Marley" in marley.names
    assert not any(e is not marley and "Old Marley" in e.names for e in found)
