"""Issue 43, the card says who on an unseen Japanese translation: a servant's calling written with の before the name,
at any meeting (「その晩、従僕のペトゥルーシカは…」, 下男の…), is the person's role, as 馭者のセリファン is — the open
shape of a calling takes a servant's last word (僕, 婢, 男, 丁, 童) as it takes 者."""

from __future__ import annotations

from understory_cli.extractive.roles import stated_roles

BASE = ["チチコフは宿屋に着いた。ペトゥルーシカは荷物を運んだ。", "ペトゥルーシカが言った。セリファンは歌った。"]
CAST = [("ペトゥルーシカ", "person", ["ペトゥルーシカ"]), ("セリファン", "person", ["セリファン"]),
        ("チチコフ", "person", ["チチコフ"])]


def _roles(texts: list[str]) -> dict[str, list[str]]:
    return {name: [r.role for r in said] for name, said in stated_roles(texts, CAST, "ja").items()}


def test_a_servant_s_calling_at_a_later_meeting_is_the_role():
    """On int55 従僕 and 下男 were no callings: ペトゥルーシカ had no role, セリファン (馭者) had."""
    found = _roles(BASE + ["その晩、従僕のペトゥルーシカは外套を着たまま寝た。", "馭者のセリファンは馬を打った。"])
    assert found["ペトゥルーシカ"] == ["従僕"] and found["セリファン"] == ["馭者"]
    assert _roles(BASE + ["その晩、下男のペトゥルーシカは寝た。"])["ペトゥルーシカ"] == ["下男"]


def test_a_calling_several_hold_is_no_one_s_alias():
    """馭者のセリファン, and a coachman of someone else's: the bare 馭者 names whichever drives (on int55 it was
    セリファン's alias, taking in every coachman's uses)."""
    from understory_cli.extractive.names import find_characters
    from support.written_book import Passage as P
    lines = ["馭者のセリファンは馬を打った。セリファンは歌った。", "チチコフは言った。セリファンが答えた。",
             "馭者は黙っていた。馭者が言った。", "コローボチカの馭者が門を開けた。チチコフは笑った。", "チチコフの馭者は酔っていた。"]
    found = find_characters([P(t, f"1.{k + 1}.1", k + 1) for k, t in enumerate(lines * 3)], "ja")
    assert "馭者" not in next(e for e in found if "セリファン" in e.names).names
