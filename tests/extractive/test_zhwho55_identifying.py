"""Chinese identifying constructions of stop 55: a relative's tie of the whole kin class in apposition (吴荪甫的舅父
曾沧海, 殷美林的公公胡清泉) and a calling by the agent endings (-师 -员 -士 -官 -尉) before a name."""

from understory_cli.extractive.describe import description_score


def test_kin_of_the_whole_class_in_apposition_says_who():
    # (子夜, 锻炼: 舅父 and 公公 were missing from the kin words)
    assert description_score("离开上海二百多里水路的双桥镇上，吴荪甫的舅父曾沧海正躺在鸦片烟榻上生气。", ["曾沧海"]) == 3
    assert description_score("殷美林的公公胡清泉固然有可疑之处。", ["胡清泉"]) == 3
    assert description_score("他的姐夫王仁来了。", ["王仁"]) == 3  # (a pronoun's: the card says whose only in its sentence)


def test_a_calling_by_its_agent_ending_before_the_name_says_who():
    assert description_score("那一个是新来的事务员姚绍光。", ["姚绍光"]) == 3
    assert description_score("召謀士李儒商議。", ["李儒"]) == 3  # (Traditional, read through the Simplified view)
    assert description_score("这天，年轻的护士张巧玲又来了。", ["张巧玲"]) == 3


def test_no_calling_where_its_start_is_unknown_nor_a_verb():
    assert description_score("他遂将李儒斩了。", ["李儒"]) == 0  # 将 is 把 here, no general
    assert description_score("他们很长王五的志气。", ["王五"]) == 0  # (长 is no agent ending)
    assert description_score("这个人王五的。", ["王五"]) == 0  # (人 closes no calling)



def test_named_by_jiao_then_one_of_a_kind_and_a_clauses_subject_of_a_persons_noun():
    from understory_cli.extractive.describe import summary_value

    # (彷徨: 祝福's 长富, 孤独者's 连殳)
    assert summary_value("我先前的东边的邻居叫长富，是一个船户。", ["长富"]).full
    assert summary_value("全山村中，只有连殳是出外游学的学生，所以从村人看来，他确是一个异类。", ["连殳"]).full
    # a manner, a bill and a deed after 是 (锻炼, 二马, 兒女英雄傳): no noun for the subject
    assert not summary_value("这短促而紧张的一幕，自始至终，姚绍光是以“欣赏”的态度在旁观的。", ["姚绍光"]).full
    assert not summary_value("不对，咱们俩还多喝着一杯酒，马威是一个先令，你是一个零六。", ["马威"]).full
    assert not summary_value("及至到了屋裡，安公子是讓那女子出來，自己好進去。", ["安公子"]).full
