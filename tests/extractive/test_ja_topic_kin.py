"""A kin word before a name with no holder written, 「甥のフレッド」, is the kin of the one the sentence before is about
(ja/topic_kin.py, through ja/relations.py's `named` hook); a phrase deep in a sentence, or after another clause, is
left to describe.py (「甥のフレッド」 says who he is, whose or not)."""

from __future__ import annotations

from understory_cli.extractive.relations import relation_label, stated_relations

FORMS = ["スクルージ", "フレッド", "ボブ", "ファン"]


def _said(texts: list[str]) -> set[tuple[str, str]]:
    return {(r.subject, relation_label(r, "ja")) for r in stated_relations(texts, FORMS, "ja")}


def test_the_kin_of_the_sentence_before_s_topic():
    """(on main: nothing; 甥 was no kin word and no holder is written beside フレッド)"""
    assert _said(["スクルージは顔を上げた。甥のフレッドが這入って来た。"]) == {("フレッド", "スクルージの甥")}
    assert _said(["「ボブが来たよ。妹のファンも一緒だ」"]) == {("ファン", "ボブの妹")}


def test_the_holder_written_before_it_with_の():
    """「スクルージの甥のフレッド」: the holder written (on main: 甥 no kin word, nothing)."""
    assert _said(["スクルージの甥のフレッドが来た。"]) == {("フレッド", "スクルージの甥")}


def test_no_holder_said_is_no_one_s_kin():
    """Not after a clause (「…と、甥のフレッドが」), nor past a connective, nor the sentence before's own name."""
    assert not _said(["ボブは来た。「まあ」と、甥のフレッドが叫んだ。", "ボブは笑った。そして妹のファンが来た。",
                      "フレッドは来た。甥のフレッドが笑った。"])
