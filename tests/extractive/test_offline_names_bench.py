"""Issue 15 on a few chapters of the four development books: bench/offline_names.py's measure runs here
on the first chapters only (whole books belong in bench/), and every extractive entry's summary line is
a sentence of the text, never a heading."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from understory_cli.analyze.extractive import analyze_extractive
from understory_cli.analyze.summarize import sentences
from understory_cli.extractive.describe import (description_score, descriptions, describes, is_heading, spoken,
                                               summary_value)
from understory_cli.ingest import ingest
from understory_cli.store import books, open_store
from understory_cli.store import wiki as wiki_store
from understory_cli.wiki.extractive import compose_extractive

from conftest import CORPORA

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import offline_names  # noqa: E402

pytestmark = pytest.mark.corpus

BOOKS = {b.key: b for b in offline_names.BOOKS}
CHAPTERS = 8


@pytest.mark.parametrize("key", sorted(BOOKS))
def test_the_bench_measures_each_book_on_a_few_chapters(key, tmp_path):
    q, entities, paragraphs, _, _ = offline_names.measure(BOOKS[key], CORPORA, tmp_path, chapters=CHAPTERS)
    assert paragraphs and max(p.chapter_no for p in paragraphs) <= CHAPTERS
    assert entities and 0.0 <= q.precision <= 1.0 and 0.0 <= q.alias_recall <= 1.0
    assert not q.top_merges, q.top_merges  # two cast members in one of the top 30 entities


@pytest.fixture(scope="module", params=sorted(BOOKS))
def first_volume_wiki(request, tmp_path_factory):
    book = BOOKS[request.param]
    store = open_store(tmp_path_factory.mktemp(book.key) / "w.duckdb")
    ingest(store, book.files(CORPORA)[:1], work=book.slug)
    analyze_extractive(store)
    compose_extractive(store)
    work = books.works(store)[0]
    return request.param, wiki_store.entries(store, work.work_id), books.story_paragraphs(store, work.work_id)


def _summaries(entries):
    for e in entries:
        if e.data.summary:
            yield e, e.data.summary.text, [n.name for n in e.data.names or []] or [e.title]


def test_no_summary_opens_with_a_heading_or_a_chapter_number(first_volume_wiki):
    _, entries, _ = first_volume_wiki
    for entry, text, _ in _summaries(entries):
        assert not is_heading(text), (entry.title, text)
        assert not text.lower().startswith(("chapter ", "第")), (entry.title, text)


# first volumes: .54 .57 .47 .50, less a margin; Sense .47 since a long passage naming its subject after a
# preposition is a line, not a full description (en/describe.aside: Barton Park keeps the same summary, which a
# plain copula would now beat; the hand labels, bench/who_labels.py, did not move); Oz .46 since a copula naming
# only the subject's own title ("Oz is a Great Wizard", labelled plot) and who did a thing last ("The Queen of the
# Mice was the last to leave") are no description (en/describe); Oz .35 since the no-model wiki gives every admitted
# point an entry: its first volume's top 30 are 30 entries, not 24 (the Silver Shoes, the Kalidahs, Quelala, with
# generated lines), the 11 full descriptions unchanged
STRICT_FLOOR = {"oz": 0.35, "sense": 0.45, "xiyouji": 0.4, "shuihu": 0.4}
DESCRIBED_GOAL = 0.8  # issue 23: ≥ 80% of the top-30 summaries are full descriptions of their subject


def test_every_entry_the_text_describes_in_full_has_such_a_summary(first_volume_wiki):
    """The strict share's ceiling: where the volume says anywhere with a noun what a top-30 entry is,
    its summary is such a sentence, never a passing quality or the generated line."""
    key, entries, paragraphs = first_volume_wiki
    can, did = offline_names.describable(entries, paragraphs)
    assert can >= 5 and did == can, (key, can, did)  # (first volumes: 7 to 24 of the 30)


def test_summaries_say_what_the_entry_is_or_are_marked_generated(first_volume_wiki):
    key, entries, _ = first_volume_wiki
    for e in offline_names.most_mentioned(entries):
        summary = e.data.summary
        names = [n.name for n in e.data.names or []] or [e.title]
        # a quoted sentence is about its subject; anything else is a line made from what is known
        assert summary is not None and (summary.generated or summary_value(summary.text, names).usable), (e.title, summary)
    strict, _, _, _ = offline_names.summary_shares(entries)
    assert strict >= STRICT_FLOOR[key], strict
    if strict < DESCRIBED_GOAL:
        pytest.xfail(f"{key}: {strict:.2f} of the top-30 summaries are full descriptions (goal {DESCRIBED_GOAL})")


def test_descriptions_are_read_by_pattern_and_headings_are_not():
    assert describes("Toto was a little black dog.", ["Toto"])
    assert describes("Saltmarsh, a town that smelled of tar, lay ahead.", ["Saltmarsh"])
    assert describes("The Penmoor men called him the Grey Pilot.", ["Grey Pilot"])
    # an introduction by surname and given name says who the person is, the name never written whole (zh.describe.introduced)
    assert describes("那猴王乃是天产石猴。", ["猴王"]) and describes("此人姓宋，名江，表字公明。", ["宋江"])
    assert not describes("此人姓宋，名清，表字公明。", ["宋江"])
    assert describes("那人名唤宋江。", ["宋江"])
    assert not describes("Chapter 4: The Grey Pilot was a ghost.", ["Grey Pilot"])
    assert not describes("As they rowed past the Teeth, the water closed.", ["Teeth"])
    assert not describes("宋江道：“我去也。”", ["宋江"])
    assert is_heading("Chapter 4: The Grey Pilot") and is_heading("第一回 灵根育孕源流出") and is_heading("IV")


def test_a_description_is_scored_by_how_plainly_it_says_what_the_thing_is():
    assert description_score("Toto was a little black dog.", ["Toto"]) == 3
    assert description_score("Uncle Henry, who was a farmer, stood there.", ["Uncle Henry"]) == 3
    assert description_score("I am the Guardian of the Gates.", ["Guardian of the Gates"]) == 3
    assert description_score("Colonel\u00a0Brandon, the friend of Sir John, was silent.", ["Colonel\u00a0Brandon"]) == 3
    assert description_score("The South is the country of the Quadlings.", ["Quadlings"]) == 2
    assert description_score("There was, in her cupboard, a Golden Cap, with rubies.", ["Golden Cap"]) == 2
    assert description_score("Mrs. Palmer was several years younger than her sister.", ["Mrs. Palmer"]) == 1
    assert description_score("乡人都叫老汉做桃花庄刘太公。", ["刘太公"]) == 3
    assert description_score("原来是教史进开手的师父，叫做打虎将李忠。", ["李忠"]) == 3
    # not descriptions: a list, an absolute phrase, a vocative, another's name, 乃 as "then", 于是
    assert not describes("Dorothy, the Scarecrow and the Lion walked on.", ["Dorothy"])
    assert not describes("She walked toward the Emerald City, her silver shoes tinkling.", ["Emerald City"])
    assert not describes("Imagine, my dear Elinor, the delight of a gallop.", ["Elinor"])
    assert not describes("But Mrs. John Dashwood was a strong caricature of him.", ["John Dashwood"])
    assert not describes("Dorothy was going to ask another question.", ["Dorothy"])
    assert not describes("柴进乃言：“二位教头比试。”", ["柴进"]) and not describes("于是唐僧与悟空同行。", ["悟空"])
    # a roster is no description of each of its names (是 A、B、C); two names joined by 、 still are
    assert not describes("仙女道：“请的是西天佛老、菩萨、圣僧、罗汉。”", ["菩萨"])
    assert description_score("这两个是我师弟猪悟能、沙悟净。", ["沙悟净"]) == 2
    # 也是 says what X is only before a noun (林冲也是个好汉), not as "too" (这猴王也是他一窍通时百窍通)
    assert description_score("林冲也是个好汉。", ["林冲"]) == 3
    assert not describes("这猴王也是他一窍通时百窍通。", ["猴王"]) and not describes("菩萨也是省力。", ["菩萨"])


def test_classical_chinese_says_what_a_thing_is_by_self_introduction_definition_and_dwelling():
    # a self-introduction: the speaker says what they are (speech is fine when it is about the speaker)
    assert description_score("如来笑道：“我是西方极乐世界释迦牟尼尊者，南无阿弥陀佛。", ["如来"]) == 3
    assert description_score("玄奘答道：“贫僧乃是金山寺法明长老的徒弟。”", ["玄奘"]) == 3
    assert description_score("鲁达道：“洒家是个粗卤汉子，又犯了该死的罪过。", ["鲁达"]) == 3
    # … not when the name is the one spoken to, nor when 是 is no copula (决不, 老实话) or a comma follows
    assert not describes("行者对如来道：“我是齐天大圣。”", ["如来"])
    assert not describes("三藏见如来道：“我乃东土僧人。”", ["如来"])
    assert not describes("行者笑道：“我是决不反悔。”", ["行者"]) and not describes("三藏道：“我是老实话。”", ["三藏"])
    assert not describes("宋江道：“我是，我去也。”", ["宋江"]) and not describes("宋江道：“你乃是好汉。”", ["宋江"])
    # a definition: X者，…也
    assert description_score("猴王者，花果山石卵所化之猴也。", ["猴王"]) == 3
    assert not describes("拿住猴王者，重重有赏。", ["猴王"])
    # the given name after the surname: 姓刘名伯钦 is a statement of 伯钦's name, and of 刘伯钦's, whom it introduces in parts
    assert description_score("我是这山中的猎户，姓刘名伯钦，绰号镇山太保。", ["伯钦"]) == 3
    assert describes("姓刘名伯钦。", ["刘伯钦"]) and not describes("姓刘名伯钦。", ["刘伯温"])
    # a title or name others give: 人号X, 单号X, 贱号X, 自称X, 称做X, 号做X, 人呼为X, …，号X
    assert description_score("字称吴学究，人号智多星。", ["智多星"]) == 3
    assert description_score("有个红孩儿妖精，号圣婴大王，把我师父拿了去。", ["圣婴大王"]) == 3
    assert description_score("聚群精，自称齐天大圣，降龙伏虎。", ["齐天大圣"]) == 3
    assert description_score("善会飞石打人，人呼为没羽箭。", ["没羽箭"]) == 3
    assert not describes("旗号上写着美髯公朱仝。", ["美髯公"]) and not describes("经过号山枯松涧火云洞。", ["火云洞"])
    # … right before the name: 称做个平天大圣 is 牛魔王's title, no statement about the 大圣 of 齐天大圣
    assert not describes("牛魔王道：“我即称做个平天大圣。”", ["大圣", "齐天大圣"])
    # where it dwells, like "lived in"; not the last of a list, nor a question
    assert description_score("佛祖居于灵山大雷音宝刹之间，一日，唤聚诸佛。", ["佛祖"]) == 2
    assert description_score("那老者在山下庄上居住。", ["老者"]) == 2
    assert not describes("晁盖、宋江、吴用居于山顶寨内。", ["吴用"])
    assert not describes("但不知灵吉住在何处？", ["灵吉"]) and not describes("就留武松在店里居住。", ["武松"])


def test_a_pronoun_right_after_a_sentence_opening_with_the_name_reads_as_the_name():
    said = ["Wren Tully had been watching it all her life.", "She was twelve years old, small for her age."]
    assert descriptions(said, ["Wren Tully"]) == [(0, 2, " ".join(said))]  # an age says who (test_english_sketches)
    assert descriptions(["Tamsin saw Wren.", "She was twelve years old."], ["Wren"]) == []
    assert sentences("But Mrs.\u00a0John Dashwood was a caricature. Mr. Palmer left.") == [
        "But Mrs.\u00a0John Dashwood was a caricature.", "Mr. Palmer left."]


def test_speech_is_told_from_narration_within_a_paragraph():
    said = ["“I am here.", "You are there,” said he.", "He went.", "“Go now.”"]
    assert spoken(" ".join(said), said) == [True, True, False, True]


def test_a_subject_is_found_where_the_sentence_leaves_it():
    from understory_cli.extractive.describe import is_full_description
    # introduced with an indefinite article and what it is; a copula's subject after its modifiers
    assert is_full_description("Not far away she saw a Scarecrow, placed high on a pole to keep the birds away.",
                               ["Scarecrow"])
    assert is_full_description("They walked on, for even little Button-Bright was a brave boy.", ["Button-Bright"])
    # (but "was a good walker" says how well he walks, not what he is: test_cards_plot_shapes)
    assert not is_full_description("The friend of Toto was a dog.", ["Toto"])
    assert not is_full_description("There was, in her cupboard, a Golden Cap, with rubies.", ["Golden Cap"])
    # the speaker naming themself, what they are before the name that closes the introduction
    assert is_full_description("我乃托塔天王三太子哪吒是也。", ["哪吒"])
    assert is_full_description("吾乃二郎显圣真君，蒙玉帝调来擒拿妖猴者，快开营门放行！", ["二郎显圣真君"])
    assert is_full_description("我乃玉帝外甥，敕封昭惠灵显王二郎是也。", ["二郎"])
    assert is_full_description("我乃李天王二太子木叉、南海观音大徒弟惠岸，特来打探军情。", ["木叉"])
    assert not summary_value("我乃李天王二太子木叉、南海观音大徒弟惠岸，特来打探军情。", ["李天王"]).usable
    assert not summary_value("我乃玉帝外甥，敕封昭惠灵显王二郎是也。", ["玉帝"]).usable
    assert not is_full_description("我是不去的哪吒。", ["哪吒"])


# issue 43: the --lobo figures (bench/lobo.py, bench/lobo_metrics.py) on the nine books with a gold cast
import lobo  # noqa: E402
import lobo_metrics  # noqa: E402
from junk_words import address_term, pronoun  # noqa: E402

LOBO = {b.key: b for b in lobo.LOBO_BOOKS}


@pytest.mark.parametrize("key", sorted(LOBO))
def test_every_gold_cast_is_read_with_its_kinds_and_counts(key):
    cast = LOBO[key].cast(CORPORA)
    people = [m for m in cast.members if m.kind == "person"]
    assert len(people) >= 10, key  # the smallest gold cast (坊っちゃん) has 15 persons
    assert all(m.kind in ("person", "place") for m in cast.members), key
    if key not in ("oz", "xiyouji"):  # the YAML lists count nothing; every cast.json counts every member
        counted = [m for m in people if m.uses is not None]  # (tests/data/extra_* add uncounted minor people)
        assert len(counted) >= 10 and all(m.uses >= len(m.forms) for m in counted), key
        assert all(cast.member_of(f) is m or f in cast.ambiguous for m in people for f in m.forms
                   if f not in cast.shared_names and sum(f in n.forms for n in cast.members) == 1), key


def test_the_gold_types_tell_pronouns_addresses_and_shared_names():
    botchan, kenji, modern = LOBO["botchan"].cast(CORPORA), LOBO["kenji"].cast(CORPORA), LOBO["modern"].cast(CORPORA)
    assert lobo_metrics.junk_reason("おれ", botchan) == "pronoun"  # the narrator's pronoun, a gold form of his
    assert lobo_metrics.junk_reason("兄", botchan) == "address"  # a kinship word, his brother's only name
    assert lobo_metrics.junk_reason("山嵐", botchan) is None and lobo_metrics.junk_reason("バッタ", botchan) == "common"
    assert lobo_metrics.junk_reason("大姑娘", modern) == "address" and lobo_metrics.junk_reason("秀姑", modern) is None
    assert [n for n, _ in kenji.shared_names["ネリ"]] == ["ネリ（黄いろのトマト）", "ネリ（グスコーブドリの伝記）"]
    assert "サンムトリ" not in kenji.shared_names  # a volcano in two stories: places are never a wrong merge of people
    # an entry titled with its story (the finder's two ネリ) is judged by its name, its kind the gold's
    assert lobo_metrics.junk_reason("ネリ（黄いろのトマト）", kenji) is None
    assert lobo_metrics.gold_kinds("サンムトリ（グスコーブドリの伝記）", kenji) == {"place"}
    assert lobo_metrics.junk_reason("あと（黄いろのトマト）", kenji) == "common"
    assert pronoun("他們") and pronoun("わたし") and address_term("老頭子") and address_term("お父様")
    assert not pronoun("他们的") and not address_term("家树")


def test_leave_one_book_out_holds_out_both_scripts_of_one_book():
    held = {key: [b.key for b in lobo.training_books(LOBO[key])] for key in LOBO}
    assert "genesis" not in held["genesis-hans"] and "genesis-hans" not in held["genesis"]
    assert all(key not in training and len(training) == len(LOBO) - (2 if key.startswith("genesis") else 1)
               for key, training in held.items())
    assert lobo.fit(lobo.training_books(LOBO["kenji"]), CORPORA).trained_on == tuple(held["kenji"])


@pytest.fixture(scope="module", params=["sense", "modern", "kenji"])  # a book of each language
def lobo_cut(request, tmp_path_factory):
    book = LOBO[request.param]
    fitted = lobo.fit(lobo.training_books(book), CORPORA)
    chapters = 6 if book.key == "kenji" else CHAPTERS  # stories 3 and 6 each have a girl named ネリ
    return book, lobo.read_book(book, CORPORA, tmp_path_factory.mktemp(book.key), chapters), fitted, chapters


def test_the_lobo_figures_compute_on_a_few_chapters(lobo_cut, tmp_path):
    book, _, fitted, chapters = lobo_cut
    f = lobo.measure_book(book, CORPORA, tmp_path, fitted, chapters)
    assert f.chars > 0 and f.summaries is None and f.home_junk is None and len(f.main) >= 3
    assert 0 <= f.top20 <= f.shown <= 20 and len(f.not_real) == f.shown - f.top20 and f.shown >= 10
    right, judged, wrong = f.kinds
    assert right + len(wrong) == judged > 0
    assert all(why in ("pronoun", "address", "common") for _, why in f.junk)


def _entity(like, name, kind=None, names=None):
    from dataclasses import replace

    from understory_cli.extractive.types import Alias

    return replace(like, name=name, kind=kind or like.kind,
                   aliases=[Alias(n, like.first_locator, 1, like.mentions) for n in names or [name]])


def test_a_pronoun_on_top_is_junk_and_no_real_name(lobo_cut):
    book, reading, _, _ = lobo_cut
    entities = reading.entities
    cast = book.cast(CORPORA)
    narrator = {"sense": "She", "modern": "我", "kenji": "わたし"}[book.key]
    real, _ = lobo_metrics.top_real(entities, cast)
    with_narrator = [_entity(entities[0], narrator), *entities]
    assert (narrator, "pronoun") in lobo_metrics.junk_top(with_narrator, cast)
    assert lobo_metrics.top_real(with_narrator, cast)[0] <= real  # it pushes a name out, never counts as one


def test_two_people_in_one_entity_are_a_wrong_merge_and_one_person_in_two_a_split(lobo_cut):
    book, reading, _, _ = lobo_cut
    paragraphs, entities = reading.paragraphs, reading.entities
    cast = book.cast(CORPORA).within("\n".join(p.text for p in paragraphs))
    main = lobo_metrics.main_cast(cast, lobo_metrics.member_uses(cast, paragraphs, from_text=True))
    first, second = main[0], main[1]
    glued = _entity(entities[0], first.name, "person", [first.name, second.name])
    merges = lobo_metrics.wrong_merges([glued], cast, main)
    assert (min(first.name, second.name), max(first.name, second.name), first.name) in merges.owned
    assert lobo_metrics.without_entry([glued], cast, main) == [m.name for m in main[2:]]  # the rest have none there
    suffix = " Junior" if first.name.isascii() else "君"  # an honorific on the name (a word apart in English)
    suffixed = _entity(entities[0], first.name + suffix, "person")
    assert lobo_metrics.containing([glued, suffixed], cast, main) == {first.name: [suffixed.name]}
    parts = [_entity(entities[0], f, "person") for f in first.forms[:2]]
    if len(parts) == 2:  # the main character's two forms in two entities
        assert lobo_metrics.splits(parts, cast, main) == {first.name: [p.name for p in parts]}
    if book.key == "kenji":  # one girl's name in two stories: one entity carrying it is two people in one
        neri = [e for e in entities if "ネリ" in e.names]
        one = lobo_metrics.wrong_merges(neri[:1] or [_entity(entities[0], "ネリ")], cast, main)
        assert one.shared and one.shared[0][0] == "ネリ"
        two = [_entity(entities[0], "ネリ", "person"), _entity(entities[0], "ネリ", "person")]
        assert not lobo_metrics.wrong_merges(two, cast, main).shared


def test_a_wrong_kind_among_the_top_30_is_counted(lobo_cut):
    book, reading, _, _ = lobo_cut
    entities = reading.entities
    cast = book.cast(CORPORA)
    right, judged, _ = lobo_metrics.kinds_right(entities, cast)
    person = next(e for e in entities[:30] if lobo_metrics.gold_kinds(e.name, cast) == {"person"})
    flipped = [_entity(e, e.name, "term", e.names) if e is person else e for e in entities]
    assert lobo_metrics.kinds_right(flipped, cast)[:2] == (right - (person.kind == "person"), judged)


def test_a_summary_is_classed_by_what_it_says_of_its_subject():
    from types import SimpleNamespace

    from understory_cli.store.wiki import EntryData, EntryName, Span

    def entry(title, text, generated=False):
        return SimpleNamespace(title=title, data=EntryData(summary=Span(text=text, generated=generated),
                                                           names=[EntryName(name=title)]))

    assert lobo_metrics.summary_class(entry("Toto", "Toto was a little black dog.")) == "says who"
    assert lobo_metrics.summary_class(entry("宋江", "宋江道：“我去也。”")) == "plot"  # a plot sentence, no description
    assert lobo_metrics.summary_class(entry("王夫人", "贾母命王夫人也坐了。")) == "plot"
    assert lobo_metrics.summary_class(entry("Mrs. Palmer", "Mrs. Palmer was several years younger than her sister.")) \
        == "partial"
    assert lobo_metrics.summary_class(entry("東京", "1.1で初めて登場する場所。", generated=True)) == "generated"
    assert lobo_metrics.summary_class(None) == "none"
