"""A wife the text calls by her husband's name and a word for a wife all through the book, 家なき子's
「バルブレンのおっかあ」 (the narrator's foster mother), is a person of her own, X's wife, and her uses are not X's
(ja/standing.py). Passages after 家なき子 (楠山正雄訳), ruby dropped."""

from __future__ import annotations

from understory_cli.extractive.ja.describe import weakened
from understory_cli.extractive.ja.standing import standing_names
from understory_cli.extractive.names import find_characters
from understory_cli.extractive.relations import relation_label, stated_relations
from support.written_book import Passage as P

LINES = ["バルブレンのおっかあが、わたしを寝床に入れてくれた。", "「おまえ、おなかがすいたろう」とバルブレンのおっかあは言った。",
         "バルブレンはパリで石屋の仕事をしていた。", "バルブレンのおっかあは話をしたがらない様子であった。",
         "「バルブレンが帰って来るよ」とバルブレンのおっかあが言った。", "バルブレンは大きな声でどなった。"]


def test_a_wife_s_standing_name_is_her_own_entry():
    """Written eight times, speaking and acting: her own entry, and バルブレン counts only his own uses (on main: her
    uses fold into バルブレン, and she has no entry)."""
    found = {e.name: e for e in find_characters([P(t) for t in LINES * 3], "ja")}
    assert found["バルブレンのおっかあ"].kind == "person"
    assert found["バルブレン"].mentions == 3 * 3


def test_she_is_his_wife():
    texts = LINES * 2
    said = [r for r in stated_relations(texts, ["バルブレン", "バルブレンのおっかあ"], "ja")
            if r.subject == "バルブレンのおっかあ"]
    assert [(r.other, r.paragraph) for r in said] == [("バルブレン", 0)]
    assert relation_label(said[0], "ja") == "バルブレンの妻"


def test_a_passing_phrase_or_a_shop_s_wife_is_no_name():
    """Said a few times (クラチットの主婦さん), or of no name the text uses (パン屋のおかみさん): no name of its own;
    never a part of a longer word (妻子)."""
    assert not standing_names(["クラチット"], "クラチットの主婦さんが来た。" * 4)
    assert not standing_names(["クラチット"], "パン屋のおかみさんが来た。" * 9)
    assert not standing_names(["クラチット"], "クラチットの妻子が来た。" * 9)


def test_a_seeming_says_not_who():
    """「…様子であった」 closes on how she seemed: at most a quality's strength (on main: it said who she is)."""
    assert weakened("バルブレンのおっかあは話をしたがらない様子であった。", 2) == 1
    assert weakened("バルブレンのおっかあは石屋の妻であった。", 2) == 2


def test_a_seeming_condition_still_may_say_who():
    """「…癒りきらない風でした」 (小公女's invalid gentleman): a condition, not a mood; kept."""
    assert weakened("紳士は何か重い病気が癒りきらない風でした。", 2) == 2
