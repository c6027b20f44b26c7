"""Issue 43, Chinese, on books nobody tuned on (鲁迅《彷徨》, 老舍《二马》): the kinds and the entries of shapes the
finder got wrong there. A gentleman named by his birth order and a title (七大人); towns with suffixes of the modern
countryside (鲁镇, 吉光屯) or veiled by a letter (Ｓ城); people the narration rarely writes X说 of (阔亭, 子君); a dog
glossed by what it is and called so after (“拿破仑”（那只小白胖狗）… 小狗儿); foreign names called short (“亚力！”)."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

from support.written_book import told_over

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.filters import _accepted
from understory_cli.extractive.zh.glossed import glossed_descriptions
from understory_cli.extractive.zh.lettered import lettered_places
from understory_cli.extractive.zh.lexicon import kin_address
from understory_cli.extractive.zh.shortened import called_short
from understory_cli.extractive.zh.usage import _kind_votes, _usages, _Usage


def _kind(word: str, u: _Usage) -> str:
    votes = _kind_votes(word, u)
    return max(votes, key=votes.__getitem__)


def _paragraphs(*texts: str) -> list:
    return [SimpleNamespace(text=t, chapter_no=1, volume_no=1, kind="text", locator=f"1.1.{i + 1}")
            for i, t in enumerate(texts)]


# 离婚: 七大人 speaks, is spoken to and decides; no set of seven (八大金刚) and no form of address (二姑娘)
DIVORCE = [
    "“七大人也是最爱讲公道话的。”庄木三说。",
    "七大人正拿着一片古玩看，慢慢地说道：“那是屁塞，古人大殓的时候塞在屁股眼里的。”",
    "爱姑觉得七大人说话了，便看着七大人。",
    "七大人点点头，将烟管放在桌上。",
    "“还是七大人明白，”爱姑说。",
    "慰老爷已经站起来，七大人也站起来了。",
]


def test_a_gentleman_named_by_his_birth_order_and_title_is_a_person():
    """七大人: no numbered set (八大金刚) and no address anyone is given (大人, 二姑娘): the man has an entry."""
    found = {e.name: e.kind for e in find_characters(told_over(DIVORCE), "zh-CN")}
    assert found.get("七大人") == "person", found
    assert not kin_address("七大人") and kin_address("大人") and kin_address("二姑娘")


def test_a_market_town_and_a_village_are_places():
    """我是正在这一夜回到我的故乡鲁镇的 (鲁 is a surname too), 吉光屯唯一的茶馆子: 镇 and 屯 close a place's name."""
    town = _Usage(count=10, tags=Counter({"new": 10}), opens=1, object_of=2, place_context=3)
    village = _Usage(count=6, tags=Counter({"new": 6}), opens=2, owned=1)
    assert _kind("鲁镇", town) == "place" and _kind("吉光屯", village) == "place"


# 孤独者: the town the narrator will not name
S_TOWN = [
    "这年的冬初，Ｓ城的一个书铺子里，我翻到了他的一本书。",
    "Ｓ城人最不愿意有人说他们的坏话。",
    "我便又决计回Ｓ城去了。",
    "这是从我离开Ｓ城以后他给我的第一封信。",
]


def test_a_town_veiled_by_a_letter_is_a_place():
    """Ｓ城: a letter the dictionary cannot join to the place's word it precedes, four times a place."""
    out: dict[str, Candidate] = {}
    assert set(lettered_places(told_over(S_TOWN, 1), out)) == {"Ｓ城"}
    assert not lettered_places(told_over(["《Ｓｅｓａｍｅ城》", "ＢｏｙＳ城"], 4), {})  # inside a Latin word: none
    found = {e.name: e.kind for e in find_characters(told_over(S_TOWN, 2), "zh-CN")}
    assert found.get("Ｓ城") == "place", found


def _used(word: str, *clauses: list[tuple[str, str]]) -> _Usage:
    """The word's usage in clauses tokenized as the segmenter does (the name a new word)."""
    return _usages([list(c) for c in clauses])[word]


def test_a_subject_that_speaks_after_a_gesture_is_a_person():
    """长明灯: 阔亭 is seldom written 阔亭说 — 阔亭愤愤地说, 阔亭高兴地说, 阔亭便立刻颓唐: opening its clauses, then
    speaking, it is a person, not a thing."""
    said = [("，", "x"), ("阔亭", "new"), ("愤愤地", "d"), ("说", "v"), ("，", "x")]
    glad = [("。", "x"), ("”", "x"), ("阔亭", "new"), ("高兴", "a"), ("地", "uv"), ("说", "v"), ("。", "x")]
    slumped = [("。", "x"), ("阔亭", "new"), ("便", "d"), ("立刻", "d"), ("颓唐", "a"), ("了", "ul"), ("。", "x")]
    eyed = [("。", "x"), ("阔亭", "new"), ("睁着", "v"), ("眼", "n"), ("看", "v"), ("了", "ul"), ("他", "r")]
    assert _kind("阔亭", _used("阔亭", said, glad, slumped, eyed, eyed, said)) == "person"


def test_a_subject_an_adverb_follows_is_a_person():
    """伤逝: 子君却决不再来了, 子君也…, 子君就…: a subject the narration follows with an adverb, as it does people."""
    clause = [("。", "x"), ("子君", "new"), ("却", "d"), ("决不", "d"), ("再来", "v"), ("了", "ul"), ("。", "x")]
    owned = [("我", "r"), ("和", "c"), ("子君", "new"), ("的", "uj"), ("屋子", "n"), ("。", "x")]
    assert _kind("子君", _used("子君", clause, clause, owned, clause, owned)) == "person"


def test_a_thing_that_opens_few_clauses_stays_a_thing():
    """西游记's 锡杖 is taken up, held and carried (拿了锡杖, 把锡杖): it opens few clauses and acts in none."""
    held = [("拿", "v"), ("了", "ul"), ("锡杖", "n"), ("，", "x")]
    opened = [("。", "x"), ("锡杖", "n"), ("又", "d"), ("响", "v"), ("。", "x")]
    assert _kind("锡杖", _used("锡杖", held, held, held, opened)) != "person"


def test_a_speaker_never_acted_upon_is_a_name_but_no_adverb_of_manner():
    """弟兄: 汪月生, talked of and never to (月生说, 月生郑重地说, 月生目送他…), is a candidate; 慢慢地说 opens its clause
    and speaks as often, but 地 makes it an adverb of manner."""
    speaker = _Usage(count=13, tags=Counter({"new": 13}), opens=10, speaks=4, says_later=6, ends=2)
    assert _accepted("月生", speaker, set())
    assert not _accepted("慢慢地", speaker, set())
    assert not _accepted("月生", _Usage(count=13, tags=Counter({"new": 13}), opens=10, ends=2), set())  # no speech


# 二马: the landlady's dog, named once with its gloss, then called the little dog
DOG = [
    "然后把“拿破仑”（那只小白胖狗。）叫上来，抱在怀里。",
    "“叫她去她的！黄头发的小东西子！”温都太太含着泪对小狗儿说。",
    "小狗儿翻了翻眼珠，把耳朵搭拉下去，一声也不出了。",
]


def test_a_pet_glossed_by_what_it_is_is_the_description_it_is_called_by():
    """“拿破仑”（那只小白胖狗）: 小狗儿 (the little dog) is 拿破仑; 小姑娘 holds no 狗, 白胖 no kind."""
    out = {f: Candidate(f, 5, Votes({"person": 5.0})) for f in ("拿破仑", "小狗儿", "小姑娘", "温都太太")}
    assert glossed_descriptions(_paragraphs(*DOG), out) == {("拿破仑", "小狗儿"): [0]}


# 二马: 伊太太 calls her brother 亚力山大 亚力, and her daughter 凯萨林 凯
CALLS = [
    "“亚力！饭好了，请到饭厅坐吧！”伊太太用全身之力气喊。",
    "“亚力！再来一点布丁？”伊太太斜着眼问。",
    "亚力山大把果碟子递给她，马不停蹄的往下说。",
    "“凯！”伊太太在厨房下了命令：“预备个甜米布丁！中国人爱吃米！”",
    "“我帮助你，父亲！”凯萨林说。“你帮助我，凯？”",
    "袁世凯作皇上，他最喜欢听这件事。",
]


def test_a_foreign_name_called_by_its_first_syllables_is_its_bearer():
    """“亚力！” twice: 亚力山大's short form; “凯！” and “…，凯？”: 凯萨林's. 袁世凯 is no call."""
    out = {f: Candidate(f, 20, Votes({"person": 20.0})) for f in ("亚力山大", "凯萨林", "伊太太")}
    tied = called_short(_paragraphs(*CALLS), out)
    assert tied == {("亚力山大", "亚力"): [0], ("凯萨林", "凯"): [3]}
    assert out["亚力"].count == 2 and out["凯"].count == 2
