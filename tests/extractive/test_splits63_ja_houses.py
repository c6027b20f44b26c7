"""A house or a quarter named in kanji (伏見屋, 新茶屋: 夜明け前's sake shop and teahouse were terms) is a place where
its uses say nothing else (ja/shapes.kanji_house, a weak vote), while a surname of the same shape written with an
honorific (土屋さん) stays a person, a common noun (部屋) no name, and a quarter's name the dictionary has as a surname
(大町, 荒町: the review's 大町 who drinks and never speaks became a place) gets no place's vote."""

from __future__ import annotations

from understory_cli.extractive.ja.shapes import kanji_house
from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P


def test_the_shape():
    assert kanji_house("伏見屋") and kanji_house("新茶屋")
    assert not kanji_house("大町") and not kanji_house("室町") and not kanji_house("荒町")
    assert not kanji_house("部屋") and not kanji_house("茶屋") and not kanji_house("宿屋") and not kanji_house("下町")


def test_a_house_is_a_place_and_a_surname_with_an_honorific_a_person():
    lines = ["半兵衛は朝早く伏見屋の前を通った。", "伏見屋では酒を造っている。", "夕方、伏見屋の隠居が荒町の方から来た。",
             "荒町の坂を下りると、新茶屋が見える。", "新茶屋の縁台に腰をかけた。", "荒町は小さな村はずれだ。",
             "土屋さんは笑って言った。", "「土屋さん、こちらへ」と半兵衛は言った。", "土屋さんが伏見屋を出た。"]
    kinds = {e.name: e.kind for e in find_characters([P(t) for t in lines * 3], "ja")}
    assert kinds.get("新茶屋") == "place"
    assert kinds.get("土屋") == "person" or kinds.get("土屋さん") == "person"


def test_a_hiragana_o_name_after_a_kins_word_is_a_person():
    """おまん is a pronoun to the analyser (お前's dialect form), so nothing found 夜明け前's heroine's mother (52 uses);
    written after 妻の and 姑の she is a name (polite_names.kana_named), and her uses make her a person."""
    lines = ["妻のおまんは刀を取り出して来て勧めた。", "おまんは黙って聞いていた。", "半兵衛はおまんに言った。",
             "「それはいけません」とおまんが言った。", "姑のおまんも笑った。", "おまんは土蔵の二階へ上った。",
             "妻のおまんが茶を出した。"]
    kinds = {e.name: e.kind for e in find_characters([P(t) for t in lines * 2], "ja")}
    assert kinds.get("おまん") == "person"


def test_a_pronoun_after_a_kins_word_is_no_o_name():
    """男のおれ, 兄のおれ, 親のおまえ: お and two hiragana after a kin's or role's word and の, but a pronoun (the review:
    おれ became a book's first entry)."""
    lines = ["「親のおれが言うんだ、間違いない」と太郎は言った。", "「兄のおれに任せろ」と太郎は笑った。",
             "「おれは行かない」と太郎は言った。", "おれは知らないよ、と次郎は言った。"]
    names = {e.name for e in find_characters([P(t) for t in lines * 3], "ja")}
    assert "おれ" not in names and "太郎" in names
