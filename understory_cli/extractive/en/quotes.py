"""Speech in single quotation marks (British editions: 'My name is Hareton Earnshaw,' growled the other), read as
the double marks the English readers look for (“…”). A single mark is also the apostrophe (don't, the Lintons'
house, 'tis), so a mark opens speech only at a word's start, where no speech is open, and closes it only at a word's
end, where speech is open; every other one is left as written. A book is read so only where its speech is
single-quoted: it opens more quotations with a single mark than with a double one.
"""

from __future__ import annotations

import re
from typing import NamedTuple, Sequence

# a single mark opening a quotation: at the paragraph's start or after a space, a dash or a bracket, before a letter,
# a digit, a dash or an ellipsis (not an elision: 'tis, 'em); closing one: after a letter or a mark ending a clause, before a space, the end, or
# a mark of punctuation ('… Nelly,' he replied; '… at the--' commenced)
# (nor a dialect's dropped letters: 'ere, 'ow, 'bout; o', an', nothin' close no speech)
_OPEN = re.compile(r"(?:^|(?<=[\s(—–-]))['‘](?=[\w—–.…-])"
                   r"(?!(?i:tis|twas|twere|twill|twould|em|im|ee|un|ud|e|er|is|ere|ow|ave|ad|ome|bout|cause|til|n)\b)")
_CLOSE = re.compile(r"(?<=[\w.,!?;:…—–-])(?<!\bo)(?<!\ban)(?<!\bwi)(?<![a-z]in)['’](?=[\s.,;:!?)—–-]|$)")
_MARK = re.compile(f"{_OPEN.pattern}|{_CLOSE.pattern}")
_DOUBLE_OPEN = re.compile(r"(?:^|(?<=[\s(—–-]))[“\"](?=\S)")


def single_quoted(texts: Sequence[str]) -> bool:
    """The book's speech is in single marks: more quotations open with one than with a double mark."""
    singles = sum(len(_OPEN.findall(t)) for t in texts)
    return singles > 0 and singles > sum(len(_DOUBLE_OPEN.findall(t)) for t in texts)


def doubled(text: str) -> str:
    """The paragraph with its single speech marks written as “ and ” (the same length: places agree); the
    apostrophes stay. A double mark inside is a quotation within the speech, and is left as it is."""
    out = list(text)
    open_at: int | None = None
    for m in _MARK.finditer(text):
        opens, closes = _OPEN.match(text, m.start()) is not None, _CLOSE.match(text, m.start()) is not None
        if open_at is None and opens:
            open_at = m.start()
            out[m.start()] = "“"
        elif open_at is not None and closes:
            out[m.start()] = "”"
            open_at = None
    return "".join(out)


def speech_marked(texts: Sequence[str]) -> list[str]:
    """The paragraphs as the readers of speech read them: a single-quoted book's speech in double marks (`doubled`),
    any other book's as written."""
    return [doubled(t) for t in texts] if single_quoted(texts) else list(texts)


class Marked(NamedTuple):
    """A paragraph with its speech marked as `speech_marked` reads it (types.Paragraph's shape)."""

    locator: str
    chapter_no: int
    volume_no: int
    kind: str
    text: str


def marked_paragraphs(paragraphs: Sequence) -> list:
    """The paragraphs with their speech in double marks where the book writes it in single ones, else as given."""
    texts = [p.text for p in paragraphs]
    if not single_quoted(texts):
        return list(paragraphs)
    return [Marked(p.locator, p.chapter_no, p.volume_no, p.kind, doubled(p.text)) for p in paragraphs]
