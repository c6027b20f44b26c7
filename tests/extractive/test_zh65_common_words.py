"""Common words kept as entries of Chinese books nobody tuned on (issue 43, stop 65: a blind 文明小史's 人家, its #1 entry
with 135 uses; a blind 欧也妮·葛朗台's 母女俩 and 脸色发白): a word LAC reads as a pronoun, two kin and 俩 (the two of
them), a common noun and its predicate (a clause) — words of the language, no one's name, whatever the book."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh import tagged
from understory_cli.extractive.zh.candidates import _collective
from understory_cli.extractive.zh.filters import _phrase_shaped


def _voted(kind: str, n: int) -> Candidate:
    return Candidate("", n, Votes({kind: float(n), "person": 1.0}))


def test_a_word_lac_reads_as_a_pronoun_is_no_entry_though_voted_a_thing():
    # 人家: "others" or "I" in speech, and a household (这家人家): the statistics voted it a thing; inside a longer word
    # (老人家) a third of the time, so LAC's pronoun is not two thirds of all its readings
    lines = (["姚老夫子走进客堂，看见人家都在那里吃饭。", "人家说他是个好人，他也不信。", "柳知府笑道：“人家的事，与我何干？”",
              "你不要管人家的闲事。", "柳知府对姚老夫子说了许多话，姚老夫子只是点头。", "他老人家今年七十岁了。",
              "老人家笑了笑，走了出去。", "姚老夫子的老人家还在乡下。"] * 4)
    out = {"姚老夫子": _voted("person", 20), "柳知府": _voted("person", 15), "人家": _voted("term", 30)}
    tagged.apply(told_over(lines, repeat=1), out, lambda w: {"人家": 8315.0}.get(w, 0.0))
    assert "人家" not in out
    assert {"姚老夫子", "柳知府"} <= set(out)


def test_two_kin_and_the_two_of_them_are_a_collective():
    assert all(_collective(w) for w in ("母女俩", "兄弟俩", "夫妻俩", "老两口子"))
    assert not _collective("张俩")  # (a surname and 俩 is no word the rule reads: two characters)


def test_a_common_noun_and_its_predicate_is_a_clause():
    from understory_cli.extractive.zh.segment import chinese_segmenter

    tag = chinese_segmenter().tag
    assert _phrase_shaped("脸色发白", {}, tag)
    # a nickname puts its verb first, and a name of four characters is no noun and a verb
    assert not any(_phrase_shaped(w, {}, tag) for w in ("扑天雕", "混江龙", "玉皇大帝", "太上老君", "多洛霍夫"))


def test_an_everyday_thing_lac_reads_as_a_noun_is_no_entry_but_a_storys_own_thing_stays():
    # 欧也妮·葛朗台's 蜡烛 (candles, 28 uses; jieba's general text 928) voted a thing; 西游记's 锡杖 (the monk's staff,
    # 37 in general text) is the story's own
    lines = (["格朗台先生点了一支蜡烛，走上楼去。", "娜农把蜡烛放在桌上。", "欧叶妮拿着蜡烛，看了看夏尔的房门。",
              "蜡烛快点完了，欧叶妮还没有睡。", "唐僧拄着锡杖，走到山门前。", "行者接过锡杖，放在一边。",
              "那锡杖上的环儿响了一声。", "格朗台先生对娜农说了许多话，娜农只是点头。"] * 4)
    out = {"格朗台先生": _voted("person", 20), "娜农": _voted("person", 15), "蜡烛": _voted("term", 16),
           "锡杖": _voted("term", 12)}
    tagged.apply(told_over(lines, repeat=1), out, lambda w: {"蜡烛": 928.0, "锡杖": 37.0}.get(w, 0.0))
    assert "蜡烛" not in out
    assert "锡杖" in out


def test_a_verb_closed_by_de_before_a_name_is_no_epithet():
    # 文明小史: 怪不得人家… (no wonder others…) three times of four: with 人家 a pronoun, 怪不得 was a person's entry;
    # 得 closes a verb (怪不得, 巴不得, 少不得), never a nickname (及时雨, 豹子头, 拼命三郎 stay)
    from understory_cli.extractive.zh.epithets import _epithet_like
    from understory_cli.extractive.zh.segment import chinese_segmenter

    tag = chinese_segmenter().tag
    assert not any(_epithet_like(w, {}, [], tag) for w in ("怪不得", "巴不得", "少不得", "由不得"))
    assert all(_epithet_like(w, {}, [], tag) for w in ("及时雨", "豹子头", "拼命三郎"))
