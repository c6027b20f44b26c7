"""Stop 62 (issue 43 §6): a card says who the subject is from what the whole book states of it, and never a false
relation. The two false lines the held-out books showed came from a pronoun read as the wrong person's: "her late
sister, Miss Jenkyns" after a maid, where "missus" named her mistress in between, and 「可萊諦問他父親，
溫培爾脫親王…」, where the comma opens the question asked of the father, no apposition naming him."""

from __future__ import annotations

from understory_cli.extractive.relations import told_relations

EN_PEOPLE = [("Martha", ["Martha"]), ("Miss Jenkyns", ["Miss Jenkyns"]), ("Miss Matty", ["Miss Matty"])]
# the pronouns after the names say who is a woman (coreference's reading)
EN_SEXED = ["Martha came in, and she smiled.", "Martha sat down; she was tired.", "Martha laughed; she was glad.",
            "Miss Matty was there, and she was kind."]


def _en(texts: list[str]) -> set[tuple[str, str, str]]:
    return {(r.subject, r.relation, r.other) for r in told_relations(EN_SEXED * 3 + texts, EN_PEOPLE, "en")}


def test_a_pronoun_after_a_person_named_by_a_common_noun_may_be_that_persons():
    # "missus" (Miss Matty) is named between Martha and "She": the pronoun may be hers, so no relation of Martha's
    said = ("But I was not surprised when Martha came to my bedroom door, to ask me to go down to dinner alone, for "
            "that missus had one of her bad headaches. She came into the drawing-room at tea-time, as if to make up "
            "for some reproachful feeling against her late sister, Miss Jenkyns, which had troubled her.")
    assert not _en([said])
    assert not _en([said.replace("missus", "her mistress")])
    # a subject pronoun before the name takes nothing from it (the review: "I called on Miss Matty. She told me…")
    told = "I called on Martha that morning. She told me a great deal about her sister, Miss Jenkyns, who was ill."
    assert _en([told]) == {("Miss Jenkyns", "sister", "Martha")}
    # the subject of the sentence before carries on (Middlemarch's "Miss Brooke … She … her sister Celia")
    kept = ("Martha came to my door. She came into the drawing-room at tea-time, and spoke of her late sister, "
            "Miss Jenkyns, which was a surprise.")
    assert _en([kept]) == {("Miss Jenkyns", "sister", "Martha")}
    # (nor only its subject: "a note came from Martha, asking us … She named her sister, Miss Jenkyns")
    kept = "A note came from Martha, asking us to tea. She named that she had also invited her sister, Miss Jenkyns."
    assert _en([kept]) == {("Miss Jenkyns", "sister", "Martha")}


ZH_PEOPLE = [("溫培爾脫", ["溫培爾脫"]), ("可萊諦", ["可萊諦"]), ("卡隆", ["卡隆"]), ("瑪利亞", ["瑪利亞"])]
ZH_SEXED = ["可萊諦來了，他很高興。"] * 3 + ["卡隆坐下了，他很忙。"] * 3 + ["瑪利亞來了，她很高興。"] * 3


def _zh(texts: list[str]) -> set[tuple[str, str, str]]:
    return {(r.subject, r.relation, r.other) for r in told_relations(ZH_SEXED + texts, ZH_PEOPLE, "zh")}


def test_a_comma_after_a_kin_that_is_asked_opens_the_question_not_an_apposition():
    assert not _zh(["可萊諦問他父親，溫培爾脫親王在軍隊中可拿劍。"])
    assert not _zh(["可萊諦问他父亲，溫培爾脫亲王在军队中可拿剑。"])
    # …nor does the sentence say who 溫培爾脫 is (describe.py's reading of a kin before the name)
    from understory_cli.extractive.describe import description_score
    assert description_score("可萊諦問他父親，溫培爾脫親王在軍隊中可拿劍。", ["溫培爾脫"]) == 0
    assert description_score("她的母亲陈氏走了进来。", ["陈氏"]) == 3
    # a kin named with a comma where nothing asks him is still read (他的父親，溫培爾脫，…)
    assert _zh(["可萊諦走進來，他的父親，溫培爾脫，也來了。"]) == {("溫培爾脫", "父親", "可萊諦")}
    # …nor where a kin spoken to is named in a closed apposition (問他父親，溫培爾脫，…), nor after 对/向 ("to")
    assert _zh(["可萊諦問他父親，溫培爾脫，在家嗎？"]) == {("溫培爾脫", "父親", "可萊諦")}
    assert _zh(["可萊諦對他父親，溫培爾脫，十分孝順。"]) == {("溫培爾脫", "父親", "可萊諦")}


def test_an_apposition_a_relative_clause_says_more_of_says_who():
    from understory_cli.extractive.describe import summary_value
    said = ("Schneider, the professor who treated me and taught me, too, in Switzerland, gave me just enough money "
            "for my journey.")
    assert summary_value(said, ["Schneider"]).full
    assert summary_value(said, ["Schneider"], spoken_text=True).full  # the prince says it, in a long speech
    assert not summary_value("Alice went on, a little while after, who knows where.", ["Alice"]).full
    # not a list's next item, nor a name spoken to (the review's: Oz's Santa Claus became "the wooden soldiers")
    for name, text in (("Santa Claus", "There sat Santa Claus, the wooden soldiers who had come with the Queen, and "
                                       "the Hilanders."),
                       ("Tom", "Tom, the others who had come with him, and Mary sat down."),
                       ("Margaret", "'Margaret, the men who are out will starve,' said Mr Hale.")):
        assert not summary_value(text, [name]).full, name


def test_which_one_of_a_family_before_the_name_says_who():
    from understory_cli.extractive.describe import summary_value
    assert summary_value("The middle daughter was now twenty-three, while the youngest, Aglaya, was twenty.",
                         ["Aglaya"]).full
    assert summary_value("The eldest daughter, Alexandra, was musical.", ["Alexandra"]).full
    # not what a verb or a preposition governs: a sentence about someone else
    assert not summary_value("He became especially fond of the younger, Alexey, who lived with them.", ["Alexey"]).full
    assert not summary_value("Of the elder, Ivan, I will only say that he grew into a morose boy.", ["Ivan"]).full
    assert not summary_value("He had three sons, the eldest, Dmitri, by his first wife.", ["Dmitri"]).full
    # nor a titled name spoken to
    assert not summary_value("“The youngest, Mrs Bennet, was always the silliest,” he said.", ["Mrs Bennet"]).full


def test_a_rank_after_the_name_and_an_office_with_its_polite_word_are_roles():
    from understory_cli.extractive.zh.roles import named
    from understory_cli.extractive.roles import stated_roles
    texts = ["父親在溫培爾脫親王部下打過仗。", "可萊諦說溫培爾脫親王在軍隊中。", "校長先生來了。"]
    roles = stated_roles(texts, [("溫培爾脫", "person", ["溫培爾脫"]), ("校長先生", "person", ["校長先生"])], "zh")
    assert [r.role for r in roles["溫培爾脫"]][:1] == ["親王"]
    assert named("校長先生", "person") == "校長" and named("王先生", "person") is None
    # a king after a name is a country's (普魯士國王: the king of Prussia, which the finder may file as a person)
    kings = stated_roles(["普魯士國王來了。", "普魯士國王走了。"], [("普魯士", "person", ["普魯士"])], "zh")
    assert not kings.get("普魯士")
    # …nor is a country's prince the country (英國親王: the Prince of Wales)
    princes = stated_roles(["英國親王來了。", "英國親王走了。"], [("英國", "person", ["英國"])], "zh")
    assert not princes.get("英國")


def test_a_statement_of_chapter_n_is_never_the_card_before_n():
    """The professor is first met in chapter 1 with nothing said of him; chapter 3 says who he is. His description
    record is chapter 3's, and the card shows the generated line until chapter 3 (wiki/extractive._summary_steps)."""
    from support.written_book import P

    from understory_cli.analyze.described import descriptions_of
    from understory_cli.extractive.types import Alias, NameEntity
    from understory_cli.store.points import Record
    from understory_cli.store.wiki import Span
    from understory_cli.wiki.extractive import _summary_steps
    from understory_cli.analyze.extractive import matcher

    lines = {1: "I had a letter from Schneider that morning, and I read it twice.",
             2: "Schneider wrote again, and I answered him the same day.",
             3: "Schneider, the professor who treated me and taught me, too, gave me the money for my journey."}
    paragraphs = [P(f"1.{c}.1", c, 1, "text", text) for c, text in lines.items()]
    entity = NameEntity(name="Schneider", kind="person", aliases=[Alias("Schneider", "1.1.1", 1, 3)], mentions=3,
                        chapter_mentions={1: 1, 2: 1, 3: 1}, first_locator="1.1.1", last_locator="1.3.1",
                        volumes=[1], salience=1.0)
    found = descriptions_of([entity], paragraphs, {"Schneider": matcher(["Schneider"])}, lambda e, c: e.names)
    (p, text), *_ = found["Schneider"]
    assert p.chapter_no == 3 and "the professor who treated me" in text
    generated = Span(text="A person first met in 1.1.", cites=[], reveal_at=1, generated=True)
    steps = _summary_steps([Record(1, text, [p.locator], "description", p.chapter_no)], [generated])
    assert [(s.text == text, s.reveal_at, s.until) for s in steps] == [(False, 1, 3), (True, 3, None)]
