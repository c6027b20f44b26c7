"""Issue 43, stop 65: a bare name the text gives one man under his own calling ("the student Basilio") is not the
titled namesake's ("Capitan Basilio"), whose entry took all the student's uses and his sentence."""

from __future__ import annotations

from dataclasses import dataclass

from support.written_book import entity_with, written_book

from understory_cli.extractive.names import find_characters

BASILIO = [
    "The man talking with them was the rich Capitan Basilio, who owned a house in the town.",
    "The elder was the medical student, Basilio, famous for his cures, and Isagani walked with him.",
    "“The harvest was good,” said Capitan Basilio to the curate, and Capitan Basilio laughed.",
    "Basilio went to the hospital, and the student Basilio studied all night.",
    "Isagani spoke to Basilio, and Basilio answered him about the lectures.",
    "The student Basilio thought of Juli, and Basilio wept in the dark.",
    "Basilio told Isagani of the school, and Isagani listened to Basilio.",
]


def test_a_bare_name_under_its_own_calling_is_not_the_titled_namesakes():
    found = find_characters(written_book(["\n".join(BASILIO)] * 4, 1), "en")
    capitan = entity_with(found, "Capitan Basilio")
    assert "Basilio" not in capitan.names  # the old code filed the student under the Capitan
    assert entity_with(found, "Basilio") is not capitan


def test_a_name_in_a_list_of_people_has_no_apposition():
    from understory_cli.extractive.en.describe import spans
    sentence = ("Then to his great surprise he made out, further in at the back of the room, chatting with Capitan "
                "Basilio, the curate, and the alferez of the Civil Guard, no less than the jeweler Simoun.")
    start = sentence.index("Capitan Basilio")
    # the old code cut "Capitan Basilio, the curate" out of the list as what he is
    assert not [(a, b) for a, b in spans(sentence, ["Capitan Basilio"]) if a == start and "curate" in sentence[a:b]]
    one = "He had a word with Starbuck, the chief mate, and went below."
    assert (19, 44) in spans(one, ["Starbuck"])  # "Starbuck, the chief mate" still


# Cranford's shape: a knight named in full a few times, and a Mr. of the same given name, the family's son
PETER = [
    "My father was related to Sir Peter Arley, and Miss Matty spoke of Sir Peter Arley with pride.",
    "“Mr Peter is come home,” said Martha, and Miss Matty ran to meet Mr Peter at the door.",
    "The servants loved Mr Peter, and Martha cooked for Mr Peter all day.",
    "Peter laughed at his sister, and Miss Matty kissed Peter.",
    "Poor Peter went to sea, and Miss Matty wept for Peter.",
    "Peter wrote from India, and Miss Matty read the letter of Peter.",
]


def test_a_knights_given_name_a_mr_bears_alone_is_not_the_knights():
    found = find_characters(written_book(["\n".join(PETER)] * 4, 1), "en")
    knight = entity_with(found, "Sir Peter Arley")
    assert "Peter" not in knight.names and "Mr Peter" not in knight.names  # the old code filed the son under him
    assert entity_with(found, "Peter") is entity_with(found, "Mr Peter")


@dataclass
class Para:
    text: str
    kind: str = "body"


def _namesakes(lines: list[str], counts: tuple[tuple[str, int], ...]) -> set[str]:
    from understory_cli.extractive.en.namesakes import namesakes
    from understory_cli.extractive.types import Candidate, Votes

    return namesakes([Para(t) for t in lines], {f: Candidate(f, n, Votes(person=1.0)) for f, n in counts})


def test_a_full_name_is_no_titled_namesake():
    text = ["The clergyman Crawford came, and the clergyman Crawford spoke to Henry Crawford's sister.",
            "The student Basilio came, and the student Basilio spoke to Capitan Basilio."]
    counts = (("Henry Crawford", 2), ("Henry", 5), ("Crawford", 9), ("Capitan Basilio", 2), ("Basilio", 9))
    assert _namesakes(text, counts) == {"Capitan Basilio"}  # Henry is a given name: Henry Crawford a full name


def test_a_calling_of_the_titles_own_walk_is_the_same_man():
    # Sergeant Cuff is "the detective Cuff", Padre Irene "the priest Irene", "the curate Irene": one man each
    text = ["The detective Cuff came, and the detective Cuff spoke. The priest Irene and the curate Irene prayed.",
            "The student Basilio came, and the student Basilio spoke to Capitan Basilio."]
    counts = (("Sergeant Cuff", 5), ("Cuff", 9), ("Padre Irene", 3), ("Irene", 9), ("Capitan Basilio", 2),
              ("Basilio", 9))
    assert _namesakes(text, counts) == {"Capitan Basilio"}  # the branch's first rule split the sergeant and the padre


def test_a_knights_short_form_stays_his_beside_a_mr_of_his_given_name():
    # the knight's "Sir Peter" is his, not the son's (the branch's first rule filed Sir Peter with Mr Peter and split
    # Sir Peter Arley from it)
    lines = [PETER[0].replace("spoke of Sir Peter Arley", "spoke of Sir Peter"), *PETER[1:],
             "Sir Peter Arley rode by, and Sir Peter smiled at Martha."]
    found = find_characters(written_book(["\n".join(lines)] * 4, 1), "en")
    knight = entity_with(found, "Sir Peter Arley")
    assert "Sir Peter" in knight.names and "Peter" not in knight.names
    assert entity_with(found, "Mr Peter") is not knight
