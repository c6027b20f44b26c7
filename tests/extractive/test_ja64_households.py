"""Issue 43 §3–5 on Japanese books (不如帰, 細雪, にんじん): a surname with a wife's or a widow's title is a woman of her own,
not the man the bare surname names; お + a given name without 子 is that woman where the text ties them through her other
forms; a verb's stem, an adverb and a numeral with a counter are no names; a common noun for no kind of person that
speaks again and again is a nickname (にんじん); two places written solid are no full name."""

from __future__ import annotations

from understory_cli.extractive.ja.analyser import BookWords
from understory_cli.extractive.ja.candidates import find_candidates
from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P


def _holding(lines: list[str]) -> dict[str, str]:
    entries = find_characters([P(t) for t in lines], "ja")
    return {n: e.name for e in entries for n in e.names}


def test_a_surname_with_a_wifes_title_is_the_wife_not_the_man():
    """不如帰: 加藤子爵夫人 / 加藤夫人 (the aunt) and 加藤 (the uncle) were one entry, 加藤, on main; 川島未亡人 (the hero's
    mother) had none."""
    lines = ["加藤は笑った。", "「そうか」と加藤が言った。", "加藤は黙っていた。",
             "加藤子爵夫人は涙ぐんだ。", "「まあ」と加藤子爵夫人が言った。", "加藤夫人は答えた。",
             "川島未亡人は怒った。", "「武男」と川島未亡人が言った。", "武男は黙っていた。", "「母さん」と武男が言った。"]
    holding = _holding(lines * 3)
    assert holding.get("加藤子爵夫人") == holding.get("加藤夫人") is not None
    assert holding.get("加藤") is not None and holding["加藤"] != holding["加藤夫人"]
    assert holding.get("川島未亡人") is not None and holding["川島未亡人"] != holding.get("武男")


def test_a_wife_by_her_title_is_not_cut_to_her_husbands_surname():
    """細雪: 陣場夫人 (24 uses) was merged into 陣場, her husband, as a nickname cut to its first two characters."""
    lines = ["陣場夫人は笑った。", "「どうぞ」と陣場夫人が言った。", "陣場は黙っていた。", "「いや」と陣場が言った。",
             "幸子は笑った。", "「ええ」と幸子が言った。"]
    holding = _holding(lines * 3)
    assert holding.get("陣場夫人") is not None and holding.get("陣場") is not None
    assert holding["陣場夫人"] != holding["陣場"]


def test_an_o_form_said_where_she_is_called_by_another_form_is_hers():
    """不如帰: お浪さん is said in speech where she is 浪さん, chapters away from 浪子 itself: one entry (on main, お浪 was an
    entry of its own)."""
    near = ["浪子は笑った。", "「ええ」と浪子が言った。", "「浪さん」と武男が言った。"]
    far = ["「浪さん、どうした」と武男が言った。", "「お浪さんがかわいそうだ」と武男が言った。", "武男は黙っていた。"]
    filler = ["千々岩は笑った。", "「ふむ」と千々岩が言った。"]
    lines = near * 3 + filler * 8 + far * 3
    holding = _holding(lines)
    assert holding.get("お浪") == holding.get("浪子") is not None


def test_a_verb_an_adverb_and_a_count_are_no_names():
    """不如帰: 入り (日は入り、), 大分 (だいぶ) and 一条 (一条の道, the matter of) were entries on main."""
    lines = ["大分ゆっくりじゃった。", "「大分遅いな」と武男は言った。", "大分寒くなった。", "大分に着いた。", "大分へ行った。",
             "山木の娘の一条をいわざりき。", "一条の道あり。", "岩に一条の路あり。", "武男は笑った。"]
    candidates, _ = find_candidates([P(t) for t in lines * 2])
    assert "大分" not in candidates and "一条" not in candidates


def test_the_analysers_reading_of_the_uses_tells_a_word():
    """worded: the share of the uses read as a verb, an adjective or an adverb; counted: a numeral and a counter."""
    from understory_cli.extractive.ja.worded import counted, worded

    texts = ["日は入り、客は去りぬ。", "小座敷に入り来し主人。", "月は入りぬ。", "大分ゆっくりじゃった。", "大分遅くなった。",
             "大分で降りた。", "大分へ行った。", "一条の道あり。"]
    words = BookWords(texts)
    assert worded("入り", texts, words)
    assert worded("大分", texts, words)
    assert not worded("武男", ["武男は笑った。"], BookWords(["武男は笑った。"]))
    assert counted("一条") and not counted("武男")


def test_a_common_noun_that_speaks_again_and_again_is_a_nickname():
    """にんじん: the hero known only by a vegetable's word, the subject of speech in every chapter (573 uses), had no
    entry on main; a role's word (書生) that speaks as often stays no one's."""
    lines = ["「うん」とにんじんは答える。", "にんじんは言った。", "「お母さん」とにんじんが叫んだ。", "ルピック夫人は黙っている。",
             "「ええ」と書生は答える。", "書生は言った。"]
    holding = _holding(lines * 12)
    assert "にんじん" in holding
    assert "書生" not in holding
    kinds = {e.name: e.kind for e in find_characters([P(t) for t in lines * 12], "ja")}
    assert kinds[holding["にんじん"]] == "person"


def test_two_places_written_solid_are_no_full_name():
    """不如帰: the gunboats 比叡 and 赤城 (mountains' names), written 「赤城比叡危険」, were one entry on main."""
    lines = ["砲艦赤城は進んだ。", "赤城は沈まなかった。", "比叡は遅れた。", "砲艦比叡は進んだ。", "赤城比叡の二艦は遅れた。",
             "赤城の艦長は戦死した。", "赤城の峰を見た。"]
    holding = _holding(lines * 3)
    assert holding.get("赤城") is not None and holding.get("比叡") is not None
    assert holding["赤城"] != holding["比叡"]
