"""Issue 43 §6, stop 64's review: shapes stop 64's Chinese cards read wrongly, each a general way a sentence speaks of
someone else or of no kind of person: a later clause's 是个 after someone the clause before brings in (zh/named_one.py's
LATER_CLAUSE), a pronoun after an identity with another antecedent (zh/guards.fits), 公子 and then a son's name, a
grade glued to another (正副主任) or 正 as an adverb, an identity's 的-phrase telling an event (zh/identifying.THIS_IS),
a disguise or a beast after 名叫, a quoted guess — and the likeness, idiom and habit guards kept narrow
(zh/copula_next.py: 善于经商的商人, 一家之主, 太子之师 still say who)."""

from __future__ import annotations

import pytest

from understory_cli.extractive.describe import description_score, descriptions, summary_value
from understory_cli.extractive.roles import stated_roles
from understory_cli.extractive.zh import roles


def _roles(texts: list[str], cast: list[tuple[str, str, list[str]]]) -> dict[str, list[str]]:
    return {name: [r.role for r in said] for name, said in stated_roles(texts, cast, "zh").items()}


@pytest.mark.parametrize("sentence, name", [
    ("周德福有个女儿，是个十六岁的姑娘。", "周德福"), ("王大顺有个哥哥，在城里做事，是个有名的医生。", "王大顺"),
    ("孙福贵出了门，迎面来了一个人，是个年轻的后生。", "孙福贵"), ("王五娶了一个媳妇，是个好女人。", "王五"),
    ("王五雇了一个车夫，是个年轻的小伙子。", "王五"), ("王五生了个儿子，是个胖小子。", "王五"),
    ("王五收了一个徒弟，是个十几岁的孩子。", "王五"), ("王五在院子里，身旁站着一个人，是个三十来岁的汉子。", "王五"),
    ("宝玉回头一瞧，原来是个十来岁的男孩。", "宝玉")])
def test_a_later_clause_s_copula_after_someone_brought_in_is_theirs(sentence, name):
    assert not descriptions([sentence], [name])


def test_a_later_clause_s_copula_still_says_who_with_no_one_between():
    assert descriptions(["卡隆在同级中身躯最高大，年十四岁，是个大头宽肩的小孩。"], ["卡隆"])


def test_a_pronoun_after_an_identity_with_another_antecedent_is_not_the_name_s():
    assert not descriptions(["那天来找她的，就是李秀英。", "她在屋里哭了一夜，是个苦命的女人。"], ["李秀英"])
    assert not descriptions(["王五正在吃饭，门外走来一个陌生人。", "他穿着一身旧衣裳，是个三十来岁的汉子。"], ["王五"])
    assert descriptions(["王五走了进来。", "他在门口站了一会，是个年轻的后生。"], ["王五"])  # (the one antecedent)


def test_young_master_then_a_name_is_the_son_s_not_the_father_s():
    assert roles.said("", "公子宝玉年方十三", "贾政", "person", frozenset()) is None
    assert "贾政" not in _roles(["贾政公子宝玉年方十三。", "贾政叹道。"], [("贾政", "person", ["贾政"])])
    assert roles.said("浙江一省大家都晓得", "公子的大名", "邱八", "person", frozenset()) == "公子"


def test_a_grade_glued_to_another_or_an_adverb_is_not_the_post_s():
    assert _roles(["正副主任冯德山、陈福生都来了。", "冯德山说。"], [("冯德山", "person", ["冯德山"])])["冯德山"] == ["主任"]
    assert _roles(["这时正队长王五走进来。", "王五说。"], [("王五", "person", ["王五"])])["王五"] == ["队长"]
    assert roles.said("会战总指挥是公社副主任", "，副总指挥", "徐治功", "person", frozenset()) == "副主任"


def test_an_identity_s_phrase_telling_an_event_says_no_one_s_kind():
    assert description_score("走在最前面的，就是今天刚拉回来的王满银。", ["王满银"]) == 0
    assert description_score("走在最前面的，就是已经死了的王满银。", ["王满银"]) == 0
    assert description_score("就是四大金刚坐第一把交椅的陆兰芬哟！", ["陆兰芬"]) == 3  # (金刚: no 刚, "just")


def test_a_disguise_or_a_beast_named_is_no_one_introduced():
    for sentence, name in [("他假扮成一个名叫张三的商人。", "张三"), ("他冒充一个名叫张三的商人。", "张三"),
                           ("村里有个名叫阿黄的畜生。", "阿黄")]:
        assert not summary_value(sentence, [name]).full, sentence
    assert summary_value("还有一个名叫卡罗·诺琵斯的高傲的少年绅士。", ["卡罗·诺琵斯"]).full


def test_a_guess_in_quoted_speech_is_no_statement():
    assert description_score("“钱秀兰是个寡妇吧？”他问。", ["钱秀兰"]) == 0
    assert description_score("“钱秀兰是个寡妇。”他说。", ["钱秀兰"]) == 3


@pytest.mark.parametrize("sentence, name", [
    ("吴长贵是个善于经商的商人。", "吴长贵"), ("赵德山是个一家之主。", "赵德山"), ("佛如来是治世之尊。", "佛如来"),
    ("王五是一时之杰。", "王五"), ("王五是孔子之孙。", "王五"), ("王五是个名门之后。", "王五"), ("王五是一国之君。", "王五"),
    ("王五是个有妇之夫。", "王五"), ("王五是个当今的才子。", "王五"), ("王五就是个善于钻营的官。", "王五")])
def test_a_habit_or_an_idiom_closed_by_a_person_noun_still_says_who(sentence, name):
    assert description_score(sentence, [name]) == 3


@pytest.mark.parametrize("sentence", ["王五是个惊弓之鸟。", "王五是个井底之蛙。", "王五是惯于早起的人。", "王五是个再世的华佗。",
                                      "王五便是个当今的张红拂。"])
def test_a_creature_s_idiom_a_bare_habit_or_a_likeness_says_no_kind(sentence):
    assert description_score(sentence, ["王五"]) == 0
