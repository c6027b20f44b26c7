"""The summary chooser (issue 23): which sentences say what their subject is, and which one an entry
shows first. Rules for sentence shapes, no names: each case is written for the shape, in two languages."""

from __future__ import annotations

from understory_cli.analyze.mentions import matcher
from understory_cli.analyze.offline import _descriptions
from understory_cli.extractive import Alias, NameEntity
from understory_cli.extractive.describe import description_score, descriptions, is_full_description
from understory_cli.store.books import StoryParagraph


def test_a_role_without_an_article_says_what_the_subject_is():
    assert is_full_description("The Woggle-Bug was head professor at the Royal College of Oz.", ["Woggle-Bug"])
    assert is_full_description("Roquat was king of the Nomes, and a cruel one.", ["Roquat"])
    # an idiom is no role
    assert not is_full_description("Dorothy was master of the situation.", ["Dorothy"])
    # a role noun elsewhere in the sentence, with no copula after the name, says nothing of it
    assert not is_full_description("Jack felt no fear at meeting the ruler of this city.", ["Jack"])


def test_what_someone_is_doing_is_no_description_and_a_dialogue_tag_is_a_weak_one():
    assert description_score("Then she kissed the Tin Woodman, who was weeping in a way most dangerous.",
                             ["Tin Woodman"]) == 0
    assert description_score("They sat watching Jim, who was still busily eating.", ["Jim"]) == 0
    assert description_score("The Scarecrow, who was never tired, stood up.", ["Scarecrow"]) == 2
    assert is_full_description("Uncle Henry, who was a farmer, sat on the doorstep.", ["Uncle Henry"])
    said = "“On the contrary,” airily remarked the Woggle-Bug, who was walking along, “it is fortunate.”"
    assert descriptions([said], ["Woggle-Bug"]) == []
    tag = "“Very well,” replied the smiling Jack, who had been in no wise confused by his tumble."
    assert [s for _, s, _ in descriptions([tag], ["Jack"])] == [1]


def test_an_apposition_is_a_noun_phrase_not_the_next_clause():
    assert not is_full_description("The morning after the balloon had gone up with Oz, the four travelers met "
                                   "in the Throne Room and talked matters over.", ["Oz"])
    assert is_full_description("Glinda, the Good Witch of the South, smiled at them.", ["Glinda"])


def test_a_place_named_as_someone_s_home_is_described():
    assert is_full_description("Their estate was large, and their residence was at Norland Park, in the centre "
                               "of their property.", ["Norland"])
    assert is_full_description("His name was Willoughby, and his present home was at Allenham.", ["Allenham"])
    assert not is_full_description("They walked to Allenham in the rain.", ["Allenham"])


def test_chinese_introductions_offices_and_nicknames_say_what_the_subject_is():
    assert is_full_description("这天上有三十三座天宫，乃遣云宫、毗沙宫、五明宫……", ["天宫"])
    assert is_full_description("使一口青龙偃月刀，人称为大刀关胜。", ["关胜"])
    assert is_full_description("林冲问道：“莫不是现做金枪班教师徐宁？”", ["徐宁"])
    # a name given to someone else, with a title of this entry's in it, is not this entry's
    assert not is_full_description("都称为罗汉菩萨。", ["菩萨"])
    assert not is_full_description("洞外有猴头，称为花果山水帘洞洞主。", ["水帘洞"])


def _p(chapter: int, text: str, n: int = 1) -> StoryParagraph:
    return StoryParagraph(f"1.{chapter}.{n}", chapter, 1, "text", text)


def _chosen(paragraphs: list[StoryParagraph], name: str) -> list[str]:
    chapters = sorted({p.chapter_no for p in paragraphs if name in p.text})
    entity = NameEntity(name, "person", [Alias(name, paragraphs[0].locator, chapters[0], len(paragraphs))],
                        len(paragraphs), {c: 1 for c in chapters}, paragraphs[0].locator, paragraphs[-1].locator,
                        [1], 1.0)
    out = _descriptions([entity], paragraphs, {name: matcher([name])}, lambda e, chapter: [name])
    return [text for _, text in out.get(name, [])]


def test_a_quality_is_no_summary_line_and_the_window_opens_at_the_first_description():
    filler = [_p(c, f"Jim went on in chapter {c}.") for c in range(2, 12)]
    paragraphs = [_p(1, "Jim was very stubborn."), *filler, _p(12, "Jim was a cab-horse from San Francisco.")]
    # a quality holds no window open: the description eleven chapters on is the summary
    assert _chosen(paragraphs, "Jim") == ["Jim was a cab-horse from San Francisco."]
    # a relation opens the window; a full description within it wins, one past it is the next step
    near = [_p(1, "Jim, whose master was Zeb, stopped."), *filler[:3], _p(5, "Jim was a cab-horse.")]
    assert _chosen(near, "Jim") == ["Jim was a cab-horse."]
    far = [_p(1, "Jim, whose master was Zeb, stopped."), *filler, _p(12, "Jim was a cab-horse.")]
    assert _chosen(far, "Jim") == ["Jim, whose master was Zeb, stopped.", "Jim was a cab-horse."]
