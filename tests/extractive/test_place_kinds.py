"""Issue 43 §6, a place's card says what the place is ("a kind of place, a true gazetteer line"), in books that never
name their own country: a Chinese book's 揚州 is a city of China, a Japanese book's 本郷 a town of Japan, a county
says so in its own last word (安東縣), a mountain (富士山), a region (九州) — and never a false line: no foreign city a
book does not name (东京 in an old Chinese novel), no mountain peak made of a man's given name (倪霜峰), no temple of a
town that bears a temple's name (修善寺), no place of a surname the book writes for a person (松本さん)."""

from __future__ import annotations

from types import SimpleNamespace

from understory_cli.extractive.gazetteer import placed
from understory_cli.extractive.ja.roles import named as ja_named
from understory_cli.extractive.roles import stated_roles
from understory_cli.extractive.zh.roles import named as zh_named
from understory_cli.wiki.extractive import _generated_lines

ALONE = SimpleNamespace(related=[], shared=None)


def _kinds(places: dict[str, tuple[str, ...]], language: str, people=frozenset()) -> dict[str, tuple[str, str]]:
    return {key: (p.kind, p.country) for key, p in placed(places, language, people, home=True).items()}


def test_a_book_s_own_country_needs_no_naming_but_a_foreign_one_does():
    # 儒林外史 names no country: its 揚州, 蘇州 (Traditional, looked up in both scripts) and 溫州 are cities of China
    assert _kinds({"y": ("揚州",), "s": ("蘇州",), "w": ("溫州",)}, "zh") == {
        "y": ("city", "CN"), "s": ("city", "CN"), "w": ("city", "CN")}
    # …while 水浒传's 东京 and 红楼梦's 京都 (Kaifeng, the capital) stay no Japanese city
    assert _kinds({"d": ("东京",), "k": ("京都",)}, "zh") == {}
    # a hill's or a water's name is a landmark of the book's own town (啼笑姻缘's 西山 and 北海, Beijing's hills and
    # lake), a city only of a million people or more (上海, 唐山)
    assert _kinds({"x": ("西山",), "b": ("北海",), "s": ("上海",), "t": ("唐山",)}, "zh") == {
        "s": ("city", "CN"), "t": ("city", "CN")}
    # a Japanese book's 熊本 and 京都 are cities of Japan with or without 日本 named
    assert _kinds({"k": ("熊本",), "t": ("京都",)}, "ja") == {"k": ("city", "JP"), "t": ("city", "JP")}


def test_a_japanese_book_s_own_town_or_quarter_in_kanji_is_a_town_of_japan():
    found = _kinds({"h": ("本郷",), "s": ("修善寺",), "k": ("柿の木",), "i": ("いとう",), "o": ("大久保",),
                    "g": ("萩野",)}, "ja")
    # (大久保 and 萩野 are towns too, but the dictionary reads them as surnames: 坊っちゃん's 萩野 is a family)
    assert found == {"h": ("town", "JP"), "s": ("town", "JP")}
    # a Chinese book gets no towns: a small place's two characters name too many things
    assert _kinds({"h": ("本郷",)}, "zh") == {}
    line = _generated_lines("place", "1.2", 2, ALONE, "ja", None, place=(placed({"h": ("本郷",)}, "ja", home=True)["h"], 0))
    assert line[0].text == "1.2で初めて登場する場所（日本の町）。"


def test_a_surname_the_book_writes_for_a_person_is_no_place():
    people = frozenset({"松本さん", "印度紳士"})
    # (印度紳士, the Indian gentleman, is no 印度 of a person's: 小公女's 印度 stays a country)
    assert _kinds({"m": ("松本",), "t": ("東京",), "i": ("印度",)}, "ja", people) == {
        "t": ("city", "JP"), "i": ("country", "IN")}
    assert _kinds({"y": ("揚州",)}, "zh", frozenset({"揚州"})) == {}
    # English compares whole forms only: London is a city in a book whose Londoner is a character
    assert _kinds({"l": ("London",)}, "en", frozenset({"Londoner"})) == {"l": ("city", "GB")}


def test_the_finder_asks_without_the_home_country():
    """zh/foreign.py asks whether a word is a known place to make it a candidate: a city of the book's own country
    the text never places is none for that (啼笑姻缘's 天津 stays no entry), only a card says it."""
    assert placed({"t": ("天津",)}, "zh") == {} and placed({"h": ("本郷",)}, "ja") == {}


def test_a_chinese_county_and_prefecture_say_their_kind_in_their_own_last_word():
    assert zh_named("安東縣", "place") == "縣" and zh_named("蕪湖縣", "place") == "縣"
    assert zh_named("處州", "place") == "州" and zh_named("岳州", "place") == "州"
    # an office or a speaker's county is none; 九州 is the whole land; a city the gazetteer knows is its to say
    assert [zh_named(n, "place") for n in ("王知縣", "本縣", "九州", "揚州")] == [None, None, None, None]
    line = _generated_lines("place", "1.7", 7, ALONE, "zh", None, role=SimpleNamespace(
        value="縣", reveal_at=7, cites=["1.7.2"]))[0]
    assert line.text == "地点，一个县，初见于1.7。"


def test_a_man_s_given_name_is_no_peak_but_a_shop_of_a_given_name_s_character_stays_a_building():
    # 儒林外史's 倪霜峰 is 倪老爹 (a man misfiled as a place); 文瀚樓 is a bookshop, though 鮑文卿 is called 文卿
    assert zh_named("倪霜峰", "place", people=frozenset({"倪老爹", "鮑文卿"})) is None
    assert zh_named("文瀚樓", "place", people=frozenset({"倪老爹", "鮑文卿", "文卿"})) == "樓"
    assert zh_named("王家庄", "place", people=frozenset({"王老爹"})) == "庄"  # a family's village


def test_a_japanese_place_s_own_last_word_or_region_says_its_kind():
    found = {n: ja_named(n, "place") for n in ("富士山", "西片町", "戸山ヶ原", "上野公園", "九州", "長良川")}
    assert found == {"富士山": "山", "西片町": "町", "戸山ヶ原": "野原", "上野公園": "公園", "九州": "日本の地方",
                     "長良川": "川"}
    # two characters are a surname as often (小川, 中村); a town bearing a temple's name is the gazetteer's (修善寺);
    # a place whose name opens one of the book's people's forms is a surname misfiled
    assert [ja_named(n, "place") for n in ("小川", "中村", "修善寺")] == [None, None, None]
    assert ja_named("杉山", "place", people=frozenset({"杉山先生"})) is None
    assert ja_named("大杉山", "place", people=frozenset({"大杉山先生"})) is None


def test_the_name_s_own_kind_is_stated_at_every_paragraph_writing_it():
    texts = ["三四郎は富士山を見た。", "富士山は昔からあった。", "東京で富士山の話をした。"]
    roles = stated_roles(texts, [("富士山", "place", ["富士山"]), ("三四郎", "person", ["三四郎"])], "ja")
    assert [(r.role, r.paragraph) for r in roles["富士山"]] == [("山", 0), ("山", 1), ("山", 2)]


def test_a_continent_is_said_so_in_the_book_s_language():
    # The Murder on the Links' South America, 子夜's 欧洲 in either script, Meiji Japanese's 欧州
    assert _kinds({"s": ("South America",), "e": ("歐洲",)}, "en") == {"s": ("continent", "005")}
    assert _kinds({"e": ("歐洲",), "a": ("亚洲",)}, "zh") == {"e": ("continent", "150"), "a": ("continent", "142")}
    assert _kinds({"e": ("欧州",), "y": ("ヨーロッパ",)}, "ja") == {"e": ("continent", "150"), "y": ("continent", "150")}
    # …for a card only: the finder's question is unchanged
    assert placed({"s": ("South America",)}, "en") == {}
    europe = (placed({"e": ("Europe",)}, "en", home=True)["e"], 0)
    assert _generated_lines("place", "1.1", 1, ALONE, "en", None, place=europe)[0].text == \
        "A place, a continent, first met in 1.1."
    assert _generated_lines("place", "1.1", 1, ALONE, "zh", None, place=europe)[0].text == "地点，一个大洲，初见于1.1。"


def test_a_villa_and_an_old_province_say_what_they_are():
    from understory_cli.extractive.en.roles import named as en_named
    assert en_named("Villa Geneviève", "place") == "villa"
    assert ja_named("越後", "place") == "日本の旧国" and ja_named("甲斐", "place") is None  # (甲斐: a word too)
