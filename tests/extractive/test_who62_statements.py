"""Stop 62 (issue 43 §6): a card says who the subject is from what the whole book states of it, and never a false
relation. The two false lines the held-out books showed came from a pronoun read as the wrong person's: "her late
sister, Miss Jenkyns" three sentences after a maid named in a clause about someone else, and 「可萊諦問他父親，
溫培爾脫親王…」, where the comma opens the question asked of the father, no apposition naming him."""

from __future__ import annotations

from understory_cli.extractive.relations import told_relations

EN_PEOPLE = [("Martha", ["Martha"]), ("Miss Jenkyns", ["Miss Jenkyns"]), ("Miss Matty", ["Miss Matty"])]
# the pronouns after the names say who is a woman (coreference's reading)
EN_SEXED = ["Martha came in, and she smiled.", "Martha sat down; she was tired.", "Martha laughed; she was glad.",
            "Miss Matty was there, and she was kind."]


def _en(texts: list[str]) -> set[tuple[str, str, str]]:
    return {(r.subject, r.relation, r.other) for r in told_relations(EN_SEXED * 3 + texts, EN_PEOPLE, "en")}


def test_a_pronoun_carries_on_only_an_earlier_sentence_s_subject():
    # Martha is named in a clause of a sentence whose subject is the narrator: "her" is not hers
    said = ("But I was not surprised when Martha came to my door. She came into the drawing-room at tea-time, as if "
            "to make up for some reproachful feeling against her late sister, Miss Jenkyns, which had troubled her.")
    assert not _en([said])
    # the subject of the sentence before carries on (Middlemarch's "Miss Brooke … She … her sister Celia")
    kept = ("Martha came to my door. She came into the drawing-room at tea-time, and spoke of her late sister, "
            "Miss Jenkyns, which was a surprise.")
    assert _en([kept]) == {("Miss Jenkyns", "sister", "Martha")}


ZH_PEOPLE = [("溫培爾脫", ["溫培爾脫"]), ("可萊諦", ["可萊諦"]), ("卡隆", ["卡隆"]), ("瑪利亞", ["瑪利亞"])]
ZH_SEXED = ["可萊諦來了，他很高興。"] * 3 + ["卡隆坐下了，他很忙。"] * 3 + ["瑪利亞來了，她很高興。"] * 3


def _zh(texts: list[str]) -> set[tuple[str, str, str]]:
    return {(r.subject, r.relation, r.other) for r in told_relations(ZH_SEXED + texts, ZH_PEOPLE, "zh")}


def test_a_comma_after_a_kin_that_is_asked_opens_the_question_not_an_apposition():
    assert not _zh(["可萊諦問他父親，溫培爾脫親王在軍隊中可拿劍。"])
    assert not _zh(["可萊諦问他父亲，溫培爾脫亲王在军队中可拿剑。"])
    # a kin named with a comma where nothing asks him is still read (他的父親，溫培爾脫，…)
    assert _zh(["可萊諦走進來，他的父親，溫培爾脫，也來了。"]) == {("溫培爾脫", "父親", "可萊諦")}
