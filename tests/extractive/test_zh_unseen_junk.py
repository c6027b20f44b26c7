"""Bare role and manner words kept as Chinese entries on books nobody tuned on (issue 43 §3): an adverb of manner
that reads like a surname and one character (高声, "loudly": 锻炼), a calling or an address alone (老和尚, 船家,
老先生: 儒林外史) — no one's entry, while a surname with its title (王太太, 马二先生) stays."""

from __future__ import annotations

from pathlib import Path

from support.written_book import told_over

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh import tagged
from understory_cli.extractive.zh.script import to_simplified

DATA = Path(__file__).parents[1] / "data"


def _voted(kind: str, n: int) -> Candidate:
    return Candidate("", n, Votes({kind: float(n), "person": 1.0}))


def test_a_manner_adverb_shaped_like_a_name_is_no_family_of_its_own():
    # 高声 opens clauses as a subject would (高声说, 高声笑了起来) and LAC reads it a common word each time; its 高 is
    # no surname of the book's people: only its own shape made it one, and kept it as a person
    lines = ["洁修已经跳到院子里，高声唤着阿金。", "赵克芬高声笑了起来，陈克明也笑了。", "莫医生忽然高声说，声音有点儿发抖。",
             "陈克明走进客厅，看见赵克芬正在写信。", "赵克芬把信放在桌上，回头对陈克明看了一眼。", "坟堆那边还有十来人在高声谈笑。",
             "莫医生皱着眉头想了一会儿，便站起来出去了。"] * 3
    out = {"陈克明": _voted("person", 20), "赵克芬": _voted("person", 20), "莫医生": _voted("person", 10),
           "高声": _voted("person", 12)}
    tagged.apply(told_over(lines, repeat=1), out, lambda w: {"高声": 120.0}.get(w, 0.0))
    assert "高声" not in out
    assert {"陈克明", "赵克芬"} <= set(out)


def test_a_servant_named_like_a_word_keeps_his_name():
    # 高升 (a promotion, to the dictionary) is the servant LAC reads PER: the surname guard is not the only shield
    lines = ["当差高升匆匆地跑到竹斋跟前说了几句。", "荪甫拿起那张电稿交给高升，一面挥手。", "高升站在大客厅门外的石阶上。",
             "杜竹斋走进客厅，看见荪甫正在写信。", "荪甫把信放在桌上，回头对杜竹斋看了一眼。"] * 3
    out = {"荪甫": _voted("person", 20), "杜竹斋": _voted("person", 20), "高升": _voted("person", 12)}
    tagged.apply(told_over(lines, repeat=1), out, lambda w: {"高升": 150.0}.get(w, 0.0))
    assert "高升" in out


def test_a_calling_alone_is_no_entry():
    # 儒林外史 第二十、二十二回 (tests/data/rulin_ganlu.txt): 老和尚 (the old monk of 甘露庵) and 船家 (the boatman) speak and
    # act like anyone, yet are what the scene calls whoever plies the calling: no entry of their own; 牛浦 and 牛布衣 stay
    from understory_cli.extractive.names import find_characters

    lines = (DATA / "rulin_ganlu.txt").read_text(encoding="utf-8").splitlines()
    names = {e.name for e in find_characters(told_over(lines, repeat=1), "zh")}
    assert {"牛浦", "牛布衣"} <= names
    assert not names & {"老和尚", "船家"}


def test_an_elders_title_and_a_calling_are_addresses():
    from understory_cli.extractive.zh.lexicon import kin_address

    assert all(kin_address(w) for w in ("老和尚", "船家", "老先生", "和尚", "老相公"))
    # a surname with a title or a calling is a person; a hero's calling a whole book names him by is not touched
    assert not any(kin_address(w) for w in ("王太太", "莫医生", "严老板", "卜老", "长老", "行者", "老孙"))


def test_a_name_glued_to_its_verb_of_speech_is_found_whole():
    # 儒林外史: 潘三道：“…” (潘三 said) 29 times, 潘三 73 in all — jieba cuts 潘|三道 ("three roads") and LAC reads 潘三道 a
    # person: the person is 潘三, written bare as often again, not the name glued to its verb
    said = ["潘三道：“二相公，你這事我替你辦了。”", "潘三道：“那日我不在家，失迎。”", "潘三道：“這個容易，明日來取。”"]
    bare = ["次日，匡超人拿了書子到司前去找潘三。", "潘三正在那里看斗方，看見點心到了。", "匡超人同潘三吃了酒，各自回去。",
            "潘三拿出一張紙來，遞與匡超人看。", "匡超人見了潘三，作揖坐下。"]
    lines = [to_simplified(line) for line in said * 4 + bare * 5]
    out = {"匡超人": _voted("person", 50)}
    tagged.apply(told_over(lines, repeat=1), out, lambda w: 0.0)
    assert "潘三" in out and "潘三道" not in out
