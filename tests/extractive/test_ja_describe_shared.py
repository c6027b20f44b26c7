"""Issue 43's speed: the Japanese description patterns are compiled once for every name (ja/describe.patterns: the
name written before the sentence, matched by back-reference, as Chinese's are) instead of once per name. They must
find exactly what each name's own compiled patterns find (ja/describe.own_patterns), at the same place: at the
sentence's start too (the shapes anchored there), and in a sentence holding a line break."""

from __future__ import annotations

from understory_cli.extractive.ja import describe as ja

# (sentence, name): the module's shapes, and neighbours that must keep a shape from matching
PASSAGES = [
    ("校長は薄髯のある、色の黒い、目の大きな狸のような男である。", "校長"), ("おれは江戸っ子だ。", "おれ"),
    ("勘太郎は無論弱虫である。", "勘太郎"), ("英語の教師に古賀とか云う大変顔色の悪るい男が居た。", "古賀"),
    ("数学の教師に堀田というのが居た。", "堀田"), ("この清と云う下女が泣いた。", "清"), ("港屋とか云う宿屋へ行った。", "港屋"),
    ("この裏町に萩野と云って老人夫婦ぎりで暮らしているものがある。", "萩野"), ("延岡と云えば山の中も山の中も大変な山の中だ。", "延岡"),
    ("吉川君というのは画学の教師で例の野だいこの事だ。", "吉川"), ("校長は狸、教頭は赤シャツ、英語は…", "狸"),
    ("学者のアラムハラドが来た。", "アラムハラド"), ("父のクルウ大尉が言った。", "クルウ"), ("甥の久一が来た。", "久一"),
    ("はい、那古井の源兵衛で御座んす。", "源兵衛"), ("「はい、那古井の源兵衛で御座んす」", "源兵衛"),
    ("あの寂しそうな小娘は、追い使われているのでした。名前はベッキイでした。", "ベッキイ"),
    ("延岡は山の中の町だ。", "延岡"), ("今宵の宿は那古井の温泉場だ。", "那古井"),
    ("若い男（久一）はこの老人の甥と見える。", "久一"), ("但し狸と赤シャツは例外である。", "赤シャツ"),
    ("数学の教師の山嵐が来た。", "山嵐"), ("赤シャツの弟が来た。", "赤シャツ"), ("赤シャツは声が小さい。", "赤シャツ"),
    ("アメリア嬢は肥っちょの背の低い婦人で、姉をひどく怖がっていました。", "アメリア"), ("ジャネットは一人で、歩いた。", "ジャネット"),
    ("テーモ氏の農夫ファゼーロが来た。", "ファゼーロ"), ("校長が呼びに来た。", "校長"), ("ミリエル氏はディーニュの司教であった。", "ミリエル"),
    ("山嵐は\n数学の教師である。", "山嵐"), ("そうか。\nはい、那古井の源兵衛で御座んす。", "源兵衛"),
]


def test_the_shared_patterns_find_what_each_names_own_pattern_finds_where_it_finds_it():
    found = 0
    for sentence, name in PASSAGES:
        for (strength, own), (shared_strength, shared, guard) in zip(ja.own_patterns(name), ja.patterns(name), strict=True):
            assert strength == shared_strength and guard is None
            mine, theirs = own.search(sentence), shared.search(sentence)
            assert (mine and mine.start()) == (theirs and theirs.start()), (sentence, name, strength)
            assert (mine is None) == (theirs is None), (sentence, name, strength)
            found += mine is not None
    assert len(PASSAGES) // 2 < found < 3 * len(PASSAGES)  # most shapes match, and the neighbours keep others off
