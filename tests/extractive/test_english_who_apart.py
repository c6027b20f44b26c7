"""Issue 43 (stop 54), English on unseen books: speech in single quotation marks is speech ("'My name is Hareton
Earnshaw,' growled the other" names no narrator: Wuthering Heights had tied its narrators' "I" to Hareton); a man
and a woman of one surname stay two entries (Captain Morstan and his daughter Miss Morstan; Mordecai Smith, whom the
text calls Mr. Mordecai Smith, and his wife Mrs. Smith); a vacuous noun ("Dr. Watson is the very man") says no one;
a quotation opening with "Mrs." is one sentence; the narrator's card says the narrator; "proved to be" describes,
"was the name" and, in the parse, a name's tail (Heathcliff of Mrs. Heathcliff) do not."""

from __future__ import annotations

from understory_cli.analyze.extractive import _stated_roles
from understory_cli.analyze.summarize import sentences
from understory_cli.extractive.describe import description_score, parse
from understory_cli.extractive.en.quotes import doubled, speech_marked
from understory_cli.extractive.en.rules import EnglishRules
from understory_cli.extractive.names import find_characters

from support.written_book import written_book

# Wuthering Heights, chapter II (its own sentences, single quotes): Lockwood narrates, Hareton names himself.
WUTHERING = [
    "I took my hat, and, after a four-miles' walk, arrived at Heathcliff's garden-gate just in time to escape the "
    "first feathery flakes of a snow-shower. I knocked vainly for admittance, till my knuckles tingled.",
    "'Is nobody inside?' I asked, hallooing at the young man Hareton Earnshaw as he stood there.",
    "'My name is Hareton Earnshaw,' growled the other; 'and I'd counsel you to respect it!'",
    "I grew irritated. 'Hareton Earnshaw, who is that?' I said, and I looked to my host Heathcliff.",
    "Hareton Earnshaw turned away; I saw he had a sullen look, and I did not speak to him again that night.",
    "'Hareton Earnshaw, take the lantern,' said Heathcliff; and I followed the young man out.",
    "I was so vexed that I could hardly speak; I thought of my own fire at the Grange, and I wished myself there.",
]


def test_single_quoted_speech_reads_as_speech():
    assert doubled("'My name is Hareton Earnshaw,' growled the other; 'and I'd counsel you to") == \
        "“My name is Hareton Earnshaw,” growled the other; “and I'd counsel you to"
    assert doubled("the Lintons' house, and 'tis Joseph's") == "the Lintons' house, and 'tis Joseph's"
    assert speech_marked(["“Yes,” said he. 'Tis so."]) == ["“Yes,” said he. 'Tis so."]  # a double-quoted book
    # a dialect's dropped letters are no speech marks: o', an', nothin' close nothing, 'ere opens nothing
    assert doubled("'Look at the top o' the hill, an' tell me nothin' more,' said Joseph.") == \
        "“Look at the top o' the hill, an' tell me nothin' more,” said Joseph."
    assert doubled("He said 'ere was no room. 'I know,' I said.") == "He said 'ere was no room. “I know,” I said."


def test_a_speaker_naming_himself_in_single_quotes_is_no_narrator():
    found = find_characters(written_book(["\n".join(WUTHERING)], 4), "en")
    hareton = next(e for e in found if "Hareton Earnshaw" in e.names)
    assert "I" not in hareton.names


# The Sign of the Four, chapters II and VIII (its own sentences): a father and his daughter, a husband and his wife.
SIGN = [
    "“My father was an officer in an Indian regiment,” said Miss Morstan. “Captain Morstan sent me home when I was "
    "quite a child. He obtained twelve months’ leave and came home.”",
    "Miss Morstan entered the room with a firm step. She was a blonde young lady, small, dainty, well gloved.",
    "“Captain Morstan was never seen again,” said Miss Morstan. “He had come home with his heart full of hope.”",
    "“Your father, Miss Morstan, was he a friend of Major Sholto?” asked Holmes. Miss Morstan nodded.",
    "Captain Morstan had been a friend of Major Sholto, and he had served with him in the Andaman Islands.",
    "“Morstan was a heavy drinker,” said Major Sholto. Miss Morstan wept when she read it.",
    "Close to the landing-stage was a small brick house. “Mordecai Smith” was printed across it in large letters.",
    "“Here you are, then! Catch!—A fine child, Mrs. Smith!” said Holmes. Mrs. Smith smiled at him.",
    "“But, my dear Mrs. Smith,” said Holmes, “you are frightening yourself about nothing.”",
    "“I am sorry, Mrs. Smith, for I wanted a steam launch,” said Holmes, and Mrs. Smith shook her head.",
    "“We cannot pick up the trail until we find the Aurora or Mr. Mordecai Smith,” said Holmes to the boy.",
    "Mordecai Smith had gone off with the launch, and Smith had not come back. Holmes asked again for Smith.",
    "“Mordecai Smith is an old friend of mine,” said Jones. “I know Mordecai Smith well.”",
    "I want to find a steam launch called the Aurora, owner Mordecai Smith, black with two red streaks.",
    "On the night of Captain Morstan’s arrival he came to my house. Captain Morstan had sprung out of his chair.",
    "“Captain Morstan is dead,” said he. I read of the disappearance of Captain Morstan in the papers.",
]


def test_a_captain_and_a_miss_of_one_surname_are_two_people():
    found = find_characters(written_book(["\n".join(SIGN)], 4), "en")
    miss = next(e for e in found if "Miss Morstan" in e.names)
    assert "Captain Morstan" not in miss.names


def test_a_full_name_written_once_after_mister_is_a_man():
    # "Mr. Mordecai Smith" written once, too seldom to be a form of its own: Mordecai Smith is a man, never Mrs. Smith
    paragraphs = written_book(["\n".join(SIGN)], 1)
    sexes = EnglishRules().sexes(paragraphs, {"Mordecai Smith", "Mrs. Smith", "Smith", "Holmes", "Captain Morstan"})
    assert sexes["Mordecai Smith"] == "m" and sexes["Mrs. Smith"] == "f"
    assert sexes["Captain Morstan"] == "m"  # a captain, "Captain Morstan had sprung out of his chair"


def test_a_surname_alone_between_a_captain_and_a_miss_is_the_mans():
    # "Morstan and I had a difference of opinion": the bare surname joined whichever form the clustering met first
    # (the string hash's order), the daughter in one run in three
    paragraphs = written_book(["\n".join(SIGN)], 1)
    sexes = EnglishRules().sexes(paragraphs, {"Captain Morstan", "Miss Morstan", "Morstan", "Holmes"})
    assert sexes["Morstan"] == "m" and sexes["Miss Morstan"] == "f"


def test_the_very_man_says_no_one():
    assert description_score("“…yes, why, Dr. Watson is the very man.", ["Dr. Watson"]) < 3
    assert description_score("“Jim is the man.”", ["Jim"]) < 3
    assert description_score("Toto was a little black dog.", ["Toto"]) == 3  # a noun that says what
    assert description_score("Jim was a man of few words.", ["Jim"]) == 3


def test_a_quotation_opening_with_a_title_is_one_sentence():
    said = "'Mrs. Heathcliff is my daughter-in-law,' said Heathcliff, corroborating my surmise."
    assert sentences(said) == [said]
    assert sentences("“Mr. Holmes is here,” said she. Go.") == ["“Mr. Holmes is here,” said she.", "Go."]


# The Sign of the Four, chapters I and VI (its own sentences): Holmes addresses the narrator as Watson; the others
# call him Dr. Watson, whose title says a doctor.
WATSON = [
    "Sherlock Holmes took his bottle from the corner of the mantel-piece. I watched him, and I said nothing.",
    "“Which is it to-day,” I asked, “morphine or cocaine?” Holmes raised his eyes languidly.",
    "“It is cocaine,” said Holmes, “a seven-per-cent solution. Would you care to try it, Watson?”",
    "“No, indeed,” I answered brusquely. I was angry, and I turned to my book again.",
    "“You are right, Watson,” said Holmes. “I am the only unofficial consulting detective.”",
    "“This is my friend, Dr. Watson,” said Holmes to Miss Morstan, and I bowed to her.",
    "“Come, Watson, we must go,” said Holmes, and I took up my hat and followed him out.",
    "“Dr. Watson is the very man,” said Miss Morstan, and I felt my heart beat faster.",
]


def test_the_narrators_card_says_the_narrator_over_the_title_of_his_name():
    paragraphs = written_book(["\n".join(WATSON)], 4)
    found = find_characters(paragraphs, "en")
    watson = next(e for e in found if "Watson" in e.names)
    assert "I" in watson.names and "Dr. Watson" in watson.names
    roles = _stated_roles(found, paragraphs)
    assert {role for _, role, _ in roles[watson.name]} == {"the narrator"}  # on main: a doctor (Dr. Watson)


def test_what_one_proved_to_be_says_who():
    # The Sign of the Four VII: the dog's card ("“Yes, Toby was the name.”" on main) and a row of houses (another book)
    toby = ("Toby proved to be an ugly, long-haired, lop-eared creature, half spaniel and half lurcher, "
            "brown-and-white in colour, with a very clumsy waddling gait.")
    assert description_score(toby, ["Toby"]) == 3
    assert description_score("Holly Terrace proved to be an unimpeachable row of houses.", ["Holly Terrace"]) == 3


def test_a_copula_giving_only_the_name_says_no_one():
    assert description_score("“Yes, Toby was the name.”", ["Toby"]) < 3
    maiden = "'Why, sir, she is my late master's daughter: Catherine Linton was her maiden name."
    assert description_score(maiden, ["Catherine Linton"]) < 3
    assert description_score("Toby was the name of the dog.", ["Toby"]) == 3  # the name of what: a dog


def test_a_name_written_as_the_tail_of_a_longer_one_is_not_described_there():
    # Wuthering Heights II: the sentence is Mrs. Heathcliff's, not Mr. Heathcliff's (the parse reads "Heathcliff is my
    # daughter-in-law" in it)
    said = "'Mrs. Heathcliff is my daughter-in-law,' said Heathcliff, corroborating my surmise."
    parse([said])
    assert description_score(said, ["Heathcliff", "Mr. Heathcliff"]) == 0
    assert description_score(said, ["Mrs. Heathcliff"]) == 3


def test_a_question_describes_no_one():
    # Jane Eyre IV: the narrator's card on main; a question asks, as the parse reads none
    from understory_cli.extractive.describe import descriptions
    asked = "“Is there a little girl called Jane Eyre here?”"
    assert all(strength < 2 for _, strength, _ in descriptions([asked], ["Jane Eyre", "Jane"], [True]))
    tagged = "“Glinda is a Good Witch, isn’t she?”"  # (Oz: a statement, its question only tagged on)
    assert any(strength == 3 for _, strength, _ in descriptions([tagged], ["Glinda"], [True]))
    told = "There was a little girl called Jane Eyre in the house."
    assert any(strength == 3 for _, strength, _ in descriptions([told], ["Jane Eyre", "Jane"], [False]))


def test_a_name_given_alone_only_names():
    # Great Expectations I: Pip's card on main; the narrator's role (and his sister) says more
    assert description_score("So, I called myself Pip, and came to be called Pip.", ["Pip"]) < 2
    assert description_score("She was called Wren.", ["Wren"]) < 2
    assert description_score("The girl was called Wren.", ["Wren"]) == 3  # a noun, then its name
    assert description_score("He was called the Grey Pilot.", ["Grey Pilot"]) == 3  # an epithet


def test_a_pronoun_after_a_ranked_mans_wife_is_hers():
    """"Admiral Croft’s wife said that she …": the she is the wife's, and gives the admiral no sex (a review found one
    such she made him a woman, free to join Mrs. Croft); "Captain Morstan’s arrival he …" is still his."""
    from understory_cli.extractive.en.coreference import _mentions, _pronoun_counts
    paragraphs = written_book(["Admiral Croft’s wife said that she liked Bath.\nCaptain Morstan’s arrival he "
                               "announced himself."], 1)
    forms = {"Admiral Croft", "Captain Morstan"}
    counted = _pronoun_counts(paragraphs, _mentions(paragraphs, forms), frozenset(forms))
    assert not counted.get("Admiral Croft") and counted["Captain Morstan"]["m"] == 1
