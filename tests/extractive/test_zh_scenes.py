"""Issue 43, point 4: a title several people hold is assigned by context or left unassigned (zh/scenes.py), and a
married woman's title (王夫人, 樊太太) is a person of her own, never one of her husband's family's names."""

from __future__ import annotations

from support.written_book import P

from understory_cli.extractive import aliases, entities
from understory_cli.extractive.scan import scan
from understory_cli.extractive.types import Candidate, Votes
from understory_cli.extractive.zh.rules import ChineseRules


def _book(lines: list[tuple[int, str]]) -> list[P]:
    return [P(f"1.{chapter}.{i}", chapter, 1, "text", text) for i, (chapter, text) in enumerate(lines)]


def _people(paragraphs: list[P], *forms: str) -> dict[str, Candidate]:
    text = "\n".join(p.text for p in paragraphs)
    return {f: Candidate(f, text.count(f), Votes({"person": float(text.count(f))})) for f in forms}


def test_a_form_of_address_counts_for_its_bearer_only_where_the_context_points_to_her():
    """大姑娘 is 秀姑's (she answers it again and again), but 凤喜 answered it once: said to 凤喜 (she answers), in a
    scene where 凤喜 is named and 秀姑 is not, after another family's surname (沈大姑娘) or of a kind of girl (一个大姑娘,
    大姑娘们) it counts for no one; said to 秀姑, after her family's name (关家那个大姑娘) or beside her, it is hers."""
    from understory_cli.extractive.zh import scenes

    book = _book([
        (1, "家树道：“大姑娘，你父亲在家吗？”秀姑道：“在家。”"),  # hers: she answers
        (2, "沈大娘笑道：“大姑娘，给樊先生倒茶。”凤喜便去倒茶。"),  # 凤喜's: she answers
        (2, "凤喜坐在床上，沈三玄说大姑娘今天不舒服，也不出门了。"),  # 凤喜's scene, 秀姑 nowhere
        (3, "关秀姑在院子里洗衣服，寿峰说大姑娘的手艺好。"),  # 秀姑's scene
        (3, "街上走过一个大姑娘，又有几个大姑娘们说笑。沈大姑娘也来了。"),  # a kind, another family
        (4, "伯和道：“关家那个大姑娘，你认识吗？”"),  # her family's
    ])
    people = _people(book, "秀姑", "关秀姑", "凤喜", "沈凤喜", "家树", "沈大娘", "沈三玄", "寿峰", "伯和", "大姑娘")
    counted = scenes.counter(book, people, {"大姑娘": ("秀姑", {"凤喜"})})
    stream = scan(book, people, words=False)
    kept = counted(stream, lambda form: "秀姑" if form in ("大姑娘", "秀姑", "关秀姑") else form)
    assert [found.count("大姑娘") for found in kept] == [1, 0, 0, 1, 0, 1]
    assert [found.count("秀姑") for found in kept] == [found.count("秀姑") for found in stream]  # names stay
    # where the form went to someone else's entity, or no one's, nothing is dropped
    assert counted(stream, lambda form: form) == stream


def test_a_married_title_is_a_person_of_her_own_never_her_husbands_family():
    """王夫人 was given 王熙凤's names (熙凤 is a name, so 王 + 熙凤 read as one family's forms); 樊太太 and her husband
    樊端本 share a surname and are two entries."""
    book = _book([(c, text) for c in range(1, 4) for text in (
        "王夫人道：“你们都往园子里去罢。”熙凤笑道：“太太说的是。”王夫人点头，命人去请王太医来。",
        "王熙凤走了进来，向王夫人道：“老太太请太太过去。”王夫人便起身往贾母处来。",
        "王太医诊了脉，说道：“不妨事。”王夫人听了，方才放心。熙凤送王太医出去。",
        "樊端本回到家中，樊太太迎了出来道：“今天回来得早。”樊端本道：“衙门里没事。”樊太太便叫人倒茶。")])
    candidates = _people(book, "王夫人", "王熙凤", "熙凤", "王太医", "贾母", "樊端本", "端本", "樊太太")
    rules = ChineseRules({"熙凤", "夫人", "太医", "端本", "太太", "贾母"})
    stream = scan(book, candidates, words=False)
    uf, roles = aliases.merge(candidates, stream, book, rules)
    found = {e.name: set(e.names) for e in entities.build(uf, roles, candidates, stream, book, rules)}
    assert found["王夫人"] == {"王夫人"} and {"熙凤", "王熙凤"} <= found["王熙凤"]
    assert found["樊太太"] == {"樊太太"} and found["樊端本"] == {"樊端本", "端本"}
    assert all(e.kind == "person" for e in entities.build(uf, roles, candidates, stream, book, rules))
