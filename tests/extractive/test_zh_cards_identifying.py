"""Chinese cards on books nobody tuned on (issue 43 §6): the text's own identifying constructions say who — a tie with
its birth order (严仲平的大女儿洁修: 锻炼; 卜家第二個儿子卜信: 儒林外史; 他小儿子雅各: 创世记), someone brought in by what
they do and a count of one (間壁開米店的一位卜老爹: 儒林外史; 拜從安老爺看文章的一位梅公子: 兒女英雄傳), one of a kind and the
name they are called by in speech (一個鄉下農民，叫做王冕), an adoption and the new name (為義子，改名鮑廷璽) — while a
likeness (好像洁修就是辛佳), a look (是心事很重的样子), an arrival (新加进来的一位唐云山) and a speaker's gibe stay no
description."""

from __future__ import annotations

from understory_cli.extractive.describe import summary_value


def test_a_tie_with_its_birth_order_says_whose():
    assert summary_value("这位女郎就是严仲平的大女儿洁修，苏小姐的同学；苏小姐近来在严公馆借宿就是和洁修共榻的。",
                         ["严洁修", "洁修"]).full  # 锻炼
    assert summary_value("隨后卜家第二個儿子卜信，端了一個箱子，內里盛的是新娘子的針線鞋面。", ["卜信"]).full  # 儒林外史
    assert summary_value("只見那邊卜老爹已是料理了些鏡子、燈台、茶壺，叫他大儿子卜誠做一擔挑了來。", ["卜誠"]).full
    assert summary_value("就打发人去、叫了他小儿子雅各来。", ["雅各"]).full  # 创世记
    # a family's 家 only after a surname (not 回家, 人家)
    assert not summary_value("他回家大儿子进来了。", ["进来"]).full


def test_someone_brought_in_by_what_they_do_and_a_count_of_one():
    assert summary_value("那日午后，沒有生意，間壁開米店的一位卜老爹走了過來，坐著說閒話。", ["卜老", "卜老爹"]).full
    assert summary_value("這日，有向來拜從安老爺看文章的一位梅公子，也是個世家，前來看望。", ["梅公子"]).full  # 兒女英雄傳
    assert summary_value("走到吉祥寺門口一個刻圖書的郭鐵筆店里柜外，和郭鐵筆拱一拱手。", ["郭鐵筆"]).full
    # where someone sits or how they came is no who (子夜), nor what a speaker calls them in a gibe
    assert summary_value("他对着新加进来的一位唐云山说。", ["唐云山"]).value == 0
    assert summary_value("她看见坐在窗前的一位陈克明。", ["陈克明"]).value == 0
    assert summary_value("“但是也还有一位虔奉《太上感应篇》的老太爷！”", ["吴老太爷", "老太爷"]).value == 0
    assert not summary_value("阎王大喜道：“好一个有信有德的太宗皇帝！”", ["太宗"]).full  # 西游记: praise, not the subject


def test_one_of_a_kind_named_in_speech_says_who():
    assert summary_value("時知縣不敢隱瞞 ，便道：“這就是門生治下一個鄉下農民，叫做王冕，年紀也不甚大。", ["王冕"]).full
    assert summary_value("那人道：“我闻得他手下有一个徒弟，名唤孙行者。”", ["孙行者"]).full  # 西游记
    # a clause between, and the name with the title people call them by
    assert summary_value("那人道：“鎮上有一個書辦，行三，人都叫他潘三爺。”", ["潘三"]).full
    # …but not the speaker's own (what a speaker calls a friend or a brother of theirs: test_zh_accounts)
    assert summary_value("潘保正道：“我有個房分兄弟，行三，人都叫他潘三爺，現在布政司星充吏。”", ["潘三"]).value == 0
    # a name's own word is no kind (有个法名，叫做孙悟空: a naming only)
    assert summary_value("猴王道：“不劳师父盛意，我原有个法名，叫做孙悟空。”", ["孙悟空"]).value == 0


def test_an_adoption_and_the_new_name_say_whose_child():
    assert summary_value("立過繼文書倪霜峰，今將第六子倪廷璽，年方一十六歲，因日食無措，夫妻商議，情愿出繼与鮑文卿名下為義子，"
                         "改名鮑廷璽。", ["鮑廷璽"]).full  # 儒林外史
    assert summary_value("鮑文卿家過繼的義子鮑廷璽進來了。", ["鮑廷璽"]).full  # an adopted child, a kin word


def test_a_likeness_is_no_identity():
    assert summary_value("苏子培抓住了洁修的手，激动得声音有点发抖，好像洁修就是辛佳。", ["严洁修", "洁修"]).value == 0  # 锻炼
    assert summary_value("原来这燕青就是卢俊义家心腹人。", ["燕青"]).full  # (a plain identity still is)
    # nor is how someone looks (子夜, 啼笑姻缘)
    assert summary_value("杜竹斋是心事很重的样子，左手的指头旋弄他那只鼻烟壶。", ["杜竹斋"]).value == 0
    assert summary_value("现在一看秀姑是个极文明的样子。", ["秀姑"]).value == 0
