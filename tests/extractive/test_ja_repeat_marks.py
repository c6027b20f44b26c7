"""An older Japanese text as Aozora Bunko transcribes it writes a doubled word with a repeat mark (おず／＼, まざ／″＼): the
half before the mark is no name (オズ／＼ made a place called オズ, マザ／＼ a thing called マザ)."""

from __future__ import annotations

from support.written_book import written_book

from understory_cli.extractive.ja.reading import written_out
from understory_cli.extractive.names import find_characters

LINES = ["太郎はマザ／＼と花子の顔を見た。花子はオズ／＼と太郎に近づいた。",
         "「太郎さん」と花子が云った。太郎はいよ／＼困って、オズ／＼と答えた。",
         "次郎が来た。次郎はマザ／＼とその様子を思い出した。花子は次郎にオズ／＼と頭を下げた。",
         "太郎と次郎は町へ出た。町の人々はオズ／＼と二人を見送った。"]


def test_the_half_before_a_repeat_mark_is_no_entry():
    names = {e.name for e in find_characters(written_book(["\n".join(LINES)] * 4, 3), "ja")}
    assert {"太郎", "次郎", "花子"} <= names
    assert not names & {"オズ", "マザ"}


def test_repeat_marks_written_out():
    assert written_out("いよ／＼困って、さま／″＼な") == "いよいよ困って、さまざまな"
    assert written_out("なか〳〵、さま〴〵") == "なかなか、さまざま"
