"""Issue 43 §4 (one person, one entry): a daughter's title written inside her full name, "Miss Lucy Honeychurch",
says once that Miss Honeychurch is Lucy, where the family's other given names are men's (her brother, her father)
and her mother is Mrs. Honeychurch; never where the text writes a sister beside the Miss ("Miss Pinkerton …,
Jemima": two sisters) nor the family's daughters together ("the Miss Steeles")."""

from __future__ import annotations

from support.written_book import P, entity_with, holding, told_over

from understory_cli.extractive.names import find_characters

# A Room with a View's shape: Miss Honeychurch, Lucy, her mother Mrs. Honeychurch, her brother Freddy
HONEYCHURCHES = [
    "In the morning Lucy stood at the window of the pension, and she looked at the river below.",
    "“You are very kind,” said Miss Honeychurch to the clergyman, and she smiled at him.",
    "That week Mrs. Honeychurch wrote from home, and she asked after the weather in Florence.",
    "After lunch Freddy went out to the garden, and he whistled at the dog.",
    "Then Lucy laughed at Mr. Beebe, and she took up her book again.",
    "In the evening Miss Honeychurch played the piano. Lucy played it well, and the room listened.",
    "“Where is Freddy?” asked Mrs. Honeychurch, and she went to the door.",
]
# Sense and Sensibility's: plain "Miss Dashwood" is the eldest, Elinor; "Miss Marianne Dashwood" tells the younger apart
DASHWOODS = [
    "In the morning Elinor stood at the window of the cottage, and she looked at the lane below.",
    "“You are very kind,” said Miss Dashwood to the colonel, and she smiled at him.",
    "That week Mrs. Dashwood wrote to her brother, and she asked after his health.",
    "After lunch Marianne went out to the hill, and she sang to the wind.",
    "In the evening Miss Dashwood played the piano, and she played it well.",
    "When it rained Marianne wept by the fire, and she would not be comforted.",
]
ONCE = ["“Miss Lucy Honeychurch!” called Mr. Beebe from the stairs, and the room went quiet."]


def _told(lines: list[str], once: list[str]) -> list[P]:
    """The full name written once, in the first chapter, before the lines told five times over."""
    return [P("1.1.0", 1, 1, "text", once[0])] + told_over(lines, 5)


def test_a_daughters_title_written_once_inside_her_full_name_is_her_given_name():
    found = find_characters(_told(HONEYCHURCHES, ONCE), "en")
    lucy = entity_with(found, "Lucy")
    assert "Miss Honeychurch" in lucy.names
    assert "Mrs. Honeychurch" not in lucy.names  # her mother stays apart


def test_no_tie_where_a_sister_is_written_beside_the_miss():
    # Vanity Fair's shape: Miss Pinkerton, the elder, and her sister Miss Jemima Pinkerton
    lines = [line.replace("Honeychurch", "Pinkerton").replace("Lucy", "Jemima") for line in HONEYCHURCHES]
    lines += ["Miss Pinkerton had finished the letter, and Jemima wrote the other one."]
    once = ["“Miss Jemima Pinkerton!” called Mr. Beebe from the stairs, and the room went quiet."]
    found = find_characters(_told(lines, once), "en")
    jemima = holding(found, "Jemima")
    assert jemima is not None and "Miss Pinkerton" not in jemima.names


def test_no_tie_where_the_daughters_are_written_together():
    lines = HONEYCHURCHES + ["The Miss Honeychurches went to church with their mother, and they sang."]
    found = find_characters(_told(lines, ONCE), "en")
    assert "Miss Honeychurch" not in entity_with(found, "Lucy").names


def test_no_tie_where_the_miss_is_written_as_a_sister():
    lines = [line.replace("Honeychurch", "Pinkerton").replace("Lucy", "Jemima") for line in HONEYCHURCHES]
    lines += ["A letter came at noon from her sister, Miss Pinkerton, and it was read aloud."]
    once = ["“Miss Jemima Pinkerton!” called Mr. Beebe from the stairs, and the room went quiet."]
    found = find_characters(_told(lines, once), "en")
    assert "Miss Pinkerton" not in entity_with(found, "Jemima").names


def test_a_younger_daughters_full_title_gives_her_no_elder_sisters_title():
    """Review: "Miss Marianne Dashwood" once made every plain "Miss Dashwood" (Elinor's) Marianne's: the text never
    shows that title as hers, so it stays apart."""
    once = ["“Miss Marianne Dashwood!” called Mr. Palmer from the stairs, and the room went quiet."]
    found = find_characters(_told(DASHWOODS, once), "en")
    assert not [e for e in found if "Marianne" in e.names and "Miss Dashwood" in e.names]
