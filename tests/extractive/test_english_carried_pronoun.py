"""Issue 43, an English card across a paragraph break (Sense and Sensibility's manner): a paragraph about someone
and the next opening "He was …" say who they are together, when nothing else in the paragraph could be the
pronoun's. The passages are written for these tests."""

from __future__ import annotations

from types import SimpleNamespace

from understory_cli.analyze.described import descriptions_of
from understory_cli.analyze.mentions import matcher
from understory_cli.extractive.describe import descriptions, summary_value

NAMES = ["Mr. Robert Hale", "Robert Hale"]
ABOUT = ["Mr. Robert Hale had not the warm heart of his late father; but he was moved by his last request, and he "
         "promised to do what he could.", "The promise cost him little, and Mr. Robert Hale went back to his accounts."]
OPENS = "He was not an unkind young man, unless to be rather cold and rather careful is to be unkind."


def test_the_next_paragraphs_pronoun_says_who_the_paragraph_was_about():
    [(i, strength, text)] = descriptions(ABOUT, NAMES, [False, False], None, lambda: OPENS)
    assert (i, strength) == (0, 3) and text == f"{ABOUT[0]} … {OPENS}"
    assert summary_value(text, NAMES).full


def test_no_pronoun_is_carried_when_someone_else_could_be_it():
    cases = [
        # another name stands nearer the pronoun
        (ABOUT[:1] + ["The promise cost him little, and Mr. Robert Hale wrote to Colonel Brandt."], OPENS),
        # the paragraph speaks of a woman too: "She" or "He" may be either
        (ABOUT[:1] + ["His wife thought the promise cost her too much."], OPENS),
        # the paragraph does not open with him
        (["The house was cold that winter.", "Mr. Robert Hale had the promise to keep, and he kept it."], OPENS),
        # the pronoun's sex is not his title's, or the next paragraph opens with speech or no pronoun
        (ABOUT, "She was not an unkind young woman."),
        (ABOUT, "“He was not an unkind young man,” said the clerk."),
        (ABOUT, "The next morning was cold."),
    ]
    for said, following in cases:
        assert descriptions(said, NAMES, [False] * len(said), None, lambda: following) == [], (said, following)
    # a paragraph with speech in it: the pronoun could be any speaker's subject
    assert descriptions(ABOUT, NAMES, [False, True], None, lambda: OPENS) == []


def _para(chapter: int, k: int, text: str):
    return SimpleNamespace(chapter_no=chapter, kind="p", text=text, locator=f"1.{chapter}.{k}")


def test_the_card_comes_from_the_paragraph_and_the_next_one_in_its_chapter():
    paragraphs = [_para(1, 1, " ".join(ABOUT)), _para(1, 2, OPENS + " He was fond of his wife.")]
    hale = SimpleNamespace(name="Mr. Robert Hale", names=NAMES, chapter_mentions={1: 2}, uncounted={})
    [(where, text)] = descriptions_of([hale], paragraphs, {"Mr. Robert Hale": matcher(NAMES)},
                                    lambda e, chapter: e.names)["Mr. Robert Hale"]
    assert where.locator == "1.1.1" and text.endswith(OPENS)
    # the next chapter's first paragraph is no continuation
    apart = [paragraphs[0], _para(2, 1, OPENS)]
    hale.chapter_mentions = {1: 2}
    assert "Mr. Robert Hale" not in descriptions_of([hale], apart, {"Mr. Robert Hale": matcher(NAMES)},
                                                  lambda e, chapter: e.names)
