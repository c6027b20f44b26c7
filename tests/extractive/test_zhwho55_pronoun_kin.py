"""A relative named through a pronoun that stands for the one person named just before (stop 55): 朴斋太太…。她的大儿子
克勤 (锻炼), 她的哥哥，亚力山大 (二马); refused where two people were named, in speech, or where the pronoun cannot
stand for the one named; and 欧阳 alone does not keep 欧阳天风 from bearing the surname 欧阳先生 is said with."""

from __future__ import annotations

from understory_cli.extractive.relations import told_relations
from understory_cli.extractive.zh.ties import _bearer

PEOPLE = [("朴斋太太", ["朴斋太太"]), ("克勤", ["克勤"]), ("张三", ["张三"]), ("李四", ["李四"]), ("王五", ["王五"]),
          ("温都太太", ["温都太太"]), ("亚力山大", ["亚力山大"]), ("金東崖", ["金東崖"]), ("金躍", ["金躍"]), ("四叔", ["四叔"]),
          ("祥林嫂", ["祥林嫂"])]


# the pronouns after their names say who is a woman and who a man (gender.py's reading)
SEXED = ["朴斋太太坐下了，她笑了。"] * 3 + ["温都太太走了，她很忙。"] * 3 + ["李四来了，他很高兴。"] * 3 + ["伊牧师来了，他笑了。"] * 3


def _told(texts: list[str]) -> set[tuple[str, str, str]]:
    return {(r.subject, r.relation, r.other) for r in told_relations(SEXED + texts, PEOPLE + [("伊牧师", ["伊牧师"])], "zh")}


def test_the_pronoun_stands_for_the_one_person_named_before():
    assert _told(["朴斋太太坐在她常坐的太师椅里。她的大儿子克勤站在一旁。"]) == {("克勤", "儿子", "朴斋太太")}
    assert _told(["温都太太很忙。她的哥哥，亚力山大，是个买卖人。"]) == {("亚力山大", "哥哥", "温都太太")}
    # (Traditional, a book that writes 他 for everyone: the tie as the book writes it)
    said = told_relations(["金東崖在部里做了几年衙門。他兒子叫做金躍。"], PEOPLE, "zh")
    assert {(r.subject, r.relation, r.other) for r in said} == {("金躍", "兒子", "金東崖")}


def test_refused_on_doubt():
    assert not _told(["张三打了李四。他的儿子王五哭了。"])  # two people named: whose son?
    assert not _told(["“李四来了。他的儿子王五呢？”"])  # a speaker's 他
    assert not _told(["四叔走了。她的女儿王五哭了。"])  # 她 for no 叔
    assert not _told(["他的儿子王五哭了。"])  # no one named before
    # (二马: 她 is 伊牧师's unnamed wife, and 亚力山大 her brother — a man's pronouns follow his name)
    assert not _told(["伊牧师是急于成家，她是不反对有个丈夫。她的哥哥，亚力山大，不大喜欢作这门子亲。"])


def test_a_two_character_surname_alone_is_no_other_name_inside():
    assert _bearer("欧阳天风", {"欧阳天风", "欧阳", "欧阳先生"})
    assert not _bearer("宋江阵", {"宋江阵", "宋江"})


def test_a_pronoun_beside_someone_the_text_does_not_name_is_no_ones():
    from understory_cli.extractive.zh.pronoun_kin import pronoun_kin

    people = [("老张", ["老张"]), ("小顺", ["小顺"])]
    assert pronoun_kin(["老张走进院子，坐在门口。他的儿子小顺走了出来。"], people)
    assert not pronoun_kin(["老张走进院子，看见一个老头儿坐在门口。他的儿子小顺走了出来。"], people)  # the old man's
