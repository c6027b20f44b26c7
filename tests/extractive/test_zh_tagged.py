"""LAC's votes on the Chinese candidates (extractive/zh/tagged.py): a full name the statistics miss, a person filed as a
place, a common word kept as a name — each right only with the tagger's reading."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh import tagged
from understory_cli.extractive.zh.names import discover

# a business story's narration, 子夜's kind: people act, go, think; nobody writes X道 after them
ACTS = ["走进了客厅，看见{b}正在写信。", "把那封信放在桌上，回头对{b}看了一眼。", "皱着眉头想了一会儿，便站起来出去了。",
        "在厂里等了半天，{b}才慢慢地走过来。", "笑了一笑，点着一支烟，望着窗外的雨。", "和{b}商量了许多事情，直到深夜才散。",
        "心里很不舒服，一句话也不说。", "忽然想起了{b}的话，脸色就变了。", "坐上汽车，一直开到公司门口。", "叫{b}去打听市面上的消息。"]


def _story(names: list[str], extra: list[str], lines: int = 80) -> list[str]:
    out = []
    for i in range(lines):
        a = names[i % len(names)]
        b = names[(i + 1 + i // len(names)) % len(names)]
        b = b if b != a else names[(i + 2) % len(names)]
        out.append(a + ACTS[(i * 7) % len(ACTS)].format(b=b) + extra[i % len(extra)])
    return out


def test_full_names_jieba_cuts_apart_are_found_as_people():
    # 费|小胡子 and 曾|沧海: jieba cuts both; the statistics find neither, LAC reads both PER each time
    lines = _story(["吴荪甫", "杜竹斋", "曾沧海", "费小胡子", "王和甫"], ["", "天色已经晚了。", "外面的风很大。"])
    found = discover(told_over(lines, repeat=1)).candidates
    for name in ("曾沧海", "费小胡子"):
        assert name in found, name
        votes = found[name].kind_votes
        assert max(votes, key=votes.__getitem__) == "person"


def _voted(kind: str, n: int) -> Candidate:
    return Candidate("", n, Votes({kind: float(n), "person": 1.0}))


def test_a_person_named_like_a_place_is_a_person():
    # 唐云山: 山 closes a place's name, and he is gone to (到唐云山那里去); LAC reads him PER in every sentence
    lines = _story(["吴荪甫", "杜竹斋", "唐云山", "王和甫"], ["", "他们一同到唐云山那里去了。", "在唐云山家里吃了晚饭。"])
    out = {"吴荪甫": _voted("person", 20), "唐云山": _voted("place", 30)}
    tagged.apply(told_over(lines, repeat=1), out, lambda w: 0.0)
    assert max(out["唐云山"].kind_votes, key=out["唐云山"].kind_votes.__getitem__) == "person"


def test_a_common_word_used_like_a_name_is_none_but_titles_stay():
    # 牙齿 opens its clauses as a person would (牙齿咬得格格地响); LAC reads it a noun each time, and so does jieba's
    # dictionary. 少爷, an address LAC also reads as a noun, stays: the book's name for one person
    lines = _story(["吴荪甫", "杜竹斋", "王和甫"], ["", "他的牙齿咬得格格地响。", "牙齿也在打战。", "少爷进来了。"])
    out = {"吴荪甫": _voted("person", 20), "牙齿": _voted("person", 25), "少爷": _voted("person", 20)}
    tagged.apply(told_over(lines, repeat=1), out, lambda w: {"牙齿": 1189.0, "少爷": 741.0}.get(w, 0.0))
    assert "牙齿" not in out
    assert "少爷" in out


def test_a_transliterated_name_lac_cuts_apart_stays():
    # 以扫 (Esau): LAC reads 以|扫, a preposition and a verb, every time; jieba's dictionary hardly knows it
    lines = ["以扫从田野回来，累昏了。", "以扫对雅各说，求你把这红汤给我喝。", "以扫就轻看了他长子的名分。",
             "以扫是个善于打猎的人，常在田野。", "雅各把饼和红豆汤给了以扫。"] * 3
    out = {"以扫": _voted("person", 15), "雅各": _voted("person", 10)}
    tagged.apply(told_over(lines, repeat=1), out, lambda w: {"以扫": 5.0}.get(w, 0.0))
    assert "以扫" in out


def test_an_epithet_written_before_a_name_stays():
    # 及时雨 (timely rain) is a common word to LAC and to jieba, and 宋江's epithet: written before his name
    lines = ["众人都称他做及时雨宋江。", "及时雨宋江听了大喜。", "那汉子道：“莫不是及时雨宋押司么？”",
             "及时雨宋江便请众人坐了。", "久闻及时雨大名，今日得见。", "宋江看那人时，却是个大汉。"] * 3
    out = {"宋江": _voted("person", 30), "及时雨": _voted("person", 15)}
    tagged.apply(told_over(lines, repeat=1), out, lambda w: {"及时雨": 54.0}.get(w, 0.0))
    assert "及时雨" in out


def test_without_the_tagger_the_candidates_stand_as_the_statistics_left_them(monkeypatch):
    # where the wheel cannot install (pyproject's marker), a Chinese book is read with the statistics alone, not refused
    lines = _story(["吴荪甫", "杜竹斋", "王和甫"], ["", "他的牙齿咬得格格地响。", "牙齿也在打战。"])
    out = {"吴荪甫": _voted("person", 20), "牙齿": _voted("person", 25)}
    monkeypatch.setattr(tagged, "available", lambda: False)
    tagged.apply(told_over(lines, repeat=1), out, lambda w: {"牙齿": 1189.0}.get(w, 0.0))
    assert set(out) == {"吴荪甫", "牙齿"}


def test_a_surname_and_a_calling_is_added_for_no_one():
    # 严老板 is what the narration calls each of three brothers: LAC reads it PER, but it is a title the family shares,
    # and adding it bridged the brothers into one entry; the statistics and the alias rules assign such forms
    lines = _story(["严伯谦", "严仲平", "严季真", "王和甫"], ["", "严老板点了点头。", "严老板笑道：“好罢。”"], lines=120)
    found = discover(told_over(lines, repeat=1)).candidates
    assert {"严伯谦", "严仲平"} <= set(found)
    assert "严老板" not in found


def test_a_two_character_given_name_the_dictionary_holds_as_a_rare_verb_is_found():
    # 觉民: jieba's dictionary knows it as a verb (four uses), so the statistics read a family novel's boy as one; LAC
    # reads him PER nearly every time. 何也 (classical "why"), read PER here too, is a word the dictionary knows (31).
    scenes = ["觉民在旁边拍手叫好。", "觉民并不推辞。", "觉民看了看淑华，笑了起来。", "淑华对觉民说：“你去罢。”何也？",
              "觉民走进了客厅。", "觉新叫觉民过去。", "觉民低下头去，不说话。", "觉民和觉新都来了。", "觉民想着明天的事情。"]
    book = told_over(scenes, repeat=7)
    out = {"觉新": _voted("person", 30), "淑华": _voted("person", 30)}
    tagged.apply(book, out, lambda w: {"觉民": 4.0, "何也": 31.0}.get(w, 0.0))
    assert "觉民" in out and max(out["觉民"].kind_votes, key=out["觉民"].kind_votes.__getitem__) == "person"
    assert "何也" not in out
