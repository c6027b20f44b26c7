"""Issue 43 on 創世記: a Traditional book is read through a Simplified view of the same length
(extractive/zh/script.py, reading.py), its names given back in its own script, and its generated words
written in it (創世記 is in shared/ in both scripts, the same text: the two readings must agree); and verb
phrases the Simplified dictionary left whole (求你, 就给他) are no entries."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.zh.script import is_traditional, to_simplified
from understory_cli.wiki.extractive import _generated_summary

from conftest import CORPORA
from test_extractive_cjk import _paragraphs

pytestmark = pytest.mark.corpus

GENESIS = CORPORA / "chinese" / "genesis" / "vol01-genesis.epub"
GENESIS_HANS = CORPORA / "chinese" / "genesis-hans" / "vol01-genesis-hans.epub"
EXODUS_HANS = CORPORA / "chinese" / "genesis-hans" / "vol02-exodus-hans.epub"


def _read(path, tmp_path_factory):
    return _paragraphs(SimpleNamespace(key=path.stem, files=lambda corpora: [path]), 1, tmp_path_factory)


@pytest.fixture(scope="module")
def genesis(tmp_path_factory):
    """創世記 in Traditional and in Simplified, the entities the finder makes of each."""
    hant, hans = _read(GENESIS, tmp_path_factory), _read(GENESIS_HANS, tmp_path_factory)
    return hant[1], find_characters(hant[1], hant[0]), hans[1], find_characters(hans[1], hans[0])


def test_the_script_is_read_from_the_text():
    hant = GENESIS.with_name("genesis.txt").read_text(encoding="utf-8")
    hans = GENESIS_HANS.with_name("genesis-hans.txt").read_text(encoding="utf-8")
    assert is_traditional(hant) and not is_traditional(hans)
    assert not is_traditional((CORPORA / "chinese" / "xiyouji.txt").read_text(encoding="utf-8")[:50_000])
    view = to_simplified(hant)
    assert len(view) == len(hant)  # character for character: offsets carry back
    # the Simplified twin (made by t2s) keeps the particle 著 where Simplified writes 着, and 藉, 歛; the view does not
    assert {(a, b) for a, b in zip(view, hans) if a != b} == {("着", "著"), ("借", "藉"), ("敛", "歛")}


def test_a_traditional_book_finds_the_cast_its_simplified_twin_finds(genesis):
    hant_paragraphs, hant, _, hans = genesis
    # raw, the Simplified dictionary read 沒有 as unknown and glued names to their neighbours (給他們, 獻給耶和華)
    assert [(to_simplified(e.name), e.kind) for e in hant[:30]] == [(e.name, e.kind) for e in hans[:30]]
    text = "\n".join(p.text for p in hant_paragraphs)
    assert all(a.name in text for e in hant[:30] for a in e.aliases)  # the book's own characters
    assert {"亞伯拉罕", "雅各", "約瑟"} <= {e.name for e in hant[:20] if e.kind == "person"}


def test_the_generated_line_follows_the_books_script(genesis):
    hant_paragraphs, *_ = genesis
    sample = "".join(p.text for p in hant_paragraphs[:5])
    related = [{"slug": "x", "title": "亞伯拉罕", "reveal_at": 1}]
    line = _generated_summary("person", "1.12", 12, related, "zh", sample=sample).text
    assert line == "人物，初見於1.12，常與亞伯拉罕同見。"
    assert _generated_summary("person", "1.12", 12, related, "zh-TW").text.startswith("人物，初見於")
    simplified = "".join(p.text for p in genesis[2][:5])
    assert _generated_summary("place", "1.9", 9, [], "zh-TW", sample=simplified).text == "地点，初见于1.9。"


def test_verb_phrases_led_or_closed_by_a_pronoun_are_no_entries(genesis):
    """求你 ("I beg you"), 就给他 ("then gave him"), 给他们: a pronoun at an edge, or a negation or adverb
    first, is a verb phrase; no name of the gold casts is shaped so."""
    _, hant, _, hans = genesis
    for entities in (hant, hans):
        titles = [to_simplified(e.name) for e in entities[:60]]
        assert not [t for t in titles if t[0] in "你我他她它们不就也都又还再却给把被" or t[-1] in "你我他她它们"], titles
    assert {"亚伯拉罕", "雅各", "以撒"} <= set(titles[:20])


def test_the_most_named_is_not_a_role_for_being_written_beside_verbs(genesis):
    """照著耶和華 / 耶和華按著: the older texts' 著 (着) left 照著 and 按著 as new words, written beside
    耶和華 and beside other names, which made 耶和華 a title several people share: no entry at all."""
    _, hant, _, hans = genesis
    assert "耶和華" in [e.name for e in hant[:10]] and "耶和华" in [e.name for e in hans[:10]]
    assert not [e.name for e in hans if e.name[-1] in "着著"]


def test_twins_named_together_are_two_entries(genesis):
    """他兩個兒子以掃雅各 (his two sons Esau, Jacob): two names written together tie, unless the text also
    writes them apart in one clause, one doing something to the other (以掃對雅各說): then they are a list."""
    _, hant, _, hans = genesis
    for entities, twins in ((hant, ("以掃", "雅各")), (hans, ("以扫", "雅各"))):
        holders = [e.name for e in entities if {a.name for a in e.aliases} & set(twins)]
        assert sorted(holders) == sorted(twins), holders


@pytest.fixture(scope="module")
def exodus(tmp_path_factory):
    """出埃及记 in Simplified, the entities the finder makes of it."""
    language, paragraphs = _read(EXODUS_HANS, tmp_path_factory)
    return find_characters(paragraphs, language)


def test_a_verb_with_its_preposition_is_no_entry(exodus):
    """安在 (to place in: 把法柜安在…) in 出埃及记: a verb with its preposition is no name; no gold name ends
    with 在, 到 or 于."""
    titles = [e.name for e in exodus]
    assert not [t for t in titles if t[-1] in "在到于"], titles
    assert {"摩西", "法老"} <= set(titles[:10])


def test_a_renaming_sentence_makes_one_entry_of_the_old_name_and_the_new(genesis):
    """你的名不再叫亞伯蘭、要叫亞伯拉罕; 不可再叫撒萊、他的名要叫撒拉: one bearer each. 亞伯, which opens both
    names, is his brother Abel's name where it stands alone: not the renamed man's."""
    _, hant, _, hans = genesis
    for entities, (old, new, other) in ((hant, ("亞伯蘭", "亞伯拉罕", "亞伯")), (hans, ("亚伯兰", "亚伯拉罕", "亚伯"))):
        holder = next(e for e in entities if e.alias(new))
        assert holder.alias(old) and not holder.alias(other) and holder.name == new
    assert next(e for e in hant if e.alias("撒拉")).alias("撒萊")


def test_things_extents_and_phrases_are_no_entries(exodus):
    """膏油 (anointing oil), 冠冕, 蝗虫: common nouns of the dictionary written a few times; 埃及遍地
    (all Egypt), 河里 (in the river); 院子的, 在坛的, 坛上的, 成群的苍蝇, 挂上: a modifier or a verb phrase the
    joiner glued. None of them is anyone's name."""
    forms = {a.name for e in exodus[:40] for a in e.aliases}
    assert not {"膏油", "冠冕", "蝗虫", "埃及遍地", "河里", "院子的", "在坛的", "坛上的", "成群的苍蝇", "挂上"} & forms
    assert {"摩西", "亚伦", "法老", "约书亚"} <= forms


def test_a_thing_the_story_handles_is_no_entry(exodus):
    """以弗得 (the ephod, 35 uses: 做以弗得, 在以弗得上) is a word of the book's own that never speaks and almost
    never opens a clause: a thing, not a person, however transliterated it looks."""
    forms = {a.name for e in exodus for a in e.aliases}
    assert "以弗得" not in forms
    assert {"摩西", "亚伦", "约书亚"} <= forms


def test_a_thing_the_text_handles_is_no_entry_however_rarely_written(exodus):
    """法柜 (the Ark, 8 uses; the dictionary cuts 法|柜) never speaks, opens one clause in eight and is what 把
    takes in three (把法柜抬进, 把法柜安在): a thing handled, not a person — a person handled so has a personal
    name's shape."""
    forms = {a.name for e in exodus for a in e.aliases}
    assert "法柜" not in forms
    assert {"摩西", "亚伦", "约书亚"} <= forms


def test_a_name_after_a_kinship_word_is_a_person(genesis):
    """兄弟便雅憫, 他的兒子拿鶴: a transliterated name that seldom speaks is a person when kinship words name
    him (the term it was filed as is a thing's kind)."""
    _, hant, _, _ = genesis
    assert {next(e for e in hant if e.alias(n)).kind for n in ("便雅憫", "拿鶴")} == {"person"}


def test_a_place_renamed_in_apposition_is_one_place_gated_at_the_tie(genesis):
    """起名、叫伯特利…但那地方起先名叫路斯 (28), 到了迦南地的路斯、就是伯特利 (35): Luz is Bethel's earlier name, one
    place in both scripts; a reader meets 路斯 as Bethel's from the chapter that says so."""
    _, hant, _, hans = genesis
    for entities in (hant, hans):
        bethel = next(e for e in entities if e.alias("伯特利"))
        assert bethel.kind == "place" and bethel.alias("路斯")
        assert bethel.alias("路斯").linked_locator == "1.28.20"


def test_a_verb_that_governs_a_clause_is_no_entry(genesis):
    """任憑你們 / 任凭他 ("let you, leave it to him"): the dictionary tags 任凭 a name (任 is a surname), but a word
    a personal pronoun follows in a third of its uses governs a clause about someone; a name is followed by
    what its bearer does."""
    _, hant, _, hans = genesis
    forms = {to_simplified(a.name) for entities in (hant, hans) for e in entities for a in e.aliases}
    assert "任凭" not in forms
    assert {"亚伯拉罕", "雅各", "以撒"} <= forms


def test_a_peoples_word_before_two_names_is_neither_ones_name(genesis):
    """亞蘭人拉班 (three times) and 亞蘭人彼土利 (once): a people's word (a land and 人) written right before two people's
    names says where they come from, the name of neither, however few times each; it had titled 拉班's entry."""
    _, hant, _, hans = genesis
    for entities, laban, people in ((hant, "拉班", "亞蘭人"), (hans, "拉班", "亚兰人")):
        entry = next(e for e in entities if e.alias(laban))
        assert entry.name == laban and not entry.alias(people)
        assert not next(e for e in entities if e.alias("彼土利")).alias(people)


def test_a_name_whose_relative_the_text_names_is_a_person(genesis):
    """西緬的兒子是耶母利…: a name written before 的 and a kinship word has a relative, a person however rarely he
    speaks (西緬 never does: it was filed as a term), in both scripts."""
    _, hant, _, hans = genesis
    assert next(e for e in hant if e.alias("西緬")).kind == "person"
    assert next(e for e in hans if e.alias("西缅")).kind == "person"
