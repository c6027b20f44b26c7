"""A translation's titles (issue 43 §3): Padre, Fray, Doña, Señorita, Signorina are titles as Mr. and Mrs. are — a
blind El Filibusterismo had "Padre" alone, said to every friar, folded into the friar named most (and his card
another friar's)."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.names import find_characters

LINES = ["Padre Sibyla smiled at the students, and he said nothing.", "“Padre, you are right,” said Basilio.",
         "“Come here,” said Padre Sibyla.", "Padre Sibyla sat down.", "A friar came in; it was Padre Camorra.",
         "“Ah, Padre!” cried Isagani.", "The Padre was angry.", "Basilio went home, and he slept.", "“No,” said Isagani.",
         "“Yes,” said Doña Victorina, and she wept.", "Doña Victorina sighed, and she sat down."]


def test_a_translated_title_alone_is_no_ones_name():
    found = {e.name: e for e in find_characters(told_over(LINES, repeat=4), "en")}
    assert not any("Padre" in e.names for e in found.values())  # on 2c58668: Padre Sibyla's, 24 uses for 12
    assert found["Padre Sibyla"].mentions == 12
    assert {"Padre Camorra", "Doña Victorina", "Basilio", "Isagani"} <= set(found)
