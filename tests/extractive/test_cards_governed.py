"""Issue 43 §6, the card says who, on a whaling novel nobody tuned on (passages written in its manner): a name a
preposition governs is no sentence's subject, a title between them or not ("Captain Bildad, who along with Captain
Peleg was one of the owners" says what Bildad is); in a passage, an apposition to such a name ("… with her last
gift—a night-cap for Stubb, the merriest of the crew, …") is said in passing in the plot, no full
description, and the plain copula a few chapters on ("Stubb was the second mate.") is the card (but a calling
apposed, "for Stubb, the second mate,", says who: test_english_governed_calling). A short line that
names and says ("came to Glinda, the Good Witch of the South") still says who (test_cards_renaming). A copula in a
clause of what someone thought or of when ("nothing doubting but that the Pequod was the identical ship") is no
subject's card."""

from __future__ import annotations

from test_extractive_describe import _chosen, _p

from understory_cli.extractive.describe import subject_of, summary_value

PELEG = ["Captain Peleg", "Peleg"]
OWNERS = "It was Captain Bildad, who along with Captain Peleg was one of the largest owners of the vessel."
PASSAGE = ("At last, towards evening, when the riggers had gone ashore and the ship had been warped out from the "
           "pier, and when the good aunt had come off in a boat with her last presents—a woollen cap for Stubb, the "
           "merriest of the crew, her nephew, and a prayer-book for the cook—the two owners came up from the cabin.")


def test_a_name_after_a_preposition_and_a_title_is_not_the_copula_s_subject():
    assert subject_of(OWNERS, PELEG) is None
    assert not summary_value(OWNERS, PELEG).usable
    assert summary_value("Captain Peleg was one of the largest owners of the vessel.", PELEG).full


def test_an_apposition_to_a_governed_name_in_a_passage_is_no_full_description():
    assert not summary_value(PASSAGE, ["Stubb"]).full
    assert summary_value("A word with Starbuck, the chief mate, was enough.", ["Starbuck"]).full  # a line


def test_the_plain_copula_chapters_later_is_the_card():
    filler = [_p(c, f"The ship sailed on in chapter {c}; Stubb smoked.") for c in range(2, 5)]
    paragraphs = [_p(1, PASSAGE), *filler, _p(5, "Stubb was the second mate. He was a native of Cape Cod.")]
    assert _chosen(paragraphs, "Stubb") == ["Stubb was the second mate."]


def test_a_copula_in_a_clause_of_what_someone_thought_or_of_when_is_no_card():
    """The sentence is about the one who thought it, or about another time; "for X was …" still opens X's own."""
    assert not summary_value("I went home, nothing doubting but that the Pequod was the very ship for us.",
                             ["Pequod"]).usable
    assert not summary_value("He sailed as far as he could in those days, when the Atlantic was an unknown sea.",
                             ["Atlantic"]).usable
    assert summary_value("He said no more, for Stubb was the second mate.", ["Stubb"]).full


def test_the_noun_after_an_opening_phrase_is_the_main_clause_s_subject_not_an_apposition():
    pointed = "With finger pointed at the Pequod, the ragged stranger stood a moment in thought."
    assert not summary_value(pointed, ["Pequod"]).usable
    assert summary_value("In the morning, Glinda, the Good Witch of the South, sat upon her throne.", ["Glinda"]).full
