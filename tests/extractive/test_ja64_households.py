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
    lines = ["加藤子爵は笑った。", "「そうか」と加藤が言った。", "加藤は黙っていた。",
             "加藤子爵夫人は涙ぐんだ。", "「まあ」と加藤子爵夫人が言った。", "加藤夫人は答えた。",
             "川島未亡人は怒った。", "「武男」と川島未亡人が言った。", "武男は黙っていた。", "「母さん」と武男が言った。"]
    holding = _holding(lines * 3)
    assert holding.get("加藤子爵夫人") == holding.get("加藤夫人") is not None
    assert holding.get("加藤") is not None and holding["加藤"] != holding["加藤夫人"]
    assert holding.get("川島未亡人") is not None and holding["川島未亡人"] != holding.get("武男")


def test_a_wife_by_her_title_is_not_cut_to_her_husbands_surname():
    """細雪: 陣場夫人 (24 uses) was merged into 陣場, her husband, as a nickname cut to its first two characters."""
    lines = ["陣場夫人は笑った。", "「どうぞ」と陣場夫人が言った。", "陣場と云う男は黙っていた。", "「いや」と陣場が言った。",
             "幸子は笑った。", "「ええ」と幸子が言った。"]
    holding = _holding(lines * 3)
    assert holding.get("陣場夫人") is not None and holding.get("陣場") is not None
    assert holding["陣場夫人"] != holding["陣場"]


def test_an_o_form_said_where_she_is_called_by_another_form_is_hers():
    """不如帰: お浪さん is said in speech where she is 浪さん, chapters away from 浪子 itself: one entry (on main, お浪 was an
    entry of its own)."""
    near = ["浪子は笑った。", "「ええ」と浪子が言った。", "「浪さん」と武男が言った。"]
    filler = ["千々岩は笑った。", "「ふむ」と千々岩が言った。"]
    # 浪さん ten paragraphs after 浪子 (near her), お浪さん twelve to fourteen after (near that 浪さん, not near 浪子)
    lines = near * 3 + filler * 4 + ["「浪さん、どうした」と武男が言った。", "武男は黙っていた。"] \
        + ["「お浪さんがかわいそうだ」と武男が言った。"] * 3
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
    from understory_cli.extractive.ja.numbered import article
    from understory_cli.extractive.ja.worded import worded

    texts = ["日は入り、客は去りぬ。", "小座敷に入り来し主人。", "月は入りぬ。", "大分ゆっくりじゃった。", "大分遅くなった。",
             "大分で降りた。", "大分へ行った。", "一条の道あり。"]
    words = BookWords(texts)
    assert worded("入り", texts, words)
    assert worded("大分", texts, words)
    assert not worded("武男", ["武男は笑った。"], BookWords(["武男は笑った。"]))
    assert article("一条") and not article("武男") and not article("三条")


def test_a_common_noun_that_speaks_again_and_again_is_a_nickname():
    """にんじん: the hero known only by a vegetable's word, the subject of speech in every chapter (573 uses), had no
    entry on main; a role's word (書生) that speaks as often stays no one's."""
    lines = ["「うん」とにんじんは答える。", "にんじんは言った。", "「にんじん、おいで」とルピック夫人が言った。", "ルピック夫人は黙っている。",
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


# fix64h: the review's false outputs of the rules above (each fails on the branch before the fix)

def test_a_wife_with_no_man_of_her_surname_is_one_woman():
    """細雪's 丹生, 相良: 園田夫人 and 園田さん, no man 園田 anywhere (no 園田氏, 夫の園田, 園田という男): one entry, as on
    main; the branch split her into 園田夫人 and 園田."""
    lines = ["隣の園田夫人が訪ねて来た。", "「まあ、お久しぶり」と園田夫人が言った。", "「園田さん、どうぞお上がり下さい」と幸子が言った。",
             "園田さんは笑った。", "「ええ」と園田さんが言った。", "幸子は黙っていた。", "「そうね」と幸子が言った。"]
    holding = _holding(lines * 3)
    assert holding.get("園田夫人") is not None and holding.get("園田夫人") == holding.get("園田")


def test_a_given_name_with_a_wifes_title_is_her_name():
    """静子夫人 is 静子 with the title (静子 is a given name to the dictionary, no surname): one entry, not a wife of a
    man 静子."""
    lines = ["静子は笑った。", "「ええ」と静子が言った。", "静子夫人は客を迎えた。", "「どうぞ」と静子夫人が言った。",
             "静子夫人は黙っていた。", "夫の園田は会社にいた。", "「遅いな」と園田が言った。"]
    holding = _holding(lines * 3)
    assert holding.get("静子") is not None and holding.get("静子") == holding.get("静子夫人")
    assert holding.get("園田") != holding.get("静子")


def test_an_o_form_far_from_her_is_not_tied_through_another_far_form():
    """花子 (花さん near her) and the inn's maid お花, called 花さん too, far away: the maid's 花さん is no use near
    花子, so お花 is not tied through it (the branch widened "near her" by every 花さん)."""
    hers = ["花子は笑った。", "「ええ」と花子が言った。", "「花さん、お茶を」と母が言った。"]
    filler = ["太郎は町へ出た。", "「寒いな」と太郎が言った。"]
    maid = ["宿の女中がお茶を運んで来た。", "「お花、お茶を」と主人が言った。", "「はい」とお花が答えた。", "「花さん、早く」と番頭が言った。"]
    holding = _holding(hers * 4 + filler * 9 + maid * 3)
    assert holding.get("花子") is not None and holding.get("お花") != holding.get("花子")


def test_a_name_also_written_as_an_adverb_stays_without_its_adverbs():
    """沢山 the man (speaks, is visited) and 沢山 "many" (花が沢山咲いていた): the name stays, its four adverb uses are
    no mentions of it (the branch dropped the name)."""
    lines = ["沢山は東京の大学を出た男である。", "沢山の家は坂の上にあった。", "私は沢山を訪ねた。", "「よく来たね」と沢山は言った。",
             "沢山は黙って盃を干した。", "「まあ飲め」と沢山が言った。", "庭には花が沢山咲いていた。", "本が沢山あった。",
             "客が沢山来た。", "金は沢山ある。"]
    entries = {e.name: e for e in find_characters([P(t) for t in lines * 3], "ja")}
    assert "沢山" in entries and entries["沢山"].mentions == 18


def test_a_common_noun_that_speaks_but_is_never_addressed_is_no_nickname():
    """世間, 新聞 "say" things as often as にんじん does, but no one calls them 「世間、…」: no one's entry."""
    lines = ["「怪しからん」と世間は言った。", "世間は言う。", "「本当か」と世間が言った。", "幸子は黙っていた。", "「ええ」と幸子が言った。"]
    holding = _holding(lines * 12)
    assert "世間" not in holding
