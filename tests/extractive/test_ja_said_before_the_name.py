"""Issue 43, the card says who, in Japanese: what a translated novel writes before a name — a relative clause of
being (「…奉公人であったマーサは」, 「老嬢であるバティスティーヌ嬢」) and a son or daughter by rank with the full name
after it (「子息のピータア・クラチットが」, 「二番目娘のベリンダ・クラチット」). The sentences are quoted from
森田草平訳『クリスマス・カロル』 and 豊島与志雄訳『レ・ミゼラブル』 (neither in the repository's corpora)."""

from __future__ import annotations

import pytest

from understory_cli.extractive.describe import subject_of, summary_value


@pytest.mark.parametrize("sentence, name", [
    ("それから婦人小間物商のつまらない奉公人であったマーサは、自分がどんな種類の仕事をしなければならないかとか、"
     "一気に何時間働かなければならないかとか、明日は休日で一日自宅に居るから、明日の朝はゆっくり骨休めをするために"
     "朝寝坊をするつもりだとか云うことを話した。", "マーサ"),  # (カロル)
    ("ミリエル氏は老嬢であるバティスティーヌ嬢とともにディーニュにきたのであった。", "バティスティーヌ"),  # (レ・ミゼラブル)
    ("そのうちでも、革命前にポンタルリエの門衛長であったリュスネーさんがあります。", "リュスネー"),
])
def test_a_relative_clause_of_being_before_the_name_says_who(sentence, name):
    assert summary_value(sentence, [name]).full
    assert subject_of(sentence, [name]) == name


def test_a_relative_clause_before_a_name_and_its_of_describes_what_follows():
    # the great-great-uncle is the bishop of Ptolemais, not the place (レ・ミゼラブル)
    sentence = "も一つの論においては、本書の作者の曾祖伯父であるプトレマイスの司教ユーゴーの神学上の著書もある。"
    assert summary_value(sentence, ["プトレマイス"]).value == 0
    assert subject_of(sentence, ["プトレマイス"]) is None


@pytest.mark.parametrize("sentence, name", [
    ("一方では、子息のピータア・クラチットが馬鈴薯の鍋の中に肉叉を突込んだ。", "ピータア"),  # (カロル)
    ("そして彼女は、これもまたリボンで飾り立てている二番目娘のベリンダ・クラチットに手伝わせて、食卓布をひろげた。", "ベリンダ"),
    # (レ・ミゼラブル, cut; 「その娘の…」 alone no longer says whose daughter: ja/pronoun_kin.py reads the holder and the
    # relation says it, test_jasay56_anchored_kin)
    ("伯爵の娘のマリー・ルイズは、ルイ・ド・グラモン公爵の息子と結婚しています。", "マリー"),
])
def test_a_son_or_daughter_written_before_the_full_name_says_who(sentence, name):
    assert summary_value(sentence, [name]).full
