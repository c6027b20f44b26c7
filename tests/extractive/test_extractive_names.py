"""Names and aliases from the text alone (DESIGN §8, issue 6 items 2 and 4), measured against the
cast lists in tests/data on the whole Oz series and the ten volumes of 西游记."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.types import Alias, NameEntity
from understory_cli.extractive.zh.rules import ChineseRules
from understory_cli.extractive.zh.statements import designations
from understory_cli.extractive.en.candidates import find_candidates
from understory_cli.extractive.en.rules import EnglishRules
from understory_cli.extractive.entities import link_dates
from understory_cli.extractive.languages import language_family
from understory_cli.extractive.scan import trie_regex
from understory_cli.ingest import ingest
from understory_cli.store import books, open_store

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from conftest import CORPORA  # noqa: E402
from name_quality import Cast, CastMember, evaluate, load_cast  # noqa: E402 - the bench's measure

pytestmark = pytest.mark.corpus

DATA = Path(__file__).parents[1] / "data"
GOAL_PRECISION = 0.9  # issue 6: top-20 precision and alias recall on both books
GOAL_ALIAS_RECALL = 0.7


def _found(store, slug, cast_file):
    """(paragraphs, entities, cast) for a work."""
    work = books.resolve_work(store, slug)
    paragraphs = books.story_paragraphs(store, work.work_id)
    return paragraphs, find_characters(paragraphs, work.language), load_cast(DATA / cast_file)


@pytest.fixture(scope="module")
def oz(oz_store):
    return _found(oz_store, "oz", "cast_oz.yaml")


@pytest.fixture(scope="module")
def xiyouji(xiyouji_store):
    return _found(xiyouji_store, "西游记", "cast_xiyouji.yaml")


def _holding(entities: list[NameEntity], name: str) -> NameEntity:
    found = [e for e in entities if name in e.names]
    assert found, f"no entity has the form {name}"
    return found[0]


# -- the cast lists themselves -------------------------------------------------------------------

@pytest.mark.parametrize("book", ["oz", "xiyouji"])
def test_every_cast_name_is_written_in_the_book(book, request):
    paragraphs, _, cast = request.getfixturevalue(book)
    text = "\n".join(p.text for p in paragraphs)
    spaced = book == "oz"
    seen: set[str] = set()
    for member in cast.members:
        for name in member.forms:
            assert name not in seen, f"{name} is listed twice"
            seen.add(name)
            pattern = rf"(?<![\w-]){re.escape(name)}(?![\w-])" if spaced else re.escape(name)
            assert len(re.findall(pattern, text)) >= 2, f"{name} occurs less than twice"


# -- quality: floors that catch a regression, and the issue's goals --------------------------------

FLOORS = {  # measured (bench/offline_names.py) less a small margin
    "oz": dict(precision=0.95, alias_recall=0.78, junk_rate=0.04, cast_found=0.95),
    # 0.12 -> 0.14 with issue 43's edge rule (a candidate opened by an adverb is a verb phrase: 求你, 就给他):
    # it also takes 还丹 from 人参果 (草还丹), which falls from #33 to #65 and lets 荆棘 into the top 50
    "xiyouji": dict(precision=0.9, alias_recall=0.72, junk_rate=0.14, cast_found=0.6),
}


@pytest.mark.parametrize("book", ["oz", "xiyouji"])
def test_quality_does_not_fall_below_what_was_measured(book, request):
    _, entities, cast = request.getfixturevalue(book)
    q = evaluate(entities, cast)
    floor = FLOORS[book]
    assert q.precision >= floor["precision"], (q.precision, q.wrong_top)
    assert q.alias_recall >= floor["alias_recall"], (q.alias_recall, q.missed_aliases)
    assert q.junk_rate <= floor["junk_rate"], (q.junk_rate, q.junk)
    assert q.cast_found >= floor["cast_found"]
    assert not q.false_merges, q.false_merges


# Goals the issue sets but the rules do not reach yet on one book: these xfail, with the measured
# value, while short of the goal, and turn into plain assertions once the goal is met.
NOT_YET: set[tuple[str, str]] = set()


@pytest.mark.parametrize("book", ["oz", "xiyouji"])
@pytest.mark.parametrize("metric, goal", [("precision", GOAL_PRECISION), ("alias_recall", GOAL_ALIAS_RECALL)])
def test_issue_goals(metric, goal, book, request):
    _, entities, cast = request.getfixturevalue(book)
    q = evaluate(entities, cast)
    value = getattr(q, metric)
    if value < goal and (metric, book) in NOT_YET:
        detail = q.wrong_top if metric == "precision" else f"{sum(map(len, q.missed_aliases.values()))} aliases missed"
        pytest.xfail(f"{metric} {value:.2f} < {goal}: {detail}")
    assert value >= goal, (q.wrong_top, q.missed_aliases)


# -- aliases that must and must not merge ----------------------------------------------------------

def test_sun_wukong_is_one_entity_under_his_many_names(xiyouji):
    _, entities, _ = xiyouji
    sun = _holding(entities, "孙悟空")
    assert {"悟空", "孙行者", "行者", "大圣", "孙大圣", "老孙"} <= set(sun.names)
    assert entities.index(sun) == 0


def test_names_sharing_a_surname_stay_apart_without_evidence(xiyouji):
    _, entities, _ = xiyouji
    tang_monk = _holding(entities, "唐僧")
    assert {"三藏", "唐三藏"} <= set(tang_monk.names)
    assert _holding(entities, "太宗") is not tang_monk
    assert _holding(entities, "唐王") is not tang_monk


def test_xingzhe_is_not_dated_from_huian_xingzhe_in_chapter_6(xiyouji):
    _, entities, _ = xiyouji
    xingzhe = _holding(entities, "孙悟空").alias("行者")
    assert xingzhe.first_chapter_no > 6  # 惠岸行者 (ch. 6) is someone else


def test_wicked_witches_of_west_and_east_are_two(oz):
    _, entities, _ = oz
    assert _holding(entities, "Wicked Witch of the West") is not _holding(entities, "Wicked Witch of the East")


def test_tip_is_not_ozma_and_ozma_is_dated_from_chapter_20(oz):
    _, entities, _ = oz
    ozma = _holding(entities, "Ozma")
    assert "Tip" not in ozma.names
    assert ozma.alias("Ozma").first_locator.startswith("2.20.")


def test_full_names_and_titles_merge_with_their_parts(oz):
    _, entities, _ = oz
    assert {"Woodman", "Nick Chopper"} <= set(_holding(entities, "Tin Woodman").names)
    assert {"Glinda the Good", "Sorceress"} <= set(_holding(entities, "Glinda").names)
    assert "Dox" in _holding(entities, "King Dox").names and "Princess Dorothy" in _holding(entities, "Dorothy").names
    assert {"Jack", "Pumpkinhead"} <= set(_holding(entities, "Jack Pumpkinhead").names)
    assert "Princess Ozma" in _holding(entities, "Ozma").names
    assert "General Jinjur" in _holding(entities, "Jinjur").names


def test_the_wizard_is_oz_but_the_witches_stay_many(oz):
    _, entities, _ = oz
    wizard = _holding(entities, "Wizard")
    assert {"Oz", "Great Oz", "Great Wizard", "Wizard of Oz"} <= set(wizard.names)
    assert "Ozma" not in wizard.names and "Land of Oz" not in wizard.names
    assert _holding(entities, "Queen of the Field Mice") is _holding(entities, "Queen of the Mice")


def test_a_group_and_its_plural_are_one_entity_dated_by_each_form(oz):
    """Munchkin / Munchkins, Guardian of the Gate / Guardian of the Gates: a regular plural (X / Xs, of the
    last word) is the group's alias, each form the entity's from its own first mention; never a person's
    (the Witches are no alias of the Wicked Witch of the West, nor the Nomes of the Nome King)."""
    paragraphs, entities, _ = oz
    written = trie_regex({n for e in entities for n in e.names}, words=True)  # the longest form, as the scan reads
    for singular, plural in [("Munchkin", "Munchkins"), ("Gillikin", "Gillikins"), ("Wheeler", "Wheelers"),
                             ("Mangaboo", "Mangaboos"), ("Gargoyle", "Gargoyles"), ("Scoodler", "Scoodlers"),
                             ("Guardian of the Gate", "Guardian of the Gates")]:
        group = _holding(entities, plural)
        assert singular in group.names, (singular, plural)
        for form in (singular, plural):
            alias = group.alias(form)
            first = next(p for p in paragraphs if form in written.findall(p.text))
            assert alias.first_locator == first.locator and alias.linked_locator is None, form
    assert "Witches" not in _holding(entities, "Wicked Witch of the West").names
    assert "Nomes" not in _holding(entities, "Nome King").names
    # “My name is Gwig,” said the Sorcerer: the Sorcerer is a person with a name, not the Sorcerers' group
    assert "Gwig" in _holding(entities, "Sorcerer").names and "Sorcerers" not in _holding(entities, "Sorcerer").names


def test_weak_statements_and_titles_tie_chinese_names(xiyouji):
    _, entities, _ = xiyouji
    assert {"天蓬元帅", "天蓬"} <= set(_holding(entities, "八戒").names)  # 八戒，乃天蓬 / “我乃是天蓬元帅”
    assert {"哪吒", "哪吒太子"} <= set(_holding(entities, "哪吒").names)
    assert "佛祖" in _holding(entities, "如来").names
    assert _holding(entities, "太宗") is not _holding(entities, "唐僧")  # 唐王御弟唐三藏: a relation said twice


def test_common_nouns_places_of_a_building_and_self_references_are_not_names(xiyouji):
    _, entities, _ = xiyouji
    forms = {n for e in entities for n in e.names}
    # things of everyday language that never speak (行李, 扇子, 水火); jieba's nz is no name tag (乾坤,
    # 祥光); a self-reference only ever said (寡人); a gate or a position (山门, 朝门, 前门, 满城); a
    # verb glued before a place (上西天); a word mostly written inside an idiom (伏虎 of 降龙伏虎)
    for junk in ("行李", "扇子", "水火", "乾坤", "祥光", "金箍", "寡人", "山门", "朝门", "前门", "满城", "上西天", "伏虎"):
        assert junk not in forms, junk
    # ...but the stem of a longer name stays (卷帘 of 卷帘大将), and so do familiar forms (老猪)
    assert "卷帘大将" in _holding(entities, "沙僧").names and "老猪" in _holding(entities, "八戒").names


def test_titles_are_full_names_met_where_the_entity_first_appears(oz, xiyouji):
    """The title shares the point's gate: a name met in the entity's first chapter (not one tied to it
    by a later statement), the fullest form of the most used name there."""
    titles = {e.name for e in oz[1] + xiyouji[1]}
    assert {"孙悟空", "三藏", "猪悟能", "太上老君", "太白金星", "Great Wizard", "Cowardly Lion", "Tin Woodman"} <= titles
    assert not {"悟空", "圣僧", "天蓬", "菩萨", "Oz", "Great Oz"} & titles
    for paragraphs, entities, _ in (oz, xiyouji):
        chapter_of = {p.locator: p.chapter_no for p in paragraphs}
        for e in entities:
            title = e.alias(e.name)
            reveal = [max(a.first_chapter_no, chapter_of[a.linked_locator] if a.linked_locator else 0) for a in e.aliases
                      if a.name not in ("菩萨", "星君", "老孙", "老猪")]  # shared titles, familiar forms title nothing
            assert title.first_chapter_no == min(reveal), e.name  # the entity is never met before its title
            assert title.linked_locator is None or chapter_of[title.linked_locator] <= title.first_chapter_no, e.name


def test_numbered_sets_of_beings_are_not_people(xiyouji):
    _, entities, _ = xiyouji
    for group in ("八大金刚", "功曹"):
        assert _holding(entities, group).kind != "person"


def test_chinese_ties_read_self_introductions_and_copulas():
    rules = ChineseRules(set())
    text = [P("八戒道：“我乃是天蓬元帅，只因带酒。”"), P("沙僧，乃卷帘大将。又说沙僧是卷帘大将的兄弟。")]
    ties = rules.ties(text, {"八戒", "天蓬元帅", "沙僧", "卷帘大将"})
    assert ties[("八戒", "天蓬元帅")] == [0]
    assert ties[("沙僧", "卷帘大将")] == [1]  # the second names the owner of 兄弟: no tie


def test_naming_statements_tie_their_subject_only_when_it_is_plain():
    text = [P("猴王笑道：“好！自今就叫做孙悟空也！”"),  # about oneself: the speaker
            P("那妖精乳名叫做红孩儿，号叫做圣婴大王。"),  # two designations of one subject
            P("樵子道：“只有个铁扇公主，又名罗刹女。”"),  # a second name of the form before
            P("八戒道：“我有两个徒弟，叫做沙和尚。”"),  # someone introduced: not the speaker
            P("内中有一个大有德行者，法名玄奘。")]  # 行者 ends 德行者: not a subject
    known = {"猴王", "八戒", "孙悟空", "红孩儿", "圣婴大王", "铁扇公主", "罗刹女", "沙和尚", "行者", "玄奘"}
    pairs = designations(text, known.__contains__)
    assert pairs[("猴王", "孙悟空")] == [0]
    assert pairs[("红孩儿", "圣婴大王")] == [1]
    assert pairs[("铁扇公主", "罗刹女")] == [2]
    assert set(pairs) == {("猴王", "孙悟空"), ("红孩儿", "圣婴大王"), ("铁扇公主", "罗刹女")}


def test_chinese_designations_join_and_are_dated(xiyouji):
    paragraphs, entities, _ = xiyouji
    tang_monk = _holding(entities, "唐僧")
    assert {"玄奘", "陈玄奘"} <= set(tang_monk.names)
    assert tang_monk.alias("三藏").linked_locator is None  # usage ties it: no statement needed
    assert tang_monk.alias("陈玄奘").linked_locator is not None  # 我的法名叫做陈玄奘
    red_boy = _holding(entities, "红孩儿")
    assert "圣婴大王" in red_boy.names and red_boy is not _holding(entities, "牛魔王")
    assert {"猴王", "美猴王", "老孙"} <= set(_holding(entities, "孙悟空").names)
    assert "老猪" in _holding(entities, "八戒").names
    assert "铁扇公主" in _holding(entities, "罗刹女").names


def test_an_alias_tied_only_by_a_statement_is_dated_by_it(oz):
    _, entities, _ = oz
    woodman = _holding(entities, "Tin Woodman")
    nick = woodman.alias("Nick Chopper")
    assert nick.linked_locator is not None  # "Nick Chopper, the Tin Woodman": gated by the statement
    assert _order(nick.linked_locator) >= _order(nick.first_locator)
    assert woodman.alias("Woodman").linked_locator is None  # the form itself shows the tie


def _order(locator: str) -> tuple[int, ...]:
    return tuple(map(int, locator.split(".")))


# -- what every entity carries ---------------------------------------------------------------------

@pytest.mark.parametrize("book", ["oz", "xiyouji"])
def test_entities_carry_consistent_mentions(book, request):
    paragraphs, entities, _ = request.getfixturevalue(book)
    by_locator = {p.locator: p for p in paragraphs}
    names = {e.name for e in entities}
    assert len(names) == len(entities)
    assert entities[0].salience == 1.0
    assert [e.salience for e in entities] == sorted((e.salience for e in entities), reverse=True)
    for e in entities[:50]:
        assert sum(e.chapter_mentions.values()) == e.mentions
        assert e.aliases[0].first_locator == e.first_locator
        for alias in e.aliases:
            p = by_locator[alias.first_locator]
            # a space in a name matches any space in the text (Mr.\u00a0Wizard)
            assert alias.name in " ".join(p.text.split()) and p.chapter_no == alias.first_chapter_no
        assert min(e.chapter_mentions) == by_locator[e.first_locator].chapter_no
        assert max(e.chapter_mentions) == by_locator[e.last_locator].chapter_no
        assert e.volumes == sorted({by_locator[e.first_locator].volume_no, *e.volumes})
        for other, n in e.cooccurrences.items():
            assert other in names and other != e.name
            assert next(x for x in entities if x.name == other).cooccurrences[e.name] == n


def test_main_characters_cooccur(oz):
    _, entities, _ = oz
    dorothy = _holding(entities, "Dorothy")
    assert dorothy.cooccurrences["Scarecrow"] > 100
    assert dorothy.kind == "person"
    assert _holding(entities, "Emerald City").kind == "place"


# -- small units -------------------------------------------------------------------------------------

class P:
    def __init__(self, text: str, chapter_no: int = 1, kind: str = "p"):
        self.text, self.chapter_no, self.volume_no, self.kind = text, chapter_no, 1, kind
        self.locator = f"1.{chapter_no}.1"


def test_trie_regex_takes_the_longest_form_and_whole_words():
    pattern = trie_regex(["Oz", "Ozma", "Ozma of Oz", "Dorothy"], words=True)
    assert pattern.findall("Ozma of Oz met Ozma in Oz; Dorothy’s dog, Ozmas.") == ["Ozma of Oz", "Ozma", "Oz", "Dorothy"]
    assert trie_regex(["行者", "孙行者"], words=False).findall("孙行者道行者") == ["孙行者", "行者"]


def test_english_candidates_skip_sentence_capitals_and_junk():
    text = [P("When Dorothy came, Dorothy’s dog barked. Chapter two. Then Princess Ozma smiled at Dorothy and Ozma."),
            P("On Monday the dog saw Dorothy. I think Ozma and Dorothy were there; when it rained, Ozma ran.")]
    found = find_candidates(text * 2)
    assert {"Dorothy", "Ozma"} <= set(found)
    assert not {"When", "Chapter", "Monday", "I", "Then", "Dorothy’s"} & set(found)


def test_english_titles_and_epithets_make_forms():
    text = [P("So Toto met King Dox and Glinda the Good, and Princess Dorothy bowed to Dorothy."),
            P("We saw King Dox with Glinda the Good and Dorothy; then Glinda ran to Dorothy.")]
    found = find_candidates(text * 2)
    assert {"King Dox", "Dox", "Glinda the Good", "Princess Dorothy"} <= set(found)
    assert "Glinda" in EnglishRules().parts("Glinda the Good")


def test_a_titled_family_name_in_the_plural_is_a_family_not_a_person():
    text = [P("Then Miss Steele spoke to Elinor, and the Miss Steeles laughed; Mrs. Jennings smiled at Miss Steele."),
            P("Later the Miss Steeles left, and Mrs. Jennings said to Elinor that Miss Steele was gone.")]
    found = find_candidates(text * 2)
    assert found["Miss Steeles"].kind_votes == {"term": 1}
    assert found["Mrs. Jennings"].kind_votes.get("term", 0) == 0  # no "Mrs. Jenning": one woman


def test_an_epithet_before_a_name_does_not_title_the_entity_and_an_office_titles_nothing():
    from understory_cli.extractive.entities import _epithet_and_name
    assert _epithet_and_name("九纹龙史进", ["史进", "九纹龙"]) and not _epithet_and_name("孙悟空", ["悟空"])
    rules = ChineseRules(set())
    assert rules.address("保正") and rules.address("天子") and rules.honorific("提辖")
    assert not rules.address("行者") and not rules.address("晁盖")


def test_link_dates_take_the_chain_whose_latest_statement_comes_first():
    edges = [("A", "B", None), ("B", "C", 40), ("A", "D", 10), ("D", "C", 20), ("C", "E", None)]
    assert link_dates("A", ["A", "B", "C", "D", "E"], edges) == {"A": None, "B": None, "C": 20, "D": 10, "E": 20}


def test_english_parts_never_come_from_an_of_phrase():
    rules = EnglishRules()
    parts = rules.parts("Wicked Witch of the West")
    assert {"Wicked Witch", "Witch", "Witch of the West"} <= set(parts)
    assert "West" not in parts and "Oz" not in rules.parts("Land of Oz")
    assert rules.core("Princess Ozma") == "Ozma" and rules.variant_key("Tik-tok") == rules.variant_key("Tiktok")


def test_chinese_rules_find_surnames_abbreviations_and_titles():
    rules = ChineseRules({"悟空", "行者", "大圣", "三藏", "太宗", "观音菩萨", "文殊菩萨", "普贤菩萨"})
    families = rules.families({"孙悟空", "孙行者", "孙大圣", "悟空", "唐三藏", "唐太宗", "三藏", "太宗", "唐僧", "大圣"})
    assert families["孙"] == {"孙悟空", "孙行者", "孙大圣"}
    assert families["唐"] == {"唐三藏", "唐太宗", "唐僧"}
    assert "大" not in families
    assert rules.abbreviations("玉皇大帝") == ["玉帝"] and rules.abbreviations("牛魔王") == ["牛王"]
    assert rules.abbreviations("八戒") == []
    assert rules.is_title("菩萨") and not rules.is_title("观音")
    assert rules.familiar_surname("老孙") == "孙" and rules.familiar_surname("孙悟空") is None


def test_language_comes_from_metadata_or_script():
    assert language_family("zh-CN", []) == "zh" and language_family("en-US", []) == "en"
    assert language_family("fr", []) == "en"
    assert language_family(None, [P("孙悟空道：我去也。")]) == "zh"
    assert language_family(None, [P("ハリーはホグワーツへ行った。")]) == "ja"
    assert language_family(None, [P("Dorothy went home.")]) == "en"


def test_japanese_text_takes_the_japanese_path():
    lines = [P(f"{name}は{place}へ行った。「{other}、行こう」と{name}が言った。") for name, other, place in
             [("ハリー", "ロン", "学校"), ("ロン", "ハリー", "駅"), ("ハーマイオニー", "ハリー", "図書館")] * 6]
    entities = find_characters(lines, "ja")
    assert {e.name for e in entities if e.kind == "person"} >= {"ハリー", "ロン", "ハーマイオニー"}
    assert not {e.name for e in entities} & {"学校", "駅", "図書館"} - {e.name for e in entities if e.kind == "place"}


KUSAMAKURA = CORPORA / "epub" / "idpf" / "kusamakura-japanese-vertical-writing.epub"


@pytest.fixture(scope="module")
def kusamakura(tmp_path_factory):
    store = open_store(tmp_path_factory.mktemp("kusamakura") / "k.duckdb")
    ingest(store, [KUSAMAKURA])
    work = books.resolve_work(store, None)
    return find_characters(books.story_paragraphs(store, work.work_id), work.language)


def test_a_japanese_novel_names_its_people_by_their_honorifics(kusamakura):
    """草枕 (Natsume Sōseki): 那美さん (also 御那美さん), 久一さん, 大徹様 are people; laughter (ハハハハ,
    ホホホホ) and the roles that take an honorific too (婆さん, 和尚さん, 御嬢さん) are no one's name."""
    people = {e.name for e in kusamakura if e.kind == "person"}
    assert {"那美", "久一", "大徹"} <= people
    assert {"那美", "久一"} <= {e.name for e in kusamakura[:3]}
    assert _holding(kusamakura, "那美").mentions >= 25  # 那美さん 18 times, and 御那美さん 7: the prefix is no part
    names = {n for e in kusamakura for n in e.names}
    assert not names & {"ハハハハ", "ホホホホ", "ワハハハハ", "婆", "和尚", "嬢", "御嬢", "隠居", "有", "模"}


def test_chinese_text_does_not_take_the_japanese_path(monkeypatch):
    from understory_cli.extractive.ja import names as japanese

    def refuse(*_):
        raise AssertionError("Chinese text read as Japanese")

    monkeypatch.setattr(japanese, "find_candidates", refuse)
    lines = [P("行者道：“师父，我去也。”八戒与沙僧笑道：“哥哥去罢。”")] * 6
    assert language_family(None, lines) == "zh"
    find_characters(lines, "zh-CN")
    find_characters(lines)


def _entity(name: str, *aliases: str, kind: str = "person") -> NameEntity:
    forms = [Alias(n, "1.1.1", 1, 1) for n in (name, *aliases)]
    return NameEntity(name, kind, forms, len(forms), {1: len(forms)}, "1.1.1", "1.1.1", [1], 1.0)


def test_evaluation_judges_an_entity_by_its_title():
    cast = Cast([CastMember("Scarecrow", []), CastMember("Tin Woodman", ["Woodman", "Nick Chopper"])], {"Kansas"})
    entities = [_entity("Scarecrow"), _entity("Tin Woodman", "Woodman"), _entity("Witch", "Nick Chopper"),
                _entity("Kansas", kind="place"), _entity("Majesty", kind="term")]
    q = evaluate(entities, cast)
    assert q.precision == 2 / 3 and q.wrong_top == ["Witch"]  # an alias hidden in a role's entity does not count
    assert q.distinct_precision == 2 / 3
    assert q.alias_recall == 0.5 and q.missed_aliases == {"Tin Woodman": ["Nick Chopper"]}
    assert q.junk == ["Witch", "Majesty"] and q.junk_rate == 2 / 5


def test_each_language_package_discovers_through_one_entry_point():
    import inspect

    from understory_cli.extractive.en import names as en
    from understory_cli.extractive.languages import REGISTRY, part

    assert set(REGISTRY) == {"zh", "en", "ja"}
    assert part("en", "names") is en
    signatures = {str(inspect.signature(part(code, "names").discover)) for code in REGISTRY}
    assert len(signatures) == 1, signatures
    found = en.discover([P("Then Dorothy said hello to Toto, and Toto barked at Dorothy.")] * 6)
    assert "Dorothy" in found.candidates and found.straddling == ()


def test_a_naming_with_other_names_inside_it_ties_the_two(oz):
    """"Nick Chopper, the Emperor of the Winkies, who was also known throughout the Land of Oz as the Tin
    Woodman": the naming says the Emperor of the Winkies is the Tin Woodman, a place's name between them."""
    _, entities, _ = oz
    assert _holding(entities, "Emperor of the Winkies") is _holding(entities, "Tin Woodman")
