"""Chinese cards that say who (issue 43, the blind book 二马 with 红楼梦, 巴黎茶花女遺事 and the gold books): a bare
copula before a state, a posture or a mood is no description (马老先生是一脑门子官司), while 是个 + a noun for a person
still is; a kinship word and 叫 before a name says whose and what the one named is (她的儿子叫保罗)."""

from __future__ import annotations

from understory_cli.extractive.describe import summary_value


def test_a_bare_copula_before_a_mood_or_a_posture_says_nothing_of_who():
    # 二马: a mood, a posture, a habit (the text says who they are elsewhere)
    for sentence, name in [("马老先生是一脑门子官司，没理马威。", "马老先生"),
                           ("小马先生是学着伊牧师，把腿落在一块儿，左手插在裤兜儿里。", "小马先生"),
                           ("马老先生是凡事退步，只有对妇女，他是主张进取的，而且进取的手段也不坏；在这一点，我们不能不说马则仁先生有一点天才。", "马老先生")]:
        assert summary_value(sentence, [name]).value == 0, sentence
    # …while a noun for a person after the copula still says who, a verb's aspect inside its modifier too
    assert summary_value("伊牧师是个在中国传过二十多年教的老教师。", ["伊牧师"]).full
    assert summary_value("原来这燕青是卢俊义家心腹人，也上厅声喏了，做两行立住：李固立在左边，燕青立在右边。", ["燕青"]).full  # 水浒传
    assert summary_value("利百加是巴旦亚兰地的亚兰人、彼土利的女儿、是亚兰人拉班的妹子。", ["利百加"]).full  # 创世记
    # …and a noun these adverbs open (西游记)
    assert summary_value("陛下是真龙，臣是业龙。", ["陛下"]).full
    assert summary_value("这个是总督大天蓬，那个是谪下卷帘将。", ["这个"]).full
    # 二马: a degree before a quality is how it is, no noun
    assert summary_value("她说着把拿破仑抱起来，用手按着狗头向马先生点了两点；拿破仑是真困，始终没睁眼。", ["拿破仑"]).value == 0


def test_a_tie_and_the_name_it_is_called_by_says_who():
    # 二马: her son and her daughter (the second tie's whose is the first's); 创世记: his wife named (and a relation
    # row: 撒莱 is 亚伯兰's wife); 红楼梦: her maid
    assert summary_value("她的儿子叫保罗，女儿叫凯萨林。", ["保罗"]).full
    assert summary_value("她的儿子叫保罗，女儿叫凯萨林。", ["凯萨林"]).full
    assert summary_value("因忽又听得秦氏之丫鬟名唤瑞珠者，见秦氏死了，他也触柱而亡．", ["瑞珠"]).full
    from understory_cli.extractive.relations import stated_relations

    said = stated_relations(["亚伯兰的妻子名叫撒莱．拿鹤的妻子名叫密迦、是哈兰的女儿．"], ["亚伯兰", "撒莱", "拿鹤", "密迦"], "zh")
    assert {(r.subject, r.relation, r.other) for r in said} == {("撒莱", "妻子", "亚伯兰"), ("密迦", "妻子", "拿鹤")}


def test_a_gloss_in_brackets_after_the_name_says_what_it_is():
    # 二马: the dog, glossed (the sentence cut at the gloss's own 。); 巴黎茶花女遺事: a wine's name
    assert summary_value("然后把“拿破仑”（那只小白胖狗。", ["拿破仑"]).full
    assert summary_value("飲香檳（酒名）至數盃以外，即以手按胸上微嗽，旋持素巾抹之見血，馬克遂退就更衣處。", ["香檳"]).full
    # a naming or a remark in brackets is no gloss
    assert summary_value("马则仁（这是马老先生的名字）年青的时候在美以美会的英文学校念过书。", ["马则仁"]).value == 0
    assert summary_value("往回一煞步，大皮鞋的底儿（他永远不安橡皮底儿）十之八九是正放在姑娘的小脚指头上；", ["底儿"]).value == 0


def test_then_before_sending_is_no_copula():
    # 巴黎茶花女遺事: 乃遣 and a person is "then sent" (a plot line); 西游记's 乃遣云宫 names a palace, as before
    assert summary_value("馬克乃遣客屛居，而公爵仍弗至。", ["馬克"]).value == 0
    assert summary_value("这天上有三十三座天宫，乃遣云宫、毗沙宫、五明宫、太阳宫、化乐宫……", ["天宫"]).full


def test_one_who_plies_a_trade_says_who():
    # 二马 and 啼笑姻缘: 是个 + a trade's verb and object + 的 is one who does it
    # (the subject of its own clause after a verb of knowing)
    assert summary_value("马先生真没想到李子荣是个念书的。", ["李子荣"]).full
    assert summary_value("秀姑这就明白，那老妇是个介绍佣工的，少妇是寄住在介绍佣工的小店里的。", ["那老妇"]).full
    # …not a quality closed by 的 (红楼梦), nor 越…越 (a state)
    assert summary_value("贾兰是个省事的，忙按住砚，极口劝道：“好兄弟，不与咱们相干。", ["贾兰"]).value == 0
    assert summary_value("李子荣是越说越上精神。", ["李子荣"]).value == 0


def test_a_speaker_who_calls_the_listener_first_then_says_what_they_are():
    # 水浒传, 西游记: the one spoken to called first, then 我是 + a noun for a person
    assert summary_value("行者躬身道：“女菩萨息怒，我本是东土大唐钦差御弟唐三藏大徒弟孙悟空行者。", ["行者"]).full
    assert summary_value("宋江叫道：“教头，我是个犯罪的人，没甚与你。", ["宋江"]).full
    # …not an intention, nor a clause of someone's person before it (水浒传, 啼笑姻缘)
    assert not summary_value("林冲道：“娘子，我是好意，恐怕日后两下相误，赚了你。", ["林冲"]).full
    assert not summary_value("凤喜笑道：“你错了，我是恭喜贺喜的那个喜字。", ["凤喜"]).full
