"""Translated names in parts (杰拉尔德·奥哈拉): one family's name after two given names is the family's, not a tie
that makes husband and wife, or brothers, one entry (seen on a Traditional translation: seven such merges in a top 30)."""

from __future__ import annotations

from support.written_book import P

from understory_cli.extractive.names import find_characters
from understory_cli.extractive import families


LINES = ["罗伯特·哈维尔骑着马从田里回来，罗伯特大声喊着女儿的名字。",
         "玛格丽特·哈维尔站在门廊上，玛格丽特温和地笑了。",
         "罗伯特对玛格丽特说：“明天我要进城去。”玛格丽特点了点头。",
         "哈维尔家的庄园很大，邻居们都说哈维尔是个好人。",
         "玛格丽特·哈维尔原来姓杜邦，娘家的人叫她玛格丽特·杜邦。罗伯特·哈维尔很爱她。",
         "罗伯特喝了一杯酒，玛格丽特在灯下缝衣服。"]


def _people():
    paragraphs = [P(f"1.{chapter}.{i + 1}", chapter, 1, "text", text) for chapter in (1, 2, 3) for i, text in enumerate(LINES)]
    return {e.name: e for e in find_characters(paragraphs, "zh-CN") if e.kind == "person"}


def test_husband_and_wife_by_one_family_name_are_two_entries():
    people = _people()
    husband = next(e for e in people.values() if "罗伯特" in e.names)
    wife = next(e for e in people.values() if "玛格丽特" in e.names)
    assert husband is not wife
    assert "罗伯特·哈维尔" in husband.names and "玛格丽特·哈维尔" in wife.names
    assert "哈维尔" not in husband.names and "哈维尔" not in wife.names  # the family alone is no one


def _split(names: list[str]) -> dict[str, list[str]]:
    return {n: n.split("·") for n in names}


def test_a_given_name_before_two_family_names_is_one_woman_and_a_particle_names_no_one():
    assert families.family_names(_split(["罗伯特·哈维尔", "玛格丽特·哈维尔", "玛格丽特·杜邦"])) == {"哈维尔"}
    # 特·X (de X) and a given name cut to one character say nothing of who else bears the family name
    assert families.family_names(_split(["欧也纳·特·拉斯蒂涅", "特·拉斯蒂涅", "嘉·奥哈拉", "思嘉·奥哈拉"])) == set()


PARTICLE_LINES = ["德·莱纳是维里埃的市长，德·莱纳很看重自己的产业。",
                  "德·穆瓦罗是副市长，德·穆瓦罗每天去教堂。",
                  "德·莱纳给德·穆瓦罗写了一封信，德·穆瓦罗没有回信。",
                  "穆瓦罗走进市政厅，穆瓦罗脱下帽子。",
                  "德·莱纳说：“副市长的信还没有到。”穆瓦罗正在路上。"]


def test_a_particle_before_the_dot_makes_no_family_of_a_mayor_and_his_deputy():
    """德 of 德·莱纳 and 德·拉莫尔 is the French "de", no stem two people share (a Chinese 红与黑: the mayor's
    entry held the marquis and his deputy 穆瓦罗)."""
    paragraphs = [P(f"1.{chapter}.{i + 1}", chapter, 1, "text", text)
                  for chapter in (1, 2, 3) for i, text in enumerate(PARTICLE_LINES)]
    people = [e for e in find_characters(paragraphs, "zh-CN") if e.kind == "person"]
    mayor = next(e for e in people if "德·莱纳" in e.names)
    assert not any("穆瓦罗" in n for n in mayor.names), mayor.names
