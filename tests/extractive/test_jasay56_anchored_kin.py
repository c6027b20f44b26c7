"""Issue 43, the card says who (stop 56): Japanese ties whose other end is named somewhere the book says it — a copula
with the holder named (「よし子は野々宮の妹である」), a demonstrative's or 自分's one name (「マネット医師と、その娘の
リューシー」, 「よし子は…自分の兄の野々宮を」), a speaker's 私の + kin in a quotation its tag attributes — each kept only
where the book gives that kin no other holder; and a gloss in brackets after a name saying what one is
(「ストライヴァー氏（被告の弁護人）」). Lines shaped like the dev books' own, shortened."""

from __future__ import annotations

from understory_cli.extractive.describe import description_score, summary_value
from understory_cli.extractive.relations import relation_label, stated_relations


def _said(texts: list[str], forms: list[str]) -> set[tuple[str, str]]:
    return {(r.subject, relation_label(r, "ja")) for r in stated_relations(texts, forms, "ja")}


def test_a_copula_with_the_holder_named_is_a_relation():
    """(on main: nothing — the two names are not side by side with a kin word between them)"""
    forms = ["よし子", "野々宮"]
    assert _said(["よし子は野々宮の妹である。"], forms) == {("よし子", "野々宮の妹")}
    assert _said(["よし子は、野々宮さんの妹で、美しい女だ。"], forms) == {("よし子", "野々宮の妹")}
    assert _said(["野々宮の妹はよし子である。"], forms) == {("よし子", "野々宮の妹")}
    # a question, a negation, a likeness say it not
    assert not _said(["よし子は野々宮の妹ですか。", "よし子は野々宮の妹ではない。", "よし子は野々宮の妹のようだ。"], forms)


def test_a_demonstrative_s_kin_is_of_the_one_name_before_it():
    """「マネット医師と、その娘のリューシー」 (on main: nothing); a person the text does not name, or a second name,
    before it: no one's."""
    forms = ["マネット医師", "リューシー", "ジャック"]
    assert _said(["マネット医師と、その娘のリューシーが坐っていた。"], forms) == {("リューシー", "マネット医師の娘")}
    assert not _said(["一人の老人とマネット医師と、その娘のリューシーが坐っていた。"], forms)
    assert not _said(["ジャックとマネット医師と、その娘のリューシーが坐っていた。"], forms)
    assert not _said(["ロンドンに住む一家があった。その娘のリューシーは美しかった。"], forms + ["ロンドン"])  # a place


def test_oneself_s_kin_is_the_topic_s():
    """「よし子は茶をくんで、自分の兄の野々宮を呼んだ」: よし子's brother (on main: nothing); no topic named before
    自分, no one's."""
    forms = ["よし子", "野々宮"]
    assert _said(["よし子は茶をくんで、自分の兄の野々宮を呼んだ。"], forms) == {("野々宮", "よし子の兄")}
    assert not _said(["それは、自分の兄の野々宮が好きかという質問であった。"], forms)


def test_a_speaker_s_own_kin_in_an_attributed_quotation():
    """「私の娘のマーサが…」と、ボブは云った — in the paragraph or as the next one (on main: nothing); a tag naming no
    one known, or two speakers each claiming her, ties no one."""
    forms = ["ボブ", "マーサ", "ジョー"]
    quote = "「私の娘のマーサが帰って来たよ」"
    assert _said([quote + "と、ボブは云った。"], forms) == {("マーサ", "ボブの娘")}
    assert _said([quote, "と、ボブは云った。"], forms) == {("マーサ", "ボブの娘")}
    assert not _said([quote, "と、彼は云った。"], forms)
    assert not _said([quote + "と、ボブは云った。", "「私の娘のマーサだって」と、ジョーは云った。"], forms)
    # no と: the next speaker may be answering; another subject before the verb; another's words quoted inside
    assert not _said([quote, "ボブは驚いて言った。「本当かい」"], forms)
    assert not _said([quote + "と、ボブはジョーが言うのを聞いた。"], forms)
    assert not _said(["「ジョーが『私の娘のマーサが帰って来た』と云ったよ」と、ボブは云った。"], forms)


def test_a_pronoun_s_reading_gives_way_to_a_named_holder():
    """A pronoun's reading that another statement contradicts is dropped; the named one stands."""
    forms = ["マネット医師", "リューシー", "ロリー氏"]
    texts = ["マネット医師と、その娘のリューシーが坐っていた。", "リューシーはロリー氏の娘である。"]
    assert _said(texts, forms) == {("リューシー", "ロリー氏の娘")}


def test_a_gloss_after_the_name_says_who():
    """「ストライヴァー氏（被告の弁護人）」 says he is the defence counsel (on main: no description); a gloss held by a
    pronoun or telling what one did says not."""
    assert summary_value("その次にストライヴァー氏（被告の弁護人）が立ち上った。", ["ストライヴァー"]).full
    assert description_score("カートン氏（彼の同僚弁護士の名）は黙っていた。", ["カートン"]) == 0
    assert description_score("小クランチャー君（彼はシャツのままでいた）は走った。", ["小クランチャー"]) == 0


def test_a_loanword_for_a_calling_in_a_copula_says_who():
    """「メルキオルは宮廷劇場のヴァイオリニストであった」 (ジャン・クリストフ; on main a quality, no full description);
    キリスト is no such noun."""
    assert summary_value("メルキオルは宮廷劇場のヴァイオリニストであった。", ["メルキオル"]).full
    assert not summary_value("クリストはキリストであった。", ["クリスト"]).full
    assert not summary_value("ボブはイエス・キリストだ。", ["ボブ"]).full  # (・ is no letter of the loanword)


def test_an_old_province_by_its_common_name():
    """信州, 長州 (吾輩は猫である) are old provinces (on main: no kind); 九州 stays a region."""
    from understory_cli.extractive.ja.roles import named

    assert named("信州", "place") == named("長州", "place") == "日本の旧国"
    assert named("九州", "place") == "日本の地方"


def test_a_demonstrative_s_kin_says_whose_only_through_the_relation():
    """「その娘のリューシー・マネット」: the relation reads whose daughter (the full name's rest after the form read); the
    phrase alone no longer says who (on main a strength-3 role), while 「その学者のX」 still does."""
    forms = ["マネット医師", "リューシー"]
    assert _said(["マネット医師と、その娘のリューシー・マネットが坐っていた。"], forms) == {("リューシー", "マネット医師の娘")}
    assert description_score("マネット医師と、その娘のリューシー・マネットが坐っていた。", ["リューシー"]) < 3
    assert description_score("そこへ、その学者のアラムハラドが来た。", ["アラムハラド"]) == 3


def test_a_kin_word_written_solid_before_a_translated_name():
    """「クリストフの祖父ジャン・ミシェル」 (ジャン・クリストフ's shape; on main: nothing, 祖父 being followed by no の); a kanji
    name after it, or 娘 and 子 (a girl or a child of a place as often), are no such reading."""
    forms = ["クリストフ", "ジャン・ミシェル", "パリ", "ジャンヌ", "山田", "太郎"]
    assert _said(["それはクリストフの祖父ジャン・ミシェルであった。"], forms) == {("ジャン・ミシェル", "クリストフの祖父")}
    assert not _said(["山田の弟太郎が来た。", "パリの娘ジャンヌが来た。"], forms)


def test_a_girl_of_a_place_is_no_one_s_daughter():
    """「メアリーはロンドンの娘だ」: 娘 after a bare name is read only with an honorific (「…野々宮さんの娘だ」)."""
    forms = ["メアリー", "ロンドン", "よし子", "野々宮"]
    assert not _said(["メアリーはロンドンの娘だ。"], forms)
    assert _said(["よし子は野々宮さんの娘だ。"], forms) == {("よし子", "野々宮の娘")}
