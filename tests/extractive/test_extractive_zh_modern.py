"""Issue 43 on 啼笑姻缘 (modern vernacular): one person, one entry — a given name and the surname with it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from understory_cli.extractive.names import find_characters

from conftest import CORPORA
from test_extractive_cjk import _paragraphs

pytestmark = pytest.mark.corpus

MODERN = CORPORA / "chinese" / "modern" / "tixiao-yinyuan.epub"


@pytest.fixture(scope="module")
def modern(tmp_path_factory):
    language, paragraphs = _paragraphs(SimpleNamespace(key="modern", files=lambda corpora: [MODERN]), 1,
                                       tmp_path_factory)
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
