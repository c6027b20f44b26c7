"""Issue 43, the card says who: a Japanese book whose cast is named in Han alone (或る女: 葉子, 木部, 古藤 …) had its roles
and relations read by the Chinese readers (the language was guessed from the cast's names), so 「木部は…従軍記者になって」
gave 木部 no role. The text's own kana say it is Japanese; a Chinese text, which has none, stays Chinese."""

from __future__ import annotations

from types import SimpleNamespace

from understory_cli.analyze.extractive import _cast_language


def _cast(*names: str) -> list:
    return [SimpleNamespace(name=n) for n in names]


def _text(*lines: str) -> list:
    return [SimpleNamespace(text=t) for t in lines]


def test_a_han_named_cast_of_a_japanese_book_is_read_as_japanese():
    assert _cast_language(_cast("葉子", "木部", "古藤"), _text("葉子は木部を見た。", "古藤が来た。")) == "ja"


def test_a_chinese_book_and_a_kana_cast_keep_their_language():
    assert _cast_language(_cast("宝玉", "黛玉"), _text("宝玉笑道：「妹妹来了。」")) == "zh"
    assert _cast_language(_cast("セエラ", "ミンチン"), _text("セエラは笑った。")) == "ja"
    assert _cast_language(_cast("Elinor", "Marianne"), _text("Elinor smiled.")) == "en"
