"""Issue 43, lost names in Chinese: 戰爭與和平's 多洛霍夫 (56 uses) is cut by jieba into four characters, 多|洛|霍|夫,
and was found only where zh/tagged.py's LAC sample happened to hold three of its uses. The book's own statistics
now join four sound characters into one new word (zh/segment._join_new_words), and a new word of sound characters
is name-shaped (zh/candidates._joined_sounds), whatever the sample holds. The passages are written for the test."""

from __future__ import annotations

import pytest
from support.written_book import written_book

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.zh import tagged
from understory_cli.extractive.zh.segment import _join_new_words, chinese_segmenter
from understory_cli.extractive.zh.segment import tagged as tokens_of

LINES = ["多洛霍夫走进来。", "他看见多洛霍夫笑了。", "“多洛霍夫，你好！”", "皮埃尔和多洛霍夫喝酒。", "多洛霍夫说：“来吧。”",
         "军官多洛霍夫站着。", "大家请多洛霍夫坐下。", "多洛霍夫的马跑了。"]


def _joined(lines: list[str]) -> set[tuple[str, ...]]:
    return _join_new_words(tokens_of(lines, chinese_segmenter().tag, {}))


def test_four_sound_characters_written_together_are_one_new_word():
    assert ("多", "洛", "霍", "夫") in _joined(LINES)


@pytest.mark.parametrize("words", ["强弓硬弩", "二基路伯", "和丽迪雅"])
def test_an_idiom_or_a_count_of_four_characters_is_not_joined(words):
    """强|弓|硬|弩 (strong bows) is no sound run; 二|基|路|伯 (two cherubim) opens with a count; 和|丽|迪|雅 (and
    Lydia) with a function word (the review's glue)."""
    assert not any(len(g) == 4 for g in _joined([line.replace("多洛霍夫", words) for line in LINES]))


BOOK = ["""多洛霍夫走进客厅，皮埃尔看见多洛霍夫笑了。“多洛霍夫，你好！”娜塔莎说。
皮埃尔和多洛霍夫喝酒。多洛霍夫说：“来吧。”军官多洛霍夫站着，大家请多洛霍夫坐下。
多洛霍夫的马跑了。娜塔莎不喜欢多洛霍夫。皮埃尔问道：“娜塔莎在哪里？”娜塔莎哭了。""",
        """第二天，多洛霍夫又来了。皮埃尔打了多洛霍夫一拳。多洛霍夫倒在地上，娜塔莎叫道：“皮埃尔！”"""]


def test_a_transliterated_name_is_found_without_the_lac_sample(monkeypatch):
    """With LAC's reading left out (as where its sample holds none of the name's uses), 多洛霍夫 is still a person."""
    monkeypatch.setattr(tagged, "apply", lambda *args, **kwargs: None)
    kinds = {e.name: e.kind for e in find_characters(written_book(BOOK, 4), "zh-CN")}
    assert kinds.get("多洛霍夫") == "person"
