"""Issue 43: a Traditional book gives the figures of the same book in Simplified. A Taiwan book writes the aspect
particle 着 as 著 (看著他), which OpenCC's t2s keeps, so its names glued to it (著家樹) and split from their full
names; older prints and a 1919 translation write variants OpenCC keeps too (揹, 汽車伕, 祇有, 囘來, 牠)."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from types import SimpleNamespace

import opencc
import pytest

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.zh.script import is_traditional, to_simplified
from understory_cli.ingest import ingest
from understory_cli.store import books, open_store

from conftest import CORPORA
from test_extractive_cjk import _paragraphs

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

pytestmark = pytest.mark.corpus

MODERN = CORPORA / "chinese" / "modern" / "tixiao-yinyuan.epub"


def test_the_simplified_view_reads_taiwans_forms_and_the_variants_opencc_keeps():
    assert to_simplified("鳳喜看著他，著名作家寫了著作") == "凤喜看着他，著名作家写了著作"
    assert to_simplified("揹著包的汽車伕") == "背着包的汽车夫"
    assert to_simplified("他祇有一個女兒，囘來時牠叫了") == "他只有一个女儿，回来时它叫了"
    assert to_simplified("神祇與祇園") == "神祇与祇园"  # the gods' and the Buddha's 祇 stay
    assert to_simplified("他怎么了，什麼") == "他怎么了，什么"  # tw2s alone writes a lone 么 as 幺


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


def test_the_bench_measures_a_book_converted_to_traditional(tmp_path):
    """`lobo --books modern-tw`: the book converted at bench time into the work folder (not the corpora), read as
    Traditional, measured against its cast converted alike and held out together with its original."""
    import lobo
    from lobo_script import traditional_books

    original = next(b for b in lobo.LOBO_BOOKS if b.key == "genesis-hans")
    twin = next(b for b in traditional_books([original], tmp_path) if b.key == "genesis-hans-tw")
    files = twin.files(CORPORA)
    assert files and all(f.parent.is_relative_to(tmp_path) for f in files)
    store = open_store(tmp_path / "s.duckdb")
    ingest(store, files[:1])
    work = books.works(store)[0]
    text = "".join(p.text for p in books.story_paragraphs(store, work.work_id))
    store.close()
    assert work.language == "zh-Hant" and is_traditional(text) and "耶和華" in text
    cast = twin.cast(CORPORA)
    assert cast.member_of("耶和華") and not cast.member_of("耶和华")
    assert not {"genesis", "genesis-hans"} & {b.key for b in lobo.training_books(twin)}
