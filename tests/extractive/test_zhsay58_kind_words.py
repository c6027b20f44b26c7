"""Words for a kind that Chinese books nobody tuned on kept as entries (issue 43 §3, stop 58's dev books 九三年,
丧钟为谁而鸣, 一句顶一万句): a nobiliary particle alone (德 of 德·夏爾特, 178 uses with 德行 and 道德), a people (吉普赛人, 延津人),
the common noun of a state or a body (共和国, 县政府, 游击队, 保皇派), a translation's calling alone (神甫, 女贩) and a
master's 师傅 — while a man's name that ends in 人 (孙吉人), a nickname of a look (猫脸人) and the names beside stay."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.kind_words import body_nouns, carried_by, counted, kind_words, particles, peoples
from understory_cli.extractive.zh.lexicon import kin_address


def _voted(word: str, kind: str, n: int) -> Candidate:
    return Candidate(word, n, Votes({kind: float(n)}))


def _out(*words: tuple[str, str, int]) -> dict[str, Candidate]:
    return {w: _voted(w, k, n) for w, k, n in words}


def test_a_particle_written_before_a_names_dot_is_no_entry():
    lines = ["朗特納克對拉維厄維爾說：“德·夏爾特公爵在英國。”", "西穆爾丹的德行無人能比，這是一種冰冷的德行。",
             "拉維厄維爾說：“德·萊斯居爾是個好人。”", "范先生走進來，對西穆爾丹點了點頭。"]
    out = _out(("德", "person", 20), ("德·夏爾特", "person", 3), ("朗特納克", "person", 30), ("范", "person", 5))
    assert particles(told_over(lines, repeat=1), out) == ["德"]  # 范 never dot-joined here: a surname's
    # the last sound of a name before its dot is no particle (伊凡·庫茲米奇: Ivan)
    ivan = ["伊凡·庫茲米奇走進來。", "伊凡·庫茲米奇說：“好。”", "凡事都要小心。"]
    assert particles(told_over(ivan, repeat=1), _out(("凡", "person", 9))) == []
    # written once before a dot is no evidence
    assert particles(told_over(lines[:2], repeat=1), out) == []


def test_a_people_is_no_entry_but_a_man_named_with_ren_is():
    lines = ["吉普赛人拉斐尔坐在洞口，他有吉普赛血统。", "这是吉普赛型的脸，吉普赛人都这样。", "延津县的人都说延津人爱说话。",
             "孙吉人走进客厅，孙吉翁也来了，孙吉记得这件事。", "那猫脸人是个秘书，一张猫脸的笑，猫脸的胡秘书。"]
    out = _out(("吉普赛人", "person", 10), ("拉斐尔", "person", 10), ("延津人", "person", 8), ("延津", "place", 20),
               ("孙吉人", "person", 12), ("猫脸人", "person", 9), ("王夫人", "person", 9))
    assert sorted(peoples(told_over(lines, repeat=1), out)) == ["吉普赛人", "延津人"]


def test_a_states_or_a_bodys_common_noun_is_no_entry():
    out = _out(("共和国", "place", 45), ("县政府", "place", 25), ("游击队", "person", 14), ("保皇派", "person", 24),
               ("法兰西共和国", "place", 3), ("延津县", "place", 180), ("山岳派", "organisation", 18))
    assert sorted(body_nouns(out)) == ["保皇派", "共和国", "县政府", "游击队"]


def test_a_word_named_only_through_a_kind_word_goes_with_it():
    # 这就叫做游击队的纪律: the statement read 纪律 as another name of 游击队; 德·夏尔特 holds its 德 and stays
    out = _out(("游击队", "person", 14), ("纪律", "person", 5), ("德", "person", 20), ("德·夏尔特", "person", 3),
               ("拉斐尔", "person", 17), ("吉普赛人", "person", 10))
    declared = {("纪律", "游击队"): [1], ("德·夏尔特", "德"): [], ("拉斐尔", "吉普赛人"): [2], ("拉斐尔", "拉斐"): [3]}
    assert carried_by(["游击队", "德", "吉普赛人"], declared, out) == ["纪律"]


def test_every_kind_word_of_a_book_at_once():
    lines = ["德·夏尔特在英国，共和国的军队来了。", "德·萊斯居爾也来了。"]
    out = _out(("德", "person", 20), ("共和国", "place", 45), ("英国", "place", 9))
    assert kind_words(told_over(lines, repeat=1), out) == ["共和国", "德"]


def test_a_translations_calling_and_a_masters_title_alone_are_addresses():
    assert all(kin_address(w) for w in ("神甫", "神父", "牧师", "女贩", "师傅"))
    # with a name they are a person's (牧师老詹, 王师傅 stay people)
    assert not any(kin_address(w) for w in ("牧师老詹", "王师傅", "老詹"))


def test_a_count_opening_a_word_is_no_name():
    # 一句顶一万句's refrain 一件事, 丰乳肥臀's 一团团, 丧钟为谁而鸣's 两腿; 水浒传's 一丈青 and 公孙胜's 一清 stay
    out = _out(("一件事", "person", 22), ("一团团", "term", 6), ("两腿", "term", 7), ("一丈青", "person", 30),
               ("一清", "person", 9), ("两头蛇", "person", 8), ("三太子", "person", 20))
    assert sorted(counted(out)) == ["一件事", "一团团", "两腿"]
