"""Chinese cards that say who (issue 43, the blind book 二马 with 红楼梦, 巴黎茶花女遺事 and the gold books): a bare
copula before a state, a posture or a mood is no description (马老先生是一脑门子官司), while 是个 + a noun for a person
still is; a kinship word and 叫 before a name says whose and what the one named is (她的儿子叫保罗)."""

from __future__ import annotations

from understory_cli.extractive.describe import summary_value


def test_a_bare_copula_before_a_mood_or_a_posture_says_nothing_of_who():
    # 二马: a mood, a posture, a habit (the text says who they are elsewhere)
    for sentence, name in [("马老先生是一脑门子官司，没理马威。", "马老先生"),
                           ("小马先生是学着伊牧师，把腿落在一块儿，左手插在裤兜儿里。", "小马先生"),
                           ("马老先生是凡事退步，只有对妇女，他是主张进取的。", "马老先生")]:
        assert summary_value(sentence, [name]).value == 0, sentence
    # …while a noun for a person after the copula still says who, a verb's aspect inside its modifier too
    assert summary_value("伊牧师是个在中国传过二十多年教的老教师。", ["伊牧师"]).full
    assert summary_value("原来这燕青是卢俊义家心腹人，也上厅声喏了。", ["燕青"]).full  # 水浒传
    assert summary_value("利百加是巴旦亚兰地的亚兰人、彼土利的女儿。", ["利百加"]).full  # 创世记
