"""Issue 43, kinds and junk in Japanese, as passages quoted from books nobody tuned on (宝島, the Japanese Les
Misérables, 草枕; ruby dropped as the ingest drops it): a name written with a person's title is a person's whatever the
dictionary says, a katakana word only ever the first part of another word is no entry, a number before a katakana word
counts it, an inn's name is a place's, and 「一列に行儀よく」 goes nowhere."""

from __future__ import annotations

from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P


def _kinds(lines: list[str], times: int = 2) -> dict[str, str]:
    return {e.name: e.kind for e in find_characters([P(t) for t in lines * times], "ja")}


def _has(kinds: dict[str, str], form: str) -> bool:
    return any(form in name for name in kinds)


def test_a_name_written_with_a_persons_title_is_a_person():
    """フリント is flint to the dictionary, a common noun: written フリント船長, フリント親分 and 「あのフリントって人」 it is
    a person (on main: a term). イングランド, a country to the dictionary at every use, is a pirate captain where the
    text writes イングランド船長 in one use of eight: a person (on main: a place)."""
    treasure_island = [
        "フリント船長の名は、私には初めてであったけれども、村ではよく知っている人もあって、非常に恐れさせる力があった。",
        "実際、フリント船長の仲間であった者ならだれであろうと、村の人を死ぬほど怖がらせるに十分であった。",
        "己にゃあその隅に、お前の後に、フリント親分が見えてるんだ。", "フリントの一等運転士だったのだ。",
        "あなたは今のフリントのことを聞いたことがおありでしょうな？", "フリントが船長だったんだ。",
        "あの人は仲間の華だったんだね、あのフリントって人は！", "フリントの書えたものがあるか、ってえんだ。",
        "いや、私も彼のことはイングランドで聞いたことがありますがね。", "この鳥はイングランドと一緒の船にいたこともあるんだ。",
        "あの大海賊のイングランド船長（註四三）とね。", "初めはイングランドの船に乗り、それからフリントの船に乗った、というのが己の経歴だ。",
        "己はイングランドの時には九百ポンド貯め、フリントのところでは二千ポンド貯めた。",
        "イングランドの手下の奴らあ今みんなどこにいる？　わからねえ。", "それならイングランドのやり方だろう。"]
    kinds = _kinds(treasure_island)
    assert kinds.get("フリント") == "person" or kinds.get("フリント船長") == "person"
    assert kinds.get("イングランド") == "person"


def test_a_word_only_written_as_part_of_another_is_no_entry():
    """ジョージ, a person's name to the dictionary, is only ever written as the first part of another word: an inn
    (ジョージ王屋), a coin (ジョージ金貨), the king (ジョージ陛下): no entry (on main: a person). 四ペンス, a number and a
    coin, is no name (on main: a term). A house written whole is still one, and a title keeps its person."""
    lines = ["彼はその日の朝「ジョージ王屋」のところで駅逓馬車を降り、海岸沿いにどんな宿屋があるかと尋ねた。",
             "私はわがイギリスのために、ジョージ陛下万歳！　名誉の戦争に出まして、大事な眼をなくした者でございます。",
             "「ジョージ金貨をやるからな、ピュー、ぎゃあぎゃあいうのはよせよ。」", "夕暮に私たちは「ジョージ王屋」のところで馬車に乗った。",
             "毎月の一日に四ペンス銀貨を一枚ずつやると約束したのだ。", "私は毎月四ペンスの金を貰うためにこんな妄想に悩まされた。",
             "一月でも四ペンス銀貨をやらなかった月はないしさ。", "海員が「ベンボー提督屋」に泊ると話をした。",
             "そしてとうとう「ベンボー提督屋」へ着いて、入口の戸を叩いた。", "それに、「ベンボー提督屋」の先の方に人がいた。",
             "ヴィタリス親方が言った。", "ヴィタリス親方は黙っていた。", "ヴィタリス親方と一緒に歩いた。"]
    kinds = _kinds(lines)
    assert not _has(kinds, "ジョージ") and not _has(kinds, "ペンス")
    assert kinds.get("ベンボー提督屋") == "place"
    assert kinds.get("ヴィタリス親方", kinds.get("ヴィタリス")) == "person"


def test_an_inns_name_is_a_place():
    """Les Misérables' inns, Xの宿屋 and 「Xという看板の…宿屋」: places (on main: persons, by the ・ of their names)."""
    les_miserables = [
        "当時ディーニュの町にはクロア・ド・コルバという看板のりっぱな宿屋があった。",
        "そのトロア・ドーファンのラバールの光栄は、二十五里へだてたクロア・ド・コルバのラバールの上にまで反映していた。",
        "もし振り返ったならば彼は、クロア・ド・コルバの亭主が入り口に立っているのを見たであろう。",
        "彼が出てきた時、クロア・ド・コルバからあとをつけてきて、今まで待っていた一人の男がいた。",
        "昔教導兵でありグルノーブルにトロア・ドーファンの看板の宿屋を持っている男があった。",
        "皇帝上陸の際には、このトロア・ドーファンの宿屋について多くの風説があった。",
        "男の家にゆくのだからと言って、トロア・ドーファンの宿屋に行ったのであった。"]
    kinds = _kinds(les_miserables)
    assert kinds.get("クロア・ド・コルバ") == "place"
    assert kinds.get("トロア・ドーファン") == "place"


def test_in_a_row_is_no_place():
    """草枕's 一列 (a given name to the dictionary) is only ever 「一列に行儀よく並んで」, 「一列に並んでいる」: in a row,
    nowhere gone to, no entry (on main: a place, 行儀 read as 行く)."""
    kusamakura = ["垂れ落ちの所に、妙な影が一列に並んでいる。", "本堂の端から端まで、一列に行儀よく並んで躍っている。",
                  "見ると本堂の端から端まで一列に行儀よく並んで躍っている。"]
    assert "一列" not in _kinds(kusamakura)


def test_a_word_written_only_as_a_thing_is_no_entry():
    """宝島's 油布 (oilcloth; a surname to the dictionary) is only 「油布でくるんだ」, 「油布の小包」: で says with what as
    well as where, and nothing else speaks for a name (on main: a place)."""
    treasure_island = ["油布でくるんだ書類のような包と、触ると金の音のじゃらじゃらするズックの嚢だった。",
                       "「それを持ってゆこう。」と私は油布の小包を取り上げながら言った。", "「どうぞ。」と私は言って、油布の包を彼に渡した。"]
    assert "油布" not in _kinds(treasure_island)
