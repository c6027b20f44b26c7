"""The members of one family (stop 64, found on Mansfield Park, Cranford, Barchester Towers). The uses of the family's
name that belong to another member stay out of an entry: "her aunt Norris" (a woman) in Mr. Norris's, "Miss Maria
Ward" (the mother before her marriage) in Maria's. A dash before a clause saying how she is called is a naming ("Miss
Jenkyns-Deborah, as she liked Miss Matty to call her"), not where the title's sex and the pronoun disagree.

The review of stop 64 took out the eldest's-title rule (Miss Bertram = the one daughter written bare before the surname,
Mr. Bertram = the one son) and the rule that one Miss X keeps Mrs. X from her own full name: the negatives below hold
a father apart from his son, a younger sister from the eldest's title, a stranger from Mr. X, a widow with her name."""

from __future__ import annotations

from support.written_book import P, holding, told_over, written_book

from understory_cli.extractive.names import find_characters


PARK = [
    """Miss Maria Ward, of Huntingdon, married Sir Thomas Bertram long ago, and her sister married Mr. Norris.
Maria Bertram was the elder daughter, and she was handsome; Miss Julia Bertram was the younger.
Mary Crawford came to the parsonage, and she played the harp. Henry Crawford came with her, and he laughed.""",
    """Miss Bertram walked with Mr. Rushworth. Miss Crawford played the harp, and Mr. Crawford listened.
“I am tired,” said Maria. “I am not,” said Mary. “Nor I,” said Henry. Fanny feared her aunt Norris.
Mr. Norris was ill. “Come,” said Julia. Miss Crawford sang, and Edmund smiled.
Mr. Crawford said that he would marry the youngest Miss Bertram. Mr. Norris died.""",
    """Maria sighed, and Mary laughed, and Henry smiled. Julia wept. Edmund frowned.
“Yes,” said Miss Crawford. “No,” said Miss Bertram. Miss Crawford smiled at Edmund.""",
]


def test_the_uses_of_another_member_of_the_family_stay_out():
    entities = find_characters(written_book(PARK, 3), "en")
    norris = holding(entities, "Mr. Norris")
    assert norris is not None and norris.mentions == 3 * 3  # not "her aunt Norris", a woman
    maria = holding(entities, "Miss Bertram")
    # each "Miss Bertram" but the youngest's, and each "Maria" but Miss Maria Ward's
    assert maria is not None and maria.mentions == (2 + 3) * 3, maria.mentions
    # "Miss Maria" alone, once, is no eldest's (the usage calls her Miss Bertram): the aunt, Miss Maria Ward
    once = "Their friends thought Miss Ward quite as handsome as Miss Maria, and said so."
    entities = find_characters(written_book(PARK, 3) + [P("1.10.99", 10, 1, "text", once)], "en")
    maria = holding(entities, "Miss Bertram")
    assert maria is not None and maria.mentions == (2 + 3) * 3, maria.mentions


BOLDS = ["John Bold had died young, and he was mourned. Poor Eleanor Bold sat with her baby.",
         "Mary Bold stood up beside her. Mrs. Bold wept.",
         "Mary Bold read to her, and Mrs. Bold listened.", "Mrs. Bold thanked her sister-in-law, and Mary Bold smiled.",
         "Mrs. Bold slept."]


def test_a_dash_before_how_she_is_called_names_one_woman():
    from understory_cli.extractive.en.coreference import dashed_namings

    text = "Then came Miss Jenkyns-Deborah, as she liked Miss Matty to call her, her father having once said so."
    assert dashed_namings(text, {"Miss Jenkyns", "Deborah", "Miss Matty"}) == [("Miss Jenkyns", "Deborah")]
    assert not dashed_namings("Miss Jenkyns-Deborah came in, and Miss Matty rose.", {"Miss Jenkyns", "Deborah"})
    lines = ["Miss Jenkyns wrote the letter, and she sealed it.", "“No,” said Deborah, and Deborah smiled.",
             "Miss Jenkyns frowned at the shopman.", "“Yes,” said Miss Jenkyns."]
    once = ["Then came Miss Jenkyns-Deborah, as she liked Miss Matty to call her, her father having once said so."]
    entities = find_characters(told_over(lines, 4, once=once), "en")
    deborah = holding(entities, "Deborah")
    assert deborah is not None and "Miss Jenkyns" in deborah.names
    # a man's title before the dash and "call her": a man and a woman, no naming (Cranford: Mr. Holbrook, Matty)
    text = "Then in came Mr. Holbrook—Matty, as he liked Miss Pole to call her, stood up at once."
    assert not dashed_namings(text, {"Mr. Holbrook", "Matty", "Miss Pole"})


def _entry(entities, form):
    entity = holding(entities, form)
    assert entity is not None, form
    return entity


def test_a_father_is_not_the_son_written_once_in_full():
    lines = ["Mr. Tulliver sat by the fire, and he frowned at the mill.", "“The law is the devil,” said Mr. Tulliver.",
             "Tom came home from school, and he ran to the pond.", "“Father,” said Tom, “I caught a fish.”",
             "Mr. Tulliver laughed at his son.", "Maggie cried, and Tom scolded her."]
    entities = find_characters(told_over(lines, 4, once=["Tom Tulliver was thirteen that spring, and he was proud."]), "en")
    assert "Tom" not in _entry(entities, "Mr. Tulliver").names


def test_a_stranger_sharing_a_given_name_is_not_mr_x():
    lines = ["Mr.\xa0Palmer yawned over his newspaper, and he said nothing.", "“Very droll,” said Mr.\xa0Palmer.",
             "Thomas brought in the letters, and he bowed.", "Elinor questioned Thomas about the news.",
             "Mrs.\xa0Palmer laughed, and she chattered."]
    once = ["The newspapers announced that the lady of Thomas Palmer, Esq. was safely delivered of a son."]
    entities = find_characters(told_over(lines, 4, once=once), "en")
    assert "Thomas" not in _entry(entities, "Mr. Palmer").names


def test_a_younger_sister_written_once_in_full_is_not_the_eldest():
    lines = ["Miss Woodford kept house for her father, and she was grave.", "“Hush,” said Miss Woodford.",
             "Kitty laughed at the soldiers, and she ran off.", "“La!” said Kitty.", "Miss Woodford frowned at her sister."]
    entities = find_characters(told_over(lines, 4, once=["Kitty Woodford was sixteen, and she was wild."]), "en")
    assert "Kitty" not in _entry(entities, "Miss Woodford").names


def test_one_miss_of_the_family_leaves_the_widow_her_name():
    lines = ["John Bold had died young, and he was mourned. Poor Eleanor Bold sat with her baby.",
             "Eleanor Bold stood up by the window. Mrs. Bold wept.",
             "Eleanor Bold read to her father, and Mrs. Bold listened.",
             "Mrs. Bold thanked her father, and Eleanor Bold smiled.", "Mrs. Bold slept."]
    once = ["In such matters Miss Bold and her sister-in-law had but one opinion."]
    entities = find_characters(told_over(lines, 4, once=once), "en")
    assert "Mrs. Bold" in _entry(entities, "Eleanor Bold").names


def test_a_miss_and_a_given_name_and_a_second_that_is_no_sister_keep_their_uses():
    # "Miss Betty" is Miss Betty Barker's own form, not an eldest's title: "the younger Miss Betty" is hers
    lines = ["Miss Betty Barker came to tea, and she bowed.", "“Yes,” said Miss Betty.", "Betty Barker smiled at Miss Matty.",
             "Miss Matty poured the tea, and she sighed.", "“No,” said Miss Matty."]
    once = ["When Miss Barker died, Miss Betty was justified in shutting up shop.", "The younger Miss Betty was kind.",
            "She talked to Miss Betty in a kind manner."]
    entities = find_characters(told_over(lines, 4, once=once), "en")
    assert not _entry(entities, "Miss Betty").uncounted
    # "For a second Miss Hale": a moment, no second daughter
    lines = ["Miss Hale paused, and she looked out.", "For a second Miss Hale was silent.", "“No,” said Margaret.",
             "Margaret Hale wept."]
    hale = _entry(find_characters(told_over(lines, 4), "en"), "Miss Hale")
    assert "Margaret" in hale.names and not hale.uncounted, hale.uncounted
