"""阿 before a character no surname is a name, not a familiar form of a surname (阿福, 阿Q, 阿傩): 孽海花's page boy 阿福,
109 uses, had no entry (a blind book of stop 63), a lone familiar form (老王 with no 王 named) being no one's; 阿 before a
surname (阿陈) still calls someone by it."""

from __future__ import annotations

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.zh.rules import ChineseRules
from support.written_book import Passage as P


def test_a_before_a_given_name_is_a_name():
    lines = ["彩云喊阿福好好伺候着。", "阿福笑道：“是。”", "雯青叫阿福去请客。", "阿福就趁势回道：“老爷来了。”"]
    assert "阿福" in {e.name for e in find_characters([P(t) for t in lines * 4], "zh")}


def test_a_before_a_surname_and_old_before_anything_stay_familiar():
    rules = ChineseRules(set())
    assert rules.familiar_surname("阿福") is None and rules.familiar_surname("阿陈") == "陈"
    assert rules.familiar_surname("老王") == "王" and rules.familiar_surname("小杜") == "杜"
