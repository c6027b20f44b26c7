"""Issue 43 point 6, English: the shapes in which a novel says who someone is without a noun for them, from
Sense and Sensibility's first chapters: an age ("Lady Middleton was not more than six or seven and twenty"),
and a character sketch, the name's faculties then a pronoun sentence of its qualities ("Marianne’s abilities
were … equal to Elinor’s. She was sensible and clever"); neither is a passing state of the plot."""

from __future__ import annotations

from understory_cli.extractive.describe import description_score, descriptions, summary_value

AGE = ("Lady Middleton was not more than six or seven and twenty; her face was handsome, her figure tall and "
       "striking, and her address graceful.")
SKETCH = ["Marianne’s abilities were, in many respects, quite equal to Elinor’s.",
          "She was sensible and clever; but eager in everything: her sorrows, her joys, could have no moderation.",
          "The resemblance between her and her mother was strikingly great."]


def test_an_age_says_who():
    assert description_score(AGE, ["Lady Middleton"]) == 2
    assert description_score("Wren Tully was twelve years old, and small for it.", ["Wren Tully"]) == 2
    assert summary_value(AGE, ["Lady Middleton"]).usable
    # a number of anything else is no age
    for plot in ("Dorothy was twenty yards away from the house.", "Dorothy was two hours on the road.",
                 "Dorothy was three days in the forest."):
        assert description_score(plot, ["Dorothy"]) < 2, plot


def test_a_character_sketch_through_a_pronoun_says_who():
    found = descriptions(SKETCH, ["Marianne"])
    assert [(i, strength, text) for i, strength, text in found] == [(0, 2, f"{SKETCH[0]} {SKETCH[1]}")]
    value = summary_value(f"{SKETCH[0]} {SKETCH[1]}", ["Marianne"])
    assert value.usable and not value.full


def test_a_passing_state_is_no_sketch():
    # the moment's heart or spirits, a state in -ed, and a quality with no pronoun sentence after it
    for first, second in (("Alice’s heart was beating fast.", "She was afraid of the Queen."),
                          ("Marianne’s spirits were low.", "She was ill and could not sleep."),
                          ("Marianne’s temper was tried.", "She was exhausted by the walk.")):
        assert max((s for _, s, _ in descriptions([first, second], ["Alice", "Marianne"])), default=0) < 2
    assert descriptions(["Lucy was naturally clever.", "Elinor smiled."], ["Lucy"]) == [(0, 1, "Lucy was naturally clever.")]


def test_the_summary_window_closes_after_its_chapters():
    """The sketch of chapter 1 stays the summary: a sentence in the second paragraph of a chapter past the
    window (DESCRIBE_WINDOW chapters naming her) is only the next step, once it is a full description."""
    from types import SimpleNamespace

    from understory_cli.analyze.described import DESCRIBE_WINDOW, descriptions_of
    from understory_cli.analyze.mentions import matcher

    def para(chapter: int, k: int, text: str):
        return SimpleNamespace(chapter_no=chapter, kind="p", text=text, locator=f"1.{chapter}.{k}")

    late = DESCRIBE_WINDOW + 3
    paragraphs = [para(1, 1, " ".join(SKETCH))]
    paragraphs += [para(c, 1, "Marianne walked to the village.") for c in range(2, late + 1)]
    paragraphs.append(para(late, 2, "Marianne was a young lady of seventeen, and the second daughter of the house."))
    marianne = SimpleNamespace(name="Marianne", names=["Marianne"], chapter_mentions={c: 1 for c in range(1, late + 1)},
                               uncounted={})
    out = descriptions_of([marianne], paragraphs, {"Marianne": matcher(["Marianne"])}, lambda e, chapter: e.names)
    assert [p.locator for p, _ in out["Marianne"]] == ["1.1.1", f"1.{late}.2"]
