"""Issue 43 on English books nobody tuned on: most people are never described by a copula; the narration says who
they are by a relation. A first-person narrator's ("my aunt, Mrs. Reed", "my cousin John Reed"), a pronoun's whose
antecedent is beyond doubt ("Scrooge … his nephew, Fred"), and a kin title that is the one elder's form ("Aunt
Reed" is Mrs. Reed; "Missis", a servant's address, is no one's entry)."""

from __future__ import annotations

from support.written_book import entity_with, written_book

from understory_cli.analyze.extractive import _relations
from understory_cli.extractive.en.kin_titles import kin_ties
from understory_cli.extractive.en.messages import role_words
from understory_cli.extractive.en.told import NARRATOR, told
from understory_cli.extractive.names import find_characters

# A first-person narration in Jane Eyre's manner: the narrator names herself, her aunt and her cousin by their
# relation to her; a speaker's "my" (Mr. Brocklehurst's daughter) is his, not hers; the servants say "Missis".
NARRATED = [
    "My name is Jane Eyre, and I lived at Gateshead with my aunt, Mrs. Reed, and her children.",
    "I was glad of it: I never liked long walks, and Mrs. Reed never asked me to go with her.",
    "Mrs. Reed looked at me coldly; I knew she did not love me, and I did not love her.",
    "“You have no business to take our books,” said John Reed; “mama says you are a dependent.”",
    "I hated John Reed, and I feared him: he bullied me. My cousin John Reed was fourteen, and he was cruel.",
    "John Reed struck me, and he laughed; Master John was a bully, and he knew it.",
    "“My second daughter, Augusta, is a good girl,” said Mr. Brocklehurst to me.",
    "I did not answer Mr. Brocklehurst; I only looked at the rug, and I wished him gone.",
    "Bessie came up to the nursery; Missis wanted me, she said, and I went down to Aunt Reed.",
]


def test_a_relation_to_the_first_person_narrator_is_a_row_of_both_entries():
    paragraphs = written_book(["\n".join(NARRATED)], 4)
    found = find_characters(paragraphs, "en")
    jane, reed, john = entity_with(found, "Jane Eyre"), entity_with(found, "Mrs. Reed"), entity_with(found, "John Reed")
    related = _relations(found, paragraphs, lambda e, chapter: e.names, 99)
    notes = {name: [r.note for r in records] for name, records in related.items()}
    assert "relation: aunt of Jane Eyre" in notes[reed.name]
    assert "relation: cousin of Jane Eyre" in notes[john.name]
    assert {"related: aunt: Mrs. Reed", "related: cousin: John Reed"} <= set(notes[jane.name])
    # quoted by the sentence that says it
    cousin = next(r for r in related[john.name] if r.note == "relation: cousin of Jane Eyre")
    assert cousin.text == "My cousin John Reed was fourteen, and he was cruel."
    # a speaker's "my" inside a quotation is the speaker's, never the narrator's (Augusta, a person since spaCy's
    # named entities type her, is Mr. Brocklehurst's daughter, as his dialogue tag says, or no one's)
    assert not any("daughter" in note for note in notes[jane.name])
    assert all(note in ("relation: daughter of Mr. Brocklehurst", "related: daughter: Augusta")
               for ns in notes.values() for note in ns if "daughter" in note)


def test_a_kin_title_is_the_one_elders_form_and_a_lone_address_no_entry():
    found = find_characters(written_book(["\n".join(NARRATED)], 4), "en")
    reed = entity_with(found, "Mrs. Reed")
    assert reed.name == "Mrs. Reed" and "Aunt Reed" in reed.names  # the kin title does not title her
    assert all("Missis" not in e.names for e in found)


def test_a_kin_title_ties_only_where_the_family_has_one_such_holder():
    forms = {"Mrs. Reed", "Aunt Reed", "Uncle Reed", "Mr. Reed", "John Reed"}
    texts = [type("P", (), {"text": t})() for t in ["Mrs. Reed and Mr. Reed came.", "Aunt Reed and Uncle Reed sat."]]
    ties = kin_ties(texts, forms)
    assert ties == {("Mrs. Reed", "Aunt Reed"): [1]}  # Uncle Reed: Mr. Reed may be John Reed
    assert kin_ties(texts, forms | {"Lady Reed"}) == {}  # two married Reeds: which is the aunt, the text does not say


def test_a_pronouns_relation_needs_one_antecedent_beyond_doubt():
    texts = [
        "Scrooge went out with his nephew, Fred, that night.",
        "Mrs. Dashwood and her daughter Elinor sat down by the fire.",
        "Elinor told Marianne of her sister Fanny.",  # two women before "her"
        "Mrs. Jennings met a woman and her son, Tim.",  # a person a common noun names between
        "Marianne valued it as a gift from her sister, Elinor was sure.",  # the name opens the next clause
        "He heard Scrooge fall, and he looked at his friend Tim.",  # "he" is someone named before
        "Scrooge was cold, he thought. Scrooge sighed, he wept. Scrooge frowned and he sat down.",
        "Elinor was calm, she said. Elinor smiled and she wept. Elinor rose, and she went.",
    ]
    people = [("Scrooge", ["Scrooge"]), ("Fred", ["Fred"]), ("Mrs. Dashwood", ["Mrs. Dashwood"]),
              ("Elinor", ["Elinor"]), ("Marianne", ["Marianne"]), ("Fanny", ["Fanny"]),
              ("Mrs. Jennings", ["Mrs. Jennings"]), ("Tim", ["Tim"])]
    assert told(texts, people) == [("Fred", "nephew", "Scrooge", 0), ("Elinor", "daughter", "Mrs. Dashwood", 1)]


def test_an_unnamed_first_person_narrator_is_the_narrator():
    texts = ["I went down to see my uncle, Mr. Pumblechook, and I sat with him a while." for _ in range(3)]
    assert told(texts, [("Mr. Pumblechook", ["Mr. Pumblechook"])]) == [("Mr. Pumblechook", "uncle", NARRATOR, i)
                                                                      for i in range(3)]
    # a third-person book's "my" is a letter's or a thought's: no narrator to relate to
    third = ["Elinor read the letter: “from my uncle, Mr. Pumblechook,” it said, and she laughed at him.",
             "Elinor read the note from my uncle, Mr. Pumblechook, and she laughed at him."]
    third += ["Elinor walked up to the house, and she sat by the fire with her sister for an hour or more."] * 20
    assert told(third, [("Mr. Pumblechook", ["Mr. Pumblechook"])]) == []


def test_a_role_and_a_relation_in_one_line_share_a_comma():
    assert role_words("person", "pumpkinhead", ", friend of Tip,") == ", a pumpkinhead, friend of Tip,"
    assert role_words("person", "pumpkinhead", "") == ", a pumpkinhead,"


def test_a_speakers_my_is_the_one_speaker_the_paragraphs_tag_names():
    texts = [
        # Jane Eyre 1.4 and Sense and Sensibility 1.37, as the books write them
        "“Your decisions are perfectly judicious, madam,” returned Mr. Brocklehurst. “My second daughter, Augusta, "
        "went with her mama to visit the school.”",
        "“Then,” cried Mrs. Jennings with blunt sincerity, “he has acted like an honest man! I have some little "
        "concern in the business, for Lucy Steele is my cousin, and I believe there is not a better kind of girl.”",
        "“What would my Uncle Reed say?” I cried.",
        # two tags: two speakers, whose "my" the text does not tie
        "“My friend Tom,” said Mr. Brocklehurst; “yes,” replied Mrs. Jennings, “my cousin Lucy Steele is here.”",
        # no tag naming the speaker
        "“My cousin Lucy Steele is here,” said she.",
    ]
    people = [("Mr. Brocklehurst", ["Mr. Brocklehurst"]), ("Augusta", ["Augusta"]), ("Mrs. Jennings", ["Mrs. Jennings"]),
              ("Lucy Steele", ["Lucy Steele"]), ("Tom", ["Tom"]), ("Mr. Reed", ["Mr. Reed", "Uncle Reed"]),
              ("Jane", ["Jane", "I"])]
    assert told(texts, people) == [("Augusta", "daughter", "Mr. Brocklehurst", 0),
                                   ("Lucy Steele", "cousin", "Mrs. Jennings", 1), ("Uncle Reed", "uncle", "I", 2)]
