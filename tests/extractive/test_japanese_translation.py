"""Issue 43 on a Japanese translation of a 19th-century French novel (katakana names), written as passages in the
style of such a translation: a long ・-name and the parts used alone, a given name several people share, a king and
his number, a person named by an initial, roles alone, a common one-kanji word, and the introductions that tell a
name's kind."""

from __future__ import annotations

from understory_cli.analyze.mentions import matcher
from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P


def _book(lines: list[str], times: int = 3) -> list[P]:
    return [P(t, f"1.{k + 1}.1", k + 1) for k, t in enumerate(lines * times)]


def _entities(lines: list[str], times: int = 3) -> dict:
    return {e.name: e for e in find_characters(_book(lines, times), "ja")}


BISHOP = ["一八一五年に、シャール・フランソア・ビヤンヴニュ・ミリエル氏はディーニュの司教であった。",
          "ミリエル氏は老嬢であるバティスティーヌ嬢とともにディーニュにきた。司教は言った。",
          "貧しい人たちは彼をビヤンヴニュ閣下としか呼ばなかった。ビヤンヴニュは笑った。",
          "「閣下、」と司祭は言った。司教は黙っていた。ミリエル氏は答えた。",
          "司教は言った。司祭は言った。閣下は考えた。ビヤンヴニュ閣下は言った。"]


def test_a_long_dotted_name_ties_its_parts_and_no_role_is_an_entry():
    """ミリエル and ビヤンヴニュ, each used alone, are parts of one long ・-name: one person, titled by a name; 司教, 司祭
    and 閣下 alone are roles and forms of address, no entry (on main: 司教 [閣下], ミリエル, ビヤンヴニュ, 司祭 apart);
    the office the text says he holds may be his alias (test_japanese_blind: 「…ミリエル氏はディーニュの司教であった」)."""
    found = _entities(BISHOP)
    bishop = [e for e in found.values() if "ミリエル" in e.names]
    assert len(bishop) == 1 and "ビヤンヴニュ" in bishop[0].names and bishop[0].name in ("ミリエル", "ビヤンヴニュ")
    assert not {"司教", "司祭", "閣下"} & {e.name for e in found.values()}


CONVICT = ["「私はジャン・ヴァルジャンという者です。私は懲役人です。」", "ジャカン・ラバールは笑った。ラバールの家に行った。",
           "ジャカン・ラバールは、グルノーブルの他のラバールという者の親戚であった。ジャカン・ラバールは言った。",
           "ジャン・ヴァルジャンは考えた。ジャン・ヴァルジャンは言った。ヴァルジャンは黙っていた。",
           "ジャン・ソーナン閣下を訪ねた。ジャン・ド・フォーの話をした。ジャンは言った。",
           "ジャン・ヴァルジャンは笑った。"]


def test_a_given_name_several_people_share_collects_none_of_them():
    """ジャン begins the ・-names of three men: no alias of ジャン・ヴァルジャン, who is titled by his full name (on main:
    titled ジャン, met in the chapter before his full name); ラバール, which another man bears (他のラバール), is no alias
    of ジャカン・ラバール (on main: it was)."""
    found = _entities(CONVICT)
    convict = next(e for e in found.values() if "ジャン・ヴァルジャン" in e.names)
    assert convict.name == "ジャン・ヴァルジャン" and "ジャン" not in convict.names
    assert "ラバール" not in found["ジャカン・ラバール"].names


KINGS = ["「しかるにルイ十七世は？」と司教は言った。", "ルイ十六世については、私は否と言ったのです。",
         "ルイ十五世の罪なき孫ルイ十七世に比して、ルイ十五世は笑った。", "ルイ十四世は言った。ルイ十七世は泣いた。"]


def test_a_king_and_his_number_are_one_name():
    """ルイ十七世 and ルイ十五世 are two people, each whole; ルイ alone is none of theirs (on main: one ルイ)."""
    found = _entities(KINGS)
    assert {"ルイ十七世", "ルイ十五世"} <= set(found) and "ルイ" not in {n for e in found.values() for n in e.names}
    assert found["ルイ十七世"].kind == "person"


INITIAL = ["この男は、もとの民約議会の一員であった。名をＧ某と言った。", "民約議会員Ｇのことが話された。",
           "「同じ程度に！」とＧは叫んだ。", "Ｇは更に言った。司教は黙っていた。"]


def test_a_person_named_by_an_initial_is_an_entry():
    """Ｇ, named so (名をＧ某と言った) and speaking, is a person (on main: no entry: the analyser reads a symbol)."""
    found = _entities(INITIAL)
    assert found["Ｇ"].kind == "person"
    # the stored mentions and the quoted passages find it where CJK text runs on (on main: as a word, never: Ｇは)
    assert len(matcher(found["Ｇ"].names).findall("".join(INITIAL))) == 4


HOUSE = ["彼らの召し使いとしては、マグロアールという婢が一人いたきりだった。",
         "マグロアールは背の低い肥った活発な女である。マグロアールは蝋燭をともした。",
         "その主人はジャカン・ラバールといって、町でかなり尊敬されていた。ジャカン・ラバールの宿屋に行った。",
         "彼はパリーに出かけねばならなかった。ナポレオンがパリーへ行く時に通った道。",
         "パリーの話をした。パリーは遠い。マグロアールは金を数えた。金はなかった。",
         "金を払った。金が足りない。金のことを考えた。金に困った。"]


def test_introductions_tell_a_person_a_journey_a_place_and_money_is_no_name():
    """マグロアール introduced as a maid (という婢, …女である) and ジャカン・ラバール as the innkeeper (主人は…といって) are
    people, パリー, where one travels (に出かけ, へ行く), a place (on main: terms and a person); 金, money, is no entry."""
    found = _entities(HOUSE)
    assert found["マグロアール"].kind == "person" and found["ジャカン・ラバール"].kind == "person"
    assert found["パリー"].kind == "place"
    assert "金" not in found
