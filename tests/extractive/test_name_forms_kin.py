"""A pet form written beside its group's one full name with a patronymic is that person's (name_forms.beside), unless
the text names the one as the other's kin right before it: a mother and her daughter, cousins (the review of stop
62: one shared paragraph made Maria Ivanovna and her daughter Masha one entry, in English and in Japanese)."""

from __future__ import annotations

from support.written_book import written_book

from understory_cli.extractive.names import find_characters

MOTHER = ["""Maria Ivanovna was a widow of fifty. Maria Ivanovna kept a small house in the town.
Masha was seventeen and pretty. Masha loved to read. Masha went out walking.
The doctor called on Maria Ivanovna. Maria Ivanovna gave him tea.""",
          """Masha met the officer in the garden. Masha blushed. The officer bowed to Masha.
Maria Ivanovna kissed her daughter Masha, and Masha turned red and ran out.
Masha cried all night. Masha wrote a letter.""",
          """Maria Ivanovna was ill. The doctor came to Maria Ivanovna again.
Masha sat by the window. Masha waited for the officer. Masha sighed."""]

COUSIN = ["""Ivan Petrovich was the elder brother. Ivan Petrovich worked at the ministry.
Vanya was their cousin from Tula. Vanya was a student. Vanya laughed at everything.
Ivan Petrovich disliked noise.""",
          """Vanya came to dinner. Vanya ate a great deal. Vanya talked of the university.
Ivan Petrovich frowned at his cousin, but Vanya did not notice.
Vanya went home late. Vanya slept.""",
          """Ivan Petrovich went to the office. Ivan Petrovich wrote reports.
Vanya went to a ball. Vanya danced. Vanya fell in love."""]

JA_MOTHER = ["""マリヤ・イワーノヴナは未亡人であった。マリヤ・イワーノヴナは町に住んでいた。
マーシャは十七歳であった。マーシャは本を読んだ。マーシャは散歩に出た。
医者はマリヤ・イワーノヴナを訪ねた。""",
             """マーシャは庭で士官に会った。マーシャは顔を赤らめた。士官はマーシャにお辞儀をした。
マリヤ・イワーノヴナは娘のマーシャを見た。マーシャは赤くなって出ていった。
マーシャは一晩じゅう泣いた。マーシャは手紙を書いた。""",
             """マリヤ・イワーノヴナは病気になった。医者がまたマリヤ・イワーノヴナのところへ来た。
マーシャは窓ぎわに坐っていた。マーシャは士官を待った。マーシャはため息をついた。"""]


def _apart(chapters: list[str], language: str, pet: str, full: str) -> bool:
    found = find_characters(written_book(chapters, 3), language)
    holding = [e for e in found if pet in e.names or full in e.names]
    return not any(pet in e.names and full in e.names for e in holding)


def test_a_daughter_named_right_after_her_mother_is_her_own_entry():
    assert _apart(MOTHER, "en", "Masha", "Maria Ivanovna")


def test_a_cousin_named_right_after_his_cousin_is_his_own_entry():
    assert _apart(COUSIN, "en", "Vanya", "Ivan Petrovich")


def test_a_japanese_daughter_named_with_musume_no_is_her_own_entry():
    assert _apart(JA_MOTHER, "ja", "マーシャ", "マリヤ・イワーノヴナ")
