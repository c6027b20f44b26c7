"""English identity lines a review found false. The next sentence's he/she is the name before it only where nobody else
could be meant: not with another person written by a common noun ("his brother", "the housekeeper"), nor inside a clause
of time or doubt. A name a speech closes on after a noun is whom it is said to ("He was a soldier, Tom."), no apposition."""

from __future__ import annotations

from understory_cli.extractive.en.antecedent import only_one


def test_another_person_by_a_common_noun_may_be_the_pronoun():
    assert only_one("That evening Holmes came home with his brother.", "He was a clerk in the Foreign Office.",
                    ["Holmes"]) is None
    assert only_one("At the door the housekeeper met Holmes.", "She was a widow of sixty.", ["Holmes"]) is None


def test_a_clause_of_time_or_doubt_says_nothing_of_who_one_is():
    assert only_one("We waited for Mary Morstan.", "I wondered whether she was a spy.", ["Mary Morstan"]) is None
    assert only_one("Mary Morstan stood at the door.", "Ever since she was a child she had feared the dark.",
                    ["Mary Morstan"]) is None


def test_the_one_person_named_is_still_read():
    said = only_one("For a while I lost sight of Jordan Baker, and then in midsummer I found her again.",
                    "At first I was flattered to go places with her, because she was a golf champion.", ["Jordan Baker"])
    assert said == ("Jordan Baker", "Jordan Baker was a golf champion.")


def test_a_name_spoken_to_is_not_the_noun_before_it():
    from understory_cli.extractive.describe import description_score

    assert description_score("“He was a soldier, Tom.”", ["Tom"]) == 0
    assert description_score("“I am a teacher, Jane.”", ["Jane"]) == 0
    assert description_score("“The inspector, Watson, is a capable officer.”", ["Watson"]) == 0
    assert description_score("The sister, Catherine, was a slender, worldly girl of about thirty.", ["Catherine"]) > 0
