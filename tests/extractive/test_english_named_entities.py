"""Issue 43 §2, spaCy's named entities as evidence for the English finder (en/entity_votes.py, en/entity_rules.py),
in the shapes of two books nobody tuned on, Great Expectations and The Murder on the Links: a feast day is no name
(Christmas Day), a bare name only the tagger knows for someone's is a person (Léonie the maid, filed a thing), and a
name the finder cut after a compass word is whole again (South America, kept as America). The passages are written
for the test."""

from __future__ import annotations

from support.written_book import holding, written_book

from understory_cli.extractive.names import find_characters



def test_a_feast_day_is_no_name():
    """Christmas Day was a thing of the story, in the top 20 of Great Expectations."""
    entities = find_characters(written_book(["""We always dined early on Christmas Day, and Joe gave me a present.
The pudding came on Christmas Day last year, said Joe.
It was on Christmas Day that my sister went out. Every year, on Christmas Day, the soldiers marched."""], 3), "en")
    assert holding(entities, "Christmas Day") is None
    assert holding(entities, "Joe").kind == "person"


def test_a_bare_name_the_tagger_calls_a_person_is_one():
    """Léonie, never speaking under her name nor titled, was "A thing first met in…"."""
    entities = find_characters(written_book(["""The maid, Léonie, was crying in the kitchen. Poirot questioned Léonie about the night.
I saw Léonie at the window. After lunch Léonie brought us coffee, and Poirot thanked Léonie warmly.""",
                                             """We left Léonie with the cook. Hastings looked for Léonie in the garden, but Léonie had gone."""],
                                            3), "en")
    assert holding(entities, "Léonie").kind == "person"


def test_a_place_cut_after_its_compass_word_is_whole():
    """"South America" was the entry America: a compass word alone is no name, so the finder dropped it."""
    entities = find_characters(written_book(["""He had lived for years in South America before he came to France.
Jack wanted to go to South America too. The ship sailed for South America at dawn.
Letters from South America were found in his desk, said Poirot."""], 3), "en")
    entity = holding(entities, "South America")
    assert entity is not None and entity.kind == "place"
    assert all(e.name != "America" for e in entities)


def test_the_tagger_never_overrules_a_kind_the_rules_gave():
    """The small model calls Biddy a place eight times out of eight in Great Expectations: her speech says who she
    is, and the tally is not read for a form the rules typed."""
    entities = find_characters(written_book(["""“Pip,” said Biddy, “you are not going to be a gentleman.”
Biddy was Mr. Wopsle's great-aunt's granddaughter. Biddy smiled, and Biddy said nothing more."""], 3), "en")
    assert holding(entities, "Biddy").kind == "person"


def test_mrs_before_a_mans_given_name_is_his_wife():
    """Great Expectations: "Mrs. Joe" (Pip's sister, 60 uses) was folded into Joe, her husband."""
    entities = find_characters(written_book(["""My sister, Mrs. Joe Gargery, was more than twenty years older than I.
Joe was a fair man, with curls of flaxen hair. “Where have you been?” said Mrs. Joe.
Mrs. Joe was a very clean housekeeper, and Joe was a mild, good-natured fellow.
“I have been to the churchyard,” said Joe. Mrs. Joe frowned at Joe."""], 3), "en")
    assert holding(entities, "Mrs. Joe") is not holding(entities, "Joe")
    assert holding(entities, "Mrs. Joe") is holding(entities, "Mrs. Joe Gargery")


def test_one_title_in_english_or_french_is_one_man():
    """The Murder on the Links: Poirot was three entries (Poirot, M. Poirot, Hercule Poirot) and Mrs. / Madame
    Renauld two; M. is Monsieur, written short."""
    entities = find_characters(written_book(["""My friend Hercule Poirot was a little man. “Good morning, M. Poirot,” said the maid.
Poirot smiled, and M. Poirot bowed to Mrs. Renauld. He was a famous detective.
Madame Renauld received us. Poirot asked Madame Renauld about the letter, and Mrs. Renauld wept.""",
                                             """Then Hercule Poirot said nothing. Poirot nodded, and he looked at Mrs. Renauld."""], 3), "en")
    assert holding(entities, "Poirot") is holding(entities, "M. Poirot") is holding(entities, "Hercule Poirot")
    assert holding(entities, "Mrs. Renauld") is holding(entities, "Madame Renauld")


def test_mum_alone_is_a_form_of_address():
    """"Mum," said Mr. Pumblechook to Mrs. Joe: no one's name (spaCy calls it PERSON eight times out of eight)."""
    entities = find_characters(written_book(["""“Mum,” said Mr. Pumblechook, “I have brought you a bottle of port.”
“Give him wine, Mum,” said Mr. Pumblechook. “Thank you, Mum,” said Joe. Mrs. Joe said nothing to Mr. Pumblechook."""],
                                            3), "en")
    assert holding(entities, "Mum") is None
    assert holding(entities, "Mr. Pumblechook").kind == "person"
