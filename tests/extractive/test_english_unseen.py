"""Issue 43, English shapes from books nobody tuned the finder on: Alice's Adventures in Wonderland (in the
shared EPUB corpus, never a dev book) and passages written in the manner of a whaling novel. A crown is one
character when the book names one bearer or none (the Queen of Hearts, the Duchess); a month begins a name
(the March Hare); the Pacific and Cape Horn are places; New England is not England; a saint is not the story's Peter; a Nantucketer is a kind of
people, not a person."""

from __future__ import annotations

import pytest
from support.written_book import holding, written_book

from conftest import CORPORA
from understory_cli.extractive.names import find_characters
from understory_cli.ingest import ingest
from understory_cli.store import books, open_store

pytestmark = pytest.mark.corpus

ALICE = CORPORA / "epub" / "readium" / "alice3.epub"

WHALING = [
"""I sailed from New Bedford to Nantucket, where Captain Peleg kept the ship. “Peleg,” said Captain Bildad, “here is a man.”
Every Nantucketer on the wharf knew Captain Peleg; a Nantucketer is born to the sea. I thought of England and of Old England’s ships.
In New England the winter was hard. Peter Coffin kept the inn. “Sleep here,” said Peter Coffin, and I slept.
The preacher spoke of St. Peter and the fishermen. “St. Peter was a fisherman,” said the preacher.""",
"""Born in Nantucket, the Nantucketer goes to sea at ten. Captain Peleg swore at me. Captain Bildad read his Bible.
“England has no such ships,” said Captain Peleg, “and New England has many.” I had seen England once.
Peter Coffin laughed. “Go to New England,” said Peter Coffin, “or to England, it is all one to me.”
I thought of St. Peter again, and of New England, and of old Peter Coffin by his fire.""",
"""We doubled Cape Horn in a gale. Beyond Cape Horn lay the Pacific, and the Pacific was calm.
Captain Peleg had crossed the Atlantic twice; the Atlantic is grey. “Round Cape Horn,” said Captain Bildad.""",
]



@pytest.fixture(scope="module")
def alice(tmp_path_factory):
    store = open_store(tmp_path_factory.mktemp("alice") / "b.duckdb")
    ingest(store, [ALICE])
    work = books.resolve_work(store, None)
    paragraphs = books.story_paragraphs(store, work.work_id)
    store.close()
    return find_characters(paragraphs, work.language)


def test_a_crown_is_its_one_bearer_or_a_character_of_its_own(alice):
    """"the Queen" (58 times) is the Queen of Hearts, the one queen the book names; "the King" and "the
    Duchess", who speak throughout and are named by nothing else, are characters of their own."""
    queen = holding(alice, "Queen")
    assert queen is not None and "Queen of Hearts" in queen.names and queen.kind == "person"
    top = {e.name for e in alice[:15]}
    assert {"King", "Duchess"} <= top | {n for e in alice[:15] for n in e.names}


def test_a_month_begins_a_name(alice):
    """The March Hare is whole, not a "Hare" with its month cut off."""
    hare = holding(alice, "March Hare")
    assert hare is not None and hare.kind == "person" and "Hare" not in {e.name for e in alice}


def test_new_england_is_not_england_nor_a_saint_the_story_s_peter():
    entities = find_characters(written_book(WHALING, 3), "en")
    england = holding(entities, "England")
    assert england is not None and "New England" not in england.names
    coffin = holding(entities, "Peter Coffin")
    assert coffin is not None and "St. Peter" not in coffin.names


def test_someone_from_a_named_place_is_a_kind_of_people():
    entities = find_characters(written_book(WHALING, 3), "en")
    nantucketer = holding(entities, "Nantucketer")
    assert nantucketer is None or nantucketer.kind != "person"
    assert holding(entities, "Nantucket").kind == "place"


def test_waters_and_capes_are_places():
    """The world's waters named by an adjective (the Pacific) and a cape or a mount are places in any book."""
    entities = find_characters(written_book(WHALING, 3), "en")
    assert {holding(entities, f).kind for f in ("Pacific", "Atlantic", "Cape Horn")} == {"place"}
