"""Issue 43, main characters with many uses and no entry (宮本武蔵's 沢庵, 227 uses, and お杉, 63; 吸血鬼's お菊, 16).

沢庵 ("pickled radish" to the analyser) was a candidate, then no one's name: 「手首をつかんだその僧は、沢庵であった」
was read as an office statement (「ミリエル氏はディーニュの司教であった」), so 沢庵 became an office, a title alone. A word
for a kind of person (僧, 男) holds no office: what it is said to be is whom it was.

お杉 and お菊: お and a kanji the analyser reads as a common noun (杉 the cedar, 菊 the flower), the kanji written alone
too (千年杉) more than the old share allowed; the dictionary has the kanji as a person's name, and from half its uses on
the form is a candidate whose uses must speak for a person, and a person once they do."""

from __future__ import annotations

from collections import Counter

from understory_cli.extractive.ja import polite_names
from understory_cli.extractive.ja.candidates import Reading, find_candidates
from understory_cli.extractive.names import find_characters
from support.written_book import told_over

# as 宮本武蔵 writes him: met as "the monk", then named by the reveal, then by his name alone
TAKUAN = ["武蔵は寺の門をくぐった。沢庵は縁側に座っていた。",
          "沢庵は笑って、「おぬしは誰じゃ」と言った。武蔵は黙っていた。",
          "沢庵が立ち上がった。沢庵の顔は穏やかであった。",
          "「待て」と沢庵は言った。武蔵は沢庵を見た。"]
REVEAL = ["武蔵の手首をつかんだその僧は、沢庵であった。ぐいぐいと引っ張って、武蔵を縁へ連れて行った。"]

# お杉, the old mother: the cedar 杉 written alone beside her (千年杉 in the same book) nearly as often
OSUGI = ["お杉は眼をうるませて、息子を待っていた。村の千年杉が見えた。",
         "「又八はどこじゃ」とお杉は言った。杉の梢が揺れた。",
         "お杉が怒った。お杉の声は高かった。",
         "杉の木の下でお通が泣いた。お杉は笑った。"]


def test_a_person_word_said_to_be_a_name_makes_no_office_of_the_name():
    """On main 「その僧は、沢庵であった」 made 沢庵 an office: the second lead had no entry."""
    book = told_over(TAKUAN, 3, once=REVEAL)
    assert not [st for st in Reading(book).statements if st.how == "office" and st.b == "沢庵"]
    assert any("沢庵" in e.names and e.kind == "person" for e in find_characters(book, "ja"))


def test_an_office_a_name_is_said_to_hold_is_still_one():
    said = Reading(told_over(["ミリエル氏は、ディーニュの司教であった。ミリエル氏は言った。"], 1)).statements
    assert [(st.a, st.b) for st in said if st.how == "office"] == [("ミリエル", "司教")]


def test_o_and_a_kanji_the_dictionary_has_as_a_name_is_a_candidate_though_written_alone_too():
    """On main お杉 (63 of 杉's 82 uses) and お菊 (14 of 24) fell under the 0.8 share and had no entry."""
    assert set(polite_names.prefixed(Counter({"お杉": 63, "お菊": 14, "お寺": 7, "お互": 9}),
                                     Counter({"杉": 82, "菊": 24, "寺": 66, "互": 11}))) == {"お杉", "お菊", "お互"}
    assert set(polite_names.prefixed(Counter({"お杉": 6}), Counter({"杉": 20}))) == set()  # the cedar's, mostly
    found, _ = find_candidates(Reading(told_over(OSUGI, 3)))
    votes = found["お杉"].kind_votes
    assert votes["person"] > max(votes.get("place", 0), votes.get("term", 0))


def test_a_colloquial_kin_word_is_no_entry():
    """On main 宮本武蔵's おっ母 (「うちのおっ母さんという人は…」) was an entry, a person: a kinship word (9-e)."""
    lines = ["「うちのおっ母さんという人は、とても贅沢な人だから」と朱実は言った。", "おっ母さんが怒った。朱実は笑った。",
             "「おっ母さん、どこへ行くの」と朱実は言った。", "おっ母さんは黙っていた。朱実は山へ行った。"]
    found = find_characters(told_over(lines, 3), "ja")
    assert not [e for e in found if "おっ母" in e.names or "おっ母さん" in e.names]
    assert [e for e in found if "朱実" in e.names]
