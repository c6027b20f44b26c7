"""Issue 43 on Japanese books nobody tuned on, written as passages of their own sentences (shortened): the shapes 草枕
showed at its second blind reading (a man the dictionary knows as a place's name, a word it tags a place, a place said
to be a hot spring's, a woman known as her house's, a stranger met as 「若い男」 and named later) and those of a blind
Japanese translation of a French novel (a servant addressed with や, a bishop by his office and a title of rank, an
innkeeper by his role, a pronoun of the other sex, a katakana name inside a longer one)."""

from __future__ import annotations

from understory_cli.analyze.mentions import matcher
from understory_cli.extractive.describe import summary_value, told_by_noun
from understory_cli.extractive.ja.analyser import tokens
from understory_cli.extractive.ja.statements import read
from understory_cli.extractive.names import find_characters
from understory_cli.extractive.relations import one_way, relation_label, stated_relations
from understory_cli.extractive.scan import scan
from support.written_book import Passage as P

KUSAMAKURA_LINES = ["「山陽の愛蔵したと云う硯です」と老人が云った。", "「山陽が一番まずいようだ」",
                    "「今日は山陽の幅を懸け替えて置いた」", "「山陽よりは善かろうと思うて」", "なるほど山陽は俗な男だと思った。",
                    "余は草を茵に太平の尻をそろりと卸した。", "都会は太平の民を乞食と間違える。",
                    "この気燄家は、太平の象を具したる春の日に調和せる一彩色である。",
                    "昔しこの村に長良の乙女と云う、美くしい長者の娘が御座りました。", "長良の乙女の墓を見て御行きなされ。",
                    "長良の乙女が青馬に乗って峠を越す。", "源兵衛は笑った。", "源兵衛が云った。", "和尚は黙っていた。"] * 2


def test_a_man_by_his_copula_and_a_word_only_written_before_no():
    """山陽 (頼山陽), to the dictionary a place's name at every use, is said to be a man (「山陽は俗な男だ」): a person
    (on main: a place). 太平 (peace), tagged a place, is only ever written before の and a different word: no entry
    (on main: a place). 長良, written before the same 乙女 in most uses, is still the maiden's name, whole."""
    kinds = {e.name: e.kind for e in find_characters([P(t) for t in KUSAMAKURA_LINES], "ja")}
    assert kinds.get("山陽") == "person"
    assert "太平" not in kinds
    assert kinds.get("長良の乙女") == "person"


def test_what_a_place_is_said_to_be():
    """「今宵の宿は那古井の温泉場だ」 says what 那古井 is (a hot spring's place), and so does a copula with a place's
    noun (「延岡は山の中の町だ」): each a full line for the place (on main: no description, the generated line).
    Going there says nothing of it, nor does a person's 所 (about to go)."""
    assert summary_value("山を越えて落ちつく先の、今宵の宿は那古井の温泉場だ。", ["那古井"]).full
    assert summary_value("延岡は山の中の町だ。", ["延岡"]).full
    assert not summary_value("余は那古井へ行く。", ["那古井"]).usable
    assert not summary_value("野だは今帰る所だ。", ["野だ"]).full


def test_a_woman_known_as_her_houses_is_of_that_house_on_her_entry_only():
    """「志保田の御那美さん」: a name with an honorific after another's and の is of that house, stated on her entry as
    written (on main: no relation, so her card was the bare generated line); the house gets no row "御那美さん"
    (one way). A kin word between them is still a two-way tie."""
    said = ["「あの、あなたの泊っている、志保田の御那美さんも、嫁に入って帰ってきてから」", "那古井の源兵衛で御座んす。",
            "志保田の嬢様が身を投げた。"]
    found = stated_relations(said, ["志保田", "那美", "那古井", "源兵衛"], "ja")
    assert [(r.subject, r.other) for r in found] == [("那美", "志保田")]
    assert relation_label(found[0], "ja") == "志保田の御那美さん" and one_way(found[0], "ja")
    kin = stated_relations(["ミンチン先生の妹のアメリア嬢が来た。"], ["ミンチン先生", "アメリア"], "ja")
    assert [r.relation for r in kin] == ["妹"] and not one_way(kin[0], "ja")


# 草枕's tea scene (shortened): a young man told of again and again, addressed by name in speech, then a subject by name
TEA_SCENE = ["相客は僧一人、観海寺の和尚で名は大徹と云うそうだ。", "俗一人、二十四五の若い男である。",
             "若い男は余とならんで、花毯の半を占領した。", "老人は茶をしたたらす。", "若い男は気の毒そうに、老人の顔を見る。",
             "と云いながら、余は隣りの若い男に硯を渡した。", "と老人が笑いながら聞いて見る。", "久一君は、少々自棄の気味で、",
             "若い男はこの老人の甥と見える。", "なるほどどこか似ている。"]


def test_a_stranger_told_of_by_a_noun_then_named_has_the_nouns_line():
    """久一 is met as 「若い男」 and only later made a subject by name: the chapter's line saying what the young man is
    (the old man's nephew) is his, the name glossed after the noun, a full description (on main: no such reading, his
    card the generated line). Two strangers before the naming, or the name already in the narration, tie nothing."""
    at, line = told_by_noun(TEA_SCENE, ["久一"])
    assert (at, line) == (8, "若い男（久一）はこの老人の甥と見える。")
    assert summary_value(line, ["久一"]).full
    no_tie = [s for s in TEA_SCENE if "甥" not in s]
    assert told_by_noun(no_tie, ["久一"])[1] == "俗一人、二十四五の若い男（久一）である。"  # its introduction
    two = TEA_SCENE[:6] + ["余は小娘に茶を渡した。"] + TEA_SCENE[6:]
    assert told_by_noun(two, ["久一"]) is None
    assert told_by_noun(["久一は笑った。", *TEA_SCENE], ["久一"]) is None
    # a sentence that names the noun's bearer is another's (金色夜叉: 「甘糟と呼れたるは、…紳士なり」 was 風早's card)
    named = [s.replace("俗一人、", "甘糟と呼ばれたるは、") for s in no_tie]
    assert told_by_noun(named, ["久一"]) is None


# a Japanese translation of a French novel (レ・ミゼラブル's first part, 1918–19), shortened: the servant addressed with
# the vocative や and said to be a woman, the bishop called by his name and a title of rank
TRANSLATION = ["「マグロアールや、」と司教は言った、「椅子を持っておいで。」", "マグロアールは背の低い肥った活発な女である。",
               "マグロアールは夕食を整えた。", "マグロアールは両方の蝋燭に火をともした。", "「マグロアールや、」と彼は言った。",
               "ビヤンヴニュ閣下は少しも驚かなかった。", "ビヤンヴニュ閣下はあえて答えなかった。", "人々はビヤンヴニュ閣下を愛した。",
               "彼女はパリーにいた。", "彼はパリーに出かけねばならなかった。"] * 3


def test_a_translations_servant_and_a_bishop_by_his_title_are_people():
    """「マグロアールや、」 addresses her and 「…活発な女である」 says she is a woman: a person (on main: no entry, her
    uses a thing's); 閣下 after a katakana name is a title like 大尉 (on main: ビヤンヴニュ a term)."""
    kinds = {e.name: e.kind for e in find_characters([P(t) for t in TRANSLATION], "ja")}
    assert kinds.get("マグロアール") == "person"
    assert kinds.get("ビヤンヴニュ閣下") == "person"
    assert kinds.get("パリー") == "place"


def test_a_name_others_are_called_by_is_not_the_narrators():
    """「人々がビヤンヴニュ閣下と呼んでいるのはあなたですか」 calls the one spoken to so: no statement that the narration's
    私 is named so (on main: a "called" statement, and 私 became the bishop's alias); 坊っちゃん's own 「まだ坊っちゃんと
    呼ぶのは馬鹿気ている」 still is one."""
    texts = ["「人々がビヤンヴニュ閣下と呼んでいるのはあなたですか。」", "そんなえらい人をつらまえて、まだ坊っちゃんと呼ぶのはいよいよ馬鹿気ている。"]
    found = read([P(t) for t in texts], [tokens(t) for t in texts])
    assert [s.a for s in found if s.how == "called"] == ["坊っ"]  # (its honorific kept later: candidates.py)


# the bishop: his full name said to hold his office, the office then written alone, his nickname with a title of rank
BISHOP = ["一八一五年に、シャール・フランソア・ビヤンヴニュ・ミリエル氏はディーニュの司教であった。",
          "ミリエル氏は老嬢であるバティスティーヌ嬢とともにディーニュにきたのであった。彼女は彼より十歳年下の妹だった。",
          "司教は言った。", "司教は笑った。", "司教は黙っていた。", "「閣下、」と彼女は言った。", "ミリエル氏は答えた。",
          "バティスティーヌ嬢は笑った。", "バティスティーヌ嬢は言った。"]


def test_a_name_said_to_hold_an_office_is_titled_over_it():
    """「…ミリエル氏はディーニュの司教であった」 ties 司教, written alone afterwards, to ミリエル, who titles the entry (on
    main: 司教 and ミリエル two entries, the office the title); the sentence is his card (on main: strength 2, 司教 no
    noun for a person, and ・ before ミリエル hid the name). His full name written with 氏 is his too, one entry (before
    shapes.honorific_tail: シャール・フランソア・ビヤンヴニュ・ミリエル氏 a second entry)."""
    lines = [P(t, f"1.{k + 1}.1", k + 1) for k, t in enumerate(BISHOP * 3)]
    found = find_characters(lines, "ja")
    bishop = next(e for e in found if "ミリエル" in e.names)
    assert {"司教", "シャール・フランソア・ビヤンヴニュ・ミリエル"} <= set(bishop.names)
    assert all(e.name != "司教" and not e.name.endswith("ミリエル氏") for e in found)
    assert summary_value(BISHOP[0], ["ミリエル", "司教"]).full
    # 坊っちゃん's 「数学の主任は誰かと聞いてみたら例の山嵐であった」 finds a name for an office: 山嵐 is no office
    found = [P(t) for t in ("数学の主任は誰かと聞いてみたら例の山嵐であった。", BISHOP[0])]
    assert [(s.a, s.b) for s in read(found, [tokens(p.text) for p in found]) if s.how == "office"] == [
        ("シャール・フランソア・ビヤンヴニュ・ミリエル", "司教"), ("ミリエル", "司教")]


def test_she_after_a_mans_name_is_not_him():
    """「ミリエル氏は…バティスティーヌ嬢とともに…。彼女は彼より十歳年下の妹だった。」: 彼女 is the sister, not ミリエル氏
    (on main the pair was his card, a full description); 彼 after a 嬢 is no one's either."""
    assert not summary_value(BISHOP[1], ["ミリエル"]).usable
    assert not summary_value("アメリア嬢は黙った。彼は医者でした。", ["アメリア"]).usable
    assert summary_value("セエラは笑った。彼女は思いやりのある少女でした。", ["セエラ"]).full


# the inn the convict is turned away from: its keeper introduced by name and role, the kind woman known by her address
INN = ["その主人はジャカン・ラバールといって、他のラバールという者の親戚であった。", "しっかりした亭主のジャカン・ラバールは鉛筆をとり出した。",
       "群衆はジャカン・ラバールを取巻いた。", "ラバールの家に行ってみたかね。", "実際親切なお上さんという名前に至当な彼女は、侯爵夫人であった。",
       "「お上さん、泊めてくれ」と男は言った。", "お上は笑った。", "司祭は言った。", "司祭は黙っていた。"] * 3


def test_an_innkeeper_by_his_role_is_a_person_and_forms_of_address_are_no_entries():
    """亭主のジャカン・ラバール and 「ラバールという者」 make the innkeeper a person (on main: a term); お上(さん) and 司祭,
    said of whoever keeps a house or serves a church, are no one's name alone (on main: entries)."""
    kinds = {e.name: e.kind for e in find_characters([P(t) for t in INN], "ja")}
    assert kinds == {"ジャカン・ラバール": "person"}


def test_a_katakana_name_inside_a_longer_katakana_word_is_no_use_of_it():
    """ジャン is no use in ジャンヌ (his sister) or ジャンリー閣下 (an archbishop), as ロン is none in ロンドン: neither for
    the finder's scan nor the stored mentions (on main both counted, and his first mention was an archbishop's)."""
    text = "大司教ジャンリー閣下と姉のジャンヌ、そしてジャン・ヴァルジャン。ジャンは黙った。"
    assert scan([P(text)], ["ジャン", "ジャン・ヴァルジャン"], words=False) == [["ジャン・ヴァルジャン", "ジャン"]]
    assert [m.group() for m in matcher(["ジャン", "ジャン・ヴァルジャン"]).finditer(text)] == ["ジャン・ヴァルジャン", "ジャン"]
