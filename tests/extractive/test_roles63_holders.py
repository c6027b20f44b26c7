"""A role written alone ties to its one holder (issue 43, stop 63: 紅與黑's 市長 of 德·萊納先生, 神甫 of 謝朗; "the
archdeacon"; 住職): from the role written beside his name, then its lone uses after that tie, per chapter; no tie
from a role beside someone else's name, a possessor (維裡埃的市長) or a conjunction (於連和神甫)."""

from __future__ import annotations

from understory_cli.extractive.holders import held_roles
from understory_cli.extractive.roles import stated_roles

ZH = ["第一章", "维里埃的市长德·莱纳先生站在花园里。", "于连走了进来。", "市长先生看了他一眼。", "于连不作声。",
      "市长说：“你来得正好。”", "德·莱纳夫人笑了。", "市长先生点点头。"]


def test_the_mayor_alone_is_the_man_the_text_wrote_it_beside_first():
    people = {"德·莱纳先生": "德·莱纳先生", "于连": "于连", "德·莱纳夫人": "德·莱纳夫人", "维里埃": "维里埃"}
    texts = ["" if t.startswith("第") else t for t in ZH]
    assert held_roles(texts, people, "zh") == [("德·莱纳先生", "市长", 1)]


def test_the_card_states_it_through_the_role_hook():
    # (神甫 is no role the old beside-the-name reading knows: the card said nothing of him)
    texts = ["", "于连来了。", "谢朗神甫站在门口。", "于连看见了他。", "神甫先生说：“进来吧。”", "于连进去了。", "神甫笑了。"]
    entities = [("谢朗", "person", ["谢朗"]), ("于连", "person", ["于连"])]
    roles = stated_roles(texts, entities, "zh")
    assert [(r.role, r.paragraph) for r in roles["谢朗"]] == [("神甫", 2)]
    assert "于连" not in roles


def test_no_tie_from_a_conjunction_a_possessor_or_one_stray_pair():
    texts = ["", "于连和神甫一起走了。", "神甫说话了。", "神甫笑了。", "神甫走了。", "维里埃的市长来了。", "维里埃市长说。",
             "市长笑了。", "市长走了。", "谢朗神甫来了。"]
    people = {"于连": "于连", "维里埃": "维里埃", "谢朗": "谢朗"}
    assert held_roles(texts, people, "zh") == []


def test_two_holders_of_one_role_each_in_their_chapters():
    texts = ["", "The archdeacon, Dr. Grantly, came in.", "The archdeacon sat.", "The archdeacon spoke to Harding.",
             "", "Dr. Stanhope, the archdeacon, rose.", "The archdeacon left.", "The archdeacon smiled at Harding."]
    people = {"Dr. Grantly": "Grantly", "Harding": "Harding", "Dr. Stanhope": "Stanhope"}
    assert held_roles(texts, people, "en") == [("Dr. Grantly", "archdeacon", 1), ("Dr. Stanhope", "archdeacon", 5)]


def test_japanese_the_priest_written_before_his_name_with_no():
    texts = ["", "住職の松雲が寺に戻った。", "半蔵は住職に会った。", "住職は笑った。", "住職が言った。"]
    people = {"松雲": "松雲", "半蔵": "半蔵"}
    assert held_roles(texts, people, "ja") == [("松雲", "住職", 1)]
    # a village's headman is the village's, never the village
    assert held_roles(["", "馬籠の庄屋が来た。", "庄屋は言った。", "庄屋が笑った。", "庄屋が来た。"], {"馬籠": "馬籠"}, "ja") == []


def test_japanese_a_title_after_the_name_and_an_office_as_which_the_name_acts():
    texts = ["", "松雲和尚の一行が着いた。", "和尚は笑った。", "和尚が言った。", "", "庄屋としての吉左衛門も骨が折れる。",
             "庄屋は黙った。", "庄屋が立った。"]
    people = {"松雲": "松雲", "吉左衛門": "吉左衛門"}
    assert held_roles(texts, people, "ja") == [("松雲", "和尚", 1), ("吉左衛門", "庄屋", 5)]


def test_a_pronoun_states_the_role_of_its_one_antecedent_of_its_sex_outside_speech():
    texts = ["", "于连走进了德尔维夫人的客厅。", "她笑了笑，他始终是一个受人尊重的家庭教师。", "家庭教师坐下了。", "家庭教师走了。"]
    people = {"于连": "于连", "德尔维夫人": "德尔维夫人"}
    assert held_roles(texts, people, "zh") == [("于连", "家庭教师", 2)]
    # in speech the pronoun is the speaker's, not the narration's
    spoken = ["", "于连走进来。", "德尔维夫人说：“他是家庭教师。”", "家庭教师坐下了。", "家庭教师走了。"]
    assert held_roles(spoken, people, "zh") == []


def test_english_a_title_before_the_name_and_no_tie_from_the_bishops_son():
    texts = ["", "The see would go to Archdeacon Grantly, the old bishop's son.", "The archdeacon waited.",
             "The archdeacon sighed.", "The bishop slept."]
    people = {"Grantly": "Grantly"}
    assert held_roles(texts, people, "en") == [("Grantly", "archdeacon", 1)]


def test_a_role_used_beside_its_tied_holders_own_name_is_someone_else():
    # 於連看著主教: two people in one sentence — the bishop is not the hero however often the hero is tied first
    texts = ["", "于连是主教。", "于连看着主教。", "主教看着于连。", "于连对主教说话。", "主教走了。", "主教笑了。", "主教睡了。"]
    people = {"于连": "于连"}
    assert held_roles(texts, people, "zh") == []


def test_a_place_or_a_common_noun_solid_before_an_office_holds_none():
    # 普鲁士国王: Prussia's king; 骠骑兵上校: a hussar colonel (骑兵, a common noun the finder kept, is no holder)
    texts = ["", "普鲁士国王来了。", "国王笑了。", "国王走了。", "骠骑兵上校来了。", "上校笑了。", "上校走了。"]
    assert held_roles(texts, {"普鲁士": "普鲁士", "骑兵": "骑兵"}, "zh") == []
    # a rank after a man's name is his title
    assert held_roles(["", "贝格中尉来了。", "中尉笑了。", "中尉走了。"], {"贝格": "贝格"}, "zh") == [("贝格", "中尉", 1)]


def test_a_form_written_with_another_space_is_the_form():
    texts = ["", "The archdeacon, Dr.\u00a0Grantly, came in.", "The archdeacon sat.", "The archdeacon left."]
    assert held_roles(texts, {"Dr. Grantly": "Grantly"}, "en") == [("Dr. Grantly", "archdeacon", 1)]


def test_a_mans_rank_is_never_a_womans_who_shares_his_surname():
    # North and South: Aunt Shaw married General Shaw; her entry holds the bare surname
    texts = ["", "She had married General Shaw long ago.", "The general was dead.", "The general's house was sold.",
             "The general had left debts.", "The general was buried."]
    assert held_roles(texts, {"Aunt Shaw": "Aunt Shaw", "Shaw": "Aunt Shaw"}, "en") == []
    assert held_roles(texts, {"Shaw": "Shaw"}, "en") == [("Shaw", "general", 1)]


LONE_EN = ["The bishop slept.", "The bishop woke.", "The bishop ate."]


def test_the_reviews_false_ties_tie_nothing():
    """Stop 63's review: a list or a vocative is no apposition; a he after a stranger is the stranger's; a pronoun
    inside a wish is no statement; a wife's or a deputy's title carries no office; a Japanese topic with another
    subject or a cleft states nothing of the topic."""
    def held(first: str, people: dict[str, str], lone: list[str], language: str) -> list:
        return held_roles(["", first, *lone], people, language)
    lone = [line.replace("bishop", "archdeacon") for line in LONE_EN]
    assert held("At dinner were Eleanor, the archdeacon, and Mr. Harding.", {"Eleanor": "Eleanor"}, lone, "en") == []
    assert held("“Yes, Mary, the doctor is here.”", {"Mary": "Mary"},
                [line.replace("bishop", "doctor") for line in LONE_EN], "en") == []
    assert held("Tom saw a stranger at the door. He was the new doctor.", {"Tom": "Tom"},
                [line.replace("bishop", "doctor") for line in LONE_EN], "en") == []
    assert held("Mr. Slope wished he was the bishop.", {"Mr. Slope": "Slope"}, LONE_EN, "en") == []
    assert held("于连大吃一惊。这年轻人转过身来，原来他就是阿格德主教。", {"于连": "于连"},
                ["主教走了。", "主教笑了。", "主教睡了。"], "zh") == []
    assert held("副市长王五来了。", {"王五": "王五"}, ["市长走了。", "市长笑了。", "市长睡了。"], "zh") == []
    wife = held("市长夫人笑了。市长德·莱纳先生来了。", {"德·莱纳先生": "德·莱纳先生", "市长夫人": "德·莱纳夫人"},
                ["市长走了。", "市长笑了。", "市长睡了。"], "zh")
    assert [(form, role) for form, role, _ in wife] == [("德·莱纳先生", "市长")]
    for first in ("半蔵は、父が庄屋だったので忙しい。", "半蔵が尊敬するのは住職だ。"):
        role = "庄屋" if "庄屋" in first else "住職"
        assert held(first, {"半蔵": "半蔵"}, [f"{role}は笑った。"] * 3, "ja") == [], first
