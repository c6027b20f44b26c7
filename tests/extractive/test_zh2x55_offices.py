"""Stop 55, round 2 (shapes found blind): a bare rank, office or calling is no one's entry and never the tie between
two men of one office and two surnames (道台 of 王道台 and 黄道台); a translated name's nobiliary particle (特·, de) is
no edge a name is cut at (特·鲍, 玛克辛·特 glued nobles into the hero)."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.zh.candidates import _dotted, particle_fragment
from understory_cli.extractive.zh.offices import bare_office

_YAMEN = ["王道台坐在签押房里，叫人把陶子尧请来。", "陶子尧进来，见了王道台，请了一个安。", "道台说：“你这件事办得不错。”",
          "黄道台也来了，同王道台说了几句话。", "黄道台走后，道台又把陶子尧叫去。", "道台吩咐家人倒茶。", "黄道台说：“我明天就走。”",
          "陶子尧回到公馆，黄道台的帖子已经到了。", "王道台笑道：“子尧，你明天再来。”", "道台听了，点点头。", "黄道台便去见刘中丞。",
          "刘中丞升了堂，中丞问陶子尧几句话。", "中丞说：“这个人很好。”", "刘中丞又叫人去请王道台。", "道台道：“是。”",
          "道台又道：“好。”", "黄鸿生便是黄道台的侄子。", "黄鸿生笑道：“好。”"]


def test_an_office_alone_is_no_entry_and_two_surnames_are_two_men():
    found = {e.name: {a.name for a in e.aliases} for e in find_characters(told_over(_YAMEN, repeat=4), "zh")}
    assert "道台" not in found and not any("道台" in aliases for aliases in found.values())
    assert "王道台" in found and "黄道台" in found


def test_the_closed_class_of_lone_ranks_and_callings():
    written = {"王道台", "刘中丞"}
    for word in ("道台", "中丞", "伯爵夫人", "子爵夫人", "家人", "老家人", "外国人", "畫家", "房東太太", "女主人"):
        assert bare_office(word, written), word
    for word in ("伏蓋太太", "鮑賽昂夫人", "王道台", "陶子尧", "王夫人", "抚台"):  # a family's name with a title; no 抚台 held
        assert not bare_office(word, written), word


def test_a_name_is_never_cut_at_its_particle():
    assert _dotted("欧也纳·特·拉斯蒂涅走进来") == ["欧也纳·特·拉斯蒂涅"]
    assert _dotted("特·鲍赛昂子爵夫人说") == ["特·鲍赛昂"]
    assert _dotted("玛克辛·特·脱拉伊伯爵也来了") == ["玛克辛·特·脱拉伊"]
    assert particle_fragment("玛克辛·特") and particle_fragment("特·鲍") and particle_fragment("冯·克")
    assert not particle_fragment("特·拉斯蒂涅") and not particle_fragment("修雷·诺赞")


def test_the_hero_of_a_translation_is_one_entry_and_the_nobles_are_others():
    lines = ["歐也納·特·拉斯蒂涅走進客廳，看見特·鮑賽昂子爵夫人。", "拉斯蒂涅說：「夫人，我來了。」", "歐也納笑了笑，便坐下。",
             "瑪克辛·特·脫拉伊伯爵也來了。", "拉斯蒂涅望著瑪克辛，一言不發。", "特·鮑賽昂子爵夫人道：「你們都坐吧。」",
             "歐也納回到伏蓋公寓，伏蓋太太正在吃飯。", "拉斯蒂涅上了樓。", "瑪克辛說：「再見。」"]
    found = {e.name: {a.name for a in e.aliases} for e in find_characters(told_over(lines, repeat=4), "zh")}
    hero = next(aliases for aliases in found.values() if "拉斯蒂涅" in aliases)
    assert "歐也納" in hero and not any("鮑" in a or "瑪克辛" in a for a in hero)
    assert not any(particle_fragment(a) for aliases in found.values() for a in aliases)
