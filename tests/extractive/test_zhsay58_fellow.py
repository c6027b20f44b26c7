"""A later clause's subject said a fellow of a kind by 是条 (丧钟为谁而鸣: 但是安塞尔莫是条好汉; 高老头: 高冷是條好漢): the
measure word of a 好汉 or 汉子 counts as 是个 does (zh/clause_subject.py) — while 是条 before a beast is a likeness."""

from __future__ import annotations

from understory_cli.extractive.describe import summary_value


def test_a_fellow_counted_by_tiao_says_who():
    assert summary_value("但是安塞尔莫是条好汉。", ["安塞尔莫"]).full
    assert summary_value("大家都知道，李四是一条汉子。", ["李四"]).full


def test_a_beast_counted_by_tiao_is_a_likeness():
    assert not summary_value("但是这缺嘴真是一条馋狗。", ["缺嘴"]).full
    assert not summary_value("可是安塞尔莫是条老狗。", ["安塞尔莫"]).full
