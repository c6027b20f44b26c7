"""Issue 43 §6, the card says who in Japanese (stop 64): what older and formal prose writes with a name — a rank or a
peerage before it (「海軍少尉男爵川島武男」), the rank after it as a title (「片岡中将は」), a classical introduction
(「…とて、…男なり」, 「…というはこの娘なり」), a kin relation to a named person with 当たる (「武男が従兄に当たる千々岩」),
a kin of a named person set off by 、 before the naming, a household's role before the name (「執事の田崎」), a classical
copula (なり, なりき, にて) — says who the person is (ja/ranked.py, ja/describe.py). The sentences are written here, in the
manner of a Meiji novel."""

from __future__ import annotations

from collections import Counter

import pytest

from understory_cli.analyze.described import descriptions_of
from understory_cli.analyze.mentions import matcher
from understory_cli.extractive.describe import description_score, excerpt, summary_value
from understory_cli.extractive.types import Alias, NameEntity

from support.written_book import P


def _full(sentence: str, name: str) -> bool:
    return summary_value(sentence, [name]).full


@pytest.mark.parametrize("sentence,name", [
    ("その人は海軍少尉男爵川島武男と呼ばれ、このたび妻を迎えたり。", "武男"),  # the surname between rank and name
    ("陸軍中将子爵片岡毅とて名は海内に震える将軍なり。", "片岡"),  # the surname read, its given name after it
    ("貴族院議員子爵加藤俊明氏が来たりぬ。", "加藤"),
])
def test_a_rank_or_a_peerage_written_before_the_name_says_who(sentence, name):
    assert description_score(sentence, [name]) == 3 and _full(sentence, name)


def test_a_long_sentence_is_cut_to_the_rank_and_the_name():
    sentence = ("前回かりに壮夫といえるは、海軍少尉男爵山川武夫と呼ばれ、このたび良媒ありて縁談整い、つい先月の事にて、"
                "ここしばしの暇を得たれば、新婦とその実家よりつれて来し老婢一人を伴いて、三日がほど温泉に遊びて、今日しも帰京の途なり。")
    assert excerpt(sentence, ["武夫"]) == "…海軍少尉男爵山川武夫と呼ばれ…"


def test_a_rank_after_the_name_is_a_relation_s_strength_a_wife_s_title_is_none():
    assert description_score("片岡中将は書斎の椅子に倚りぬ。", ["片岡"]) == 2
    assert description_score("片岡子爵夫人は笑いぬ。", ["片岡"]) == 0  # the wife, not the viscount


@pytest.mark.parametrize("sentence,name", [
    ("こは武男が従兄に当たる千々岩安彦とて、当時参謀本部の下僚におれど、腕ききの聞こえある男なり。", "千々岩"),
    ("浪子が伯母加藤子爵夫人の長女、千鶴子というはこの娘なり。", "千鶴子"),
    ("下の小座敷に話すは山木とかの田崎と呼ばれたる男なり。", "田崎"),
])
def test_a_classical_introduction_or_relation_says_who(sentence, name):
    assert description_score(sentence, [name]) == 3 and _full(sentence, name)


def test_a_relation_with_ataru_needs_a_named_anchor():
    assert description_score("彼の従兄に当たる千々岩は来たらず。", ["千々岩"]) < 3  # whose cousin: a pronoun's
    assert description_score("自分の従兄に当たる千々岩は来たらず。", ["千々岩"]) < 3


@pytest.mark.parametrize("sentence,name", [
    ("母はもとより執事の田崎も、さる相談にあずかりし覚えなしという。", "田崎"),
    ("書生の吉田が門をあけたり。", "吉田"),
])
def test_a_household_role_before_the_name_says_who(sentence, name):
    assert description_score(sentence, [name]) == 3


@pytest.mark.parametrize("sentence,name", [
    ("お駒は今年十五の少女なり。", "お駒"),
    ("お駒は今年十五の少女にて、姉を慕いぬ。", "お駒"),
])
def test_a_classical_copula_closes_a_description(sentence, name):
    assert description_score(sentence, [name]) == 3


def _entity(name: str) -> NameEntity:
    return NameEntity(name, "person", [Alias(name, "1.1.0", 1, 4)], 4, {1: 2, 2: 1, 3: 1}, "1.1.0", "1.3.0", [1, 2, 3],
                      1.0, Counter())


def test_a_statement_from_a_later_chapter_is_dated_at_that_chapter():
    # the name met in chapter 1 with nothing said of it; chapter 3 says who he is: the card waits for chapter 3
    chapters = {1: ["千々岩が来たり。", "千々岩は笑いぬ。"], 2: ["千々岩は去りぬ。"],
                3: ["こは武男が従兄に当たる千々岩安彦とて、腕ききの聞こえある男なり。"]}
    paragraphs = [P(f"1.{c}.{j}", c, 1, "text", text) for c, texts in chapters.items() for j, text in enumerate(texts)]
    found = descriptions_of([_entity("千々岩")], paragraphs, {"千々岩": matcher(["千々岩", "千々岩安彦"])},
                           lambda e, c: [e.name, "千々岩安彦"])
    (paragraph, text), *_ = found["千々岩"]
    assert paragraph.chapter_no == 3 and "従兄" in text


@pytest.mark.parametrize("sentence,name,strength", [
    ("その時、上の伏見屋の仙十郎が顔を出した。", "仙十郎", 2),  # the house he is of
    ("気の短い問屋の九太夫が来た。", "九太夫", 2),
    ("その日は部屋の太郎が来た。", "太郎", 0),  # a room, no house
    ("名古屋の花子に会う。", "花子", 0),  # a town whose name ends in 屋
])
def test_the_house_one_is_of_by_its_name_in_ya_is_a_relation_s_strength(sentence, name, strength):
    assert description_score(sentence, [name]) == strength


@pytest.mark.parametrize("sentence,name,strength", [
    ("子供もおりおり顔合わせしが、お豊の父山木もその管下にありて常に出入したり。", "山木", 3),  # whose father: お豊's
    ("将軍の長女浪子とめでたく式を挙げたり。", "浪子", 3),
    ("その娘お豊が来た。", "お豊", 0),  # a demonstrative's daughter: whose, it says not
    ("彼の妻お豊が来た。", "お豊", 0),  # a pronoun's
    ("三人の姉妹が来た。", "妹", 0),  # 姉妹 is one word
])
def test_a_kin_word_solid_before_the_name_says_who_where_whose_is_written(sentence, name, strength):
    assert description_score(sentence, [name]) == strength
