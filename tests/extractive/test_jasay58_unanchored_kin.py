"""Issue 43, the card says who (R10-8 / R14-3): a Japanese card whose only "who" is a kin word with no holder written —
the excerpt cut before it (「…母の親佐…」 of 「葉子の母の親佐が…」) or a pronoun's (「彼の妻の…」) — gives way to the relation
the text states with a name (葉子の母), as a Chinese card tied to a pronoun does (她的母亲陈氏)."""

from __future__ import annotations

from understory_cli.extractive.describe import anchored_on_pronoun


def test_a_kin_word_with_no_holder_or_a_pronoun_s_is_unanchored():
    assert anchored_on_pronoun("…母の親佐…", ["親佐"])
    assert anchored_on_pronoun("彼の妻のマリーは笑った。", ["マリー"])
    assert anchored_on_pronoun("彼はそれを自分の皿に入れて、弟のエルンストのために取っておいた。", ["エルンスト"])


def test_a_kin_word_whose_holder_is_named_is_anchored():
    assert not anchored_on_pronoun("ある冬の夜、葉子の母の親佐が来た。", ["親佐"])
    assert not anchored_on_pronoun("親佐は葉子の母である。", ["親佐"])
