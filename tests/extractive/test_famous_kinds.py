"""Issue 43 §5, kinds: an entry all of whose names are one world-famous figure's (extractive/famous.txt, a cross-book
list) is a person, whatever its contexts voted. The judged dev books had three such errors: Christ a place
(Karamazov, English), キリスト a term (Karamazov, Japanese), 波拿巴 (Napoleon) a place (戰爭與和平)."""

from __future__ import annotations

from collections import Counter

import pytest

from understory_cli.extractive import names
from understory_cli.extractive.types import Alias, NameEntity


def _entity(forms: list[str], kind: str) -> NameEntity:
    return NameEntity(name=forms[0], kind=kind, aliases=[Alias(f, "1.1.0", 1, 1) for f in forms], mentions=1,
                      chapter_mentions={1: 1}, first_locator="1.1.0", last_locator="1.1.0", volumes=[1], salience=0.5,
                      cooccurrences=Counter())


@pytest.mark.parametrize("forms,family", [(["Christ"], "en"), (["キリスト"], "ja"), (["波拿巴"], "zh")])
def test_a_world_famous_figure_is_a_person(forms, family):
    entity = _entity(forms, "place")
    names._famous_people([entity], family)
    assert entity.kind == "person"


@pytest.mark.parametrize("forms,family", [(["Rome"], "en"), (["普魯士"], "zh"), (["Christ", "Christminster"], "en"),
                                          (["Columbus"], "en")])
def test_a_place_or_an_entry_with_another_name_keeps_its_kind(forms, family):
    entity = _entity(forms, "place")
    names._famous_people([entity], family)
    assert entity.kind == "place"
