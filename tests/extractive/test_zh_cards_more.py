"""Chinese sentences that say who, and ones that only look as if they did (issue 43, the blind books 红楼梦 and
巴黎茶花女遺事): 名唤X的 names "the one called X" (the 的 closes the clause, no modifier), 最是个 says what someone is
like 是个 does, and 乃 before a verb whose object is a person is "then" (a plot line), in either script."""

from __future__ import annotations

from understory_cli.extractive.describe import summary_value


def test_the_one_named_x_is_the_subject_the_sentence_describes():
    # 红楼梦: 平儿 and 香菱 are introduced so (名唤平儿的, 名叫香菱的)
    sentence = "知凤姐未下来，先找着凤姐的一个心腹通房大丫头名唤平儿的．"
    assert summary_value(sentence, ["平儿"]).full
    assert summary_value("谁知就是上京来买的那小丫头，名叫香菱的，竟与薛大傻子作了房里人．", ["香菱"]).full
    # …but a name before 的 and a noun is still someone else's (凤姐的 here)
    assert not summary_value(sentence, ["凤姐"]).full


def test_the_one_named_x_in_the_older_written_language_is_introduced():
    assert summary_value("二人唬的忙回头看时，原来是窗友名金荣者．", ["金荣"]).full
    assert summary_value("此人是都中在古董行中贸易的号冷子兴者，旧日在都相识．", ["冷子兴"]).full
    # (a name running on before 者 is another: 名悟空行者 names 悟空行者, not 悟空)
    assert not summary_value("他手下一个徒弟名悟空行者．", ["悟空"]).full


def test_most_of_all_a_kind_of_person_says_who():
    assert summary_value("原来这贾瑞最是个图便宜没行止的人，每在学中以公报私．", ["贾瑞"]).full


def test_then_before_a_verb_with_a_person_for_its_object_is_no_copula():
    for sentence, name in [("馬克乃許予去栓，予遂出。", "馬克"), ("馬克乃雙挽餘手笑曰：「子試思之。」", "馬克"),
                           ("时迁便乃敲他房门。", "时迁"), ("那僧乃指着他大笑。", "那僧")]:
        assert summary_value(sentence, [name]).value == 0, sentence
    # the copula 乃 before a noun still says who (西游记, 水浒传)
    assert summary_value("那孙悟空乃下界妖仙。", ["孙悟空"]).full
    assert summary_value("这猴乃三百年前天产石猴。", ["猴"]).full
