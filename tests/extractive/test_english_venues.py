"""Issue 43, hotels and restaurants the text never describes (a 1920s thriller nobody tuned the finder on): "the Ritz"
and "the Savoy", gone to, stayed at and come from, are places; the Lusitania, sailed on, stays a thing (a ship); a
name headed by a venue's word (South Audley Mansions) is a place, and so is one written once before it ("the
Carlton hotel"). The passages are written for the test."""

from __future__ import annotations

from support.written_book import written_book

from understory_cli.extractive.names import find_characters


def _holding(entities, form: str):
    return next((e for e in entities if form in e.names), None)


LONDON = [
"""“Perhaps it is time I strolled round to the Ritz,” said Tommy. Tuppence laughed at him.
“Those brass hats drove from the War Office to the Savoy, and from the Savoy to the War Office!” said Tommy.
Danvers sailed for England on the Lusitania, and Tuppence read of the Lusitania in the paper.""",
"""Tommy and Tuppence took up their abode at the Ritz. “Now let’s go to lunch at the Savoy,” said Tuppence.
A letter came from the Ritz, and Tommy rang up the Ritz. The Lusitania was torpedoed. Tommy went to South Audley Mansions.
“The girl came from the Lusitania,” said Tuppence, and they dined at the Blue Boar Inn.""",
"""Julius had rooms at the Carlton hotel. “The Carlton is full of Americans,” said Tommy. Carlton was a name Tuppence knew.""",
]


def test_a_hotel_gone_to_and_stayed_at_is_a_place_and_a_ship_sailed_on_is_not():
    """The Ritz and the Savoy were things, like the Lusitania."""
    entities = find_characters(written_book(LONDON, 3), "en")
    assert _holding(entities, "Ritz").kind == "place"
    assert _holding(entities, "Savoy").kind == "place"
    assert _holding(entities, "Lusitania").kind == "term"
    assert _holding(entities, "Audley Mansions").kind == "place"
    assert _holding(entities, "Carlton").kind == "place"  # the Carlton hotel, once


MONEY = [
"""“Look here!” Tuppence opened her bag. “My dear girl, don’t wave Fishers aloft like that!” said Tommy.
“They’re not Fishers,” said Tuppence. “They’re five times better than Fishers.” Tommy laughed.""",
"""The Munchkins came to meet Dorothy, and a Munchkin spoke. “Welcome,” said the Munchkins to Dorothy.""",
]


def test_a_capitalised_plural_never_written_with_an_article_is_no_name():
    """Fishers (banknotes) was a thing; the Munchkins, a people written with "the", stay."""
    entities = find_characters(written_book(MONEY, 3), "en")
    assert _holding(entities, "Fishers") is None
    assert _holding(entities, "Munchkins") is not None
