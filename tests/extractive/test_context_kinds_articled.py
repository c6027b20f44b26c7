"""Issue 43, stop 65: the context classifier gives no person to an English name written after "the" nearly always
(The Moonstone's "the Moonstone", a jewel, and "the Shivering Sand", a quicksand, were people)."""

from __future__ import annotations

from dataclasses import dataclass

from understory_cli.extractive.context_kinds import _articled


@dataclass
class Para:
    text: str
    kind: str = "body"


@dataclass
class Entry:
    names: list[str]


TEXT = [Para("Rosanna went to the Shivering Sand, and the Moonstone was lost. Rachel wept."),
        Para("The Moonstone shone; the Shivering Sand smiled, and Rosanna looked at the Shivering Sand."),
        Para("“Rachel,” said Rosanna, and Rachel laughed at the Moonstone.")]


def test_a_name_written_after_the_is_articled_a_persons_is_not():
    assert _articled(Entry(["Moonstone"]), TEXT) and _articled(Entry(["Shivering Sand"]), TEXT)
    assert not _articled(Entry(["Rachel"]), TEXT) and not _articled(Entry(["Rosanna"]), TEXT)
