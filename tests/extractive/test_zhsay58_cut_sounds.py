"""A transliterated name the segmenter cut (issue 43 §5; 九三年: 特洛 of 布瓦貝爾特洛, 尼奧 of 韋爾尼奧, 普萊 of 普萊蘭 /
普萊朗 / 迪普萊, 克魯瓦 of 克魯瓦布朗夏爾 / 拉克魯瓦): zh/cut_sounds.py puts the whole run in its place where one run holds
half its uses, else drops the piece, and never a rank's first sound glued on (布瓦貝爾特洛伯 of …伯爵) — while a name
written alone as often as inside a longer one (乔丹 of 罗伯特乔丹) stays."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.cut_sounds import cut_sounds


def _out(*words: str) -> dict[str, Candidate]:
    return {w: Candidate(w, 5, Votes({"person": 5.0})) for w in words}


LINES = ["布瓦贝尔特洛伯爵站在甲板上。", "布瓦贝尔特洛说：“起风了。”", "布瓦贝尔特洛对拉维厄维尔说了几句。",
         "布瓦贝尔特洛伯爵叹了口气。", "布瓦贝尔特洛伯爵转过身来。", "布瓦贝尔特洛接着说：“船要沉了。”",
         "他们到了普莱兰，又到了普莱朗，木匠迪普莱在家。", "普莱纳夫的人都来了，迪普莱也来了。",
         "罗伯特乔丹看着乔丹的背包，乔丹说：“走吧。”", "乔丹笑了，乔丹又说：“好。”", "罗伯特乔丹站起来。"]


def test_a_cut_name_gives_way_to_its_whole_run():
    out = _out("特洛", "普莱", "乔丹", "拉维厄维尔")
    dropped, added = cut_sounds(told_over(LINES, repeat=1), out)
    assert sorted(dropped) == ["普莱", "特洛"]
    assert list(added) == ["布瓦贝尔特洛"] and added["布瓦贝尔特洛"].count == 6


def test_a_rank_glued_to_a_name_is_no_name():
    # the segmenter's 贝尔特洛伯 (of 布瓦贝尔特洛伯爵) gives way to the name without the rank's 伯
    out = _out("贝尔特洛伯", "乔丹")
    dropped, added = cut_sounds(told_over(LINES, repeat=1), out)
    assert dropped == ["贝尔特洛伯"] and list(added) == ["布瓦贝尔特洛"]


def test_a_family_name_written_solid_after_a_given_name_stays():
    # 蕾娜莫尔 (given + family, solid) and 莫尔姑娘: 莫尔 is mostly inside the full name, and a name of its own
    lines = ["此蕾娜莫尔姑娘也。蕾娜莫尔者，巴黎名姬。", "蕾娜曰：「亚斐，汝勿言。」莫尔姑娘乃笑。", "蕾娜莫尔读之而泣。"]
    out = _out("蕾娜", "莫尔", "蕾娜莫尔", "亚斐")
    assert cut_sounds(told_over(lines, repeat=1), out) == ([], {})
