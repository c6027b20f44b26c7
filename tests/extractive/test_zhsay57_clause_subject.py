"""Chinese identifying clauses whose subject is not the sentence's first word (issue 43 §6; zh/clause_subject.py),
from books nobody tuned on: a name opening a later clause said one of a kind by a counted copula (乱世佳人's 蘇倫是個…妹妹,
因為傑拉爾德是個…獵手; 上尉的女兒's “華西里莎·葉戈洛夫娜是一位…太太”, the given name dot-joined before the entry's form),
a post someone is chosen for (艾希禮·威爾克斯被選做隊長了), the second of twins a tie names (孿生兄弟斯圖爾特和布倫特) —
while an object of seeing or saying, a quality, and the second of a pair after a tie one person holds stay no subject."""

from __future__ import annotations

from understory_cli.extractive.describe import summary_value


def test_a_later_clause_said_one_of_a_kind_by_a_counted_copula():
    assert summary_value("郝思嘉也無可奈何地對她吐吐舌頭，蘇倫是個喜歡抱怨而自私得叫人厭煩的妹妹，要不是愛倫管得嚴，"
                         "郝思嘉不知會打她多少次耳光了。", ["蘇倫"]).full
    assert summary_value("儘管郝思嘉心中充滿了焦急不安的情緒，但她仍然懷著無比的自豪感觀望父親，因為傑拉爾德是個真正出色的獵手。",
                         ["傑拉爾德", "傑拉爾德·奧哈拉"]).full
    # Simplified, a line made in a modern novel's manner (子夜's 屠维岳; no such sentence in its text)
    assert summary_value("吴荪甫皱着眉头想了一想，屠维岳是一个能干的青年职员，他记得。", ["屠维岳"]).full
    # the object of a verb of seeing or saying is no clause's subject; a quality is no noun
    assert not summary_value("郝思嘉看見蘇倫是個喜歡抱怨的妹妹。", ["蘇倫"]).full
    assert not summary_value("郝思嘉想了想，蘇倫是個好人。", ["蘇倫"]).full
    # a counted copula closing on no person's noun: a point, a price (挪威的森林, 二马)
    assert not summary_value("不用说，木漉也是个重点，但我觉得她所回避的不只是这个。", ["木漉"]).full
    assert not summary_value("不对，咱们俩还多喝着一杯酒，马威是一个先令，你是一个零六。", ["马威"]).full
    # …nor "one who …的人", a speaker's view of a manner (啼笑姻缘, a gold book: labelled a plot line)
    assert not summary_value("一下推翻全案，何丽娜是个讲交际爱面子的人，这有多难为情。", ["何丽娜"]).full


def test_the_given_name_joined_before_the_entry_form():
    assert summary_value("“華西里莎·葉戈洛夫娜是一位十分勇敢的太太，”希瓦卜林鄭重其事地插話，“這一點，伊凡·庫茲米奇可以作證。”",
                         ["葉戈洛夫娜"]).full
    # …a patronymic only: a surname after a given name is the family's (every Wilkes), no one person's
    assert not summary_value("艾希禮·威爾克斯是個出色的騎手。", ["威爾克斯"]).full


def test_a_post_one_is_chosen_for():
    assert summary_value("結果艾希禮·威爾克斯被選做隊長了，因為是他是縣裡最出色的騎手，而且頭腦冷靜。", ["艾希禮"]).full
    assert summary_value("后来李四被选为会长，大家都很高兴。", ["李四"]).full
    assert not summary_value("他看见李四被选为会长。", ["李四"]).full  # what someone saw: no subject
    # a surname after a given name is the family's, no one person's (霍妮·威爾克斯 was never chosen)
    assert summary_value("結果艾希禮·威爾克斯被選做隊長了。", ["威爾克斯"]).value == 0


def test_the_second_of_twins_a_tie_names():
    sentence = "１８６１年四月一個晴朗的下午，郝思嘉同塔爾頓家的孿生兄弟斯圖爾特和布倫特坐在她父親的塔拉農場陰涼的走廊裡。"
    assert summary_value(sentence, ["斯圖爾特"]).full
    assert summary_value(sentence, ["布倫特"]).full
    # a tie one person holds is not the second name's (李逵 is no father of his)
    assert not summary_value("那天他的父亲宋江和李逵一同进城。", ["李逵"]).full


def test_one_of_the_children_a_tie_counts_in_a_list():
    # 丰乳肥臀: the house's seven daughters listed; 春 (older blind book): two brothers and a sister
    sentence = "上官家的七个女儿——来弟、招弟、领弟、想弟、盼弟、念弟、求弟——被一股淡淡的香气吸引着，从她们栖身的东厢房里钻出来。"
    assert summary_value(sentence, ["念弟"]).full and summary_value(sentence, ["来弟"]).full
    assert summary_value("他的两个兄弟觉群、觉世和一个妹妹淑芬迎面跑来。", ["觉世"]).full
    # no count, no list: 宋清 is the brother, 李逵 only walks beside him
    assert not summary_value("宋江的兄弟宋清和李逵一同进城。", ["李逵"]).full


def test_the_one_named_by_a_given_name_and_a_dot():
    # 上尉的女兒: 名X·Y者, the older written language's "the one named"
    assert summary_value("茲有頓河哥薩克兼分離派教徒名葉米里揚·普加喬夫者，越獄潛逃，僭竊先帝彼得三世之名。", ["普加喬夫"]).full


def test_the_one_named_who_comes():
    # 上尉的女兒: 名叫X的 before a coming is the one named, no modifier of something of his
    assert summary_value("有個皈依正教的卡爾美克人名叫尤萊的來見司令，報告了一個重要的機密。", ["尤萊"]).full
    assert not summary_value("有個皈依正教的卡爾美克人名叫尤萊的馬跑了。", ["尤萊"]).full


def test_a_phrase_with_its_preposition_is_no_item_of_a_counted_list():
    """A review's false reading: 他的两个儿子在上海和吴荪甫… made 吴荪甫 one of the sons."""
    from understory_cli.extractive.zh.clause_subject import PAIRED_ENDS

    assert not PAIRED_ENDS.search("他的两个儿子在上海和")
    assert not PAIRED_ENDS.search("王家的两个儿子常在城里跟")
    assert PAIRED_ENDS.search("上官家的七个女儿——来弟、招弟、")
