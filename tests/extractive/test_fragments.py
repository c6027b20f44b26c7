"""Issue 43 §3, a fragment titling an entry (extractive/fragments.py): a candidate the book writes nine times in ten
inside one longer string is a piece of that string, not a name. 戰爭與和平's top entry was 博爾, a piece of 博爾孔斯基
the text never writes alone; 細雪's こい (76 uses) is only ever こいさん or こいちゃん, a word of address. The
passages are written for the test."""

from __future__ import annotations

from support.written_book import P, written_book

from understory_cli.extractive import fragments
from understory_cli.extractive.names import find_characters
from understory_cli.extractive.types import Candidate


class _Rules:
    """The two questions fragments.py asks of a language's rules."""

    def is_title(self, part: str) -> bool:
        return part == "公爵"

    def honorific(self, form: str) -> bool:
        return form == "先生"


def _paragraphs(lines: list[str]) -> list[P]:
    return [P(f"1.1.{i}", 1, 1, "text", t) for i, t in enumerate(lines)]


def _whole(text: list[str], forms: list[str]) -> dict[str, Candidate]:
    return fragments.whole_forms({f: Candidate(f, 9) for f in forms}, _paragraphs(text), _Rules())


def test_a_piece_of_a_longer_string_is_that_string():
    """博尔 is only ever written in 博尔孔斯基 (and once in the feminine 博尔孔斯卡娅): the candidate is the whole."""
    text = ["博尔孔斯基走进来。", "皮埃尔看着博尔孔斯基。", "博尔孔斯基说话了。", "博尔孔斯基笑了。", "博尔孔斯基走了。",
            "他找博尔孔斯基。", "博尔孔斯卡娅来了。", "皮埃尔来了。", "皮埃尔走了。", "皮埃尔笑了。", "皮埃尔哭了。"]
    out = _whole(text, ["博尔", "皮埃尔"])
    assert "博尔" not in out and out["博尔孔斯基"].count == 9
    assert "皮埃尔" in out  # written alone before many characters: a name


def test_a_name_written_with_its_title_or_before_a_name_is_kept():
    """瓦西里公爵: 瓦西里 is the name, the rank is no part of it; 豹子头林冲: an epithet before a name the book knows."""
    text = ["瓦西里公爵来了。"] * 6 + ["豹子头林冲来了。"] * 6 + ["达西先生来了。"] * 6 + ["林冲走了。"] * 3
    out = _whole(text, ["瓦西里", "豹子头", "林冲", "达西"])
    assert set(out) == {"瓦西里", "豹子头", "林冲", "达西"}


def test_a_piece_of_a_longer_candidate_is_left_to_the_scan():
    """The longer string is a candidate already: the scan reads it first, the piece counts only its own uses."""
    text = ["安德烈公爵夫人来了。"] * 3 + ["安德烈公爵夫人说了。"] * 3
    out = _whole(text, ["安德烈", "安德烈公爵夫人"])
    assert set(out) == {"安德烈", "安德烈公爵夫人"}


def test_a_name_always_followed_by_the_same_verb_is_no_piece_of_it():
    """约瑟说 in every use: 说 is the closed class after a name, never part of it."""
    assert set(_whole(["约瑟说：“来。”"] * 6, ["约瑟"])) == {"约瑟"}


def test_a_kana_word_written_only_with_an_honorific_is_no_name_but_a_kana_name_written_alone_is():
    text = ["こいさんが来た。"] * 5 + ["こいちゃんが来た。"] * 2 + ["ねねさんが来た。"] * 4 + ["ねねが来た。"] * 3
    out = fragments.whole_forms({f: Candidate(f, 7) for f in ("こい", "ねね")}, _paragraphs(text), _Rules())
    assert set(out) == {"ねね"}


SASAMEYUKI_LIKE = ["""「こいさん、お茶にしましょう」と幸子が云った。こいさんは黙っていた。
雪子は「こいさんはどこへ行ったの」と幸子に聞いた。こいちゃんは笑った。
幸子は雪子と一緒に大阪へ出かけた。こいさんは家に残った。""",
                   """雪子が帰ると、こいさんが待っていた。幸子は「こいさん、御飯は」と云った。"""]


def test_the_finder_titles_no_entry_by_a_word_of_address_cut_from_its_honorific():
    """こい of こいさん was the finder's third entry (28 uses) in this passage."""
    names = {n for e in find_characters(written_book(SASAMEYUKI_LIKE, 4), "ja") for n in e.names}
    assert "こい" not in names and {"幸子", "雪子"} <= names
