"""Issue 43's junk on unseen Japanese books: a role written as a compound of common nouns — a prefix or a place before
a role noun (女主人, 女地主, 郡視学) — is no entry, as a single role noun (校長) is not; a compound the text calls with
an honorific (a surname the dictionary splits into nouns) stays."""

from __future__ import annotations

from understory_cli.extractive.ja.candidates import Reading, find_candidates
from understory_cli.extractive.ja.bare_roles import compound
from support.written_book import Passage as P

LINES = ["校長は丑松を呼んだ。校長が言った。", "「瀬川君」と校長は言った。郡視学が来た。郡視学は笑った。",
         "女主人は茶を出した。女主人が言った。「まあ」と女主人は言った。", "妹婿は笑った。妹婿が来た。丑松は黙った。",
         "女地主は言った。女地主が答えた。"]


def test_a_compound_role_is_no_candidate():
    """On int55 女主人, 女地主 and 郡視学 were persons."""
    found, _ = find_candidates(Reading([P(t) for t in LINES * 3]))
    assert not {"女主人", "女地主", "郡視学", "校長", "妹婿"} & set(found)
    assert "丑松" in found


def test_a_compound_called_with_an_honorific_is_a_name():
    assert compound("女主人", "女主人は言った。") and not compound("女主人", "女主人さんは言った。")
    assert not compound("校長", "校長は言った。")  # one noun: the single-noun rule's
