"""Issue 43, the card says who on a Japanese translation (宝島, Les Misérables): a calling written once before a
person's name, the only role the text writes with them, is their role (副船長のアローさん, 亭主のジャカン・ラバール:
ja/roles.once); a naming alone (「アローという名の男だ。」) is no description, so a stated role beats it; a
katakana name with a vessel's head is a ship (ヒスパニオーラ号, メデューズ号: ja/roles.named). Passages quoted from
the two books (ruby dropped)."""

from __future__ import annotations

from understory_cli.extractive.describe import descriptions, summary_value
from understory_cli.extractive.roles import stated_roles
from understory_cli.store.points import Point, Record
from understory_cli.wiki.extractive import Chapters, _entry
from understory_cli.wiki.planning import PlannedEntry

TREASURE = ["それから、のっぽのジョン・シルヴァーは副船長にすこぶる有能な男を発見した。アローという名の男だ。",
            "レッドルースと、ジョイスと、ハンターもつれてゆこう。",
            "そして私は、猟場番人のレッドルース爺さんの監督の下に、ほとんど囚人のようにして暮らした。",
            "しかし、とうとうヒスパニオーラ号に横附けになり、上ってゆくと、副船長のアローさんが出迎えて挨拶した。",
            "ヒスパニオーラ号は絶えず一様に横揺れした。", "アロー君のことを言えば、あれはまったく正直な男だと私は信じています。"]
MISERABLES = ["その主人はジャカン・ラバールといって、グルノーブルの他のラバールという者の親戚であった。",
              "こちらに背を向けて火に当たっているうちに、しっかりした亭主のジャカン・ラバールはポケットから鉛筆をとり出した。",
              "彼はツーロン港へ送られた。", "ツーロンにいた間に。", "彼はメデューズ号の乗組員であった。", "メデューズ号が沈んだ。"]
CAST = [("アロー", "person", ["アロー"]), ("レッドルース", "person", ["レッドルース"]), ("ジャカン・ラバール", "person",
        ["ジャカン・ラバール"]), ("ツーロン", "place", ["ツーロン"]), ("ヒスパニオーラ号", "term", ["ヒスパニオーラ号"]),
        ("メデューズ号", "term", ["メデューズ号"]), ("ハンター", "person", ["ハンター"])]


def _roles(texts: list[str]) -> dict[str, list[str]]:
    return {name: [r.role for r in said] for name, said in stated_roles(texts, CAST, "ja").items()}


def test_a_calling_written_once_is_the_role_where_it_is_the_only_one_the_text_writes_with_the_person():
    found = _roles(TREASURE + MISERABLES)
    # (on main: none of the three, each written once and not where the name is first met)
    assert found["アロー"] == ["副船長"] and found["レッドルース"] == ["猟場番人"] and found["ジャカン・ラバール"] == ["亭主"]
    # a place's kind still needs two statements or the first naming (ツーロン港 is where ツーロン is first met)
    assert _roles(["ツーロンにいた間に。", "彼はツーロン港へ送られた。"]).get("ツーロン") is None
    # two callings written once each: the text has not said which it is
    assert "ハンター" not in _roles(["ハンターは来た。", "猟場番人のハンターが言った。", "水夫長のハンターが言った。"])


def test_a_naming_alone_says_no_more_than_a_quality_and_a_stated_role_beats_it():
    naming = "アローという名の男だ。"
    assert not summary_value(naming, ["アロー"]).full  # on main: full, the card's line
    assert summary_value("カピという名の犬がいた。", ["カピ"]).full  # a beast's word says a kind
    said = ["「私はジャン・ヴァルジャンという者です。", "私は懲役人です。」"]
    ((_, strength, text),) = descriptions(said, ["ジャン・ヴァルジャン"])
    assert strength == 3 and summary_value(text, ["ジャン・ヴァルジャン"]).full  # the name, then what he is
    assert not summary_value("私はジャン・ヴァルジャンという者です。", ["ジャン・ヴァルジャン"]).full
    role = Record(1, "副船長のアローさんが出迎えて挨拶した。", ["1.9.4"], "role: 副船長", 9)
    named = Record(1, naming, ["1.7.22"], "description", 7)
    point = Point(1, "アロー", "person", None, 7, 9, "extractive", [], [named, role])
    item = PlannedEntry("arrow", "アロー", 7, "person", "core", [point], [], "")
    data = _entry(item, {7: 1, 9: 2}, Chapters({7: "1.7", 9: "1.9"}, {}), "ja")
    assert "副船長" in data.summary.text and all(s.text != naming for s in data.summary_steps)


def test_a_katakana_name_with_a_vessel_s_head_is_a_ship():
    found = _roles(TREASURE + MISERABLES)
    assert set(found["ヒスパニオーラ号"]) == {"船"} and set(found["メデューズ号"]) == {"船"}
    assert "アロー" in found and "船" not in found["アロー"]  # a person is no ship
