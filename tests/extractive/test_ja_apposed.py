"""A kin word before a Japanese name says who only with whose it is, and a role of an unnamed anchor may stand right
before a kanji name (ja/apposed.py; stop 63, 夜明け前's judged "no" rows: 吉左衛門's card was 「彼は父の吉左衛門に似て
…若者である」, a sentence about his son, and 寿平次's 「兄の寿平次だ。」, a relation without its anchor)."""

from __future__ import annotations

import pytest

from understory_cli.extractive.describe import description_score, summary_value
from understory_cli.extractive.ja.describe import own_patterns


@pytest.mark.parametrize("sentence,name", [
    ("彼は父の吉左衛門に似て背も高く、青々とした月代も男らしく目につく若者である。", "吉左衛門"),  # the son's sentence
    ("兄の寿平次だ。", "寿平次"),  # whose brother?
    ("「兄の寿平次です」", "寿平次"),  # nor said outright
    ("孫のネリが笑った。", "ネリ"),
    ("彼女は妹のアメリア嬢を呼んだ。", "アメリア嬢"),
])
def test_a_kin_word_without_whose_it_is_says_not_who(sentence, name):
    assert description_score(sentence, [name]) < 3
    assert not summary_value(sentence, [name]).full


@pytest.mark.parametrize("sentence,name", [
    ("金兵衛の甥の仙十郎が来た。", "仙十郎"),  # whose nephew: 金兵衛's
    ("老人の甥の久一が来た。", "久一"),
    ("セエラは父のクルウ大尉と一緒に来た。", "クルウ大尉"),  # the topic's father (the relation reads it)
    ("学者のアラムハラドが来た。", "アラムハラド"),  # a trade says who alone
])
def test_a_kin_word_with_whose_it_is_or_a_trade_still_says_who(sentence, name):
    assert description_score(sentence, [name]) == 3
    assert summary_value(sentence, [name]).full


def test_a_role_of_an_unnamed_anchor_right_before_a_kanji_name_says_who():
    """「本陣の当主吉左衛門と、…」: the head of the main inn (on main: nothing, a role right before a kanji name was never
    read); 「村の長吉左衛門」 (a role of one kanji before its post word) and a demonstrative's 「その当主X」 are not."""
    sentence = "本陣の当主吉左衛門と、年寄役の金兵衛とはこの村に生まれた。"
    assert description_score(sentence, ["吉左衛門"]) == 3
    assert summary_value(sentence, ["吉左衛門"]).full
    assert description_score("そこへ村の長吉左衛門が来た。", ["吉左衛門"]) < 3
    assert description_score("その当主吉左衛門が来た。", ["吉左衛門"]) < 3
    assert description_score("翌朝、行列の先頭半蔵が歩いた。", ["半蔵"]) < 3  # the front of the line, no post (the review)


@pytest.mark.parametrize("sentence,name", [
    ("兄の寿平次だ。", "寿平次"), ("本陣の当主吉左衛門と、年寄役の金兵衛とはこの村に生まれた。", "吉左衛門"),
    ("金兵衛の甥の仙十郎が来た。", "仙十郎"),
])
def test_the_shared_patterns_read_as_the_name_s_own(sentence, name):
    own = max((s for s, p in own_patterns(name) if p.search(sentence)), default=0)
    assert own == description_score(sentence, [name])
