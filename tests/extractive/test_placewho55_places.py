"""Issue 43 §6, places and bodies on unseen books: a katakana town of a country the book names (ドーヴァー), an old
Japanese kanji name of a country (希臘, 埃及), an
old province or county (Gascony, Kent), a bank or a company by the word the text writes after its name over its uses
(テルソン銀行, 益中公司, Tellson's bank), and the kind of place written after a one-word name ("the Luxembourg
palace")."""

from __future__ import annotations

from types import SimpleNamespace

from understory_cli.extractive.en.roles import named as en_named, said as en_said
from understory_cli.extractive.en.venues import venue_votes
from understory_cli.extractive.gazetteer import placed
from understory_cli.extractive.ja.roles import named as ja_named
from understory_cli.extractive.place_kinds import rekinded
from understory_cli.extractive.roles import stated_roles
from understory_cli.extractive.types import Alias, Candidate, NameEntity
from understory_cli.extractive.zh.roles import named as zh_named


def _kinds(places: dict[str, tuple[str, ...]], language: str) -> dict[str, tuple[str, str]]:
    return {key: (p.kind, p.country) for key, p in placed(places, language, home=True).items()}


def _entity(name: str, kind: str, mentions: int) -> NameEntity:
    return NameEntity(name, kind, [Alias(name, "1.1", 1, mentions)], mentions, {1: mentions}, "1.1", "1.9", [1], 1.0)


def _paragraphs(texts: list[str]) -> list[SimpleNamespace]:
    return [SimpleNamespace(locator=f"1.{i}", chapter_no=1, volume_no=1, kind="paragraph", text=t)
            for i, t in enumerate(texts)]


def test_a_katakana_town_spelt_with_v_in_a_country_the_book_names():
    # ドーヴァー is geonames' ドーバー, a town of 41,000 in England: a town of the country the book names
    assert _kinds({"d": ("ドーヴァー",), "e": ("イギリス",)}, "ja")["d"] == ("city", "GB")
    # …but no town below the cities' floor where the book names no country of it
    assert _kinds({"d": ("ドーヴァー",)}, "ja") == {}


def test_old_japanese_writes_a_foreign_country_by_its_chinese_name():
    assert _kinds({"g": ("希臘",), "e": ("埃及",), "p": ("波斯",)}, "ja") == {
        "g": ("country", "GR"), "e": ("country", "EG"), "p": ("country", "IR")}
    # a Chinese country name ending in a hill's word is a hill in a Japanese book (獅子山, Sierra Leone in Chinese)
    assert _kinds({"s": ("獅子山",)}, "ja") == {}


def test_an_old_province_or_a_county_says_its_kind():
    assert en_named("Gascony", "place") == "province" and en_named("Kent", "place") == "county"
    assert en_named("Lowick", "place") is None
    assert ja_named("ガスコーニュ", "place") == "フランスの旧州"


def test_the_kind_of_place_written_after_a_one_word_name():
    assert en_said(" the", " palace, where the queen", "Luxembourg", "place", frozenset()) == "palace"
    assert en_said("", " parish and", "Lowick", "place", frozenset()) == "parish"
    assert en_said("in the palace of the ", "", "Luxembourg", "place", frozenset()) == "palace"
    # a village's people, a palace's guard: what is in or of the place
    assert en_said(" the", " village people", "Lowick", "place", frozenset()) is None
    assert en_said(" the", " palace guard", "Luxembourg", "place", frozenset()) is None


def test_a_bank_by_the_word_written_after_its_name_over_its_uses():
    texts = ["ロリー氏はテルソン銀行の事務員であった。", "テルソン銀行は古い家であった。ロリー氏はうなずいた。",
             "ロリー氏はテルソンへ戻った。", "「テルソンのためです」とロリー氏は言った。", "ロリー氏は銀行家だった。"]
    bank, lorry = _entity("テルソン", "term", 4), _entity("ロリー", "person", 5)
    rekinded([bank, lorry], _paragraphs(texts), "ja")
    assert (bank.kind, lorry.kind) == ("organisation", "person")
    roles = stated_roles(texts, [("テルソン", "organisation", ["テルソン"])], "ja")
    assert {r.role for r in roles["テルソン"]} == {"銀行"}
    # once is no statement; a banker (銀行家) is a person of it, and a person's name a bank bears is still his
    once = _entity("ジョーンズ", "term", 4)
    rekinded([once], _paragraphs(["ジョーンズ銀行が見えた。ジョーンズは走った。ジョーンズ銀行家。ジョーンズ。"]), "ja")
    assert once.kind == "term"


def test_a_company_in_chinese_and_a_bank_in_english():
    texts = ["益中公司的股票跌了。", "他们到益中公司去。", "益中的事情很多。"]
    company = _entity("益中", "term", 3)
    rekinded([company], _paragraphs(texts), "zh")
    assert company.kind == "organisation"
    assert {r.role for r in stated_roles(texts, [("益中", "organisation", ["益中"])], "zh")["益中"]} == {"公司"}
    # …and a body whose own name ends in its kind (锻炼's 国民小学), in Chinese and Japanese
    assert zh_named("国民小学", "organisation") == "小学" and zh_named("公司", "organisation") is None
    assert ja_named("帝国銀行", "organisation") == "銀行"
    candidates = {"Tellson": Candidate("Tellson", 3)}
    venue_votes(_paragraphs(["He was a clerk at Tellson's Bank.", "Tellson's bank was old.", "Tellson was dark."]),
                candidates)
    assert max(candidates["Tellson"].kind_votes.items(), key=lambda kv: kv[1])[0] == "organisation"
    assert en_said(" at", "'s Bank in Temple Bar", "Tellson", "organisation", frozenset()) == "bank"
    # a river's bank, a man's company, are no body
    assert en_said(" the", " bank was steep", "Thames", "organisation", frozenset()) is None



def test_a_county_named_after_a_hill_says_it_is_a_county():
    # 儒林外史's 蕭山 (Xiaoshan): 蕭山縣 three times, never a hill; 東溪村山 is still the hill of a village
    texts = ["勿用，字潛齋，是蕭山縣人。", "方巾的說的都是些蕭山縣的話。", "同蕭山縣來的兩個差人。", "換船來到蕭山。"]
    assert {r.role for r in stated_roles(texts, [("蕭山", "place", ["蕭山"])], "zh")["蕭山"]} == {"縣"}
    hill = ["東溪村山上有樹。", "東溪村山下有水。"]
    assert {r.role for r in stated_roles(hill, [("東溪村", "place", ["東溪村"])], "zh")["東溪村"]} == {"村"}
