"""Issue 43 §6 on 三四郎: the text's own identifying sentences are the card — one pointed at and introduced by his full
name with what he is after it, and a relation whose other end is named, then the name."""

from __future__ import annotations

from understory_cli.extractive.describe import description_score, summary_value

POINTED = "この男は佐々木与次郎といって、専門学校を卒業して、今年また選科へはいったのだそうだ。"
RELATION = "「この中にいる人が、野々宮君の妹で、よし子という女である」"


def test_one_pointed_at_and_introduced_by_full_name_is_described():
    """与次郎, read inside 佐々木与次郎, is the sentence's subject and it describes him (on main: strength 0, no subject)."""
    assert description_score(POINTED, ["与次郎", "佐々木"]) == 3
    assert summary_value(POINTED, ["与次郎", "佐々木"]).full
    assert description_score("この男は次郎といって、", ["次郎"]) == 0  # nothing said after the naming


def test_a_named_relation_before_a_naming_says_who():
    """「野々宮君の妹で、よし子という女である」 says whose sister she is (on main: a naming alone, strength 1)."""
    assert description_score(RELATION, ["よし子"]) == 3
    assert summary_value(RELATION, ["よし子"]).full
    assert description_score("「よし子という女である」", ["よし子"]) == 1


def test_a_calling_in_apposition_set_off_by_a_comma_says_who():
    """「実業界の大立者、羽柴壮太郎氏の邸宅です」: a magnate of the business world (on main: strength 0); a house is none."""
    sentence = "これは、実業界の大立者、羽柴壮太郎氏の邸宅です。"
    assert description_score(sentence, ["羽柴壮太郎", "壮太郎"]) == 3
    assert summary_value(sentence, ["羽柴壮太郎", "壮太郎"]).full
    assert description_score("羽柴家の家、壮二は泣いた。", ["壮二"]) == 0


def test_an_office_written_after_a_kanji_surname_is_his_role():
    """警視庁の中村係長: 係長 beside 中村 is said as his role (on main: no role)."""
    from understory_cli.extractive.ja.roles import role_of, said
    assert role_of(said("警視庁の", "係長が言いました。", "中村", "person", frozenset()) or "") == "係長"


def test_a_tone_ending_in_ko_is_no_person():
    """「すると美禰子は、なお冷やかな調子で、」: 調子 (a tone) ends in 子 but is no noun for her (on main: strength 3, her card);
    「民子は可愛い子で、」 still describes."""
    assert description_score("すると美禰子は、なお冷やかな調子で、", ["美禰子"]) == 0
    assert description_score("民子は可愛い子で、よく笑った。", ["民子"]) == 3


def test_a_name_with_an_age_word_and_a_told_copula_says_who():
    """「左門老人は気ちがいのような美術収集家だったのです」: 老人 after the name as a title is, and a copula told with の
    (on main: strength 0)."""
    assert description_score("左門老人は気ちがいのような美術収集家だったのです。", ["左門", "日下部左門"]) == 3
    assert summary_value("左門老人は気ちがいのような美術収集家だったのです。", ["左門"]).full
