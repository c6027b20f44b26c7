"""Issue 43: a name written hundreds of times alone is no role because a few of its uses sit beside words the finder
kept (淑英带笑地, 责备淑英): on a modern novel the second most-named girl had no entry. A role several people share
(军师吴用, 军师朱武) is still no one's name: most of its uses are beside them."""

from __future__ import annotations

from support.written_book import P

from understory_cli.extractive import aliases, entities
from understory_cli.extractive.scan import scan
from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.introductions import familiar_forms
from understory_cli.extractive.zh.rules import ChineseRules

LINES = [
    "淑英带笑地说：“三妹，你来了。”淑华点点头。",
    "淑华责备淑英道：“你又不来。”淑英笑了。",
    "淑英回到房里，淑英坐下来看书。淑英想着她的母亲。",
    "淑英说：“我不去。”淑英走了出去。淑英又回来了。",
    "淑英看了看窗外。淑英叹了一口气。淑英没有说话。",
    *["淑英低下头去。淑英慢慢地走着。淑英望着天。淑英站起来。淑英又坐下了。"] * 4,
    "只见军师吴用来到。神机军师朱武道：“好。”吴用道：“是。”朱武笑了。",
]


def _entries() -> dict[str, set[str]]:
    book = [P(f"1.{c + 1}.{i}", c + 1, 1, "text", text) for c in range(4) for i, text in enumerate(LINES)]
    text = "\n".join(p.text for p in book)
    forms = ("淑英", "淑华", "带笑地", "责备", "军师", "吴用", "朱武")
    candidates = {f: Candidate(f, text.count(f), Votes({"person": float(text.count(f))})) for f in forms}
    rules = ChineseRules(set(), familiar_forms(candidates))
    stream = scan(book, candidates, words=False)
    uf, roles = aliases.merge(candidates, stream, book, rules)
    return {e.name: set(e.names) for e in entities.build(uf, roles, candidates, stream, book, rules)}


def test_a_name_mostly_written_alone_is_no_role_a_title_beside_several_names_is():
    found = _entries()
    assert "淑英" in found  # (带笑地 stays beside it here: the real finder's junk filters drop it)
    assert "军师" not in found and not any("军师" in names for names in found.values())
