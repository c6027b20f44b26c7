"""Issue 43, stop 55: one woman split by her title + surname and her given name ("Mademoiselle Daubreuil" / "Marthe",
The Murder on the Links) is joined where the text writes both in one full name ("Mademoiselle Marthe Daubreuil"),
and only where that given name is the one the text writes before the surname (two sisters: no join)."""

from __future__ import annotations

from support.written_book import entity_with, written_book

from understory_cli.extractive.en.titled_given import unmarried_full_names
from understory_cli.extractive.names import find_characters

# a mother and a daughter of one surname, as The Murder on the Links writes them
LINKS = [
    "Madame Daubreuil opened the door, and she looked at the magistrate.",
    "“Mademoiselle Daubreuil,” said M. Hautet, “we regret to disturb you.”",
    "Madame Daubreuil turned to her. “Marthe, dear—” But the girl shook her head.",
    "It was Marthe Daubreuil, running down the road after us, and she was out of breath.",
    "“The subject of the quarrel was Mademoiselle Marthe Daubreuil,” said Poirot to M. Hautet.",
    "“I love Mademoiselle Daubreuil, and I wish to marry her,” said Jack Renauld.",
    "“Marthe is as good as she is beautiful,” cried Jack Renauld to Madame Daubreuil.",
    "“I have nothing against Mademoiselle Daubreuil,” said Madame Renauld, and she sighed.",
    "I wrote to Marthe, and she answered me at once; Madame Daubreuil said nothing.",
    "Poirot spoke of Marthe, and M. Hautet of Madame Daubreuil, and they walked on.",
]

# … and each named again alone (the full name stays rare, no candidate of its own, as in the book)
AGAIN = [
    "Madame Daubreuil was silent, and she looked at Poirot.",
    "Mademoiselle Daubreuil was pale, and she said nothing to M. Hautet.",
    "Marthe smiled at Jack Renauld, and she went out.",
    "M. Hautet bowed to Madame Daubreuil, and Poirot bowed to Mademoiselle Daubreuil.",
    "Marthe came back, and Jack Renauld took her hand.",
]


def test_a_full_name_with_the_unmarried_title_joins_the_given_name_and_the_titled_form():
    found = find_characters(written_book(["\n".join(LINKS)] + ["\n".join(AGAIN)] * 3, 1), "en")
    marthe, mother = entity_with(found, "Marthe"), entity_with(found, "Madame Daubreuil")
    assert "Mademoiselle Daubreuil" in marthe.names
    assert marthe is not mother and "Marthe" not in mother.names


def test_two_given_names_before_the_surname_or_no_title_in_the_full_name_join_nothing():
    class P:
        def __init__(self, text: str) -> None:
            self.text = text

    forms = {"Miss Bennet", "Jane", "Elizabeth", "Marthe", "Mademoiselle Daubreuil", "Madame Daubreuil"}
    sisters = [P("Miss Jane Bennet smiled; Elizabeth Bennet laughed."), P("Miss Bennet and Elizabeth walked.")]
    assert unmarried_full_names(sisters, forms) == {}  # Jane or Elizabeth: which is Miss Bennet, the discourse says
    untitled = [P("It was Marthe Daubreuil."), P("Marthe Daubreuil ran.")]
    assert unmarried_full_names(untitled, forms) == {}  # no title inside the full name: mother or daughter
    titled = untitled + [P("It was Mademoiselle Marthe Daubreuil.")]
    assert unmarried_full_names(titled, forms) == {("Marthe", "Mademoiselle Daubreuil"): [0, 1, 2]}
