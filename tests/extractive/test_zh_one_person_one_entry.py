"""Issue 43, Chinese, on short passages quoted from 老舍《二马》 (and 啼笑姻缘): one person one entry, two people two.
Young and old Mr Ma (小马先生 the son, 马老先生 / 老马先生 the father) are two men, the bare 马先生 the one discourse
points to; one name's titles of one sex and age are one woman (温都太太, 温都寡妇); a narrator's aside names someone."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

from understory_cli.extractive.describe import descriptions, subject_of
from understory_cli.extractive.scan import FoundOnce, trie_regex
from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.renamings import add_renamed, daughters_named, renamings
from understory_cli.extractive.zh.rules import ChineseRules
from understory_cli.extractive.zh.ties import _surname_title_ties
from understory_cli.extractive.zh.usage import _Usage


def _paragraphs(*texts: str) -> list:
    return [SimpleNamespace(text=t, chapter_no=1, volume_no=1, kind="body", locator=f"1.1.{i + 1}")
            for i, t in enumerate(texts)]


def test_young_mr_ma_is_no_part_of_the_bare_mr_ma():
    """「老马先生有他哥哥的几件公文在手，小马先生有教育部的留学证书」: 马先生 is no tail of 小马先生 (the son); the
    elder's titles keep theirs."""
    rules = ChineseRules(set())
    assert "马先生" not in rules.parts("小马先生")
    assert "马先生" not in rules.parts("老马先生")
    assert "先生" in rules.parts("小马先生") and "孙悟空" in rules.parts("齐天大圣孙悟空")


def test_the_bare_mr_ma_is_the_elder_written_before_him_and_young_mr_ma_the_son():
    """Each 马先生 follows 马老先生 (the father) though 马威 (the son) was named first in the chapter; each 小马先生
    follows 马威."""
    paragraphs = _paragraphs(
        "马威又摇了摇头。",
        "温都太太把拿破仑叫来，马老先生把它抱起来，拿破仑喜欢极了，直舐马先生的耳朵。",
        "马老先生没言语。“地道里我出不来气儿！”马先生想起到伦敦那天坐地道车的经验。",
        "马老先生点了点头。“可不是真的！”马先生撅着小胡子说。",
        "马老先生笑了。“很好！很好！”马先生回答：“温都太太，你好？姑娘出去了吧？”",
        *["马威站起来，小马先生没等让，连忙站起来替温都太太开开门。"] * 4)
    forms = {"马威", "马老先生", "马先生", "小马先生", "温都太太", "拿破仑"}
    ties = _surname_title_ties(paragraphs, forms, FoundOnce(trie_regex(forms, words=False)), {})
    assert ("马老先生", "马先生") in ties and ("马威", "马先生") not in ties
    assert ("马威", "小马先生") in ties


def test_one_names_titles_of_one_sex_and_age_are_one_person():
    """「戈登胡同门牌三十五号是温都寡妇的房子。」: 温都寡妇 is 温都太太 (温都夫人 too); 伊小姐 is 伊姑娘, 沈小姐 沈姑娘 (啼笑
    姻缘); a woman's title is never a girl's, and 老太太 / 老夫人 have no name before the title."""
    key = ChineseRules(set()).variant_key
    assert key("温都寡妇") == key("温都太太") == key("温都夫人")
    assert key("伊小姐") == key("伊姑娘") and key("沈小姐") == key("沈姑娘")
    assert key("伊太太") != key("伊姑娘")
    assert key("老太太") != key("老夫人") and key("二太太") != key("二夫人")


def test_a_narrators_aside_names_someone():
    """「马则仁（这是马老先生的名字）年青的时候…」 and 「（玛力是温都姑娘的名字。）」 tie the two names; 「（兰茉是亚力山大
    的姓。）」 gives a surname, no name of his."""
    paragraphs = _paragraphs("马则仁（这是马老先生的名字）年青的时候在美以美会的英文学校念过书。",
                             "能一块儿去；咱们都走了，谁给马先生作饭呢！”（玛力是温都姑娘的名字。）",
                             "“好极了！可是请等兰茉先生说完了笑话。”（兰茉是亚力山大的姓。）")
    assert dict(renamings(paragraphs, lambda w: False)) == {("马老先生", "马则仁"): [0], ("温都姑娘", "玛力"): [1]}


def test_an_asides_name_no_word_of_the_book_takes_its_kind_from_the_other():
    """温都姑娘 is no word the segmenter made (温都|姑娘): a candidate all the same, a person as 玛力 is."""
    paragraphs = _paragraphs("（玛力是温都姑娘的名字。）", "温都姑娘笑了。玛力出去了。" * 3)
    out = {"玛力": Candidate("玛力", 4, Votes({"person": 4.0}))}
    tied = add_renamed(paragraphs, out, {"玛力": _Usage(count=4, tags=Counter({"nr": 4}))})
    assert ("温都姑娘", "玛力") in tied and out["温都姑娘"].count == 4
    assert max(out["温都姑娘"].kind_votes.items(), key=lambda kv: kv[1])[0] == "person"


def test_a_sentence_about_young_mr_ma_says_nothing_of_the_bare_mr_ma():
    """「小马先生是学着伊牧师，把腿落在一块儿…」 is about the son: no line for the father's 马先生 (马老先生, 马则仁)."""
    sentence = "小马先生是学着伊牧师，把腿落在一块儿，左手插在裤兜儿里。"
    assert not descriptions([sentence], ["马老先生", "马则仁", "马先生"])
    assert subject_of(sentence, ["马先生"]) is None
    # (the posture itself is no description of anyone since zhcards: the son's is read from a sentence that is one)
    assert descriptions(["小马先生是个念书的。"], ["马威", "小马先生"]) and descriptions(["马先生是个古玩商。"], ["马先生"])


def test_a_daughter_named_is_her_familys_miss():
    """「伊牧师不很赞成…再说伊太太也不是…她的儿子叫保罗，女儿叫凯萨林。」: 伊姑娘 is 凯萨林; 西游记's 「丞相殷开山门首，有丞相
    所生一女，名唤温娇」: 殷小姐 is 温娇. Two daughters named for one family (大女儿名真真…次女名爱爱) are no one Miss."""
    forms = {"伊牧师", "伊姑娘", "保罗", "凯萨林", "殷开山", "殷小姐", "温娇", "满堂娇", "真真", "爱爱", "黄小姐", "黄员外"}
    paragraphs = _paragraphs(
        "伊牧师不很赞成这个办法，可是他不敢公然和他的夫人挑战；再说伊太太也不是不明白实利主义的人，"
        "她不是不许他们说中国话吗，可是她不反对他们学法文呢。……她的儿子叫保罗，女儿叫凯萨林。",
        "游到丞相殷开山门首，有丞相所生一女，名唤温娇，又名满堂娇，未曾婚配。",
        "黄员外道：“大女儿名真真，今年二十岁。”", "黄员外道：“小女儿名爱爱。”")
    assert daughters_named(paragraphs, forms) == {("伊姑娘", "凯萨林"): [0], ("殷小姐", "温娇"): [1]}


def test_a_rare_title_after_the_one_bearer_of_its_surname_is_his():
    """李伙计, said twice, each time after 李子荣, the book's one 李: his; where another 李 is named (水浒传's 李云) two
    uses are too few to tell."""
    shop = ("马威和李子荣还没松手，马老先生早挺着腰板儿进了门。",
            "“就这么办吧！”马老先生站起来了。“你先把我送回家去，你再回来和李伙计谈一谈。”",
            "“李伙计，把那个小白茶壶给我拿下来。”")
    forms = {"李子荣", "李伙计", "马威", "马老先生"}
    ties = _surname_title_ties(_paragraphs(*shop), forms, FoundOnce(trie_regex(forms, words=False)), {})
    assert ("李子荣", "李伙计") in ties
    forms |= {"李云"}
    other = _paragraphs("李云接过酒来，到口不吃。", *shop)
    assert not _surname_title_ties(other, forms, FoundOnce(trie_regex(forms, words=False)), {})
