"""A surname's several bearers (stop 55): a surname and a given name of one character is a full name of its own, never
folded into another of that surname (曹仁, 曹豹 beside 曹孟德); and a form LAC reads whole as a common word (屋中, 作诗)
is no entry, though jieba's dictionary lacks it."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh import tagged
from understory_cli.extractive.zh.rules import ChineseRules


def test_a_one_character_given_name_is_another_bearer():
    forms = {"曹操", "曹孟德", "孟德", "曹仁", "曹豹", "唐僧", "唐三藏", "三藏"}
    rules = ChineseRules(set(forms))
    assert not rules.may_join("曹孟德", "曹豹", "曹", forms)
    assert not rules.may_join("曹仁", "曹孟德", "曹", forms)
    assert rules.may_join("唐僧", "唐三藏", "唐", forms)  # 僧: a calling after the surname, no given name


def _voted(kind: str, n: int) -> Candidate:
    return Candidate("", n, Votes({kind: float(n), "person": 1.0}))


def test_a_phrase_lac_reads_as_one_common_word_is_no_entry():
    # (赵子曰-like rooms and gestures; jieba's dictionary knows neither 屋中 nor 作诗 as a word)
    lines = ["周少濂在屋中坐着，又作诗。", "武端走进屋中，看见莫大年正在写信。", "莫大年把信放在桌上，回头对武端看了一眼。",
             "屋中没有人，武端便出去了。", "周少濂作诗作到半夜。"] * 3
    out = {"武端": _voted("person", 20), "莫大年": _voted("person", 20), "周少濂": _voted("person", 12),
           "屋中": _voted("person", 9), "作诗": _voted("term", 6)}
    tagged.apply(told_over(lines, repeat=1), out, lambda w: 0.0)
    assert "屋中" not in out and "作诗" not in out
    assert {"武端", "莫大年", "周少濂"} <= set(out)
