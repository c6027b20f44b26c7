"""Issue 43 on 老舍《二马》 (modern vernacular set in London), a book nobody tuned on: what the Chinese finder takes as
candidates and what it leaves. Each shape is quoted from the book and, where another book shares it, from that one."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh import candidates
from understory_cli.extractive.zh.filters import _locative, _parts_and_things
from understory_cli.extractive.zh.foreign import demonyms, headed_places
from understory_cli.extractive.zh.segment import chinese_segmenter
from understory_cli.extractive.zh.usage import _Usage

# 二马, 第二段–第三段 (the sentences as the book writes them)
LONDON = [
    "在伦敦的中国人，大概可以分作两等，工人和学生。",
    "没钱到东方旅行的德国人，法国人，美国人，到伦敦的时候，总要到中国城去看一眼，为是找些写小说，日记，新闻的材料。",
    "马家父子从上海坐上轮船，一直忽忽悠悠的来到伦敦。",
    "她的儿子叫保罗，女儿叫凯萨林。保罗在十二岁的时候就到英国来念书。",
    "他是广州人，自幼生在北京。隔个三五个月总给兄弟寄点钱来，有时候也托他在北京给搜寻点货物。",
    "伊牧师是个在中国传过二十多年教的老教师。",
    "鸡贩子养鸡不见得他准爱鸡，英国人把房子租给中国人又何尝是爱中国人呢。",
]
STREETS = [
    "伊牧师顺着牛津大街往东走，虽然六十多了，他走得还是飞快。",
    "从太阳一出来直到半夜，牛津大街总是被妇女挤满了的。",
    "马威领着父亲出了戈登胡同，穿过陶灵吞大院，一直往牛津街走。到了牛津街，街上的汽车东往的西来的，一串一串。",
    "马威看见一辆公众汽车是往牛津街去的，圣保罗堂的外边正好是停车的地方。",
    "保罗在十二岁的时候就到英国来念书。保罗笑道：“好。”",
]
ELYS = [
    "伊牧师跟温都太太要了张纸，把茶叶筒包好，一边包，一边说：“伊太太最爱喝中国茶。”",
    "伊太太祷告的时候，永远是闭着一只眼往天堂上看上帝，睁着一只眼看那群该下地狱的学生。",
    "改天到我家里去喝茶，和伊太太说半天子话儿，好不好？",
    "温都姑娘没等拿破仑往里跑，早并着腿跪在地毯上和它顶起牛儿来。",
    "温都姑娘的年纪比她母亲小着一半。",
    "（玛力是温都姑娘的名字。）",
]


def _person(form: str, n: int) -> Candidate:
    return Candidate(form, n, Votes({"person": float(n)}))


def test_a_place_the_gazetteer_knows_written_where_places_are_is_a_place():
    """在伦敦, 从上海, 到英国: 上海 and 中国 are as common in the dictionary's text as in the book, so no keyness
    found them; the gazetteer knows them (a city of a country the book names)."""
    found = candidates.find_candidates(told_over(LONDON), chinese_segmenter())[0]
    for place in ("伦敦", "上海", "英国", "中国"):
        votes = found[place].kind_votes if place in found else {}
        assert votes and max(votes, key=votes.__getitem__) == "place", place


def test_a_foreign_familys_titles_are_forms_like_its_reverends():
    """伊太太 (Mrs Ely, 48 uses) beside 伊牧师, and 温都姑娘 (the landlady's daughter, 35) beside 温都太太: a family
    name sounding a foreign one, with a wife's or a daughter's title, is a person."""
    out = {"伊牧师": _person("伊牧师", 127), "温都太太": _person("温都太太", 137)}
    candidates._add_surname_titles(told_over(ELYS, 2), out)
    assert {"伊太太", "温都姑娘"} <= set(out), sorted(out)


def test_a_name_with_a_streets_word_is_one_place():
    """牛津 is cut from 牛津街 and 牛津大街 (the usage took it for a man); 保罗 (Paul Ely) stays, though 圣保罗堂 is a
    church, because the book writes him alone too."""
    out = {"牛津": _person("牛津", 7), "保罗": _person("保罗", 19)}
    ties = headed_places(told_over(STREETS, 1), out)
    assert out["牛津大街"].kind_votes == {"place": 2.0} and out["牛津街"].kind_votes == {"place": 3.0}
    assert "牛津" not in out and "保罗" in out
    assert ("牛津街", "牛津大街") in ties


def test_demonyms_are_no_candidates_but_a_bibles_peoples_name_is_left():
    """英国人, 日本人 (二马) and 埃及人 (Genesis: its gold leaves it out) are a country's people; 赫人 (the Hittites, a
    people the Genesis gold counts real) is no country the gazetteer knows."""
    out = {w: _person(w, 10) for w in ("英国人", "日本人", "埃及人", "赫人", "伊牧师")}
    assert sorted(demonyms(out)) == ["埃及人", "日本人", "英国人"]


def test_a_locative_is_no_place():
    """跪在地毯上 (二马: on the carpet), 只见江面上 and 看那山顶上 (水浒传: on the river, on the hilltop): a common noun
    with 上 or 里; 花果山上 is a name's place."""
    tagger = chinese_segmenter().tag
    assert all(_locative(w, tagger) for w in ("地毯上", "江面上", "山顶上"))
    assert not any(_locative(w, tagger) for w in ("花果山", "伦敦", "凯萨林"))


def test_a_body_part_or_a_smoke_is_no_person():
    """把小胡子一撅, 挑了支吕宋烟递给伊牧师 (二马); 茗烟 (红楼梦, 宝玉's page) and a speaker are people."""
    usages = {w: _Usage(count=10, speaks=s) for w, s in (("小胡子", 1), ("吕宋烟", 0), ("茗烟", 0), ("柳如烟", 4))}
    out = {w: _person(w, 10) for w in usages}
    assert sorted(_parts_and_things(out, usages)) == ["吕宋烟", "小胡子"]


def test_no_name_opens_with_the_possessive_particle():
    """他想着的那点事, 伯父留下的那点钱 (二马): 的那点 is the end of one phrase and the start of another."""
    assert candidates._function_edged("的那点") and not candidates._function_edged("伊牧师")
