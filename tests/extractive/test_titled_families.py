"""A family by its titles (families.titled_families, stop 60): a surname written with a man's title and a woman's
(班纳特先生, 班纳特太太) is several people — each titled member an entry of their own, the surname alone no one's."""

from __future__ import annotations

from support.written_book import P

from understory_cli.extractive.names import find_characters
from understory_cli.extractive import families
from understory_cli.extractive.zh.gender import SUFFIX_SEXES

LINES = ["班纳特先生坐在书房里看书，班纳特太太走了进来。",
         "班纳特太太说：“你听说了没有，内瑟菲尔德庄园租出去了。”班纳特先生没有回答。",
         "班纳特先生放下书，笑着对太太说道：“那又怎么样？”",
         "班纳特一家住在朗博恩。班纳特太太最爱说话，班纳特先生最爱看书。",
         "班纳特太太一心想把女儿们嫁出去。班纳特先生只是笑她。",
         "邻居们都说班纳特是个古怪的人家。"]


def _people():
    paragraphs = [P(f"1.{chapter}.{i + 1}", chapter, 1, "text", text) for chapter in (1, 2, 3) for i, text in enumerate(LINES)]
    return {e.name: e for e in find_characters(paragraphs, "zh-CN") if e.kind == "person"}


def test_a_man_and_a_woman_titled_with_one_surname_are_two_entries_and_the_surname_alone_no_one():
    people = _people()
    husband = next(e for e in people.values() if "班纳特先生" in e.names)
    wife = next(e for e in people.values() if "班纳特太太" in e.names)
    assert husband is not wife
    assert "班纳特" not in husband.names and "班纳特" not in wife.names


def test_titled_families_need_both_sexes_and_the_surname_written_alone():
    forms = {"班纳特", "班纳特先生", "班纳特太太", "宾利", "宾利先生", "宾利小姐", "柯林斯先生", "卢卡斯太太"}
    assert families.titled_families(forms, SUFFIX_SEXES) == {"班纳特", "宾利"}
    assert families.titled_sexes({"班纳特太太", "马老先生", "宾利"}, SUFFIX_SEXES) == {"班纳特太太": "f", "马老先生": "m"}
    # two women of one surname (a mother and a daughter) and no man: no sexes apart to make a family of
    assert families.titled_families({"周", "周太太", "周小姐", "罗杰斯", "罗杰斯小姐", "罗杰斯太太"}, SUFFIX_SEXES) == set()
