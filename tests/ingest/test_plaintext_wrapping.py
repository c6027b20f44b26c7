"""A hard-wrapped Gutenberg .txt read as its paragraphs: the book decides whether it is wrapped, so a chapter of short
dialogue (fewer than half its lines run on) is not cut at every line end; its underscores are italics, not text."""

from __future__ import annotations

from understory_cli.ingest.plaintext import read_text_book

# The Secret Adversary (Christie, 1922; Project Gutenberg), the opening of ch. I and a page of ch. III as the file wraps them.
ADVERSARY = """\
THE SECRET ADVERSARY

CHAPTER I. THE YOUNG ADVENTURERS, LTD.

“TOMMY, old thing!”

“Tuppence, old bean!”

The two young people greeted each other affectionately, and momentarily
blocked the Dover Street Tube exit in doing so. The adjective “old”
 was misleading. Their united ages would certainly not have totalled
forty-five.

“Not seen you for simply centuries,” continued the young man. “Where are
you off to? Come and chew a bun with me. We’re getting a bit unpopular
here--blocking the gangway as it were. Let’s get out of it.”

The girl assenting, they started walking down Dover Street towards
Piccadilly.

“Now then,” said Tommy, “where shall we go?”

The very faint anxiety which underlay his tone did not escape the astute
ears of Miss Prudence Cowley, known to her intimate friends for some
mysterious reason as “Tuppence.” She pounced at once.

“Tommy, you’re stony!”

“Not a bit of it,” declared Tommy unconvincingly. “Rolling in cash.”

“You always were a shocking liar,” said Tuppence severely, “though you
did once persuade Sister Greenbank that the doctor had ordered you beer
as a tonic, but forgotten to write it on the chart. Do you remember?”


CHAPTER III. A SET BACK

“I think you’ve given him too much, Tommy,” said Tuppence innocently. “I
fancy he wants to give some of it back.”

It was possibly this remark which induced the driver to move away.

“Well,” said Mr. Beresford, at length able to relieve his feelings,
“what the--dickens, did you want to take a taxi for?”

“I was afraid I might be late and keep you waiting,” said Tuppence
gently.

“Afraid--you--might--be--late! Oh, Lord, I give it up!” said Mr.
Beresford.

“And really and truly,” continued Tuppence, opening her eyes very wide,
“I haven’t got anything smaller than a five-pound note.”

“You did that part of it very well, old bean, but all the same the
fellow wasn’t taken in--not for a moment!”

“No,” said Tuppence thoughtfully, “he didn’t believe it. That’s the
curious part about speaking the truth. No one does believe it. I found
that out this morning. Now let’s go to lunch. How about the _Savoy?_”

Tommy grinned.

“How about the _Ritz?_”

“On second thoughts, I prefer the _Piccadilly_. It’s nearer. We shan’t
have to take another taxi. Come along.”
"""


def _paragraphs(tmp_path, text: str) -> list[list[str]]:
    source = tmp_path / "adversary.txt"
    source.write_text(text, encoding="utf-8")
    [volume] = read_text_book(source)
    return [[b.text for b in c.blocks] for c in volume.story_chapters]


def test_a_dialogue_chapter_of_a_wrapped_book_is_read_as_paragraphs(tmp_path):
    one, three = _paragraphs(tmp_path, ADVERSARY)
    assert "“Afraid--you--might--be--late! Oh, Lord, I give it up!” said Mr. Beresford." in three
    assert "“I was afraid I might be late and keep you waiting,” said Tuppence gently." in three
    assert "“Not a bit of it,” declared Tommy unconvincingly. “Rolling in cash.”" in one
    assert len(three) == 12  # the heading and eleven paragraphs
    assert one[0] == "CHAPTER I. THE YOUNG ADVENTURERS, LTD."  # an English title with a comma is no couplet to cut


def test_a_book_with_a_line_per_paragraph_keeps_its_lines(tmp_path):
    """Not wrapped: each paragraph on one line and no blank line between them; none is joined to the next."""
    unwrapped = [" ".join(line.strip() for line in p.split("\n") if line.strip()) for p in ADVERSARY.split("\n\n")]
    unwrapped = [p for p in unwrapped if p]
    one, three = _paragraphs(tmp_path, "\n".join(unwrapped))
    assert [*one, *three] == [p.replace("_", "") for p in unwrapped[1:]]  # the first line is the book's title


def test_underscored_italics_are_read_as_their_words(tmp_path):
    """`How about the _Savoy?_`: the hotel is named Savoy in the text, and set in italics on the page."""
    source = tmp_path / "adversary.txt"
    source.write_text(ADVERSARY, encoding="utf-8")
    [volume] = read_text_book(source)
    blocks = [b for c in volume.story_chapters for b in c.blocks]
    assert "“How about the Ritz?”" in [b.text for b in blocks]
    assert not any("_" in b.text for b in blocks)
    assert any("the <i>Piccadilly</i>. It’s nearer" in b.html for b in blocks)
