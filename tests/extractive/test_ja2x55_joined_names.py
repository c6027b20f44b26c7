"""Issue 43 §4 on unseen Japanese books: the parts of a ・-full name that the text uses alone are one person's — a run
of its parts too (a Russian given name and patronymic, パーウェル・イワーノヴィッチ, beside the surname チチコフ), even
where the text joins them once; a part two full names share ties neither. Lines shaped like such a translation's."""

from __future__ import annotations

from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P

ONCE = ["町の宿屋へ馬車が入って来た。客はパーウェル・イワーノヴィッチ・チチコフと宿帳に書いた。",
        "女主人はナスターシャ・ペトローヴナ・コローボチカと名乗った。"]
OFTEN = ["チチコフは部屋に入った。チチコフは言った。", "「さようです」とチチコフが答えた。チチコフは笑った。",
         "パーウェル・イワーノヴィッチはお辞儀をした。「パーウェル・イワーノヴィッチ、どうぞ」と主人が言った。",
         "コローボチカは言った。「まあ、ナスターシャ・ペトローヴナ」とチチコフは言った。コローボチカが答えた。",
         "ナスターシャ・ペトローヴナは笑った。コローボチカは黙っていた。"]


def _entities(lines: list[str]) -> list:
    return find_characters([P(t, f"1.{k + 1}.1", k + 1) for k, t in enumerate(lines)], "ja")


def _holder(found: list, form: str):
    return next(e for e in found if form in e.names)


def test_given_name_and_patronymic_are_the_surname_s_person():
    """Written once joined, three times each alone: one entry each for him and her (on int55: four entries, the
    given name + patronymic apart from the surname)."""
    found = _entities(ONCE + OFTEN * 3)
    assert _holder(found, "チチコフ") is _holder(found, "パーウェル・イワーノヴィッチ")
    assert _holder(found, "コローボチカ") is _holder(found, "ナスターシャ・ペトローヴナ")
    assert _holder(found, "チチコフ") is not _holder(found, "コローボチカ")


def test_a_full_name_written_often_ties_its_runs_too():
    found = _entities((ONCE + OFTEN) * 3)
    assert _holder(found, "チチコフ") is _holder(found, "パーウェル・イワーノヴィッチ")
    assert _holder(found, "コローボチカ") is _holder(found, "ナスターシャ・ペトローヴナ")


def test_a_run_two_full_names_share_ties_neither():
    """イワン・ペトローヴィッチ begins two men's full names (brothers?): no alias of either."""
    lines = ["客はイワン・ペトローヴィッチ・ソバケーヴィッチと書いた。", "弟はイワン・ペトローヴィッチ・マニーロフといった。"]
    often = ["ソバケーヴィッチは言った。マニーロフは笑った。", "イワン・ペトローヴィッチは黙っていた。",
             "ソバケーヴィッチが答えた。マニーロフが言った。"]
    found = _entities(lines + often * 3)
    assert "イワン・ペトローヴィッチ" not in _holder(found, "ソバケーヴィッチ").names
    assert "イワン・ペトローヴィッチ" not in _holder(found, "マニーロフ").names
