"""The eldest's title (stop 64, found on Mansfield Park): Miss Bertram is the family's eldest daughter and Mr. Bertram
its eldest son by the usage of English; a younger one is "Miss Julia Bertram". The one given name of the title's sex
written bare before the surname (Maria Bertram, Mary Crawford, Henry Crawford — even once) is the titled form's; and
the uses of the family's name that belong to another member stay out of the entry: "her aunt Norris" (a woman) in
Mr. Norris's, "Miss Maria Ward" (the mother before her marriage) in Maria Bertram's, "the youngest Miss Bertram" (the
younger sister) in the eldest's; a wife's title (Mrs. Bold) claims no woman of a family that has a Miss Bold."""

from __future__ import annotations

from support.written_book import P, holding, told_over, written_book

from understory_cli.extractive.names import find_characters


def test_the_one_bare_full_named_daughter_not_written_inside_the_title_is_the_eldest():
    from understory_cli.extractive.en.titled_siblings import eldest_ties

    lines = ["Maria Bertram was handsome, and she knew it.", "Miss Julia Bertram laughed at the play.",
             "Miss Bertram smiled at Mr. Rushworth.", "Julia Bertram was younger, and she sang.",
             "Henry Crawford came in, and he bowed.", "Mr. Crawford talked with Maria."]
    forms = {"Maria", "Julia", "Henry", "Miss Bertram", "Mr. Crawford", "Mr. Rushworth"}
    ties = eldest_ties(told_over(lines), forms)
    assert ("Maria", "Miss Bertram") in ties  # Julia is "Miss Julia Bertram": a younger sister
    assert ("Henry", "Mr. Crawford") in ties
    assert ("Julia", "Miss Bertram") not in ties
    untold = [line for line in lines if "Miss Julia" not in line]
    assert ("Maria", "Miss Bertram") not in eldest_ties(told_over(untold), forms)  # two sisters: which, no telling


def test_a_given_name_called_miss_clara_is_a_younger_sister_unless_another_familys():
    from understory_cli.extractive.en.titled_siblings import eldest_ties

    lines = ["Clara Hale came in, and she sat by the fire.", "Miss Hale rode out alone.",
             "The maid brought Miss Clara her tea."]
    forms = {"Clara", "Miss Hale"}
    assert not eldest_ties(told_over(lines), forms)  # Miss Clara: a younger sister, by the usage
    lines[2] = "Long ago Miss Clara Ward of Huntingdon had married, and Miss Clara was happy."
    assert ("Clara", "Miss Hale") in eldest_ties(told_over(lines), forms)  # the Miss Clara is a Ward, another family


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


def test_the_titled_surname_and_the_given_name_are_one_entry():
    entities = find_characters(written_book(PARK, 3), "en")
    for given, titled in (("Maria", "Miss Bertram"), ("Mary", "Miss Crawford"), ("Henry", "Mr. Crawford")):
        entity = holding(entities, titled)
        assert entity is not None and given in entity.names, (given, titled, entity and entity.names)


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


def test_a_wife_title_claims_no_woman_of_a_family_with_a_miss():
    once = ["In such matters Miss Bold and her sister-in-law had but one opinion."]
    entities = find_characters(told_over(BOLDS, 4, once=once), "en")
    mary = holding(entities, "Mary Bold")
    assert mary is not None and "Mrs. Bold" not in mary.names  # Mrs. Bold is the widow, Eleanor; Mary is Miss Bold


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
