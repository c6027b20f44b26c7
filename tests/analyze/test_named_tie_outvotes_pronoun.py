"""Stop 56 review: a tie read through a pronoun or a speaker gives way where the book states the same tie of the same
person with another's name ("Mrs. Reed's maid, Abbot" here, "her maid Abbot" after Mrs. Lee there: Abbot is Mrs.
Reed's maid, not Mrs. Lee's) — one vote for every language, in analyze/extractive._relations."""

from __future__ import annotations

from types import SimpleNamespace

from understory_cli.analyze.extractive import _relations


def _paragraphs(texts: list[str]) -> list[SimpleNamespace]:
    return [SimpleNamespace(text=t, kind="text", chapter_no=1, volume_no=1, locator=f"1.1.{i + 1}")
            for i, t in enumerate(texts)]


def _people(*names: str) -> list[SimpleNamespace]:
    return [SimpleNamespace(name=n, names=[n], kind="person") for n in names]


def _rows(texts: list[str], cast: list[SimpleNamespace]) -> dict[str, list[str]]:
    found = _relations(cast, _paragraphs(texts), lambda entity, chapter: entity.names, 1)
    return {name: sorted(r.note for r in records) for name, records in found.items()}


def test_a_pronoun_s_tie_gives_way_to_the_same_tie_stated_with_a_name():
    cast = _people("Abbot", "Mrs. Reed", "Mrs. Lee")
    alone = ["Mrs. Lee came in. She was followed by her maid Abbot, who carried a lamp."]
    assert "relation: maid of Mrs. Lee" in _rows(alone, cast)["Abbot"]  # with no rival the pronoun's reading stands
    both = ["Mrs. Reed's maid, Abbot, came in.", *alone]
    assert _rows(both, cast)["Abbot"] == ["relation: maid of Mrs. Reed"]


def test_a_thing_at_either_end_is_no_one_s_kin():
    """A family filed as a term ("the Parkers") is no brother: "whose brother is Parkers" says something false."""
    cast = [*_people("Kitty"), SimpleNamespace(name="Parkers", names=["Parkers"], kind="term")]
    assert _rows(["Kitty's brother, Parkers, came in."], cast) == {}
    cast[1].kind = "person"
    assert _rows(["Kitty's brother, Parkers, came in."], cast)["Parkers"] == ["relation: brother of Kitty"]
