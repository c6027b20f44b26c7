"""Issue 43, the card says who, in Japanese (stop 56, round two): a person's calling a copula states anywhere in the
book (「浜田は慶応義塾の学生で、」: ja/copula_roles.py through ja/roles.py's `stated`), and one in apposition kept with
the noun that says which (「舞踊の教師のシュレムスカヤ夫人」), of an open shape (老嬢, 農奴, 学生) — never a trait, a
scene's role, a denial, a question or a seeming."""

from __future__ import annotations

from understory_cli.extractive.ja.copula_roles import calling_said
from understory_cli.extractive.roles import stated_roles

CAST = [("浜田", "person", ["浜田"]), ("三四郎", "person", ["三四郎"]), ("鈴木", "person", ["鈴木"]),
        ("シュレムスカヤ", "person", ["シュレムスカヤ"]), ("ハリソン", "person", ["ミス・ハリソン"]),
        ("イワン", "person", ["イワン"]), ("クリストフ", "person", ["クリストフ"]), ("新蔵", "person", ["新蔵"])]


def _roles_of(texts: list[str]) -> dict[str, list[tuple[str, int]]]:
    return {name: [(r.role, r.paragraph) for r in said] for name, said in stated_roles(texts, CAST, "ja").items()}


def test_a_calling_a_copula_states_late_in_the_book_is_the_person_s_role_from_there():
    texts = ["浜田が来た。", "三四郎は浜田と話した。", "浜田は慶応義塾の学生で、毎日本を読んでいる。", "浜田は帰った。"]
    assert _roles_of(texts)["浜田"] == [("慶応義塾の学生", 2)]  # its paragraph: the line waits for it
    assert _roles_of(["新蔵が来た。", "新蔵は家の小作人で、毎年米を持ってくる。"])["新蔵"] == [("小作人", 1)]


def test_no_role_from_a_trait_a_scene_a_denial_a_question_a_seeming_or_another_s_clause():
    texts = ["鈴木が来た。", "鈴木君は利口者である。", "クリストフが来た。", "クリストフはその大将で、皆を率いた。",
             "浜田が来た。", "浜田は学生ではない。", "浜田は学生ですか。", "浜田はあたかも老人である。",
             "三四郎が来た。", "三四郎はまた、浜田の先生で、昔の話を思い出した。", "三四郎は右手で、戸を開けた。",
             "浜田は叔父の家で、本を読んだ。", "三四郎は浜田の弟である。"]
    found = _roles_of(texts)
    assert not {"鈴木", "クリストフ", "浜田", "三四郎"} & set(found)


def test_a_calling_in_apposition_keeps_the_noun_that_says_which_and_takes_open_shapes():
    texts = ["舞踊の教師のシュレムスカヤ夫人が来た。", "シュレムスカヤは踊った。", "老嬢のミス・ハリソンが笑った。",
             "ミス・ハリソンは帰った。", "農奴のイワンが来た。", "イワンは畑にいた。"]
    found = _roles_of(texts)
    assert found["シュレムスカヤ"] == [("舞踊の教師", 0)]
    assert found["ハリソン"] == [("老嬢", 2)] and found["イワン"] == [("農奴", 4)]
    # a pronoun's noun says not which: 教師 alone
    assert _roles_of(["彼の教師のシュレムスカヤが来た。", "シュレムスカヤは踊った。"])["シュレムスカヤ"] == [("教師", 0)]


def test_the_copula_s_noun_is_a_kind_of_person_by_its_reading_not_a_list():
    assert calling_said("堂々たる実業家") == "実業家" and calling_said("自分が愛している門下生") == "門下生"
    assert calling_said("熊本の高等学校の教師") == "高等学校の教師"
    for not_a_role in ("利口者", "その大将", "右手", "一生", "叔父の家", "彼の友人", "悪者", "まるで医者"):
        assert calling_said(not_a_role) is None, not_a_role


def test_a_part_in_one_scene_is_no_calling():
    # 「同行者の」, 「被害者の」: what one is in this scene only, however strong the shape (written once, alone)
    assert _roles_of(["三四郎が来た。", "同行者の三四郎が笑った。", "被害者のイワンが倒れた。", "イワンは帰った。"]) == {}
    assert _roles_of(["浜田が来た。", "浜田はこの事件の目撃者である。"]) == {}


def test_a_stated_role_later_does_not_unseat_the_one_calling_written_with_the_name_earlier():
    # each said once: the earlier stays the role (the reader meets it first); the stated one alone would count too
    found = _roles_of(["仲裁者のイワンが笑った。", "イワンは帰った。", "イワンは郵便局長でした。"])
    assert found["イワン"] == [("仲裁者", 0)]
    assert _roles_of(["イワンが笑った。", "イワンは郵便局長でした。"])["イワン"] == [("郵便局長", 1)]


def test_a_doctor_s_with_de_going_on_is_where_not_what():
    assert _roles_of(["浜田が来た。", "浜田は医者で、薬をもらった。"]) == {}
    assert _roles_of(["浜田が来た。", "浜田は医者である。"])["浜田"] == [("医者", 1)]


def test_a_copula_past_another_topic_is_that_one_s():
    """「珠緒さんは美人だが千草さんは…不美人で、」: the noun is 千草's (seen on a blind book; 珠緒 was given 不美人)."""
    from understory_cli.extractive.ja.copula_roles import told

    texts = ["珠緒さんは美人だが千草さんは以ての外の不美人で、困った。", "浜田は慶応義塾の学生で、よく来た。"]
    assert told(texts, ["珠緒", "千草", "浜田"]) == [("浜田", "慶応義塾の学生", 1)]
