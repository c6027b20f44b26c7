"""A translation's name closed by a sound the transliteration list lacks (issue 43, stop 65: a blind 欧也妮·葛朗台's
阿道尔夫, Adolphe, 16 uses, and 高诺瓦叶, Cornoiller, 25, both filed as things: -夫 and -叶 are no characters of the
list, which keeps them out for 丈夫 and 树叶). Four sounds or more, all on the list but the last, vote as a
transliterated name does: a person."""

from __future__ import annotations

from understory_cli.extractive.zh.usage import sounds_closed


def test_four_sounds_closed_by_one_off_the_list_are_a_names_shape():
    assert sounds_closed("阿道尔夫") and sounds_closed("高诺瓦叶")
    # a Chinese word and a short name are not (丈夫, 树叶; 欧叶妮's 叶 is inside, three characters)
    assert not any(sounds_closed(w) for w in ("丈夫", "树叶", "欧叶妮", "葡萄园主", "脸色发白"))
    # nor a foreign name and the kind's word it heads: a people, a river, a city, a creed (a place or a people, no one)
    assert not any(sounds_closed(w) for w in ("阿拉伯人", "英格兰人", "伏尔加河", "莫斯科城", "加利福尼亚州", "伊斯兰教"))


def test_a_name_so_closed_that_seldom_acts_is_voted_a_person():
    # 阿道尔夫's usage in 欧也妮·葛朗台: a new word to jieba, 16 uses, an object as often as a subject, never speaking
    from collections import Counter

    from understory_cli.extractive.zh.usage import _kind_votes, _Usage

    u = _Usage(count=16, tags=Counter({"x": 16}), opens=3, object_of=5, owned=2, ends=4)
    votes = _kind_votes("阿道尔夫", u)
    assert max(votes, key=votes.__getitem__) == "person"
