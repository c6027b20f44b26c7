"""Issue 43: a first-person narrator the narration never names is tied to the name the others address them by
(Jane Eyre: "Jane, I don't like cavillers…", "Come, Miss Jane, don't cry"), as Japanese ties わたし to レミ; a
third-person book's speech addressing its heroine ties no "I" to her."""

from __future__ import annotations

import re

from understory_cli.extractive.names import find_characters

from support.written_book import P, written_book

# Jane Eyre, chapters I–IV (its own sentences): the narration says I, the others call her Jane and Miss Jane.
JANE_EYRE = [
    "“What does Bessie say I have done?” I asked.",
    "“Jane, I don’t like cavillers or questioners; besides, there is something truly forbidding in a child "
    "taking up her elders in that manner.”",
    "A breakfast-room adjoined the drawing-room, I slipped in there. I mounted into the window-seat: gathering up "
    "my feet, I sat cross-legged, like a Turk.",
    "“Come, Miss Jane, don’t cry,” said Bessie as she finished.",
    "Bessie had now finished dusting and tidying the room, and I returned to my book.",
    "“Is there anything else you wish for, Jane? I assure you, I desire to be your friend.”",
    "“No, Mrs. Reed.”",
    "Mrs. Reed looked frightened; her work had slipped from her knee, and I struggled out into liberty.",
    "“But you are passionate, Jane, that you must allow: and now return to the nursery.”",
    "“You are a strange child, Miss Jane,” she said, as she looked down at me.",
]
# The same speech in a third-person narration: the narration says she, not I.
THIRD_PERSON = [line.replace(" I ", " she ").replace("my ", "her ").replace(" I asked", " Jane asked")
                for line in JANE_EYRE if not line.startswith("A breakfast")]


def _jane(found):
    return next(e for e in found if "Jane" in e.names or "Miss Jane" in e.names)


def test_a_narrator_never_self_named_is_the_name_the_others_address():
    found = find_characters(written_book(["\n".join(JANE_EYRE)], 4), "en")
    jane = _jane(found)
    assert "I" in jane.names and jane.kind == "person"
    assert all("I" not in e.names for e in found if e is not jane)  # not Bessie, whom the narration names


def test_a_third_person_heroine_addressed_by_name_is_no_narrator():
    found = find_characters(written_book(["\n".join(THIRD_PERSON)], 4), "en")
    assert all("I" not in e.names for e in found)
    assert _jane(found)


def test_the_narrators_i_is_not_another_speakers_i():
    """Mrs. Reed's "Jane, I don't like cavillers" is her I: only the narration's and the speech the narration
    gives to I ("…?” I asked.") count for Jane — 7 of the passage's 10, told four times over."""
    jane = _jane(find_characters(written_book(["\n".join(JANE_EYRE)], 4), "en"))
    assert sum(len(re.findall(r"\bI\b", line)) for line in JANE_EYRE) == 10
    assert next(a.mentions for a in jane.aliases if a.name == "I") == 4 * 7


def test_a_chapter_headings_numeral_is_no_one():
    book = written_book(["\n".join(JANE_EYRE)], 4)
    headed = [h for c in range(1, 5) for h in [P(f"1.{c}.h", c, 1, "heading", "CHAPTER I")]
              + [p for p in book if p.chapter_no == c]]
    jane = _jane(find_characters(headed, "en"))
    assert next(a.mentions for a in jane.aliases if a.name == "I") == 4 * 7
