"""Issue 43, stop 55: a relation whose anchor is a pronoun ("her sister Celia", "Madame Renauld and her son, M. Jack
Renauld") says who only where the pronoun's antecedent is beyond doubt: the one person of its sex named before it in
its sentence, in a quotation as in the narration, or (narration) in the nearest of a few sentences before it that
name anyone; the parse's "her sister Celia" is no description by itself."""

from __future__ import annotations

from understory_cli.extractive.en import parsed
from understory_cli.extractive.en.told import told

# third-person narration shaped as Middlemarch and Jane Eyre write it, and a speech as The Murder on the Links'
TEXTS = [
    # the antecedent two sentences back, the pronoun chain in between naming no one
    "Miss Brooke had that kind of beauty which plain dress sets off. Her hands were fine; she wore no jewels. "
    "She was called clever, but her sister Celia had more common sense.",
    # a speech's "her": the one woman named before it in the quoted sentence
    "“There is the chauffeur, but he is away. Finally there are Madame Renauld and her son, M. Jack Renauld.”",
    # a pronoun before the one woman named: "she" is someone else, named in an earlier paragraph
    "She, like Françoise, had heard nothing in the night. Her sister, Denise, came in the morning.",
    # two women in the sentence the walk back reaches: no one sure
    "Miss Brooke and Mrs. Cadwallader sat by the fire. She talked of her nephew Tom all evening.",
    # a speech's pronoun never reaches the narration before its quotation
    "Miss Brooke came in. “Her sister Celia is out,” said Tom.",
]
PEOPLE = [("Miss Brooke", ["Miss Brooke"]), ("Celia", ["Celia"]), ("Madame Renauld", ["Madame Renauld"]),
          ("M. Jack Renauld", ["M. Jack Renauld"]), ("Françoise", ["Françoise"]), ("Denise", ["Denise"]),
          ("Mrs. Cadwallader", ["Mrs. Cadwallader"]), ("Tom", ["Tom"])]


def test_a_pronouns_relation_reaches_its_one_antecedent_in_the_sentences_before_and_in_speech():
    found = told(TEXTS + ["Tom said he was tired, and he slept."] * 3, PEOPLE)
    assert found == [("Celia", "sister", "Miss Brooke", 0), ("M. Jack Renauld", "son", "Madame Renauld", 1)]


def test_a_kin_noun_a_pronoun_anchors_is_no_description_of_the_name():
    parsed.forget()
    sentences = ["She was called clever, but her sister Celia had more common sense.",
                 "Her sister, Denise, came in the morning.", "The commissary, M. Lucien Bex, came in."]
    parsed.read(sentences)
    assert parsed.strength(sentences[0], ["Celia"]) == 0
    assert parsed.strength(sentences[1], ["Denise"]) == 0
    assert parsed.strength(sentences[2], ["Bex"]) == 3  # a calling apposed still says who
    parsed.forget()
