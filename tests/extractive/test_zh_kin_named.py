"""Names closed by kin or rank (四叔, 爱姑): how village and household stories name their people, some of whom the
text never acts upon."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive.zh import candidates
from understory_cli.extractive.zh.filters import _kin_named
from understory_cli.extractive.zh.segment import chinese_segmenter
from understory_cli.extractive.zh.usage import _Usage

# 鲁迅《彷徨》: 祝福 and 离婚, the sentences as the book writes them
VILLAGE = [
    "晚饭摆出来了，四叔俨然的陪着。",
    "四叔皱了皱眉，四婶已经知道了他的意思，是在讨厌她是一个寡妇。",
    "四叔踱出门外，也不见，一直到河边，才见平平正正的放在岸上，旁边还有一株菜。",
    "“可恶！然而……。”四叔说。",
    "我乘她不再紧接的问，迈开步便走，勿勿的逃回四叔的家中，心里很觉得不安逸。",
    "庄木三一面招呼，一面就坐，将长烟管倚在船边；爱姑便坐在他左边，将两只钩刀样的脚正对着八三摆成一个“八”字。",
    "“我是赌气。”爱姑愤愤地昂起头。",
    "爱姑瞪着眼看定篷顶，大半正在悬想将来怎样闹得他们家败人亡。",
    "他跳上岸，爱姑跟着，经过魁星阁下，向着慰老爷家走。",
    "爱姑不敢看他们，只是溜了一眼。",
    "当工人搬出年糕汤来时，爱姑不由得越加局促不安起来了。",
    "卫老婆子叫她祥林嫂，说是自己母家的邻舍，死了当家人，所以出来做工了。",
    "大家都叫她祥林嫂；没问她姓什么。",
    "大家仍然叫她祥林嫂。",
    "“祥林嫂，你放着罢！”四婶慌忙的说。",
    "“祥林嫂，你放着罢！”",
    "祥林嫂抬起她没有神采的眼睛来，接着说。",
    "卫老婆子仿佛卸了一肩重相似的嘘一口气，祥林嫂比初来时候神气舒畅些。",
    "待到祥林嫂出来掏米，刚刚要跪下去，那船里便突然跳出两个男人来。",
    "从此之后，四婶也就不再提起祥林嫂。",
]


def test_a_kin_named_villager_the_text_never_acts_upon_is_a_candidate():
    """四叔 opens his clauses and speaks, 爱姑 opens four in five: neither is the object of a verb, yet both are
    the story's people."""
    found = candidates.find_candidates(told_over(VILLAGE), chinese_segmenter())[0]
    assert "四叔" in found and "爱姑" in found


def test_a_kin_named_heroine_called_by_name_is_a_candidate():
    """叫她祥林嫂 says what she is called, not whose she is (他师父), and “祥林嫂，你放着罢！” calls her by name."""
    found = candidates.find_candidates(told_over(VILLAGE), chinese_segmenter())[0]
    assert "祥林嫂" in found


def test_an_adverb_or_a_form_of_address_is_no_kin_name():
    """慢慢地 opens clauses and precedes 说 (彷徨: 慢慢地说); 大婶 and 姑娘 are what anyone is called."""
    opener = _Usage(count=20, opens=15)
    assert _kin_named("爱姑", opener) and _kin_named("祥林嫂", opener)
    assert not any(_kin_named(w, opener) for w in ("慢慢地", "大婶", "姑娘", "老伯"))
    assert not _kin_named("四叔", _Usage(count=20, opens=4))  # a kin word that seldom opens a clause: a relation
