"""Issue 43, stop 65: a feast or a holy day alone (El Filibusterismo’s Christmas, Barchester Towers’ Sabbath), a
parent's kin word said alone ("Papa") and a nationality's noun in -man (an infidel Chinaman) are no one's name; a
longer name they begin stays (Christmas Eve)."""

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


CHINAMAN = [
    "An infidel Chinaman came to the church, and Padre Irene baptised the Chinaman.",
    "Quiroga the Chinaman sold lamps, and Padre Irene bought a lamp from Quiroga.",
    "The Chinaman laughed, and Padre Irene frowned at the Chinaman.",
    "Quiroga went home, and Padre Irene followed Quiroga to the shop.",
]


def test_a_nationality_noun_in_man_is_no_name():
    found = find_characters(written_book(["\n".join(CHINAMAN)] * 4, 1), "en")
    assert holding(found, "Chinaman") is None  # El Filibusterismo: the old code made an infidel Chinaman an entry
    assert holding(found, "Quiroga") is not None


SCHOOLS = [
    "Mr. Slope spoke of the Sunday-schools, and Eleanor smiled at Mr. Slope.",
    "The Sunday-schools were full, and Mr. Slope visited the Sunday-schools at Christmas-time.",
    "Eleanor laughed, and Mr. Slope went to the Sunday-schools again.",
]


def test_a_common_compound_of_a_day_is_no_name():
    found = find_characters(written_book(["\n".join(SCHOOLS)] * 4, 1), "en")
    assert holding(found, "Sunday-schools") is None  # Barchester Towers: a place in the top 30
    assert holding(found, "Eleanor") is not None
