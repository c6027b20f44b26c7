"""Issue 43 §4 (stop 61): the old master and the young master of one house (钱老先生, 钱少爷) are father and son,
never one entry, whatever the discourse ties (aliases.UnionFind.generations, ChineseRules.generations)."""

from __future__ import annotations

from understory_cli.extractive.aliases import UnionFind
from understory_cli.extractive.zh.rules import ChineseRules


def test_a_houses_titles_say_its_generation():
    said = ChineseRules(set()).generations({"钱老先生", "钱少爷", "钱先生", "钱默吟", "小马先生", "老马先生", "马老太太",
                                            "马先生", "钱少奶奶", "老孙", "小崔", "马太太"})
    assert said == {"钱老先生": ("钱", "old"), "钱少爷": ("钱", "young"), "钱少奶奶": ("钱", "young"),
                    "小马先生": ("马", "young"), "老马先生": ("马", "old"), "马老太太": ("马", "old")}


def test_the_elder_and_the_younger_of_one_house_never_join():
    uf = UnionFind(["钱老先生", "钱默吟", "钱先生", "钱少爷", "孙少爷"])
    uf.generations = {"钱老先生": {("钱", "old")}, "钱少爷": {("钱", "young")}, "孙少爷": {("孙", "young")}}
    uf.union("钱默吟", "钱老先生")
    uf.union("钱默吟", "钱先生")
    uf.union("钱先生", "钱少爷")  # the discourse's tie: refused
    assert uf.find("钱少爷") != uf.find("钱老先生") and uf.find("钱先生") == uf.find("钱老先生")
    uf.union("钱少爷", "孙少爷")  # two houses' young masters: nothing here forbids it
    assert uf.find("钱少爷") == uf.find("孙少爷")
