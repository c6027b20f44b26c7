"""Issue 43, one man under his pet name and his title and surname (a 1920s thriller nobody tuned the finder on):
"Tommy" is a hypocorism of Thomas, and the text writes "Lieutenant Thomas Beresford (bow, Tommy!)", so Tommy and
Mr. Beresford are one entry; a pet form the text never writes beside its full name stays its own (Bill the Lizard is
no William). The passages are written for the test."""

from __future__ import annotations

from support.written_book import written_book

from understory_cli.extractive.names import find_characters


def _holding(entities, form: str):
    return next((e for e in entities if form in e.names), None)


ADVENTURERS = [
"""“Now then,” said Tommy, “where shall we go?” Tuppence looked at him. “Tommy, you’re stony!” she said.
“Ninth month: I found a friend of my childhood in Lieutenant Thomas Beresford (bow, Tommy!), whom I had not seen for five long years. I went to the pictures with the aforementioned Lieutenant Thomas Beresford,” said Tuppence.
“My time is my own,” replied Mr. Beresford magnificently. Tommy nodded.""",
"""“Well,” said Mr. Beresford, “what did you want to take a taxi for?” Tuppence laughed.
“Shall we really try it?” said Tommy. “There’s no mention of Mr. Beresford,” said Tuppence. Tommy grinned.""",
]

WONDERLAND = [
"""“Here, Bill! catch hold of this rope,” said the White Rabbit. Alice heard Bill on the roof. “Bill’s got to come down,” said Alice.
“William the Conqueror, whose cause was favoured by the pope,” said the Mouse. “Mr. William Bull was a grave man,” said Alice.
“That’s Bill,” said the Rabbit, and Bill went up the chimney. “I know Mr. Bull,” said the Mouse.""",
"""“Mr. Bull!” cried the Mouse. Bill kicked, and Bill flew up the chimney. “Poor Bill,” said Alice.
“Mr. Bull is at home,” said the Mouse.""",
]


def test_a_pet_name_written_beside_its_full_name_is_that_man_with_his_title():
    """Tommy and Mr. Beresford were two entries: the full name, twice beside "Tommy", never a candidate."""
    entities = find_characters(written_book(ADVENTURERS, 3), "en")
    tommy = _holding(entities, "Tommy")
    assert tommy is not None and "Mr. Beresford" in tommy.names
    assert _holding(entities, "Tuppence") is not tommy


def test_a_pet_name_never_written_beside_the_full_name_stays_apart():
    """Bill is a pet form of William, and William Bull is Mr. Bull, but nowhere is "William Bull" written with Bill."""
    entities = find_characters(written_book(WONDERLAND, 3), "en")
    bill, bull = _holding(entities, "Bill"), _holding(entities, "Mr. Bull")
    assert bill is not None and bull is not None and bill is not bull


AMERICAN = [
"""“Re your advertisement. Yours truly, Julius P. Hersheimmer.” Tuppence read the letter to Tommy.
Julius nodded. “Sure,” said Julius. Mr. Hersheimmer laughed, and Julius Hersheimmer sat down.""",
"""“I’ll hustle,” said Julius. Tommy rang up the hotel and asked for Julius Hersheimmer; Julius P. Hersheimmer came.
“Put me wise,” said Mr. Hersheimmer. Julius shook his head.""",
]


def test_a_full_name_with_and_without_its_middle_initial_is_one_man():
    """Julius P. Hersheimmer and Julius Hersheimmer, both written often enough to be forms, were two entries apart
    from Julius and Mr. Hersheimmer."""
    entities = find_characters(written_book(AMERICAN, 3), "en")
    julius = _holding(entities, "Julius")
    assert julius is not None
    assert {"Julius Hersheimmer", "Julius P. Hersheimmer", "Mr. Hersheimmer"} <= set(julius.names)
