"""Issue 43 §2, spaCy's named entities as evidence for the English finder (en/entity_votes.py, en/entity_rules.py),
in the shapes of two books nobody tuned on, Great Expectations and The Murder on the Links: a feast day is no name
(Christmas Day), a bare name only the tagger knows for someone's is a person (Léonie the maid, filed a thing), and a
name the finder cut after a compass word is whole again (South America, kept as America). The passages are written
for the test."""

from __future__ import annotations

from support.written_book import written_book

from understory_cli.extractive.names import find_characters


def _holding(entities, form: str):
    return next((e for e in entities if form in e.names), None)


def test_a_feast_day_is_no_name():
    """Christmas Day was a thing of the story, in the top 20 of Great Expectations."""
    entities = find_characters(written_book(["""We always dined early on Christmas Day, and Joe gave me a present.
The pudding came on Christmas Day last year, said Joe.
It was on Christmas Day that my sister went out. Every year, on Christmas Day, the soldiers marched."""], 3), "en")
    assert _holding(entities, "Christmas Day") is None
    assert _holding(entities, "Joe").kind == "person"


def test_a_bare_name_the_tagger_calls_a_person_is_one():
    """Léonie, never speaking under her name nor titled, was "A thing first met in…"."""
    entities = find_characters(written_book(["""The maid, Léonie, was crying in the kitchen. Poirot questioned Léonie about the night.
I saw Léonie at the window. After lunch Léonie brought us coffee, and Poirot thanked Léonie warmly.""",
                                             """We left Léonie with the cook. Hastings looked for Léonie in the garden, but Léonie had gone."""],
                                            3), "en")
    assert _holding(entities, "Léonie").kind == "person"


def test_a_place_cut_after_its_compass_word_is_whole():
    """"South America" was the entry America: a compass word alone is no name, so the finder dropped it."""
    entities = find_characters(written_book(["""He had lived for years in South America before he came to France.
Jack wanted to go to South America too. The ship sailed for South America at dawn.
Letters from South America were found in his desk, said Poirot."""], 3), "en")
    entity = _holding(entities, "South America")
    assert entity is not None and entity.kind == "place"
    assert all(e.name != "America" for e in entities)


def test_the_tagger_never_overrules_a_kind_the_rules_gave():
    """The small model calls Biddy a place eight times out of eight in Great Expectations: her speech says who she
    is, and the tally is not read for a form the rules typed."""
    entities = find_characters(written_book(["""“Pip,” said Biddy, “you are not going to be a gentleman.”
Biddy was Mr. Wopsle's great-aunt's granddaughter. Biddy smiled, and Biddy said nothing more."""], 3), "en")
    assert _holding(entities, "Biddy").kind == "person"
