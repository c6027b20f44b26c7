"""A person's noun or a calling right before an English name, no comma between, says who (en/identity.close_apposed;
stop 63, Fathers and Children's judged "no" row: Prokofitch's card was a fragment, the text's "The old man Prokofitch
was the only one who did not like him" read as a quality only)."""

from __future__ import annotations

import pytest

from understory_cli.extractive.describe import description_score, summary_value


@pytest.mark.parametrize("sentence", [
    "The old man Prokofitch was the only one who did not like him; he handed him the dishes with a surly face.",
    "Then the old servant Prokofitch came in.",
    "At that moment the doctor Prokofitch came out of the house.",
])
def test_a_noun_or_a_calling_right_before_the_name_says_who(sentence):
    assert description_score(sentence, ["Prokofitch"]) == 3
    assert summary_value(sentence, ["Prokofitch"]).full


@pytest.mark.parametrize("sentence", [
    "He looked at his uncle Prokofitch.",  # a kin word: whose uncle is the relation's to say
    "She sprinkled the powder over the pumpkin head of his man Prokofitch.",  # whose man, governed: a plot line (Oz)
    "She sprinkled the powder over the head of the man Prokofitch.",
    "He gave it to the man, Prokofitch, and went out.",  # a comma: another shape
    "Prokofitch came in with the tea.",
    # the review: an object with its own clause, a relative clause without its pronoun, a cover story
    "She assured the doctor Prokofitch would not come.",
    "The girl Prokofitch had wronged came back.",
    "The man Prokofitch shot was a thief.",
    "He dressed as the old woman Prokofitch and left.",
])
def test_a_kin_word_or_nothing_before_the_name_is_no_close_apposition(sentence):
    assert description_score(sentence, ["Prokofitch"]) < 3


def test_a_card_of_a_sentence_about_something_else_quotes_the_close_apposition():
    """"…the boy Button-Bright…" (the parse's cut before; now the patterns' own span, en/identity.close_span)."""
    from understory_cli.extractive.describe import excerpt
    sentence = "Dorothy walked ahead, and then the boy Button-Bright ran down the road after the others, laughing."
    assert excerpt(sentence, ["Button-Bright"]) == "…the boy Button-Bright…"
    assert excerpt("Then the old servant Prokofitch came in.", ["Prokofitch"]) == "…the old servant Prokofitch…"
    # …not where a clause of its own says more (Oz: on the first try the cut lost "who was the real heir")
    whole = "So we may suspect that Mombi aided him to hide the girl Ozma, who was the real heir to the throne."
    assert excerpt(whole, ["Ozma"]) == whole
