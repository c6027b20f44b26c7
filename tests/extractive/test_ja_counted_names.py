"""A name written once after a count (「二人の浪子になずく」: the two children cling to her) is no noun several beings
wear (ja/shapes.several, 三人の幽霊): a heroine written 244 times had no entry (不如帰, a blind book of stop 63)."""

from __future__ import annotations

from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P


def test_a_heroines_name_after_a_count_once_keeps_her_entry():
    lines = ["浪子は静かに笑った。", "武男は浪子の顔を見た。", "「あなた」と浪子は言った。", "浪子は手紙を読んだ。"]
    once = ["幼い弟妹は二人の浪子になずくを喜びぬ。"]
    names = {e.name for e in find_characters([P(t) for t in lines * 4 + once], "ja")}
    assert "浪子" in names


def test_a_counted_common_noun_is_still_no_entry():
    lines = ["三人の幽霊が来た。", "幽霊は言った。", "「さあ」と幽霊は笑った。", "スクルージは幽霊を見た。"]
    names = {e.name for e in find_characters([P(t) for t in lines * 4], "ja")}
    assert "幽霊" not in names
