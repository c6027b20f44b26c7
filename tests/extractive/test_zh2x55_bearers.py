"""Stop 55, round 2 (shapes found blind): a surname with an official's honorific is its one bearer's (陶大人 is
陶子尧); a transliterated family several bear (泰伊番: a daughter, her father) is no one's alias; a sentence that
only names someone (那人回稱姓霍，名叫士端) is no card that says who."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.describe import _score
from understory_cli.extractive.names import find_characters
from understory_cli.extractive.zh.families import shared_families
from understory_cli.extractive.zh.naming_only import naming_only


def _found(lines: list[str]) -> dict[str, set[str]]:
    return {e.name: {a.name for a in e.aliases} for e in find_characters(told_over(lines, repeat=4), "zh")}


def test_an_officials_honorific_is_the_one_bearers():
    lines = ["这人姓陶名子尧，是个候补知县。", "陶子尧进了城，便去见王道台。", "王道台笑道：“陶大人来了，请坐。”", "陶子尧谢了一声。",
             "魏翩仞走来，同陶子尧说了几句话。", "陶大人道：“你明天再来。”", "魏翩仞答应着去了。", "陶子尧回到公馆。",
             "魏翩仞又来看陶大人。", "陶子尧同魏翩仞吃酒。", "王道台又请陶大人吃饭。", "魏翩仞说：“陶大人是个好人。”"]
    found = _found(lines)
    assert "陶大人" not in found
    assert "陶大人" in next(aliases for aliases in found.values() if "陶子尧" in aliases)


def test_a_family_several_bear_is_no_ones_alias():
    lines = ["維多莉·泰伊番坐在窗前，一言不發。", "泰伊番先生是個銀行家，不肯認這個女兒。", "維多莉哭了。", "泰伊番先生的兒子也不理她。",
             "伏蓋太太說：「泰伊番小姐，吃飯了。」", "泰伊番先生又來了。", "維多莉·泰伊番低著頭。", "泰伊番小姐笑了笑。"]
    found = _found(lines)
    daughter = next(aliases for aliases in found.values() if "維多莉·泰伊番" in aliases)
    assert "泰伊番" not in daughter and "泰伊番先生" not in daughter
    assert shared_families({"维多莉·泰伊番", "泰伊番先生"}) == {"泰伊番"}
    assert not shared_families({"修雷·诺赞", "诺赞先生", "诺赞"})  # one man with his Mister


def test_a_naming_only_is_no_description():
    for sentence in ("那人回稱姓霍，名叫士端。", "此人姓魏，名翩仞。", "他叫做三荷包。", "「這是覺英。」"):
        assert naming_only(sentence), sentence
    for sentence in ("还有个老家人，姓张，名叫进宝，原是累代陈人。", "这是工头李金才。", "这是卫生急救组的张巧玲。", "他们就给他起名叫以扫。",
                     "他姓陶名子尧，是个候补知县。"):
        assert not naming_only(sentence), sentence
    assert _score("那人回稱姓霍，名叫士端。", ["霍士端", "士端"]) == 0
    assert _score("那人回稱姓霍，名叫士端。那首縣便道：「明日就到公館伺候去罷。」", ["霍士端", "士端"]) == 0  # a passage on
    assert _score("那人姓霍，名叫士端。士端是个知县。", ["霍士端", "士端"]) == 3
    assert _score("还有个老家人，姓张，名叫进宝，原是累代陈人。", ["张进宝", "进宝"]) == 3
