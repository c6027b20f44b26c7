"""Issue 43, a 1919 translation in Traditional script (transliterated names, zh/foreign.py): a name with no Chinese
surname that speaks is a person, its given and family names written solid are one person's, a rank introduced as
一公爵 is the one man the text never names, a nickname given by 稱之曰 is the bearer's, and the role nouns and the
classical I (餘, a bad conversion's 余) are no names. The passage is written for the test, no book's names."""

from __future__ import annotations

import pytest
from support.written_book import written_book

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.types import NameEntity

CHAPTERS = [
    "餘一日在巴黎，同友人亞斐赴戲園。亞斐曰：「君識此女乎？」餘曰：「不識。」侍者導餘入座。",
    "有一麗人翩然下車，肆人曰：「此蕾娜莫爾姑娘也。」蕾娜莫爾者，巴黎名姬，人稱之曰玫瑰女。",
    "亞斐謂蕾娜曰：「吾愛汝甚。」蕾娜曰：「亞斐，汝勿言。」莫爾姑娘乃笑。侍者進茶，餘思蕾娜之言。",
    "蕾娜曾從一公爵至巴黎。公爵老矣，愛蕾娜如女。公爵曰：「吾不能捨汝。」餘往巴黎，見公爵與蕾娜同行。",
    "某伯爵亦在焉，伯爵曰：「吾為蕾娜償責。」又一伯爵贈蕾娜以圖。伯爵去，亞斐曰：「此人何為者？」",
    "亞斐赴巴黎，書上草書云「亞斐德倫贈蕾娜」數字。友人曰：「亞斐德倫，君之名也。」蕾娜莫爾讀之而泣。",
]


@pytest.fixture(scope="module")
def found() -> list[NameEntity]:
    return find_characters(written_book(CHAPTERS, 3), "zh-TW")


def _entry(found: list[NameEntity], form: str) -> NameEntity:
    return next(e for e in found if form in e.names)


def test_a_transliterated_name_that_speaks_is_a_person_with_his_solid_full_name(found):
    """亞斐曰, 「亞斐，…: no surname, yet someone; 亞斐德倫 (given and family name, no dot) is the same man."""
    him = _entry(found, "亞斐")
    assert him.kind == "person" and "亞斐德倫" in him.names


def test_a_heroines_full_name_family_name_miss_and_nickname_are_one_person(found):
    """蕾娜莫爾 = 蕾娜 + 莫爾; 莫爾姑娘 is Miss 莫爾; 人稱之曰玫瑰女 names the one just told of."""
    her = _entry(found, "蕾娜")
    assert {"蕾娜莫爾", "莫爾", "莫爾姑娘", "玫瑰女"} <= set(her.names) and her.kind == "person"
    assert sum(1 for e in found if set(e.names) & {"蕾娜", "莫爾姑娘", "蕾娜莫爾"}) == 1


def test_a_rank_introduced_indefinitely_is_the_one_man_unless_there_is_another(found):
    """一公爵 … 公爵老矣: the duke is an entry and a person; 某伯爵 … 又一伯爵: two counts, the rank is no one's."""
    assert _entry(found, "公爵").kind == "person"
    assert not any("伯爵" in e.names for e in found)


def test_role_nouns_and_the_classical_i_are_no_names(found):
    """侍者, 友人, 麗人 are whoever fills the role; 餘 (I) glued to what follows (餘思蕾娜) opens no name."""
    forms = {f for e in found for f in e.names}
    assert not forms & {"侍者", "友人", "麗人"}
    assert not any(f.startswith("餘") for f in forms)
    assert not any(f.startswith("友人") for f in forms)


def test_a_foreign_town_gone_to_is_a_place(found):
    """至巴黎, 在巴黎, 往巴黎: never the object of 與 or 見, still a place."""
    assert _entry(found, "巴黎").kind == "place"
