"""Issue 43, kinds: a river or a road written only as "the X" after a preposition of a way is a place, not a thing
("up the Amazon", "along the Amazon" in The Lost World; "over the Arno" in A Room with a View; both filed "term" by
the judges' tables). Not a paper or a ship ("on the Gazette", "sail on the Anzora"), nor a fairy tale's beings and
things written the same way ("upon the Lion", "on the Golden Cap"). The sentences are the books' own."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.aliases import kind_of
from understory_cli.extractive.en.candidates import find_candidates

LOST_WORLD = [
    "“I have already been up the Amazon,” said Lord John Roxton to Challenger. Summerlee nodded.",
    "It is a word of terror along the Amazon, and Challenger laughed at Summerlee.",
    "I am a journalist on the Gazette, and Challenger read the Gazette to Summerlee.",
]

ROOM = [
    "“I want so to see the Arno,” said Lucy to Miss Bartlett. The rooms would have looked over the Arno.",
    "Miss Bartlett stole down the arcade towards the Arno, and Lucy looked across the Arno.",
]

OZ = [
    "The Scarecrow climbed upon the Lion, and the Lion said to Dorothy, “Hold fast.” Dorothy smiled at the Lion.",
    "“I am not afraid,” said the Lion, and the Lion looked over the Scarecrow at Dorothy.",
    "Dorothy put on the Golden Cap, and the Golden Cap shone over the Golden Cap's box. Dorothy laughed.",
]


def test_a_name_written_after_a_way_s_preposition_is_a_place():
    lost = find_candidates(told_over(LOST_WORLD))
    assert kind_of(lost["Amazon"]) == "place"
    assert kind_of(lost["Gazette"]) != "place"  # on the Gazette: a paper
    room = find_candidates(told_over(ROOM))
    assert kind_of(room["Arno"]) == "place"


def test_a_fairy_tale_s_beings_and_things_written_so_stay():
    oz = find_candidates(told_over(OZ))
    assert kind_of(oz["Lion"]) == "person"
    assert kind_of(oz["Golden Cap"]) != "place"


def test_one_way_s_use_among_many_types_nothing():
    """Review: Moby-Dick's one "over the Pequod" made the ship (173 uses) a place; "through the Gazette" a paper one."""
    ship = ["The old Pequod rolled at dawn, and nobody cared. The Pequod was quiet all that morning.",
            "Then came the Pequod again, black with age, and the sea was grey."]
    found = find_candidates(told_over(ship) + told_over(["A wave broke over the Pequod, and the sea was grey."], 1))
    assert not found["Pequod"].kind_votes["place"]
