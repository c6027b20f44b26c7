"""Issue 43's splits (counted on 吸血鬼, 真珠夫人 and 宮本武蔵): a person called by one kanji of the name and an
honorific had a second entry beside the name — 茂 / 茂ちゃん (a one-kanji given name and the honorific it is called
by), 青木淳 / 淳さん (a full name's one-kanji given name), 武蔵 / 武さん (a two-kanji given name the dictionary has as
one, called by its first kanji, as 源兵衛 by 源さん). Never a word for a kind of person (兄さん, 婆さん)."""

from __future__ import annotations

from understory_cli.extractive.ja.rules import JapaneseRules, called_forms
from understory_cli.extractive.names import find_characters
from support.written_book import told_over


def test_a_one_kanji_name_with_its_honorific_is_the_name():
    rules = JapaneseRules()
    rules.called = called_forms(["茂", "茂ちゃん", "兄", "兄さん", "婆さん", "姉さま"])
    assert rules.core("茂ちゃん") == "茂"
    assert rules.core("兄さん") is None and rules.core("婆さん") is None and rules.core("姉さま") is None


def test_a_kanji_two_people_s_names_open_with_ties_neither_to_the_other():
    """Review: a boy 茂 (茂ちゃん) and a woman 茂子 (茂さん) were one entry; 武 beside 武蔵 took 武蔵's 武さん."""
    assert called_forms(["茂", "茂ちゃん", "茂子", "茂さん"]) == set()
    rules = JapaneseRules()
    rules.singles = {"武"}
    assert "武さん" not in rules.abbreviations("武蔵")
    lines = ["茂は庭で遊んでいた。茂が笑った。", "「茂ちゃん、おいで」と母は言った。茂ちゃんは走った。",
             "茂子は縁側で縫い物をしていた。茂子が言った。", "「茂さん、お茶を」と女中が茂子に言った。茂子は頷いた。"]
    found = find_characters(told_over(lines, 4), "ja")
    assert not [e for e in found if "茂" in e.names and "茂子" in e.names]


def test_a_given_name_is_called_by_its_first_kanji_or_its_one_kanji_with_an_honorific():
    rules = JapaneseRules(full_names={"青木淳": ("青木", "淳")})
    assert "武さん" in rules.abbreviations("武蔵")  # the dictionary has 武蔵 as a given name
    assert "淳さん" in rules.abbreviations("青木淳")
    assert not [a for a in rules.abbreviations("木村") if a.endswith("さん")]  # a surname: no one's 木さん


def test_the_honorific_form_is_no_second_entry():
    """On main 茂ちゃん was an entry of its own (a term) beside 茂."""
    lines = ["茂は庭で遊んでいた。茂が笑った。", "「茂ちゃん、おいで」と倭文子は言った。", "茂ちゃんは母の膝に乗った。",
             "倭文子は茂を抱いた。茂は泣いた。"]
    found = find_characters(told_over(lines, 4), "ja")
    assert [e.names for e in found if "茂ちゃん" in e.names] and not [e for e in found if e.names == ["茂ちゃん"]]
    assert next(e for e in found if "茂ちゃん" in e.names).name == "茂"  # the name titles it, not the honorific form


def test_a_station_no_doer_s_ending_shows_is_a_calling_before_a_name():
    """On main 「後家のお甲」 (宮本武蔵) said nothing: 後家, a widow, ends in none of the doer's characters."""
    from understory_cli.extractive.ja.roles import calling, calling_before
    assert calling("後家") and calling("小間使")
    assert calling_before("その後家のお甲", 5) == 3
