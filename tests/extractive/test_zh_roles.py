"""Issue 43 §6, the card says who where no sentence describes: the role or the kind of place Chinese writes with the
name (太尉高俅, 王教头, 埃及王法老; 东京城, 埃及地), counted over the book (roles.py, zh/roles.py), made a record the
generated line states (analyze/extractive.py: noted "role: "), never from one stray pair of words."""

from __future__ import annotations

from types import SimpleNamespace

from support.written_book import P

from understory_cli.analyze.extractive import _roles, _stated_roles
from understory_cli.extractive.roles import stated_roles

CAST = [("高俅", "person", ["高俅", "高太尉"]), ("王进", "person", ["王进", "王教头"]), ("东京", "place", ["东京"]),
        ("西山", "place", ["西山"]), ("北海", "place", ["北海"]), ("蒋门神", "person", ["蒋门神"]),
        ("史进", "person", ["史进"])]


def _roles_of(texts: list[str], cast=CAST, language: str = "zh") -> dict[str, list[str]]:
    return {name: [r.role for r in said] for name, said in stated_roles(texts, cast, language).items()}


def test_a_role_set_before_the_name_often_enough_is_its_role():
    found = _roles_of(["话说东京开封府有个浮浪子弟，姓高，排行第二。", "后来太尉高俅坐了殿帅府。",
                       "史进道：“那高俅是个什么人？”", "太尉高俅大怒，便叫牌头来。"])
    assert found["高俅"] == ["太尉", "太尉"]


def test_one_stray_pair_of_words_is_no_role_but_an_introduction_is():
    # 教头史进 once, chapters after 史进 is first named: a stray pair; 教头王进 where the text first names him: his role
    found = _roles_of(["史进在庄上使棒。", "教头王进，是东京八十万禁军教头。", "只见教头史进走来。"])
    assert "史进" not in found and found["王进"] == ["教头"]


def test_a_surname_and_title_form_tied_to_the_name_gives_the_title():
    found = _roles_of(["王进收拾了担儿。", "史进道：“王教头，你且住。”", "王教头道：“不必多礼。”"])
    assert found["王进"] == ["教头", "教头"]


def test_another_surname_s_title_or_a_list_before_the_name_is_not_its_role():
    # 张都监蒋门神: 都监 is 张's; 、太尉 a list's noun
    assert "蒋门神" not in _roles_of(["张都监蒋门神都在楼上。", "张都监蒋门神吃酒。", "蒋门神道：“好。”"])


def test_a_kind_of_place_written_after_its_name():
    found = _roles_of(["高俅到了东京城里。", "史进离了东京城，投西山饭店来。", "到西山饭店歇了。", "家树又到北海乘凉。",
                       "北海公园的主办人说。"])
    assert found["东京"] == ["城", "城"]
    assert "西山" not in found  # 西山饭店: a place named after it, not what it is
    assert "北海" not in found  # 北海公园 once, not where the text first names it
    # the land of a place whose name says its kind already, or its bounds: no kind of its own
    county = [("铜台府", "place", ["铜台府"]), ("车迟国", "place", ["车迟国"])]
    assert _roles_of(["到了铜台府地方。", "铜台府地方有人。", "车迟国地界。", "离了车迟国地界。"], county) == {}


def test_a_people_s_king_is_the_title_of_its_holder_and_a_traditional_book_keeps_its_words():
    cast = [("埃及", "place", ["埃及"]), ("法老", "person", ["法老", "埃及王"]), ("約瑟", "person", ["約瑟"])]
    found = _roles_of(["約瑟到了埃及國。", "埃及王法老對約瑟說、", "約瑟去見埃及王法老。", "埃及國的人都來了。",
                       "法老說、我是法老。"], cast)
    assert found["法老"] == ["埃及王", "埃及王"] and found["埃及"] == ["國", "國"]


def test_the_role_record_quotes_its_first_statement_through_a_name_tied_there():
    """The record is dated by the first statement read through a name the reader already knows as the subject's:
    高太尉 (tied in chapter 3) stands for no one before then."""
    book = [P("1.1.1", 1, 1, "text", "史进道：“高太尉来了。”"), P("1.2.1", 2, 1, "text", "高俅原是东京浮浪子弟。"),
            P("1.3.1", 3, 1, "text", "太尉高俅坐了殿帅府。"), P("1.4.1", 4, 1, "text", "高太尉大怒。")]
    people = [SimpleNamespace(name=n, kind=k, names=f) for n, k, f in CAST]
    stated = _stated_roles(people, book)
    tied = {"高俅": {"高俅": 2, "高太尉": 3}}

    def usable(entity, chapter_no):
        return [n for n, gate in tied.get(entity.name, {entity.name: 0}).items() if gate <= chapter_no]

    records = _roles(people, stated, usable, 1, 4)
    (record,) = records["高俅"]
    assert (record.note, record.evidence, record.reveal_at, record.text) == ("role: 太尉", ["1.3.1"], 3, "太尉高俅坐了殿帅府。")
    assert _roles(people, stated, usable, 2, 4) == {}  # recorded in the volume of its statement only


def test_a_first_meeting_by_description_tied_to_the_name_in_the_sentence_says_who():
    """一个…的女子 … 那正是X: the reader meets her by what she looks like, and the sentence says that is X (either
    script); a noun of someone else's (那正是X的母亲) or no description before is no card."""
    from understory_cli.extractive.describe import summary_value

    met = "只见一个很清秀的女子，两手抱着右膝盖，斜坐在上面，那正是凤喜无疑了。"
    assert summary_value(met, ["凤喜"]).full
    assert summary_value("來了一個十六七歲的姑娘，面孔略尖，原來就是秀姑。", ["秀姑"]).full
    # the older written language: no measure word, and a bare 名 after the description (巴黎茶花女遺事, 1899)
    assert summary_value("餘望東廂，則一中年婦人在焉，名配唐色，蓋亦勾欄中人。", ["配唐色"]).full
    assert not summary_value("他一把揪住那汉子，原来就是李逵。", ["李逵"]).full  # 那汉子: someone met already
    assert not summary_value("只见一个很清秀的女子，两手抱着右膝盖，那正是凤喜的母亲。", ["凤喜"]).usable
    assert not summary_value("家树走进院子，斜坐在上面的，那正是凤喜无疑了。", ["凤喜"]).full


def test_a_name_qualifying_a_kin_word_after_it_is_not_the_one_related():
    """王夫人之大兄凤姐之父: 凤姐's father is 王夫人's elder brother, not 凤姐 (红楼梦, whose 王夫人 card read 「其兄为凤姐」);
    李天王之子哪吒的兵器 still says whose son 哪吒 is."""
    from understory_cli.extractive.relations import stated_relations

    found = stated_relations(["那时只有王夫人之大兄凤姐之父与王夫人随在京中的。", "李天王之子哪吒的兵器。"],
                             ["王夫人", "凤姐", "李天王", "哪吒"], "zh")
    assert [(r.subject, r.relation, r.other) for r in found] == [("哪吒", "子", "李天王")]


def test_an_older_e_text_s_fullwidth_full_stop_ends_a_sentence_and_a_milk_name_introduces():
    """红楼梦's e-text ends five sentences in eight with ．: read as one, a paragraph was one "sentence" and 黛玉's card
    was 林如海's whole paragraph; 乳名 (a milk name) introduces as 名唤 does."""
    from understory_cli.analyze.summarize import sentences
    from understory_cli.extractive.describe import summary_value

    said = sentences("这林如海姓林名海，表字如海，乃是前科的探花．今只有嫡妻贾氏，生得一女，乳名黛玉，年方五岁．")
    assert said == ["这林如海姓林名海，表字如海，乃是前科的探花．", "今只有嫡妻贾氏，生得一女，乳名黛玉，年方五岁．"]
    assert summary_value(said[1], ["黛玉", "林黛玉"]).full and not summary_value(said[0], ["黛玉", "林黛玉"]).usable


def test_a_sentence_that_only_names_reads_with_the_one_before_it():
    """Read apart at ．, 以掃's card was 「他們就給他起名叫以掃。」, which says nothing of him: a bare naming is quoted with
    the narration's sentence before it; a naming that says more stands alone."""
    from understory_cli.analyze.summarize import sentences
    from understory_cli.extractive.describe import descriptions

    said = sentences("先產的身體發紅、渾身有毛、如同皮衣．他們就給他起名叫以掃。")
    assert [text for _, _, text in descriptions(said, ["以掃"])] == ["先產的身體發紅、渾身有毛、如同皮衣．他們就給他起名叫以掃。"]
    said = sentences("這林如海姓林名海．今只有嫡妻賈氏，生得一女，乳名黛玉，年方五歲．")
    assert [text for _, _, text in descriptions(said, ["黛玉"])] == ["今只有嫡妻賈氏，生得一女，乳名黛玉，年方五歲．"]


def test_a_people_s_word_after_the_second_name_is_no_relation_of_the_place():
    """撒拉的使女埃及人夏甲: 夏甲 is the maid, 埃及 her people (埃及's card read 「撒拉的使女」)."""
    from understory_cli.extractive.relations import stated_relations

    assert stated_relations(["撒拉的使女埃及人夏甲。"], ["撒拉", "埃及", "夏甲"], "zh") == []


def test_a_speaker_s_servant_or_a_title_tied_to_a_few_uses_is_no_role():
    """我仆人亚伯拉罕 is what he is to the speaker; 李都头 (another 李) tied to 李逵 for 2 of his 100 uses says nothing of
    him; 东溪村山 is a hill at the village, no kind of the village."""
    cast = [("亚伯拉罕", "person", ["亚伯拉罕"]), ("李逵", "person", ["李逵", "李都头"]), ("东溪村", "place", ["东溪村"])]
    texts = ["神说：“我仆人亚伯拉罕。”", "因我仆人亚伯拉罕听从我。", "李都头领了台旨。", "差李都头去拿来。",
             *["李逵道：“哥哥。”"] * 98, "体知东溪村山上有株大树。", "回来到东溪村山上。"]
    # (the village is said a village by its own name, zh/roles.named: never a hill)
    assert _roles_of(texts, cast) == {"东溪村": ["村", "村"]}
