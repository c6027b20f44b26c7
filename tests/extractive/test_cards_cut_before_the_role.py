"""Issue 43 §6, the card says who: a card cut from a long sentence is not cut at a naming with a bare noun
when the sentence goes on to say who (「陣場と云う男は…電力課長であると云うから」; not past a comma, into another's clause), nor a naming statement at a 子 inside
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
    # nor a noun of another clause's subject, past a comma (the review's cases)
    for other in ("陣場と云う男は来なかったが、浜田丈吉が医者だと云うから", "陣場と云う男は来なかった、浜田の妻の方が医者だったと云うから"):
        assert "医者" not in excerpt(other + PAD, ["陣場"]) and not summary_value(other + PAD, ["陣場"]).full


def test_a_long_naming_statement_still_says_who_by_its_first_noun():
    """孤島の鬼's 諸戸道雄, 「…というのは…一人物であって、…男であった」: the noun ending the predicate is past the reach
    of the first reading; the first noun still makes it a description (the review: the card had become a plot line)."""
    said = ("諸戸道雄というのは矢張りこの物語に重要な役目を演ずる一人物であって、彼は医科大学を卒業して、"
            "そこの研究室で何か独自の研究に従事している男であった。")
    assert summary_value(said, ["諸戸道雄", "諸戸"]).full


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


def _paris_card(said: str):
    from understory_cli.extractive.gazetteer import Place
    from understory_cli.store.points import Alias, Point, Record
    from understory_cli.wiki.extractive import Chapters, _entry
    from understory_cli.wiki.planning import PlannedEntry

    met = Record(1, "He took the coach to Paris.", ["1.1.3"], "first mention", 1)
    line = Record(1, said, ["1.2.4"], "description", 2)
    point = Point(1, "Paris", "place", None, 1, 1, "extractive", [Alias("Paris", 1, ["1.1.3"], 1)], [met, line])
    item = PlannedEntry("x", "Paris", 1, "place", "core", [point], [], "")
    return _entry(item, {1: 2, 2: 1}, Chapters({1: "1.1", 2: "1.2"}, {}), "en", None, (Place("city", "FR"), 0))


def test_a_place_the_gazetteer_knows_keeps_its_kind_over_a_full_line_that_says_no_kind_of_place():
    """カラマーゾフ's Paris had "He had come from Paris, which was his permanent home." (whose home: no kind of place),
    細雪's 大阪 「姉の大阪に対する郷土愛…」: the gazetteer's line (a city in France) stands; a line naming a kind of place
    still wins from its chapter."""
    assert summary_value("He had come from Paris, which was his permanent home.", ["Paris"]).full  # (a full line)
    card = _paris_card("He had come from Paris, which was his permanent home.")
    assert card.summary.generated and "a city in France" in card.summary.text
    card = _paris_card("Paris was a great city, the capital of the world.")
    assert not card.summary.generated and card.summary.text.startswith("Paris was a great city")
    assert [s.generated for s in card.summary_steps] == [True, False]  # (gated: the generated line until 1.2)


def test_what_names_a_kind_of_place_in_each_script():
    from understory_cli.extractive.describe import says_kind_of_place
    assert says_kind_of_place("延岡と云えば山の中も山の中も大変な山の中だ。", ["延岡"])  # (坊っちゃん: a place in the hills)
    assert not says_kind_of_place("で、姉の大阪に対する郷土愛の中には、その家への執着が余程多くを占めているのであろう。", ["大阪"])
    assert says_kind_of_place("ところが、ローマという異教国がキリスト教国になる望みを起こした。", ["ローマ"])
    assert not says_kind_of_place("但是，這個兵團的外貌，卻和俄羅斯中部任何一個準備接受檢閱的俄國兵團一樣。", ["俄國", "俄羅斯"])
    assert says_kind_of_place("北平是一座古老的城市。", ["北平"]) and not says_kind_of_place("俄國", ["俄國"])
