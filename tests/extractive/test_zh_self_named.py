"""Issue 43 §6 on books nobody tuned on (巴黎茶花女遺事, 红楼梦): where the text writes no role with a name, the name
may say what its bearer is — a place's kind in its own last word (恩談街, 匏止坪, 大观园, 荣府), a person called by a
title (公爵, 傻伯爵, 王夫人) — and the generated line says so, cited where the name is first written (zh/roles.named,
extractive/roles.py). A quoted speech line says nothing of its speaker unless its words do (zh/describe.py)."""

from __future__ import annotations

from types import SimpleNamespace

from support.written_book import P

from understory_cli.analyze.extractive import _roles, _stated_roles
from understory_cli.extractive.describe import summary_value
from understory_cli.extractive.roles import stated_roles
from understory_cli.extractive.zh.messages import role_words
from understory_cli.store.wiki import InfoRow
from understory_cli.wiki.extractive import _generated_lines


def _roles_of(texts: list[str], cast) -> dict[str, list[str]]:
    return {name: [r.role for r in said] for name, said in stated_roles(texts, cast, "zh").items()}


def test_a_place_s_own_last_word_says_its_kind_in_either_script():
    places = ["恩談街", "匏止坪", "大观园", "荣府", "天桥", "开封府", "上海", "大闹天宫", "天宫"]
    cast = [(p, "place", [p]) for p in places]
    found = _roles_of(["餘至恩談街第九號屋中。", "越明日，餘至恩談街。", "同公爵至匏止坪。", "宝玉走进大观园来。",
                       "黛玉到了荣府。", "家树又到天桥去了。", "高俅回开封府。", "他从上海来。", "大闹天宫之后。",
                       "天宫里的神仙。"], cast)
    assert found == {"恩談街": ["街", "街"], "匏止坪": ["坪"], "大观园": ["园"], "荣府": ["府"]}
    # (天桥, a quarter named after its bridge; 开封府, a town; 上海, a town on the sea; 大闹天宫, a phrase about 天宫)
    assert [role_words("place", r, "") for r in ("街", "坪", "園", "府")] == ["一条街", "一片坪地", "一座园子", "一座府第"]


def test_a_person_called_by_a_title_is_said_to_hold_it():
    cast = [("公爵", "person", ["公爵"]), ("傻伯爵", "person", ["傻伯爵"]), ("王夫人", "person", ["王夫人"]),
            ("倭蘭", "person", ["倭蘭"]), ("宋江", "person", ["宋江"])]
    found = _roles_of(["女曾從一公爵在巴克尼。", "公爵絕愛重之。", "餘見馬克與傻伯爵跳舞。", "王夫人笑道：“好。”",
                       "餘昨見倭蘭。", "宋江道：“兄弟。”"], cast)
    assert found == {"公爵": ["公爵", "公爵"], "傻伯爵": ["伯爵"], "王夫人": ["夫人"]}
    assert [role_words("person", r, "") for r in ("公爵", "伯爵", "夫人", "太尉")] == ["一位公爵", "一位伯爵", "一位夫人", "太尉"]


def test_a_role_the_text_writes_with_the_name_wins_over_the_name_s_own():
    cast = [("何小姐", "person", ["何小姐"])]
    assert _roles_of(["女学生何小姐来了。", "那女学生何小姐笑道：“好。”"], cast) == {"何小姐": ["女学生", "女学生"]}


def test_the_name_s_own_role_is_cited_where_the_reader_first_knows_the_name_and_said_in_the_book_s_script():
    book = [P("1.1.1", 1, 1, "text", "三年前，曾從一公爵在巴克尼。"), P("1.1.2", 1, 1, "text", "公爵絕愛重之。"),
            P("1.2.1", 2, 1, "text", "越明日，餘至恩談街，為時尚早。")]
    cast = [SimpleNamespace(name="公爵", kind="person", names=["公爵"]),
            SimpleNamespace(name="恩談街", kind="place", names=["恩談街"])]
    records = _roles(cast, _stated_roles(cast, book), lambda entity, chapter: entity.names, 1, 2)
    assert [(r.note, r.evidence, r.reveal_at) for r in records["公爵"]] == [("role: 公爵", ["1.1.1"], 1)]
    assert [(r.note, r.evidence, r.reveal_at) for r in records["恩談街"]] == [("role: 街", ["1.2.1"], 2)]
    alone = SimpleNamespace(related=[], shared=None)
    street = InfoRow(label="role", value="街", cites=["1.2.1"], reveal_at=2)
    (line,) = _generated_lines("place", "1.2", 2, alone, "zh-TW", None, "越明日，餘至恩談街，為時尚早。這裡", role=street)
    assert (line.text, line.cites) == ("地點，一條街，初見於1.2。", ["1.2.1"])
    duke = InfoRow(label="role", value="公爵", cites=["1.1.1"], reveal_at=1)
    (line,) = _generated_lines("person", "1.1", 1, alone, "zh-TW", None, "公爵絕愛重之，這裡", role=duke)
    assert line.text == "人物，一位公爵，初見於1.1。"


def test_a_quoted_line_says_nothing_of_its_speaker_unless_its_words_do():
    # what she says of someone else (a 1899 translation's 「」, and its Simplified twin), or a likeness in speech
    assert not summary_value("馬克曰：「此又一負心人也。」", ["馬克"]).usable
    assert not summary_value("马克曰：「此又一负心人也。」", ["马克"]).usable
    assert not summary_value("友告餘曰：「君勿欽禮馬克如侯爵夫人也。", ["馬克"]).usable
    # a speaker's own words saying what they are, and the narration's 人氏, still do
    assert summary_value("悟空道：「吾乃花果山天生圣人孙悟空。」", ["悟空", "孙悟空"]).full
    assert summary_value("这贾雨村原系胡州人氏，也是诗书仕宦之族。", ["贾雨村"]).full


def test_a_word_closing_with_a_street_s_word_is_a_place_however_its_uses_voted():
    """大馬路 (a 1899 translation's boulevard) was voted a thing: a street seldom acts, which the usage scores ask of a
    place; a person so named, or a two-character word (马路, the road), is left as voted."""
    from understory_cli.extractive.types import Candidate, Votes
    from understory_cli.extractive.zh.candidates import _streets

    out = {w: Candidate(w, 4, Votes({kind: 4.0})) for w, kind in (("大馬路", "term"), ("八面槽胡同", "org"),
                                                                  ("石路", "term"), ("莫拉路", "person"))}
    _streets(out)
    assert {w: max(c.kind_votes, key=c.kind_votes.__getitem__) for w, c in out.items()} == {
        "大馬路": "place", "八面槽胡同": "place", "石路": "term", "莫拉路": "person"}


def test_a_list_of_names_closed_by_its_count_and_a_role_gives_each_the_role():
    """红楼梦: 只留袭人，媚人，晴雯，麝月四个丫鬟为伴 is where 晴雯 and 麝月 are first named: each is a maid (one word of
    the list, 媚人, no entry); a count that is not the list's, or a list of one name and a verb, says nothing."""
    cast = [(n, "person", [n]) for n in ("袭人", "晴雯", "麝月", "宝玉", "黛玉")]
    assert _roles_of(["只留袭人，媚人，晴雯，麝月四个丫鬟为伴．"], cast) == {"袭人": ["丫鬟"], "晴雯": ["丫鬟"], "麝月": ["丫鬟"]}
    assert _roles_of(["宝玉，带了两个丫鬟来了。", "宝玉，黛玉三个丫头。"], cast) == {}
    trad = [(n, "person", [n]) for n in ("襲人", "晴雯", "麝月")]
    assert _roles_of(["只留襲人，媚人，晴雯，麝月四個丫鬟為伴．"], trad) == {"襲人": ["丫鬟"], "晴雯": ["丫鬟"], "麝月": ["丫鬟"]}


def test_the_one_seen_known_for_what_they_are_says_who():
    """巴黎茶花女遺事: 餘昨見倭蘭，知為馬克女友 (I saw 倭蘭, known to be 馬克's friend) is her card, in either script; a
    thing known by who did it (知是凤喜写的) says nothing of her."""
    assert summary_value("餘昨見倭蘭，知為馬克女友；偵得倭蘭將為茶會。", ["倭蘭"]).full
    assert summary_value("余昨见倭兰，知为马克女友。", ["倭兰"]).full
    assert not summary_value("家树看了信，知是凤喜写的。", ["凤喜"]).usable
