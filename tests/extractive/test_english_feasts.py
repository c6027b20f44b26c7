"""Issue 43, stop 65: a feast or a holy day alone (El Filibusterismo's Christmas, Barchester Towers' Sabbath) and a
parent's kin word said alone ("Papa") are no one's name; a longer name they begin stays (Christmas Eve)."""

from __future__ import annotations

from support.written_book import holding, written_book

from understory_cli.extractive.names import find_characters

FEAST = [
    "Juli waited for Christmas in the town, and Tandang Selo waited with her.",
    "“Papa, it is nearly Christmas,” said Eleanor to her father, and Eleanor smiled.",
    "On the Sabbath they went to church, and after the Sabbath Juli wept.",
    "“Good night, Papa,” said Eleanor, and Papa kissed her before Christmas Eve.",
    "Tandang Selo spoke of Christmas Eve, and Juli listened to Tandang Selo.",
    "Eleanor kept the Sabbath, and Juli kept Christmas as her mother had.",
]


def test_a_feast_alone_and_a_parents_kin_word_are_no_names():
    found = find_characters(written_book(["\n".join(FEAST)] * 4, 1), "en")
    for word in ("Christmas", "Sabbath", "Papa"):
        assert holding(found, word) is None, word  # the old code made each an entry
    assert holding(found, "Juli") is not None and holding(found, "Eleanor") is not None
