"""Issue 43 §2, English cards read by spaCy's dependency parse (extractive/en/parsed.py) where the description
patterns see no noun: an apposition with no comma ("Mr. Tolley the saddler"), what someone is remembered as ("I
remember Mrs. Pond as a small round person"), a copula whose subject is a common noun used as a name ("Barges are
flat boats"), the name apposed to the noun ("The keeper, Mr. Amos Venn, …") and a kind compounded before it ("his
dog Rover"). A state, a denial, someone spoken to, a second subject and what one is to an unnamed "it" stay no
description. The passages are written for these tests, in the manner of Dickens, Christie and Baum."""

from __future__ import annotations

from types import SimpleNamespace

from understory_cli.analyze.described import descriptions_of
from understory_cli.analyze.mentions import matcher
from understory_cli.analyze.parsed_sentences import ParseBudget
from understory_cli.extractive.describe import description_score, excerpt, parse, summary_value
from understory_cli.extractive.en import parsed
from understory_cli.store.points import Record
from understory_cli.wiki.planning import reread_descriptions


def _para(chapter: int, k: int, text: str):
    return SimpleNamespace(chapter_no=chapter, kind="p", text=text, locator=f"1.{chapter}.{k}")


def _entity(name: str, mentions: int = 5):
    return SimpleNamespace(name=name, names=[name], chapter_mentions={1: mentions}, uncounted={}, mentions=mentions)


def _card(name: str, paragraphs) -> str | None:
    found = descriptions_of([_entity(name)], paragraphs, {name: matcher([name])}, lambda e, chapter: e.names)
    return found[name][0][1] if name in found else None


CHAPTER = [
    _para(1, 1, "It was Christmas Day, and the table was laid in the best parlour."),
    _para(1, 2, "Mr. Barlow, the clerk of the parish, was to dine with us; and Mr. Tolley the saddler and his "
                "wife; and my uncle, who drove over from the market town."),
    _para(1, 3, "I remember Mrs. Pond as a small round person in grey, who kept the shop by the bridge, and "
                "who never smiled at me."),
    _para(1, 4, "Mr. Tolley said nothing, and Mrs. Pond passed the gravy."),
    _para(1, 5, "“Barges are flat boats, slow on the river,” said my sister. Mrs. Pond nodded at Mr. Tolley."),
]


def test_an_apposition_without_a_comma_is_the_card():
    card = _card("Mr. Tolley", CHAPTER)
    assert card == "…Mr. Tolley the saddler…"
    assert summary_value(card, ["Mr. Tolley"]).full


def test_what_someone_is_remembered_as_is_the_card():
    card = _card("Mrs. Pond", CHAPTER)
    assert card is not None and card.startswith("I remember Mrs. Pond as a small round person in grey")
    assert summary_value(card, ["Mrs. Pond"]).full


def test_a_common_noun_named_by_a_copula_is_the_card():
    card = _card("Barges", CHAPTER)
    assert card is not None and "Barges are flat boats" in card
    assert summary_value(card, ["Barges"]).full


def test_the_name_apposed_to_the_noun_says_who():
    said = "The keeper, Mr. Amos Venn, opened the gate for us."
    parse([said])
    assert description_score(said, ["Mr. Amos Venn"]) == 3 and description_score(said, ["Venn"]) == 3


def test_a_kind_compounded_before_the_name_says_who():
    said = "She went home along the lane with her uncle and his dog Rover, who ran ahead."
    parse([said])
    assert description_score(said, ["Rover"]) == 3
    assert summary_value(excerpt(said, ["Rover"]), ["Rover"]).full and excerpt(said, ["Rover"]) == "…his dog Rover…"


def test_a_state_a_denial_a_listener_and_a_pointing_say_nothing():
    plain = {"Joe was silent for a long time.": "Joe",
             "Mr. Tolley was not a saddler, whatever my sister said.": "Mr. Tolley",
             "“My dear M. Dupin, those are the marks of the gardener’s boots.": "M. Dupin",
             "“I have brought you, Mum, a bottle of sherry wine.”": "Mum",
             "“She ain’t in that line, Mum,” said Mr. Barlow.": "Mum",
             "The Grange is about half a mile the other side.": "Grange",
             "“I had it built last year, and the Beetle is its president.": "Beetle",  # its: an unnamed thing's
             "Jack Pumpkinhead, who was a little overripe but still active, read an address.": "Jack Pumpkinhead",
             "“I’m afraid, Mrs. Pond, the gate must bear the blame of your boy’s slow coming.”": "Mrs. Pond",
             "“Come here, my dog Rover,” said he.": "Rover"}
    parse(list(plain))
    for sentence, name in plain.items():
        assert parsed.strength(sentence, [name]) == 0, sentence


def test_a_new_book_starts_with_none_of_the_earlier_readings():
    # a sentence parsed for one book (or an earlier test) is no reading for the next book's patterns: each analysis
    # reads its own sentences, so a card never depends on what ran before in the process
    sentence = "I remember Mrs. Pond as a small round person in grey."
    parse([sentence])
    assert description_score(sentence, ["Mrs. Pond"]) == 3  # the parse's reading: no pattern sees this noun
    ParseBudget([_entity("Mrs. Pond")])  # the next book's analysis begins
    assert description_score(sentence, ["Mrs. Pond"]) == 0


def test_a_plan_reads_a_cut_card_again_from_its_whole_sentence():
    # the parse's cut ("…the boy Button-Bright…") says nothing parsed alone: a composition run on its own (the
    # readings last one process) reads the sentence it was cut from, and the card is a description again
    text = "Dorothy walked ahead, and then the boy Button-Bright ran down the road after the others, laughing."
    card = _card("Button-Bright", [_para(1, 1, "It was a fine morning."), _para(1, 2, text),
                                   _para(1, 3, "Button-Bright sat down.")])
    assert card == "…the boy Button-Bright…" and description_score(card, ["Button-Bright"]) == 3
    record = Record(1, card, ["1.1.2"], "description", 1)
    plan = SimpleNamespace(entries=[SimpleNamespace(point=SimpleNamespace(records=[record]))])
    asked: list[list[str]] = []
    reread_descriptions(plan, lambda locators: asked.append(locators) or {"1.1.2": text})
    assert asked == [["1.1.2"]] and description_score(card, ["Button-Bright"]) == 3
    reread_descriptions(plan, lambda locators: {})  # (the paragraph not found: the cut alone)
    # (stop 63: the patterns read the cut's close apposition themselves, en/identity.close_apposed; before, 0)
    assert description_score(card, ["Button-Bright"]) == 3


def test_the_eldest_of_a_family_described_is_not_the_bearer_of_its_surname():
    """"the eldest Levaque, a big girl of nineteen" is his daughter: no card for Levaque, by the patterns or the
    parse (Germinal's Levaque, a hewer, had hers)."""
    text = ("She was speaking of the eldest Levaque, a big girl of nineteen, and the mistress of Zacharie, "
            "by whom she had already had two children.")
    paragraphs = [_para(1, 1, text), _para(1, 2, "Levaque laughed and went down the pit."),
                  _para(1, 3, "The youngest Levaque was a thin boy of eight.")]
    assert _card("Levaque", paragraphs) is None
    assert _card("Chaval", [_para(1, 1, "It was Chaval, a tall, lean, bony fellow of twenty-five.")]) is not None
