"""Issue 15, English side: family members sharing a surname stay apart, and the forms a family's
usage gives one of them join that one only (Sense and Sensibility, a development book)."""

from __future__ import annotations

import pytest

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.types import NameEntity
from understory_cli.extractive.en.candidates import _runs, find_candidates
from understory_cli.extractive.en.rules import EnglishRules
from understory_cli.ingest import ingest
from understory_cli.store import books, open_store

from conftest import CORPORA
from support.written_book import P

pytestmark = pytest.mark.corpus

SENSE = sorted((CORPORA / "series" / "sense-and-sensibility").glob("*.epub"))


@pytest.fixture(scope="module")
def sense_paragraphs(tmp_path_factory):
    store = open_store(tmp_path_factory.mktemp("sense") / "s.duckdb")
    ingest(store, SENSE, work="sense")
    work = books.works(store)[0]
    paragraphs = books.story_paragraphs(store, work.work_id)
    store.close()
    return paragraphs


@pytest.fixture(scope="module")
def sense(sense_paragraphs):
    return find_characters(sense_paragraphs, "en")


def _first(paragraphs, chapters: int):
    return find_characters([p for p in paragraphs if p.chapter_no <= chapters], "en")


def _holding(entities: list[NameEntity], name: str) -> NameEntity:
    found = [e for e in entities if name in e.names]
    assert found, f"no entity has the form {name}"
    return found[0]


def _apart(entities: list[NameEntity], a: str, b: str) -> bool:
    return _holding(entities, a) is not _holding(entities, b)


def test_miss_dashwood_is_the_eldest_sister_not_her_mother_nor_marianne(sense):
    """Miss Dashwood is Elinor: the one who answers when she is addressed so ("Miss Dashwood," cried
    Willoughby … replied Elinor); Mrs. Dashwood, the mother, and Marianne (Miss Marianne) stay apart."""
    elinor = _holding(sense, "Elinor")
    assert "Miss Dashwood" in elinor.names
    # dated by the first answer ("Miss Dashwood," cried Willoughby, ch. 10), not its first mention (ch. 9)
    assert elinor.alias("Miss Dashwood").linked_locator.split(".")[:2] == ["1", "10"]
    assert _apart(sense, "Elinor", "Mrs. Dashwood") and _apart(sense, "Elinor", "Marianne")
    assert "Miss Marianne" in _holding(sense, "Marianne").names
    assert _apart(sense, "Mrs. Dashwood", "Mrs. John Dashwood")  # the mother is not her daughter-in-law


def test_a_bare_family_name_is_the_man_of_the_family(sense):
    """Willoughby alone is Mr. Willoughby, Brandon alone and "the Colonel" are Colonel Brandon; the
    wives and daughters of those families are never joined to them."""
    willoughby = _holding(sense, "Willoughby")
    assert "Mr. Willoughby" in willoughby.names and willoughby.kind == "person"
    assert "Mrs. Willoughby" not in willoughby.names
    brandon = _holding(sense, "Colonel Brandon")
    assert {"Brandon", "Colonel"} <= set(brandon.names)
    assert _apart(sense, "Mr. Palmer", "Mrs. Palmer") and _apart(sense, "Sir John", "Lady Middleton")
    assert _apart(sense, "Lucy", "Miss Steele")  # the younger sister has a Miss of her own: Miss Lucy


def test_mr_dashwood_is_the_son_and_john_is_not_the_knight(sense):
    """After the first chapter Mr. Dashwood is John Dashwood, the one man of the family named in full;
    John alone is he too, never Sir John (a knight is named with his title); his wife stays apart."""
    john = _holding(sense, "John Dashwood")
    assert {"Mr. Dashwood", "Mr. John Dashwood", "John"} <= set(john.names)
    assert _apart(sense, "John Dashwood", "Sir John") and _apart(sense, "John Dashwood", "Mrs. John Dashwood")


def test_in_the_first_chapters_no_family_merges_through_a_shared_form(sense_paragraphs):
    """Before the knight's surname is written (ch. 8), Sir John and Mr. John Dashwood meet only in
    "John", and John is neither's; before Mr. Edward is written (ch. 20), Edward Ferrars's sex is unknown and Mrs. Ferrars,
    a woman's title, does not claim him."""
    first8 = _first(sense_paragraphs, 8)
    assert _apart(first8, "Sir John", "Mr. Dashwood") and _apart(first8, "Sir John", "Mrs. John Dashwood")
    first20 = _first(sense_paragraphs, 20)
    assert _apart(first20, "Edward", "Mrs. Ferrars")
    # two bare Johns by ch. 30, one each: the knight is never "John" alone in the narration
    assert "John" not in _holding(_first(sense_paragraphs, 30), "Sir John").names


def test_a_title_opening_a_sentence_stays_with_its_name():
    candidates = find_candidates(_dialogue(["Sir John came in. Then Sir John sat, and Sir John spoke."] * 2))
    assert candidates["Sir John"].count == 6  # not 4 and two "John" opening sentences


def test_kinds_and_place_nouns(sense):
    """Fanny is a person (her hair, her entreaties: owners are people), Eliza too (poor Eliza, my
    little Eliza, though once "towards Eliza"), Barton cottage is Barton."""
    assert _holding(sense, "Fanny").kind == "person" and _holding(sense, "Eliza").kind == "person"
    barton = _holding(sense, "Barton")
    assert "Barton cottage" in barton.names and barton.name != "Barton cottage"



def _dialogue(lines: list[str], chapters: int = 1) -> list[P]:
    per = -(-len(lines) // chapters)
    return [P(f"1.{i // per + 1}.{i}", i // per + 1, 1, "text", t) for i, t in enumerate(lines)]


BASE = ["Tom walked by the sea, and Miss Grey sat in the garden. Anna laughed, and Tom laughed."]
EXCHANGE = ["“Miss Grey, will you walk?” said Tom.", "“I will,” replied Anna."]


def test_a_form_of_address_joins_whoever_answers_it():
    """Answered by Anna in three chapters, "Miss Grey" is Anna; answered in one chapter only, or by
    a form the narration names beside Anna, it stays apart."""
    entities = find_characters(_dialogue((BASE + EXCHANGE * 2) * 3, chapters=3), "en")
    assert "Miss Grey" in _holding(entities, "Anna").names
    assert _apart(entities, "Anna", "Tom")
    one_chapter = find_characters(_dialogue((BASE + EXCHANGE * 2) * 3), "en")
    assert _apart(one_chapter, "Anna", "Miss Grey")
    beside = [BASE[0].replace("Miss Grey sat", "Miss Grey sat with Anna")]
    named_together = find_characters(_dialogue((beside + EXCHANGE * 2) * 3, chapters=3), "en")
    assert _apart(named_together, "Anna", "Miss Grey")


def test_two_who_answer_each_other_are_never_one():
    """Tom calls Anna "Miss Grey" and she answers; but when Anna and Miss Grey speak to each other
    in turn, they are two."""
    exchange = EXCHANGE + ["“You will not,” said Miss Grey.", "“I will,” said Anna."]
    entities = find_characters(_dialogue((BASE + exchange * 2) * 3, chapters=3), "en")
    assert _apart(entities, "Anna", "Miss Grey")


def test_a_possessive_after_a_preposition_is_no_place():
    runs = list(_runs("She spoke in Willoughby’s favour, and went to London."))
    willoughby = next(r for r in runs if r.words == ["Willoughby"])
    assert willoughby.possessive and not next(r for r in runs if r.words == ["London"]).possessive
    text = " ".join(["Willoughby spoke. She spoke in Willoughby’s favour and to Willoughby’s friends."] * 4)
    candidates = find_candidates(_dialogue([text]))
    assert candidates["Willoughby"].kind_votes["place"] == 0


def test_the_colonel_is_no_one_when_the_book_names_two_colonels():
    text = ("Colonel Brandon came, and then Colonel Forster. The Colonel said nothing; the Colonel sat. "
            "Later the Colonel rose and Colonel Brandon and Colonel Forster left.")
    candidates = find_candidates(_dialogue([text] * 3))
    assert "Colonel" not in candidates
    one = find_candidates(_dialogue([text.replace("Colonel Forster", "Mr. Forster")] * 3))
    assert "Colonel" in one and EnglishRules().honorific("Colonel")


def test_naming_statements_tie_a_diminutive_once_said():
    said = ["Elizabeth, or Lizzy as she was called, laughed.", "Margaret, known as Peggy, came.",
            "Robert, whom everybody called Bob, left.", "Lizzy (for so they called Elizabeth) ran.",
            "Elinor, or Marianne, would go.", "Elinor called Marianne."]
    pairs = EnglishRules().declared(_dialogue(said), {"Elizabeth", "Lizzy", "Margaret", "Peggy", "Robert", "Bob",
                                                      "Elinor", "Marianne"})
    assert dict(pairs) == {("Elizabeth", "Lizzy"): [0, 3], ("Margaret", "Peggy"): [1], ("Robert", "Bob"): [2]}


def test_a_married_title_never_claims_a_daughter_nor_a_man():
    """Mrs. Bennet is none of her daughters (Miss Elizabeth Bennet); Mrs. Inglethorp is not Alfred
    Inglethorp, whose sex the text has not shown; Mr. Inglethorp may be."""
    forms = {"Mrs. Bennet", "Mr. Bennet", "Miss Elizabeth Bennet", "Elizabeth Bennet", "Elizabeth", "Bennet",
             "Mrs. Inglethorp", "Mr. Inglethorp", "Alfred Inglethorp", "Alfred", "Inglethorp"}
    rules = EnglishRules()
    family = rules.family_names(forms)
    assert family == {"Bennet", "Inglethorp"}
    claims = rules.family_claims(forms, family)
    assert claims["Mrs. Bennet"] == {} and claims["Mrs. Inglethorp"] == {}
    assert claims["Mr. Inglethorp"] == {"Alfred": {"Alfred Inglethorp"}}


def test_a_name_broken_across_lines_is_still_one_name():
    """Alice's and Moby-Dick's markup breaks lines inside paragraphs ("White\\nRabbit"): the finder
    once crashed with KeyError on such a form."""
    lines = ["Then the White\nRabbit ran past. The White Rabbit looked at its watch.",
             "Alice followed the White  Rabbit down the hole.", "Alice saw the White Rabbit again."] * 3
    found = find_characters(_dialogue(lines, chapters=3), "en")
    rabbit = _holding(found, "White Rabbit")
    assert all("\n" not in name for name in rabbit.names)


def test_a_speaker_naming_themself_ties_the_names():
    lines = ["“I'm Tamsin Hale, though most folk call me Old Tamsin, and some call me the Keeper.”",
             "Old Tamsin lit the lamp. The Keeper climbed the stair. Old Tamsin slept.",
             "The Keeper woke. Old Tamsin and Wren ate. Wren saw the Keeper.",
             # not a self-naming: the speaker calls someone else by name
             "“Wren, you call me the Captain,” said Old Tamsin to the Captain. The Captain laughed."]
    found = find_characters(_dialogue(lines * 2, chapters=2), "en")
    assert _holding(found, "Keeper") is _holding(found, "Old Tamsin")
    assert _apart(found, "Wren", "Old Tamsin")


def test_a_group_and_its_plural_join_but_a_family_never_takes_its_member(sense):
    """Reedcutter / Reedcutters are one group; Harlow, the surname of Tom Harlow and Ann Harlow, is no
    group: the Harlows are the family, and Harlow (a surname, even where no one person owns it) is no
    alias of it; nor, in Sense and Sensibility, are the Dashwoods, the Ferrarses, the Palmers, the
    Middletons or the Miss Steeles any member's."""
    lines = ["Everyone in the valley knew that Harlow was an old name, and that Harlow meant the mill.",
             "The Reedcutters came down to the river at dawn, and Wren watched the Reedcutters work.",
             "A Reedcutter waved to Wren, and then another Reedcutter sang by the water.",
             "“We must go,” said Tom Harlow. Then Tom Harlow and Ann Harlow walked past the mill, where the Harlows lived.",
             "Later Ann Harlow spoke to Tom Harlow about the Harlows, and Ann Harlow laughed."]
    found = find_characters(_dialogue(lines * 3, chapters=3), "en")
    assert _holding(found, "Reedcutters") is _holding(found, "Reedcutter")
    assert _holding(found, "Harlows").names == ["Harlows"]  # Harlow alone is a surname, not the group
    assert _apart(found, "Tom Harlow", "Ann Harlow")
    for plural, singulars in [("Dashwoods", {"Dashwood", "Mrs. Dashwood", "Miss Dashwood"}),
                              ("Ferrarses", {"Ferrars", "Mrs. Ferrars", "Edward Ferrars"}),
                              ("Palmers", {"Palmer", "Mr. Palmer", "Mrs. Palmer"}),
                              ("Middletons", {"Middleton", "Lady Middleton", "Sir John Middleton"}),
                              ("Miss Steeles", {"Miss Steele", "Steele", "Lucy Steele"})]:
        holding = [e for e in sense if plural in e.names]
        assert not holding or not singulars & set(holding[0].names), plural
