"""Issue 43, Chinese, 鲁迅《彷徨》: a man called by his name and an elder's title (高老夫子, 慰老爷) was a thing, the title
four characters past his surname or after no surname at all; a man whose given name ends in a place's character
(卜薇园, called 薇园: 园 a garden) was a place. A name and a person's title is a person; a name ending in a place's
character is one where it acts as people do and is written after a surname, before a title or speaking; a garden that
is gone into (大观园) stays a place."""

from __future__ import annotations

from collections import Counter

from support.written_book import told_over

from understory_cli.extractive.names import find_characters
from understory_cli.extractive.zh.filters import titled_actor
from understory_cli.extractive.zh.lexicon import person_title
from understory_cli.extractive.zh.usage import _kind_votes, _usages, _Usage

def _kind(word: str, u: _Usage) -> str:
    votes = _kind_votes(word, u)
    return max(votes, key=votes.__getitem__)


def _used(word: str, *clauses: list[tuple[str, str]]) -> _Usage:
    return _usages([list(c) for c in clauses])[word]


def test_a_name_and_an_elders_title_is_a_person():
    """高老夫子 (高, then 老夫子 an old master), 慰老爷 (慰 no surname): people; 二老爷, 这先生 are address, no name."""
    assert person_title("高老夫子") == "老夫子" and person_title("慰老爷") == "老爷" and person_title("四铭太太") == "太太"
    assert person_title("二老爷") is None and person_title("这先生") is None and person_title("老夫子") is None
    # 高老夫子一跑到…, 但高老夫子却不很能…, 老钵指着高老夫子: opening clauses, never X说
    master = _Usage(count=14, tags=Counter({"new": 14}), opens=8, object_of=1)
    assert _kind("高老夫子", master) == "person"
    assert _kind("高老物件", master) != "person"  # the same uses with no title: no person by shape


# 肥皂: 薇园, written once after his surname (卜薇园), leads and answers like the others
CALLED = [("跟", "p"), ("着", "uz"), ("卜", "nr"), ("薇园", "new"), ("。", "x")]
MET = [("。", "x"), ("薇园", "new"), ("迎上去", "v"), ("，", "x"), ("也", "d"), ("拱", "v"), ("一拱", "m"), ("手", "n")]
WAVED = [("。", "x"), ("薇园", "new"), ("连忙", "d"), ("摇手", "v"), ("，", "x"), ("打断", "v"), ("他", "r")]
RAN = [("”", "x"), ("薇园", "new"), ("又", "d"), ("奔", "v"), ("过来", "v"), ("，", "x")]
PROMISED = [("”", "x"), ("薇园", "new"), ("极口", "d"), ("应承", "v"), ("说", "v"), ("。", "x")]
# 大观园 opens clauses too, but is gone into and lived in; nobody's surname stands before it
ENTERED = [("进", "v"), ("了", "ul"), ("大观园", "new"), ("，", "x")]
LIVED = [("。", "x"), ("大观园", "new"), ("里", "f"), ("又", "d"), ("热闹", "a"), ("起来", "v"), ("。", "x")]
TALKED = [("。", "x"), ("大观园", "new"), ("中", "f"), ("姊妹们", "n"), ("都", "d"), ("笑", "v"), ("了", "ul")]


def test_a_name_ending_in_a_place_character_that_acts_is_a_person():
    assert _kind("薇园", _used("薇园", CALLED, MET, WAVED, RAN, PROMISED, WAVED, MET)) == "person"
    assert _kind("薇园", _used("薇园", MET, WAVED, RAN, PROMISED, WAVED, MET)) == "place"  # no surname, title or speech


def test_a_garden_that_opens_clauses_stays_a_place():
    assert _kind("大观园", _used("大观园", ENTERED, LIVED, TALKED, LIVED, ENTERED, TALKED)) == "place"


# 祝福 and 长明灯: two villagers the narration describes before their names and never acts upon much
VILLAGERS = [
    "有一年的冬初，四叔家里要换女工，做中人的卫老婆子带她进来了，头上扎着白头绳。",
    "卫老婆子叫她祥林嫂，说是自己母家的邻舍，死了当家人，所以出来做工了。",
    "此后大约十几天，卫老婆子忽而带了一个三十多岁的女人进来了，说那是祥林嫂的婆婆。",
    "午饭之后，卫老婆子又来了。",
    "卫老婆子仿佛卸了一肩重相似的嘘一口气。",
    "新正将尽，卫老婆子来拜年了，已经喝得醉醺醺的。",
    "而且仍然是卫老婆子领着，显出慈悲模样，絮絮的对四婶说。",
    "还是先到卫老婆子家然后再成乞丐的呢？",
    "阔亭睁着眼看了他一会，没有便答；胖脸的庄七光已经放开喉咙嚷起来了。",
    "“什么老法子？”庄七光诧异地问。",
    "“我怎么不知道？”庄七光更其诧异地问。",
    "阔亭和庄七光也跟着出去了。",
    "“唏唏！”庄七光也陪着笑。",
    "庄七光的脸上就走了油。",
    "庙后门的墙外就有庄七光的声音喊道。",
]


def test_a_villager_described_before_a_full_or_titled_name_is_found():
    """做中人的卫老婆子, 胖脸的庄七光: a phrase and 的 before the name, as 我的 stands before a role; with a title
    (老婆子) or a surname and a given name, and opening most clauses, she and he are people."""
    found = {e.name: e.kind for e in find_characters(told_over(VILLAGERS), "zh-CN")}
    assert found.get("卫老婆子") == "person" and found.get("庄七光") == "person", found


# 离婚: 慰老爷, once made plural with his kind (比慰老爷们魁梧得多)
GENTLEMAN = [
    "这回还是到慰老爷家里去？",
    "慰老爷不是劝过我四回么？",
    "慰老爷仰起脸来说：“走散好。”",
    "她的话虽然微细得如丝，慰老爷却像听到霹雳似的了；他跳了起来。",
    "慰老爷从那没有数过的一叠里取出一点来，交还了。",
    "慰老爷看见他们两面都显出告别的神气，便吐一口气，说。",
    "慰老爷还注视着走在最后的爱姑，说。",
    "虽然也是团头团脑，却比慰老爷们魁梧得多。",
    "周围即刻聚集了几个头，一个自然是慰老爷。",
    "爱姑跟着，向着慰老爷家走。",
    "爱姑觉得自己是完全孤立了；慰老爷是原本帮他们的。",
]


def test_a_titled_name_once_made_plural_is_a_person():
    """慰老爷们 once in twelve: the gentleman and his kind, no set of people (a role, 少爷们, is made plural often)."""
    found = {e.name: e.kind for e in find_characters(told_over(GENTLEMAN), "zh-CN")}
    assert found.get("慰老爷") == "person", found


def test_a_titled_name_whose_first_character_is_a_verb_keeps_it_where_it_acts():
    """慰 is to console, 请 to invite: 慰|老爷 opening clauses and speaking (慰老爷仰起脸来说) is a man, 请|先生, asked for
    and never acting, a verb and its object."""
    acts = _Usage(count=18, tags=Counter({"new": 18}), opens=9, says_later=1, adverb_after=2)
    asked = _Usage(count=6, tags=Counter({"new": 6}), opens=1)
    assert titled_actor("慰老爷", acts) and not titled_actor("请先生", asked) and not titled_actor("慰问", acts)
