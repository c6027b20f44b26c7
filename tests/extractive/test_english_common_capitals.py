"""Issue 43, capitalised common words that are no one's name (The Secret Adversary, judged by a reader): the
kind of name ("Christian name?"), what closes a firm's name (Young Adventurers, Ltd.) and the state written with
a capital (the Government). The sentences are the book's own; the names around them stay."""

from __future__ import annotations

from support.written_book import written_book

from understory_cli.extractive.en.candidates import find_candidates

ADVERSARY = [
"""“It’s nothing much. Only a Christian name--Rita. Whittington mentioned it.”
“Christian name?” asked Tommy, his pencil poised.
Tommy wrote down the lady whose Christian name had proved to be Sadie.""",
"""“Trading under the name of the Young Adventurers, Ltd.? Is that your idea, Tuppence?”
“The Young Adventurers, Ltd.!” said Tuppence. Tommy looked at Tuppence.
“Mr. Whittington, of the Esthonia Glassware Co., and Tuppence,” said Tommy.""",
"""“Because the dear old Government will not support us,” said Mr. Carter to Tommy.
The Government consider the matter closed, said Mr. Whittington. Tuppence heard the Government is in it.""",
]


def test_capitalised_common_words_are_no_names():
    candidates = find_candidates(written_book(ADVERSARY, 3))
    assert not {"Christian", "Ltd", "Government"} & set(candidates)
    assert {"Tommy", "Tuppence", "Young Adventurers", "Esthonia Glassware Co", "Mr. Whittington"} <= set(candidates)
