"""Issue 43's splits on 三四郎: a full name the text writes once (the inn's register, a visiting card), whose surname and
given name are each used alone, is one person's; a surname two given names follow (brother and sister) ties neither."""

from __future__ import annotations

from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P

LINES = ["三四郎は宿帳に小川三四郎と書いた。", "「小川さん、お茶をどうぞ」と女が言った。", "「小川君、君は」と与次郎が言った。",
         "小川さんもいかがですか、と美禰子が言った。", "三四郎は黙っていた。", "三四郎は笑った。", "三四郎が言った。",
         "「そうだね」と三四郎は答えた。", "名刺には里見美禰子とあった。", "「里見さん」とよし子が言った。",
         "里見さんは笑った。", "「ええ」と美禰子は言った。", "美禰子は笑った。", "美禰子が言った。",
         "野々宮宗八どのと書いてあった。", "黒塗りの札に野々宮よし子と書いてある。", "「野々宮さん」と三四郎が言った。",
         "野々宮さんは笑った。", "よし子が言った。", "「いいえ」とよし子は答えた。", "与次郎が言った。", "「おい」と与次郎は言った。"]


def test_a_full_name_written_once_joins_its_surname_and_given_name():
    """小川 / 三四郎 and 里見 / 美禰子 are one entry each (on main, two); 野々宮, written before 宗八 and よし子, joins
    neither."""
    entries = {e.name: set(e.names) for e in find_characters([P(t) for t in LINES * 3], "ja")}
    holding = {n: title for title, names in entries.items() for n in names}
    assert holding.get("小川") == holding.get("三四郎") is not None
    assert holding.get("里見") == holding.get("美禰子") is not None
    assert holding.get("よし子") != holding.get("野々宮")


def test_a_name_with_a_word_for_a_boy_after_it_is_his():
    """怪人二十面相 writes 小林少年 48 times beside 小林 46 and 小林芳雄 4: one boy, one entry (on main 小林少年 was an entry
    of its own, a term)."""
    lines = ["小林少年は、いきなり立ちあがりました。", "「先生」と小林少年が言いました。", "小林少年は笑いました。",
             "小林君は答えました。", "「はい」と小林君が言いました。", "小林芳雄という少年助手がいました。", "小林は走りました。",
             "明智小五郎は笑いました。", "「そうか」と明智小五郎が言いました。"]
    entries = [set(e.names) for e in find_characters([P(t) for t in lines * 3], "ja")]
    assert any({"小林", "小林少年"} <= names for names in entries)
    assert not any(names == {"小林少年"} for names in entries)
