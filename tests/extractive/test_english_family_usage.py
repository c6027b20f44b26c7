"""English family titles as the usage of the language assigns them, in a third-person book: a lady by her surname
(Lady Hale) is married, never the daughter called Miss Clara; a baronet (Sir Thomas Hale) is never Mr. Hale, his
heir is; and a daughter the narration calls Miss Clara is a younger sister, not Miss Hale (found on a blind book
where the heroine's entry held her dead mother's and her elder sister's titles, and her father's held his heir's)."""

from __future__ import annotations

from support.written_book import holding, written_book

from understory_cli.extractive.names import find_characters

HALES = [
    """Sir Thomas Hale of Ashby Court was a vain man. Sir Thomas Hale read the peerage every morning.
His second daughter, Clara Hale, was quiet and good. Her friend found Miss Clara in the garden, and Clara smiled.
Lady Hale had died many years before, and Sir Thomas Hale had never missed her much.
The servants said that Clara Hale remembered Lady Hale with love; Clara kept her letters.""",
    """Miss Hale, the eldest, was handsome and proud, and Miss Hale ruled the house for her father.
Poor Clara Hale sat with her books while Miss Hale received the visitors.
Mr. Hale, the heir, had quarrelled with Sir Thomas Hale long ago. Mr. Hale lived in London.
Sir Thomas Hale spoke of Mr. Hale with anger. When Clara Hale said nothing, the maid asked Miss Clara why she never spoke of Mr. Hale.""",
]


def test_a_third_person_family_keeps_its_titles_apart():
    entities = find_characters(written_book(HALES, 3), "en")
    clara = holding(entities, "Clara Hale")
    father = holding(entities, "Sir Thomas Hale")
    assert clara is not None and father is not None and clara is not father
    assert "Miss Clara" in clara.names
    assert not {"Lady Hale", "Miss Hale"} & set(clara.names)
    assert "Mr. Hale" not in father.names


def test_the_one_full_named_woman_called_miss_clara_is_not_miss_hale():
    from support.written_book import told_over

    from understory_cli.extractive.en.titled_surname import titled_surname_ties

    lines = ["Clara Hale came in, and she sat by the fire.", "Then Clara Hale smiled, for she was glad.",
             "Miss Hale rode out alone.", "The maid brought Miss Clara her tea."]
    forms = {"Clara Hale", "Miss Hale", "Clara"}
    assert titled_surname_ties(told_over(lines), forms)  # the one Hale woman: Miss Hale is she
    assert not titled_surname_ties(told_over(lines), forms | {"Miss Clara"})  # called Miss Clara: a younger sister
    assert not titled_surname_ties(told_over(lines), forms | {"Mrs. Hale"})  # the one Hale woman may be the wife
