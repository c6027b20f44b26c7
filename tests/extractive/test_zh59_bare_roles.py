"""A bare role, rank or office as a Chinese entry (issue 43, books nobody tuned on: 长河's 老水手, 商会会长, 队长, 师爷,
团总, 橘子园主人; 巴黎圣母院's 红衣主教, 王上, 府尹大人; 官场现形记's 道台, 中丞; 三侠五义's 圣上, 太后, 相爷; a translation's
伯爵夫人): what the story calls whoever fills the part, no one's entry; a named holder keeps his name, and a surname
with its title (马牧师, 宗队长) is a person."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.zh.bare_roles import bare_role


def test_roles_ranks_and_offices_alone_are_bare():
    assert all(bare_role(w) for w in (
        "老水手", "商会会长", "会长", "队长", "师爷", "团总", "橘子园主人", "府尹大人", "红衣主教", "王上", "圣上",
        "太后", "相爷", "道台", "中丞", "县长", "司令", "军士", "伯爵夫人", "子爵夫人", "女皇陛下", "女主人",
        # a translation's priest and its Monsieur before an office (紅與黑's 神甫先生, 70 uses, an entry of its own)
        "神甫先生", "神甫", "本堂神甫", "副本堂神甫", "市长先生", "法官先生"))


def test_a_name_and_a_surname_with_its_title_are_not():
    # people of the judged books' tables, a surname with a calling, and the callings a hero is named by
    assert not any(bare_role(w) for w in (
        "马牧师", "宗队长", "王道台", "曹县长", "滕长顺", "夭夭", "三黑子", "卡齐莫多", "月生", "伯和", "长顺", "高升",
        "陶子尧", "包公", "长老", "行者", "师父", "萝卜溪", "辰溪县", "司法宫", "吕家坪", "王先生", "老先生"))


def test_the_named_man_beside_a_nameless_boatman_and_captain_stays():
    # 长河's shape: the central old man is only ever 老水手, the militia captain only 队长 (a nameless person is no
    # entry); the named man they talk to keeps his (a guard: the words' test must not take a name with them)
    from understory_cli.extractive.names import find_characters

    lines = ["老水手坐在橘子园边的石头上，望着河里的船。", "滕长顺从油坊回来，对老水手说：“今年橘子好。”",
             "老水手笑了笑，说：“夭夭呢？”", "夭夭在园里摘橘子，听见老水手叫她，便跑了过来。",
             "队长带了几个兵，到萝卜溪来找滕长顺。", "队长说：“我们要买一船橘子。”", "滕长顺只好答应了队长。",
             "夭夭不作声，看着队长走远了。", "老水手摇摇头，对夭夭说：“这事麻烦。”", "滕长顺叹了口气，回家去了。"]
    names = {e.name for e in find_characters(told_over(lines), "zh")}
    assert "滕长顺" in names
    assert not names & {"老水手", "队长"}


def test_the_rules_read_a_bare_role_as_an_address_only_where_tied():
    # the hook the merge and the entity builder ask (aliases.py, entities._lone_title, titles.counted): a bare role
    # is an alias of a named holder only where the text ties it, and an entry of such words alone is none
    from understory_cli.extractive.zh.rules import ChineseRules

    rules = ChineseRules(set())
    assert all(rules.address(w) for w in ("老水手", "商会会长", "队长", "师爷", "红衣主教", "王上", "道台", "伯爵夫人"))
    assert not any(rules.address(w) for w in ("滕长顺", "马牧师", "曹县长", "卡齐莫多"))


def test_a_rank_alone_is_bare_unless_the_text_made_it_one_mans_name():
    # 高老头's 伯爵 (of 伯爵夫人, several countesses' husbands) is an address; 一公爵…公爵 (foreign.ranked_men) is the
    # one man a translation never names, and stays his
    from understory_cli.extractive.zh.rules import ChineseRules

    assert ChineseRules(set()).address("伯爵")
    assert not ChineseRules(set(), ranked_men={"公爵"}).address("公爵")


def test_a_holy_calling_and_a_masters_name_are_not_bare():
    # 西游记: 圣僧 is how the book names 唐僧 (the link to 金蝉子 and 旃檀功德佛), 菩提祖师 a master's name, 天师 a title
    # of named Taoists; a body's noun before a calling is what may make a bare role of a longer word (保安队队长)
    assert not any(bare_role(w) for w in ("圣僧", "菩提祖师", "天师", "法师", "乌巢禅师"))
    assert bare_role("保安队队长")


def test_a_given_name_closed_like_a_calling_is_no_role():
    """Review: 一句顶一万句's 春生 (「名叫春生」) lost his entry; 上官 and 司徒 are surnames."""
    assert not any(bare_role(w) for w in ("春生", "水生", "海生", "金童", "干将", "上官", "司徒"))


def test_a_rank_glued_to_one_name_is_that_man_s():
    """Review: 高老头's 侯爵 (27 uses) is 阿瞿达侯爵's, written so nine times; a rank glued to two names is no one's."""
    from understory_cli.extractive.zh.rules import ChineseRules
    one = ["阿瞿达侯爵走进客厅，向众人点头。", "侯爵笑了一笑，转身走了出去。", "阿瞿达侯爵又来了。"]
    assert ("阿瞿达", "侯爵") in ChineseRules(set()).ties(told_over(one, 3), {"阿瞿达", "侯爵"})
    two = one + ["朗特纳克侯爵也来了。"]
    assert not ChineseRules(set()).ties(told_over(two, 3), {"阿瞿达", "朗特纳克", "侯爵"})
