"""Issue 43, the card says who: a noun for a kind of person written with the name anywhere in the book, decided by
its head and jieba's reading, not a list (zh/role_nouns.py through zh/roles.py): before the name with what says
which (镇公所的帐房先生王五), or after a copula (张三，是骑兵团的上尉); never a kin word, a question, a denial."""

from __future__ import annotations

from understory_cli.extractive.roles import stated_roles

CAST = [("王五", "person", ["王五"]), ("张三", "person", ["张三"]), ("李四", "person", ["李四"]),
        ("赵六", "person", ["赵六"])]


def _roles_of(texts: list[str]) -> dict[str, list[str]]:
    return {name: [r.role for r in said] for name, said in stated_roles(texts, CAST, "zh").items()}


def test_a_role_noun_with_what_says_which_before_the_name_once_anywhere():
    found = _roles_of(["张三和李四在院子里说话。", "王五走进来坐下。", "天黑了，王五还不走。", "第二天，张三去找镇公所的帐房先生王五。"])
    assert found["王五"] == ["镇公所的帐房先生"]


def test_a_role_noun_before_the_name_written_twice_counts_without_a_list():
    found = _roles_of(["张三和李四在院子里说话。", "李四去请兽医王五。", "张三说话。", "兽医王五来了。"])
    assert found["王五"] == ["兽医", "兽医"]


def test_a_comma_copula_says_the_role_as_the_book_writes_it():
    found = _roles_of(["王五来了。", "张三，是骑兵团的上尉，住在城里。", "李四坐下。", "張三也來了。"])
    assert found["张三"] == ["骑兵团的上尉"]


def test_a_kin_word_a_question_a_denial_a_persons_modifier_say_no_role():
    found = _roles_of(["王五来了。", "张三是王五的哥哥。", "李四是医生吗？", "赵六不是医生。", "王五是李四的儿子。",
                       "张三坐下。", "李四走了。", "赵六笑了。"])
    assert found == {}


def test_another_surname_s_title_or_a_list_before_the_name_is_not_its_role():
    # 王校长李四: the 校长 is 王's; 医生、护士赵六: a list; 李教授李四: jieba reads one name, the surname 李四's own
    found = _roles_of(["王五来了。", "王校长李四走了进来。", "医生、护士赵六都在。", "张三笑了。"])
    assert "李四" not in found and "赵六" not in found
    assert _roles_of(["王五来了。", "但是，李教授李四呀！", "张三笑了。"])["李四"] == ["教授"]


def test_an_idiom_closing_with_a_head_or_a_question_is_no_role():
    # 知书识理: an idiom whose last character heads 经理 too; a role asked in a question is not stated
    found = _roles_of(["王五来了。", "知书识理张三也到了。", "“令尊就是镇公所的兽医李四？”", "张三笑了。", "李四走了。"])
    assert found == {}


def test_a_title_form_inside_another_s_name_or_a_verb_s_dispatch_is_no_role():
    cast = [("老太爷", "person", ["老太爷"]), ("李保", "person", ["李保"]), ("张三", "person", ["张三"])]
    found = stated_roles(["老太爷死了。", "冯老太爷是一位绅士，又是名士。", "夫人特差李保前去。", "张三笑了。"], cast, "zh")
    assert found == {}


def test_a_quality_s_one_is_no_calling():
    # 慈仁者: "a benevolent one" closes with 者 like 记者, but names a quality
    cast = [("玉帝", "person", ["玉帝"]), ("张三", "person", ["张三"])]
    assert stated_roles(["张三来了。", "玉帝是慈仁者。", "玉帝笑了。"], cast, "zh") == {}
