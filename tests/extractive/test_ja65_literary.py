"""Issue 43, Japanese printed before 1946 (stop 65): a literary (文語) text in historical kana and the old characters
(即興詩人, 金色夜叉) says who is a person with its own verbs — 「Xのいはく」, 「Xの我にいふやう」, 「Xは…と云ふ」, 「Xが手」,
「Xは苦笑しつ」, 「Xといふ娘」 — and its old characters (聲, 顏, 歸) are the cues' new ones; its verb forms (言はん) and
glued forms of address (翁さん姨さん) are no names; a one-kanji name the address list holds (宮) is a woman's where the
text writes her お宮 and she acts; a surname the dictionary has as a town (蒲田) that acts and is never gone to is a
person. The lines are written for the test in the books' manner, not copied from them."""

from __future__ import annotations

from understory_cli.extractive.ja.candidates import Reading
from understory_cli.extractive.names import find_characters
from support.written_book import Passage as P


def _entities(lines: list[str], times: int = 3):
    return find_characters([P(t) for t in lines * times], "ja")


def _kind(entities, form: str) -> str | None:
    return next((e.kind for e in entities if form in {e.name, *(a.name for a in e.aliases)}), None)


def _holding(entities, form: str):
    return next((e for e in entities if form in {e.name, *(a.name for a in e.aliases)}), None)


def test_a_literary_texts_speech_and_acts_make_a_katakana_name_a_person():
    """On main the katakana names of a 文語 translation are things (term): its speech verbs are not the modern ones."""
    lines = ["ベルナルドオのいはく。汝はまだ幼し。", "ベルナルドオは我前に坐して、久しく語りぬ。",
             "ペルペツアの我にいふやう。明日は早く起きよ。", "ペルペツアは苦笑しつ。",
             "マリウチアといふ娘ありき。", "マリウチアは泣き叫びつゝ、我頭を膝に載せたり。", "我はマリウチアが手を把りぬ。"]
    entities = _entities(lines)
    for name in ("ベルナルドオ", "ペルペツア", "マリウチア"):
        assert _kind(entities, name) == "person", name


def test_an_old_prints_characters_are_read_as_the_cues_new_ones():
    """聲 and 顏 are 声 and 顔: on main 「フエデリゴの聲」 and 「フエデリゴの顏」 spoke for nothing."""
    lines = ["フエデリゴの聲は高かりき。", "我はフエデリゴの顏を見たり。", "フエデリゴの聲きこゆ。", "フエデリゴの顏あかし。"]
    assert _kind(_entities(lines), "フエデリゴ") == "person"


def test_a_verb_form_and_glued_forms_of_address_are_no_names():
    """言はん (will say: 言はず, 言ふ elsewhere) and 翁さん姨さん (uncle and aunt) are entries on main."""
    lines = ["貫一は何をか言はんとして止みぬ。", "貫一は言はんと欲せしが、言はず。", "宮は言ふべき詞も無し。",
             "翁さん姨さんに宜しく。", "翁さん姨さんは如何にしておはすか。", "貫一は翁さん姨さんの恩を思ひぬ。",
             "貫一は言はんとせし事を忘れたり。"]
    entities = _entities(lines)
    assert _holding(entities, "言はん") is None
    assert not any("翁さん" in e.name for e in entities)
    assert _holding(entities, "貫一") is not None


def test_a_one_kanji_name_of_the_address_list_is_the_woman_called_o_and_it():
    """宮 is a prince's form of address to the list, but a text that writes お宮 and 宮さん, and makes 宮 speak and act,
    means a woman: one entry holding 宮, 宮さん and お宮 (on main no entry held 宮 alone, and 宮さん none at all)."""
    lines = ["宮は俯きて答へず。", "宮は涙を拭ひて言ふ。", "「宮さん、何故黙つてゐるのだ」と貫一は云つた。",
             "宮は貫一の顔を見たり。", "お宮は笑ひて立ちぬ。", "宮さんは何と云つた。", "宮は心着きて起ちぬ。",
             "お宮は貫一に言ひぬ。", "宮の胸は轟きぬ。", "貫一は宮を見て云つた。"]
    entities = _entities(lines)
    her = _holding(entities, "宮")
    assert her is not None and her.kind == "person"
    assert {"宮さん", "お宮"} <= {her.name, *(a.name for a in her.aliases)}


def test_a_surname_the_dictionary_has_as_a_town_that_acts_is_a_person():
    """蒲田 is a town to the dictionary at every use: written acting and speaking, never gone to, he is a person (a
    place on main)."""
    lines = ["蒲田は笑ひて言ふ。", "蒲田は声を励まして云つた。", "貫一は蒲田に問ひぬ。", "今日は蒲田と風早と三人なり。",
             "蒲田と甘糟とは同窓なり。", "その中に蒲田もありき。", "蒲田、風早、甘糟の三人。", "例の蒲田なり。"]
    assert _kind(_entities(lines), "蒲田") == "person"


def test_a_list_of_things_all_one_stuff_is_no_roster_of_names():
    """「歯は黄金、帯留は黄金、指環は黄金」 (all of gold) has a roster's shape, 校長は狸、教頭は赤シャツ, but one word for
    every part names no one: 黄金 is no entry (a person on main)."""
    lines = ["歯は黄金、帯留は黄金、指環は黄金、腕環は黄金、時計は黄金なり。", "黄金の指環を穿めたり。", "黄金の腕環耀けり。"]
    assert _holding(_entities(lines), "黄金") is None


def test_a_kin_word_with_a_literary_honorific_is_no_name():
    """母上 (mother, honoured) is anyone's mother, a form of address as お母さん is (an entry on main)."""
    lines = ["何とぞ母上様の御機嫌に入り候よう。", "母上様に起こされようよう起き候。", "母上は泣きて我を抱きぬ。",
             "母上様の御思召もいかがと存じ候。", "母上の亡くなりたまいし年なり。", "この許御母上様御病気も快く候。"]
    assert _holding(_entities(lines), "母上") is None


def test_a_roster_of_clauses_names_no_one():
    """「日は入り、客は去りて、…」 has a roster's shape (AはB、CはD), but its parts are verbs' clauses: 入り (sets, enters)
    is no name (an entry of 71 uses in 不如帰 on main, every 入り of 入り来る and 気に入り counted)."""
    lines = ["日は入り、客は去りて、昼の騒ぎはただ台所の方に残れる時、羽織袴は脱ぎすてて、廊下を行きぬ。", "「何な」と入り来る女あり。",
             "ごく気に入りの副官なり。", "赤城の峰々、入り日を浴びて花やかなり。", "入り日の影は薄れぬ。",
             "見れば入り日は山の端にかかれり。"]
    assert not any(st.how == "roster" for st in Reading([P(t) for t in lines]).statements)
    assert _holding(_entities(lines), "入り") is None


def test_an_old_prints_adverb_and_young_miss_stay_no_names():
    """With the old characters read as the cues' new ones, 「澤山の聲」 (many voices) speaks for a person as 「X の声」
    does: 澤山 is 沢山, an adverb, a surname alone to the dictionary in its old spelling — no entry. お孃 (お嬢, a young
    miss) is a form of address whole, not a woman's お-name as お宮 is."""
    lines = ["澤山の聲がバルコンから降って來た。", "客は澤山で、おまけに引きもきらず來た。", "澤山の聲が聞えた。",
             "澤山の顏が見えた。", "お孃はにっこり笑った。", "お孃は言った。", "「お孃、こちらへ」と彼は云った。",
             "お孃は泣き出した。", "ヴェリチャーニノフは笑った。"]
    entities = _entities(lines)
    assert _holding(entities, "澤山") is None and _holding(entities, "お孃") is None


def _cues(form: str, line: str) -> dict[str, float]:
    from collections import Counter
    from understory_cli.extractive.ja.uses import uses
    votes, _, _ = uses([line], {form: 1}, Counter({form: 1}))
    return {k: v for k, v in votes[form].items() if v}


def test_a_things_or_a_places_literary_looking_phrases_are_no_persons_cues():
    """The review of stop 65: the literary cues read a thing got (「カラダンが手に入った」), a thing that comes to mind or
    to view (が胸に, が顔を出した), a place's vale of tears, a thing that tells (物語る), 「…の上にあるやう」 (as if on),
    「…に向ひて」 (toward: a place), 「丘の名といふ」 (is called) and what another said (「Xの老いたる僧のいはく」, X's
    old priest) and 「思ひの外」 (unexpectedly) as a person's; and 「Xに至っては」 (as for X) as a place's."""
    for line in ("カラダンが手に入ったのは昨日のことだ。", "カラダンが胸に浮かんだ。", "カラダンが顔を出した。",
                 "カラダンが前にあった。", "カラダンは涙の谷なり。", "この古いカラダンは町の歴史を物語る。",
                 "カラダンの塔の上にあるやうに見えたり。", "我はカラダンに向ひて歩みぬ。", "カラダンは丘の名といふ。",
                 "カラダンの老いたる僧のいはく。", "カラダンに語り継がれし物語なり。", "カラダンは思ひの外に広かりき。", "カラダンは思ひもよらぬ程に大なり。"):
        assert "person" not in _cues("カラダン", line), line
    assert "place" not in _cues("カラダン", "カラダンに至っては何も知らぬ。")
    # …while a person's literary speech and acts stay cues, and a place reached is a place
    for line in ("カラダンが手を把りぬ。", "カラダンの我にいふやう。", "カラダンは涙を拭ひぬ。", "カラダンは語りぬ。"):
        assert "person" in _cues("カラダン", line), line
    assert "place" in _cues("カラダン", "一行はカラダンに至りぬ。")


def test_a_title_several_hold_stays_a_form_of_address_beside_its_o_form():
    """お姫 acts as お宮 does, but 姫 is honoured as a title (お姫様, 姫さま), not as a name (宮さん): 「隣の国の姫」 is
    another princess, no alias of お姫 (merged into her on the branch before its review)."""
    lines = ["お姫は泣いて言いました。", "お姫は王子の手を取りました。", "「お姫、こちらへ」と家来が言いました。", "お姫は笑いました。",
             "隣の国の姫は黙っていました。", "姫は答えませんでした。", "姫さまは眠りました。", "ハンスは城へ行きました。",
             "ハンスは言いました。", "姫は言いました。"]
    her = _holding(_entities(lines), "お姫")
    assert her is not None and "姫" not in {her.name, *(a.name for a in her.aliases)}


def test_a_surname_in_its_old_character_that_speaks_stays_a_name():
    """澤山 is 沢山 ("many") in the old characters, but a modern book's 澤山 who laughs, speaks and is called to is its
    surname written so on purpose (no entry on the branch before its review)."""
    lines = ["澤山は笑って言った。", "澤山は黙っていた。", "「澤山、来い」と太郎は言った。", "澤山は驚いた。", "太郎は言った。",
             "太郎は笑った。", "澤山が部屋に入って来た。"]
    assert _kind(_entities(lines), "澤山") == "person"


def test_a_kansai_name_with_hann_stays_beside_its_particles():
    """言はん is a verb's form (言はず, 言ひて), but a name with the Kansai honorific はん, 菊はん, written 「お菊へ手紙を」,
    「菊はじっと」, 「菊はずっと」 (a direction's へ, the topic's は and the next word), is a name (no entry on the branch
    before its review: every へ, ひ, ふ and は + one kana after the kanji read as a ハ行 verb's), and 菊 its alias, one
    entry (はん, an honorific of the list, was not one of a one-kanji name's callings: 菊 and 菊はん split)."""
    lines = ["菊はんは笑うて言うた。", "「菊はん、こっちへ」と太郎は言った。", "菊はじっと見ていた。", "太郎はお菊へ手紙を書いた。",
             "菊はずっと黙っていた。", "お菊ひとりが残った。", "菊はしばらく泣いた。", "太郎は言った。", "菊はんが来た。"]
    entities = _entities(lines)
    her = _holding(entities, "菊はん")
    assert her is not None and _holding(entities, "菊") in (None, her)  # …and one entry with 菊 (two, split, before)
