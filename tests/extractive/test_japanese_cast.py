"""Issue 43 on the two Japanese books nobody tuned the finder on: 宮沢賢治's seven stories and 小公女 (a 1927
translation, katakana names). What is never an entry, katakana names whole with their titles, one person one
entry, and the kinds of katakana people."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest

from understory_cli.extractive.ja.lexicon import is_address
from understory_cli.extractive.ja.rules import JapaneseRules
from understory_cli.analyze import extractive
from understory_cli.extractive.names import find_characters
from understory_cli.ingest import ingest
from understory_cli.store import books, open_store

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from conftest import CORPORA  # noqa: E402

pytestmark = pytest.mark.corpus

KENJI = CORPORA / "japanese" / "kenji" / "kenji-stories.epub"
SHOKOJO = CORPORA / "japanese" / "shokojo" / "shokojo.epub"


def _entities(tmp_path_factory, epub: Path):
    store = open_store(tmp_path_factory.mktemp(epub.stem) / "b.duckdb")
    ingest(store, [epub])
    work = books.resolve_work(store, None)
    paragraphs = books.story_paragraphs(store, work.work_id)
    store.close()
    return find_characters(paragraphs, work.language)


@pytest.fixture(scope="module")
def kenji(tmp_path_factory):
    return _entities(tmp_path_factory, KENJI)


@pytest.fixture(scope="module")
def shokojo(tmp_path_factory):
    return _entities(tmp_path_factory, SHOKOJO)


def _holding(entities, form):
    return next(e for e in entities if form in e.names)


def test_no_pronoun_form_of_address_common_word_or_byline_is_an_entry(kenji, shokojo):
    """Measured before: あと (#1), おじ, 女の子, じい, おじい, ポケット, 宮沢賢治 (each story's byline), おかみ in
    宮沢賢治's top 20; 宮様, おかみ, ポケット in 小公女's."""
    titles = {e.name for e in kenji[:40]} | {e.name for e in shokojo[:40]}
    assert not titles & {"あと", "おじ", "じい", "おじい", "おかみ", "女の子", "青年", "紳士", "一列", "お日", "ポケット",
                         "大博士", "老技師", "宮沢賢治", "宮様", "女王"}


def test_a_katakana_name_and_its_title_are_one_entry(kenji):
    """クーボー大博士 is one person (not クーボー + 大博士); ペンネン技師 is the engineer of one story, not a
    piece of ペンネンネンネンネン・ネネム of another."""
    kubo = _holding(kenji, "クーボー大博士")
    assert kubo.name == "クーボー大博士" and {"クーボー", "大博士"} <= set(kubo.names) and kubo.kind == "person"
    engineer = _holding(kenji, "ペンネン技師")
    assert "ペンネン" in engineer.names and "ネネム" not in engineer.names
    assert not any(e.name in ("ペンネン", "クーボー", "大博士") for e in kenji)


def test_full_names_titles_and_honorifics_join_the_person(shokojo, kenji):
    sara = _holding(shokojo, "セエラ")
    assert {"セエラ・クルウ", "プリンセス・セエラ"} <= set(sara.names)
    assert {"ミス・ミンチン", "ミンチン女史"} <= set(_holding(shokojo, "ミンチン").names)
    assert "セント・ジョン" in _holding(shokojo, "アアミンガアド").names
    assert "アメリア" in _holding(shokojo, "アメリア嬢").names
    # 「ドウナルド（ギイ・クラアレンスのこと）」 in ch. 17: tied there, not before
    # 「印度の紳士は、名をカリスフォドといいました」 (ch. 12): the gentleman of ch. 10 is named there
    gentleman = _holding(shokojo, "カリスフォド")
    assert gentleman.name in ("印度の紳士", "印度紳士") and gentleman.alias("カリスフォド").linked_locator.startswith("1.12.")
    guy = _holding(shokojo, "ギイ・クラアレンス")
    assert "ドウナルド" in guy.names and guy.alias("ドウナルド").linked_locator.startswith("1.17.")
    assert "ゴーシュ君" in _holding(kenji, "ゴーシュ").names
    # 「山猫博士のボーガント・デストゥパーゴ」: a title of his own, then his name
    assert "山猫博士" in _holding(kenji, "デストゥパーゴ").names
    assert "裁判長" in _holding(kenji, "ネネム").names  # ペンネンネンネンネン・ネネム裁判長: his office, his alone


def test_a_surname_a_father_wears_with_his_rank_does_not_make_him_his_daughter(shokojo):
    """セエラ・クルウ and クルウ大尉 share クルウ: two people. X夫人 is X's wife, not X."""
    crewe = _holding(shokojo, "クルウ大尉")
    assert crewe is not _holding(shokojo, "セエラ") and crewe.kind == "person"
    assert "大尉" in crewe.names  # the rank alone: he is the one captain
    assert _holding(shokojo, "カアマイクル夫人") is not _holding(shokojo, "カアマイクル")


def test_katakana_people_are_persons(shokojo, kenji):
    """Measured before: ベッキイ, ロッティ, マリエット, ノラ filed as terms and ラヴィニア as a place (the dictionary
    knows a place so named); ファゼーロ and ペムペル terms. They speak, cry and run in kana-written verbs (いいました),
    and the dictionary does not know them (an invented or foreign name is seldom a thing)."""
    kinds = {e.name: e.kind for e in shokojo + kenji}
    for name in ("ベッキイ", "ロッティ", "マリエット", "ノラ", "ラヴィニア", "ファゼーロ", "ペムペル"):
        assert kinds[name] == "person", name


def test_titles_and_forms_of_address_as_the_rules_read_them():
    rules = JapaneseRules()
    assert rules.core("ヴィタリス親方") == "ヴィタリス" and rules.core("ゴーシュ君") == "ゴーシュ"
    assert rules.core("プリンセス・セエラ") == "セエラ" and rules.core("カアマイクル夫人") is None
    assert all(is_address(w) for w in ("おっかあ", "おじ", "宮様", "大博士", "老技師", "おかみさん"))
    assert not any(is_address(w) for w in ("お婆さん", "坊っちゃん", "校長", "ゴーシュ"))


def test_one_name_in_two_stories_of_a_collection_is_two_people(kenji, shokojo):
    """ネリ is Budori's sister in one story and Pemperu's in another, with no tie between them: two entries, each
    titled with its story; a novel (小公女) keeps each name in one entry."""
    neri = [e for e in kenji if "ネリ" in e.names]
    assert sorted(e.name for e in neri) == ["ネリ（グスコーブドリの伝記）", "ネリ（黄いろのトマト）"]
    assert all(len(e.chapter_mentions) == 1 and e.kind == "person" for e in neri)
    assert not any("（" in e.name for e in shokojo)


def test_old_spellings_of_loanwords_are_things_and_invented_names_are_not(kenji, shokojo):
    """1927 spellings of common loanwords (テエブル, ショオル, レエス) are the dictionary's common nouns in today's
    spelling, never entries; names it does not know at all are: バスティユ, パリイ, マミミ, イーハトーヴォ; and a
    place written with its noun nearly always is that whole (ポラーノの広場, not ポラーノ)."""
    titles = {e.name for e in shokojo} | {e.name for e in kenji}
    assert not titles & {"テエブル", "ショオル", "レエス", "ラムプ", "コツ", "コルク", "ポラーノ", "公"}
    assert {"バスティユ", "パリイ", "マミミ", "イーハトーヴォ", "ポラーノの広場"} <= titles
    assert _holding(kenji, "ポラーノの広場").kind == "place"


def test_the_authors_name_from_the_metadata_is_no_entry(tmp_path, monkeypatch):
    """宮沢賢治 heads each of his stories (the byline, the EPUB's author): never a character, whatever the finder
    makes of it (the entry it had before, here given back by a finder that keeps it)."""
    store = open_store(tmp_path / "b.duckdb")
    ingest(store, [KENJI])
    work = books.resolve_work(store, None)
    assert books.authors(store, work.work_id) == ["宮沢賢治"]
    finder = extractive.find_characters
    monkeypatch.setattr(extractive, "find_characters", lambda paragraphs, language: [
        *(found := finder(paragraphs, language)), replace(found[0], name="宮沢賢治")])
    names = {e.name for e in extractive.ExtractiveReading.of(store, work, first_id=1).entities}
    store.close()
    assert "ジョバンニ" in names and "宮沢賢治" not in names


def test_a_descriptor_a_thing_and_a_respelt_place_are_no_entries_of_their_own(kenji, shokojo):
    """Measured before: ラスカア (#29 in 小公女), written only as あのラスカア — "that rascal", a descriptor of Ram Dass —
    and ポランの広場 (#22 in 宮沢賢治), the song's spelling of ポラーノの広場 (one letter apart, the same noun)."""
    assert not any(e.name == "ラスカア" for e in shokojo)
    # ドレミファ (#30): nothing makes it act or be somewhere, and it is taught (ドレミファを教えて): a thing; バスティユ,
    # which nothing speaks for either but is never an object, stays
    assert not any(e.name == "ドレミファ" for e in kenji) and any(e.name == "バスティユ" for e in shokojo)
    assert not any(e.name == "ハイカラ" for e in kenji)  # ハイカラなばけもの: an adjectival noun, katakana or not
    plaza = _holding(kenji, "ポラーノの広場")
    assert "ポランの広場" in plaza.names and plaza.name == "ポラーノの広場"


def test_a_places_kind_of_person_is_one_persons_epithet(shokojo):
    """印度の紳士 (the Indian gentleman, named カリスフォド in ch. 12) is written 印度紳士 25 times and 紳士 alone most
    other times: measured before, neither was an alias of his (alias recall 0.69); 印度, the place, stays apart."""
    gentleman = _holding(shokojo, "カリスフォド")
    assert {"印度紳士", "紳士", "印度の紳士"} <= set(gentleman.names)
    india = _holding(shokojo, "印度")
    assert india is not gentleman and india.kind == "place"


def test_a_katakana_full_name_without_a_dot_is_its_given_names_person(kenji):
    """グスコーブドリ (his surname グスコー, as his father's グスコーナドリ) was an entry beside ブドリ; ザネリ, one letter
    before ネリ, is another child."""
    budori = _holding(kenji, "ブドリ")
    assert "グスコーブドリ" in budori.names
    assert not any("ネリ" in e.names for e in kenji if "ザネリ" in e.names)


def test_a_form_of_address_the_same_person_answers_is_hers(shokojo):
    """「お嬢様、…」 (Becky to Sara) is answered by セエラ each time (セエラは椅子から飛び降りて…): an alias of hers from
    the first answer, though alone a form of address is no one's entry. Measured before: missing (alias recall 0.69)."""
    sara = _holding(shokojo, "セエラ")
    assert "お嬢様" in sara.names and sara.name != "お嬢様"
    assert sara.alias("お嬢様").linked_locator.startswith("1.5.")
