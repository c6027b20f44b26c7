"""Issue 43, English: a calling apposed to a name that a preposition governs, and a kin relation apposed with no
article, say who. The sentences are the books'
own: Jane Eyre ch. I ("the chidings of Bessie, the nurse,") and Moby-Dick ("a word with Starbuck, the chief mate.",
"a night-cap for Stubb, the second mate,"). After "of" a name's apposition may be anything else ("the deliverance
of Queequeg, the deliverance"), so only a noun of a trade or an office counts, and never one of a list."""

from __future__ import annotations

from understory_cli.extractive.describe import description_score, descriptions, summary_value

BESSIE = ("I was glad of it: dreadful to me was the coming home in the raw twilight, with nipped fingers and toes, and "
          "a heart saddened by the chidings of Bessie, the nurse, and humbled by the consciousness of my physical "
          "inferiority to Eliza, John, and Georgiana Reed.")
STARBUCK = ("And he, too, did not a little run from cabin to deck—now a word below, and now a word with Starbuck, the "
            "chief mate.")
STUBB = ("…and after the ever-thoughtful Charity had come off in a whale-boat, with her last gift—a night-cap for "
         "Stubb, the second mate, her brother-in-law, and a spare Bible for the steward—not till then did the two "
         "Captains, Peleg and Bildad, issue from the cabin.")


def test_a_calling_apposed_to_a_governed_name_says_who():
    for sentence, name in ((BESSIE, "Bessie"), (STARBUCK, "Starbuck"), (STUBB, "Stubb")):
        assert description_score(sentence, [name]) == 3, name
    [(_, strength, text)] = descriptions([BESSIE], ["Bessie"])
    assert strength == 3 and "Bessie, the nurse" in text
    assert summary_value(text, ["Bessie"]).usable


def test_no_calling_or_a_list_after_a_governed_name_says_nothing():
    for sentence, name in (("It was the deliverance of Queequeg, the deliverance, I mean.", "Queequeg"),
                           ("The misery of Miss Williams, the misery of that poor girl, was great.", "Miss Williams"),
                           ("She bore the chidings of Bessie, the nurse, and the cook.", "Bessie"),
                           ("In the Land of Ev, the king can do no wrong.", "Ev")):
        assert description_score(sentence, [name]) == 0, sentence


def test_a_kin_relation_apposed_without_an_article_says_who():
    # The Secret Adversary ch. I; Sense and Sensibility (John Dashwood of Edward's match)
    cowley = ("“Abridged biography of Miss Prudence Cowley, fifth daughter of Archdeacon Cowley of Little Missendell, "
              "Suffolk.")
    morton = "The lady is the Hon. Miss Morton, only daughter of the late Lord Morton, with thirty thousand pounds."
    assert description_score(cowley, ["Miss Prudence Cowley"]) == 3
    assert description_score(morton, ["Miss Morton"]) == 3
    # a relation naming no one is no statement of whose
    assert description_score("She wrote to Mary, sister of mine.", ["Mary"]) == 0


def test_a_long_passage_naming_a_calling_in_passing_is_quoted_as_that_apposition():
    [(_, strength, text)] = descriptions([BESSIE], ["Bessie"])
    assert (strength, text) == (3, "…Bessie, the nurse…")
    assert summary_value(text, ["Bessie"]).full
