"""The card says who on books nobody tuned on (stop 56): a pronoun's kin inside its sentence, 她的表哥范博文 (子夜), read
as the one person of the pronoun's sex named just before and kept only where the whole book agrees; a tie set off by
a dash, 荪甫的父亲——吴老太爷; a household servant's calling before the name, 女佣王妈; and a sentence whose tie is only
to a pronoun (她的母亲陈氏) is no card where the text states the relation with a name."""

from __future__ import annotations

from understory_cli.extractive.describe import anchored_on_pronoun
from understory_cli.extractive.relations import stated_relations, told_relations
from understory_cli.extractive.zh.roles import said as role_said

PEOPLE = [("林佩珊", ["林佩珊"]), ("范博文", ["范博文"]), ("吴荪甫", ["吴荪甫", "荪甫"]), ("杜竹斋", ["杜竹斋"]),
          ("张素素", ["张素素"]), ("徐曼丽", ["徐曼丽"])]
# the pronouns after their names say who is a woman and who a man (gender.py's reading)
SEXED = (["林佩珊笑了，她很高兴。"] * 3 + ["张素素来了，她很高兴。"] * 3 + ["吴荪甫坐下了，他很忙。"] * 3
         + ["杜竹斋走了，他笑了。"] * 3)


def _told(texts: list[str]) -> set[tuple[str, str, str]]:
    return {(r.subject, r.relation, r.other) for r in told_relations(SEXED + texts, PEOPLE, "zh")}


def test_a_pronoun_inside_its_sentence_stands_for_the_one_person_of_its_sex_named_there():
    assert _told(["林佩珊一面掠头发，一面对她的表哥范博文说：“你来了。”"]) == {("范博文", "表哥", "林佩珊")}
    # (a man named there too does not stand in the way of 她)
    assert _told(["吴荪甫走了。林佩珊一面掠头发，一面对她的表哥范博文说。"]) == {("范博文", "表哥", "林佩珊")}


def test_refused_on_doubt_or_where_the_book_disagrees():
    assert not _told(["张素素看着林佩珊，一面对她的表哥范博文说。"])  # two women there: whose cousin?
    assert not _told(["徐曼丽看着林佩珊，一面对她的表哥范博文说。"])  # 徐曼丽's sex is not told: she may be meant
    assert not _told(["“林佩珊呢？她的表哥范博文来了。”"])  # a speaker's 她
    # (他 opens the sentence for someone named earlier: the one man named inside it is no subject)
    assert not _told(["他在公园里从杜竹斋的议论想开去，忽然碰到他的表哥范博文。"])
    # another anchor for the same relative and tie, written with a name elsewhere in the book
    assert not _told(["林佩珊一面掠头发，一面对她的表哥范博文说。", "张素素的表哥范博文也来了。"])


def test_a_tie_set_off_by_a_dash_is_the_relation():
    said = stated_relations(["所以荪甫的父亲——吴老太爷特地来了。", "荪甫的父亲——吴老太爷的书房。"],
                            ["荪甫", "吴老太爷"], "zh")
    assert [(r.subject, r.relation, r.other, r.paragraph) for r in said] == [("吴老太爷", "父亲", "荪甫", 0)]


def test_a_household_servant_s_calling_before_the_name_is_her_role():
    assert role_said("大房的另一个女佣", "走了进来。", "王妈", "person", frozenset()) == "女佣"
    assert role_said("家里的保姆", "抱着孩子。", "王妈", "person", frozenset()) == "保姆"


def test_a_tie_only_to_a_pronoun_is_told_apart_from_one_to_a_name():
    assert anchored_on_pronoun("他知道她要是不去，她的母亲陈氏一定不会放过她。", ["陈氏"])
    assert anchored_on_pronoun("他掉过头吩咐他的女儿玉英道：“你好好陪你表姐耍。”", ["玉英"])
    assert not anchored_on_pronoun("来的是玉贞的母亲陈氏。", ["陈氏"])
    # (a pronoun's tie beside a noun for what she is says who all the same)
    assert not anchored_on_pronoun("她的母亲陈氏是一个寡妇。", ["陈氏"])


def _stated(texts: list[str], forms: list[str]) -> list[tuple[str, str, str]]:
    return [(r.subject, r.relation, r.other) for r in stated_relations(texts, forms, "zh")]


def test_the_rest_of_the_kin_and_a_household_s_people_are_named_ties():
    assert _stated(["吴荪甫的舅父曾沧海来了。"], ["吴荪甫", "曾沧海"]) == [("曾沧海", "舅父", "吴荪甫")]
    assert _stated(["间就有范博文和荪甫的远房族弟吴芝生。"], ["范博文", "荪甫", "吴芝生"]) == [("吴芝生", "族弟", "荪甫")]
    # whose room the maid is of, and a word of which one
    assert _stated(["玉贞房里的年轻女佣阿秀走了进来。"], ["玉贞", "阿秀"]) == [("阿秀", "女佣", "玉贞")]
    assert _stated(["王五家的女佣王妈也来了。"], ["王五", "王妈"]) == [("王妈", "女佣", "王五")]


def test_a_gloss_in_brackets_names_whose_the_one_before_it_is():
    said = _stated(["大太太林氏（志新、志民、玉华三人的继母）走了进来。"], ["林氏", "志新", "志民", "玉华"])
    assert said == [("林氏", "继母", "志新")]
    assert not _stated(["李四（张三说的）来了。"], ["李四", "张三"])  # a remark, no tie


def test_a_household_title_by_birth_order_before_a_name_is_its_role():
    assert role_said("他看见四小姐", "和二小姐进来。", "蕙芳", "person", frozenset()) == "四小姐"
    assert role_said("大太太", "走了进来。", "林氏", "person", frozenset()) == "大太太"
    assert role_said("周四太太", "走了进来。", "王氏", "person", frozenset()) is None  # (another's title: a surname before it)


def test_a_card_tied_only_to_a_pronoun_gives_way_to_the_relation_stated_with_a_name():
    """陈氏's first sentence ties her to 她 (她的母亲陈氏): where the book also writes 玉贞的母亲陈氏, the card says that
    relation, gated by its chapter; with no such relation the sentence stays her card."""
    from understory_cli.store.points import Point, Record
    from understory_cli.wiki.extractive import Chapters, _entry
    from understory_cli.wiki.planning import PlannedEntry

    pronoun = Record(1, "他知道她要是不去，她的母亲陈氏一定不会放过她。", ["1.1.3"], "description", 1)
    named = Record(1, "玉贞的母亲陈氏走了进来。", ["1.3.2"], "relation: 玉贞的母亲", 3)
    chapters = Chapters({1: "1.1", 3: "1.3"}, {})

    def card(records: list) -> tuple[str, int]:
        point = Point(1, "陈氏", "person", None, 1, 1, "extractive", [], records)
        data = _entry(PlannedEntry("shen", "陈氏", 1, "person", "core", [point], [], ""), {1: 2, 3: 1}, chapters, "zh")
        return data.summary.text, data.summary.reveal_at

    assert card([pronoun]) == (pronoun.text, 1)
    text, gate = card([pronoun, named])
    assert "玉贞的母亲" in text and gate == 3


def test_a_speaker_s_my_kin_is_the_speaker_s_where_the_narration_names_the_speaker():
    people = [("周伯仁", ["周伯仁"]), ("玉英", ["玉英"]), ("志新", ["志新"])]

    def told(texts: list[str]) -> set[tuple[str, str, str]]:
        return {(r.subject, r.relation, r.other) for r in told_relations(texts, people, "zh")}

    assert told(["周伯仁掉过头吩咐道：“我的女儿玉英不去。”"]) == {("玉英", "女儿", "周伯仁")}
    assert told(["周伯仁对志新说：“我的女儿玉英不去。”"]) == {("玉英", "女儿", "周伯仁")}  # (the listener after 对)
    assert not told(["他对周伯仁说：“我的女儿玉英不去。”"])  # the speaker is not named
    assert not told(["周伯仁说：“你的女儿玉英不去。”"])  # the listener's
    # two speakers claim her: the book disagrees
    assert not told(["周伯仁说：“我的女儿玉英不去。”", "志新说：“我的女儿玉英不去。”"])


def test_a_listener_s_tie_is_no_one_s_unless_the_narration_names_the_listener():
    assert anchored_on_pronoun("求你记念你的仆人亚伯拉罕、以撒、以色列．", ["亚伯拉罕"])
    assert not anchored_on_pronoun("神又对亚伯拉罕说、你的妻子撒莱、不可再叫撒莱。", ["撒莱"])


def test_a_name_that_owns_the_subject_is_no_speaker_and_no_antecedent():
    """Stop 56 review: 周伯仁的女儿笑道 is the daughter speaking, 林佩珊的母亲…她的表哥 the mother's cousin; 听说 hears."""
    from understory_cli.extractive.relations import told_relations

    people = [("周伯仁", ["周伯仁"]), ("玉英", ["玉英"]), ("志新", ["志新"]), ("林佩珊", ["林佩珊"]), ("范博文", ["范博文"]),
              ("吴荪甫", ["吴荪甫"])]
    sexed = ["林佩珊笑了，她很高兴。"] * 3 + ["吴荪甫坐下了，他很忙。"] * 3 + ["周伯仁走了，他笑了。"] * 3
    for text in ("周伯仁的女儿笑道：“我的哥哥志新不去。”", "周伯仁家的老妈子骂道：“我的女儿玉英不去！”",
                 "周伯仁听说：“我的女儿玉英不去。”", "林佩珊的母亲走进客厅，一眼看见她的表哥范博文。"):
        assert told_relations([*sexed, text], people, "zh") == [], text
    assert [(r.subject, r.relation, r.other) for r in told_relations(["周伯仁吩咐道：“我的女儿玉英不去。”"], people, "zh")] \
        == [("玉英", "女儿", "周伯仁")]


def test_words_quoted_inside_a_speech_are_not_the_speaker_s_and_a_count_gives_no_birth_order():
    """Stop 56 review: ‘我的女儿玉英…’ quoted inside 周伯仁's words is 志新's; 一个大姑娘翠翠 is a grown girl, no rank."""
    from understory_cli.extractive.relations import told_relations
    from understory_cli.extractive.zh.roles import said

    people = [("周伯仁", ["周伯仁"]), ("玉英", ["玉英"]), ("志新", ["志新"])]
    assert told_relations(["周伯仁说：“志新告诉我，‘我的女儿玉英不去’。”"], people, "zh") == []
    assert said("渡口来了一个大姑娘", "，笑着。", "翠翠", "person", frozenset()) is None
    assert said("这时四小姐", "走了进来。", "蕙芳", "person", frozenset()) == "四小姐"
