"""Issue 43 §6, no plot sentence on a card: an apposition whose noun is another of the subject's own names, whole
("ruled by Oz, the Great Wizard I told you of"), gives a second name and says nothing of what the subject is; one
whose noun goes on past the name ("Glinda, the Good Witch of the South") still says it."""

from __future__ import annotations

import pytest
from test_cards_say_who import _sentence

from understory_cli.extractive.describe import summary_value

pytestmark = pytest.mark.corpus

WIZARD = ["Great Wizard", "Oz", "Wizard", "Great Oz", "Wonderful Wizard"]


def test_an_apposition_of_the_subject_s_own_other_name_is_no_description():
    sentence = _sentence("series/oz", "the Great Wizard I told you of")
    assert summary_value(sentence, WIZARD).value == 0, sentence


@pytest.mark.parametrize("sentence,names", [
    ("They came at last to Glinda, the Good Witch of the South, who sat upon a throne.", ["Glinda", "Good Witch"]),
    ("It is ruled by Oz, the Great Wizard.", ["Oz"]),  # a name the subject is not known by: a noun for it
])
def test_an_apposition_that_says_more_than_another_name_still_says_who(sentence, names):
    assert summary_value(sentence, names).full
