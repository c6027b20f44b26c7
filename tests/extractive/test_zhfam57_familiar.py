"""Issue 43, Chinese: people a modern book calls by 老 or 小 and a surname (子夜's 老赵, 二马's 老马 and 老李). Such a
form used as a person is an entry of its own (on main a lone 老赵 had none); it joins the one bearer of its surname
(老李 of 李子荣) and no one where the book names several (老马 beside 马威 and 马则仁, father and son)."""

from __future__ import annotations

from support.written_book import P, told_over

from understory_cli.extractive import aliases, entities
from understory_cli.extractive.languages import part
from understory_cli.extractive.scan import scan
from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.familiar import familiar_people

# lines after 子夜 (老赵 the bull, 小杜) with words that open with 老 or 小 and are no one (老实, 小说, 小胡子, 一个小童)
ZIYE = [
    "吴荪甫脑筋上一跳：老赵本来是多头大户，为什么也跟着老赵呢？",
    "他想密密地观察一下老赵的神色，但不知道老赵笑道：“今天公债涨了。”",
    "老赵说：“我们走罢。”吴荪甫对老赵说：“你太不够朋友了。”老实说，小说里也没有这样的人。",
    "费小胡子又来了，他撅着小胡子说：“小胡同里有人。”一个小童跑来，两个小童也跑来。",
]


def _entries(book: list[P]) -> dict[str, set[str]]:
    found = part("zh", "names").discover(book)
    stream = scan(book, found.candidates, words=False)
    uf, roles = aliases.merge(found.candidates, stream, book, found.rules)
    return {e.name: set(e.names) for e in entities.build(uf, roles, found.candidates, stream, book, found.rules)}


def test_a_familiar_form_used_as_a_person_is_an_entry():
    """老赵 acting, spoken to and owning (老赵笑道, 对老李说, 老赵的神色) is a candidate and an entry titled with that
    form; 老实, 小说, 小胡 (of 小胡子, 小胡同) and 小童 (counted: 一个小童) are none."""
    book = told_over(ZIYE, 3)
    found = part("zh", "names").discover(book).candidates
    assert "老赵" in found and found["老赵"].kind_votes["person"] > 0
    assert not {"老实", "小说", "小胡", "小童"} & set(found)
    assert "老赵" in _entries(book)


def _familiar(lines: list[str]) -> tuple[set[str], set[str], dict[tuple[str, str], list[int]]]:
    book = told_over(lines, 3)
    text = "\n".join(p.text for p in book)
    out = {f: Candidate(f, text.count(f), Votes({"person": float(text.count(f))}))
           for f in ("马威", "马则仁", "李子荣", "马先生")}
    return familiar_people(book, out, lambda w: 300.0 if w in ("老马", "老李") else 1.0)


def test_a_familiar_form_joins_the_one_bearer_of_its_surname_and_no_one_of_a_family():
    """二马: 李子荣 is the one 李, so 老李 is his; 马威 and his father 马则仁 are two 马 (马先生 is a title, no third
    bearer), so 老马 is its own entry, glued to neither son nor father."""
    found, shared, ties = _familiar([
        "马则仁（这是马老先生的名字）年青的时候念过书。马威说：“我乏极了，老李！”",
        "“不容易，老李你行！”马威说。老李笑了笑，老李说：“好。”",
        "老马连一动也没动。“年青，老马！”老马先生真没想到，老马又摇了摇头。",
        "马威看了老马一眼，老马说：“你去罢。”李子荣又来了。",
    ])
    assert {"老马", "老李"} <= found
    assert ties == {("李子荣", "老李"): [3]}  # dated where the reader has met both (李子荣 first written in the 4th)
    assert shared == {"老马"}


def test_an_old_and_a_young_form_of_one_surname_are_not_the_one_full_name():
    """老马 and 小马 both: father and son, whichever of them the one 马 the book names in full is (a review's merge)."""
    lines = ["老马说：“走罢。”小马笑了，小马说：“好。”老马又说：“来！”",
             "小马对老马说：“爸爸！”老马点点头，马威也来了。马威说：“我去。”",
             "老马笑道：“年青！”小马又摇了摇头，小马道：“不去。”"]
    book = told_over(lines, 3)
    text = "\n".join(p.text for p in book)
    found, shared, ties = familiar_people(book, {"马威": Candidate("马威", text.count("马威"), Votes({"person": 6.0}))},
                                          lambda w: 1.0)
    assert {"老马", "小马"} <= found
    assert ties == {} and shared == {"老马", "小马"}


def test_the_head_of_a_longer_word_is_no_familiar_form():
    """西游记: 老龙 (old dragon) is mostly the head of 老龙王 and no one's surname form; 老马先生 (old Mr Ma) keeps 老马."""
    lines = ["那老龙王道：“我这里没有。”老龙道：“上仙，你来了？”老龙王又道：“请坐。”老龙笑道：“好。”",
             "老马先生说：“好。”老马说：“走罢。”老马笑了，老马又说：“来！”“老马！”老马先生道。"]
    found, _, _ = familiar_people(told_over(lines, 3), {}, lambda w: 1.0)
    assert "老马" in found and "老龙" not in found


def test_a_familiar_form_set_apart_from_the_one_bearer_by_kin_or_sex_is_not_theirs():
    """The one 周 the book names in full is a daughter: 老周 is her father (老周的女儿周小梅; his 他, her 她), and 他爹老牛 is
    the one 牛's father — neither familiar form is the full name's, whatever the surname says."""
    lines = ["老周说：“小女周小梅来了。”她笑着说：“爹！”老周说：“来了？”他点点头。",
             "周小梅站在门口，她不说话。老周笑道：“进来罢。”他又抽了一口烟。",
             "周小梅说：“老周，你歇着。”她走了。老周说：“好。”他坐下了。",
             "牛国兴便缠着他爹老牛。老牛说：“去罢。”老牛笑了，对老牛说话的人走了。"]
    book = told_over(lines, 3)
    text = "\n".join(p.text for p in book)
    out = {f: Candidate(f, text.count(f), Votes({"person": float(text.count(f))})) for f in ("周小梅", "牛国兴")}
    found, _, ties = familiar_people(book, out, lambda w: 1.0)
    assert {"老周", "老牛"} <= found
    assert ties == {}


def test_a_character_of_another_word_before_the_full_name_sets_nothing_apart():
    """Against the full name only a kin word of its own counts: 弟子孙悟空 (a disciple) sets 老孙, his own self-name, apart
    from nothing; 小女秦曼卿 (my daughter) does. (A kin character read alone split a name in 西游记's LOBO.)"""
    from understory_cli.extractive.zh.familiar import _apart

    lines = ["悟空道：“弟子孙悟空在此。”老孙去也！", "老孙笑道：“师父放心。”弟子孙悟空拜了四拜。"]
    assert _apart(told_over(lines, 3), {"老孙": "孙悟空"}) == set()
    assert _apart(told_over(["老秦道：“小女秦曼卿来了。”老秦笑了。"], 3), {"老秦": "秦曼卿"}) == {"老秦"}
