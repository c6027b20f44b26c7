"""Issue 43 on Japanese books nobody tuned on: shapes read in 草枕 (a blind check) and those of a Japanese translation of
a 19th-century French novel, written as passages — a land known by its language, foreign people the dictionary knows,
a legend's maiden named by her place, and the nouns such a book describes its people and beasts by."""

from __future__ import annotations

from understory_cli.extractive.describe import description_score, descriptions, summary_value
from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P


# 草枕's own sentences (shortened): the dictionary tags 日本 a place in the uses where it stands alone, and 日本語
# as one common noun
KUSAMAKURA_LINES = ["余は日本の山を描いた。", "「英語を日本語で読むのはつらいな」と老人が云った。", "余は例の書物を日本語で読み出した。",
                    "日本の菫は眠っている感じである。", "ミレーのかいたオフェリヤの面影が出て来た。", "ミレーはミレー、余は余である。",
                    "ターナーが汽車を写した。", "ターナーに見せてやりたい。", "オフェリヤは河の中を流れて行く。",
                    "昔しこの村に長良の乙女と云う、美くしい長者の娘がいた。", "長良の乙女の墓を見て御行きなされ。",
                    "長良の乙女が青馬に乗って峠を越す。", "長良の五輪塔から右へ下りる。", "日本人は皆そう思う。",
                    "日本は巾着切りの態度で美術品を作る。", "そうなったら日本も運の尽きだろう。", "源兵衛は笑った。", "源兵衛が云った。"] * 2


def test_a_land_foreign_people_and_a_places_maiden_have_their_kinds():
    """日本 is a place by its language and people (日本語, 日本人) beside the dictionary's 地名 (on main: no entry, or a
    term in the whole book); ミレー, ターナー and オフェリヤ, katakana names the dictionary tags as people at every use,
    are people (on main: terms); 長良の乙女, written so in most of 長良's uses, is one person, whole (on main: the place
    長良)."""
    kinds = {e.name: e.kind for e in find_characters([P(t) for t in KUSAMAKURA_LINES], "ja")}
    assert kinds.get("日本") == "place"
    assert {kinds.get(n) for n in ("ミレー", "ターナー", "オフェリヤ")} == {"person"}
    assert kinds.get("長良の乙女") == "person" and "長良" not in kinds


def test_a_land_named_mostly_by_its_language_is_no_entry():
    """小公女 writes フランス語 28 times and フランス alone 6: French is a language's word there, no place's entry."""
    lines = [P("セエラはフランス語を話した。"), P("フランス語の時間が来た。"), P("先生はフランス語が出来なかった。"),
             P("フランス語の本を読んだ。"), P("フランスの話をした。"), P("ミンチン先生は笑った。")] * 3
    assert "フランス" not in {n for e in find_characters(lines, "ja") for n in e.names}


def test_what_a_translated_novel_says_its_people_and_beasts_are():
    """A translation of 家なき子 introduces a foundling boy, his master and the master's dog and monkey so: each is a noun
    for what the subject is (strength 3; on main the beasts and the master in apposition scored 0, the boy 2)."""
    assert description_score("カピという名の犬がいた。", ["カピ"]) == 3
    assert description_score("犬のカピが吠えた。", ["カピ"]) == 3
    assert description_score("ジョリクールという猿を連れていた。", ["ジョリクール"]) == 3
    assert description_score("親方のヴィタリスが言った。", ["ヴィタリス"]) == 3
    assert description_score("レミは八つの少年でした。", ["レミ"]) == 3
    assert description_score("レミは捨て子の孤児でした。", ["レミ"]) == 3
    assert description_score("ネリは丈夫だ。", ["ネリ"]) == 1  # a quality still (丈夫: sturdy), no noun
    assert description_score("カピは走った。", ["カピ"]) == 0


def test_a_question_is_no_description():
    """「その長良の乙女と云うのは何者かい」 (草枕) asks what she is: the answer after it is her card's line, not the question
    (on main the question, the first strength-3 sentence, was 長良の乙女's summary)."""
    said = ["「へえ、その長良の乙女と云うのは何者かい」", "「昔しこの村に長良の乙女と云う、美くしい長者の娘が御座りましたそうな」"]
    found = {text: strength for _, strength, text in descriptions(said, ["長良の乙女"], [True, True])}
    # (read to its predicate, 何者 before か is no noun for her: no description at all, stop 61)
    assert found.get(said[0], 0) < 2 and found[said[1]] == 3


def test_one_of_them_is_no_description():
    """「Xもその一人であった」 only joins X to what the sentence before told of (a Japanese translation of Les Misérables:
    on main it was the hero's card); the sentence that says what he is wins."""
    said = ["ジャン・ヴァルジャンもその一人であった。", "ジャン・ヴァルジャンは考え込んだ性質の男であった。"]
    found = {text: strength for _, strength, text in descriptions(said, ["ジャン・ヴァルジャン"], [True, True])}
    assert found[said[0]] < 2 and found[said[1]] == 3


# written as a Japanese translation of 家なき子 tells it: a foundling narrator, his master, the master's beasts, a friend
# with a nickname
SANS_FAMILLE = ["わたしは捨て子でした。わたしはバルブレンのおっかあと暮らしていました。",
                "「レミ、おいで」とバルブレンのおっかあが言いました。わたしは走って行きました。",
                "ヴィタリス親方は旅芸人でした。親方は犬のカピと猿のジョリクールを連れていました。",
                "「レミ、歌をうたえ」とヴィタリスが言いました。わたしはうたいました。",
                "カピはほえました。ヴィタリスは笑いました。ジョリクールは踊りました。",
                "わたしはヴィタリス親方について行きました。わたしはカピと遊びました。",
                "マチアはわたしの友達でした。みんなはマチアを「ちびのバイオリン弾き」という渾名で呼んでいました。",
                "「ちびのバイオリン弾き、来いよ」とみんなが言いました。マチアは笑いました。",
                "パリの町はにぎやかでした。わたしたちはパリへ行きました。"]


def test_a_translated_novels_beasts_are_characters_and_a_nickname_given_is_tied():
    """犬のカピ and 猿のジョリクール are characters (on main: カピ a term, ジョリクール no entry); the nickname the text gives
    in quotation marks (「マチアを「…」という渾名で呼んで」) is マチア's alias (on main: nobody's); ヴィタリス親方 is
    ヴィタリス."""
    lines = [P(t, f"1.{k // 3 + 1}.{k % 3 + 1}", k // 3 + 1) for k, t in enumerate(SANS_FAMILLE * 4)]
    entities = {e.name: e for e in find_characters(lines, "ja")}
    assert entities["カピ"].kind == "person" and entities["ジョリクール"].kind == "person"
    assert "ちびのバイオリン弾き" in entities["マチア"].names
    assert "ヴィタリス" in entities["ヴィタリス親方"].names


def test_what_a_light_novel_says_its_people_are():
    """A light novel's ties in apposition and after a copula: 幼馴染, 後輩, クラスメイト (on main: 0 in apposition, 2 after
    a copula, a noun for no person)."""
    assert description_score("幼馴染の麻奈実が手を振った。", ["麻奈実"]) == 3
    assert description_score("後輩の黒猫が言った。", ["黒猫"]) == 3
    assert description_score("黒猫は俺の後輩だ。", ["黒猫"]) == 3
    assert description_score("沙織はクラスメイトです。", ["沙織"]) == 3


def test_an_utterance_that_only_says_who_one_is_is_the_cards_line():
    """草枕's 「はい、那古井の源兵衛で御座んす」 answers 「あれは那古井の男かい」: it says who the man is, his name the one it
    is about though no particle marks it, a full line for his card (on main: no description, so 源兵衛's card was the
    generated template); so does one's own 「わたくしは…の…でございます」. A bare 「ええ久一君です」 tells nothing, and
    「火山局のブドリが来た」 stays a plot line."""
    for said, name in (("「はい、那古井の源兵衛で御座んす」", "源兵衛"), ("「わたくしは山城屋の勘太郎でございます」", "勘太郎")):
        assert description_score(said, [name]) == 3 and summary_value(said, [name]).full
    assert description_score("「ええ久一君です」", ["久一"]) == 0
    assert description_score("火山局のブドリが来た。", ["ブドリ"]) == 0
    assert description_score("嬢様を青馬に乗せて、源兵衛が覊絏を牽いて通りました。", ["源兵衛"]) == 0


def test_a_kin_or_a_trade_in_apposition_says_who():
    """At a first meeting a kin or a trade before the name says who: 「甥の久一」, 「馬子の源兵衛」, 「孫のネリ」 (on main: 0,
    these words not in the roles read); a word that merely ends in one (花嫁, 子孫) is none."""
    assert description_score("老人の甥の久一が来た。", ["久一"]) == 3
    assert description_score("馬子の源兵衛が通った。", ["源兵衛"]) == 3
    assert description_score("老人の孫のネリが笑った。", ["ネリ"]) == 3  # (「孫のネリ」 alone: whose? test_ja_apposed)
    assert description_score("花嫁の那美が来た。", ["那美"]) == 0
    assert description_score("子孫のネリが来た。", ["ネリ"]) == 0
