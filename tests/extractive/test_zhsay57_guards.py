"""What a Chinese card line may not be (zh/guards.py), from books nobody tuned on: a question (上尉的女兒's
「這個普加喬夫是個什麼人？」, 挪威的森林's 「直子是何时开始拥有…的呢？」) and a pronoun's sentence whose 他 may stand for
someone the sentence before named after the subject (「領彼得·安德列伊奇上謝明·庫佐夫家去。他是個騙子」)."""

from __future__ import annotations

from understory_cli.extractive.describe import descriptions, summary_value


def test_a_question_is_no_card_line():
    # (its strength 0: `described._chosen` takes none under 2)
    assert [strength for _, strength, _ in descriptions(["“這個普加喬夫是個什麼人？”"], ["普加喬夫"])] == [0]
    assert [strength for _, strength, _ in descriptions(["直子是何时开始拥有如此完美肉体的呢？"], ["直子"])] == [0]
    # …a rising echo with no word that asks states what it checks (锻炼)
    assert [strength for _, strength, _ in descriptions(["“令尊就是国华机器制造厂的总经理仲平先生？”"], ["仲平"])] == [3]
    # …the same copula stated is one
    assert descriptions(["当然，直子是美丽的姑娘，肉体也富有魅力。"], ["直子"])[0][1] == 3


def test_a_pronoun_after_another_full_name_is_not_the_subject():
    pair = ["領彼得·安德列伊奇上謝明·庫佐夫家去。", "他是個騙子，放馬到我菜園子裡。"]
    assert descriptions(pair, ["彼得·安德列伊奇"]) == []
    assert not summary_value("".join(pair), ["彼得·安德列伊奇"]).full
    # the subject the only one named: the pronoun is theirs
    assert summary_value("王五走进屋来。他是个木匠，住在村东头。", ["王五"]).full
