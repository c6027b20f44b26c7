"""Issue 43, English kinds of persons the text never describes, from books nobody tuned the finder on (a 1920s
thriller, a Victorian schoolgirl's story): a woman's first name whose uses are speech and action ("Rita knows
nothing about me") is someone, and a full name whose prepositions are a place's ("a letter to Helen Burns") is a
person's. The passages are written for the test."""

from __future__ import annotations

from support.written_book import written_book

from understory_cli.extractive.names import find_characters


def _holding(entities, form: str):
    return next((e for e in entities if form in e.names), None)


THRILLER = [
"""“Who’s been blabbing? Rita?” asked Whittington. Tuppence shook her head at the name of Rita.
“No,” said Tuppence. “Rita knows nothing about me.” Whittington had never trusted Rita.""",
"""“It’s only a Christian name, Rita,” said Tuppence. Tommy looked at the list for Rita.
“Whittington mentioned it,” said Tommy. There was no Rita on the list of the saved.""",
]

SCHOOL = [
"""I walked to the garden with Helen Burns after dinner. Miss Temple had sent a letter to Helen Burns.
“Where is Helen Burns?” asked Miss Temple. I looked for Helen Burns in the schoolroom.""",
"""The girls went into the schoolroom; from Helen Burns I learned the rule of Lowood. I sat near Helen Burns.
“You are kind,” said Miss Temple, and I went to Lowood again.""",
]


def test_a_first_name_whose_uses_are_speech_and_action_is_a_person():
    """Rita was a thing: no speech verb, no pronoun after a bare use, only "Rita knows" and the name asked about."""
    entities = find_characters(written_book(THRILLER, 3), "en")
    rita = _holding(entities, "Rita")
    assert rita is not None and rita.kind == "person"


def test_a_given_name_and_a_surname_are_a_person_whatever_the_prepositions_say():
    """Helen Burns, written after to, from, with and near, was a place; Lowood, after to and of, stays one."""
    entities = find_characters(written_book(SCHOOL, 3), "en")
    helen = _holding(entities, "Helen Burns")
    assert helen is not None and helen.kind == "person"
    assert _holding(entities, "Lowood").kind == "place"


LAWYER = [
"""The visitor gave her his name: Sir James Peel Edgerton. “You are going about everywhere with Peel Edgerton.”
“Give up Peel Edgerton,” said Boris. Tuppence had heard of Peel Edgerton before.""",
"""“They say Peel Edgerton can smell a criminal,” said Boris. The car of Peel Edgerton stood at the door.""",
"""“You know old man Rysdale? Peter B. Rysdale, the oil king?” The emeralds of Rysdale were worth a million dollars.""",
]


def test_a_name_written_after_a_title_or_a_given_name_is_a_person():
    """Peel Edgerton, bare everywhere but in "Sir James Peel Edgerton" (too seldom a form), and Rysdale, bare but in
    "Peter B. Rysdale", were things."""
    entities = find_characters(written_book(LAWYER, 2), "en")
    edgerton = _holding(entities, "Peel Edgerton")
    assert edgerton is not None and edgerton.kind == "person"
    rysdale = _holding(entities, "Rysdale")  # after a given name and an initial, once
    assert rysdale is not None and rysdale.kind == "person"
