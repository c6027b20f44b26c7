"""Issue 43, English kinds and one entry per being, from books nobody tuned the finder on (Alice's Adventures in
Wonderland, Moby-Dick, a detective's casebook): a beast's proper name is a character (Dinah was the cat), "said the
Knave" makes the Knave a speaker, a bare name its clause calls he is someone however often it follows "to" or "in",
"Bill, the Lizard" turned round ("the poor little Lizard, Bill,") is the same apposition, and a title the text says
some call by a name is that name's (the White Whale, Moby Dick). The passages are written for the test."""

from __future__ import annotations

from support.written_book import written_book

from understory_cli.extractive.en.candidates import find_candidates
from understory_cli.extractive.aliases import kind_of
from understory_cli.extractive.names import find_characters


def _holding(entities, form: str):
    return next((e for e in entities if form in e.names), None)


WONDERLAND = [
"""Alice sat on the bank. Dinah'll miss me very much to-night, thought Alice. (Dinah was the cat.) I wish our cat Dinah were here.
Alice thought of Dinah again, and of the milk she gave Dinah at tea-time. Dinah’s our cat, said Alice to the Mouse.""",
"""At last came a rumbling of little cart-wheels. Here, Bill! catch hold of this rope, said the White Rabbit. Alice heard Bill on the roof.
So Bill’s got to come down the chimney, thought Alice. The poor little Lizard, Bill, was in the middle, held up by two guinea-pigs.
Alice looked at Bill and at the Mouse. The White Rabbit sent Bill for the ladder.""",
"""The Knave of Hearts stood before the King in chains. “Please your Majesty,” said the Knave, “I didn’t write it.”
The King turned to the Knave. “You must have meant some mischief,” said the King. The Knave shook his head.
“I did not,” said the Knave. The Queen looked at the Knave of Hearts and at the Lizard.""",
"""The poor little juror (it was Bill, the Lizard) could not make out at all what had become of his pencil.
The Lizard wrote on his slate with one finger, and the Lizard, who had no ink, sat with its mouth open. Alice looked at the Lizard; the King looked at the Knave of Hearts.""",
]


def test_a_beasts_name_is_a_character_and_said_the_knave_is_a_speaker():
    """Dinah (only ever "Dinah was the cat", "our cat Dinah") and the Knave (said the Knave) were things."""
    candidates = find_candidates(written_book(WONDERLAND, 2))
    assert kind_of(candidates["Knave"]) == "person"
    entities = find_characters(written_book(WONDERLAND, 2), "en")
    assert _holding(entities, "Dinah").kind == "person"
    assert _holding(entities, "Knave of Hearts").kind == "person"


def test_the_lizard_bill_turned_round_is_bill_the_lizard():
    """Each apposition once ("Bill, the Lizard"; "the poor little Lizard, Bill,"): together the text says it twice,
    and Bill and the Lizard are one entry, a character."""
    entities = find_characters(written_book(WONDERLAND, 1), "en")
    bill = _holding(entities, "Bill")
    assert bill is not None and "Lizard" in bill.names and bill.kind == "person"
    assert _holding(entities, "White Rabbit") is not bill and _holding(entities, "Mouse") is not bill


WHALING = [
"""Ahab spoke of Moby Dick at every watch. Death to Moby Dick! cried the men, and they drank to Moby Dick.
Moby Dick swam in the Pacific, and he was seen by many ships. Ahab had sailed to Nantucket and back.""",
"""The captain told me that he had given chase to Moby Dick twice. Moby Dick turned, and he broke the boat.
“Captain Ahab,” said Tashtego, “that white whale must be the same that some call Moby Dick.” Ahab nodded.
In Moby Dick all evil was made visible to Ahab. Moby Dick sounded, and he was gone. Tashtego looked at Ahab.""",
"""None had seen the White Whale that year. “Hast seen the White Whale?” cried Ahab to every ship.
Fedallah, who was seen pulling the harpooneer oar, said nothing. Ahab watched Fedallah, and Fedallah watched the sea.
The White Whale rose at last, and Ahab struck at the White Whale. Tashtego sang out for Moby Dick.""",
]


def test_a_bare_name_called_he_is_someone_and_the_title_some_call_by_it_is_his():
    """Moby Dick, after "to" and "in" more often than anything else, was a place; the White Whale was another entry
    though Tashtego says that white whale is the one some call Moby Dick. Fedallah, who pulls an oar, was a thing."""
    entities = find_characters(written_book(WHALING, 2), "en")
    whale = _holding(entities, "Moby Dick")
    assert whale is not None and whale.kind == "person"
    assert "White Whale" in whale.names
    assert _holding(entities, "Fedallah").kind == "person"


CASEBOOK = [
"""I had taken rooms in Baker Street with Sherlock Holmes, and I soon learned that Holmes kept strange hours.
“You have been in Afghanistan, I perceive,” said Holmes. I stared at Sherlock Holmes in astonishment.
Mrs. Hudson brought up the tea. “A gentleman to see you, Mr. Holmes,” said Mrs. Hudson, and Holmes nodded.
“Come in, Dr. Watson,” said Holmes to me. “Watson, this is Inspector Lestrade.” Lestrade looked at Mr. Holmes.""",
"""“My brother Mycroft is cleverer than I,” said Holmes. Mycroft Holmes sat in the Diogenes Club.
“Sherlock,” said Mycroft Holmes, “you are late.” Holmes bowed to Mycroft. I looked at Mycroft, and Mycroft looked at me.
Holmes knelt by the body. “Watson,” said Holmes, “look at this ring.” Dr. Watson looked, and I saw nothing.""",
"""At Baker Street, Holmes played the violin. Mrs. Hudson knocked. “Mr. Holmes, a telegram,” said she.
“Watson, we leave tonight,” said Sherlock Holmes. Dr. Watson packed his bag; Holmes smiled at Mycroft.""",
]


def test_a_name_looked_at_and_bowed_to_is_someones_and_a_detective_is_one_entry():
    """"bowed to Mycroft", "looked at Mycroft": someone turned to, not a place; Mycroft was a place apart from
    Mycroft Holmes. The detective's three names are one entry, Dr. Watson's two another, his brother a third."""
    entities = find_characters(written_book(CASEBOOK, 3), "en")
    mycroft, sherlock = _holding(entities, "Mycroft Holmes"), _holding(entities, "Sherlock Holmes")
    assert mycroft is not None and "Mycroft" in mycroft.names and mycroft.kind == "person"
    assert sherlock is not mycroft and {"Holmes", "Mr. Holmes"} <= set(sherlock.names)
    watson = _holding(entities, "Dr. Watson")
    assert watson is not sherlock and "Watson" in watson.names and watson.kind == "person"


MANOR = [
"""They found Sir Charles Baskerville dead in the yew alley, and Dr. Mortimer wrote to Sir Henry Baskerville.
The manuscript told of Hugo Baskerville, and of the curse that came from Hugo Baskerville to all his line.
In London Sir Henry Baskerville stayed at the Northumberland Hotel, and Holmes went to the Northumberland Hotel.""",
"""“Who knew you were going to the Northumberland Hotel?” asked Holmes. I thought Sir Henry Baskerville did not know.
Holmes read again of Hugo Baskerville; the legend began with Hugo Baskerville. I knew Sir Charles Baskerville had believed it.""",
]


def test_a_man_of_a_titled_family_is_a_person_and_a_hotel_a_place():
    """Hugo Baskerville, after "from" and "of" only, was a place though Sir Charles and Sir Henry Baskerville bear
    his surname; the Northumberland Hotel, after "to" and "at", was a thing."""
    entities = find_characters(written_book(MANOR, 3), "en")
    assert _holding(entities, "Hugo Baskerville").kind == "person"
    assert _holding(entities, "Northumberland Hotel").kind == "place"
