"""Issue 43 §6, stop 64: shapes the readers of books nobody tuned on found a card missing, each a general Chinese way of
saying who someone is: a name brought in by 名叫 and then what its bearer is (一个名叫X的高傲的少年绅士:
zh/named_one.py), a post with its grade or its team's number before the name (大队的副书记金俊山, 二队长金俊武, 公社副主任
徐治功: zh/role_nouns.py, zh/roles.py), a party's or a committee's head (书记, 主任), and a rich family's young master
after the name (邱八公子). A role is shown no earlier than the chapter that states it."""

from __future__ import annotations

from types import SimpleNamespace

from support.written_book import P

from understory_cli.analyze.extractive import _roles, _stated_roles
from understory_cli.extractive.describe import summary_value, subject_of
from understory_cli.extractive.roles import stated_roles
from understory_cli.extractive.zh import roles


def test_a_name_given_then_what_its_bearer_is_makes_the_name_the_subject():
    sentence = "還有一個名叫卡羅·諾琵斯的高傲的少年紳士。"  # (a Traditional book: read through the Simplified view)
    assert subject_of(sentence, ["諾琵斯", "卡羅·諾琵斯"]) == "卡羅·諾琵斯"
    assert summary_value(sentence, ["諾琵斯", "卡羅·諾琵斯"]).full
    assert summary_value(sentence, ["諾琵斯"]).full  # (the entry named by the family name alone)
    assert subject_of("有个叫王五的车夫，拉着车走了。", ["王五"]) == "王五"


def test_a_name_given_then_a_thing_or_a_time_is_not_its_subject():
    assert subject_of("他到了一个叫长安的地方。", ["长安"]) is None
    assert subject_of("他讲起一个叫王五的故事。", ["王五"]) is None


def test_a_post_keeps_its_grade_and_its_team_s_number():
    assert roles.said("他要去找一回他们大队的副书记", "，商量一点事", "金俊山", "person", frozenset()) == "大队的副书记"
    assert roles.said("会战总指挥是公社副主任", "，副总指挥", "徐治功", "person", frozenset()) == "副主任"
    assert roles.said("看见二队长", "担一担粪", "金俊武", "person", frozenset()) == "二队长"
    assert roles.said("", "，是个书记", "王五", "person", frozenset()) == "书记"
    # a count of posts is no number of a team, and a diary is no calling
    assert roles.said("他找到三个队长", "谈话", "王五", "person", frozenset()) == "队长"
    assert roles.said("我翻开日记", "说", "王五", "person", frozenset()) is None


def test_a_young_master_after_the_name_but_not_after_a_title():
    assert roles.said("浙江一省大家都晓得", "公子的大名", "邱八", "person", frozenset()) == "公子"
    assert roles.said("", "公子来了", "王员外", "person", frozenset()) is None  # the 员外's son
    assert roles.said("", "公子哥儿", "邱八", "person", frozenset()) is None


def test_the_post_is_the_book_s_role_and_is_not_shown_before_its_chapter():
    cast = [("金俊山", "person", ["金俊山", "俊山"]), ("田福堂", "person", ["田福堂"])]
    texts = ["金俊山和玉亭他哥同年出生。", "书记田福堂和副书记金俊山都不识字。", "他要去找一回他们大队的副书记金俊山。"]
    found = {name: [r.role for r in said] for name, said in stated_roles(texts, cast, "zh").items()}
    assert found["金俊山"] == ["大队的副书记"]  # (twice a 副书记, once with the body it serves: that one shown)
    book = [P(f"1.{k + 1}.1", k + 1, 1, "text", t) for k, t in enumerate(texts)]
    people = [SimpleNamespace(name=n, kind=k, names=f) for n, k, f in cast]
    records = _roles(people, _stated_roles(people, book), lambda e, c: e.names, 1, 3)
    (record,) = records["金俊山"]
    # the role shown is dated by the chapter whose statement it quotes (3), never the first naming's (1)
    assert (record.note, record.evidence, record.reveal_at) == ("role: 大队的副书记", ["1.3.1"], 3)


def test_a_likeness_an_idiom_s_creature_or_a_habit_says_no_one_s_kind():
    # (九尾龟, 四世同堂: the card quoted these, and blocked the role the text writes with the name)
    for sentence, names in [("依着他们的口气，差不多说得个邱八就是个再世的李药师。", ["邱八"]),
                            ("月兰是个惊弓之鸟，更加寝食不安。", ["月兰"]), ("李四爷是惯于早起的人，已经在门口等着他们。", ["李四爷"])]:
        assert summary_value(sentence, names).value == 0, sentence
    # …but a family's son, a scholar and a friend from childhood still say who
    assert summary_value("王五是个富家之子。", ["王五"]).full and summary_value("王五是个读书之人。", ["王五"]).full


def test_a_guess_asked_is_no_statement():
    from understory_cli.extractive.zh.guards import weakened
    assert weakened("又是小崔吧？", 2) == 0 and weakened("她大概也只知道他的名字叫孙少平？", 3) == 0
    assert weakened("令尊就是国华机器制造厂的总经理仲平先生？", 3) == 3  # (an echo states what it checks)
    # …nor is it a key passage's description (the card quoted a chapter's last line, 平凡的世界)
    from understory_cli.extractive.describe import description_score
    assert description_score("她大概也只知道他的名字叫孙少平？", ["孙少平"]) == 0
    assert description_score("王五是个车夫。", ["王五"]) == 3


def test_a_team_s_head_by_number_written_most_is_shown_so():
    cast = [("金俊武", "person", ["金俊武", "俊武"])]
    texts = ["二队长金俊武四十来岁。", "看见二队长金俊武担一担粪。", "二队长金俊武笑了。", "队长金俊武说。"]
    found = {name: [r.role for r in said] for name, said in stated_roles(texts, cast, "zh").items()}
    assert found["金俊武"] == ["二队长"] * 3


def test_a_courtesy_name_given_and_the_answer_to_who_someone_is_say_who():
    from understory_cli.extractive.describe import descriptions
    from understory_cli.analyze.summarize import sentences
    # (九尾龟: 号叫 gives the name, what follows says what he is; the answer to 你道他是谁人？ says who she is)
    said = "秋谷问他来历，方晓得他号叫云生，安徽人氏，是个浙江同知。"
    assert summary_value(said, ["王云生", "云生"]).full
    assert summary_value("就是四大金刚坐第一把交椅的陆兰芬哟！", ["陆兰芬"]).full
    # …not where someone is, nor another's
    assert not descriptions(sentences("便是这里的李四啊。"), ["李四"])
    assert not descriptions(sentences("就是他的李四。"), ["李四"])


def test_the_pronoun_after_an_identity_and_a_later_clause_s_copula_say_who():
    from understory_cli.extractive.describe import descriptions
    said = ["送郵票給格拉勒利亞小孩的，就是我所最歡喜的卡隆。", "他在同級中身軀最高大，年十四歲，是個大頭寬肩笑起來很可愛的小孩，卻已有大人氣。"]
    assert [(i, strength) for i, strength, _ in descriptions(said, ["卡隆"])] == [(0, 2)]
    # …not where the clause before meets someone else, whose the copula may be
    assert not descriptions(["王五看见李四，是个很高的汉子。"], ["王五"])
