"""Issue 43 §4/§5, a person filed as a term (a translated Russian novel's diminutive, a servant met mostly in the
dialogue): nothing around the name votes, yet the speech addresses it (“Rodya, read it,” / “Is that you, Nelly?”),
and only people are spoken to. An oath (“By George!”) is no address. The passages are written for the test."""

from __future__ import annotations

from support.written_book import holding, written_book

from understory_cli.extractive.names import find_characters

FAMILY = [
"""Raskolnikov read the letter, and Rodya threw it down. “Rodya, read it again,” said his mother. Dounia said nothing.
“Why are you so pale, Rodya?” asked Dounia. Raskolnikov turned to the wall, and poor Rodya was silent.""",
"""“Rodya!” cried his mother. Dounia wept. “Go to sleep, Rodya,” said Dounia, and Raskolnikov shut his eyes.
The old man came in. “By George!” said he, “the tea is cold.” George the porter took the cups; everyone knew George.""",
]



def test_a_name_the_speech_addresses_is_a_person():
    """Rodya had no vote at all: a term, "A thing first met in …"."""
    entities = find_characters(written_book(FAMILY, 3), "en")
    rodya = holding(entities, "Rodya")
    assert rodya is not None and rodya.kind == "person"


def test_an_oath_is_no_address():
    from understory_cli.extractive.en.addressed import _AFTER, _BEFORE
    quote = "“By George!”"
    start = quote.index("George")
    assert not (_BEFORE.search(quote[:start]) and _AFTER.match(quote[start + 6:]))
    quote = "“Go to sleep, Rodya,”"
    start = quote.index("Rodya")
    assert _BEFORE.search(quote[:start]) and _AFTER.match(quote[start + 5:])


OATHS = [
"""“By George!” said Malone. “By George, that is a fine beast!” Malone laughed. “Mon Dieu!” cried the Frenchman.
Lord Roxton nodded. “Well, by George!” said Malone, and Lord Roxton smiled. “Mon Dieu, it is late!” said the Frenchman.""",
]


def test_an_oath_names_nobody():
    """George and Dieu were candidates of the oaths alone."""
    from understory_cli.extractive.en.candidates import find_candidates
    candidates = find_candidates(written_book(OATHS, 3))
    assert "George" not in candidates and "Dieu" not in candidates and "Mon Dieu" not in candidates
    assert "Malone" in candidates


MEDICINE = [
"""“Tar!” cried my sister. Joe drank his tar and water, and Pip looked at Joe. “Tar!” said Joe, and Pumblechook laughed.
“Tar, Joe,” said Pumblechook. Joe set down the tar; Tar was the medicine of the house, and Pip hated it.""",
]


def test_a_common_noun_exclaimed_is_no_person():
    """"Tar!" is spoken, but the book writes tar in lower case: a common noun, not somebody addressed."""
    from understory_cli.extractive.aliases import kind_of
    from understory_cli.extractive.en.addressed import addressed_votes
    from understory_cli.extractive.types import Candidate, Votes
    book = written_book(MEDICINE, 3)
    candidates = {"Tar": Candidate("Tar", 9, Votes()), "Joe": Candidate("Joe", 9, Votes())}
    addressed_votes(book, candidates)
    assert kind_of(candidates["Tar"]) != "person"
    assert kind_of(candidates["Joe"]) == "person"  # “Tar, Joe,”
