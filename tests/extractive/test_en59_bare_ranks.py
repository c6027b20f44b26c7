"""Issue 43, junk (judges' R10-5, 9-e): a rank of the nobility, an office or a foreign form of address written alone
as a title is no one's name — Madame Bovary's Marquis, Marchioness and Viscount, The Man Who Was Thursday's Secretary
and Marquis, A Room with a View's Signora. The sentences are the books' own; the named people around them stay."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.en.candidates import find_candidates

BOVARY = [
    "Charles was invited to Vaubyessard, and the Marquis came forward to meet Emma.",
    "They paid their respects to the Marquis and Marchioness, and Charles set out with Emma.",
    "One of the ladies (the Marchioness herself) came to the door and Emma bowed to Charles.",
    "The Viscount, dragging Emma with him, disappeared; she had chosen the Viscount, said Charles.",
    "Emma thought she recognized the Viscount, turned back, and Charles followed.",
]

THURSDAY = [
    "“Of course, the Secretary of the branch will speak,” said Gregory, and Syme looked at Gregory.",
    "Then the grave Secretary gave his report. “You are wrong,” said the Secretary to Syme.",
    "“I have often wondered,” said the Marquis, and the black-bearded Marquis smiled at Gregory.",
]

ROOM = [
    "“The Signora had no business to do it,” said Miss Bartlett. “The rooms the Signora promised us,” said Lucy.",
    "Beyond them stood the unreliable Signora, bowing good-evening, and Lucy looked at Miss Bartlett.",
]


def test_a_rank_or_office_alone_is_no_name():
    bovary = find_candidates(told_over(BOVARY))
    assert not {"Marquis", "Marchioness", "Viscount"} & set(bovary)
    assert {"Charles", "Emma"} <= set(bovary)
    thursday = find_candidates(told_over(THURSDAY))
    assert not {"Secretary", "Marquis"} & set(thursday)
    assert {"Gregory", "Syme"} <= set(thursday)
    room = find_candidates(told_over(ROOM))
    assert "Signora" not in room and {"Lucy", "Miss Bartlett"} <= set(room)


def test_a_surname_that_is_an_office_s_word_stays():
    """Written bare, never after an article: a man's name (Mr. Chancellor of Middlemarch's Lydgate chapters)."""
    lines = ["“Good morning,” said Chancellor to Mary. Chancellor smiled at Mary, and Mary laughed.",
             "Mary walked with Mr. Chancellor to the church, and Chancellor said nothing to Mary."]
    assert "Chancellor" in find_candidates(told_over(lines))


def test_a_rank_the_book_names_one_holder_of_stays_for_the_merge():
    """"Cardinal Richelieu … the Cardinal": the one named holder's title, as "the Colonel" is Colonel Brandon's."""
    lines = ["“Cardinal Richelieu wishes it,” said Athos to Porthos, and the Cardinal smiled at Athos.",
             "Porthos bowed to Cardinal Richelieu; the Cardinal said nothing, and Athos laughed at Porthos."]
    candidates = find_candidates(told_over(lines))
    assert "Cardinal Richelieu" in candidates and "Cardinal" in candidates
