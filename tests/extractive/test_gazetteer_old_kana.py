"""Stop 63: a Japanese translation of a Russian novel writes ロシヤ and ペテルブルグ, and 夜明け前 writes アメリカ; none was
looked up (the lists write ロシア, サンクトペテルブルク, CLDR アメリカ合衆国), so the cards said only 「場所」. The old ヤ
after an i-row kana is looked up as ア, the short katakana names of St Petersburg are a Russian city, and アメリカ is
the United States (extractive/gazetteer.py)."""

from __future__ import annotations

from understory_cli.extractive.gazetteer import Place, placed


def test_old_katakana_spellings_are_looked_up():
    found = placed({"ロシヤ": ("ロシヤ",), "イタリヤ": ("イタリヤ",), "ペテルブルグ": ("ペテルブルグ",),
                    "アメリカ": ("アメリカ",)}, "ja", home=True)
    assert found["ロシヤ"].kind == "country" and found["ロシヤ"].country == "RU"
    assert found["イタリヤ"].country == "IT"
    assert found["ペテルブルグ"] == Place("city", "RU", 50_000)
    assert found["アメリカ"].kind == "country" and found["アメリカ"].country == "US"


def test_a_ya_after_another_kana_or_a_word_that_is_no_place_stays_unknown():
    found = placed({"カチューシャ": ("カチューシャ",), "ヤ": ("ヤ",), "マリヤ": ("マリヤ",)}, "ja", home=True)
    assert "カチューシャ" not in found and "ヤ" not in found
    assert "マリヤ" not in found  # マリア is no country or city of the lists
