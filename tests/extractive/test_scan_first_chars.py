"""Issue 43's speed: patterns of many forms that open with a lookaround (every_start's, a spaced script's trie, the
stored mentions' matcher) first test the forms' first characters as one class (scan.first_chars). The class must
never change what they find: forms opening with characters a class treats specially, with a space (any space),
an empty form (no class at all); and FoundOnce replays a pattern's matches however often they are asked for."""

from __future__ import annotations

import re

from understory_cli.analyze.mentions import matcher
from understory_cli.extractive.scan import FoundOnce, every_start, first_chars, trie_regex

FORMS = ["龙王", "北海龙王", "-Jo", "]x", "^y", "\\z", "Mr. Bond", " Bond", "Bond", "ジャン", "Ann"]
TEXT = "北海龙王见了龙王。-Jo ]x ^y \\z Mr.\u00a0Bond met Bond; ジャンヌ and ジャン, Anne and Ann."


def _alternation(forms: list[str], *, words: bool) -> re.Pattern[str]:
    """The plain alternation the trie stands for: the longest form first, a space any space."""
    parts = [re.escape(f).replace("\\ ", r"\s") for f in sorted(forms, key=len, reverse=True)]
    body = "(?:" + "|".join(rf"{p}(?![\w-])" if words else p for p in parts) + ")"
    return re.compile(rf"(?<![\w'’-]){body}" if words else body)


def test_the_first_characters_class_changes_no_match():
    assert first_chars(["a", ""]) == "" and first_chars([]) == ""
    for words in (True, False):
        mine = [(m.span(), m.group()) for m in trie_regex(FORMS, words=words).finditer(TEXT)]
        assert mine == [(m.span(), m.group()) for m in _alternation(FORMS, words=words).finditer(TEXT)]
    starts = [(m.start(), m.group(1)) for m in every_start(FORMS).finditer(TEXT)]
    assert starts == [(i, m.group()) for i in range(len(TEXT)) if (m := _alternation(FORMS, words=False).match(TEXT, i))]
    assert (0, "北海龙王") in starts and (2, "龙王") in starts
    # (what the matcher found before the class: ジャン not inside ジャンヌ, Ann not inside Anne)
    found = [m.group() for m in matcher(FORMS).finditer(TEXT)]
    assert found == ["北海龙王", "龙王", "-Jo", "]x", "^y", "\\z", "Mr.\u00a0Bond", "Bond", "ジャン", "Ann"]
    assert [m.group() for m in matcher(["Ann", ""]).finditer("Anne and Ann")] == ["Ann"]  # an empty name: no class


def test_found_once_replays_the_matches():
    pattern = FoundOnce(trie_regex(FORMS, words=False))
    first, again = list(pattern.finditer(TEXT)), list(pattern.finditer(TEXT))
    assert first == again and [m.group() for m in first][:2] == ["北海龙王", "龙王"]
