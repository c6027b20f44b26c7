"""A card the stop-63 shapes read (a close apposition, a Japanese role of an unnamed anchor, a Chinese place's noun) is
the sentence of the chapter that says it, never shown before that chapter: the chosen paragraph is the later one, and
the record quoting it is gated at its chapter (analyze/described.descriptions_of; the wiki shows a record no earlier
than its gate)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from understory_cli.analyze.described import descriptions_of
from understory_cli.analyze.mentions import matcher


def _para(chapter: int, k: int, text: str):
    return SimpleNamespace(chapter_no=chapter, kind="p", text=text, locator=f"1.{chapter}.{k}")


def _entity(name: str):
    return SimpleNamespace(name=name, names=[name], chapter_mentions={1: 2, 3: 1}, uncounted={}, mentions=3)


@pytest.mark.parametrize("name,plain,said", [
    ("Prokofitch", "Prokofitch came in with the tea.", "Then the old servant Prokofitch came in."),
    ("吉左衛門", "吉左衛門は笑った。", "本陣の当主吉左衛門と、年寄役の金兵衛とはこの村に生まれた。"),
    ("东拉河", "他们走到东拉河边上。", "小河叫东拉河，就是在这分水岭下发源的。"),
])
def test_a_statement_of_chapter_three_is_shown_from_chapter_three(name, plain, said):
    paragraphs = [_para(1, 1, plain), _para(1, 2, plain), _para(3, 1, said)]
    found = descriptions_of([_entity(name)], paragraphs, {name: matcher([name])}, lambda e, chapter: e.names)
    paragraph, sentence = found[name][0]
    assert paragraph.chapter_no == 3 and name in sentence
    # before chapter 3 nothing in the text says who: no card of chapter 1
    early = descriptions_of([_entity(name)], paragraphs[:2], {name: matcher([name])}, lambda e, chapter: e.names)
    assert not early.get(name) or all(p.chapter_no == 1 and "当主" not in s and "servant" not in s and "小河" not in s
                                      for p, s in early[name])
