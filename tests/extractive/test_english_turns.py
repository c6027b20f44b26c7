"""Issue 43: a speaker's "my aunt" in a line no tag attributes, when the speaker is certain by alternation: two lines
tagged with two speakers, then quotations alone, turn by turn. A paragraph of speech that runs on (no closing quote),
narration between, or a run with one speaker only says nothing."""

from __future__ import annotations

from understory_cli.extractive.en.told import told

PEOPLE = [("Julius", ["Julius"]), ("Tuppence", ["Tuppence"]), ("Mrs. Reed", ["Mrs. Reed"]), ("Tommy", ["Tommy"])]
DIALOGUE = [
    "“Where did you come from?” said Tuppence, looking at him across the table.",
    "“From New York,” said Julius. “I came over last week.”",
    "“And why did you come?”",
    "“To find my cousin. I never saw her.”",
    "“Who else is looking for her?”",
    "“Only my aunt, Mrs. Reed, who is too old to travel.”",  # Julius's turn: two lines after Tuppence's
]


def test_an_untagged_line_of_a_two_person_dialogue_is_the_alternating_speakers():
    assert told(DIALOGUE, PEOPLE) == [("Mrs. Reed", "aunt", "Julius", 5)]


def test_a_doubtful_turn_says_nothing():
    run_on = DIALOGUE[:3] + ["“To find my cousin. I never saw her.", "“Only my aunt, Mrs. Reed, is left.”"]
    assert told(run_on, PEOPLE) == []  # the unclosed line runs on: the next paragraph may be the same speaker's
    broken = DIALOGUE[:4] + ["Tommy came in and sat down by the fire.", DIALOGUE[5]]
    assert told(broken, PEOPLE) == []  # narration ended the dialogue: whose line it is, the text does not say
    one = ["“Come here,” said Tuppence.", "“Come here at once,” said Tuppence.", "“Ask my aunt, Mrs. Reed.”"]
    assert told(one, PEOPLE) == []  # no alternation: one speaker tagged twice
