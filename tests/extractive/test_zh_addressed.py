"""Issue 43: a Chinese form of address answered by one person again and again is that person's alias (“表少爷！…”
家树道), dated at the first answer; a kinship term (哥哥) or a title two surnames hold (吴先生, 公孙先生) is no one's."""

from __future__ import annotations

from support.written_book import P

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.addressed import apposed, ties


def _people(*forms: str) -> dict[str, Candidate]:
    return {f: Candidate(f, 50, Votes({"person": 50.0})) for f in forms}


def _book(lines: list[tuple[int, str]]) -> list[P]:
    return [P(f"1.{chapter}.{i}", chapter, 1, "text", text) for i, (chapter, text) in enumerate(lines)]


def test_the_one_who_answers_a_form_of_address_again_and_again_bears_it():
    """刘福 asks, 家树 answers, in three chapters: 表少爷 is 家树's from the first answer. Where the narration says
    whom the speaker addresses (向家树道), that one is addressed; the speaker who goes on talking answers nothing."""
    book = _book([
        (1, "刘福走了进来，问道：“表少爷！今天出门吗？”家树道：“不出门。”"),
        (1, "刘福道：“表少爷！你看这花。”刘福又道：“好看得很。”"),  # the speaker again: no answer
        (2, "老妈子向家树道：“表少爷，太太请你吃饭。”"),
        (3, "刘福笑道：“表少爷！车来了。”"),
        (3, "家树道：“我就去。”"),  # the quotation closes the paragraph: the next one answers
    ])
    added, said = ties(book, _people("家树", "刘福", "老妈子"))
    assert set(added) == {"表少爷"} and added["表少爷"].kind_votes["person"] > 0
    assert said == {("家树", "表少爷"): [0, 2, 3]}


def test_a_kinship_term_or_a_title_several_people_hold_stays_unassigned():
    """哥哥 is each speaker's own brother, however often 行者 answers it; 先生 is 吴先生's and 公孙先生's alike."""
    lines = [(c, f"八戒道：“{word}，等我一等。”{who}道：“快走。”") for c in (1, 2, 3)
             for word, who in (("哥哥", "行者"), ("先生", "吴用"))]
    added, said = ties(_book(lines), _people("八戒", "行者", "吴用", "吴先生", "公孙先生"))
    assert not added and not said


def test_an_address_answered_in_one_scene_or_by_several_is_no_ones():
    """三 answers in one chapter are one scene's; 大叔 answered by two men as often is neither's."""
    one_scene = [(1, "秀姑道：“将军，请坐。”刘将军道：“好。”")] * 3
    assert ties(_book(one_scene), _people("秀姑", "刘将军")) == ({}, {})
    shared = [(c, f"秀姑道：“大叔，请坐。”{who}道：“好。”") for c in (1, 2, 3) for who in ("寿峰", "沈三玄")]
    assert ties(_book(shared), _people("秀姑", "寿峰", "沈三玄")) == ({}, {})


def test_a_kinship_term_with_a_side_written_before_one_name_is_that_persons():
    """他表兄陶伯和 (twice) makes 表兄 陶伯和's, dated there; 堂兄 written before two names, and plain 哥哥 (anyone's
    brother), are no one's."""
    book = _book([(1, "用了茶，他表兄陶伯和请他吃饭。"), (1, "表兄说笑话呢。"), (2, "我的表兄陶伯和也在北京。"),
                  (2, "堂兄刘福来了，堂兄沈三玄也来了。"), (3, "他哥哥陶伯和来了。他哥哥陶伯和又走了。")])
    added, said = apposed(book, _people("陶伯和", "伯和", "刘福", "沈三玄"))
    assert set(added) == {"表兄"} and said == {("伯和", "表兄"): [0, 2]}
