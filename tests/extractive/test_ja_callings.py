"""Issue 43, a Japanese translation's 「役 + の + 名」 (宝島: 大地主のトゥリローニー, 盲人のピュー, 舵手のイズレール・ハンズ):
a calling of any shape written before a person's name is their role (ja/roles.py), and the calling written alone is
that person, like an office (ja/statements.py), when no other name holds it (宝島's 船長, two captains, ties neither)."""

from __future__ import annotations

from understory_cli.extractive.describe import summary_value
from understory_cli.extractive.ja.analyser import tokens
from understory_cli.extractive.ja.roles import calling
from understory_cli.extractive.ja.statements import read
from understory_cli.extractive.names import find_characters
from understory_cli.extractive.roles import stated_roles
from support.written_book import Passage as P

CAST = [("トゥリローニー", "person", ["トゥリローニー"]), ("ピュー", "person", ["ピュー"]), ("ビル", "person", ["ビル"]),
        ("ブリストル", "place", ["ブリストル"])]


def test_a_calling_of_any_shape_before_no_and_a_name_is_the_persons_role():
    texts = ["大地主のトゥリローニーさんが言った。", "私は大地主のトゥリローニーに会った。", "と盲人のピューが叫んだ。",
             "あんたの仲間のビルは知らない。", "仲間のビルが来た。", "ピューは笑った。", "ブリストルの港。"]
    found = {name: [r.role for r in said] for name, said in stated_roles(texts, CAST, "ja").items()}
    # twice, and where the name is first met; 仲間 (a tie) is no calling (on main: no role for either)
    assert found == {"トゥリローニー": ["大地主", "大地主"], "ピュー": ["盲人"]}


def test_what_is_a_calling():
    assert all(map(calling, ["大地主", "盲人", "舵手", "猟場番人", "監督官", "医師", "羊飼", "学者"]))
    assert not any(map(calling, ["仲間", "相手", "友人", "二人", "自分", "一艘", "上衣", "年寄", "結局学者"]))


SQUIRE = ["大地主のトゥリローニーさんが私に書けと言われた。", "大地主は笑った。", "大地主は言った。", "大地主は黙っていた。",
          "トゥリローニーさんは言った。", "トゥリローニーは手紙を書いた。", "「盲人のピューだ。」と彼は言った。",
          "盲人は叫んだ。", "盲人は杖をついた。", "ピューは倒れた。", "ピューは言った。"]


def test_a_calling_held_by_one_name_is_that_persons_alias():
    lines = [P(t, f"1.{k + 1}.1", k + 1) for k, t in enumerate(SQUIRE * 3)]
    entities = {e.name: e for e in find_characters(lines, "ja")}
    # on main: 大地主 and 盲人 entries of their own, beside トゥリローニー and ピュー
    assert "大地主" in entities["トゥリローニー"].names and "大地主" not in entities
    assert "盲人" in entities["ピュー"].names and "盲人" not in entities


def test_a_calling_two_names_hold_is_no_ones():
    texts = ["船長のフリントは死んだ。", "スモレット船長が来た。", "船長のフリントの地図。", "舵手のイズレール・ハンズは老練な男だった。"]
    found = read([P(t) for t in texts], [tokens(t) for t in texts])
    # 船長: before フリント and after スモレット; 舵手 before one name, its parts each tied
    assert [(s.a, s.b) for s in found if s.how == "office"] == [
        ("イズレール・ハンズ", "舵手"), ("イズレール", "舵手"), ("ハンズ", "舵手")]


# a katakana name and its kanji head noun, one name: 宝島's inn and schooner (the analyser cuts the katakana off)
HEADED = ["私の父がベンボー提督屋という宿屋をやっていた。", "ベンボー提督屋へ帰った。", "ベンボー提督屋では皆が寝ていた。",
          "ヒスパニオーラ号に乗った。", "ヒスパニオーラ号は二百トンのスクーナー船だ。", "ヒスパニオーラ号が港を出た。",
          "ジムは笑った。", "ジムは言った。", "ジムが叫んだ。"]


def test_a_katakana_name_and_its_head_noun_are_one_name_of_the_kind_the_head_says():
    lines = [P(t, f"1.{k + 1}.1", k + 1) for k, t in enumerate(HEADED * 2)]
    kinds = {e.name: e.kind for e in find_characters(lines, "ja")}
    # on main: ベンボー and ヒスパニオーラ, cut short, of any kind
    assert kinds.get("ベンボー提督屋") == "place" and kinds.get("ヒスパニオーラ号") == "term"
    assert "ベンボー" not in kinds and "ヒスパニオーラ" not in kinds


def test_a_name_set_whole_in_quotation_marks_is_introduced_by_what_follows():
    """「ベンボー提督屋（註二）」という宿屋: the name in quotation marks, a translator's note after it, introduced as an inn
    (on main: no description, the marks hid the name's という); a name at a quotation's end is not (「おい、ジム」という声)."""
    assert summary_value("私の父が「ベンボー提督屋（註二）」という宿屋をやっていた。", ["ベンボー提督屋"]).full
    assert not summary_value("「おい、ジム」という声がした。", ["ジム"]).usable
