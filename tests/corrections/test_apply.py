"""corrections.apply on a small table: gates from where the text ties a name, never earlier."""

from __future__ import annotations

from understory_cli.corrections import apply
from understory_cli.store.books import StoryParagraph
from understory_cli.store.corrections import Correction
from understory_cli.store.points import Alias, Point, Record

TEXT = [StoryParagraph("1.1.2", 1, 1, "p", "Tip ran from old Mombi."),
        StoryParagraph("1.2.2", 2, 1, "p", "Glinda spoke of the lost Ozma."),
        StoryParagraph("1.3.2", 3, 1, "p", "Tip, the Pumpkinhead said, was Ozma all along."),
        StoryParagraph("1.4.2", 4, 1, "p", "Ozma and Jack; Jack Pumpkinhead laughed. Gump flew.")]


def table() -> list[Point]:
    return [Point(1, "Tip", "person", None, 1, 1, "extractive", [], [Record(1, "Tip ran.", ["1.1.2"], None, 1)]),
            Point(2, "Ozma", "person", None, 1, 2, "extractive", [Alias("Princess Ozma", 1, [], 2)],
                  [Record(1, "the lost Ozma", ["1.2.2"], None, 2)]),
            Point(3, "Jack", "person", None, 1, 3, "extractive", [Alias("Pumpkinhead", 1, [], 3),
                                                                   Alias("Gump", 1, [], 4)],
                  [Record(1, "Jack Pumpkinhead laughed.", ["1.4.2"], None, 4), Record(1, "Gump flew.", ["1.4.2"], None, 4)])]


MENTIONS = {1: {1: 1, 3: 1}, 2: {2: 1, 3: 1, 4: 1}, 3: {3: 1, 4: 3}}


def run(*corrections: tuple[str, str, str | None]):
    read = []
    result = apply(table(), MENTIONS, [Correction(i, *c) for i, c in enumerate(corrections, 1)],
                   lambda: read.append(1) or TEXT)
    return {p.name: p for p in result.points}, result, read


def test_a_merged_name_opens_where_the_text_ties_it_and_brings_nothing_earlier():
    points, result, _ = run(("merge", "Tip", "Ozma"))
    tip = points["Tip"]
    assert "Ozma" not in points and result.moved == {2: 1}
    assert {a.alias: (a.reveal_at, a.evidence) for a in tip.aliases} == {"Ozma": (3, ["1.3.2"]),
                                                                         "Princess Ozma": (3, [])}
    assert [r.reveal_at for r in tip.records] == [1, 3]  # Ozma's record of chapter 2 waits for the tie
    assert result.mentions[1] == {1: 1, 3: 2, 4: 1}  # Ozma's chapter-2 mention is not Tip's
    # the merged name now finds the entry: a later correction naming it applies there
    assert run(("merge", "Tip", "Ozma"), ("kind", "Ozma", "royal"))[0]["Tip"].kind == "royal"


def test_hide_split_rename_alias_unalias():
    points, result, _ = run(("hide", "Gump", None), ("split", "Jack", "Pumpkinhead"), ("rename", "Tip", "Ozma"))
    assert [a.alias for a in points["Jack"].aliases] == []  # Gump hidden as a name, Pumpkinhead split off
    split = points["Pumpkinhead"]
    assert split.reveal_at == 3 and [r.text for r in split.records] == []  # its record names Jack too: it stays
    assert result.mentions[split.point_id] == {3: 1, 4: 1}
    renamed = next(p for p in result.points if p.point_id == 1)  # Ozma is no name of Tip's: a title of the reader's
    assert renamed.name == "Ozma" and renamed.reveal_at == 3  # but the book ties it to Tip only in chapter 3
    assert [(a.alias, a.reveal_at) for a in renamed.aliases] == [("Tip", 1)]

    points, _, _ = run(("alias", "Tip", "Mombi"), ("unalias", "Ozma", "Princess Ozma"))
    assert [(a.alias, a.reveal_at, a.evidence) for a in points["Tip"].aliases] == [("Mombi", 1, ["1.1.2"])]
    assert points["Ozma"].aliases == []


def test_renaming_to_one_of_its_names_waits_for_that_name():
    points, _, _ = run(("rename", "Jack", "Gump"))
    gump = points["Gump"]
    assert gump.point_id == 3 and gump.reveal_at == 4  # the title waits for its own gate
    assert [(a.alias, a.reveal_at) for a in gump.aliases] == [("Jack", 3), ("Pumpkinhead", 3)]


def test_what_matches_nothing_is_reported_and_no_text_is_read_without_need():
    points, result, read = run(("kind", "Tip", "boy"), ("hide", "Nobody", None), ("split", "Tip", "Tip"),
                               ("merge", "Tip", "Tip"))
    assert points["Tip"].kind == "boy" and read == []
    assert [why for _, why in result.unmatched] == [
        'no entry is named "Nobody"', '"Tip" is not one of the names of "Tip" (it is its title: rename the entry first)',
        '"Tip" and "Tip" are already one entry']
