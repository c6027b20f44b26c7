"""Issue 43, English cards on books nobody tuned on: what a speaker says (The Hound of the Baskervilles' manner: a
view stays a view wherever the dialogue tag falls, never a card; an introduction a speaker makes, "this is my
friend Dr. Wells", states who someone is), a name given after its noun "by name" (Moby-Dick's Pip), and an
apposition of what one was for years (Captain Peleg). The passages are written for these tests."""

from __future__ import annotations

from understory_cli.extractive.describe import description_score, summary_value

NAMES = ["Dr. Harrow", "Harrow"]


def test_a_view_broken_by_a_dialogue_tag_is_still_a_view():
    for view in ("“I think,” said I, following the methods of my companion, “that Dr. Harrow is a successful, "
                 "elderly country surgeon.”",
                 "\"I believe,\" she said, \"Dr. Harrow is a quiet old man.\"",
                 "“I think that Dr. Harrow is a quiet old man,” said I."):
        assert description_score(view, NAMES) == 0, view
        assert not summary_value(view, NAMES).usable, view
    # a speech the tag breaks but that states no view still says who
    assert description_score("“Of course,” said I, “Dr. Harrow is the surgeon of the village.”", NAMES) == 3


def test_an_introduction_made_in_speech_says_who():
    for said in ("“No, this is my friend Dr. Harrow.”", "“Here is my cousin, Dr. Harrow, come from York.”",
                 "“Allow me to introduce my colleague Dr. Harrow,” said the inspector."):
        assert description_score(said, NAMES) == 3, said
        assert summary_value(said, NAMES, spoken_text=True).full, said
    # a relation asked about, or someone else presented, is no introduction of him
    for other in ("“Is this your friend Dr. Harrow?”", "“This is my friend's house, Dr. Harrow.”"):
        assert not summary_value(other, NAMES, spoken_text=True).full, other


def test_a_name_given_after_its_noun_by_name_says_who():
    for said in ("It was so in the Pequod with the little negro Pippin by nick-name, Pip by abbreviation.",
                 "There was aboard a young sailor, Pip by name, who kept the ship."):
        assert description_score(said, ["Pip"]) == 3, said
        assert summary_value(said, ["Pip"]).full, said
    # a name known by name is no naming of it
    assert description_score("I knew Pip by name, and no more.", ["Pip"]) == 0


def test_an_apposition_of_what_one_was_for_years_says_who():
    said = ("Old Captain Hosea, many years her chief-mate, before he commanded a vessel of his own, and now a retired "
            "seaman, had built upon her original grotesqueness.")
    assert description_score(said, ["Captain Hosea"]) == 3
    assert summary_value(said, ["Captain Hosea"]).full
    # a possessive no time phrase opens is an absolute phrase, not what the name is
    assert description_score("They walked to the Causeway, her shoes tinkling on the stones.", ["Causeway"]) == 0
