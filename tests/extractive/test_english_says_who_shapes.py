"""Issue 43, English cards on books nobody tuned on (Alice's cast, Moby-Dick's mates): a name of common nouns first
met in lower case ("a small grey badger, that was sitting …"), a kind a speaker states ("It's a Siamese cat"), how
one is found at a first meeting (a posture and what one does in it), where one lives ("over that hill lives a
Tinker"), and an apposition said in passing inside a sentence about something else, quoted as its own span. The
passages are written for these tests, in the books' manner."""

from __future__ import annotations

from types import SimpleNamespace

from understory_cli.analyze.described import descriptions_of
from understory_cli.analyze.mentions import matcher
from understory_cli.extractive.describe import description_score, descriptions, summary_value

BADGER = ("She climbed the bank, and looked over the top of the fern, and her eyes met those of a small grey badger, "
          "that was sitting on a stump with its paws folded, slowly smoking a clay pipe, and taking no notice of her.")


def test_a_name_of_common_nouns_first_met_in_lower_case_says_who():
    assert description_score(BADGER, ["Badger"]) == 3
    [(_, strength, text)] = descriptions([BADGER], ["Badger"])
    assert strength == 3 and text.startswith("…a small grey badger, that was sitting on a stump")
    assert summary_value(text, ["Badger"]).full
    # what "of" governs is something else's part; a bare noun, a list, a proper name in lower case are no meeting
    for plot in ("She saw the grey flank of a small badger, that was gone at once.",
                 "She met a badger on the road.",
                 "She met a badger and a fox, sitting in the ferns."):
        assert description_score(plot, ["Badger"]) < 3, plot
    assert description_score("She met a dorothy, that was sitting there.", ["Dorothy Gale"]) == 0


def test_a_kind_a_speaker_states_says_who_but_not_a_guess_a_wish_or_a_question():
    assert description_score("“It’s a Siamese cat,” said the Cook, “and that’s why.”", ["Siamese Cat"]) == 3
    assert description_score("She soon made out that it was only a weasel that had crept in like herself.",
                             ["Weasel"]) == 3
    for view in ("“I think it’s a Siamese cat,” said the Cook.", "“Is it a Siamese cat?” said the Cook.",
                 "“I wish it was a Siamese cat,” said the Cook.", "“It’s not a Siamese cat,” said the Cook."):
        assert description_score(view, ["Siamese Cat"]) == 0, view


def test_how_one_is_found_at_a_first_meeting_places_them():
    found = ("The door opened on a low kitchen, full of steam from wall to wall: the Countess was sitting on a stool "
             "by the fire, mending a net; the maid was leaning over the tub, scrubbing a large pot that seemed to be "
             "older than the house.")
    [(_, strength, text)] = descriptions([found], ["Countess"])
    assert (strength, text) == (2, "…the Countess was sitting on a stool by the fire, mending a net…")
    assert summary_value(text, ["Countess"]).usable
    for plot in ("The Countess was sitting down to dinner, laughing at the maid.",  # a movement of the plot
                 "The Countess was sitting by the fire."):                         # where, and nothing she does
        assert description_score(plot, ["Countess"]) < 2, plot


def test_where_one_lives_after_the_verb_places_them():
    said = "Over that hill, the Cat said, waving its tail, lives a Tinker: and over that one lives a Miller."
    assert description_score(said, ["Tinker"]) == 2 and description_score(said, ["Miller"]) == 2
    assert summary_value(descriptions([said], ["Tinker"])[0][2], ["Tinker"]).usable


def test_an_apposition_in_passing_is_quoted_as_its_span():
    passing = ("As for the owner himself, he bore it like a sage; but for all his calm there was a tear in his eye. "
               "And he, too, ran more than a little from cabin to deck—now a word below, and now a word with Halloran, "
               "the second mate.")
    found = descriptions(["As for the owner himself, he bore it like a sage.",
                          "And he, too, ran more than a little from cabin to deck—now a word below, and now a word "
                          "with Halloran, the second mate."], ["Halloran"])
    assert [(i, s, t) for i, s, t in found] == [(1, 3, "…Halloran, the second mate.")]
    assert summary_value("…Halloran, the second mate.", ["Halloran"]).full
    assert description_score(passing, ["Halloran"]) == 3
    # a sentence about its subject is quoted whole; an apposition closed by a parenthesis is one
    assert descriptions(["Halloran, the second mate, was a lean man from Kent."], ["Halloran"])[0][2] == \
        "Halloran, the second mate, was a lean man from Kent."
    assert description_score("The juror (it was Tom, the Newt) dropped his pencil.", ["Tom"]) == 3


def _para(chapter: int, k: int, text: str):
    return SimpleNamespace(chapter_no=chapter, kind="p", text=text, locator=f"1.{chapter}.{k}")


def test_the_lower_case_meeting_before_the_name_is_the_card():
    """The chapter before the name is first written ends with the meeting in lower case: the summary quotes it."""
    paragraphs = [_para(1, 1, "She walked a long way through the wood."), _para(1, 2, BADGER),
                  _para(2, 1, "The Badger and Mary looked at each other for some time in silence."),
                  _para(2, 2, "“Who are you?” said the Badger."),
                  _para(5, 1, "The grey badger, that was sitting there, was gone.")]
    badger = SimpleNamespace(name="Badger", names=["Badger"], chapter_mentions={2: 2}, uncounted={})
    out = descriptions_of([badger], paragraphs, {"Badger": matcher(["Badger"])}, lambda e, chapter: e.names)
    [(where, text)] = out["Badger"]
    assert where.locator == "1.1.2" and text.startswith("…a small grey badger, that was sitting")
    # a lower-case meeting chapters before the first naming is not read for it
    far = SimpleNamespace(name="Badger", names=["Badger"], chapter_mentions={5: 1}, uncounted={})
    later = [paragraphs[1], _para(5, 1, "The Badger said nothing at all.")]
    assert "Badger" not in descriptions_of([far], later, {"Badger": matcher(["Badger"])}, lambda e, chapter: e.names)


def test_a_place_named_by_the_noun_of_places_before_it_says_what_it_is():
    asked = ("Why did the King of France, at his own expense, fit out ships from Calais, and invite to that town "
             "some score of families from our own island of Tuckernuck?")
    [(_, strength, text)] = descriptions([asked], ["Tuckernuck"])
    assert (strength, text) == (2, "…our own island of Tuckernuck…") and summary_value(text, ["Tuckernuck"]).usable
    # a house is no place's kind: "the house of the March Hare" says nothing of the Hare
    assert not summary_value("She came in sight of the house of the Tinker.", ["Tinker"]).usable


def test_an_apposition_that_goes_on_past_a_comma_is_not_cut_there():
    whole = "“She was a girl that came here from Dunmore, a place in the big, outside World."
    assert descriptions([whole], ["Dunmore"])[0][2] == whole


def test_a_list_of_names_given_by_the_sentence_before_says_who():
    told = "Once upon a time there were three little Mice, and their names were—"
    found = descriptions(["Tibby,\nNibs,\nand Patch."], ["Patch"], [False], lambda: [told])
    assert found == [(0, 3, f"{told} Tibby,\nNibs,\nand Patch.")]
    assert summary_value(found[0][2], ["Nibs"]).full
    # a list after a sentence that gives no names, or a sentence that is no list
    assert descriptions(["Tibby,\nNibs,\nand Patch."], ["Patch"], [False], lambda: ["Three little Mice ran off."]) == []
    assert descriptions(["Patch ran home."], ["Patch"], [False], lambda: [told]) == []


def test_a_speakers_own_kind_in_a_tagged_line_says_who():
    for said in ("“Once,” said the Sea Hare at last, with a deep sigh, “I was a real Hare.”",
                 "“I am a Munchkin,” said the Sea Hare."):
        assert description_score(said, ["Sea Hare"]) == 3 and summary_value(said, ["Sea Hare"]).full, said
    # the speaker's own title, a view, a name without "a", what another is
    for view in ("“I am a very bad Sea Hare,” said the Sea Hare.", "“I think I am a fool,” said the Sea Hare.",
                 "“I am Boq,” said the Sea Hare.", "“He is a fool,” said the Sea Hare."):
        assert description_score(view, ["Sea Hare"]) == 0, view


def test_a_line_about_its_subject_wins_the_window_over_one_the_card_cannot_show():
    """"…yet Tuckernuck was her great original" scores higher but is no line about Tuckernuck (a clause under
    "though"): the card would fall back to the generated line; the island phrase of a later chapter is chosen."""
    paragraphs = [_para(1, 1, "Though Salem has of late taken the trade, yet Tuckernuck was her great original."),
                  _para(2, 1, "Many families came from the neighboring island of Tuckernuck to the town.")]
    place = SimpleNamespace(name="Tuckernuck", names=["Tuckernuck"], chapter_mentions={1: 1, 2: 1}, uncounted={})
    out = descriptions_of([place], paragraphs, {"Tuckernuck": matcher(["Tuckernuck"])}, lambda e, chapter: e.names)
    assert [(where.locator, text) for where, text in out["Tuckernuck"]] == [("1.2.1", "…the neighboring island of Tuckernuck…")]


def test_a_named_phrase_far_into_a_sentence_about_another_and_an_apposition_in_a_question():
    servants = ("In spite of his considerable wealth he was plain in all his tastes, and his indoor servants at "
                "Wexley Court consisted of a married couple named Pellow, the husband acting as butler and the wife "
                "as cook.")
    assert descriptions([servants], ["Pellow"])[0][2] == \
        "…a married couple named Pellow, the husband acting as butler and the wife as cook."
    asked = "What does Dr. Ames, the man of science, ask of Nigel Fell, the specialist in crime?"
    assert descriptions([asked], ["Nigel Fell", "Fell"])[0][2] == "…Nigel Fell, the specialist in crime…"
    # a naming near the sentence's start stays whole
    near = "In the hills lived a youth called Tam, who kept goats."
    assert descriptions([near], ["Tam"])[0][2] == near
    assert descriptions(["This small clump of houses is the hamlet of Crossley, where the doctor lives."],
                        ["Crossley"])[0][2] == "…the hamlet of Crossley…"
    # the name cried twice is no apposition
    for cry in ("Oh! the Countess, the Countess!", "“The Grey Whale, the Grey Whale!”"):
        assert description_score(cry, ["Countess", "Grey Whale"]) == 0, cry
