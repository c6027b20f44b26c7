"""The learned card chooser (extractive/card_scorer.py): where the rules give an entry no description, the excerpt
of its first chapters a logistic scorer rates highest, above a learned threshold; below it nothing (the template
stands); the card quotes the chapter of its sentence (analyze/described.descriptions_of: a `Scored` pair, gated
at its paragraph's chapter). The weights are a file the bench writes (bench/train_cards.py)."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from understory_cli.analyze.described import Scored, descriptions_of
from understory_cli.analyze.mentions import matcher
from understory_cli.extractive import card_scorer
from understory_cli.extractive.card_features import FEATURES, others_pattern


def _para(chapter: int, k: int, text: str):
    return SimpleNamespace(chapter_no=chapter, kind="p", text=text, locator=f"1.{chapter}.{k}")


def _said(paragraphs, names):
    first = paragraphs[0].chapter_no
    return [(p, names, [p.text], [False], p.chapter_no == first) for p in paragraphs]


@pytest.mark.parametrize("names,plot,apposed", [
    (["Edmund"], "Edmund went out into the garden after breakfast.",
     "One morning her cousin Edmund, the youngest of the sons, found her crying on the attic stairs."),
    (["春梅"], "春梅走到门口，看了一眼。", "他家的丫头春梅是个十六岁的姑娘，生得很伶俐。"),
    (["お宮"], "お宮は門の前に立っていた。", "鴫沢の娘お宮という美しい女がいた。"),
])
def test_the_scorer_picks_the_apposition_over_a_plot_sentence(names, plot, apposed):
    paragraphs = [_para(1, 1, plot), _para(1, 2, apposed), _para(1, 3, plot)]
    found = card_scorer.chosen(_said(paragraphs, names), others_pattern(names))
    assert found is not None and found[0] is paragraphs[1] and found[1] == apposed
    # …and a plot sentence alone is below the threshold: nothing, the template stands
    assert card_scorer.chosen(_said([paragraphs[0], paragraphs[2]], names), others_pattern(names)) is None


def test_the_scored_card_is_its_own_chapter_s():
    """Rules read no full description of 金升 (a servant named in a line of action): the scorer's excerpt is the
    chapter-3 sentence, a `Scored` pair of that paragraph; with the text cut before chapter 3 there is none."""
    def entity(kind="person"):
        return SimpleNamespace(name="金升", names=["金升"], chapter_mentions={1: 2, 3: 1}, uncounted={}, mentions=3,
                               kind=kind)
    said = "正坐定了讲些别后的事情，老家人金升进来回道：“钱老爷都候在外头，请老爷出去。”"
    paragraphs = [_para(1, 1, "金升走到门口。"), _para(1, 2, "金升走到门口。"), _para(3, 1, said)]
    found = descriptions_of([entity()], paragraphs, {"金升": matcher(["金升"])}, lambda e, chapter: e.names)
    scored = [pair for pair in found["金升"] if isinstance(pair, Scored)]
    assert scored and scored[0].paragraph.chapter_no == 3 and "老家人金升" in scored[0].text
    assert scored[0].note() == card_scorer.SCORED
    early = descriptions_of([entity()], paragraphs[:2], {"金升": matcher(["金升"])}, lambda e, chapter: e.names)
    assert not any(isinstance(pair, Scored) for pair in early.get("金升", []))
    # a family, a title or a thing (川島 the house, 專區區長 the office) gets no scored card: only a person's
    family = descriptions_of([entity("organisation")], paragraphs, {"金升": matcher(["金升"])}, lambda e, chapter: e.names)
    assert not any(isinstance(pair, Scored) for pair in family.get("金升", []))


def test_a_long_sentence_is_cut_around_the_name():
    sentence = ("It was a long and weary day, and the rain fell without stopping on the roofs of the town, "
                "on the market and on the church, when the housemaid Rosanna, a girl from the reformatory, came "
                "back; and nobody, not even the steward or the cook or the gardener, had seen her go out at all.")
    card = card_scorer.cut(sentence, ["Rosanna"])
    assert "housemaid Rosanna" in card and len(card) <= card_scorer.CARD_CHARS["en"] + 2 and card.startswith("…")


def test_the_weights_file_loads_with_its_fields():
    data = json.loads(card_scorer.WEIGHTS.read_text(encoding="utf-8"))
    assert {"provenance", "books", "features", "weights", "bias", "threshold"} <= set(data)
    assert data["features"] == list(FEATURES) and len(data["weights"]) == len(FEATURES)
    assert "dev books" in data["provenance"] and 0 < data["threshold"] < 1
    weights, bias, threshold = card_scorer.model()
    assert weights == data["weights"] and threshold == data["threshold"]


def test_a_name_closing_a_long_sentence_is_quoted_with_its_clauses_not_alone():
    sentence = ("She had heard that the old Squire had been intimate with many great people, and that the most famous "
                "of all his friends, to whom he often wrote and whom he visited when in town, and in the country too, "
                "and at the sea, and in every place he went, was Lord Mauleverer.")
    card = card_scorer.cut(sentence, ["Lord Mauleverer"])
    assert card.endswith("was Lord Mauleverer.") and len(card) > 60 and len(card) <= card_scorer.CARD_CHARS["en"] + 2


def test_a_name_inside_a_longer_transliterated_name_is_no_candidate():
    """瑪麗亞 (a princess) written inside 瑪麗亞·費奧多羅夫娜 (the empress) is another's name: no card of hers."""
    sentence = "安娜·帕夫洛夫娜——皇后瑪麗亞·費奧多羅夫娜的宮廷女官和心腹，在歡迎瓦西里公爵時說過這番話。"
    paragraphs = [_para(1, 1, sentence)]
    assert card_scorer.rows(_said(paragraphs, ["瑪麗亞"]), others_pattern(["瑪麗亞"])) == []
    assert card_scorer.rows(_said(paragraphs, ["瑪麗亞·費奧多羅夫娜"]), others_pattern(["瑪麗亞·費奧多羅夫娜"]))


@pytest.mark.parametrize("names,others,sentence", [
    # an item of a list: the comma before "the merry old man" is no apposition (Oz's Santa Claus)
    (["Santa Claus"], [], "Ozma sent for the Scarecrow, the Tin Woodman, and Santa Claus, the merry old man, to the feast."),
    (["周三奶奶"], [], "母亲，周三奶奶，还有些个不认识的人，都在那里。"),
    # written into another's name: 川島 of 川島武男 (the noun is his)
    (["川島"], ["武男"], "海軍少尉男爵川島武男と呼ばれ、このたび良媒ありて式を挙げしは、つい先月の事にて。"),
])
def test_a_sentence_the_name_only_stands_in_is_no_candidate(names, others, sentence):
    paragraphs = [_para(1, 1, sentence)]
    assert card_scorer.rows(_said(paragraphs, names), others_pattern(names + others)) == []


def test_a_sentence_inside_speech_is_no_candidate():
    """「那个老头儿高诺瓦叶，人倒是挺好的」 is a speaker's opinion, not what the text says he is."""
    sentence = "那个老头儿高诺瓦叶，人倒是挺好的，他老围着我转，看上了我的钱。"
    said = [(_para(1, 1, sentence), ["高诺瓦叶"], [sentence], [True], True)]
    assert card_scorer.rows(said, others_pattern(["高诺瓦叶"])) == []
    assert card_scorer.rows([(p, n, s, [False], f) for p, n, s, _, f in said], others_pattern(["高诺瓦叶"]))
    # …and a name inside a quotation the narration opens mid-sentence (a call) is in speech too
    called = "Some years later, on the Monday as it might be, my lady says, “Sir John, your bailiff is a stupid old man."
    assert card_scorer.rows(_said([_para(1, 1, called)], ["Sir John"]), others_pattern(["Sir John"])) == []


@pytest.mark.parametrize("names,others,sentence", [
    # a noun after the name joined by no comma nor copula is another in the clause
    (["Mrs. Crawford"], ["The Admiral"],
     "The Admiral delighted in the boy, Mrs. Crawford doted on the girl; and it was the lady's death which now "
     "obliged her protegee, after some months' further trial at her uncle's house, to find another home."),
    # 巴黎格朗台先生儿子: the name's son (夏尔), not what 巴黎格朗台 is
    (["巴黎格朗台"], ["夏尔"], "夏尔——巴黎格朗台先生儿子就叫这个名字——听到有人问话，便拈起那片用一条金链挂在领子上的镜片。"),
    # a clause ends between the noun and the name: 祖父 is not what 大黄狗 is
    (["大黄狗"], ["祖父"], "我跟着祖父，大黄狗在后边跟着我。"),
])
def test_another_s_noun_gives_no_card(names, others, sentence):
    paragraphs = [_para(1, 1, sentence)]
    assert card_scorer.chosen(_said(paragraphs, names), others_pattern(names + others)) is None


def test_stale_weights_fail_clearly(tmp_path):
    """Weights learned over other features are an error, never a silent scorer reading the wrong columns."""
    stale = tmp_path / "card_weights.json"
    stale.write_text(json.dumps({"features": ["length"], "weights": [1.0], "bias": 0.0, "threshold": 0.5}))
    with pytest.raises(ValueError, match="train_cards"):
        card_scorer.model(stale)
