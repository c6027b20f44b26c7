"""Stop 63, English: a sexless title (Dr., Professor, Archdeacon) with a surname is sexed by the he or she after it, as
a rank is, so Dr. Proudie and his wife Mrs. Proudie are two entries whatever bare Proudie they share (three of
Barchester Towers' seven wrong merges); a short form (Dr. Stanhope) has the sex of the fuller forms of its title and
surname (Dr. Vesey Stanhope … he); and a bare surname already joined to the man is never offered to the woman, so it
reaches the man's fuller name rather than no one."""

from __future__ import annotations

from understory_cli.extractive.en.rules import EnglishRules
from understory_cli.extractive.names import find_characters

from support.written_book import told_over, written_book

# written for the test, in Barchester Towers' shapes: a bishop, his wife and their bare surname
PROUDIE = [
    "Dr. Proudie came to the palace in the spring. He was a man of mild manners.",
    "Mrs. Proudie sat in the drawing-room. She ruled the palace with a firm hand.",
    "Dr. Proudie looked at his chaplain, and he said nothing at all.",
    "Mrs. Proudie rang the bell. She wanted her tea, and Proudie was late again.",
    "The chaplain bowed to Mrs. Proudie, and Dr. Proudie went out to the garden.",
    "Proudie had been made a bishop by the ministry. Dr. Proudie thanked them.",
]

# a canon named in full and shortened, his wife, and the family's bare surname
STANHOPE = [
    "The canon in residence was Dr. Vesey Stanhope, and he lived in Italy.",
    "Dr. Vesey Stanhope was summoned home. He came with all his family.",
    "On the sofa sat Mrs. Stanhope. She wore a beautiful dress.",
    "The chaplain bowed to Mrs. Stanhope, and the canon went out.",
    "Dr. Stanhope determined to spend the summer at his residence in Barchester.",
    "Such was Dr. Stanhope. Mrs. Stanhope was even less plainly marked.",
    "Stanhope was a good-looking gentleman, and Stanhope liked his dinner.",
]


def test_a_doctor_and_a_mrs_of_one_surname_are_two_people():
    found = find_characters(written_book(["\n".join(PROUDIE)], 4), "en")
    wife = next(e for e in found if "Mrs. Proudie" in e.names)
    assert "Dr. Proudie" not in wife.names


def test_a_doctors_short_form_has_his_full_forms_sex():
    paragraphs = written_book(["\n".join(STANHOPE)], 1)
    sexes = EnglishRules().sexes(paragraphs, {"Dr. Vesey Stanhope", "Dr. Stanhope", "Mrs. Stanhope", "Stanhope"})
    assert sexes["Dr. Vesey Stanhope"] == "m" and sexes["Dr. Stanhope"] == "m" and sexes["Mrs. Stanhope"] == "f"


def test_a_doctors_bare_surname_reaches_his_full_name_not_his_wife():
    found = find_characters(written_book(["\n".join(STANHOPE)], 4), "en")
    doctor = next(e for e in found if "Dr. Vesey Stanhope" in e.names)
    wife = next(e for e in found if "Mrs. Stanhope" in e.names)
    assert "Dr. Stanhope" in doctor.names and "Dr. Stanhope" not in wife.names and "Stanhope" not in wife.names


# written for the test, in Fathers and Children's shapes: a widow and her late husband's bare surname (and a family
# sharing one, whose bare surname the review kept to the one full name of it)
KIRSANOV = [
    "At that moment there came in Pavel Petrovitch Kirsanov, a man of middle height in a dark English suit.",
    "Pavel Petrovitch looked at the guests. Pavel Petrovitch said nothing to them.",
    "Nikolai Petrovitch smiled at his son. Arkady laughed, and Nikolai Petrovitch laughed too.",
    "At dinner Pavel said nothing, and then Piotr opened the door for Arkady.",
    "In 1847 the wife of Kirsanov died. Nikolai Petrovitch almost succumbed to this blow.",
    "More than once, as he went home, Kirsanov felt within him a bitter vexation. Arkady returned to Russia.",
    "Everyone admired Madame Odintsov. Madame Odintsov was twenty-nine, and she was calm.",
    "She had married Odintsov, a very wealthy man of forty-six. The late Odintsov had built the house.",
    "The house had been built with the approval of the deceased Odintsov. Odintsov had ordered the furniture.",
    "Arkady sat with Madame Odintsov in the garden, and Madame Odintsov smiled at him.",
]
KIRSANOV_ONCE = [
    "The house belonged to Nikolai Petrovitch Kirsanov, and his son Arkady Nikolaitch Kirsanov came home.",
    "Their father, Piotr Kirsanov, had been a general. Pavel Kirsanov was the elder brother.",
]


def test_the_late_husbands_bare_surname_is_no_form_of_his_widow():
    found = find_characters(told_over(KIRSANOV, 4, KIRSANOV_ONCE), "en")
    widow = next(e for e in found if "Madame Odintsov" in e.names)
    assert "Odintsov" not in widow.names


def test_the_late_and_a_given_name_is_no_man():
    """"the late Deborah" (the review): a sister mourned, a given name the lists know, no dead man's surname."""
    from understory_cli.extractive.en.sexes import late_surnames
    paragraphs = written_book(["Matty spoke of the late Deborah. The late Odintsov left her rich."], 1)
    assert late_surnames(paragraphs, {"Deborah", "Odintsov", "Matty"}) == frozenset({"Odintsov"})


def test_one_stray_she_does_not_make_a_doctor_a_woman():
    """"At noon Dr. Lydgate came in, and she rose": one she after an office's form is no woman (the review split him
    from Mr. Lydgate); two are, and one he is a man, as after a rank (Dr. Proudie above)."""
    from collections import Counter
    from understory_cli.extractive.en.sexes import office_sex
    assert office_sex(Counter({"f": 1})) is None and office_sex(Counter({"f": 2})) == "f"
    assert office_sex(Counter({"m": 1})) == "m"
    assert office_sex(Counter({"m": 3, "f": 1})) == "m" and office_sex(None) is None
