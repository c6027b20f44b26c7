"""A Chinese translation's world city filed as a person (issue 43, stop 65: a blind 欧也妮·葛朗台's 巴黎, 112 uses,
"person": the book writes 法国 but the finder kept no entry of it, so the gazetteer knew no country the city is of).
A foreign city of a million people or more, written as a place (在巴黎, 到巴黎, 从巴黎), is a place whatever country
the book names; a smaller one still needs its country (雷恩), and the book's own country's cities are left as filed."""

from __future__ import annotations

from types import SimpleNamespace

from understory_cli.extractive.gazetteer import placed
from understory_cli.extractive.types import Alias, NameEntity


def _entity(name: str, kind: str, mentions: int) -> NameEntity:
    return NameEntity(name, kind, [Alias(name, "1.1", 1, mentions)], mentions, {1: mentions}, "1.1", "1.9", [1], 1.0)


def _paragraphs(texts: list[str]) -> list:
    return [SimpleNamespace(locator=f"1.{i}", chapter_no=1, volume_no=1, kind="paragraph", text=t)
            for i, t in enumerate(texts)]


def test_a_world_city_written_as_a_place_is_one_though_no_country_is_named():
    from understory_cli.extractive.place_kinds import rekinded

    texts = ["他在巴黎住了十年。", "钱从巴黎来。", "夏尔到巴黎去了。", "离开巴黎的时候，他哭了。", "巴黎的格朗台先生写信来。",
             "巴黎说了什么？"]
    paris = _entity("巴黎", "person", 6)
    rekinded([paris], _paragraphs(texts), "zh")
    assert paris.kind == "place"


def test_a_smaller_city_and_a_home_city_are_left_as_filed():
    from understory_cli.extractive.place_kinds import rekinded

    rennes = _entity("雷恩", "person", 4)  # 215,000 people: its country must be named (九三年's 法國)
    rekinded([rennes], _paragraphs(["他到雷恩去了。", "在雷恩过夜。", "从雷恩来的人，说雷恩很好。"]), "zh")
    assert rennes.kind == "person"
    assert "长沙" not in placed({"长沙": ("长沙",)}, "zh", world=True)  # the book's own country: not by its size
    assert "巴黎" not in placed({"巴黎": ("巴黎",)}, "zh")  # the finder's other questions still need the country
