"""Issue 43, the card says who, in Japanese (stop 57): a calling read anywhere in the book with the name — one a
translation writes in katakana before it (「タイピストのビュルストナー嬢」), an actor's 優 (「活動女優のメリー・ピクフォード」),
one the name is introduced as (「土居光一という画家」, 「浜田と云う、慶応義塾の学生」) — is the person's role, and a naming
with a bare noun (「浜田と云う男が…」) is no full description that would hide it; a card cut from a long sentence keeps
the calling written before the name (「…監視人のフランツという男を…」)."""

from __future__ import annotations

from understory_cli.extractive.describe import summary_value
from understory_cli.extractive.ja.describe import spans
from understory_cli.extractive.roles import stated_roles

CAST = [("ビュルストナー嬢", "person", ["ビュルストナー嬢", "ビュルストナー"]), ("メリー", "person", ["メリー・ピクフォード"]),
        ("土居光一", "person", ["土居光一"]), ("浜田", "person", ["浜田"]), ("エルザ", "person", ["エルザ"]),
        ("ナオミ", "person", ["ナオミ"]), ("ベッド", "thing", ["ベッド"])]


def _roles_of(texts: list[str]) -> dict[str, list[tuple[str, int]]]:
    return {name: [(r.role, r.paragraph) for r in said] for name, said in stated_roles(texts, CAST, "ja").items()}


def test_a_katakana_calling_and_an_actor_s_are_written_before_the_name():
    texts = ["この部屋には、少し前からタイピストのビュルストナー嬢が住んでいる。", "ビュルストナー嬢は帰りも遅い。",
             "壁には活動女優のメリー・ピクフォードの写真がある。", "メリー・ピクフォードに似ている。"]
    found = _roles_of(texts)
    assert found["ビュルストナー嬢"] == [("タイピスト", 0)] and found["メリー"] == [("活動女優", 2)]
    # a loanword for a thing is no calling: 「ベッドのビュルストナー」 says nothing of her
    assert "ビュルストナー嬢" not in _roles_of(["ベッドのビュルストナー嬢が眠った。", "ビュルストナー嬢は帰った。"])


def test_a_calling_the_name_is_introduced_as_is_the_role_though_a_comma_follows_the_introduction():
    texts = ["あやかは土居光一という画家と同棲していた。", "土居光一は笑った。",
             "ナオミが来た。", "もう一人は浜田と云う、慶応義塾の学生でした。", "浜田は踊った。"]
    found = _roles_of(texts)
    assert found["土居光一"] == [("画家", 0)] and found["浜田"] == [("慶応義塾の学生", 3)]
    # a bare noun for anyone, a name, a trait: no role
    assert not {"エルザ", "ナオミ"} & set(_roles_of(["エルザという女のところへ行く。", "エルザは寝ていた。",
                                                       "ナオミと云う者が現れた。", "ナオミという名前が好きだ。"]))


def test_a_naming_with_a_bare_noun_is_no_full_description_one_with_who_before_it_is():
    bare = "日本座敷を二た間打ち抜いて、例の浜田と云う男が彼方此方へチョコチョコ駆けて歩いては、細かい粉をまいています。"
    assert summary_value(bare, ["浜田"]).usable and not summary_value(bare, ["浜田"]).full
    for full, name in (("一馬の親父の歌川多門という人は、まことに我ままな好色漢で、妾はある。", "歌川多門"),
                       ("「この中にいる人が、野々宮君の妹で、よし子という女である」", "よし子"),
                       ("母の看護に、市川の親類の、民子という女の児が来て居った。", "民子")):
        assert summary_value(full, [name]).full, name


def test_a_card_cut_from_a_long_sentence_keeps_the_calling_before_the_name():
    sentence = ("――それにもかかわらず、彼は今度の場合、この監視人のフランツという男を最初に見たまさにそのときから、"
                "彼がおそらくこの連中に対して持っている最小の利点さえも放棄はすまい、と決心したのであった。")
    assert [sentence[a:b] for a, b in spans(sentence, ["フランツ"])][0] == "監視人のフランツという男"


def test_a_copula_going_on_with_a_reason_or_a_list_states_the_calling_a_beauty_is_none():
    texts = ["土居光一が来た。", "王仁は天下の流行作家であるし、傲慢無礼、粗雑、野性的なところがある。",
             "浜田は、学生だから、なおそうだろう。", "エルザさんは美人だが、ナオミさんは以ての外の不美人で、目が悪い。"]
    cast = [("王仁", "person", ["王仁"]), ("浜田", "person", ["浜田"]), ("エルザ", "person", ["エルザ"]),
            ("ナオミ", "person", ["ナオミ"]), ("土居光一", "person", ["土居光一"])]
    found = {name: [(r.role, r.paragraph) for r in said] for name, said in stated_roles(texts, cast, "ja").items()}
    assert found["王仁"] == [("天下の流行作家", 1)] and found["浜田"] == [("学生", 2)]
    assert not {"エルザ", "ナオミ"} & set(found)


def test_a_calling_worn_after_the_name_as_its_title_is_the_role():
    texts = ["フルト弁護士のところへ行こう。", "フルトは病気だった。", "明智探偵は笑った。", "明智は帰った。",
             "諸井看護婦が来た。", "諸井はよく働いた。", "明智は探偵小説を読んだ。"]
    cast = [("フルト", "person", ["フルト"]), ("明智", "person", ["明智"]), ("諸井", "person", ["諸井"])]
    found = {name: [(r.role, r.paragraph) for r in said] for name, said in stated_roles(texts, cast, "ja").items()}
    assert found["フルト"] == [("弁護士", 0)] and found["明智"] == [("探偵", 2)] and found["諸井"] == [("看護婦", 4)]


def test_a_bare_noun_the_sentence_goes_on_to_tell_of_stays_a_full_description():
    topic = "この寒月という男はやはり主人の旧門下生であったそうだが、今では学校を卒業して、主人より立派になっているという話しである。"
    assert summary_value(topic, ["寒月"]).full


def test_a_surname_alone_that_is_never_a_man_is_no_husband_of_the_madam():
    from understory_cli.extractive.relations import stated_relations
    landlady = ["彼の部屋主グルゥバッハ夫人が入ってきた。", "「お早う、グルゥバッハさん」とＫは言った。",
                "グルゥバッハ夫人は黙っていた。", "グルゥバッハさんは下宿の女将です。"]
    assert not stated_relations(landlady, ["グルゥバッハ夫人", "グルゥバッハ"], "ja")
    # …but one told of as a man, or beside her in one sentence, is her husband
    assert stated_relations(landlady + ["グルゥバッハ氏は死んだ。"], ["グルゥバッハ夫人", "グルゥバッハ"], "ja")
    assert stated_relations(landlady + ["その老グルゥバッハはグルゥバッハ夫人と踊った。"], ["グルゥバッハ夫人", "グルゥバッハ"], "ja")
    # a feminine surname's masculine form is her husband's however the text writes it (マニーロワ夫人, マニーロフ)
    assert stated_relations(["マニーロワ夫人が来た。", "マニーロフは笑った。"], ["マニーロワ夫人", "マニーロフ"], "ja")


def test_a_calling_said_first_with_de_then_the_name_it_goes_by():
    texts = ["「十等官の寡婦で、コローボチカといいますんで。」", "コローボチカは笑った。",
             "一緒に来たので、ナオミといいました。", "ナオミは帰った。"]
    cast = [("コローボチカ", "person", ["コローボチカ"]), ("ナオミ", "person", ["ナオミ"])]
    found = {name: [(r.role, r.paragraph) for r in said] for name, said in stated_roles(texts, cast, "ja").items()}
    assert found == {"コローボチカ": [("十等官の寡婦", 0)]}


def test_a_surname_kept_alone_takes_the_calling_its_whole_name_is_introduced_as():
    texts = ["殊に人目を引いたのは、高柳利三郎といふ新進政事家、すでに檜舞台をも踏んで来た男で。", "高柳の挨拶もあつた。",
             "明智には小林芳雄という少年助手がいた。", "小林は走った。", "高柳家という旧家がある。"]
    cast = [("高柳", "person", ["高柳"]), ("小林", "person", ["小林"])]
    found = {name: [(r.role, r.paragraph) for r in said] for name, said in stated_roles(texts, cast, "ja").items()}
    assert found == {"高柳": [("新進政事家", 0)], "小林": [("少年助手", 2)]}
