"""Issue 43 §6, the card says who, in Japanese: the shapes 小公女 says what someone is in that the summary chooser
did not read — one told of by a noun and named sentences later (「あの寂しそうな小娘は、…。」…「名前はベッキイでした。」),
a copula given as a reason (「ジャネットは長女でしたので、…」), a noun of friendship in speech (「…仲よしなのよ」) —
and the namings that tell of no one (a name given after a named topic, or after speech). The book's sentences
are read from its EPUB; the namings that must not pair are written here."""

from __future__ import annotations

from collections import Counter

import pytest
from test_cards_say_who import _paragraphs, _sentence

from understory_cli.analyze.described import descriptions_of
from understory_cli.analyze.mentions import matcher
from understory_cli.analyze.summarize import sentences
from understory_cli.extractive.describe import descriptions, spoken, summary_value
from understory_cli.extractive.relations import relation_label, stated_relations
from understory_cli.extractive.types import Alias, NameEntity

from support.written_book import P

pytestmark = pytest.mark.corpus


def _chapter_up_to(folder: str, phrase: str, before: int) -> list[P]:
    """The `before` paragraphs of the book before the one holding `phrase`, and that one, as one chapter."""
    paragraphs = _paragraphs(folder)
    at = next(i for i, p in enumerate(paragraphs) if phrase in p)
    return [P(f"1.1.{j}", 1, 1, "text", text) for j, text in enumerate(paragraphs[at - before:at + 1])]


def _entity(name: str) -> NameEntity:
    return NameEntity(name, "person", [Alias(name, "1.1.0", 1, 3)], 3, {1: 3}, "1.1.0", "1.1.0", [1], 1.0, Counter())


def test_one_told_of_by_a_noun_and_named_paragraphs_later_is_described_by_that_noun():
    # 「あの寂しそうな小娘は、…追い使われているのでした。」, Sara asks her name, 「名前はベッキイでした。」
    chapter = _chapter_up_to("japanese/shokojo", "名前はベッキイでした", 3)
    found = descriptions_of([_entity("ベッキイ")], chapter, {"ベッキイ": matcher(["ベッキイ"])}, lambda e, c: [e.name])
    (paragraph, text), = found["ベッキイ"]
    assert paragraph is chapter[-1]  # cited and gated at the naming: the chapter that makes the statement
    assert text.startswith("あの寂しそうな小娘は") and text.endswith("…名前はベッキイでした。")
    assert summary_value(text, ["ベッキイ"]).full


def test_one_told_of_in_an_earlier_chapter_is_not_the_one_named():
    chapter = _chapter_up_to("japanese/shokojo", "名前はベッキイでした", 3)
    for p in chapter[:-1]:
        p.chapter_no = 0  # the girl told of ends the chapter before; a new one opens with the naming
    found = descriptions_of([_entity("ベッキイ")], chapter, {"ベッキイ": matcher(["ベッキイ"])}, lambda e, c: [e.name])
    assert "ベッキイ" not in found


@pytest.mark.parametrize("before", [
    "セエラは、その子を可哀そうに思いました。",  # the topic before is a name, not one told of
    "「あの寂しそうな小娘は、台所で働いているのよ。」",  # what a speaker says of someone
    "",  # nothing before it
])
def test_a_naming_after_no_one_told_of_is_no_description(before):
    said = sentences(before + "名前はベッキイでした。")
    assert descriptions(said, ["ベッキイ"], spoken(before + "名前はベッキイでした。", said), lambda: []) == []


def test_a_noun_told_of_too_long_before_the_naming_is_not_its_description():
    told = "あの寂しそうな小娘は、台所で働いているのでした。"
    between = "".join(f"セエラは{n}度考えました。" for n in range(12))
    said = sentences(told + between + "名前はベッキイでした。")
    assert descriptions(said, ["ベッキイ"], [False] * len(said)) == []


@pytest.mark.parametrize("phrase,name,noun", [
    ("ジャネットは長女でしたので", "ジャネット", "長女"),  # a copula given as a reason
    ("ラヴィニアとジェッシイは仲よしなのよ", "ジェッシイ", "仲よし"),  # a noun of friendship, said in speech
])
def test_a_noun_for_the_subject_before_a_reason_or_a_spoken_copula_says_who(phrase, name, noun):
    sentence = _sentence("japanese/shokojo", phrase)
    value = summary_value(sentence, [name])
    assert value.full and noun in sentence, sentence


def test_a_charge_one_holds_says_who():
    # the story's first sentence: 「ゴーシュは町の活動写真館でセロを弾く係りでした。」
    assert summary_value(_sentence("japanese/kenji", "セロを弾く係りでした"), ["ゴーシュ"]).full


@pytest.mark.parametrize("sentence", [
    "ベッキイは平気でしたので、黙っていました。",  # a word of quality: how she was
    "ベッキイは一人でしたので、黙っていました。",  # alone, not a person
])
def test_a_copula_of_a_reason_after_no_noun_for_a_person_says_nothing_of_who(sentence):
    assert not summary_value(sentence, ["ベッキイ"]).full


@pytest.mark.parametrize("phrase,forms,stated", [
    ("父のクルウ大尉と一緒に", ["セエラ", "クルウ大尉"], [("クルウ大尉", "父", "セエラ")]),  # the topic's father
    ("妹のアメリア嬢を見にやると", ["ミンチン先生", "アメリア嬢"], [("アメリア嬢", "妹", "ミンチン先生")]),  # the subject's
    ("セエラは女中のマリエットに", ["セエラ", "マリエット"], []),  # a role: what she is, no relation to セエラ
])
def test_a_tie_in_apposition_is_the_relation_of_the_topic_or_subject(phrase, forms, stated):
    paragraph = next(p for p in _paragraphs("japanese/shokojo") if phrase in p)
    found = stated_relations([paragraph], forms, "ja")
    assert [(r.subject, r.relation, r.other) for r in found] == stated
    assert [relation_label(r, "ja") for r in found] == [f"{other}の{relation}" for _, relation, other in stated]
