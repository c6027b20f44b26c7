"""Issue 43, Japanese cards a reader accepts as saying who on translated books: the part of a long sentence that
says who (「…医師のハリスン先生…」, ja/describe.spans read by describe.excerpt), a speaker's self-introduction read
with the next sentence that says what they are, "such a one" (「そんな風な奴だった」) saying nothing, and a role the
text writes with the name (「盲人のウォルター」) over a line that only qualifies the subject (wiki/extractive)."""

from __future__ import annotations

import pytest

from understory_cli.extractive.describe import descriptions, excerpt, spoken
from understory_cli.store.points import Point, Record
from understory_cli.wiki.extractive import Chapters, _entry
from understory_cli.wiki.planning import PlannedEntry

# one long opening sentence about the telling, naming two people in passing with what they are
_OPENING = ("庄屋のブラウンさんや、航海士のハリスン先生や、その他の村の方々が、私に、あの航海の顛末を、初めから終りまで、"
            "まだ誰も知らない話もあることだから場所の名だけは伏せて、すっかり書き残してくれと言われるので、私は、"
            "父が「黒鯨屋」という宿屋をやっていた頃の、あの嵐の晩まで、溯ることにする。")


@pytest.mark.parametrize("name, card", [("ハリスン", "…航海士のハリスン先生…"), ("ブラウン", "庄屋のブラウンさん…"),
                                        ("黒鯨屋", "…「黒鯨屋」という宿屋を…")])
def test_a_long_sentence_about_something_else_is_cut_to_the_clause_that_says_who(name, card):
    assert len(_OPENING) > 90
    assert excerpt(_OPENING, [name]) == card
    ((_, strength, text),) = descriptions([_OPENING], [name])
    assert (strength, text) == (3, card)


def test_a_line_of_a_reader_s_length_or_one_met_before_is_quoted_whole():
    line = "また、舵手のイズレール・ハンズは注意深い、老練な海員で、何でも任すことが出来る男だった。"
    assert excerpt(line, ["イズレール・ハンズ"]) == line
    # 「そのXという男」 points back at one met before: not cut to a clause that would read as his introduction
    back = ("そのピエール・ルノーという男は自分の惨めさをはっきり心に感じているので、そういうことを忘れさせ、普通の待遇を"
            "してやって、たとい一時でも他の人と同じような人間であると信ぜさせるのが最上の策だと、兄はきっと思っていたに違い"
            "ありません。")
    assert len(back) > 90 and excerpt(back, ["ピエール・ルノー", "ルノー"]) == back


def test_a_self_introduction_is_read_with_the_next_sentence_that_says_what_the_speaker_is():
    text = "「お聞き下さい。私はピエール・ルノーという者です。私は水夫です。私は昨日この町に着きました。」"
    said = ["「お聞き下さい。", "私はピエール・ルノーという者です。", "私は水夫です。", "私は昨日この町に着きました。」"]
    assert [t for _, _, t in descriptions(said, ["ピエール・ルノー"], spoken(text, said))] == \
        ["私はピエール・ルノーという者です。私は水夫です。"]
    # (a next sentence that says no noun for the speaker leaves the introduction alone)
    alone = said[:2] + ["私は昨日この町に着きました。」"]
    assert [t for _, _, t in descriptions(alone, ["ピエール・ルノー"], spoken(text, alone))] == \
        ["私はピエール・ルノーという者です。"]


def test_such_a_one_says_nothing_of_what_the_subject_is():
    ((_, strength, _),) = descriptions(["ウォルターはそんな風な奴だったが、乞食になって死んじまった。"], ["ウォルター"])
    assert strength < 2  # no summary line: 「奴」 only points back at what was told


def _card(records: list[Record]) -> tuple[str, list[str]]:
    point = Point(1, "ウォルター", "person", None, 1, 2, "extractive", [], records)
    item = PlannedEntry("walter", "ウォルター", 2, "person", "core", [point], [], "")
    data = _entry(item, {2: 3, 5: 1}, Chapters({2: "1.2", 5: "1.5"}, {}), "ja")
    return data.summary.text, [s.text for s in data.summary_steps]


def test_a_role_the_text_writes_with_the_name_wins_over_a_line_that_only_qualifies():
    role = Record(1, "と盲人のウォルターが叫んだ。", ["1.2.4"], "role: 盲人", 2)
    weak = Record(1, "ウォルターは海辺の出身だった。", ["1.5.1"], "description", 5)
    summary, steps = _card([role, weak])
    assert "（盲人）" in summary and all("（盲人）" in s or "盲人" not in s for s in steps) and weak.text not in steps
    # a sentence that says with a noun what he is stays his card
    full = Record(1, "ウォルターは年寄りの漁師である。", ["1.5.1"], "description", 5)
    assert _card([role, full])[0] == full.text
