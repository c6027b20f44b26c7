"""The summary chooser (issue 23): which sentences say what their subject is, and which one an entry
shows first. Rules for sentence shapes, no names: each case is written for the shape, in two languages."""

from __future__ import annotations

from understory_cli.analyze.mentions import matcher
from understory_cli.analyze.described import descriptions_of
from understory_cli.extractive.types import Alias, NameEntity
from understory_cli.extractive.describe import description_score, descriptions, is_full_description, summary_value
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
    # a quality in a relative clause is no relation (issue 43 §6: "Jack Pumpkinhead, who was a little overripe")
    assert description_score("The Scarecrow, who was never tired, stood up.", ["Scarecrow"]) == 0
    assert is_full_description("Uncle Henry, who was a farmer, sat on the doorstep.", ["Uncle Henry"])
    said = "“On the contrary,” airily remarked the Woggle-Bug, who was walking along, “it is fortunate.”"
    assert descriptions([said], ["Woggle-Bug"]) == []
    tag = "“Very well,” replied Billina, whose little round eyes were very sharp and seemed to see everything."
    assert [s for _, s, _ in descriptions([tag], ["Billina"])] == [1]


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
    out = descriptions_of([entity], paragraphs, {name: matcher([name])}, lambda e, chapter: [name])
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



def test_an_introduction_by_surname_and_given_name_says_who_the_person_is():
    """姓宋，名江 / 复姓公孙，单讳一个胜字 / …呼延赞嫡派子孙，单名唤个灼字: how the old novels bring someone in, the
    name never written whole (a descendant bears the forebear's surname); it had lost to a banner's 大将呼延灼."""
    for sentence, name in (("那押司姓宋，名江，表字公明，排行第三。", "宋江"), ("贫道复姓公孙，单讳一个胜字，道号一清先生。", "公孙胜"),
                           ("店主人道：“俺这村中有个大财主，姓柴名进。”", "柴进"), ("那知府覆姓慕容，双名彦达。", "慕容彦达"),
                           ("這馬兵都頭姓朱，名仝，身長八尺四五。", "朱仝")):
        assert is_full_description(sentence, [name]), sentence
    # another's name, a question, a surname alone
    assert not any(description_score(s, ["宋江"]) for s in ("一个姓宋，名清。", "你端的姓甚名谁？", "那人姓宋，也来了。"))
    # a land's people after a kinship word (使女埃及人夏甲: a maid from Egypt) ties no one to the land (創世記)
    assert not description_score("撒拉的使女埃及人夏甲、给亚伯拉罕所生的儿子、是以实玛利。", ["埃及"])
    introduced = ("高太尉奏道：“此人乃开国之初，河东名将呼延赞嫡派子孙，单名唤个灼字；使两条铜鞭，有万夫不当之勇。"
                  "臣举保此人。”当日起行，要呼延灼赴京听命。")
    banner = "只见城下兵马摆满，旗号上写道：“大将呼延灼”。"
    assert _chosen([_p(1, introduced), _p(2, banner)], "呼延灼") == [
        "高太尉奏道：“此人乃开国之初，河东名将呼延赞嫡派子孙，单名唤个灼字；使两条铜鞭，有万夫不当之勇。"]

def test_a_role_or_a_relation_in_apposition_says_what_the_named_one_is():
    # a role written right before the name: an office, a trade, a title
    assert is_full_description("梁中书传下令来，叫唤副牌军周谨向前听令。", ["周谨"])
    assert is_full_description("他那个女儿，就与了本处一个财主赵员外。", ["赵员外"])
    assert is_full_description("富安道：“门下知心腹的陆虞候陆谦，他和林冲最好。", ["陆谦"])  # his own surname's title
    assert not is_full_description("张都监蒋门神都在楼上。", ["蒋门神"])  # another surname's: another person
    assert not is_full_description("唤聚诸佛阿罗揭谛、菩萨金刚、比丘僧尼等众。", ["金刚"])  # one noun of a list
    # the naming word with the nickname quoted before the name
    assert is_full_description("为头那个大王，唤作‘神机军师’朱武，第二个唤做‘跳涧虎’陈达。", ["朱武"])
    # the name closing the first clause, taken up by the next: 那人…, or a copula after its modifier
    assert is_full_description("为头的神机军师朱武，那人原是定远人氏，能使两口双刀。", ["朱武"])
    assert is_full_description("此单表陕西大国长安城，乃历代帝王建都之地。", ["长安城"])
    assert not is_full_description("他来到长安城，乃是正午。", ["长安城"])  # after a verb: its object
    assert not is_full_description("附录　陈光蕊赴任逢灾　话表陕西大国长安城，乃帝王建都之地。", ["长安城"])  # a heading
    # English: a relation in apposition before the name
    assert is_full_description("And though the death of my old cousin, Mrs. Smith, was to set me free, it was "
                               "uncertain.", ["Mrs. Smith"])
    assert is_full_description("It was written by Sir John’s mother-in-law, Mrs. Jennings.", ["Mrs. Jennings"])
    assert not is_full_description("“I am sorry we cannot see your sister, Miss Dashwood,” said Miss Steele.",
                                   ["Miss Dashwood"])  # whom the speaker addresses
    assert not is_full_description("What Marianne considered a gift from her sister, Elinor was conscious must "
                                   "have been procured.", ["Elinor"])  # the subject of the next clause


def test_the_narrators_my_says_who_and_a_speakers_does_not():
    # issue 43 §6: a first-person narrator (a country-house detective novel's) is one the reader knows; a speaker's
    # "my" is to whom, a reader of the speech cannot tell
    narrated = "John Cavendish was my oldest friend, though I had not seen him for some years."
    assert is_full_description(narrated, ["John Cavendish"])
    assert is_full_description("Poirot was one of our most famous detectives.", ["Poirot"])
    said = "“John Cavendish is my oldest friend,” said Mary, “and you must be kind to him.”"
    assert not is_full_description(said, ["John Cavendish"])
    assert [s for _, s, _ in descriptions(['He said, "John Cavendish is my oldest friend."'], ["John Cavendish"])] == [1]
    # the middle of a long speech carries no marks of its own: the paragraph says it is spoken
    middle = ["“Come in.", "John Cavendish is one of my dearest friends.", "He will be glad.”"]
    assert [(i, s) for i, s, _ in descriptions(middle, ["John Cavendish"], [True, True, True])] == [(1, 1)]  # a quality
    assert [(i, s) for i, s, _ in descriptions(middle, ["John Cavendish"], [False, False, False])] == [(1, 3)]
    assert not summary_value(middle[1], ["John Cavendish"], spoken_text=True).full
