"""Issue 43 §3 on unseen Japanese books: a surname the dictionary reads as a common noun (風間, "a gap in the wind")
that the text calls with an honorific (風間さん) and writes solid before a given name once (風間敬之進) is that man's;
where the text writes it before two given names (風間敬之進, his son 風間省吾), it is given to neither."""

from __future__ import annotations

from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P

OFTEN = ["丑松は黙っていた。丑松は考えた。", "敬之進は酒を飲んだ。「風間さん、もう帰りましょう」と丑松が言った。",
         "風間さんは笑った。敬之進は泣いた。", "省吾は学校へ行った。省吾は言った。", "銀之助は丑松を見た。"]


def _entities(lines: list[str]) -> list:
    return find_characters([P(t, f"1.{k + 1}.1", k + 1) for k, t in enumerate(lines)], "ja")


def _holder(found: list, form: str):
    return next(e for e in found if form in e.names)


def test_a_called_surname_is_its_one_full_name_s():
    """On int55 風間 and 敬之進 were two entries: the dictionary has no surname 風間."""
    found = _entities(["同僚の風間敬之進は老いていた。その子の省吾は十四であった。"] + OFTEN * 4)
    assert _holder(found, "風間") is _holder(found, "敬之進")
    assert _holder(found, "省吾") is not _holder(found, "敬之進")


def test_a_surname_two_given_names_follow_is_no_one_s():
    found = _entities(["同僚の風間敬之進は老いていた。その子の風間省吾は十四であった。"] + OFTEN * 4)
    assert "風間" not in _holder(found, "敬之進").names and "風間" not in _holder(found, "省吾").names
