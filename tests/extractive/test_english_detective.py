"""Issue 43, English: the shapes a country-house detective novel gave the no-model finder (a book nobody here has:
The Mysterious Affair at Styles). A detective called by his surname, his full name and Monsieur / Mr. with his
surname is one entry, and his surname finds it; a husband and wife who share a surname are two; a woman's full
name after "from" and "to" is still a person's. The passages are written for the test in the book's manner."""

from __future__ import annotations

from support.written_book import P, written_book

from understory_cli.extractive.aliases import kind_of
from understory_cli.extractive.en.candidates import find_candidates
from understory_cli.extractive.en.rules import EnglishRules
from understory_cli.extractive.names import find_characters



CH = [
"""I had not been at Styles a day when John Cavendish took me to see his stepmother, Mrs. Inglethorp. She had married Alfred Inglethorp the year before, and the whole village talked of Mr. Inglethorp.
“Hastings, old fellow,” said John Cavendish, “you will find the place much changed. My brother Lawrence is here, and Evelyn Howard too.”
I liked Lawrence Cavendish at once, though he was a quiet man. Then I met Miss Howard, who shook hands with me heartily. I thought Evelyn Howard a pleasant woman.
“Evie, dear,” said Mrs. Inglethorp, “this is Mr. Hastings.” I bowed to Mrs. Inglethorp.
I did not like Mr. Inglethorp. I thought Alfred Inglethorp wore his black beard like a disguise, and he knew it.
“Where is Lawrence?” asked John. “He went to Tadminster,” said Mrs. Cavendish, and I watched Mary Cavendish walk away.""",
"""In the village I met my old friend Hercule Poirot, the Belgian detective. I had not seen Poirot for years.
“My friend Hastings!” cried Poirot. I told Poirot everything about Mrs. Inglethorp and Mr. Inglethorp.
“Monsieur Poirot,” said Miss Howard, “you must help us.” I saw that Monsieur Poirot was pleased. Everyone at Styles soon knew Monsieur Poirot.
Then a letter came from Evelyn Howard, and I took it to Evelyn Howard's room. I looked at Evelyn Howard. John Cavendish was waiting at the gate with Mrs. Cavendish.
“John,” said Mary Cavendish, “where is Lawrence?” I looked at Lawrence Cavendish, who said nothing.
“Good morning, Mr. Poirot,” said Lawrence. Dr. Bauerstein nodded to Mr. Poirot.""",
"""That night I heard Mrs. Inglethorp quarrel with her husband. I believe Mr. Inglethorp went out.
“Alfred,” said Mrs. Inglethorp, “I will not have it.” I heard Alfred Inglethorp laugh as he went down the stairs.
In the morning I fetched Poirot to Styles. I watched Hercule Poirot look at the room.
“Monsieur Poirot,” said John Cavendish, “what do you think?” I waited for Poirot to answer.
“I think nothing yet,” said Poirot. I saw Monsieur Poirot smile at Miss Howard.
“Evelyn Howard is an honest woman,” said Poirot. I agreed with Poirot, and I wrote to Evelyn Howard that evening.""",
"""The inquest was held at the Stylites Arms. I saw Mr. Inglethorp give evidence.
I thought Alfred Inglethorp spoke too calmly when he said he had been in the village. I knew that Mrs. Inglethorp had made a will.
Then they called John Cavendish. I thought John looked pale. After him they called Lawrence Cavendish.
I saw that Lawrence was nervous. Then Mrs. Cavendish said she had heard nothing; I believed Mary Cavendish.
I watched Poirot watch her. I asked Monsieur Poirot what he thought, and Hercule Poirot smiled at me.
Miss Howard came back from Middlingham. I came to Evelyn Howard in the garden and found her angry. To Miss Howard, Alfred Inglethorp was a villain.""",
]


def _book(chapters: list[str] = CH, repeat: int = 2) -> list[P]:
    return written_book(chapters, repeat)


def _holding(entities, form: str):
    return next((e for e in entities if form in e.names), None)


def test_a_detective_called_monsieur_and_mr_is_one_man_and_his_surname_finds_him():
    """Mr. and Monsieur are one man's titles, not two members of a family (the surname alone is then nobody's)."""
    assert "Poirot" not in EnglishRules().family_names({"Poirot", "Hercule Poirot", "Monsieur Poirot", "Mr. Poirot"})
    assert EnglishRules().family_names({"Mr. Inglethorp", "Mrs. Inglethorp", "Inglethorp"}) == {"Inglethorp"}
    entities = find_characters(_book(), "en")
    poirot = _holding(entities, "Poirot")
    assert poirot is not None and {"Hercule Poirot", "Monsieur Poirot", "Mr. Poirot"} <= set(poirot.names)


def test_a_husband_and_wife_sharing_a_surname_are_two():
    """Without a Mr. Inglethorp, Mrs. Inglethorp and Alfred Inglethorp (a man by the he after his name) met in
    the bare surname and were one entry; the bare surname is the man's (a woman is Mrs. or Miss Inglethorp)."""
    chapters = [c.replace("Mr. Inglethorp", "Inglethorp").replace("Mr. Poirot", "Poirot") for c in CH]
    entities = find_characters(_book(chapters), "en")
    alfred, wife = _holding(entities, "Alfred Inglethorp"), _holding(entities, "Mrs. Inglethorp")
    assert alfred is not None and wife is not None and alfred is not wife
    assert "Inglethorp" in alfred.names
    assert _holding(entities, "John Cavendish") is not _holding(entities, "Lawrence Cavendish")  # two brothers
    assert "John" not in _holding(entities, "Lawrence Cavendish").names


def test_a_womans_full_name_after_from_and_to_is_a_person():
    """"a letter came from Evelyn Howard", "I wrote to Evelyn Howard": her surname is Miss Howard's, a person's."""
    candidates = find_candidates(_book())
    assert kind_of(candidates["Evelyn Howard"]) == "person"
    entities = find_characters(_book(), "en")
    assert _holding(entities, "Evelyn Howard") is _holding(entities, "Miss Howard")
    assert _holding(entities, "Evelyn Howard").kind == "person"


def test_a_speaker_named_in_their_own_words_and_renamed_by_the_one_who_answers():
    """Oz's shape: “My name is Bill,” said the yellow hen; “I shall call you ‘Billina’” — and the yellow hen answers.
    Billina and the Yellow Hen were two entries (a main character split)."""
    exchange = ["“May I inquire your name, ma’am?” asked the little girl.",
                "“My name is Bill,” said the yellow hen, somewhat gruffly.",
                "“If you don’t mind, I shall call you ‘Billina,’” said Dorothy.",
                "“Oh, I don’t mind it in the least,” returned the yellow hen."]
    story = ["Billina clucked and Dorothy laughed. Then Billina walked to the Yellow Hen house where Dorothy waited.",
             "Dorothy spoke to the Scarecrow, and the Scarecrow bowed to Dorothy.",
             "Later the Yellow Hen pecked at the corn, and Billina said nothing to the Scarecrow."]
    entities = find_characters(_book(["\n".join(exchange + story), "\n".join(story * 2)], repeat=2), "en")
    hen = _holding(entities, "Billina")
    assert hen is not None and "Yellow Hen" in hen.names
    assert _holding(entities, "Dorothy") is not hen


BROTHERS = [
"""John Cavendish met me at the station. I saw that Mr. Cavendish looked tired. John was a man of forty-five, and he drove me to Styles.
At the house Mrs. Cavendish gave me tea. Lawrence Cavendish came in later; Lawrence was quiet.""",
"""Japp came to the house in the morning and found Lawrence Cavendish in the hall.
“Where were you last night, Mr. Cavendish?” asked Japp.
“In my room,” said Lawrence.
John Cavendish was in the garden. I saw that Mr. Cavendish was pale.""",
"""The coroner turned to the witness. “You studied medicine, Mr. Cavendish?”
“I did,” answered Lawrence.
Later I walked with John Cavendish, and I saw that Mr. Cavendish would write to London.""",
"""Poirot went up to the laboratory. “Tell me, Mr. Cavendish,” he said, “who has the key?”
“I have,” said Lawrence.
I met John Cavendish at the gate. I told Mr. Cavendish where Poirot was.""",
"""Lawrence Cavendish walked with me in the garden, and Lawrence said little. Mrs. Cavendish watched us.
John Cavendish wrote letters all the morning. Mr. Cavendish did not come to lunch.""",
]


def test_two_brothers_answering_to_one_title_stay_two():
    """The narration's Mr. Cavendish is John (written after his full name); the police and the coroner call
    his brother Lawrence Mr. Cavendish too, and Lawrence answers. The answers joined Lawrence's entry to
    John's: two given names of one family are two people, whatever title both answer to."""
    entities = find_characters(_book(BROTHERS), "en")
    john, lawrence = _holding(entities, "John Cavendish"), _holding(entities, "Lawrence Cavendish")
    assert john is not None and lawrence is not None and john is not lawrence
    assert "Lawrence" in lawrence.names and "Lawrence" not in john.names
    wife = _holding(entities, "Mrs. Cavendish")
    assert wife is not None and wife not in (john, lawrence)
