"""A translator's gloss in parentheses where a reading goes (家なき子, 楠山正雄訳: 「嘲弄（あざける）」) glosses a common
word: it names no one (shapes.gloss)."""

from __future__ import annotations

from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P


def test_a_translators_gloss_names_no_one():
    """「嘲弄（あざける）」 glosses a common word in a reading's place (家なき子): no entry for the gloss (on main あざける
    was a person, the reading statement a naming one); a name's reading still ties it (堀田（ほった）)."""
    lines = ["みんなは親方に賛成して巡査を嘲弄（あざける）した。", "巡査は自分が嘲弄（あざける）された事実を申し立てた。",
             "見物はあざけるように笑った。", "山嵐は堀田（ほった）という数学の教師だ。", "堀田が言った。", "堀田は笑った。"]
    names = {n for e in find_characters([P(t) for t in lines], "ja") for n in e.names}
    assert "あざける" not in names and "堀田" in names
