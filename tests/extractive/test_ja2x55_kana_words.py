"""Issue 43's junk on unseen Japanese books: an older print's interjection in katakana (イヤ, マア, イイエ), a kana piece
of an adverb or a verb (チャン of チャンと, おくん of おくんなせえ) and a currency unit (ルーブリ, カペーカ) are words of
the language, no entries — by the dictionary's reading in place and the numeral before, not a list; a name the
dictionary also reads as an adverb (ジャン: じゃん) keeps its particles and stays."""

from __future__ import annotations

from understory_cli.extractive.ja.candidates import Reading, find_candidates
from understory_cli.extractive.ja.kana_words import counted, worded
from support.written_book import Passage as P

LINES = ["「イヤ、それは困ります」とチチコフは言った。", "「マア、お掛けなさいまし」とコローボチカが言った。",
         "「イイエ、そんなことはございません」とコローボチカは答えた。", "「ホラ、ごらんなさい」とチチコフが言った。",
         "一人につき二ルーブリ半ずつ払った。チチコフは百ルーブリ出した。", "五十カペーカの銀貨をやった。カペーカが足りない。",
         "「おくんなせえ」と百姓が言った。チャンと坐った。", "「チャンとしろ」と馭者が言った。ルーブリは高い。",
         "「ジャン、来い」と父が言った。ジャンは笑った。ジャンが答えた。"]


def test_interjections_pieces_and_units_are_no_candidates():
    """On int55 イヤ, マア, イイエ, チャン were persons and ルーブリ, カペーカ terms."""
    found, _ = find_candidates(Reading([P(t) for t in LINES * 3]))
    assert not {"イヤ", "マア", "イイエ", "チャン", "おくん", "ルーブリ", "カペーカ"} & set(found)
    assert {"チチコフ", "コローボチカ", "ジャン"} <= set(found)


def test_the_reading_in_place():
    whole = "\n".join(LINES * 3)
    assert worded("イヤ", whole) and worded("チャン", whole) and not worded("ジャン", whole)
    assert counted("ルーブリ", whole) and not counted("チチコフ", whole)
