"""Issue 43 on English books nobody tuned on: a first-person narrator is tied to the name the narration gives
(Moby-Dick's "Call me Ishmael."), and the cards of Oz and Sense and Sensibility no longer quote a sentence that
says nothing of who (a copula naming only the entry's own title; a quality in a character's speech)."""

from __future__ import annotations

from types import SimpleNamespace

from understory_cli.analyze.extractive import _quote
from understory_cli.extractive.describe import description_score, with_speech_mark
from understory_cli.extractive.names import find_characters
from understory_cli.store.points import Record
from understory_cli.wiki.extractive import _summary_records

from support.written_book import entity_with, written_book

# A first-person narration (Moby-Dick's opening, then its narrator's days): the narration says I, and names
# its narrator once, in its first line.
NARRATED = [
    "Call me Ishmael. Some years ago I thought I would sail about a little and see the watery part of the world.",
    "I stuffed a shirt or two into my old carpet-bag and started for Cape Horn. Captain Peleg met me there.",
    "Captain Peleg looked at me and I looked at Captain Peleg. Then I signed the papers and went aboard.",
    "Queequeg was asleep when I came below. I watched Queequeg for a while and thought of my own bed.",
]
# A third-person book whose speech the edition prints without marks (Alice's readium EPUB): the girl naming
# herself speaks, and a dialogue tag says so.
UNMARKED = [
    "My name is Alice, so please your Majesty, said Alice very politely. I think I should like to go home.",
    "Alice looked at the Queen. I wonder what I shall be, said Alice to herself, and I hope the Queen will not mind.",
    "The Queen turned crimson with fury. Alice thought the Queen was very cross, and I dare say she was.",
]


def test_a_first_person_narrator_is_the_name_the_narration_gives():
    found = find_characters(written_book(["\n".join(NARRATED)], 4), "en")
    ishmael = entity_with(found, "Ishmael")
    assert "I" in ishmael.names and ishmael.name == "Ishmael" and ishmael.kind == "person"
    assert ishmael is found[0]  # the narrator is the book's most named person, as its narration says I
    assert ishmael.alias("I").linked_locator == "1.1.0"  # tied where the narration names him


def test_speech_without_marks_names_no_narrator():
    found = find_characters(written_book(["\n".join(UNMARKED)], 4), "en")
    assert all("I" not in e.names for e in found)
    assert entity_with(found, "Alice").names == ["Alice"]


def test_a_copula_naming_only_the_subjects_own_title_describes_nothing():
    # Oz, book 1: the Wizard's entry is titled "Great Wizard", Oz his name; "is a Great Wizard" says nothing new
    wizard = ["Great Wizard", "Oz", "Wizard"]
    assert description_score("“You see, Oz is a Great Wizard, and can take on any form he wishes.", wizard) == 0
    assert description_score("Oz is a Great Wizard, and can take on any form he wishes.", wizard) == 0
    assert description_score("Oz is a humbug, and a Great Wizard only in name.", wizard) == 3
    assert description_score("Glinda, the Good Witch of the South, is kind.", ["Glinda", "Good Witch"]) == 3


# Sense and Sensibility 1.21: Sir John's speech, the middle sentence of which is Lucy's card on main
SIR_JOHN = ("“Do come now,” said he⁠—“pray come⁠—you must come⁠—I declare you shall come. You can’t think how you "
            "will like them. Lucy is monstrous pretty, and so good humoured and agreeable! The children are all "
            "hanging about her already, as if she was an old acquaintance.")


def test_a_passage_in_a_characters_speech_shows_its_speech_mark():
    quote = _quote(SIR_JOHN, ["Lucy"])
    assert quote.startswith("“Lucy is monstrous pretty")
    assert with_speech_mark("Lucy was naturally clever; her remarks were just.", "Lucy was naturally clever;") \
        == "Lucy was naturally clever;"
    assert with_speech_mark('He said: "Go home. Lucy is ill."', "Lucy is ill.") == '"Lucy is ill.'


def test_a_quality_in_a_characters_speech_is_no_summary():
    def point(*texts: str):
        return SimpleNamespace(name="Lucy", aliases=[], records=[
            Record(1, text, [f"1.21.{i}"], "key passage", 21) for i, text in enumerate(texts)])

    spoken = _quote(SIR_JOHN, ["Lucy"])
    assert _summary_records(point(spoken)) == []
    narrated = "Lucy was several years younger than Elinor, and totally unlike her in every respect."
    assert [r.text for r in _summary_records(point(spoken, narrated))] == [narrated]
    # spoken, a noun for what she is still says who
    assert [r.text for r in _summary_records(point("“Lucy is a very deserving young woman.”"))]


def test_what_someone_thought_or_saw_in_the_subject_is_no_description():
    # Oz book 1 and Sense and Sensibility 48: Dorothy's belief and Elinor's imagining, their cards on this branch before
    assert description_score("“I thought Oz was a great Head,” said Dorothy.", ["Oz", "Great Wizard"]) < 2
    assert description_score("Or whether you believe my country is called Oz after you.", ["Oz", "Wizard"]) < 2
    # … while what the text has a speaker state, a time between the verbs, is one
    assert description_score("“The Wizard of Oz has always been a humbug,” agreed Dorothy.", ["Wizard of Oz", "Oz"]) == 3
    assert description_score("She saw them in an instant in their parsonage-house; saw in Lucy, the active, contriving "
                             "manager, uniting at once a desire of smart appearance with the utmost frugality.", ["Lucy"]) == 0


def test_degrees_firsts_lists_and_clauses_are_no_description():
    # Alice's Adventures in Wonderland (the readium EPUB, which prints no speech marks): its cards on main
    assert description_score("Alice was not a bit hurt, and she jumped up on to her feet in a moment.", ["Alice"]) < 2
    assert description_score("The Hatter was the first to break the silence.", ["Hatter"]) < 2
    assert description_score("The Hatter was the only one who got any advantage from the change.", ["Hatter"]) < 2
    assert description_score("To begin with, said the Cat, a dog's not mad.", ["Cat"]) == 0
    bowing = ("said the Queen, in a shrill, loud voice, and the three gardeners instantly jumped up, and began bowing to "
              "the King, the Queen, the royal children, and everybody else.")
    assert description_score(bowing, ["Queen"]) == description_score(bowing, ["King"]) == 0
    assert description_score("It was high time to go: there were a Duck and a Dodo, a Lory and an Eaglet, and several "
                             "other curious creatures.", ["Dodo"]) == 0
    assert description_score("You are old, Father William, the young man said, And your hair has become very white.",
                             ["Father William"]) == 0
    assert description_score("And then Jin-jur was de-posed by a lit-tle girl named Oz-ma.", ["Oz"]) == 0
    assert description_score("You ought to be ashamed of yourself, said Alice, a great girl like you, to go on crying "
                             "in this way!", ["Alice"]) == 0
    assert description_score("said Alice, a good deal frightened at the sudden change, but very glad to find herself "
                             "still in existence.", ["Alice"]) < 2
    # … while an apposition, a plain copula and an epithet still say what the subject is
    assert description_score("Saltmarsh, a town of tar and rope, where the boats came in.", ["Saltmarsh"]) == 3
    assert description_score("(Dinah was the cat.)", ["Dinah"]) == 3
    assert description_score("Jim the horse had seen these spires, also, and his ears stood straight up.", ["Jim"]) == 3


# Moby-Dick's shape: a kind of whale named after the sea it is hunted in, beside the land itself
WHALES = [
    "The ship sailed from Nantucket to Greenland in the spring, and the men looked for a whale every day.",
    "Off Greenland the crew saw the Greenland Whale, a slow whale with a great head, and lowered the boats.",
    "Old Peleg said that the Greenland Whale was worth less than the sperm whale, and every whale was hunted.",
    "They came home from Greenland with oil; the whale they had killed was a poor one.",
]


def test_a_kind_named_after_a_place_is_no_fuller_name_of_it():
    found = find_characters(written_book(["\n".join(WHALES)], 4), "en")
    greenland = entity_with(found, "Greenland")
    assert "Greenland Whale" not in greenland.names and greenland.kind == "place"


def test_moby_dicks_cards():
    # its cards on main: the narrator's name-giving is his card, a nested apposition still describes, and what "of"
    # governs, met with a relative clause, is no introduction
    from understory_cli.extractive.describe import summary_value

    assert summary_value("Call me Ishmael.", ["Ishmael", "I"]).full
    assert description_score("Next was Tashtego, an unmixed Indian from Gay Head, the most westerly promontory of "
                             "Martha’s Vineyard, where there still exists the last remnant of a village.", ["Tashtego"]) == 3
    assert description_score("In the second engraving, the boat is in the act of drawing alongside the barnacled flank "
                             "of a large running Right Whale, that rolls his black weedy bulk in the sea.",
                             ["Right Whale"]) == 0
    assert description_score("Three better men could not readily be found, and they were every one of them Americans; "
                             "a Nantucketer, a Vineyarder, a Cape man.", ["Nantucketer"]) == 0


def test_a_tale_with_no_name_in_it_has_no_entry():
    # FairyTaleQA's "The Black Arts": the youth, the master, the old man; no name (analyze crashed on main)
    tale = ["Once upon a time there was a youth who wanted to learn the black arts.",
            "The master took him into his house, and the youth served him for seven years.",
            "Then the old man came to fetch his son, and the master said that the youth was gone."]
    assert find_characters(written_book(["\n".join(tale)], 3), "en") == []
