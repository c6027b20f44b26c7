"""One country, one entry (issue 43 §4): a blind Japanese novel wrote England both 英国 and イギリス, two entries in its
top 30; each form the lists know as one country's joins the most used (names._countries_tied), but not the United
Kingdom's nations, which the lists count as its own (England and Scotland are two places)."""

from __future__ import annotations

from understory_cli.extractive.aliases import UnionFind
from understory_cli.extractive.names import _countries_tied
from understory_cli.extractive.types import Candidate, Votes


def _tied(language: str, counts: dict[str, int]) -> UnionFind:
    candidates = {f: Candidate(f, n, Votes({"place": float(n)})) for f, n in counts.items()}
    uf = UnionFind(list(candidates))
    _countries_tied(uf, candidates, language)
    return uf


def test_two_names_of_one_country_are_one_entry():
    uf = _tied("ja", {"英国": 12, "イギリス": 30, "ロシヤ": 4, "ロシア": 9, "上海": 80})
    assert uf.find("英国") == uf.find("イギリス") == "イギリス"  # the most used leads
    assert uf.find("ロシヤ") == uf.find("ロシア") != uf.find("イギリス") and uf.find("上海") == "上海"
    uf = _tied("zh", {"俄国": 64, "俄罗斯": 4})
    assert uf.find("俄罗斯") == "俄国"


def test_the_nations_of_one_kingdom_stay_apart():
    uf = _tied("en", {"England": 40, "Scotland": 12, "Britain": 5})
    assert len({uf.find(f) for f in ("England", "Scotland", "Britain")}) == 3
    uf = _tied("ja", {"イギリス": 30, "イングランド": 3})
    assert uf.find("イングランド") != uf.find("イギリス")
