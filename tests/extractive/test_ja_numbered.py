"""Issue 43 on 怪人二十面相: a nickname of a numeral and a noun, the book's most used name (177 uses, no entry on main),
is a person's entry, and the sentence telling whose nickname it is is its card."""

from __future__ import annotations

from understory_cli.extractive.describe import description_score
from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P

NICKNAME = "「二十面相」というのは、毎日毎日、新聞記事をにぎわしている、ふしぎな盗賊のあだ名です。"
LINES = [NICKNAME, "二十面相は、にやりと笑いました。", "二十面相が言いました。", "二十面相は逃げだしました。",
         "「ハハハ」と二十面相は笑いました。", "二十面相はうなずきました。", "二十人が集まりました。", "二十人が走りました。",
         "二十人が帰りました。", "二十人がさわぎました。", "二十人が泣きました。", "明智小五郎は笑いました。",
         "「そうか」と明智小五郎が言いました。"] + ["二少年は走りました。", "三姉妹が笑いました。", "一老人が言いました。"] * 2


def test_a_numeral_and_a_noun_used_as_a_subject_is_a_persons_name():
    """二十面相 (a numeral, then 面相) acts and speaks: a person (on main no entry); 二十人 (a count) is none."""
    kinds = {e.name: e.kind for e in find_characters([P(t) for t in LINES * 3], "ja")}
    assert kinds.get("二十面相") == "person"
    assert "二十人" not in kinds
    assert not {"二少年", "三姉妹", "一老人"} & set(kinds)  # a number of people, "a certain old man": no one's name


def test_whose_nickname_it_is_says_who():
    """「…盗賊のあだ名です」: the nickname of a thief (on main strength 0)."""
    assert description_score(NICKNAME, ["二十面相"]) == 3
