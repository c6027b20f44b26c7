"""A beast's proper name as a Japanese translation writes one (家なき子, 楠山正雄訳: a cow sold for the master's debts, a
showman's dog and monkey): the text says what each is, and the name is a character's entry (ja/beasts.py)."""

from __future__ import annotations

from understory_cli.extractive.ja.beasts import beast_of
from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P

# ルセット is a common noun to the dictionary (recette): only 「雌牛のルセット」 says it is a name
COW = ["うちには雌牛が一ぴきいた。", "もう金がないなら、雌牛のルセットを売ってもいい。", "ばくろうがやって来て、雌牛のルセットをいじくり回した。",
       "かわいそうに、ルセットも鳴き始めた。", "ルセットはそれをこばむことができなかった。", "ばくろうはルセットを車の後ろにしばりつけた。",
       "しばらくのあいだまだルセットの鳴き声が聞こえていた。"]
# …and マロン (marron) a monkey's, written in kana after a particle as a children's translation writes it
MONKEY = ["老人はさるのマロンを肩に乗せていた。", "雨がかかると、さるのマロンはかくれ家ににげこんだ。", "マロンもそれを見ていた。",
          "老人はマロンにパンをやった。", "マロンの赤い服はぬれていた。"]


def _kinds(lines: list[str]) -> dict[str, str]:
    return {e.name: e.kind for e in find_characters([P(t) for t in lines], "ja")}


def test_a_cow_named_in_apposition_is_a_character():
    """雌牛のルセット twice: a cow's name, an entry of the kind a story's named beasts share with its people (on main:
    no entry, a common noun whose uses never speak)."""
    assert _kinds(COW).get("ルセット") == "person"


def test_a_beast_written_in_kana_names_its_beast():
    """さるのマロン after は and a comma: the kana beast is read after a particle (on main: no entry)."""
    assert _kinds(MONKEY).get("マロン") == "person"


def test_what_beast_the_text_says_a_name_is():
    """Each shape says the beast: apposition, a naming statement, a copula; not a verb's kana (なさるの) nor a beast's
    kanji inside a longer word (狂犬, 犬小屋)."""
    said = {
        "この犬の名をカピと言うのは、犬の中の頭ということです。": ("カピ", "犬"),
        "カピという名の犬がいた。": ("カピ", "犬"),
        "カピと呼ばれた犬は前足を十文字に組んだ。": ("カピ", "犬"),
        "雌牛のルセットを売った。": ("ルセット", "雌牛"),
        "ジョリクールという猿を連れていた。": ("ジョリクール", "猿"),
        "ヴィタリスはさるのジョリクールを肩に乗せた。": ("ジョリクール", "さる"),
        "カピはりこうな犬であった。": ("カピ", "犬"),
    }
    for text, (name, beast) in said.items():
        assert beast_of(name, text) == beast, text
    for text, name in {"お休みなさるのジョリクールさん。": "ジョリクール", "狂犬のポチがいた。": "ポチ",
                       "犬小屋のポチを見た。": "ポチ"}.items():
        assert beast_of(name, text) is None, text


def test_a_named_beast_states_what_it_is():
    """「この犬の名をカピと言う」: カピ's card line says what it is, 人物（犬）, a relation held by no one, dated at the
    statement (on main: no such relation; カピ's line says only when it was met)."""
    from understory_cli.extractive.relations import one_way, relation_label, stated_relations
    texts = ["「さて」とヴィタリスは言った。「つぎはカピ親方が、ご紹介申しあげるでしょう」",
             "「この犬の名をカピと言うのは、犬の中の頭ということです。」", "カピが大きな声でほえた。"]
    said = [r for r in stated_relations(texts, ["カピ", "ヴィタリス"], "ja") if r.subject == "カピ"]
    assert [(r.relation, r.paragraph) for r in said] == [("犬", 1)]
    assert relation_label(said[0], "ja") == "犬" and one_way(said[0], "ja")
