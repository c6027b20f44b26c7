"""A translated full name written solid with a kanji honorific (家なき子: 「ジェイムズ・ミリガン氏」) is the name and its
honorific: one person with the name written bare, and named without the honorific (shapes.honorific_tail)."""

from __future__ import annotations

from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P

MILLIGAN = ["弟に当たるジェイムズ・ミリガン氏は子どもを探させた。", "ジェイムズ・ミリガン氏は相続することができなかった。",
            "その子が死んだ場合には、ジェイムズ・ミリガン氏は財産を相続する。", "ジェイムズ・ミリガンは笑った。",
            "ジェイムズ・ミリガンが言った。「あの子はどこだ」", "ジェイムズ・ミリガンは医者に聞いた。"]
BARBERIN = ["「まあジェローム、おまえさんだったの」とおっかあが言った。", "ジェロームは黙っていた。",
            "「ジェローム、いけない」とおっかあが言った。", "ジェロームはつえをふり上げた。", "バルブレンは笑った。",
            "バルブレンが言った。「さあ帰るのだ」", "バルブレンは村へ行った。", "その手紙には、ジェローム・バルブレン氏と書いてあった。",
            "ジェローム・バルブレン氏は病院にいる、と巡査は言った。", "ジェローム・バルブレン氏が帰って来た。"]


def test_a_full_name_with_and_without_its_honorific_is_one_person():
    """On main two entries, ジェイムズ・ミリガン and ジェイムズ・ミリガン氏 (the ・-run with kanji read as a name of its own)."""
    found = [(e.name, e.mentions) for e in find_characters([P(t) for t in MILLIGAN], "ja")]
    assert found == [("ジェイムズ・ミリガン", 6)]


def test_the_honorific_is_no_part_of_the_entrys_name():
    """The forename, the surname and the full name are one man, named ジェローム・バルブレン (on main ジェローム・バルブレン氏)."""
    entities = find_characters([P(t) for t in BARBERIN], "ja")
    assert [e.name for e in entities] == ["ジェローム・バルブレン"]
    assert not any(n.endswith("氏") for n in entities[0].names)

