"""Issue 43 point 4, a title several people hold (宝島's 船長: the old lodger in its first chapters, never titled, and
Captain Smollett from his arrival): the lone title counts for its holder, and is his alias, only from where the text
ties it to him (his titled form, or the statement that ties it) and after no other holder's (extractive/titles.py)."""

from __future__ import annotations

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.titles import counted
from support.written_book import Passage as P

LODGER = ["船長は毎晩ラムを飲んだ。", "船長は入江を眺めていた。", "ジムは船長に酒を運んだ。", "ジムは言った。", "ジムは走った。"]
SHIP = ["スモレット船長が甲板に来た。", "船長は鋭敏らしい人であった。", "スモレット船長は言った。", "船長は黙っていた。",
        "ジムは船長を見た。", "ジムは笑った。"]


def _book(chapters: list[list[str]]) -> list[P]:
    return [P(t, f"1.{c}.{k + 1}", c) for c, lines in enumerate(chapters, 1) for k, t in enumerate(lines)]


def test_a_lone_title_counts_for_its_holder_only_from_his_titled_form():
    entities = {e.name: e for e in find_characters(_book([LODGER, LODGER, LODGER, SHIP, SHIP, SHIP]), "ja")}
    captain = entities["スモレット船長"]
    # on main: 船長 his alias from chapter 1, the lodger's nine uses counted for him (chapters 1-3)
    assert captain.alias("船長") is not None and captain.alias("船長").first_chapter_no == 4
    assert sorted(captain.chapter_mentions) == [4, 5, 6] and captain.alias("船長").mentions == 9
    assert sum(captain.uncounted["船長"].values()) == 9  # the lodger's: no one's, in the stored mentions too


class _Rules:
    """A language whose titles are 太尉, 船長 and 行者 (the shared rule knows no language's words)."""

    def is_title(self, form: str) -> bool:
        return form in ("太尉", "船長", "行者")


def test_a_title_two_named_people_hold_goes_to_the_one_tied_last_before_it():
    root = {"高太尉": "高俅", "高俅": "高俅", "太尉": "高俅", "宿太尉": "宿元景", "宿元景": "宿元景"}
    stream = [["太尉"], ["高太尉"], ["太尉"], ["宿太尉"], ["太尉", "高俅"], ["高俅", "太尉"], ["高太尉", "太尉"]]
    paragraphs = [P("", f"1.1.{k}") for k in range(len(stream))]
    # after 高太尉, or in the paragraph just before it, 太尉 is 高俅's; after 宿太尉's, no one's
    assert counted(stream, paragraphs, root.__getitem__, [], _Rules()) == [
        ["太尉"], ["高太尉"], ["太尉"], ["宿太尉"], ["高俅"], ["高俅", "太尉"], ["高太尉", "太尉"]]


def test_a_tie_statement_anchors_a_title_no_titled_form_holds():
    root = {"司祭": "ミリエル", "ミリエル": "ミリエル", "司祭さん": "ミリエル"}
    stream = [["司祭"], ["ミリエル"], ["司祭さん"], ["司祭"], ["司祭さん", "司祭"]]
    paragraphs = [P("", f"1.{k}.1", k) for k in range(len(stream))]
    # 司祭さん is tied at paragraph 2 (a statement); 司祭 counts only where a counted 司祭さん was written before it
    assert counted(stream, paragraphs, root.__getitem__, [("司祭さん", "ミリエル", 2), ("司祭", "司祭さん", None)],
                   _JaRules()) == [[], ["ミリエル"], ["司祭さん"], ["司祭"], ["司祭さん", "司祭"]]


class _JaRules(_Rules):
    def address(self, form: str) -> bool:
        return form in ("司祭", "司祭さん")


def test_another_holders_claim_lasts_its_chapter():
    root = {"孙行者": "悟空", "行者": "悟空", "悟空": "悟空", "惠岸行者": "木叉", "木叉": "木叉"}
    stream = [["孙行者"], ["行者"], ["惠岸行者"], ["行者"], ["行者"]]
    paragraphs = [P("", f"1.{c}.{k}", c) for k, c in enumerate([1, 1, 2, 2, 3])]
    # 惠岸行者's chapter 2 takes its 行者 from 悟空; in chapter 3, 孙行者's tie holds again
    assert counted(stream, paragraphs, root.__getitem__, [], _Rules()) == [
        ["孙行者"], ["行者"], ["惠岸行者"], [], ["行者"]]
