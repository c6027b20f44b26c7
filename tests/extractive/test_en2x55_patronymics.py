"""Issue 43 §3, shapes a blind judge found in a translated Russian novel, in passages written for the test: a full name
of three parts written in one breath ("Pyotr Petrovitch Luzhin") ties the given name and patronymic to Mr. Luzhin; a
surname two full names share (a brother and a sister) ties neither; a diminutive the cross-book list knows (Rodya of
Rodion) joins its full name where the text writes both in one paragraph; a name with a patronymic is a person's even
where the prepositions around it vote for a place (Alyona Ivanovna)."""

from __future__ import annotations

from support.written_book import holding, written_book

from understory_cli.extractive.aliases import kind_of
from understory_cli.extractive.en.candidates import find_candidates
from understory_cli.extractive.names import find_characters

NOVEL = [
"""Pyotr Petrovitch Luzhin came in the morning. He was a man no longer young. “I have the honour,” said Pyotr Petrovitch, and bowed to Raskolnikov. Raskolnikov did not answer.
Dounia looked at her brother. “This is Mr. Luzhin,” she said. Mr. Luzhin smiled. Rodion Romanovitch Raskolnikov lay on the sofa, and poor Rodya turned to the wall.""",
"""Pyotr Petrovitch was offended. “I did not expect this,” said Pyotr Petrovitch. Mr. Luzhin took his hat. Then Rodion Romanovitch laughed, and Rodya was pale.
Avdotya Romanovna Raskolnikov was a proud girl, and Dounia said nothing. “Go,” said Rodion Romanovitch. Raskolnikov went out.""",
"""He went to Alyona Ivanovna with the watch. The stairs of Alyona Ivanovna were dark; near Alyona Ivanovna lived a tailor. From Alyona Ivanovna he went to the tavern.
Mr. Luzhin wrote a letter. That day Pyotr Petrovitch was a careful man. Raskolnikov read the letter, and Rodya threw it down. Dounia wept, and Rodion Romanovitch said nothing.""",
]



def test_a_full_name_of_three_parts_ties_given_name_and_patronymic_to_the_titled_surname():
    """Pyotr Petrovitch and Mr. Luzhin were two entries, though "Pyotr Petrovitch Luzhin" is written."""
    entities = find_characters(written_book(NOVEL, 3), "en")
    luzhin = holding(entities, "Mr. Luzhin")
    assert luzhin is not None and "Pyotr Petrovitch" in luzhin.names


def test_a_surname_two_full_names_share_ties_neither_and_a_known_diminutive_joins_its_full_name():
    """Raskolnikov is written after Rodion Romanovitch and after Avdotya Romanovna: a family's, tied to neither;
    Rodya, Rodion's diminutive, is written in the paragraphs of "Rodion Romanovitch" and joins him."""
    entities = find_characters(written_book(NOVEL, 3), "en")
    rodion = holding(entities, "Rodion Romanovitch")
    assert rodion is not None and "Rodya" in rodion.names
    assert "Raskolnikov" not in rodion.names


def test_a_name_with_a_patronymic_is_a_person_whatever_the_prepositions_vote():
    """"went to Alyona Ivanovna", "near Alyona Ivanovna": the candidate's votes were a place's."""
    candidates = find_candidates(written_book(NOVEL, 3))
    assert kind_of(candidates["Alyona Ivanovna"]) == "person"
    assert kind_of(candidates["Pyotr Petrovitch"]) == "person"
