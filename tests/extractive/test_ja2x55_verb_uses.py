"""Issue 43 on an unseen Japanese book: a one-kanji given name (進) is a verb's stem too — 進んで, 進む, 進められ are the
verb, no uses of the name; 進は, 進を, 進さん are."""

from __future__ import annotations

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.ja.verb_uses import verb_at
from support.written_book import Passage as P

LINES = ["「進さん、お早う」と母が言った。進は笑った。", "進は学校へ行った。道を進んで行った。", "列は前に進む。話が進まない。",
         "船は静かに進んだ。進は黙っていた。", "母は進を呼んだ。計画が進められた。"]


def test_a_one_kanji_name_s_verb_uses_are_no_mentions():
    """On int55 進 counted 27 mentions here, the verb's 15 among them."""
    found = {e.name: e for e in find_characters([P(t, f"1.{k + 1}.1", k + 1) for k, t in enumerate(LINES * 3)], "ja")}
    assert found["進"].mentions == 15  # 進は, 進を: 12; 進さん: 3 (his since stop 59, ja/rules.core); no verb's


def test_the_verb_is_read_in_place():
    assert verb_at("道を進んで行った。", 2) and verb_at("清い水", 0)
    assert not verb_at("進は笑った。", 0) and not verb_at("進さん", 0)
