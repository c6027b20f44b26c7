"""Issue 43 §4 (stop 63), Chinese: a translation's 老X / 小X before a transliterated family name (紅與黑's 老索萊爾 the
sawmill owner, 小索萊爾 his son Julien) are two people: each marked form is a candidate that says its generation
(zh/generation_named.py, ChineseRules.generations), so the son is never counted inside the father's entry."""

from __future__ import annotations

from support.written_book import told_over

from understory_cli.extractive import aliases, entities
from understory_cli.extractive.languages import part
from understory_cli.extractive.scan import scan
from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.generation_named import generation_named
from understory_cli.extractive.zh.rules import ChineseRules

SAWMILL = [
    "市长先生不得不央求老索莱尔那个既冷酷又顽固的农民，老索莱尔说：“我要金路易。”",
    "索莱尔回到锯木厂到处找不到儿子。老索莱尔大骂于连，于连低下头。",
    "人们认出这个年轻人就是小索莱尔，木匠的儿子。于连骑在马上，小索莱尔笑道：“好。”",
    "于连看见德·莱纳夫人，于连说：“夫人。”索莱尔和他的儿子都避免说话。",
]


def _entries(book: list) -> dict[str, set[str]]:
    found = part("zh", "names").discover(book)
    stream = scan(book, found.candidates, words=False)
    uf, roles = aliases.merge(found.candidates, stream, book, found.rules)
    return {e.name: set(e.names) for e in entities.build(uf, roles, found.candidates, stream, book, found.rules)}


def test_a_generation_before_a_sound_name_is_a_candidate_of_its_generation():
    out = {"索莱尔": Candidate("索莱尔", 9, Votes({"person": 9.0})), "于连": Candidate("于连", 9, Votes({"person": 9.0}))}
    found = generation_named(told_over(SAWMILL, 2), out)
    assert found == {"老索莱尔": ("索莱尔", "old"), "小索莱尔": ("索莱尔", "young")}
    assert out["老索莱尔"].kind_votes["person"] > 0 and "小索莱尔" in out
    said = ChineseRules(set(), generation_named=found).generations({"老索莱尔", "小索莱尔", "索莱尔", "于连"})
    assert said == {"老索莱尔": ("索莱尔", "old"), "小索莱尔": ("索莱尔", "young")}


def test_inside_a_longer_sound_run_or_once_it_is_nobody():
    """老 after a sound (阿老索莱尔) is inside another name; a form written once is no candidate."""
    out = {"索莱尔": Candidate("索莱尔", 9, Votes({"person": 9.0}))}
    book = told_over(["阿老索莱尔来了。阿老索莱尔走了。小索莱尔笑了。"], 1)
    assert generation_named(book, out) == {}


def test_the_father_and_the_son_are_two_entries():
    """The book's discovery says both generations (on the old code ChineseRules.generations read neither: no title
    after the name), so the two never join, and the elder keeps his own uses."""
    book = told_over(SAWMILL, 3)
    found = part("zh", "names").discover(book)
    said = found.rules.generations(set(found.candidates))
    assert said.get("老索莱尔") == ("索莱尔", "old") and said.get("小索莱尔") == ("索莱尔", "young")
    entries = _entries(book)
    assert not any({"老索莱尔", "小索莱尔"} <= names for names in entries.values())
    assert any("小索莱尔" in names for names in entries.values())


def test_each_generation_goes_to_the_bearer_its_full_forms_name():
    """索老爹 (the family's first sound and an elder's calling) is the elder 老索莱尔 and says the elder generation;
    小索莱尔 is 于连, the one given name the text writes before ·索莱尔 (on the old code neither was tied: the father
    split in two entries, the son's uses in none of his)."""
    lines = SAWMILL + ["市长前往索老爹的锯木厂。索老爹说道：“我的儿子呢？”索老爹走近工厂时高喊于连。",
                       "于连说：“我家叫我于连·索莱尔，夫人。”"]
    entries = _entries(told_over(lines, 3))
    elder = next(names for names in entries.values() if "老索莱尔" in names)
    younger = next(names for names in entries.values() if "小索莱尔" in names)
    assert "索老爹" in elder and "于连" in younger and "于连" not in elder
