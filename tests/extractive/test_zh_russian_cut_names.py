"""Issue 43, Russian names in a Chinese translation (戰爭與和平's shapes, in lines written for the test): no candidate
ends or starts inside a transliteration (zh/cut_sounds.py, name_forms' R0). 博尔 is the common stem of 博尔孔斯基 and
博尔孔斯卡娅 (a man's and a woman's form of one surname: 孔 is no transliteration character alone), 罗斯托 of 罗斯托夫 and
罗斯托娃, 耶维奇 a patronymic's tail and 尼古拉·安德 the cut head of 尼古拉·安德烈耶维奇: each a piece, dropped; the
bridge that made Prince Andrei and Nikolai Rostov one entry. 夫人 after a name is Mrs., no sound of it."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.cut_sounds import cut_sounds


def _out(*words: str) -> dict[str, Candidate]:
    return {w: Candidate(w, 5, Votes({"person": 5.0})) for w in words}


LINES = ["安德烈·博尔孔斯基公爵走进客厅。", "她就是博尔孔斯卡娅公爵小姐。", "博尔孔斯基家的人都来了。",
         "老公爵尼古拉·安德烈耶维奇·博尔孔斯基坐着。", "尼古拉·安德烈耶维奇说：“坐吧。”", "瓦西里·谢尔盖耶维奇笑了。",
         "罗斯托夫骑着马。", "叫做罗斯托娃的伯爵夫人哭了。", "罗斯托夫说：“走吧。”", "尼古拉看着他。",
         "彼得·尼古拉耶维奇点点头。", "博尔孔斯基站起来。", "安娜夫人笑了。安娜夫人走了。安娜说：“好。”"]


def test_the_stem_of_a_mans_and_a_womans_surname_is_no_name():
    dropped, _ = cut_sounds(told_over(LINES, repeat=1), _out("博尔", "罗斯托", "尼古拉", "安娜"))
    assert sorted(dropped) == ["博尔", "罗斯托"]


def test_a_patronymics_tail_and_a_cut_dotted_name_are_pieces():
    dropped, _ = cut_sounds(told_over(LINES, repeat=1), _out("耶维奇", "尼古拉·安德", "尼古拉"))
    assert sorted(dropped) == ["尼古拉·安德", "耶维奇"]


def test_a_name_before_a_couple_or_after_a_husband_is_whole():
    """夫 is a Russian name's sound (-ov) but also the 夫 of 夫妇, 夫妻, 丈夫, 大夫: 班纳特夫妇 is the Bennets, 丈夫丹尼斯
    her husband Denis (the review: both were cut into 班纳特夫 and 夫丹尼斯)."""
    lines = ["班纳特夫妇来了。", "班纳特夫妇说。", "班纳特夫妻吵架。", "班纳特太太笑了。",
             "丈夫丹尼斯来了。", "丈夫丹尼斯说。", "大夫丹尼斯走了。", "丹尼斯夫妇来了。"]
    dropped, added = cut_sounds(told_over(lines, repeat=2), _out("班纳特", "丹尼斯"))
    assert dropped == [] and added == {}
