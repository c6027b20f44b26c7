"""Issue 43 on 红楼梦, a book nobody tuned on: a name the text gives plainly is a candidate whatever else the book
holds (zh/introductions.py), and names written together are a list where their shapes say two people."""

from __future__ import annotations

from support.written_book import P

from understory_cli.extractive import aliases, entities
from understory_cli.extractive.languages import part
from understory_cli.extractive.scan import scan
from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.introductions import familiar_forms
from understory_cli.extractive.zh.rules import ChineseRules

# 贾 opens many names the dictionary does not know, so 贾|瑞 is two tokens the joiner's statistics do not join;
# 平儿 is filed a classifier; 周瑞 is always followed by 家的; 薛蟠 and 贾赦 hardly ever speak
HOUSEHOLD = [
    "原来这贾瑞最是个图便宜没行止的人，贾瑞笑道：“嫂子在这里呢。”贾母听了，贾珍便去了。",
    "贾瑞听了，忙说：“不敢。”贾蓉又来了，贾蔷也来了，贾琏因说：“走罢。”贾珍道：“好。”",
    "凤姐有一个心腹通房大丫头名唤平儿的，平儿笑道：“奶奶请坐。”平儿便倒了茶来。贾瑞又问了一声。",
    "周瑞家的听了，忙迎了出来，周瑞家的笑道：“刘姥姥好。”周瑞家的便引他进去。贾蓉便去了。",
    "这薛公子学名薛蟠，表字文起，五岁上就性情奢侈。薛蟠在京中住着，贾政因说薛蟠不好。",
    "长子贾赦，次子贾政，贾赦袭了官，贾政只得读书。贾瑞因说：“贾赦在东院。”贾珍道：“是。”",
]


def _book(lines: list[str], repeat: int) -> list[P]:
    return [P(f"1.{c + 1}.{i}", c + 1, 1, "text", text) for c in range(repeat) for i, text in enumerate(lines)]


def test_names_the_text_gives_plainly_are_candidates_whatever_else_the_book_holds():
    """A surnamed name acting at the head of clauses (贾瑞笑道, 贾瑞听了), a maid introduced by 名唤X的, a servant's
    wife called X家的, a name given by 学名 and a son named in apposition (长子贾赦) are candidates; on main none
    was (贾瑞 73 uses in 红楼梦 1–21, 平儿 65, 周瑞家的 85, 薛蟠 32, 贾赦 29)."""
    found = part("zh", "names").discover(_book(HOUSEHOLD, 4)).candidates
    for name in ("贾瑞", "平儿", "周瑞家的", "薛蟠", "贾赦"):
        assert name in found and found[name].kind_votes["person"] > 0, name
    assert not {"高声", "贾赦等", "之妻"} & set(found)


def _merged(lines: list[str], forms: tuple[str, ...]) -> dict[str, set[str]]:
    book = _book(lines, 3)
    text = "\n".join(p.text for p in book)
    candidates = {f: Candidate(f, text.count(f), Votes({"person": float(text.count(f))})) for f in forms}
    rules = ChineseRules({"熙凤", "夫人", "贾母"}, familiar_forms(candidates))
    stream = scan(book, candidates, words=False)
    uf, roles = aliases.merge(candidates, stream, book, rules)
    return {e.name: set(e.names) for e in entities.build(uf, roles, candidates, stream, book, rules)}


def test_wives_named_together_are_two_women_and_a_familiar_name_joins_its_full_name():
    """贾珍之妻尤氏与贾蓉之妻秦氏 … 尤氏凤姐都忙说 … 邢夫人王夫人说道 … 贾赦贾政: written together they are
    lists, not one person's names (on main 尤氏 and 秦氏 were folded into 凤姐, 邢夫人 into 王夫人); 凤姐 is 王熙凤's
    (学名王熙凤, then 凤姐: her given name's last character and 姐), which main left apart."""
    found = _merged([
        "贾珍之妻尤氏与贾蓉之妻秦氏婆媳两个接出仪门．尤氏凤姐都忙说：“好生着。”秦氏尤氏二人输了东道。",
        "凤姐笑道：“你们都来了。”尤氏道：“请坐。”秦氏笑道：“婶子好。”凤姐便坐了。",
        "邢夫人王夫人说道：“我们都点了。”邢夫人道：“好。”王夫人道：“也好。”贾赦贾政都来了。",
        "贾赦道：“走罢。”贾政道：“好。”娶的就是王氏之内侄女，学名王熙凤．这熙凤携着黛玉的手。",
    ], ("凤姐", "王熙凤", "熙凤", "尤氏", "秦氏", "邢夫人", "王夫人", "贾赦", "贾政", "黛玉"))
    assert {"凤姐", "王熙凤", "熙凤"} <= found["凤姐"] and not {"尤氏", "秦氏"} & found["凤姐"]
    assert found["尤氏"] == {"尤氏"} and found["秦氏"] == {"秦氏"}
    assert found["王夫人"] == {"王夫人"} and found["邢夫人"] == {"邢夫人"}
    assert found["贾赦"] == {"贾赦"} and found["贾政"] == {"贾政"}
