"""A family's merge rounds end when the union declines their best pair. The union keeps a man and a woman
apart by their titles; the rounds asked for that same pair again, forever, and a French novel in Chinese
(德·莱纳 the mayor, 德·莱纳夫人 his wife, both in every chapter) never finished its analysis."""

from dataclasses import dataclass

from understory_cli.extractive.aliases import UnionFind, _merge_families
from understory_cli.extractive.types import Candidate, Votes

MAYOR, WIFE, SON = "德·莱纳", "德·莱纳夫人", "德·阿道夫"


@dataclass(frozen=True)
class Para:
    locator: str
    chapter_no: int
    volume_no: int = 1
    kind: str = "text"
    text: str = ""


class OneFamily:
    """Rules that call the three one family and let any two of them join."""

    def families(self, people: set[str]) -> dict[str, set[str]]:
        return {"德": {MAYOR, WIFE, SON} & people}

    def may_join(self, a: str, b: str, surname: str, forms: set[str]) -> bool:
        return True

    def familiar_surname(self, form: str) -> None:
        return None


class CountedUnions(UnionFind):
    def __init__(self, items: list[str]):
        super().__init__(items)
        self.asked = 0

    def union(self, a: str, b: str, evidence: int | None = None, named: bool = False) -> bool:
        self.asked += 1
        if self.asked > 20:
            raise AssertionError(f"the family rounds asked for a union {self.asked} times")
        return super().union(a, b, evidence, named)


def _run(forms: list[str], sexes: dict[str, set[str]]) -> CountedUnions:
    uf = CountedUnions(forms)
    uf.sexes.update(sexes)
    candidates = {f: Candidate(f, 12, Votes(person=1.0)) for f in forms}
    paragraphs = [Para(f"1.{ch}.{i}", ch) for ch in (1, 2, 3) for i in (1, 2)]
    stream = [list(forms) for _ in paragraphs]
    _merge_families(uf, candidates, set(forms), stream, paragraphs, OneFamily())  # type: ignore[arg-type]
    return uf


def test_a_declined_pair_ends_the_rounds_and_stays_two():
    uf = _run([MAYOR, WIFE], {MAYOR: {"male"}, WIFE: {"female"}})
    assert uf.find(MAYOR) != uf.find(WIFE)


def test_the_rounds_go_on_past_a_declined_pair_to_the_next():
    """The son joins nobody by title, so the declined couple does not stop the family's other unions."""
    uf = _run([MAYOR, WIFE, SON], {MAYOR: {"male"}, WIFE: {"female"}})
    assert uf.find(MAYOR) != uf.find(WIFE)
    assert uf.find(SON) in (uf.find(MAYOR), uf.find(WIFE))
