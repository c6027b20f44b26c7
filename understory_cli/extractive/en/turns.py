"""Who says an untagged line of a two-person dialogue (issue 43, read by told.py): after two lines tagged, or known,
as two different speakers, a paragraph that is a quotation and nothing else is the turn of the one who spoke two
lines before it ("“… my aunt, Mrs. Reed, …”" answering a tagged line). Only where the two lines before it each closed
their quotation (an unclosed one runs on into the next paragraph, the same speaker's) and no narration broke the
run: a third voice the text does not tag, or a speaker answering twice, is rare enough next to the tagged alternation
that the rule holds, and any doubt says nothing. A paragraph opening a quotation after a tagged one left open is the
same speaker's speech running on (a long story told in speech, paragraph after paragraph, tagged once at its start);
after a turn only the alternation guessed, it says nothing."""

from __future__ import annotations

from dataclasses import dataclass, field


def _closed(text: str) -> bool:
    """The paragraph's last quotation is closed: an open one runs on into the next paragraph, the same speaker's."""
    return text.rfind("“") < text.rfind("”") if "“" in text else text.count('"') % 2 == 0


@dataclass
class Turns:
    """The run of quoted paragraphs read so far: each one's speaker (an entity, or None when unknown)."""

    speakers: list[str | None] = field(default_factory=list)
    closed: list[bool] = field(default_factory=list)
    told: list[bool] = field(default_factory=list)  # the speaker is the tag's (or its speech's running on), not a turn's

    def read(self, text: str, narration: str, speaker: str | None) -> str | None:
        """Take the next paragraph (its text, the text with quotations blanked, the entity its tag names) and return
        its speaker: the tag's, else the alternation's for a paragraph of speech alone, else None."""
        if narration.strip() == text.strip():  # no quotation: the dialogue's run is over
            self.speakers, self.closed, self.told = [], [], []
            return None
        told = speaker is not None
        if speaker is None and self.speakers and not self.closed[-1] and self.told[-1] and text.lstrip()[:1] in "“\"":
            speaker, told = self.speakers[-1], True  # a tagged speech running on: the paragraph before left it open
        elif speaker is None and not narration.strip() and len(self.speakers) >= 2 and all(self.closed[-2:]):
            before, last = self.speakers[-2], self.speakers[-1]
            if before is not None and last is not None and before != last:
                speaker = before
        self.speakers.append(speaker)
        self.closed.append(_closed(text))
        self.told.append(told)
        return speaker
