"""Issue 43, English: a title with a family name (Miss Eyre, Mr. Reed) and the full names of that family, in the
sentences of Jane Eyre (ch. I–IV, a book nobody tuned on; the passages are its own sentences, told over so that
each name recurs). Miss Eyre is Jane Eyre, the one woman of her family the text names in full, though the
servants call her Miss Jane and the first-person narration never names her near it."""

from __future__ import annotations

from support.written_book import holding, written_book

from understory_cli.extractive.names import find_characters

GATESHEAD = [
    """“Is there a little girl called Jane Eyre here?” she asked.
“What shocking conduct, Miss Eyre, to strike a young gentleman, your benefactress’s son! Your young master.”
“Abbot and Bessie, I believe I gave orders that Jane Eyre should be left in the red-room till I came to her myself.” “Miss Jane screamed so loud, ma’am,” pleaded Bessie.
I was silent. Bessie went down to the kitchen, and I sat on the stool by the fire.""",
    """Presently he addressed me—“Your name, little girl?” “Jane Eyre, sir.” In uttering these words I looked up: he seemed to me a tall gentleman.
“Miss Eyre, are you ill?” said Bessie.
“Come, Miss Jane, don’t cry,” said Bessie as she finished. I heard Mrs. Reed on the stairs, and Mrs. Reed came in.
I said nothing; Mrs. Reed looked at me, and I looked at the fire.""",
    """“Well, Jane Eyre, and are you a good child?” Impossible to reply to this in the affirmative: my little world held a contrary opinion: I was silent.
“Say your prayers, Miss Eyre, when you are by yourself.” They went, shutting the door, and locking it behind them.
“You are a strange child, Miss Jane,” she said, as she looked down at me. I nodded.
Mrs. Reed turned away, and I saw her no more that day.""",
]



def test_miss_and_the_surname_of_the_one_woman_named_in_full_is_her():
    entities = find_characters(written_book(GATESHEAD, 2), "en")
    jane = holding(entities, "Jane Eyre")
    assert jane is not None and "Miss Eyre" in jane.names
    assert "Mrs. Reed" not in jane.names


RED_ROOM = [
    """“Boh! Madam Mope!” cried the voice of John Reed; then he paused: he found the room apparently empty.
John Reed was a schoolboy of fourteen years old; four years older than I, for I was but ten.
Mr. Reed had been dead nine years: it was in this chamber he breathed his last.""",
    """We were parted: I heard the words— “Dear! dear! What a fury to fly at Master John!”
All John Reed’s violent tyrannies, all his sisters’ proud indifference, turned up in my disturbed mind like a dark deposit in a turbid well.
I doubted not—never doubted—that if Mr. Reed had been alive he would have treated me kindly.""",
    """“But John Reed knocked me down, and my aunt shut me up in the red-room.”
“Of Mr. Reed’s ghost I am: he died in that room, and was laid out there.”
“What a fury to fly at Master John!” said Abbot.""",
]


def test_mister_and_the_surname_is_not_the_boy_called_master():
    """Master John is a boy, the son of the house: Mr. Reed, the father, is not he (English usage: Master titles a
    boy, Mr. a grown man)."""
    entities = find_characters(written_book(RED_ROOM, 2), "en")
    john = holding(entities, "John Reed")
    assert john is not None and "Master John" in john.names
    assert "Mr. Reed" not in john.names


# The Secret Adversary (ch. V–VII, a book nobody tuned on), its own sentences
RITZ = [
    """The same thought sprang to the minds of each. Tommy voiced it first.
“Julius P. Hersheimmer!”
On inquiring for Mr. Hersheimmer, they were at once taken up to his suite.
“My father and her mother were brother and sister,” explained Mr. Hersheimmer meticulously.""",
    """Tuppence expressed a preference for the latter, and Julius bowed to her decision.
The immediate result of this set-back was to effect a rapprochement between Julius Hersheimmer and the Young Adventurers.
“Never seen her,” responded Mr. Hersheimmer.""",
    """He rang up the Ritz and asked for Julius Hersheimmer.
It was to be hoped that Julius would arrive better provided.
“Got any money with you?” Julius shook his head, and Tommy’s face fell.""",
]


def test_a_full_name_written_with_a_middle_initial_joins_the_given_name_and_mister():
    """"Julius P. Hersheimmer" and "Julius Hersheimmer", twice each, too seldom to be a candidate: Julius and Mr.
    Hersheimmer are still one man, the one given name written before the one titled surname."""
    entities = find_characters(written_book(RITZ, 1), "en")
    julius = holding(entities, "Julius")
    assert julius is not None and "Mr. Hersheimmer" in julius.names
    assert "Tommy" not in julius.names
