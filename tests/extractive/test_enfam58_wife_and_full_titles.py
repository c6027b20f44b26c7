"""Issue 43 §4: a wife's title ("Mrs. Wilson") and the woman's given name ("Myrtle") are one entry where the text
writes her full name, even once, beside a husband's ("George Wilson", whose "answered Wilson" is no use of hers);
and an entry a family title names ("Miss Baker") is titled by the person's own full name it holds ("Jordan Baker")."""

from __future__ import annotations

from collections import Counter

from support.written_book import P, entity_with, told_over

from understory_cli.extractive.en.full_titles import full_name_title
from understory_cli.extractive.names import find_characters

# The Great Gatsby's shape: Mrs. Wilson, Myrtle (she), and her husband George Wilson, "Wilson" alone
WILSONS = [
    "Tom went into the garage, and Mrs. Wilson came down the stairs to meet him.",
    "“Get some chairs,” said Mrs. Wilson, and she looked at Tom with a smile.",
    "“Oh, sure,” answered Wilson, and went toward the little office, where Nick waited.",
    "Tom and Nick drove to the city, and Myrtle came after them on the train; she was happy.",
    "Catherine laughed at Myrtle, and she laughed back at her sister over the glasses.",
]
ONCE = ["The sign over the door said George B. Wilson, and Nick read it twice.",
        "“Yes, but listen,” said Myrtle Wilson to Catherine, nodding her head up and down."]


def _told(lines: list[str], once: list[str]) -> list[P]:
    return told_over(lines, 4, once)


def test_a_wifes_title_and_her_given_name_written_once_in_full_are_one_woman():
    found = find_characters(_told(WILSONS, ONCE), "en")
    wife = entity_with(found, "Mrs. Wilson")
    assert "Myrtle" in wife.names
    # Mrs. Wilson 2 and Myrtle 2 a chapter, Myrtle once more; "answered Wilson" is her husband's
    assert wife.mentions == 4 * 4 + 1


def test_no_tie_where_the_given_name_is_a_mans():
    once = [ONCE[0], "“Yes, but listen,” said Myrtle Wilson to Catherine, nodding his head up and down."]
    lines = [line.replace("she was happy", "he was happy").replace("she laughed back at her sister",
                                                                  "he laughed back at his brother") for line in WILSONS]
    found = find_characters(_told(lines, once), "en")
    assert "Myrtle" not in entity_with(found, "Mrs. Wilson").names


def test_a_family_titled_entry_is_titled_by_the_full_name_it_holds():
    forms = ["Miss Baker", "Jordan", "Jordan Baker"]
    assert full_name_title("Miss Baker", forms, Counter({"Miss Baker": 25, "Jordan": 24, "Jordan Baker": 9})) \
        == "Jordan Baker"
    # the given name and full name written less than the title: the reader knows her as Miss Baker
    assert full_name_title("Miss Baker", forms, Counter({"Miss Baker": 25, "Jordan": 4, "Jordan Baker": 2})) \
        == "Miss Baker"
    # met chapters after the title (stop 58's review: Gatsby's Miss Baker in chapter 1, Jordan Baker in chapter 2):
    # the entry is dated by its title's ties, so the reader who knows Miss Baker would lose the entry
    counts = Counter({"Miss Baker": 25, "Jordan": 24, "Jordan Baker": 9})
    assert full_name_title("Miss Baker", forms, counts, {"Miss Baker": 1, "Jordan": 2, "Jordan Baker": 2}) == "Miss Baker"
    assert full_name_title("Miss Baker", forms, counts, {"Miss Baker": 1, "Jordan": 1, "Jordan Baker": 1}) == "Jordan Baker"
    # two full names of the surname in one entry, or no bare given name: no one name to title it by
    assert full_name_title("Mr. Dobbin", ["Mr. Dobbin", "William Dobbin"], Counter({"Mr. Dobbin": 3, "William Dobbin": 9})) \
        == "Mr. Dobbin"


def test_no_tie_where_the_given_name_is_a_daughters():
    # Jane Eyre's shape: Mrs. Reed and her daughter Georgiana Reed, whom the servants call Miss Georgiana
    lines = [line.replace("Mrs. Wilson", "Mrs. Reed").replace("Myrtle", "Georgiana") for line in WILSONS]
    lines += ["Bessie said that Miss Georgiana was asleep, and she went down with Nick to the kitchen."]
    once = ["John Reed was at the window.", "“Yes, but listen,” said Georgiana Reed to Catherine, nodding her head."]
    found = find_characters(_told(lines, once), "en")
    assert "Georgiana" not in entity_with(found, "Mrs. Reed").names
