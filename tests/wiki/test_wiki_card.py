"""Issue 23: the no-model entry as a reader's X-Ray card (a summary that describes its subject or a
line marked generated, key passages quoted with their place and chapter title, often with,
appearances, one "appears in" row at a time) and names findable from the paragraph that ties them."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

import pytest

from conftest import CORPORA, chapter_no_at, store_copy
from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.extractive import entities
from understory_cli.extractive.describe import is_full_description, subject_of, summary_value
from understory_cli.extractive.en.rules import EnglishRules
from understory_cli.ingest import ingest
from understory_cli.store import books, open_store
from understory_cli.store import wiki as wiki_store
from understory_cli.store.points import load_points
from understory_cli.extractive.card_scorer import SCORED
from understory_cli.wiki.extractive import (Chapters, _appears_in, _generated_summary, _title_steps, _volume_ranges,
                                           compose_extractive)
from understory_cli.store.wiki import GatedText, InfoRow, Span
from understory_cli.wiki.planning import gated_companions, ranked_at

pytestmark = pytest.mark.corpus


def visible_names(entry, chapter_no: int) -> set[str]:
    return {n.name for n in entry.data.names if n.reveal_at <= chapter_no} | (
        {entry.title} if entry.title_reveal_at <= chapter_no else set())


def entry_found_by(entries, name: str, chapter_no: int):
    """The entry a reader at `chapter_no` opens by selecting `name` (None: nothing found)."""
    return next((e for e in entries if name in visible_names(e, chapter_no)), None)


@pytest.fixture(scope="module")
def xiyouji_two_volumes(tmp_path_factory):
    """西游记 with only its first two volumes, as a reader starting the series owns it."""
    store = open_store(tmp_path_factory.mktemp("xyj2") / "xyj2.duckdb")
    ingest(store, sorted((CORPORA / "chinese" / "xiyouji").glob("*.epub"))[:2])
    analyze_extractive(store)
    compose_extractive(store)
    work = books.works(store)[0]
    return store, work, wiki_store.entries(store, work.work_id)


@pytest.fixture(scope="module")
def oz_card_wiki(oz_extractive, tmp_path_factory):
    store = store_copy(oz_extractive, tmp_path_factory.mktemp("ozcard"))
    compose_extractive(store, work="oz")
    work = books.find_work(store, "oz")
    return store, work, wiki_store.entries(store, work.work_id)


def test_the_monkey_is_found_by_the_names_read_so_far(xiyouji_two_volumes):
    store, work, entries = xiyouji_two_volumes
    at = {loc: chapter_no_at(store, work.work_id, loc) for loc in ("1.1", "1.2")}
    monkey = entry_found_by(entries, "悟空", at["1.2"])
    assert monkey is not None, "悟空 finds nothing at 1.2"
    assert entry_found_by(entries, "美猴王", at["1.1"]) is monkey
    assert entry_found_by(entries, "孙悟空", at["1.2"]) is monkey
    # a fragment of a titled name (齐天 of 齐天大圣) is no alias
    assert "齐天" not in {n.name for e in entries for n in e.data.names}


def test_nick_chopper_opens_the_tin_woodman_at_2_22(oz_card_wiki):
    store, work, entries = oz_card_wiki
    found = entry_found_by(entries, "Nick Chopper", chapter_no_at(store, work.work_id, "2.22"))
    assert found is not None and found.title == "Tin Woodman"


def test_an_extractive_entry_is_a_card_not_glued_quotes(oz_card_wiki):
    store, work, entries = oz_card_wiki
    scored = {r.text for p in load_points(store, work.work_id) for r in p.records if r.note == SCORED}
    titles = {c.chapter_no: c.title for v in books.volume_infos(store, work.work_id) for c in v.chapters}
    for entry in entries:
        data = entry.data
        kinds = [s.kind for s in data.body]
        assert "quotes" in kinds and "appearances" in kinds, (entry.title, kinds)
        quotes = next(s for s in data.body if s.kind == "quotes")
        for span in quotes.spans:
            chapter = chapter_no_at(store, work.work_id, span.locator)
            assert span.cites == [span.locator] and span.reveal_at >= chapter
            assert span.chapter_title == titles[chapter]
        appears = [r for r in data.infobox if r.label == "appears in"]
        # one row visible at a time: each shown until the next one's chapter
        assert all(a.until == b.reveal_at for a, b in zip(appears, appears[1:])) and appears[-1].until is None
        summary = data.summary
        # (or the learned chooser's excerpt, extractive/card_scorer.py: it fills only what the rules rate as nothing)
        assert summary.generated or summary_value(summary.text, visible_names(entry, 10 ** 6)).usable \
            or summary.text in scored
    dorothy = next(e for e in entries if e.title == "Dorothy")
    assert [r.value for r in dorothy.data.infobox if r.label == "appears in"][-1] == "volumes 1–5"
    often = next(s for s in dorothy.data.body if s.kind == "often_with")
    assert {s.slug for s in often.spans} == {r.slug for r in dorothy.data.related}


def test_summaries_are_about_their_subject():
    assert is_full_description("Toto was a little black dog.", ["Toto"])
    assert is_full_description("那猴王乃是天产石猴。", ["猴王"])
    assert is_full_description("此榜行至海州地方，有一人姓陈名萼，表字光蕊，见了此榜。", ["光蕊"])
    assert is_full_description("如来笑道：“我是西方极乐世界释迦牟尼尊者。", ["如来"])
    # another's speech naming it, a name qualifying another, a hyphenated word, a quality
    assert not summary_value("金星道：“名是齐天大圣，只不与他事管。", ["齐天大圣"]).usable
    assert subject_of("我乃玉帝外甥，敕封昭惠灵显王二郎是也。", ["玉帝"]) is None
    assert not summary_value("一个是太乙散仙呼大圣，一个是观音徒弟正元龙。", ["观音"]).usable
    assert not summary_value("a lit-tle girl named Oz-ma, who was the right-ful heir.", ["Oz"]).usable
    assert not is_full_description("The Scarecrow, who was never tired, stood up in another corner.", ["Scarecrow"])


def test_a_generated_line_is_marked_and_gated_by_what_it_names():
    related = [{"slug": "scarecrow", "title": "Scarecrow", "reveal_at": 3},
               {"slug": "ozma", "title": "Ozma", "reveal_at": 44}, {"slug": "toto", "title": "Toto", "reveal_at": 2}]
    line = _generated_summary("person", "1.2", 2, related, "en")
    assert line.generated and line.reveal_at == 3
    assert line.text == "A person first met in 1.2, most often with Scarecrow and Toto."
    assert _generated_summary("place", "1.1", 1, [], "zh-CN").text == "地点，初见于1.1。"


def test_a_generated_line_names_the_cast_before_the_tails_words():
    """东京 (水浒传): 松树 and 回京, words the finder kept in its last tier, share more of the first chapters than
    高俅 and 史进; the line names the cast (the tiers above the last) first, the shared chapters ranking each side."""
    related = [{"slug": s, "title": s, "reveal_at": 1} for s in ("松树", "回京", "高俅", "史进")]
    shared = {"松树": [1, 2, 4], "回京": [1, 2], "高俅": [2, 3], "史进": [3]}
    assert _generated_summary("place", "1.1", 1, related, "zh-CN", shared).text == "地点，初见于1.1，常与松树、回京同见。"
    assert _generated_summary("place", "1.1", 1, related, "zh-CN", shared, cast={"高俅", "史进"}).text \
        == "地点，初见于1.1，常与高俅、史进同见。"
    assert _generated_summary("place", "1.1", 1, related, "zh-CN", shared, cast={"高俅"}).text \
        == "地点，初见于1.1，常与高俅、松树同见。"


def test_a_generated_line_says_the_relation_the_text_states_once_it_is_read():
    from understory_cli.wiki.extractive import _generated_lines

    item = SimpleNamespace(related=[{"slug": "elinor", "title": "Elinor", "reveal_at": 1}], shared=None)
    son = InfoRow(label="relation", value="son of Mrs. Ferrars", cites=["1.22.3"], reveal_at=22)
    plain, related = _generated_lines("person", "1.3", 3, item, "en", son)
    assert (plain.text, plain.reveal_at, plain.cites) == ("A person first met in 1.3, most often with Elinor.", 3, [])
    assert related.text == "A person, son of Mrs. Ferrars, first met in 1.3, most often with Elinor."
    # gated and cited by the statement: never shown before chapter 22
    assert (related.reveal_at, related.cites, related.generated) == (22, ["1.22.3"], True)
    # stated as soon as the line opens: one line
    early = son.model_copy(update={"reveal_at": 2})
    assert [line.text for line in _generated_lines("person", "1.3", 3, item, "en", early)] == [related.text]
    # the relation the other holds to the subject: whose son the subject's is
    mother = InfoRow(label="son", value="Edward Ferrars", cites=["1.22.3"], reveal_at=2)
    assert _generated_lines("person", "1.3", 3, item, "en", mother)[0].text \
        == "A person whose son is Edward Ferrars, first met in 1.3, most often with Elinor."
    prince = InfoRow(label="太子", value="哪吒", cites=["1.4.2"], reveal_at=4)
    assert _generated_lines("person", "1.4", 4, SimpleNamespace(related=[], shared=None), "zh", prince)[0].text \
        == "人物，其太子为哪吒，初见于1.4。"
    disciple = InfoRow(label="relation", value="三藏的徒弟", cites=["1.14.2"], reveal_at=14)
    assert _generated_lines("person", "1.14", 14, SimpleNamespace(related=[], shared=None), "zh", disciple)[0].text \
        == "人物，三藏的徒弟，初见于1.14。"


def test_a_generated_line_says_the_role_the_text_writes_with_the_name_once_it_is_read():
    """Issue 43 §6: 何丽娜, 东京 and 法老 had only their kind; the role the text writes with the name (何小姐, 东京城,
    埃及王法老; extractive/roles.py) is part of the line, cited and gated by its statement, in the book's script."""
    from understory_cli.wiki.extractive import _generated_lines

    alone = SimpleNamespace(related=[], shared=None)
    miss = InfoRow(label="role", value="小姐", cites=["1.5.2"], reveal_at=5)
    plain, titled = _generated_lines("person", "1.2", 2, alone, "zh", None, role=miss)
    assert (plain.text, plain.reveal_at, plain.cites) == ("人物，初见于1.2。", 2, [])
    assert (titled.text, titled.reveal_at, titled.cites, titled.generated) == ("人物，小姐，初见于1.2。", 5, ["1.5.2"], True)
    city = InfoRow(label="role", value="城", cites=["1.1.4"], reveal_at=1)
    assert [line.text for line in _generated_lines("place", "1.1", 1, alone, "zh", None, role=city)] == ["地点，一座城，初见于1.1。"]
    # with a relation too: both, each cited; a Traditional book's line in Traditional, its own words kept
    king = InfoRow(label="role", value="埃及王", cites=["1.12.5"], reveal_at=12)
    father = InfoRow(label="女儿", value="某女", cites=["2.2.5"], reveal_at=14)
    lines = _generated_lines("person", "1.12", 12, alone, "zh-TW", father, "法老對約瑟說、你們這裡", role=king)
    assert [(line.text, line.reveal_at, line.cites) for line in lines] == [
        ("人物，埃及王，初見於1.12。", 12, ["1.12.5"]), ("人物，埃及王，其女兒爲某女，初見於1.12。", 14, ["1.12.5", "2.2.5"])]


def test_a_generated_line_takes_the_books_script_not_its_own_few_lines():
    """A Traditional book's man whose own lines hold no character Traditional writes apart (王冕坐在家中吃茶…)
    got a Simplified line (初见于) among Traditional ones: the script is the book's, read from its salient entries."""
    from understory_cli.wiki.extractive import _generated_lines
    from understory_cli.wiki.planning import Plan

    def entry(*texts):
        return SimpleNamespace(point=SimpleNamespace(records=[SimpleNamespace(text=t) for t in texts]))

    own = "王冕坐在家中吃茶，看天上的月亮，心中好不快活。王冕每日在山上放牛，日中回家，又去山上。"
    plan = Plan(work=None, entries=[entry("張飛騎著馬走進縣裡，對眾人說道：這裡的糧食還夠嗎？", "關羽聽了這話，點頭說：兄長說得對。"),
                                    entry(own)], pages=[], mentions={}, locator_of={}, topics=[])
    alone = SimpleNamespace(related=[], shared=None)
    assert _generated_lines("person", "1.10", 10, alone, "zh", None, own)[0].text == "人物，初见于1.10。"
    assert _generated_lines("person", "1.10", 10, alone, "zh", None, plan.script_sample())[0].text == "人物，初見於1.10。"


def test_appears_in_is_one_row_per_reading_position():
    assert _volume_ranges([1, 2, 3, 5]) == "volumes 1–3, 5" and _volume_ranges([2]) == "volume 2"
    chapters = Chapters({1: "1.1", 2: "1.2", 3: "2.1", 4: "3.1"}, {})
    rows = _appears_in({2: 5, 3: 1, 4: 2}, chapters)
    assert [(r.value, r.reveal_at, r.until) for r in rows] == [
        ("volume 1", 2, 3), ("volumes 1–2", 3, 4), ("volumes 1–3", 4, None)]


def test_a_fragment_of_a_titled_name_is_no_alias():
    class Rules:
        def is_title(self, part):
            return part in ("天王",)

        def member_title(self, part):
            return False

    counts = Counter({"齐天大圣": 43, "齐天": 14, "大圣": 178, "托塔天王": 6, "托塔": 5, "二郎真君": 2, "二郎": 24})
    forms = list(counts)
    assert entities._fragment("齐天", forms, counts, Rules()) and entities._fragment("托塔", forms, counts, Rules())
    assert not entities._fragment("二郎", forms, counts, Rules()) and not entities._fragment("大圣", forms, counts, Rules())


class P:
    def __init__(self, i, text):
        self.locator, self.chapter_no, self.volume_no, self.kind, self.text = f"1.1.{i}", 1, 1, "p", text


def test_an_answer_naming_who_was_asked_ties_the_names():
    paragraphs = [P(1, "“Who was Nick Chopper?” asked Tip."),
                  P(2, "“That is the name of my friend the Tin Woodman,” answered his Majesty.")]
    pairs = EnglishRules().declared(paragraphs, {"Nick Chopper", "Tin Woodman", "Tip"})
    assert pairs == {("Nick Chopper", "Tin Woodman"): [1]}
    assert EnglishRules().declared(paragraphs[1:], {"Nick Chopper", "Tin Woodman"}) == {}


def test_an_english_title_is_the_persons_own_name():
    assert entities._family_titled("Miss Bennet", ["Miss Bennet", "Elizabeth Bennet", "Elizabeth"])
    assert not entities._family_titled("Mrs. Jennings", ["Mrs. Jennings"])
    assert not entities._family_titled("Mr. Dashwood", ["Mr. Dashwood", "Mr. John Dashwood"])


def test_the_summary_steps_from_a_generated_line_to_ever_better_descriptions():
    from understory_cli.store.points import Record
    from understory_cli.wiki.extractive import _summary_steps

    generated = Span(text="A person first met in 1.1.", cites=[], reveal_at=1, generated=True)
    described = [Record(1, "Toto was a dog.", ["1.3.2"], "description", 3),
                 Record(2, "Toto was a little black dog.", ["2.1.4"], "description", 30)]
    steps = _summary_steps(described, [generated.model_copy()])
    assert [(s.text, s.reveal_at, s.until) for s in steps] == [
        (generated.text, 1, 3), ("Toto was a dog.", 3, 30), ("Toto was a little black dog.", 30, None)]
    assert _summary_steps(described[:1], [generated.model_copy(update={"reveal_at": 3})])[0].text == "Toto was a dog."


def test_relations_the_text_states_between_two_names():
    from understory_cli.extractive.relations import relation_label, stated_relations

    english = ["Margaret, Mrs. Dashwood's youngest daughter, was a good-humored girl.",
               "Colonel Brandon, the friend of Sir John, was silent.", "Elinor, Marianne and Margaret walked.",
               "Her daughter, Elinor, spoke."]
    found = stated_relations(english, ["Margaret", "Mrs. Dashwood", "Colonel Brandon", "Sir John", "Elinor",
                                       "Marianne"], "en")
    assert [(r.subject, relation_label(r, "en"), r.paragraph) for r in found] == [
        ("Margaret", "daughter of Mrs. Dashwood", 0), ("Colonel Brandon", "friend of Sir John", 1)]
    chinese = ["我乃托塔天王第二太子木叉。", "那玄奘乃陈光蕊之子也。", "悟空与八戒同行。"]
    found = stated_relations(chinese, ["托塔天王", "木叉", "玄奘", "陈光蕊", "悟空", "八戒"], "zh")
    assert [(r.subject, relation_label(r, "zh")) for r in found] == [("木叉", "托塔天王的太子"), ("玄奘", "陈光蕊之子")]
    # a form that is a relation word itself (哪吒's 三太子) does not stand between the two it relates
    found = stated_relations(["我乃托塔天王三太子哪吒是也。"], ["托塔天王", "三太子", "哪吒"], "zh")
    assert [(r.subject, relation_label(r, "zh")) for r in found] == [("哪吒", "托塔天王的太子")]


def test_a_stated_relation_is_an_infobox_row_gated_by_its_statement(xiyouji_two_volumes):
    store, work, entries = xiyouji_two_volumes
    chapter_of = books.paragraph_chapters(store, work.work_id)
    rows = [(e.title, r) for e in entries for r in e.data.infobox if r.label == "relation"]
    for title, row in rows:
        assert row.cites and row.reveal_at >= chapter_of[row.cites[0]], (title, row)
    assert len({(t, r.value) for t, r in rows}) == len(rows)  # each relation once
    # the other's entry holds it too ("son: Edward"), by one of this entry's names, from the same statement
    plain = {"kind", "first appearance", "also known as", "appears in", "relation"}
    held = {(tuple(r.cites), r.value, r.reveal_at) for e in entries for r in e.data.infobox if r.label not in plain}
    names = {e.title: {n.name for n in e.data.names} | {e.title} for e in entries}
    assert rows and all(any(c == tuple(row.cites) and v in names[t] and g == row.reveal_at for c, v, g in held)
                        for t, row in rows), (rows, held)


def test_the_title_follows_the_names_read_so_far():
    # an architect's title waits for every point it covers: until then the entry shows the name met first
    steps = _title_steps("Sun Wukong", 8, [("美猴王", 1), ("孙悟空", 2), ("Sun Wukong", 8)])
    assert steps == [GatedText(text="美猴王", reveal_at=1), GatedText(text="Sun Wukong", reveal_at=8)]
    assert _title_steps("Dorothy", 1, [("Dorothy", 1), ("Dorothy Gale", 40)]) == [GatedText(text="Dorothy", reveal_at=1)]


def test_every_entry_carries_its_title_steps_in_story_order(xiyouji_two_volumes):
    store, work, entries = xiyouji_two_volumes
    for e in entries:
        steps = e.data.title_steps
        first_gate = min([e.title_reveal_at, *(n.reveal_at for n in e.data.names)])
        assert steps[0].reveal_at == first_gate, (e.title, steps)
        assert steps[-1] == GatedText(text=e.title, reveal_at=e.title_reveal_at)
        assert [s.reveal_at for s in steps] == sorted(s.reveal_at for s in steps)
        # each step is a name the reader can find the entry by from then on
        assert all(s.text in visible_names(e, s.reveal_at) for s in steps), (e.title, steps)
    monkey = entry_found_by(entries, "美猴王", chapter_no_at(store, work.work_id, "1.1"))
    assert monkey.data.title_steps[0].text in visible_names(monkey, chapter_no_at(store, work.work_id, "1.1"))


def test_companions_are_ranked_by_the_chapters_reached():
    shared = [("a", [1, 2, 3, 4, 5]), ("b", [4, 5, 6, 7, 8, 9]), ("c", [2]), ("d", [9])]
    # b shares most by the end, but at chapter 2 and 3 only a and c have been met together with the entry
    assert gated_companions(shared, 2) == [("a", 1, None), ("c", 2, 5), ("b", 5, None)]
    assert ranked_at(shared, 3, 2) == ["a", "c"] and ranked_at(shared, 9, 2) == ["b", "a"]


def test_often_with_holds_only_what_the_chapters_read_so_far_rank(oz_card_wiki):
    store, work, entries = oz_card_wiki
    by_slug = {e.slug: e for e in entries}
    dorothy = next(e for e in entries if e.title == "Dorothy")
    mentions = {e.slug: {int(c) for c in e.data.track.appearances} for e in entries}
    rows = dorothy.data.related
    assert [r.reveal_at for r in rows] == sorted(r.reveal_at for r in rows)  # the order says nothing ahead
    for at in (3, 12, 30, 60):
        visible = {r.slug for r in rows if r.reveal_at <= at and (r.until or 10 ** 6) > at}
        shared = [(slug, sorted(mentions["dorothy"] & chapters)) for slug, chapters in mentions.items()
                  if slug != "dorothy" and mentions["dorothy"] & chapters]
        top = [s for s in ranked_at(shared, at, 6) if by_slug[s].title_reveal_at <= at]
        assert set(top) <= visible, (at, top, visible)
        for slug in visible:  # each shown companion has been met with her by then
            assert any(c <= at for c in mentions["dorothy"] & mentions[slug]), (at, slug)


def test_the_monk_is_one_entry_by_the_chapter_he_ties_his_names(xiyouji_two_volumes):
    store, work, entries = xiyouji_two_volumes
    # 回14 (2.4): 三藏道：“…我的法名叫做陈玄奘。只因我大唐太宗皇帝赐我做御弟三藏，指唐为姓，故名唐僧也。”
    # and 回13 (2.3): 玄奘…礼拜道：“弟子陈玄奘前往西天取经…”
    tie = chapter_no_at(store, work.work_id, "2.4")
    monk = entry_found_by(entries, "三藏", tie)
    assert monk is not None
    assert entry_found_by(entries, "唐僧", tie) is monk and entry_found_by(entries, "玄奘", tie) is monk
    holders = [e for e in entries if {"三藏", "唐僧", "玄奘"} & ({e.title} | {n.name for n in e.data.names})]
    assert holders == [monk], [e.title for e in holders]


def test_the_monkey_keeps_his_name_and_gathers_his_titles(xiyouji_two_volumes):
    store, work, entries = xiyouji_two_volumes
    at = {loc: chapter_no_at(store, work.work_id, loc) for loc in ("1.4", "2.4")}
    monkey = entry_found_by(entries, "悟空", at["1.4"])
    assert monkey.title == "孙悟空"  # not 齐天大圣, though 大圣 is written often (齐天, a fragment, counts for nothing)
    # 回4 writes 大圣 beside his names; 回14: 三藏道：“…我与你再起个混名，称为行者，好么？”悟空道：“好，好，好！”
    assert entry_found_by(entries, "大圣", at["1.4"]) is monkey
    assert entry_found_by(entries, "孙大圣", at["2.4"]) is monkey and entry_found_by(entries, "行者", at["2.4"]) is monkey
    assert not {"悟能", "八戒", "牛魔王"} & {n.name for n in monkey.data.names}


def test_a_chapter_title_that_only_numbers_its_chapter_is_not_repeated_beside_the_locator(tmp_path):
    """Sense and Sensibility titles its chapters I, II, …: a key passage or an appearance shows "1.13",
    not "1.13 XIII"; a title that says something (Oz's "I: The Cyclone") stays (the card test above)."""
    store = open_store(tmp_path / "sense.duckdb")
    ingest(store, [CORPORA / "series" / "sense-and-sensibility" / "sense-and-sensibility.epub"], work="sense")
    analyze_extractive(store)
    compose_extractive(store)
    work = books.works(store)[0]
    assert {c.title for v in books.volume_infos(store, work.work_id) for c in v.chapters} >= {"I", "XIII"}
    sections = [sec for e in wiki_store.entries(store, work.work_id) for sec in e.data.body]
    quotes = [sp for sec in sections if sec.kind == "quotes" for sp in sec.spans]
    appearances = [sp for sec in sections if sec.kind == "appearances" for sp in sec.spans]
    assert len(quotes) > 50 and not any(sp.chapter_title for sp in quotes)
    assert len(appearances) > 100 and all(sp.text == sp.locator and not sp.chapter_title for sp in appearances)


def test_the_passage_where_the_reader_first_meets_someone_leads_the_key_passages():
    """Sense and Sensibility's Mrs. Palmer: the paragraph that introduces her (1.19.23) is also the best sentence
    about her, her summary line; it still leads her key passages, never dropped for being the summary."""
    from understory_cli.store.points import Point, Record
    from understory_cli.wiki.extractive import _entry
    from understory_cli.wiki.planning import PlannedEntry

    met = Record(1, "Mrs. Palmer was several years younger than Lady Middleton, and totally unlike her in every "
                    "respect.", ["1.19.23"], "first mention", 19)
    later = [Record(1, "Their party was small, and the hours passed quietly away. Mrs. Palmer had her child, and "
                       "Mrs. Jennings her carpet-work.", ["1.42.13"], "key passage", 42),
             Record(1, "He came, examined his patient, and though encouraging Miss Dashwood to expect that a very "
                       "few days would restore her sister to health, yet, by pronouncing her disorder to have a "
                       "putrid tendency, and allowing the word “infection” to pass his lips, gave instant alarm to "
                       "Mrs. Palmer, on her baby’s account.", ["1.43.4"], "key passage", 43)]
    point = Point(1, "Mrs. Palmer", "person", None, 1, 19, "extractive", [], [met, *later])
    item = PlannedEntry("mrs-palmer", "Mrs. Palmer", 19, "person", "core", [point], [], "")
    chapters = Chapters({19: "1.19", 42: "1.42", 43: "1.43"}, {})
    data = _entry(item, {19: 3, 42: 1, 43: 1}, chapters, "en")
    assert data.summary.text == met.text  # the best sentence about her is her summary …
    quotes = next(s for s in data.body if s.kind == "quotes")
    assert [s.locator for s in quotes.spans] == ["1.19.23", "1.42.13", "1.43.4"]  # … and the first meeting leads


def test_the_home_page_picks_the_cast_before_the_places():
    """Oz's most salient entries, in the finder's order: a city among the faces reads as one of the cast."""
    from understory_cli.wiki.planning import HOME_ENTRIES, PlannedEntry, home_picks

    ranked = [("Dorothy", "person"), ("Great Wizard", "person"), ("Scarecrow", "person"), ("Tin Woodman", "person"),
              ("Ozma", "person"), ("City of Emeralds", "place"), ("Cowardly Lion", "person"),
              ("Jack Pumpkinhead", "person"), ("Tip", "person"), ("Toto", "person"), ("Sawhorse", "person"),
              ("Land of Oz", "place"), ("Kansas", "place"), ("Billina", "person"), ("Button-Bright", "person")]
    entries = [PlannedEntry(t.lower(), t, 1, kind, "core", [], [], "") for t, kind in ranked]
    picks = [e.title for e in home_picks(entries)]
    assert len(picks) == HOME_ENTRIES and "City of Emeralds" not in picks and "Land of Oz" not in picks
    assert picks[:5] == ["Dorothy", "Great Wizard", "Scarecrow", "Tin Woodman", "Ozma"] and picks[-1] == "Button-Bright"
    # with fewer people than picks, the places fill the rest in their order
    assert [e.title for e in home_picks(entries[:7])][-2:] == ["Cowardly Lion", "City of Emeralds"]
