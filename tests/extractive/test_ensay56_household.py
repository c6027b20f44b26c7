"""Issue 43, stop 56: the card says who through what the text states anywhere: a calling apposed before a name ("the
cook, Nastasya", "the old gardener Auguste") is the person's role; a household tie a possessive or a named anchor tells ("her maid
Abbot", "Mrs. Reed's maid, Abbot") is a relation; a pronoun's antecedent is kept only where the whole book agrees; a
name spoken to inside "my father, Pip, he …" is no one's relation."""

from __future__ import annotations

from understory_cli.extractive.relations import stated_relations
from understory_cli.extractive.roles import stated_roles
from understory_cli.extractive.describe import anchored_on_pronoun
from understory_cli.extractive.en.told import told

# shaped as Jane Eyre, The Sign of the Four and Crime and Punishment write them
ROLE_TEXTS = [
    "Mr. Razumihin called the cook, Nastasya, who came in at once.",
    "It was the housekeeper, Mrs. Bernstone, who opened the door to us.",
    "The chidings came from the old gardener Auguste in the morning.",
    # a clause the name opens after the calling's comma: the housemaid is someone else
    "Some of these hoards were discovered by the housemaid, Eliza, fearful of one day losing her treasure.",
    # a greeting, not a calling
    "“Your servant, Mr. Holmes,” said the little man.",
    # the calling another's object, the name the subject of its own clause; a name called out
    "He told the doctor Ivan was ill.", "He met the cook Mary had hired last spring.",
    "“Fetch the nurse, Jane!” cried John.", "“Where is the governess, Jane?” asked Mr. Rochester.",
]
ROLE_PEOPLE = [("Nastasya", "person", ["Nastasya"]), ("Mrs. Bernstone", "person", ["Mrs. Bernstone"]),
               ("Auguste", "person", ["Auguste"]), ("Eliza", "person", ["Eliza"]), ("Mr. Holmes", "person", ["Mr. Holmes"]),
               ("Ivan", "person", ["Ivan"]), ("Mary", "person", ["Mary"]), ("Jane", "person", ["Jane"]),
               ("John", "person", ["John"]), ("Mr. Rochester", "person", ["Mr. Rochester"])]


def test_a_calling_apposed_to_a_name_where_it_is_first_met_is_its_role():
    roles = stated_roles(ROLE_TEXTS, ROLE_PEOPLE, "en")
    assert {name: [r.role for r in said] for name, said in roles.items()} == {
        "Nastasya": ["cook"], "Mrs. Bernstone": ["housekeeper"], "Auguste": ["gardener"]}


def test_a_household_tie_a_pronoun_tells_is_the_antecedent_s_relation():
    texts = ["Mrs. Reed was gone upstairs. She came upon the scene, followed by her maid Abbot.",
             "Mr. Renauld was at his desk, and his secretary, M. Stonor, stood by him."]
    people = [("Mrs. Reed", ["Mrs. Reed"]), ("Abbot", ["Abbot"]), ("Mr. Renauld", ["Mr. Renauld"]),
              ("M. Stonor", ["M. Stonor"])]
    assert told(texts, people) == [("Abbot", "maid", "Mrs. Reed", 0), ("M. Stonor", "secretary", "Mr. Renauld", 1)]


def test_a_household_tie_to_a_named_anchor_is_a_stated_relation():
    found = stated_relations(["Mrs. Reed's maid, Abbot, came in."], ["Mrs. Reed", "Abbot"], "en")
    assert [(r.subject, r.relation, r.other) for r in found] == [("Abbot", "maid", "Mrs. Reed")]


def test_two_antecedents_for_one_person_s_relation_leave_it_unsaid():
    texts = ["Mrs. Reed came in, and her nephew John behind her.", "Tom said he was tired.",
             "Miss Temple came in, and her nephew John behind her."]
    people = [("Mrs. Reed", ["Mrs. Reed"]), ("John", ["John"]), ("Miss Temple", ["Miss Temple"]), ("Tom", ["Tom"])]
    assert told(texts, people) == []
    assert told(texts[:2], people) == [("John", "nephew", "Mrs. Reed", 0)]


def test_a_name_spoken_to_is_not_the_speaker_s_kin():
    texts = ["“My father, Pip, he were given to drink,” said Joe."]
    people = [("Pip", ["Pip"]), ("Joe", ["Joe"])]
    assert told(texts, people) == []


def test_a_relation_a_pronoun_anchors_gives_way_a_calling_does_not():
    # whose companion, whose comrades, only told.py can say: the card takes a relation stated with a name instead
    assert anchored_on_pronoun("Mr. Stone, my companion, was looking at the sea.", ["Mr. Stone"])
    assert anchored_on_pronoun("Vassily was one of his old comrades at the university.", ["Vassily"])
    assert anchored_on_pronoun("Biddy was his granddaughter, and kept the shop.", ["Biddy"])
    assert anchored_on_pronoun("Levin was in love with his sister-in-law, Kitty, and knew it.", ["Kitty"])
    assert not anchored_on_pronoun("Joseph, his old servant, came in with the lamp.", ["Joseph"])


def test_the_narrators_my_in_apposition_is_its_relation_too():
    texts = ["Mr. Stone, my companion, was looking at the sea, and I turned."]
    assert told(texts, [("Mr. Stone", ["Mr. Stone"])]) == [("Mr. Stone", "companion", "the narrator", 0)]


def test_a_speech_running_on_into_the_next_paragraph_is_the_same_speaker_s():
    texts = ["“I have known trouble,” said Mr. Marlow. “I had a wife once, and children.",
             "“My daughter Susan went out to work for us all, and came home at night.”"]
    people = [("Mr. Marlow", ["Mr. Marlow"]), ("Susan", ["Susan"])]
    assert told(texts, people) == [("Susan", "daughter", "Mr. Marlow", 1)]


def test_a_single_quoted_speech_s_my_is_the_speaker_s_not_the_narrator_s():
    texts = ["I looked at the girl. 'Mrs. Ellis is my daughter-in-law,' said Mr. Ellis, and sat down.",
             "'Who is she?' I asked.", "'A widow,' he said."]
    people = [("Mr. Ellis", ["Mr. Ellis"]), ("Mrs. Ellis", ["Mrs. Ellis"]), ("Lockwood", ["I"])]
    assert told(texts, people) == [("Mrs. Ellis", "daughter-in-law", "Mr. Ellis", 0)]


def test_a_friend_of_mine_is_the_speaker_s_and_gives_way():
    texts = ["“As you know, Mr. Tracy is an intimate friend of mine,” said Mr. Amis."]
    assert told(texts, [("Mr. Tracy", ["Mr. Tracy"]), ("Mr. Amis", ["Mr. Amis"])]) == [("Mr. Tracy", "friend", "Mr. Amis", 0)]
    assert anchored_on_pronoun("Mr. Tracy is an intimate friend of mine.", ["Mr. Tracy"])


def test_a_name_after_the_that_goes_on_is_no_common_noun():
    """"the Tom Buchanans" (a family, its man's given name first) gives Tom no kind "tom"; "the Dodo" is a dodo."""
    texts = ["They went to dinner at the Tom Parkers in the village.", "She saw the Dodo."]
    roles = stated_roles(texts, [("Tom Parker", "person", ["Tom Parker", "Tom"]), ("Dodo", "person", ["Dodo"])], "en")
    assert {name: [r.role for r in said] for name, said in roles.items()} == {"Dodo": ["dodo"]}
