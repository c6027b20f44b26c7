"""Issue 43: one person's forms in a Japanese novel, as 野菊の墓 and ジャン・クリストフ write them — a given name's
affixed forms (民子 / 民さん / お民 / 「民や、」), the narrator addressing her (not his own name), a maid called お and one
kanji (お増), an old man's word fused to his name (ジャン・ミシェル老人), and a surname the text writes as a house's
(クラフト家). Passages written for the tests after the two books (伊藤左千夫, 豊島与志雄訳)."""

from __future__ import annotations

from support.written_book import P, told_over

from understory_cli.extractive.describe import descriptions
from understory_cli.extractive.names import find_characters
from understory_cli.extractive.relations import stated_relations

NOGIKU = [
    "市川の親類で僕には縁の従妹になって居る、民子という女の児が母の看護に来て居った。",
    "民子は茄子を一つ手に持ちながら体を起した。僕は民子の顔を見た。",
    "「政夫さん、何をしてるの」と民子が云った。民子は笑って居る。",
    "僕は初め無造作に民さんと呼んだけれど、跡は詞が継がない。",
    "「民さん、もう帰ろう」と僕は云った。民子はうなずいた。",
    "「民や、お前はね、政夫とあんまり仲が好過ぎるよ」と母が云った。民子は黙って居た。",
    "嫂は云った。「お民さんはほんと優しい温和しい人です」民子はその話を聞かなかった。",
    "お増は二人の弁当を拵えて来た。民子はお増に礼を云った。",
    "お増は「政夫さん、お茶をおあがんなさい」と笑って、僕に茶碗を出した。僕はお茶を飲んだ。",
    "僕は畑へ出た。僕は空を見て、僕の家の方へ歩いた。僕は黙って居た。",
]


def _entities(lines: list[str], repeat: int = 4):
    return find_characters(told_over(lines, repeat), "ja")


def _holding(entities, form: str):
    return next((e for e in entities if form in {a.name for a in e.aliases}), None)


def test_a_given_name_and_her_affixed_forms_are_one_entry():
    """民子 (a given name to the dictionary), 民さん, お民 and 「民や、」: one entry, titled by her name (on main: 民さん,
    民子 and お民 three entries, and 民や none)."""
    found = _entities(NOGIKU)
    her = _holding(found, "民子")
    assert her is not None and her.name == "民子"
    assert {"民さん", "お民", "民や"} <= {a.name for a in her.aliases}
    assert sum(e.kind == "person" and "民" in e.name for e in found) == 1


def test_the_narrator_calling_her_is_not_his_own_name():
    """「僕は…民さんと呼んだ」 is the narrator calling someone; 「政夫さん、…」 is how the others address him: 僕 is 政夫's
    alias, never 民さん's (on main: 僕 folds into 民さん)."""
    found = _entities(NOGIKU)
    assert "僕" not in {a.name for a in _holding(found, "民子").aliases}
    assert _holding(found, "僕") is _holding(found, "政夫")


def test_a_maid_called_by_o_and_one_kanji_is_a_person():
    """お増 (お and 増, "increase", to the analyser) speaks and acts: a person's entry (on main: none); お茶, drunk,
    is no entry."""
    found = _entities(NOGIKU)
    maid = _holding(found, "お増")
    assert maid is not None and maid.kind == "person"
    assert _holding(found, "お茶") is None


def test_one_stem_two_given_names_ties_no_affixed_form():
    """民子 and 民江 both: 民さん is no one's alone, and stays apart from each (a guard: main ties none)."""
    lines = [line.replace("「民さん、", "「民さん、民江さん、") for line in NOGIKU] + [
        "民江は台所に居た。民江は母の妹である。", "民江が来て民子を呼んだ。民江は笑った。"]
    found = _entities(lines)
    for name in ("民子", "民江"):
        held = _holding(found, name)
        assert held is not None and "民さん" not in {a.name for a in held.aliases}


def test_a_common_word_in_the_narration_is_not_her_form():
    """花子 beside 「お花を生けた」 in the narration, often: flowers, no form of hers (お花 no alias, its uses not hers)."""
    lines = ["花子は床の間にお花を生けた。花子は笑った。", "お花を買いに花子は町へ出た。花子が帰った。",
             "花子はお花を眺めて居た。「きれいね」と花子が云った。"]
    her = _holding(_entities(lines), "花子")
    assert her is not None and {a.name for a in her.aliases} == {"花子"}


KRAFT = [
    "クラフト家の者は皆多少狂人じみたところがあった。クラフト家には財産はなかった。",
    "祖父ジャン・ミシェル老人の赤ら顔や、硬い白髯が見えた。ジャン・ミシェルは暖炉のそばにもどった。",
    "メルキオルは宮廷劇場のヴァイオリニストであった。メルキオルは酒を飲んだ。",
    "ルイザは料理番であった。ルイザは黙って働いた。クリストフはルイザを見た。",
    "クリストフは顔を赤くして、「クラフト夫人」に会いに来たのだと答えた。",
    "自分はメルキオル・クラフトの子で、母は料理番ルイザだとクリストフは言いたてた。",
    "クラフト家の名は町の人に知られていた。ジャン・ミシェル老人は笑った。",
]


def test_an_old_man_s_word_after_his_name_is_no_form_of_its_own():
    """祖父ジャン・ミシェル老人: ジャン・ミシェル, an old man; its uses count for him (on main: an entry of its own)."""
    found = _entities(KRAFT)
    assert _holding(found, "ジャン・ミシェル老人") is None
    assert _holding(found, "ジャン・ミシェル").mentions == 3 * 4


def test_a_surname_written_as_a_house_s_is_the_family_s_entry():
    """戸村 (a surname to the dictionary), written 「戸村の家」 and 「戸村家」 and nothing a person does: the family's entry
    (on main: none, its uses never acting as a person's)."""
    lines = ["民子は戸村の家の娘である。戸村の家は市川にある。", "戸村家の墓地は冬青の木のかげにある。",
             "僕は戸村の家の門前まで来た。民子は泣いて居た。"]
    house = _holding(_entities(lines), "戸村")
    assert house is not None and house.kind == "organisation"


def test_a_kin_word_before_the_name_and_old_man_after_says_who_he_is():
    """「祖父ジャン・ミシェル老人の赤ら顔」 says who ジャン・ミシェル is, his grandfather's word before him (on main: only the
    form with 老人 was read so, and the card of ジャン・ミシェル was a plot line)."""
    said = descriptions(["その光で、祖父ジャン・ミシェル老人の赤ら顔や、硬い白髯が見えた。", "ジャン・ミシェルは暖炉のそばにもどった。"],
                        ["ジャン・ミシェル"])
    assert [i for i, _, _ in said][:1] == [0]


def test_a_house_s_name_is_the_family_s_and_no_husband():
    """クラフト, written as クラフト家 in most of its uses: the family's entry, not a person, and 「クラフト夫人」 is
    no wife of the house (on main: a person, whose wife is クラフト夫人)."""
    found = _entities(KRAFT)
    house = _holding(found, "クラフト")
    assert house is not None and house.kind == "organisation"
    said = stated_relations(KRAFT, ["クラフト", "クラフト夫人", "メルキオル", "ルイザ"], "ja")
    assert not [r for r in said if {r.subject, r.other} == {"クラフト", "クラフト夫人"}]
