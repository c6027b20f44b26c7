"""Issue 43 §6, the card says who (stop 61): a card cut from a long sentence is not cut at a naming with a bare noun
when the sentence goes on to say who (「陣場と云う男は…電力課長であると云うから」), nor a naming statement at a 子 inside
another's name (「井谷と云うのは、…幸子たちが行きつけの美容院の女主人なのである」); a naming with a bare noun before の
(「瀬越と云う人の評判」), after a word of time (「いつぞやの野村巳之吉と云う人の写真」), is no full description that would
hide a kin word written before the name later (「浜田が従弟の野村を…」). Sentences shaped as 細雪's."""

from __future__ import annotations

from understory_cli.extractive.describe import excerpt, summary_value

PAD = "、社長に忠義立てをするために一生懸命になり過ぎ、つい外の事に気が廻らなくなっているのだと解釈するのが、一番当っているかも知れない。"


def test_a_bare_naming_as_the_topic_is_cut_after_what_the_sentence_says_the_one_is():
    said = "が、幸子の話だと、陣場と云う男は浜田丈吉が社長をしている関西電車の電力課長であると云うから" + PAD
    assert excerpt(said, ["陣場"]) == "…陣場と云う男は浜田丈吉が社長をしている関西電車の電力課長である…"
    assert summary_value(said, ["陣場"]).full
    # the topic with nothing said of what the one is: a naming only, no full description
    assert not summary_value("が、幸子の話だと、陣場と云う男は浜田丈吉に忠義立てをしてばかりいると云うから" + PAD, ["陣場"]).full


def test_a_naming_statement_ends_at_its_predicate_noun_not_a_ko_inside_a_name():
    said = ("井谷と云うのは、神戸のオリエンタルホテルの近くの、幸子たちが行きつけの美容院の女主人なのであるが、"
            "縁談の世話をするのが好きと聞いていたので、幸子はかねてから雪子のことを頼み込んで、写真を渡しておいたのである。")
    assert excerpt(said, ["井谷"]) == "井谷と云うのは、神戸のオリエンタルホテルの近くの、幸子たちが行きつけの美容院の女主人…"


def test_a_bare_naming_before_no_is_no_full_description_and_a_cousin_written_before_the_name_is():
    assert not summary_value("幸子はその、姓は瀬越と云う人の評判などを問い合せて見た。", ["瀬越"]).full
    assert not summary_value("で、いつぞやの野村巳之吉と云う人の写真に、陣場夫人のこの手紙も添えた。", ["野村巳之吉", "野村"]).full
    assert summary_value("陣場も、浜田が従弟の野村をどんなに庇護しているかと云うことを匂わすのであった。", ["野村"]).full
    # (a calling before の still says who: 「監視人のフランツという男を」)
    assert summary_value("彼らは監視人のフランツという男を呼んだ。", ["フランツ"]).full


def test_chinese_one_of_them_is_no_summary_and_a_birth_rank_before_the_name_opens_its_subject():
    from understory_cli.extractive.describe import descriptions
    # 「瑞全便是其中的一个」 says only that he belongs to those the sentence before told of (as Japanese's その一人)
    assert all(strength < 2 for _, strength, _ in descriptions(["瑞全便是其中的一个。"], ["瑞全"]))
    # 「老三瑞全是个楞小子」: the third son, the subject of the sentence's copula (四世同堂's shape)
    assert summary_value("老三瑞全是个楞小子，毫不关心哪是文雅，哪是粗野。", ["瑞全"]).full


def test_english_one_of_them_is_a_quality_at_most():
    from understory_cli.extractive.describe import descriptions
    said = ("It was of such a kind that the snapping of a pipe-stem too long for him by old Solomon Longways, who was one "
            "of those gathered at the shady end of the room, caused him to start.")
    assert all(strength < 2 for _, strength, _ in descriptions([said], ["Solomon Longways"]))
    # (a kind of man still says who: "one of those men who …")
    assert max(s for _, s, _ in descriptions(["Solomon Longways was one of those men who are never in a hurry."],
                                               ["Solomon Longways"])) >= 2
