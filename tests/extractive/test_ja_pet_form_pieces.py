"""A ・-name made of a pet form and the surname (ヷーニャ・ラエーフスキイ) is a piece of the full name whose given name the
pet form is of (イヷン・アンドレーイチ・ラエーフスキイ), not a second bearer of the surname: the surname stays the man's
name, not a part shared by two people (a Chekhov translation lost its hero's 78 uses so). An older print's ヷ is the
lists' ワ (ヷーニャ, ワーニャ)."""

from __future__ import annotations

from understory_cli.extractive.hypocorisms import alike
from understory_cli.extractive.ja.foreign import Pieces


def test_an_older_prints_va_is_the_lists_wa():
    assert alike("ヷーニャ", "イワン") and alike("イワン", "ヷーニャ") and alike("イヷン", "ワーニャ")


def test_a_pet_form_with_the_surname_is_a_piece_of_the_full_name():
    texts = ["イヷン・アンドレーイチ・ラエーフスキイという二十八ほどの青年がいた。", "「ヷーニャ・ラエーフスキイ君」と彼は言った。",
             "ラエーフスキイは笑った。"]
    pieces = Pieces(texts)
    assert "ラエーフスキイ" not in pieces.shared()
    assert pieces.longest("ラエーフスキイ") == ("イヷン", "アンドレーイチ", "ラエーフスキイ")


def test_two_given_names_with_one_surname_still_share_it():
    pieces = Pieces(["イヷン・アンドレーイチ・ラエーフスキイが来た。", "ピョートル・ラエーフスキイが来た。"])
    assert "ラエーフスキイ" in pieces.shared()
