"""Long transliterated names whole (issue 43; a blind Russian novel in Chinese, then 战争与和平 by the lead): a ·-name's
part was read to six sounds at most, without 夫, and a run of sounds to ten characters in all, so a patronymic lost
its end (玛丽亚·德米特里耶夫 of …耶夫娜, 基里尔·弗拉基米罗维 of …维奇); a given name that begins two people's names is
neither's (玛丽亚), and a shorter ·-name of one longer one is its bearer's (安娜·帕夫洛夫娜 of 安娜·帕夫洛夫娜·舍列尔)."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.families import shared_given_names
from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.candidates import _add_dotted_names
from understory_cli.extractive.zh.cut_sounds import cut_short, cut_sounds, dotted_names


def test_a_patronymic_is_read_to_its_end():
    assert dotted_names("他对玛丽亚·德米特里耶夫娜说。") == ["玛丽亚·德米特里耶夫娜"]
    # a rank's first sound is no part of the name; 夫 of 夫人 neither
    assert dotted_names("基里尔·弗拉基米罗维奇伯爵病了。") == ["基里尔·弗拉基米罗维奇"]
    assert dotted_names("安德烈·伊万诺夫夫人来了。") == ["安德烈·伊万诺夫"]


def test_a_run_of_sounds_is_limited_by_its_part_not_by_the_whole_name():
    lines = ["基里尔·弗拉基米罗维奇病了。", "她去看基里尔·弗拉基米罗维奇。", "基里尔·弗拉基米罗维奇说：“好。”"]
    out = {"基里尔·弗拉基米罗维": Candidate("基里尔·弗拉基米罗维", 3, Votes({"person": 3.0}))}
    dropped, added = cut_sounds(told_over(lines, repeat=1), out)
    assert dropped == ["基里尔·弗拉基米罗维"] and list(added) == ["基里尔·弗拉基米罗维奇"]


def test_a_given_name_two_people_begin_with_is_neither_s():
    split = {"玛丽亚·德米特里耶夫娜": ["玛丽亚", "德米特里耶夫娜"], "玛丽亚·费奥多罗夫娜": ["玛丽亚", "费奥多罗夫娜"]}
    assert shared_given_names(split) == {"玛丽亚"}
    one = {"罗季昂·拉斯柯尔尼科夫": ["罗季昂", "拉斯柯尔尼科夫"],
           "罗季昂·罗曼诺维奇·拉斯柯尔尼科夫": ["罗季昂", "罗曼诺维奇", "拉斯柯尔尼科夫"]}
    assert shared_given_names(one) == set()


def test_dotted_names_tie_their_shorter_forms_and_not_a_shared_given_name():
    lines = ["安娜·帕夫洛夫娜·舍列尔举办晚会。", "宾客来看安娜·帕夫洛夫娜·舍列尔。", "安娜·帕夫洛夫娜笑了。",
             "安娜·帕夫洛夫娜说：“好。”", "玛丽亚·德米特里耶夫娜来了。", "玛丽亚·德米特里耶夫娜笑了。",
             "玛丽亚·费奥多罗夫娜皇太后来了。", "玛丽亚·费奥多罗夫娜说：“好。”", "玛丽亚走了。", "玛丽亚哭了。"]
    out: dict[str, Candidate] = {}
    ties = _add_dotted_names(told_over(lines, repeat=1), out)
    assert ("安娜·帕夫洛夫娜·舍列尔", "安娜·帕夫洛夫娜") in ties
    assert not any(b == "玛丽亚" for _, b in ties) and "玛丽亚·德米特里耶夫娜" in out


def test_a_name_still_cut_is_no_candidate():
    # 阿道尔夫·德·格拉珊 twice: 珊 is a sound no list holds and two uses are too few to read on through it
    text = "阿道尔夫·德·格拉珊来了。他叫阿道尔夫·德·格拉珊？"
    assert dotted_names(text) == ["阿道尔夫·德·格拉", "阿道尔夫·德·格拉"] and cut_short(text, "阿道尔夫·德·格拉")
    assert not cut_short("修雷·诺赞来了。修雷·诺赞说。", "修雷·诺赞")
    out: dict[str, Candidate] = {}
    _add_dotted_names(told_over(["阿道尔夫·德·格拉珊来了。", "他叫阿道尔夫·德·格拉珊？"], repeat=1), out)
    assert not any(name.startswith("阿道尔夫·德") for name in out)


def test_a_part_that_is_mostly_a_longer_names_tail_is_not_tied():
    # 战争与和平: 叶卡捷琳娜 (the empress, 叶 a sound no list holds) six times, 卡捷琳娜·谢苗诺夫娜 (a princess) twice —
    # 卡捷琳娜 alone is the empress's name cut, no short form of the princess's (it joined her entry)
    lines = ["他是叶卡捷琳娜在位时的大官。", "叶卡捷琳娜女皇当政时的美男子。", "他坐在叶卡捷琳娜画像下面。",
             "一座叶卡捷琳娜的半身像。", "叶卡捷琳娜时代的大官。", "他们坐在叶卡捷琳娜画像下面。",
             "“表妹，卡捷琳娜·谢苗诺夫娜，你知道吗？”", "“你是我的亲爱的公爵小姐卡捷琳娜·谢苗诺夫娜！”"]
    out = {"卡捷琳娜": Candidate("卡捷琳娜", 6, Votes({"person": 6.0}))}
    ties = _add_dotted_names(told_over(lines, repeat=1), out)
    assert ("卡捷琳娜·谢苗诺夫娜", "卡捷琳娜") not in ties
    # a part written alone after a title is the ·-name's short form still (公爵小姐玛丽亚)
    lines = ["公爵小姐玛丽亚来了。", "公爵小姐玛丽亚笑了。", "公爵小姐玛丽亚哭了。", "玛丽亚·博尔孔斯卡娅来了。",
             "玛丽亚·博尔孔斯卡娅说：“好。”"]
    ties = _add_dotted_names(told_over(lines, repeat=1), {})
    assert ("玛丽亚·博尔孔斯卡娅", "玛丽亚") in ties


def test_a_dotted_names_part_mostly_a_longer_names_tail_gives_way_to_the_longer():
    lines = ["他是叶卡捷琳娜在位时的大官。", "叶卡捷琳娜女皇当政时的美男子。", "他坐在叶卡捷琳娜画像下面。",
             "一座叶卡捷琳娜的半身像。", "“表妹，卡捷琳娜·谢苗诺夫娜，你知道吗？”", "“你是我的公爵小姐卡捷琳娜·谢苗诺夫娜！”"]
    out = {"卡捷琳娜": Candidate("卡捷琳娜", 6, Votes({"person": 6.0}))}
    dropped, added = cut_sounds(told_over(lines, repeat=1), out)
    assert dropped == ["卡捷琳娜"] and list(added) == ["叶卡捷琳娜"]
    # a part after a title stays (公爵小姐玛丽亚)
    lines = ["公爵小姐玛丽亚来了。", "公爵小姐玛丽亚笑了。", "公爵小姐玛丽亚哭了。", "玛丽亚·博尔孔斯卡娅来了。"]
    assert cut_sounds(told_over(lines, repeat=1), {"玛丽亚": Candidate("玛丽亚", 3, Votes({"person": 3.0}))}) == ([], {})
