"""A main place with many uses and no entry (issue 43, books nobody tuned on): 长河's town 吕家坪 (55 uses), a village
of the book's own named by its head (坪, a flat; 坝, 寨, 堡, 垭), that seldom acts as people do and has a surname's
shape; 巴黎圣母院's 巴黎 (52), a city the gazetteer knows, whose country the book writes (法兰西 9 times) but never as a
candidate of its own."""

from __future__ import annotations

from collections import Counter

from understory_cli.extractive.zh.filters import _accepted
from understory_cli.extractive.zh.foreign import known_places
from understory_cli.extractive.zh.usage import _kind_votes, _Usage


def _village_uses() -> _Usage:
    # 吕家坪's figures in 长河: gone to and stayed in (到吕家坪, 在吕家坪) a quarter of its uses, never speaking
    return _Usage(count=55, tags=Counter({"new": 55}), opens=14, object_of=5, ends=8, place_context=14, owned=3,
                  left=Counter({c: 5 for c in "到在过向上了的，。"}), right=Counter({c: 5 for c in "的去人镇乡，。上有"}))


def test_a_village_named_by_its_head_is_a_place_candidate():
    u = _village_uses()
    assert _accepted("吕家坪", u, set())
    votes = _kind_votes("吕家坪", u)
    assert max(votes, key=votes.__getitem__) == "place"


def test_a_name_that_only_ends_like_a_village_is_not_made_one():
    # a word of two characters (草坪, a lawn) is no village's name; a surname's shape that speaks stays a person
    assert not _accepted("草坪", _Usage(count=55, tags=Counter({"n": 55}), ends=30, place_context=14), set())
    votes = _kind_votes("滕长顺", _Usage(count=55, tags=Counter({"new": 55}), speaks=12, opens=30, object_of=8))
    assert max(votes, key=votes.__getitem__) == "person"


def test_a_known_city_is_a_candidate_where_the_book_writes_its_country():
    # 法兰西 is written 9 times but is no candidate of its own (never gone to): it still says 巴黎 is a French city
    usages = {"巴黎": _Usage(count=52, tags=Counter({"ns": 52}), opens=13, object_of=2, place_context=17),
              "法兰西": _Usage(count=9, tags=Counter({"ns": 9}), opens=2)}
    out: dict = {}
    assert "巴黎" in known_places(usages, out) and "巴黎" in out


def test_the_home_country_alone_makes_no_city_a_candidate():
    # 中国 in a story at home is a word of talk: 北京 is no candidate for it (the gazetteer's home rule holds)
    usages = {"北京": _Usage(count=52, tags=Counter({"ns": 52}), opens=13, object_of=2, place_context=17),
              "中国": _Usage(count=9, tags=Counter({"ns": 9}), opens=2)}
    assert "北京" not in known_places(usages, {})


def test_in_the_streets_of_a_city_is_no_street_and_keeps_the_city():
    # 挪威的森林's 在东京街头闲逛 and 巴黎圣母院's 巴黎街頭: "the streets of" the city, no street named 东京街 that
    # would take the city's place (known_places leaves a name a longer candidate opens with); 牛津大街 stays a street
    from support.written_book import told_over

    from understory_cli.extractive.types import Candidate, Votes
    from understory_cli.extractive.zh.foreign import headed_places

    lines = ["我在东京街头闲逛了一整天。", "他一个人在东京街头走着。", "他们住在牛津大街的一所房子里。", "牛津大街上人很多。"]
    out = {"东京": Candidate("东京", 24, Votes({"place": 24.0})), "牛津": Candidate("牛津", 8, Votes({"place": 8.0}))}
    headed_places(told_over(lines, repeat=1), out)
    assert "东京街" not in out and "东京" in out
    assert "牛津大街" in out
