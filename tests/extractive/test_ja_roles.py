"""Issue 43 §6, the card says who where no sentence describes, in Japanese: the kind of place written with a place's
name (ツーロン港, 「ディーニュの小さな町」) and a calling written with a person's (画家サルヴァトル・ロザ, ミンチン先生),
counted over the book as Chinese's are (roles.py, ja/roles.py), and said in the generated line (（町）)."""

from __future__ import annotations

from understory_cli.extractive.roles import stated_roles
from understory_cli.store.wiki import InfoRow
from understory_cli.wiki.extractive import _generated_summary

CAST = [("ディーニュ", "place", ["ディーニュ"]), ("ツーロン", "place", ["ツーロン"]), ("パリー", "place", ["パリー"]),
        ("アンブロン", "place", ["アンブロン"]), ("サンムトリ", "place", ["サンムトリ"]), ("長良川", "place", ["長良川"]), ("ドーフィネ", "place", ["ドーフィネ"]),
        ("ロザ", "person", ["サルヴァトル・ロザ"]), ("ミンチン", "person", ["ミンチン"]), ("ミリエル", "person", ["ミリエル"]),
        ("ミレー", "person", ["ミレー"])]


def _roles_of(texts: list[str], cast=CAST) -> dict[str, list[str]]:
    return {name: [r.role for r in said] for name, said in stated_roles(texts, cast, "ja").items()}


def test_the_kind_of_place_written_with_its_name_often_enough_is_its_kind():
    found = _roles_of(["一人の男が、ディーニュの小さな町にはいってきた。", "ミリエル氏はディーニュの司教であった。",
                       "ディーニュの町に着いた。", "二人はサンムトリ市の発電所へ行った。", "次の朝、サンムトリの市に着いた。",
                       "ドーフィネ地方の言葉で言った。", "彼はドーフィネ地方の山を越えた。"])
    assert found["ディーニュ"] == ["町", "町"]  # 「Xの小さな町」 and 「Xの町」: one kind, said twice
    assert found["サンムトリ"] == ["市", "市"] and found["ドーフィネ"] == ["地方", "地方"]


def test_what_is_in_or_of_a_place_is_not_its_kind():
    # 市場 (a market), 市民, 大会堂 (another place named after it), 港 after の (its harbour): none say what the place is;
    # a name that says its kind already (長良川) is given none by what is there (長良川の村): its own 川 only
    texts = ["ミリエルはパリーにいた。", "パリーの市場の近く。", "パリー市民が集まった。", "アンブロン大会堂の宝。",
             "アンブロンの港に船が着いた。", "アンブロンの港。", "長良川の村へ行く。", "長良川の村は山の中だ。"]
    assert _roles_of(texts) == {"長良川": ["川", "川"]}


def test_one_stray_kind_is_none_but_where_the_text_first_names_the_place_it_counts():
    assert "パリー" not in _roles_of(["ミリエルはパリーに出かけた。", "ミリエルはパリーの町を歩いた。"])
    assert _roles_of(["彼はツーロン港へ送られた。", "ツーロンにいた間に。"])["ツーロン"] == ["港"]


def test_a_calling_written_with_a_person_s_name_but_no_honorific():
    found = _roles_of(["画家サルヴァトル・ロザの絵のようだ。", "画家のサルヴァトル・ロザも描いた。", "ミンチン先生は怒った。",
                       "ミンチン先生の部屋。", "ミリエル氏は言った。", "ミリエル氏が来た。", "大画家ミレーの絵。", "大画家ミレーの色。"])
    assert found == {"ロザ": ["画家", "画家"], "ミンチン": ["先生", "先生"]}  # 氏: an honorific; 大画家: another word


def test_the_generated_line_says_the_kind_of_place_or_the_calling():
    town = InfoRow(label="role", value="町", cites=["1.1.3"], reveal_at=1)
    assert _generated_summary("place", "1.1", 1, [], "ja", role=town).text == "1.1で初めて登場する場所（町）。"
    painter = InfoRow(label="role", value="画家", cites=["1.2.3"], reveal_at=2)
    father = InfoRow(label="relation", value="セエラの父", cites=["1.2.4"], reveal_at=2)
    assert _generated_summary("person", "1.2", 2, [], "ja", relation=father, role=painter).text \
        == "1.2で初めて登場する人物（画家、セエラの父）。"
