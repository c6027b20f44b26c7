"""Issue 43, stop 62: a surname the text gives another of the family is no one member's by a full name written once
(細雪's shape: 「わたしカタリナ・キリレンコ」 joined the sister to the surname the book writes for her brother, 「兄のキリレンコ」,
and for their house, 「キリレンコ一家」): the brother keeps it (ja/kin_bearers.py, read by JapaneseRules.declared)."""

from __future__ import annotations

from support.written_book import written_book

from understory_cli.extractive.ja.kin_bearers import borne_by_others
from understory_cli.extractive.names import find_characters

FIRST = "「わたしカタリナ・キリレンコです」とカタリナが言った。"  # the full name, once in the book
CHAPTERS = [
    """カタリナは妙子の家へ遊びに来た。妙子はカタリナに茶を出した。
兄のキリレンコが後から来て、カタリナに何か云った。
「カタリナさん、お掛けなさい」と妙子が言った。""",
    """キリレンコ一家は神戸に住んでいた。兄のキリレンコは日本語が巧かった。
カタリナは笑った。「兄さんはお酒が好きです」とカタリナが言った。
キリレンコは黙って飲んでいた。妙子はキリレンコの家へ行った。""",
    """カタリナは人形を見に来た。「オメデトございます」とカタリナが言った。
兄のキリレンコがそう云って、キリレンコ達は盛に飲んだ。
キリレンコは大きな声で笑った。妙子はカタリナと話した。""",
]


def _holding(entities, form: str):
    return next((e for e in entities if form in {a.name for a in e.aliases}), None)


def test_a_surname_the_text_writes_for_a_brother_is_not_the_sisters():
    entities = find_characters(written_book([FIRST + "\n" + CHAPTERS[0]] + CHAPTERS[1:] + CHAPTERS, 2), "ja")
    sister, brother = _holding(entities, "カタリナ"), _holding(entities, "キリレンコ")
    assert sister is not None and brother is not None and sister is not brother


def test_kin_and_house_uses_are_counted_against_the_surnames_uses():
    assert borne_by_others("キリレンコ", CHAPTERS)
    assert not borne_by_others("カタリナ", CHAPTERS)
    assert not borne_by_others("キリレンコ", ["キリレンコは笑った。", "キリレンコが来た。兄のキリレンコ。", "キリレンコは飲んだ。"] * 2)
