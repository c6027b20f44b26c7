"""Issue 43 on 啼笑姻缘 (modern vernacular): one person, one entry — a given name and the surname with it."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from understory_cli.analyze.extractive import MIN_MENTIONS, ExtractiveReading
from understory_cli.extractive.names import find_characters
from understory_cli.store.books import VolumeChapter, VolumeInfo

from conftest import CORPORA
from test_extractive_cjk import _paragraphs

pytestmark = pytest.mark.corpus

MODERN = CORPORA / "chinese" / "modern" / "tixiao-yinyuan.epub"


@pytest.fixture(scope="module")
def modern_text(tmp_path_factory):
    return _paragraphs(SimpleNamespace(key="modern", files=lambda corpora: [MODERN]), 1, tmp_path_factory)


@pytest.fixture(scope="module")
def modern(modern_text):
    language, paragraphs = modern_text
    return find_characters(paragraphs, language)


def test_a_given_name_and_the_full_name_are_one_entry(modern):
    """凤喜 is written 495 times, 沈凤喜 a dozen: far more than the ratio that keeps 长老 apart from 孙长老 (a
    common word), but 凤喜 is no word of the dictionary, so it is the given name of 沈凤喜's bearer."""
    for given, full in (("凤喜", "沈凤喜"), ("秀姑", "关秀姑"), ("家树", "樊家树")):
        holders = [e.name for e in modern if {a.name for a in e.aliases} & {given, full}]
        assert len(holders) == 1, (given, holders)
    # people who share a surname stay apart: 凤喜, her mother 沈大娘 and her uncle 沈三玄
    shen = [e.name for e in modern if {a.name for a in e.aliases} & {"凤喜", "沈大娘", "沈三玄"}]
    assert len(shen) == 3, shen


def test_people_named_together_and_forms_of_address_are_no_entries(modern):
    """伯和夫妇 (伯和 and his wife), 关氏父女 (关 and his daughter), 沈家 (the 沈 household): people named
    together are no one's entry; nor is 家父 ("my father"), whoever's father it is."""
    titles = [e.name for e in modern[:60]]
    assert not {"伯和夫妇", "关氏父女", "沈家", "家父"} & set(titles), titles
    assert {"何丽娜", "凤喜", "秀姑"} <= {a.name for e in modern[:60] for a in e.aliases}


def test_a_surname_with_an_address_follows_the_given_name_just_written(modern):
    """樊先生 is 家树 where the text has just written 家树, his given name alone (樊家树 is rare): the given
    name names the bearer of its surname as much as the full name does. His uncle 樊端本 stays apart."""
    jiashu = next(e for e in modern if e.alias("家树"))
    assert jiashu.alias("樊先生") and jiashu.alias("樊家树") and not jiashu.alias("樊端本")


def _entity(entities, form):
    return next((e for e in entities if e.alias(form)), None)


def test_men_who_speak_and_open_clauses_have_an_entry_of_their_own(modern):
    """寿峰 (455 uses, 关 his surname: 关 is also a place suffix, so 名关|寿峰 looked like a title held in several
    places) and 伯和 (202 uses, who speaks in a third of them but is seldom acted upon) are people; 关寿峰 and his
    daughter 关秀姑 share a surname and two given names the text uses alone: two people, not one."""
    shoufeng, bohe, xiugu = (_entity(modern, f) for f in ("寿峰", "伯和", "秀姑"))
    assert shoufeng and bohe and xiugu
    assert shoufeng.alias("关寿峰") and bohe.alias("陶伯和")
    assert shoufeng is not xiugu and xiugu.alias("关秀姑")
    assert modern.index(shoufeng) < 10 and modern.index(bohe) < 10


def test_a_surname_with_a_modern_form_of_address_is_the_bearer(modern):
    """何小姐 (101 uses) and 密斯何 (Miss Ho, 39) are 何丽娜; 沈小姐 is 凤喜; 樊少爷 and 密斯脱樊 are 家树."""
    for name, forms in (("何丽娜", {"何小姐", "密斯何"}), ("凤喜", {"沈小姐"}), ("家树", {"樊少爷", "密斯脱樊"})):
        holder = _entity(modern, name)
        assert forms <= {a.name for a in holder.aliases}, (name, holder.aliases)
    assert not _entity(modern, "沈大娘").alias("沈小姐")  # her mother


def test_things_verb_phrases_and_fragments_are_no_entries(modern):
    """Everyday things (三弦, 三弦子, 弦子, 烟卷, 雪茄), a trade (汽车夫), a modifier or a verb phrase the joiner glued
    (雪白的, 伯和的, 吃过了, 板着脸, 出城): no one's name, in any book."""
    forms = {a.name for e in modern[:60] for a in e.aliases}
    assert not {"三弦", "三弦子", "弦子", "烟卷", "雪茄", "汽车夫", "雪白的", "伯和的", "吃过了", "板着脸", "出城"} & forms


def test_a_surname_with_an_address_is_the_bearer_of_its_sex(modern):
    """关寿峰 and his daughter 关秀姑 share a surname: 关大叔 (uncle 关) is the father, 关女士, 关姑娘 and 关大姐 the
    daughter — the book writes 她 for a woman and 他 for a man after their names. 沈姑娘 is 凤喜, not her uncle."""
    shoufeng, xiugu, fengxi = (_entity(modern, f) for f in ("寿峰", "秀姑", "凤喜"))
    assert shoufeng.alias("关大叔") and not xiugu.alias("关大叔")
    assert {"关女士", "关姑娘", "关大姐"} <= {a.name for a in xiugu.aliases}, xiugu.aliases
    assert fengxi.alias("沈姑娘")


def test_a_given_name_written_alone_is_its_bearers(modern):
    """丽娜 (20 uses outside 何丽娜) and 三玄 (5 outside 沈三玄): a given name written alone names the one full name
    ending with it."""
    assert _entity(modern, "丽娜") is _entity(modern, "何丽娜")
    assert _entity(modern, "三玄") is _entity(modern, "沈三玄")


def test_dictionary_names_used_as_things_and_people_of_a_region_are_no_entries(modern):
    """胡子 (a beard: 摸着胡子), 张望 (to look around) and 胡琴 (a fiddle) are tagged names by the dictionary and
    common in general text, but this book never lets them open a clause: things and a verb. 南方人 (southerners)
    and 侄少爷 (young master nephew, a form of address) are no one either."""
    titles = {e.name for e in modern}
    assert not {"胡子", "张望", "胡琴", "南方人", "侄少爷"} & titles


def test_a_common_dictionary_word_that_acts_like_a_person_is_a_name(modern_text):
    """宝玉 (a jade; a name in the dictionary, 3,912 uses in general text) written for 家树 throughout: the given
    name alone and 樊宝玉 are one person's, like 家树 and 樊家树, however common the word."""
    language, paragraphs = modern_text
    renamed = [dataclasses.replace(p, text=p.text.replace("家树", "宝玉")) for p in paragraphs if p.chapter_no <= 4]
    found = find_characters(renamed, language)
    holders = [e for e in found if e.alias("宝玉") or e.alias("樊宝玉")]
    assert len(holders) == 1 and holders[0].alias("宝玉") and holders[0].alias("樊宝玉"), holders


def test_a_preposition_glued_to_a_name_is_no_form(modern):
    """将手向 (将手向他一指: the object-fronting 将, 将X in Traditional 將X) and 给X, 把X: a preposition before a
    name or a noun makes no form of anyone."""
    forms = {a.name for e in modern for a in e.aliases}
    assert not [f for f in forms if len(f) >= 3 and f[0] in "将给把跟对"], forms


def test_a_verb_with_its_object_and_what_a_bottle_holds_are_no_entries(modern):
    """抽大烟 ("smokes opium": a one-character verb the joiner glued to a common noun) and 香水 (perfume, a
    place in the dictionary, written after 一瓶 "a bottle of") are no one's name."""
    forms = {a.name for e in modern for a in e.aliases}
    assert not {"抽大烟", "香水"} & forms
    assert _entity(modern, "西山") and _entity(modern, "北京饭店")  # places stay


def test_a_full_name_before_the_title_its_surname_holds_is_the_titled_one(modern):
    """刘德柱将军 (twice): 刘将军's full name, the only one written before 将军; 沈国英 before 旅长 likewise."""
    assert _entity(modern, "刘德柱") is _entity(modern, "刘将军")
    assert _entity(modern, "沈国英") is _entity(modern, "沈旅长")
    assert _entity(modern, "沈国英") is not _entity(modern, "凤喜")


def test_a_form_of_address_one_person_answers_is_theirs_from_the_answer(modern):
    """表少爷 (the 陶 servants' word for 家树), 大姑娘 (秀姑) and 将军 (刘将军) are said at the start of quotations their
    bearer answers in several chapters; 表兄 is written before 陶伯和 (他表兄陶伯和) and no other name. 大姑娘 is said to 凤喜 in 回2; 秀姑 first answers it in 回3: shown from there."""
    for name, form in (("家树", "表少爷"), ("秀姑", "大姑娘"), ("刘将军", "将军"), ("伯和", "表兄")):
        holders = [e.name for e in modern if e.alias(form)]
        assert holders == [_entity(modern, name).name], (form, holders)
    alias = _entity(modern, "秀姑").alias("大姑娘")
    assert alias.first_chapter_no == 3 and alias.linked_locator.split(".")[1] == "3"


def test_a_form_of_address_counts_for_its_bearer_only_where_the_context_points_to_her(modern):
    """大姑娘 is written 74 times; the gold gives 54 to 秀姑, 13 to 凤喜 (回2, 回10–13: said to her, and in her family's
    mouth, 沈大姑娘) and 7 to girls in general (一个大姑娘, 大姑娘们). Every use counted for 秀姑 before; now only those
    whose context points to her (she answers, her family's name, she is in the scene and 凤喜 is not nearer)."""
    xiugu = _entity(modern, "秀姑").alias("大姑娘").mentions
    assert 45 <= xiugu <= 54, xiugu
    # 将军 (54): the rank of a kind (一个将军) is no mention of 刘将军; the rest are his
    assert 40 <= _entity(modern, "刘将军").alias("将军").mentions <= 50


def test_a_kind_of_institution_is_no_place(modern):
    """送到疯人院去 (to the madhouse): 疯人院 is a dictionary noun, an institution's suffix after a noun for whom it
    serves (医院, 戏院 alike): a kind of place, no place's name; 西山, 北京饭店 are places."""
    forms = {a.name for e in modern for a in e.aliases}
    assert "疯人院" not in forms
    assert {"西山", "北京饭店", "漪澜堂"} <= forms


def test_a_name_the_raw_text_shows_speaking_is_a_person(modern):
    """江老海道：“ (the dictionary cuts 江|老|海道: 海 reads as a sea, a place's suffix) and 静觉微笑道：“ (微笑 between):
    the tokens hid their speech; the text shows them opening quotes, so they are people."""
    kinds = {e.name: e.kind for e in modern}
    assert kinds["江老海"] == kinds["静觉"] == "person"
    assert kinds["西山"] == "place"


def test_a_verb_done_once_is_no_name(modern):
    """将手向身边的凤喜一指: 一指 (to point, 24 uses; the text doubles it, 指了一指) was read as a name written beside
    凤喜, her alias from 回1, before she is met. 一清 (公孙胜's 道号), never doubled, is a name."""
    fengxi = _entity(modern, "凤喜")
    assert "一指" not in fengxi.names and fengxi.aliases[0].first_chapter_no == 2
    from understory_cli.extractive.zh.gestures import done_once

    book = [SimpleNamespace(text="他向里指了一指。一清道人笑了一笑。")]
    assert done_once(["一指", "一清", "一笑"], book) == ["一指", "一笑"]


def test_the_stored_mentions_follow_the_context_of_a_title_several_people_hold(modern_text, modern):
    """The wiki's track counts again from the text (analyze.mentions): 大姑娘 said to 凤喜 (回10, 回13) must not be
    stored as 秀姑's either, so no chapter of her stored track holds more than the finder counted there, and 回2
    (大姑娘 said to 凤喜 before 秀姑 answers it) holds none."""
    _, paragraphs = modern_text
    reading = ExtractiveReading(paragraphs, [e for e in modern if e.mentions >= MIN_MENTIONS], first_id=1)
    chapters = [VolumeChapter(p.chapter_no, p.locator, "") for p in paragraphs if p.locator.endswith(".1")]
    volume = VolumeInfo(1, "", "", chapters)
    stored = {m.chapter_no: m.mentions for m in reading.mentions([], reading.volume(volume), 1)
              if m.point_id == reading.ids[_entity(modern, "秀姑").name]}
    counted = _entity(modern, "秀姑").chapter_mentions
    assert 2 not in stored
    assert {c: n for c, n in stored.items() if n > counted[c]} == {}, (stored, counted)
