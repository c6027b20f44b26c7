"""Issue 43, Chinese, on short written passages: renaming statements (路斯、就是伯特利) and the shapes that look
like them but tie two people or none (一名A、一名B; X就是Y的父亲; 转过西门，就是乌龙岭); an office is no given name
(国王差人); and the candidates do not follow the hash seed."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.candidates import _add_familiar
from understory_cli.extractive.zh.nicknames import given_names_alone
from understory_cli.extractive.zh.renamings import renamings
from understory_cli.extractive.zh.statements import designations
from understory_cli.extractive.zh.usage import _Usage


def _paragraphs(*texts: str) -> list:
    return [SimpleNamespace(text=t, chapter_no=i + 1, volume_no=1, kind="body", locator=f"1.{i + 1}.1")
            for i, t in enumerate(texts)]


NAMES = {"路斯", "伯特利", "沈三玄", "沈尚德", "拉班", "拉结", "西门", "乌龙岭", "玉兔", "老孙", "全灵", "安道全"}


def test_a_renaming_in_apposition_ties_the_two_names_at_its_paragraph():
    paragraphs = _paragraphs("雅各到了迦南地的路斯、就是伯特利。",
                             "他就给那地方起名、叫伯特利．〔就是神殿的意思〕但那地方起先名叫路斯。",
                             "沈三玄原名沈尚德，街坊都叫他沈三弦。",
                             "原来这个医士全灵，就是安道全。")
    assert dict(renamings(paragraphs, NAMES.__contains__)) == {
        ("路斯", "伯特利"): [0], ("伯特利", "路斯"): [1], ("沈三玄", "沈尚德"): [2], ("全灵", "安道全"): [3]}


def test_a_relation_a_route_and_a_self_reference_are_no_renaming():
    paragraphs = _paragraphs("拉班就是拉结的父亲。",  # a relation: 拉结 does not close its clause
                             "转过西门，就是乌龙岭。",  # the way on: a place passed, then the next
                             "你箭中的玉兔，就是老孙。")  # 老孙: the speaker, no name
    assert not renamings(paragraphs, NAMES.__contains__)


def test_two_people_listed_with_one_name_each_are_not_tied():
    """有希伯來的兩個收生婆、一名施弗拉、一名普阿: two midwives, not one woman of two names; 又名 still ties."""
    known = {"施弗拉", "普阿", "铁扇公主", "罗刹女"}.__contains__
    assert not designations(_paragraphs("有希伯来的两个收生婆、一名施弗拉、一名普阿。"), known)
    assert not designations(_paragraphs("有两个收生婆，一名施弗拉，一名普阿。"), known)
    assert dict(designations(_paragraphs("铁扇公主，又名罗刹女。"), known)) == {("铁扇公主", "罗刹女"): [0]}


def test_an_office_after_a_surname_is_no_given_name():
    """国王差人 (the king sent someone): 王差人 reads as a surname and two characters, but 差人 is an office."""
    out = {"王差人": Candidate("王差人", 3, Votes({"person": 3.0})), "刘丽娜": Candidate("刘丽娜", 3, Votes({"person": 3.0}))}
    given_names_alone(_paragraphs("国王差人去请。", "他即差人去了。" * 4, "丽娜来了。" * 4), out, lambda word: 0.0)
    assert "差人" not in out and "丽娜" in out


def test_the_candidates_order_does_not_follow_the_vocabularys():
    """The vocabulary is a set, iterated in the hash seed's order: the forms it adds come in one order."""
    def run(vocabulary: list[str]) -> list[str]:
        out = {f: Candidate(f, 9) for f in ("猪八戒", "八戒", "孙悟空", "悟空")}
        usages = {w: _Usage(count=3, tags=Counter({"n": 3})) for w in vocabulary}
        _add_familiar(out, usages, vocabulary)  # type: ignore[arg-type]
        return list(out)

    assert run(["老猪", "老孙"]) == run(["老孙", "老猪"])
