"""Issue 43 item 7: what keeps the Chinese name finder's memory flat on a long series, and the faster
matching giving the answers of the slow one it replaced."""

from __future__ import annotations

import re

from understory_cli.extractive.scan import every_start
from understory_cli.extractive.zh.segment import _retokenize, _split_determiners, chinese_segmenter, tagged


def test_each_distinct_token_is_held_once_across_paragraphs():
    pool: dict = {}
    texts = ["孙悟空道：“师父，那长老来了。”", "孙悟空笑道：“那长老是谁？”"] * 3
    streams = tagged(texts, chinese_segmenter().tag, pool)
    assert streams == [chinese_segmenter().tag(t) for t in texts]  # the same tokens…
    first = {id(token) for token in streams[0]}
    assert all(id(token) in first for token in streams[2])  # …each distinct one a single object
    # 那长老 split into 那 + 长老: the new tokens are shared too
    split, again = (_split_determiners(streams[i], {"长老": 9}, pool) for i in (0, 2))
    assert ("那", "r") in split and ("长老", "nr") in split
    assert all(a is b for a, b in zip(split, again))


def test_joined_words_replace_the_longest_sequence_first():
    tokens = [("悟", "v"), ("能", "v"), ("道", "v"), ("罗刹", "n"), ("女", "n"), ("悟", "v")]
    joined = {("悟", "能"), ("悟", "能", "道"), ("罗刹", "女")}
    out = _retokenize(tokens, joined, {g[0] for g in joined}, {})
    assert out == [("悟能道", "new"), ("罗刹女", "new"), ("悟", "v")]


def test_every_start_finds_the_longest_form_at_each_position_like_an_alternation():
    forms = ["龙王", "北海龙王", "海龙", "王", "北海"]
    text = "北海龙王与四海龙王，王道也。"
    alternation = re.compile("(?=(" + "|".join(sorted(map(re.escape, forms), key=len, reverse=True)) + "))")
    found = [(m.start(), m.group(1)) for m in every_start(forms).finditer(text)]
    assert found == [(m.start(), m.group(1)) for m in alternation.finditer(text)]
    assert (0, "北海龙王") in found and (1, "海龙") in found and (2, "龙王") in found
