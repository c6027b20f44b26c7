"""Issue 43, the card says who: an English sentence that names its subject and goes on of it through its pronoun,
no other name written between ("…held by Hugo of that name, nor can it be gainsaid that he was a most wild, profane,
and godless man"), says what the subject is; a pronoun in a clause of when or why, or after another name, does not."""

from __future__ import annotations

from understory_cli.extractive.describe import excerpt, is_full_description

_HUGO = ("Know then that in the time of the Great Rebellion (the history of which by the learned Lord Clarendon I most "
         "earnestly commend to your attention) this Manor of Baskerville was held by Hugo of that name, nor can it be "
         "gainsaid that he was a most wild, profane, and godless man.")


def test_the_name_s_sentence_going_on_through_its_pronoun_says_who_cut_to_its_clause_and_not_after_another_name():
    names = ["Hugo Baskerville", "Hugo"]
    assert is_full_description(_HUGO, names)
    assert excerpt(_HUGO, names) == ("…this Manor of Baskerville was held by Hugo of that name, nor can it be gainsaid "
                                     "that he was a most wild, profane, and godless man.")
    assert is_full_description("The farm was let to Giles, and in truth he was a careful tenant.", ["Giles"])
    # … but not a pronoun in a clause of when or why, nor one after another name
    assert not is_full_description("Her mother had arrived at Barton within the last hour, and as she was a very "
                                   "cheerful agreeable woman, he hoped the young ladies would not find it dull.",
                                   ["Barton"])
    assert not is_full_description("The house was left to Giles by Mrs. Smith, and she was a kind woman.", ["Giles"])
