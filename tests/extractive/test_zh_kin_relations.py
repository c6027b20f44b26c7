"""Chinese people's cards from relations (issue 43, the blind books 彷徨 and 二马): modern fiction says who people are
by kin and address, not by 是-sentences. The first's kin through a pronoun that stands for it (庄木三和他的女儿——爱姑),
a dash's apposition (靖甫——沛君的兄弟——), and in a story told by 我 the narration's kin terms, the narrator's (四叔:
叙述者的四叔), tied to the paragraph that says so, never to a speaker's 我 nor to another's 他的祖母."""

from __future__ import annotations

from collections import Counter

from understory_cli.analyze.extractive import _relations
from understory_cli.extractive.relations import relation_label, stated_relations, told_relations
from understory_cli.extractive.types import Alias, NameEntity
from understory_cli.extractive.zh.narrator import kin_term, narrated, narration
from understory_cli.store.books import StoryParagraph


def _said(texts: list[str], forms: list[str]) -> set[tuple[str, str, str]]:
    return {(r.subject, relation_label(r, "zh"), r.other) for r in stated_relations(texts, forms, "zh")}


def test_the_first_s_kin_through_a_pronoun_in_one_clause_is_its_relation():
    # 彷徨 (离婚, 肥皂, 在酒楼上): the pronoun stands for the name the clause opens with; the second is its kin
    assert _said(["庄木三和他的女儿——爱姑——刚从木莲桥头跨下航船去。"], ["庄木三", "爱姑"]) == {
        ("爱姑", "庄木三的女儿", "庄木三")}
    assert _said(["四铭太太正在斜日光中背着北窗和她八岁的女儿秀儿糊纸锭。"], ["四铭太太", "秀儿"]) == {
        ("秀儿", "四铭太太的女儿", "四铭太太")}
    assert _said(["我先前的东边的邻居叫长富，是一个船户。他有一个女儿叫阿顺，你那时到我家里来。"], ["长富", "阿顺"]) == {
        ("阿顺", "长富的女儿", "长富")}
    # …and the dashes' apposition says what the first is (another's kin)
    assert _said(["靖甫——沛君的兄弟——病了。"], ["靖甫", "沛君"]) == {("靖甫", "沛君的兄弟", "沛君")}


def test_a_pronoun_that_cannot_stand_for_the_first_is_no_relation():
    # 她 is no man's (四叔), 他 no woman's (…太太); a pronoun after a verb may be anyone's (见了她的丫鬟); 叫 after the
    # kin is a command, not a name (他兄弟叫李逵来)
    assert _said(["四叔和她的女儿阿毛回来了。"], ["四叔", "阿毛"]) == set()
    assert _said(["四铭太太和他的儿子学程说话。"], ["四铭太太", "学程"]) == set()
    assert _said(["宝玉见了她的丫鬟晴雯。"], ["宝玉", "晴雯"]) == set()
    # a name a title makes another's is not the pronoun's: 四铭太太's daughter is said, not 四铭's
    assert _said(["四铭太太正在斜日光中背着北窗和她八岁的女儿秀儿糊纸锭。"], ["四铭", "秀儿"]) == set()
    assert _said(["宋江叫他兄弟宋清来。"], ["宋江", "宋清"]) == set()


# a story told by 我, its past told in the third person (祝福), then a story told in the third person (长明灯)
_TOLD = ["我是正在这一夜回到我的故乡鲁镇的。",
         "我回到四叔的书房里时，瓦楞上已经雪白。",
         "她不是鲁镇人。有一年的冬初，四叔家里要换女工。",
         "四叔皱了皱眉，四婶已经知道了他的意思。",
         "“阿呀，米呢？”四婶这才惊叫起来。",
         "新年才过，四叔一知道，就皱一皱眉。",
         "“可恶！”四叔说。",
         "她便回来，高兴似的对四婶说。",
         "看四婶装好祭品，她便去拿酒杯。",
         "四叔上香的时候，教她走开。",
         "我给那些爆竹声惊醒，是四叔家正在祝福了。",
         "春阴的下午，吉光屯唯一的茶馆子里的空气又有些紧张了。",
         "阔亭说了。方头说了。",
         "灰五婶答应着。",
         "这事件的中枢，不久就凑在四爷的客厅上了。",
         "四爷也捋着上唇的花白的鲇鱼须。",
         "“我家的六顺，”四爷说。",
         "四爷沉默了。",
         "一领薪水却一定立即寄给他的祖母。连殳的祖母就染了病。",
         "“我的母亲又记得她了，”他说，“母亲只要说阿顺见了喜欢。”"]


def test_the_narration_s_kin_terms_are_the_narrator_s_in_a_story_told_by_i():
    forms = ["四叔", "四婶", "四爷", "祖母", "母亲", "阔亭"]
    found = {form: at for form, _, at in narrated(_TOLD, forms)}
    # 四叔 told by 我 before and after the past; 四婶 named only in that past; the first paragraph that says so
    assert found == {"四叔": 1, "四婶": 3}
    # not 长明灯's 四爷 (a story told in the third person), 他的祖母 (another's), a speaker's 我的母亲, nor a name
    assert kin_term("四叔") and kin_term("母亲") and not kin_term("阔亭") and not kin_term("老爷")
    # a quotation that is the name alone is the narration's: 称之曰“四叔”
    assert narration("他是我的本家，应该称之曰“四叔”，“我说”。", frozenset(["四叔"])) == "他是我的本家，应该称之曰四叔，｜。"
    assert {(r.subject, relation_label(r, "zh")) for r in told_relations(_TOLD, [(f, [f]) for f in forms], "zh")} == {
        ("四叔", "叙述者的四叔"), ("四婶", "叙述者的四婶")}
    assert told_relations(["I came home to my uncle."], [("uncle", ["uncle"])], "en") == []


def _entity(name: str, chapters: dict[int, int]) -> NameEntity:
    return NameEntity(name, "person", [Alias(name, "1.1.1", min(chapters), sum(chapters.values()))], sum(chapters.values()), chapters, "1.1.1", "1.1.1",
                      [1], 1.0, Counter())


def test_a_narrator_s_kin_gets_a_relation_record_quoting_its_sentence_and_gated_by_its_chapter():
    paragraphs = [StoryParagraph(f"1.{1 if i < 11 else 2}.{i}", 1 if i < 11 else 2, 1, "text", t)
                  for i, t in enumerate(_TOLD)]
    entities = [_entity("四叔", {1: 8}), _entity("四婶", {1: 4}), _entity("四爷", {2: 4})]
    out = _relations(entities, paragraphs, lambda e, chapter_no: e.names, 2)
    assert [(r.note, r.text, r.evidence) for r in out["四叔"]] == [
        ("relation: 叙述者的四叔", "我回到四叔的书房里时，瓦楞上已经雪白。", ["1.1.1"])]
    assert [r.note for r in out["四婶"]] == ["relation: 叙述者的四婶"] and "四爷" not in out


def test_a_name_set_off_by_dashes_after_a_name_is_its_other_name_a_kin_word_before_them_none():
    from types import SimpleNamespace

    from understory_cli.extractive.zh.renamings import renamings

    texts = ["老杆——高老夫子——沉吟了，但是不开口。", "庄木三和他的女儿——爱姑——刚从木莲桥头跨下航船去。",
             "黄三——高老夫子和老钵——都笑了。"]
    paragraphs = [SimpleNamespace(text=t, chapter_no=1, volume_no=1, kind="body", locator=f"1.1.{i}")
                  for i, t in enumerate(texts)]
    known = {"老杆", "高老夫子", "庄木三", "爱姑", "黄三", "老钵"}.__contains__
    assert dict(renamings(paragraphs, known)) == {("老杆", "高老夫子"): [0]}
