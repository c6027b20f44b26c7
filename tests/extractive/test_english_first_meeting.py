"""Issue 43 point 6, English: the first meeting's indefinite introduction says who ("a White Rabbit with pink
eyes", "a Gryphon, lying fast asleep in the sun", from Alice's Adventures in Wonderland); the noun phrase must
carry more than the bare name, and whom a plot sentence is with is not what someone has."""

from __future__ import annotations

from understory_cli.extractive.describe import description_score

RABBIT = ("So she was considering in her own mind, whether the pleasure of making a daisy-chain would be worth the "
          "trouble of getting up and picking the daisies, when suddenly a White\nRabbit with pink eyes ran close by her.")


def test_an_indefinite_introduction_with_what_it_has_or_does_says_who():
    # a with-phrase of what it has, even with the name broken over a line
    assert description_score(RABBIT, ["White Rabbit", "Rabbit"]) == 3
    # a participle on the noun met
    assert description_score("They very soon came upon a Gryphon, lying fast asleep in the sun.", ["Gryphon"]) == 3


def test_a_bare_name_or_a_companion_is_no_introduction():
    for plot in ("Alice went on with a Gryphon.",                            # the bare name
                 "She walked off with a Gryphon with her.",                  # whom it is with
                 "Suddenly a Gryphon with a lantern ran past.",              # with a thing in hand: a plot sentence
                 "They came upon a Gryphon and a Mock Turtle, sleeping."):   # a list
        assert description_score(plot, ["Gryphon"]) < 3, plot
