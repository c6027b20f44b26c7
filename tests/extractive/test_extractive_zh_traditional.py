"""Issue 43: a Traditional book gives the figures of the same book in Simplified. A Taiwan book writes the aspect
particle 着 as 著 (看著他), which OpenCC's t2s keeps, so its names glued to it (著家樹) and split from their full
names; older prints and a 1919 translation write variants OpenCC keeps too (揹, 汽車伕, 祇有, 囘來, 牠)."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import opencc
import pytest

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.zh.script import to_simplified

from conftest import CORPORA
from test_extractive_cjk import _paragraphs

pytestmark = pytest.mark.corpus

MODERN = CORPORA / "chinese" / "modern" / "tixiao-yinyuan.epub"


def test_the_simplified_view_reads_taiwans_forms_and_the_variants_opencc_keeps():
    assert to_simplified("鳳喜看著他，著名作家寫了著作") == "凤喜看着他，著名作家写了著作"
    assert to_simplified("揹著包的汽車伕") == "背着包的汽车夫"
    assert to_simplified("他祇有一個女兒，囘來時牠叫了") == "他只有一个女儿，回来时它叫了"
    assert to_simplified("神祇與祇園") == "神祇与祇园"  # the gods' and the Buddha's 祇 stay


def test_a_taiwan_script_book_has_the_simplified_books_people(tmp_path_factory):
    """啼笑姻缘's first five chapters in Taiwan's standard characters (OpenCC's s2tw): 家樹 and 樊家樹 are one
    entry, as in Simplified, and no entry is a name glued to the particle before it (著家樹)."""
    language, paragraphs = _paragraphs(SimpleNamespace(key="modern", files=lambda corpora: [MODERN]), 1,
                                       tmp_path_factory)
    tw = opencc.OpenCC("s2tw")
    taiwan = [dataclasses.replace(p, text=tw.convert(p.text)) for p in paragraphs if p.chapter_no <= 5]
    found = find_characters(taiwan, language)
    holders = [e.name for e in found if {"家樹", "樊家樹"} & set(e.names)]
    assert len(holders) == 1, holders
    assert not [e.name for e in found if e.name.startswith("著")]
