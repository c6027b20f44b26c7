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
